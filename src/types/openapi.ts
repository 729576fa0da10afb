/**
 * Calls typed by an OpenAPI description: `endpoint.defaults<Paths>()`, where
 * `Paths` is the `paths` type openapi-typescript generates (the shape
 * @octokit/openapi-types' `paths` has too).
 *
 * A route is `"<METHOD> <path>"` with the method in uppercase and the path as
 * the schema writes it. Its parameters are the schema's, passed flat by name;
 * a parameter named like an option (`url`, `data`, ...) goes in `parameters`.
 * The JSON body's properties are parameters too, or the whole body is `data`
 * (never on GET, HEAD, OPTIONS).
 *
 * Two modes, as at run time. With the description given
 * (`defaults<paths>({ openapi: description })`) every parameter goes where its
 * `in` says: path, query (on every method), header and cookie parameters are
 * all typed. With types only (`defaults<paths>()`) the request is built by the
 * plain rules: leftovers go to the query string for GET, HEAD and OPTIONS and
 * to the body otherwise, so a query parameter of another method must be named
 * in the route (`"POST /assets{?name}"`), and header parameters go in `headers`.
 */
import type {
  EndpointDefaults,
  EndpointOptions,
  MediaType,
  MergedOptions,
  RequestHeaders,
  RequestMeta,
  RequestMethod,
  RequestOptions,
  RootDefaults,
} from "./api.js";
import type { Flatten } from "./check.js";
import type { CheckMethod, OptionLike, PropertyOf, WithDefaults } from "./defaults.js";

/**
 * An `endpoint` function whose calls are typed by `Paths`, an OpenAPI
 * description's `paths` type. `D` is what the types know about its defaults:
 * parameters they give may be left out. `Described` is `true` when the
 * description itself was given (`openapi`), so the runtime follows it.
 * `Routes` is computed from `Paths` once, here (pass nothing for it): a large
 * schema's route union is costly to build, and each call would otherwise
 * build it again.
 *
 * @example
 * import type { paths } from "@octokit/openapi-types";
 * const github = endpoint.defaults<paths>();
 * github("GET /repos/{owner}/{repo}/issues", { owner: "octokit", repo: "rest.js", state: "open" });
 */
export interface OpenApiEndpoint<
  Paths extends object,
  D extends EndpointDefaults = RootDefaults,
  Described extends boolean = false,
  Routes extends string = OperationRoute<Paths>,
> {
  /** Builds request options for one of the description's operations. */
  <const R extends Routes>(
    route: R & CheckOperationRoute<Paths, Routes, R, Described>,
    ...options: OperationArguments<Paths, R, D["parameters"], Described>
  ): RequestOptions<OperationMethod<R>>;
  /** The current defaults, deeply frozen. */
  readonly DEFAULTS: Readonly<MergedOptions<D["method"]>>;
  /** The endpoint typed by another description, given at run time too. */
  defaults<P extends object = never>(
    ...options: TypeArgumentGiven<P, [options: DescribedOptions]>
  ): OpenApiEndpoint<P, D, true>;
  /** The same endpoint typed by another description (with none, the same one). */
  defaults<P extends object = never>(
    ...options: TypeArgumentGiven<P, [options?: OperationOptions], []>
  ): [P] extends [never] ? OpenApiEndpoint<Paths, D, Described, Routes> : OpenApiEndpoint<P, D, Described>;
  /** A new endpoint whose defaults are these overlaid with `options`; parameters they give become optional. */
  defaults<const O extends EndpointOptions>(
    options: O & CheckMethod<PropertyOf<O, "method">>,
  ): OpenApiEndpoint<Paths, WithDefaults<D, O>, Described, Routes>;
  /** The defaults as merged options. */
  merge(): MergedOptions<D["method"]>;
  /** Combines the defaults, the route and the options, without expanding the URL. */
  merge<const R extends Routes>(
    route: R & CheckOperationRoute<Paths, Routes, R, Described>,
    ...options: OperationArguments<Paths, R, D["parameters"], Described>
  ): MergedOptions<OperationMethod<R>>;
  /** Turns merged options into request options. Stateless. */
  parse<M extends RequestMethod = RequestMethod>(options: MergedOptions<M>): RequestOptions<M>;
}

/**
 * Every route of a description: `"<METHOD> <path>"` for each operation, the
 * method in uppercase (TRACE, which rest-endpoint does not send, left out).
 *
 * @example
 * type R = OpenApiRoute<paths>; // "GET /lists" | "POST /lists" | "GET /lists/{list_id}" | ...
 */
