/**
 * Public types of rest-endpoint, by concern: the values a call takes
 * (request-method.ts, template-value.ts, option-values.ts), its options and
 * results (endpoint-options.ts), the defaults the types follow
 * (endpoint-defaults.ts) and what `.defaults()` does to them (defaults.ts),
 * the type-level route and template reader (route.ts), the argument checks
 * built on it (check.ts) with their sentences (compile-error.ts,
 * near-option-name.ts), the `endpoint` function (endpoint-interface.ts),
 * `toFetchArgs()` (fetch.ts), calls typed by an OpenAPI description
 * (openapi-endpoint.ts, with openapi-route.ts, openapi-parameters.ts,
 * openapi-body.ts, openapi-response.ts and operation-options.ts; their
 * route check in check-operation-route.ts, their errors in
 * described-arguments.ts and nearest-route.ts), wrappers over any of them
 * (wrapper.ts, endpoint-function.ts). What a user writes is re-exported
 * here (options, results, methods, parameter values, error codes, the
 * wrapper and OpenAPI helpers); the helpers these are built from are not,
 * and may change in any release.
 */
export type { BodylessMethod, MethodName, RequestMethod } from "./request-method.js";
export type { ExplodedPathValue, PathValue, ScalarValue, TemplateValue } from "./template-value.js";
export type { MediaType, MergedHeaders, RequestBody, RequestHeaders, RequestMeta } from "./option-values.js";
export type {
  EndpointOptions,
  MergedOptions,
  ParameterOptions,
  RequestOptions,
  RouteOptions,
} from "./endpoint-options.js";
export type { EndpointDefaults, RootDefaults } from "./endpoint-defaults.js";
export type { EndpointInterface, RouteParameters } from "./endpoint-interface.js";
export type { EndpointArguments, EndpointFunction, EndpointResponse } from "./endpoint-function.js";
export type { RouteMethod } from "./route.js";
export type { FetchArgs, FetchBody, FetchInit } from "./fetch.js";
export type { OpenApiEndpoint } from "./openapi-endpoint.js";
export type { OpenApiRoute } from "./openapi-route.js";
export type { OpenApiParameters } from "./openapi-parameters.js";
export type { OperationResponse } from "./openapi-response.js";
export type { DescribedOptions } from "./operation-options.js";
export type { EndpointErrorCode } from "../util/errors.js";
