/** The options object a route of an OpenAPI description takes: its parameters, body and options. */
import type { Flatten } from "./check.js";
import type { OptionLike } from "./defaults.js";
import type { BodyParameters } from "./openapi-body.js";
import type { In, Operation, ParseRoute, QueryMethod, RouteWithQuery } from "./openapi-route.js";
import type { OperationOptions } from "./operation-options.js";

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

/**
 * With the description, every parameter by its name (3.2's `in: querystring`
 * one too, where a hand-written `paths` has it under `querystring`); without
 * it, path parameters and some query parameters.
 */
type UrlParameters<Op, M extends string, Listed extends string, Described extends boolean> = Described extends true
  ? In<Op, "path"> & In<Op, "query"> & In<Op, "querystring"> & HeaderParameters<In<Op, "header">> & In<Op, "cookie">
  : In<Op, "path"> & PlainQuery<In<Op, "query">, M, Listed>;

/**
 * Header parameters, except those OpenAPI says to ignore (`Accept`,
 * `Content-Type`, `Authorization`, in any case): they go in `headers`, as the
 * runtime ignores them too. Given flat by name, or all under `headers` by
 * their lowercase names (the runtime takes any case there); required ones are
 * required in either form.
 */
type HeaderParameters<H> = [keyof H] extends [never]
  ? {}
  : Visible<H> extends infer V
    ? V | ({ [K in keyof V]?: never } & { headers: { [K in keyof V as Lowercase<K & string>]: V[K] } })
    : never;

type Visible<H> = [Extract<Lowercase<keyof H & string>, IgnoredHeader>] extends [never]
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

/** Defaulted parameters become optional; the options join in. Shown as one object type. */
type Loosen<P, Defaulted extends string> = P extends unknown
  ? [Defaulted & keyof P] extends [never]
    ? Flatten<P & OperationOptions>
    : Flatten<Omit<P, Defaulted> & Partial<Pick<P, Defaulted & keyof P>> & OperationOptions>
  : never;