export type OpenApiRoute<Paths extends object> = {
  [P in keyof Paths & string]: RoutesOfPath<P, Paths[P]>;
}[keyof Paths & string];

/**
 * The options object a route of the description takes: its parameters as the
 * schema types them, the body's properties or `data`, and the options
 * (`headers`, `mediaType`, `request`, `baseUrl`). `Defaulted` names
 * parameters that may be left out; `Described` is `true` when the description
 * was given at run time (header, cookie and every method's query parameters
 * are then parameters too). A union when the body may be given as properties
 * or as `data`.
 *
 * @example
 * type P = OpenApiParameters<paths, "GET /lists/{list_id}/tasks">;
 * // { list_id: number; status?: "open" | "done" | "archived"; ...; headers?: RequestHeaders; ... }
 */
export type OpenApiParameters<
  Paths extends object,
  Route extends string,
  Defaulted extends string = never,
  Described extends boolean = false,
> =
  ParseRoute<Route> extends [infer M extends string, infer P extends string, infer Listed extends string]
    ? OperationParameters<Operation<Paths, P, M>, M, Listed, Defaulted, Described>
    : never;

/**
 * What `defaults<paths>({ openapi })` takes: the description itself (an
 * OpenAPI 3.0/3.1 object, or the compact route table `rest-endpoint openapi`
 * prints), and the options every call shares.
 *
 * @example
 * const options: DescribedOptions = { openapi: description, headers: { authorization: "Bearer t" } };
 */
export interface DescribedOptions extends OperationOptions {
  openapi: object;
}

// ---------------------------------------------------------------------------
// Internals (not part of the public API)

/**
 * The arguments of a `defaults<paths>()` overload: `A` when a type argument
 * was given (`P` has no default to fall back on), else `Otherwise`, by default
 * two arguments no call passes. TypeScript sets aside an overload whose
 * number of arguments does not fit the call before it checks their types, so
 * a mistake in a plain `.defaults({ ... })` is reported against the one
 * overload it can mean ("did you mean `baseUrl`?"), not as "No overload
 * matches this call".
 *
 * @example
 * type A = TypeArgumentGiven<never, [options: OperationOptions]>; // [paths: never, typeArgument: never]
 */
export type TypeArgumentGiven<P, A extends unknown[], Otherwise extends unknown[] = NoCall> = [P] extends [never]
  ? Otherwise
  : A;

/** Two arguments of a type no value has: no call of a `.defaults()` overload matches them. */
type NoCall = [paths: never, typeArgument: never];

/** Path item keys that name operations rest-endpoint can send. */
type LowerMethod = Lowercase<RequestMethod>;

/** Methods whose leftover parameters go to the query string, and which take no body. */
type QueryMethod = "get" | "head" | "options";

/** A route naming query parameters in an RFC 6570 query expression, checked against the schema. */
type RouteWithQuery = `${RequestMethod} ${string}{?${string}}`;

/** What a route argument may be; an alias, so a mistake reads "not assignable to 'OperationRoute<paths>'". */
type OperationRoute<Paths extends object> = OpenApiRoute<Paths> | RouteWithQuery;

/** openapi-typescript writes absent methods as `put?: never`: only those with an operation count. */
type RoutesOfPath<P extends string, Item> = {
  [M in keyof Item & LowerMethod]-?: [NonNullable<Item[M]>] extends [never] ? never : `${Uppercase<M>} ${P}`;
}[keyof Item & LowerMethod];

/** `"POST /a/{b}{?c,d*}"` -> `["post", "/a/{b}", "c" | "d"]`. */
type ParseRoute<R extends string> = R extends `${infer M} ${infer Rest}`
  ? Rest extends `${infer P}{?${infer Q}}`
    ? [Lowercase<M>, P, VariableName<SplitNames<Q>>]
    : [Lowercase<M>, Rest, never]
  : never;

type SplitNames<Q extends string> = Q extends `${infer A},${infer Rest}` ? A | SplitNames<Rest> : Q;

/** A varspec's name: `tags*` and `q:3` name `tags` and `q` (RFC 6570 modifiers). */
type VariableName<N extends string> = N extends `${infer A}*` ? A : N extends `${infer A}:${string}` ? A : N;

/** Characters of a variable name the template compiler accepts (src/template/compile-template.ts). */
type NameCharacter =
  Lowercase<Letter> | Letter | "0" | "1" | "2" | "3" | "4" | "5" | "6" | "7" | "8" | "9" | "_" | "." | "-" | "%";

