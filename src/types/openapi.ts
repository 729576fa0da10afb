/**
 * Calls typed by an OpenAPI description: `endpoint.defaults<Paths>()`, where
 * `Paths` is the `paths` type openapi-typescript generates (the shape
 * @octokit/openapi-types' `paths` has too). Types only: at run time the
 * result is the endpoint `.defaults(options)` returns.
 *
 * A route is `"<METHOD> <path>"` with the method in uppercase and the path as
 * the schema writes it. Its parameters are the schema's: path parameters
 * (required), query parameters (for GET, HEAD and OPTIONS, whose leftover
 * parameters go to the query string; other methods send leftovers in the
 * body, so a query parameter must be named in the route: `"POST
 * /assets{?name}"`), and the JSON body's properties, or the whole body as
 * `data`.
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
import type { CheckMethod, OptionName, PropertyOf, WithDefaults } from "./defaults.js";

/**
 * An `endpoint` function whose calls are typed by `Paths`, an OpenAPI
 * description's `paths` type. `D` is what the types know about its defaults:
 * parameters they give may be left out. `Routes` is computed from `Paths`
 * once, here (pass nothing for it): a large schema's route union is costly to
 * build, and each call would otherwise build it again.
 *
 * @example
 * import type { paths } from "@octokit/openapi-types";
 * const github = endpoint.defaults<paths>();
 * github("GET /repos/{owner}/{repo}/issues", { owner: "octokit", repo: "rest.js", state: "open" });
 */
export interface OpenApiEndpoint<
  Paths extends object,
  D extends EndpointDefaults = RootDefaults,
  Routes extends string = OperationRoute<Paths>,
