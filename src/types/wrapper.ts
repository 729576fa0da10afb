/**
 * What `EndpointArguments` reads from an endpoint function: how its calls
 * are typed (route literals with known defaults, or an OpenAPI description),
 * computed once per function type, then the arguments for one route.
 */
import type { EndpointDefaults } from "./endpoint-defaults.js";
import type { EndpointInterface } from "./endpoint-interface.js";
import type { CheckFirst, RouteArguments } from "./check.js";
import type { CompileError } from "./compile-error.js";
import type { IsKnownMethod, UnknownMethod } from "./defaults.js";
import type { OpenApiEndpoint } from "./openapi-endpoint.js";
import type { OperationArguments } from "./openapi-parameters.js";
import type { CheckOperationRoute } from "./check-operation-route.js";
import type { SplitRoute } from "./route.js";

/**
 * How an endpoint function's calls are typed. A separate step, so that a
 * wrapper's many routes look at the function's type once: an alias with the
 * same argument is computed once.
 *
 * @example
 * type T = WrapperTyping<typeof endpoint>; // { defaults: RootDefaults }
 */
export type WrapperTyping<Api> =
  Api extends OpenApiEndpoint<infer Paths, infer D, infer Described, infer Routes>
    ? { paths: Paths; defaults: D; routes: Routes; described: Described }
    : Api extends EndpointInterface<infer D>
      ? { defaults: D }
      : { call: Api };

/**
 * The arguments after `Route` for a function typed as `T` says. For a route
 * the function rejects, a tuple type no arguments meet, named by the reason.
 *
 * @example
 * type A = WrapperArguments<{ defaults: RootDefaults }, "GET /user">; // [options?: RouteOptions<"GET">]
 */
export type WrapperArguments<T, Route extends string> = T extends {
  paths: infer Paths extends object;
  defaults: infer D extends EndpointDefaults;
  routes: infer Routes extends string;
  described: infer Described extends boolean;
}
  ? Route extends Routes
    ? OperationArguments<Paths, Route, D, Described> & CheckOperationRoute<Paths, D, Described, Routes, Route>
    : unknown[] & NotAnOperation<Route>
  : T extends { defaults: infer D extends EndpointDefaults }
    ? CheckFirst<Route, D, true> extends infer Check
      ? unknown extends Check
        ? RouteArguments<Route, D>
        : unknown[] & Check
      : never
    : T extends { call: (route: Route, ...options: infer A) => unknown }
      ? A
      : never;

/** A route the description does not have: its method is unknown, or it names no operation. */
type NotAnOperation<Route extends string> =
  SplitRoute<Route> extends [infer M, string]
    ? IsKnownMethod<M> extends true
      ? CompileError<`${Route} is not a route of the OpenAPI description`>
      : CompileError<UnknownMethod<M>>
    : CompileError<`${Route} is not a route of the OpenAPI description`>;