type Letter =
  | "A"
  | "B"
  | "C"
  | "D"
  | "E"
  | "F"
  | "G"
  | "H"
  | "I"
  | "J"
  | "K"
  | "L"
  | "M"
  | "N"
  | "O"
  | "P"
  | "Q"
  | "R"
  | "S"
  | "T"
  | "U"
  | "V"
  | "W"
  | "X"
  | "Y"
  | "Z";

/** `N` when it is no RFC 6570 variable name (`$filter`, `created[gt]`), else `never`. */
type NotVariableName<N extends string> = N extends unknown
  ? HasOnly<N, NameCharacter> extends true
    ? never
    : N
  : never;

type HasOnly<S extends string, C extends string> = S extends `${infer Head}${infer Rest}`
  ? Head extends C
    ? HasOnly<Rest, C>
    : false
  : true;

/** Without the description, `:name` in a path is a placeholder (`/v1/images:annotate`); with it, literal text. */
type ColonPlaceholder<P extends string> = P extends `${string}:${infer C}${string}`
  ? C extends Letter | Lowercase<Letter> | "_"
    ? true
    : P extends `${string}:${infer Rest}`
      ? ColonPlaceholder<Rest>
      : false
  : false;

/** The schema's operation object for a method and path. */
type Operation<Paths, P extends string, M extends string> = P extends keyof Paths
  ? M extends keyof Paths[P]
    ? NonNullable<Paths[P][M]>
    : never
  : never;

/** The result's method: the route's, uppercase (it must be, to match a route of the schema). */
type OperationMethod<R extends string> = R extends `${infer M} ${string}` ? Extract<M, RequestMethod> : never;

/** `T[K]` without `undefined`, or `never` when `T` has no `K` (openapi-typescript's `query?: never`). */
type Field<T, K extends string> = T extends unknown ? (K extends keyof T ? NonNullable<T[K]> : never) : never;

/** An object type, or `{}` for `never`. */
type OrEmpty<T> = [T] extends [never] ? {} : T;

/** The operation's parameters of one `in` (`path`, `query`, `header`, `cookie`), `{}` when it has none. */
type In<Op, Where extends string> = OrEmpty<Field<Field<Op, "parameters">, Where>>;

/**
 * A route must be one of the schema, a `{?...}` suffix may only name query
 * parameters the operation has, by RFC 6570 names; without the description a
 * path may not hold `:name`, which the plain rules read as a placeholder. The
 * property name is the message.
 */
export type CheckOperationRoute<
  Paths extends object,
  Routes extends string,
  R extends string,
  Described extends boolean,
> = [RouteWithQuery] extends [R]
  ? unknown
  : (R extends RouteWithQuery
      ? ParseRoute<R> extends [infer M extends string, infer P extends string, infer Listed extends string]
        ? `${Uppercase<M>} ${P}` extends Routes
          ? CheckListed<Listed, In<Operation<Paths, P, M>, "query">>
          : { "is not a route of the schema": R }
        : { "is not a route of the schema": R }
      : unknown) &
      (Described extends true
        ? unknown
        : ColonPlaceholder<R> extends true
          ? { "reads :name as a placeholder: give the description, defaults<paths>({ openapi })": R }
          : unknown);

type CheckListed<Listed extends string, Query> = [Listed] extends [never]
  ? unknown
  : [NotVariableName<Listed>] extends [never]
    ? [Exclude<Listed, keyof Query>] extends [never]
      ? unknown
      : { "names a query parameter the schema does not have": Exclude<Listed, keyof Query> }
    : { "is no RFC 6570 variable name; pass it without the route suffix": NotVariableName<Listed> };

/**
 * The options a route of the schema takes; optional when nothing in them is
 * required. A route that matched no operation has already failed: `R` is then
 * the whole constraint (`RouteWithQuery` fits it, as it fits no route literal),
 * and reading every operation's parameters only to report that error again
 * would take seconds on a large schema.
 */
export type OperationArguments<
  Paths extends object,
  R extends string,
  Defaulted extends string,
  Described extends boolean,
> = [RouteWithQuery] extends [R]
  ? [options?: OperationOptions]
  : OpenApiParameters<Paths, R, Defaulted, Described> extends infer P
    ? {} extends P
      ? [options?: P]
      : [options: P]
    : never;

