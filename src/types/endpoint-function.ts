/** Any endpoint function, and the arguments a wrapper over one passes it. */
import type { MergedOptions, RequestOptions } from "./endpoint-options.js";
import type { OperationResponse } from "./openapi-response.js";
import type { WrapperArguments, WrapperTyping } from "./wrapper.js";

/**
 * Any endpoint function: `endpoint`, what `.defaults()` returns, and an
 * OpenAPI-typed one from `endpoint.defaults<paths>()`. For a wrapper's type
 * parameter: the wrapper calls it with {@link EndpointArguments}, and its own
 * callers get the checks of the function it was given.
 *
 * @example
 * function createClient<Api extends EndpointFunction>(api: Api) {
 *   return <R extends string>(route: R, ...args: EndpointArguments<Api, R>) => fetch(...toFetchArgs(api(route, ...args)));
 * }
 */
export interface EndpointFunction extends AnyRouteCall {
  /** The current defaults, deeply frozen. */
  readonly DEFAULTS: Readonly<MergedOptions>;
}

/**
 * The call every endpoint function has: a route and its options. Written as
 * a method, whose parameters TypeScript compares both ways, so an
 * OpenAPI-typed function (which takes only its routes) fits too; what a
 * given function accepts is {@link EndpointArguments}.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the arguments are checked by EndpointArguments
type AnyRouteCall = { call(route: string, ...options: readonly any[]): RequestOptions }["call"];

/**
 * The arguments after the route that `api(route, ...)` accepts, as a tuple:
 * the same checks as calling `api` itself, defaults included (a required
 * parameter, a known method, a route of the OpenAPI description, option
 * names, no body on GET). A rejected route gives arguments no call meets,
 * whose type says why.
 *
 * @example
 * type A = EndpointArguments<typeof endpoint, "GET /users/{user}">;
 * // [options: { user: PathValue } & RouteOptions<"GET">]
 */
export type EndpointArguments<Api extends EndpointFunction, Route extends string> = WrapperArguments<
  WrapperTyping<Api>,
  Route
>;

/**
 * What `api(route, ...)`'s request answers with, for a wrapper's return
 * type: over an endpoint typed by an OpenAPI description, the route's 2xx
 * response body ({@link OperationResponse}); over any other, `unknown`.
 *
 * @example
 * type Tasks = EndpointResponse<typeof tasks, "GET /lists/{list_id}/tasks">; // components["schemas"]["Task"][]
 */
export type EndpointResponse<Api extends EndpointFunction, Route extends string> =
  WrapperTyping<Api> extends { paths: infer Paths extends object } ? OperationResponse<Paths, Route> : unknown;
