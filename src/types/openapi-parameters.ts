/** The options object a route of an OpenAPI description takes: its parameters, body and options. */
import type { Flatten, Unseen } from "./check.js";
import type { DefaultHeaders, OptionLike, PropertyOf } from "./defaults.js";
import type { EndpointDefaults } from "./endpoint-defaults.js";
import type { DescribedArguments } from "./described-arguments.js";
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
> = ParametersOf<Paths, Route, Defaulted, Described, never, false>;

/**
 * {@link OpenApiParameters}, knowing more about the call: `Given` names the
 * headers (lowercase) the defaults or the call's `headers` give, which are
 * then optional; `Known` says the call's options are known, so a header
 * parameter it lacks is named flat (under `headers` it would be given).
 */
export type ParametersOf<
  Paths extends object,
  Route extends string,
  Defaulted extends string,
  Described extends boolean,
  Given extends string,
  Known extends boolean,
> =
  ParseRoute<Route> extends [infer M extends string, infer P extends string, infer Listed extends string]
    ? OperationParameters<Operation<Paths, P, M>, M, Listed, Defaulted, Described, Given, Known>
    : never;

/**
 * The options a route of the schema takes; optional when nothing in them is
 * required. A route that matched no operation has already failed: `R` is then
 * the whole constraint (`RouteWithQuery` fits it, as it fits no route literal),
 * and reading every operation's parameters only to report that error again
 * would take seconds on a large schema. With the description, `O` is the
 * call's options object (inferred by the call, `Unseen` in a wrapper), read
 * for the headers it gives and checked by {@link DescribedArguments}.
 */
export type OperationArguments<
  Paths extends object,
  R extends string,
  D extends EndpointDefaults,
  Described extends boolean,
  O = Unseen,
> = [RouteWithQuery] extends [R]
  ? [options?: OperationOptions]
  : Described extends true
    ? DescribedArguments<ParametersOf<Paths, R, D["parameters"], true, GivenHeaders<D, O>, Seen<O>>, O>
    : ParametersOf<Paths, R, D["parameters"], false, never, false> extends infer P
      ? {} extends P
        ? [options?: P]
        : [options: P]
      : never;

/** The headers the defaults and the options `O` give, by their lowercase names. */
type GivenHeaders<D extends EndpointDefaults, O> =
  DefaultHeaders<D> | ([O] extends [Unseen] ? never : Lowercase<keyof PropertyOf<O, "headers"> & string>);

type Seen<O> = [O] extends [Unseen] ? false : true;

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
  Given extends string,
  Known extends boolean,
> =
  UrlParameters<Op, M, Listed, Described, Given, Known> extends infer All
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
type UrlParameters<
  Op,
  M extends string,
  Listed extends string,
  Described extends boolean,
  Given extends string,
  Known extends boolean,
> = Described extends true
  ? In<Op, "path"> &
      In<Op, "query"> &
      In<Op, "querystring"> &
      HeaderParameters<In<Op, "header">, Given, Known> &
      In<Op, "cookie">
  : In<Op, "path"> & PlainQuery<In<Op, "query">, M, Listed>;

/**
 * Header parameters, except those OpenAPI says to ignore (`Accept`,
 * `Content-Type`, `Authorization`, in any case): they go in `headers`, as the
 * runtime ignores them too. Given flat by name, or under `headers` in any
 * case, here or in the defaults: those `Given` names (lowercase) are
 * optional. When the call's options are not known (a wrapper), the others
 * are required flat or all under `headers` by their lowercase names.
 */
type HeaderParameters<H, Given extends string, Known extends boolean> = [keyof H] extends [never]
  ? {}
  : GivenOptional<Visible<H>, Given> extends infer V
    ? Known extends true
      ? V
      : {} extends V
        ? V
        : V | ({ [K in keyof V]?: never } & { headers: { [K in keyof V as Lowercase<K & string>]: V[K] } })
    : never;

/** The headers whose lowercase name is `Given` made optional. */
type GivenOptional<V, Given extends string> = [Given] extends [never]
  ? V
  : { [K in keyof V as Lowercase<K & string> extends Given ? never : K]: V[K] } & {
      [K in keyof V as Lowercase<K & string> extends Given ? K : never]?: V[K];
    };

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
