/**
 * The `endpoint` function's type: its call, `DEFAULTS`, `.defaults()`,
 * `.merge()` and `.parse()`, and the options object a route literal needs.
 */
import type { CallChecks, NotInferred, ResultMethod, RouteArguments, UrlParameters } from "./check.js";
import type { CheckMethod, PropertyOf, WithDefaults } from "./defaults.js";
import type { EndpointDefaults, RootDefaults } from "./endpoint-defaults.js";
import type { EndpointOptions, MergedOptions, RequestOptions, RouteOptions } from "./endpoint-options.js";
import type { OpenApiEndpoint, TypeArgumentGiven } from "./openapi-endpoint.js";
import type { DescribedOptions, OperationOptions } from "./operation-options.js";
import type { RequestMethod } from "./request-method.js";
import type { RouteMethod, RouteUrl } from "./route.js";

/**
 * The `endpoint` function and its helpers. `D` is what the types know about
 * its defaults (see {@link EndpointDefaults}).
 *
 * A route literal is read at compile time: every required path parameter
 * (README, "Required parameters") must be given, as a string, number or
 * bigint. Other parameters stay allowed (they become query or body). A route
 * that is a plain `string` is checked at run time only.
 *
 * @example
 * endpoint("GET /repos/{owner}/{repo}", { owner: "octokit", repo: "rest.js" }); // compiles
 * endpoint("GET /repos/{owner}/{repo}", { owner: "octokit" });
 * // error TS2345: ... Property 'repo' is missing in type '{ owner: string; }' but required in type
 * // '{ owner: PathValue; repo: PathValue; }'.
 */
export interface EndpointInterface<D extends EndpointDefaults = RootDefaults> {
  /**
   * Builds request options from a route (`"POST /repos/{owner}/{repo}/issues"`)
   * and parameters, or from one options object with `method` and `url`.
   * `O`, the options object, is inferred only to name a missing parameter.
   * The route argument is `R` itself, and must also pass the checks
   * (`CallChecks`); these are out of inference's way (`NotInferred`):
   * TypeScript would otherwise walk the template reader for every call, at
   * a tenth of the type-check time.
   */
  <const R extends string | EndpointOptions, O = unknown>(
    routeOrOptions: NotInferred<CallChecks<R, D, true, O>> & R,
    ...options: RouteArguments<R, D, O>
  ): RequestOptions<ResultMethod<R, D>>;
  /** The current defaults, deeply frozen. */
  readonly DEFAULTS: Readonly<MergedOptions<D["method"]>>;
  /**
   * Follows an OpenAPI description at run time (`openapi`), typed by its
   * `paths` type as openapi-typescript generates it: every parameter goes
   * where its `in` says, and the types check each one.
   */
  defaults<Paths extends object = never>(
    ...options: TypeArgumentGiven<Paths, [options: DescribedOptions]>
  ): OpenApiEndpoint<Paths, D, true>;
  /**
   * The same, typed by an OpenAPI description: `Paths` is the `paths` type
   * openapi-typescript generates. Types only: at run time this is the call
   * below. The options are those every call shares (`baseUrl`, `headers`,
   * `mediaType`, `request`); default parameters go in a chained `.defaults()`.
   * With no options and no type argument: the same defaults again.
   */
  defaults<Paths extends object = never>(
    ...options: TypeArgumentGiven<Paths, [options?: OperationOptions], []>
  ): [Paths] extends [never] ? EndpointInterface<D> : OpenApiEndpoint<Paths, D>;
  /** A new `endpoint` whose defaults are these overlaid with `options`. */
  defaults<const O extends EndpointOptions>(
    options: O & CheckMethod<PropertyOf<O, "method">>,
  ): EndpointInterface<WithDefaults<D, O>>;
  /**
   * Combines the defaults, the route and the options, without expanding the
   * URL. Checked like `endpoint()`, except that `url` may be left out.
   */
  merge<const R extends string | EndpointOptions = {}, O = unknown>(
    routeOrOptions?: NotInferred<CallChecks<R, D, false, O>> & R,
    ...options: RouteArguments<R, D, O>
  ): MergedOptions<ResultMethod<R, D>>;
  /** Turns merged options into request options. Stateless. */
  parse<M extends RequestMethod = RequestMethod>(options: MergedOptions<M>): RequestOptions<M>;
}

/**
 * The options object a route literal needs: its required path parameters
 * (minus those the defaults give), its optional template variables, and any
 * other parameter or option. A non-literal `string` gives {@link RouteOptions}.
 *
 * @example
 * type P = RouteParameters<"GET /repos/{owner}/{repo}/issues{?state}">;
 * // { owner: PathValue; repo: PathValue; state?: TemplateValue } & RouteOptions
 */
export type RouteParameters<Route extends string, D extends EndpointDefaults = RootDefaults> = string extends Route
  ? RouteOptions
  : UrlParameters<RouteUrl<Route>, D["parameters"]> & RouteOptions<RouteMethod<Route, D["method"]>>;