/**
 * What every route takes besides its parameters, and what `defaults<paths>()`
 * takes: `method` and `url` come from the route. Parameters are not here: a
 * type argument given explicitly leaves none to infer from the options, so
 * the types could not make them optional; a chained `.defaults({ ... })` can.
 *
 * @example
 * const options: OperationOptions = { baseUrl: "https://tasks.example.com/api/v1", headers: { authorization: "Bearer t" } };
 */
export interface OperationOptions {
  baseUrl?: string;
  headers?: RequestHeaders;
  mediaType?: MediaType;
  request?: RequestMeta;
  /** `false` keeps every request at the origin of `baseUrl` (see `ParameterOptions`). */
  allowAbsoluteUrls?: boolean;
  method?: GivenByTheRoute;
  url?: GivenByTheRoute;
}

/** The type of `method` and `url` in a call's options: no value fits, and the property name says why. */
interface GivenByTheRoute {
  readonly "given by the route (a parameter of this name goes in parameters, a body property in data)": never;
}

/**
 * The operation's parameters (path; query as the mode allows; with the
 * description, header and cookie), those named like an option moved into
 * `parameters`, then the body's properties or `data`, defaulted names made optional.
 */
type OperationParameters<
  Op,
  M extends string,
  Listed extends string,
  Defaulted extends string,
  Described extends boolean,
> =
  UrlParameters<Op, M, Listed, Described> extends infer All
    ? Loosen<
        BodyParameters<Op, M, keyof All & string, Described> extends infer B
          ? B extends unknown
            ? ByName<All> & B
            : never
          : never,
        Defaulted
      >
    : never;

/** With the description, every parameter by its name; without it, path parameters and some query parameters. */
type UrlParameters<Op, M extends string, Listed extends string, Described extends boolean> = Described extends true
  ? In<Op, "path"> & In<Op, "query"> & HeaderParameters<In<Op, "header">> & In<Op, "cookie">
  : In<Op, "path"> & PlainQuery<In<Op, "query">, M, Listed>;

/**
 * Header parameters, except those OpenAPI says to ignore (`Accept`,
 * `Content-Type`, `Authorization`, in any case): they go in `headers`, as the
 * runtime ignores them too.
 */
type HeaderParameters<H> = [Extract<Lowercase<keyof H & string>, IgnoredHeader>] extends [never]
  ? H
  : { [K in keyof H as Lowercase<K & string> extends IgnoredHeader ? never : K]: H[K] };

type IgnoredHeader = "accept" | "content-type" | "authorization";

/**
 * Without the description, query parameters are leftovers: every one for GET,
 * HEAD and OPTIONS, those the route names for other methods (the rest would go
 * to the body). A leftover is a scalar or a list; an object form (`created[gt]`)
 * only works through a named `{?...}` expression or the description.
 */
type PlainQuery<Q, M extends string, Listed extends string> = M extends QueryMethod
  ? [Listed] extends [never]
    ? Leftovers<Q>
    : Leftovers<Omit<Q, Listed>> & Pick<Q, Listed & keyof Q>
  : Pick<Q, Listed & keyof Q>;

/** Query values a leftover can take: an object member of the schema's type cannot be a leftover. */
type Leftovers<Q> = [Exclude<Extract<Q[keyof Q], object>, readonly unknown[]>] extends [never]
  ? Q
  : { [K in keyof Q]: LeftoverValue<Q[K]> };

type LeftoverValue<V> = V extends readonly unknown[] ? V : V extends object ? never : V;

/**
 * Parameters named like an option (`url`, `Data`, `base_url`) cannot be
 * passed next to the options: they go in `parameters` (required when one of them is).
 */
type ByName<All> = [OptionLike<keyof All & string>] extends [never]
  ? All
  : Omit<All, OptionLike<keyof All & string>> & OptionNamed<Pick<All, OptionLike<keyof All & string>>>;

type OptionNamed<P> = {} extends P ? { parameters?: P } : { parameters: P };

/**
 * The request body: the properties of a JSON object body as parameters
 * (unless one it requires is an option or parameter name, or it is a map),
 * or any body as `data`; with the description, a required body needs `data`
 * or one property at least. No body in the schema, or GET, HEAD, OPTIONS (which
 * send none, whatever the schema says): neither. An optional body
 * (`requestBody?`) makes both optional.
 */
