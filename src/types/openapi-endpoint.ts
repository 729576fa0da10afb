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
import type { CheckMethod, PropertyOf, WithDefaults } from "./defaults.js";
import type { EndpointDefaults, RootDefaults } from "./endpoint-defaults.js";
import type { EndpointOptions, MergedOptions, RequestOptions } from "./endpoint-options.js";
import type { OperationArguments } from "./openapi-parameters.js";
import type { NotInferred } from "./check.js";
import type { CheckOperationRoute } from "./check-operation-route.js";
import type { OperationMethod, OperationRoute, RouteArgument } from "./openapi-route.js";
import type { DescribedOptions, OperationOptions } from "./operation-options.js";
import type { RequestMethod } from "./request-method.js";

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
  Routes extends string = OperationRoute<Paths, Described>,
> {
  /**
   * Builds request options for one of the description's operations. `O`,
   * the options object, is inferred with the description given, to name a
   * missing or ill-typed parameter and to read the headers it gives.
   */
  <const R extends RouteArgument<Routes>, O = unknown>(
    route: R & NotInferred<CheckOperationRoute<Paths, D, Described, Routes, R, O>>,
    ...options: OperationArguments<Paths, R, D, Described, O>
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
  merge<const R extends RouteArgument<Routes>, O = unknown>(
    route: R & NotInferred<CheckOperationRoute<Paths, D, Described, Routes, R, O>>,
    ...options: OperationArguments<Paths, R, D, Described, O>
  ): MergedOptions<OperationMethod<R>>;
  /** Turns merged options into request options. Stateless. */
  parse<M extends RequestMethod = RequestMethod>(options: MergedOptions<M>): RequestOptions<M>;
}

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