> {
  /** Builds request options for one of the description's operations. */
  <const R extends Routes>(
    route: R & CheckOperationRoute<Paths, Routes, R>,
    ...options: OperationArguments<Paths, R, D["parameters"]>
  ): RequestOptions<OperationMethod<R>>;
  /** The current defaults, deeply frozen. */
  readonly DEFAULTS: Readonly<MergedOptions<D["method"]>>;
  /** The same endpoint typed by another description (with none, the same one). */
  defaults<P extends object = never>(
    options?: TypeArgumentGiven<P, OperationOptions>,
  ): [P] extends [never] ? OpenApiEndpoint<Paths, D, Routes> : OpenApiEndpoint<P, D>;
  /** A new endpoint whose defaults are these overlaid with `options`; parameters they give become optional. */
  defaults<const O extends EndpointOptions>(
    options: O & CheckMethod<PropertyOf<O, "method">>,
  ): OpenApiEndpoint<Paths, WithDefaults<D, O>, Routes>;
  /** The defaults as merged options. */
  merge(): MergedOptions<D["method"]>;
  /** Combines the defaults, the route and the options, without expanding the URL. */
  merge<const R extends Routes>(
    route: R & CheckOperationRoute<Paths, Routes, R>,
    ...options: OperationArguments<Paths, R, D["parameters"]>
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
 * The options object a route of the description takes: its path, query and
 * body parameters as the schema types them, and the options (`headers`,
 * `mediaType`, `request`, `baseUrl`). `Defaulted` names parameters that may
 * be left out. A union when the body may be given as properties or as `data`.
 *
 * @example
 * type P = OpenApiParameters<paths, "GET /lists/{list_id}/tasks">;
 * // { list_id: number; status?: "open" | "done" | "archived"; ...; headers?: RequestHeaders; ... }
 */
export type OpenApiParameters<Paths extends object, Route extends string, Defaulted extends string = never> =
  ParseRoute<Route> extends [infer M extends string, infer P extends string, infer Listed extends string]
    ? OperationParameters<Operation<Paths, P, M>, M, Listed, Defaulted>
    : never;

// ---------------------------------------------------------------------------
// Internals (not part of the public API)

/**
 * `T` when a type argument was given (`P` has no default to fall back on), else a type no value has.
 *
 * @example
 * type T = TypeArgumentGiven<never, OperationOptions>; // an object no options object matches
 */
export type TypeArgumentGiven<P, T> = [P] extends [never]
  ? { "give the description's paths type: defaults<paths>()": never }
  : T;

/** Path item keys that name operations rest-endpoint can send. */
type LowerMethod = Lowercase<RequestMethod>;

/** Methods whose leftover parameters go to the query string (the rest send them in the body). */
type QueryMethod = "get" | "head" | "options";

/** A route naming query parameters in an RFC 6570 query expression, checked against the schema. */
type RouteWithQuery = `${RequestMethod} ${string}{?${string}}`;

/** What a route argument may be; an alias, so a mistake reads "not assignable to 'OperationRoute<paths>'". */
type OperationRoute<Paths extends object> = OpenApiRoute<Paths> | RouteWithQuery;

/** openapi-typescript writes absent methods as `put?: never`: only those with an operation count. */
type RoutesOfPath<P extends string, Item> = {
  [M in keyof Item & LowerMethod]-?: [NonNullable<Item[M]>] extends [never] ? never : `${Uppercase<M>} ${P}`;
}[keyof Item & LowerMethod];

/** `"POST /a/{b}{?c,d}"` -> `["post", "/a/{b}", "c" | "d"]`. */
type ParseRoute<R extends string> = R extends `${infer M} ${infer Rest}`
  ? Rest extends `${infer P}{?${infer Q}}`
    ? [Lowercase<M>, P, SplitNames<Q>]
    : [Lowercase<M>, Rest, never]
  : never;

type SplitNames<Q extends string> = Q extends `${infer A},${infer Rest}` ? A | SplitNames<Rest> : Q;

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

/**
 * A route with a query expression must name an operation of the schema and
 * only query parameters it has; the property name is the message.
 */
export type CheckOperationRoute<Paths extends object, Routes extends string, R extends string> = [
  RouteWithQuery,
] extends [R]
  ? unknown
  : R extends RouteWithQuery
    ? ParseRoute<R> extends [infer M extends string, infer P extends string, infer Listed extends string]
      ? `${Uppercase<M>} ${P}` extends Routes
        ? [Exclude<Listed, keyof OrEmpty<Field<Field<Operation<Paths, P, M>, "parameters">, "query">>>] extends [never]
          ? unknown
          : {
              "names a query parameter the schema does not have": Exclude<
                Listed,
                keyof OrEmpty<Field<Field<Operation<Paths, P, M>, "parameters">, "query">>
              >;
            }
        : { "is not a route of the schema": R }
      : { "is not a route of the schema": R }
    : unknown;

/**
 * The options a route of the schema takes; optional when nothing in them is
 * required. A route that matched no operation has already failed: `R` is then
 * the whole constraint (`RouteWithQuery` fits it, as it fits no route literal),
 * and reading every operation's parameters only to report that error again
 * would take seconds on a large schema.
 */
export type OperationArguments<Paths extends object, R extends string, Defaulted extends string> = [
  RouteWithQuery,
] extends [R]
  ? [options?: OperationOptions]
  : OpenApiParameters<Paths, R, Defaulted> extends infer P
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
  method?: GivenByTheRoute;
  url?: GivenByTheRoute;
}

/** The type of `method` and `url` in a call's options: no value fits, and the property name says why. */
interface GivenByTheRoute {
  readonly "given by the route (a body property of this name goes in data)": never;
}

/** Path and query parameters, then the body's properties or `data`, with defaulted names made optional. */
type OperationParameters<Op, M extends string, Listed extends string, Defaulted extends string> = OrEmpty<
  Field<Field<Op, "parameters">, "path">
> &
  QueryParameters<OrEmpty<Field<Field<Op, "parameters">, "query">>, M, Listed> extends infer Url
  ? Loosen<
      BodyParameters<Op, keyof Url & string> extends infer B ? (B extends unknown ? Url & B : never) : never,
      Defaulted
    >
  : never;

/** GET, HEAD, OPTIONS: every query parameter; other methods: those the route names. */
type QueryParameters<Q, M extends string, Listed extends string> = M extends QueryMethod
  ? Q
  : Pick<Q, Listed & keyof Q>;

/**
 * The request body: the properties of a JSON object body as parameters
 * (unless one it requires is an option name), or any body as `data`. No body
 * in the schema: neither. An optional body (`requestBody?`) makes both optional.
 */
type BodyParameters<Op, UrlKeys extends string> = [Field<Op, "requestBody">] extends [never]
  ? {}
  : Field<Field<Op, "requestBody">, "content"> extends infer Content
    ? Body<Content> extends infer B
      ? {} extends Pick<Op, "requestBody" & keyof Op>
        ? { data?: B } | Partial<BodyProperties<JsonBody<Content>, UrlKeys>>
        : // Built first, so it comes first in the union: TypeScript reports a
          // mismatch against the last of equally close members, the properties.
          { data: B } & NoProperties<JsonBody<Content>, UrlKeys> extends infer DataForm
          ? DataForm | BodyProperties<JsonBody<Content>, UrlKeys>
          : never
      : never
    : never;

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
    ? Content[keyof Content]
    : unknown
  : JsonBody<Content>;

/** Each object member of the body, without the keys a URL parameter or an option takes. */
type BodyProperties<B, UrlKeys extends string> = B extends readonly unknown[]
  ? never
  : B extends object
    ? Extract<RequiredKeys<B>, OptionName> extends never
      ? Omit<B, OptionName | UrlKeys> & { data?: never }
      : never
    : never;

/** With `data`, the body's own properties are not sent: giving one is a mistake. */
type NoProperties<B, UrlKeys extends string> = {
  [
    K in Exclude<B extends readonly unknown[] ? never : B extends object ? keyof B : never, OptionName | UrlKeys>
  ]?: never;
};

type RequiredKeys<T> = { [K in keyof T]-?: {} extends Pick<T, K> ? never : K }[keyof T];

/** Defaulted parameters become optional; the options join in. Shown as one object type. */
type Loosen<P, Defaulted extends string> = P extends unknown
  ? [Defaulted & keyof P] extends [never]
    ? Flatten<P & OperationOptions>
    : Flatten<Omit<P, Defaulted> & Partial<Pick<P, Defaulted & keyof P>> & OperationOptions>
  : never;