type BodyParameters<Op, M extends string, UrlKeys extends string, Described extends boolean> = M extends QueryMethod
  ? {}
  : [Field<Op, "requestBody">] extends [never]
    ? {}
    : Field<Field<Op, "requestBody">, "content"> extends infer Content
      ? Body<Content> extends infer B
        ? {} extends Pick<Op, "requestBody" & keyof Op>
          ? { data?: B } | Partial<BodyProperties<JsonBody<Content>, UrlKeys>>
          : // Built first, so it comes first in the union: TypeScript reports a
            // mismatch against the last of equally close members, the properties.
            { data: B } & NoProperties<JsonBody<Content>, UrlKeys> extends infer DataForm
            ? DataForm | NonEmpty<BodyProperties<JsonBody<Content>, UrlKeys>, Described>
            : never
        : never
      : never;

/**
 * With the description, a required body given by properties needs at least
 * one of them (none given is a missing body, which throws); without it the
 * plain rules send whatever is given.
 */
type NonEmpty<P, Described extends boolean> = Described extends true
  ? [Exclude<RequiredKeys<P>, "data">] extends [never]
    ? P & { [K in Exclude<keyof P, "data">]-?: { [Q in K]-?: Exclude<P[K], undefined> } }[Exclude<keyof P, "data">]
    : P
  : P;

/** Media types whose body rest-endpoint can build from parameters: JSON (`application/json`, `...+json`). */
type JsonMediaType = "application/json" | `application/json;${string}` | `application/${string}+json`;

/** The JSON body, if the operation takes one (else `never`: its body is only given as `data`). */
type JsonBody<Content> = Content[Extract<keyof Content, JsonMediaType>];

/** Form bodies, which rest-endpoint sends as the caller built them (a string, `URLSearchParams`, `FormData`). */
type FormMediaType = "application/x-www-form-urlencoded" | "multipart/form-data";

/**
 * What `data` may be: the JSON body when there is one; for a form, any value
 * (the schema describes the fields, not the object the client sends); else
 * the body of the media type the schema gives.
 */
type Body<Content> = [JsonBody<Content>] extends [never]
  ? [Extract<keyof Content, FormMediaType>] extends [never]
    ? FreeForm<Content[keyof Content]>
    : unknown
  : FreeForm<JsonBody<Content>>;

/**
 * openapi-typescript types an object schema without properties (`type:
 * object`, which allows any property) as `Record<string, never>` unless
 * `--empty-objects-unknown` is given: read as the free-form object it is.
 */
type FreeForm<B> =
  B extends Record<string, never>
    ? string extends keyof B
      ? [B[string]] extends [never]
        ? { [key: string]: unknown }
        : B
      : B
    : B;

/**
 * Each object member of the body, without the keys a parameter or an option
 * takes. A body that also allows other properties (an index signature)
 * offers its declared ones; a map or free-form object has none (only `data`):
 * its index signature would clash with the parameters' types.
 */
type BodyProperties<B, UrlKeys extends string> = B extends readonly unknown[]
  ? never
  : B extends object
    ? string extends keyof B
      ? [keyof Declared<B>] extends [never]
        ? never
        : PropertiesForm<Declared<B>, UrlKeys>
      : PropertiesForm<B, UrlKeys>
    : never;

type PropertiesForm<B, UrlKeys extends string> = [
  Extract<RequiredKeys<B>, OptionLike<keyof B & string> | UrlKeys>,
] extends [never]
  ? Omit<B, OptionLike<keyof B & string> | UrlKeys> & { data?: never }
  : never;

/** `B`'s declared properties, without its index signatures. */
type Declared<B> = { [K in keyof B as string extends K ? never : number extends K ? never : K]: B[K] };

/** With `data`, the body's own properties are not sent: giving one is a mistake (index signatures aside). */
type NoProperties<B, UrlKeys extends string> = {
  [K in Exclude<BodyKeys<B>, UrlKeys | OptionLike<BodyKeys<B>>>]?: never;
};

/** The declared property names of an object body; none for a list or a scalar. */
type BodyKeys<B> = B extends readonly unknown[]
  ? never
  : B extends object
    ? string extends keyof B
      ? keyof Declared<B> & string
      : keyof B & string
    : never;

type RequiredKeys<T> = { [K in keyof T]-?: {} extends Pick<T, K> ? never : K }[keyof T];

/** Defaulted parameters become optional; the options join in. Shown as one object type. */
type Loosen<P, Defaulted extends string> = P extends unknown
  ? [Defaulted & keyof P] extends [never]
    ? Flatten<P & OperationOptions>
    : Flatten<Omit<P, Defaulted> & Partial<Pick<P, Defaulted & keyof P>> & OperationOptions>
  : never;
