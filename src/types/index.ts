/**
 * Public types of rest-endpoint, by concern: the API's values, options and
 * results (api.ts), what `.defaults()` does to them (defaults.ts), the
 * type-level route and template reader (route.ts), the argument checks built
 * on it (check.ts) with their sentences (compile-error.ts, near-option-name.ts),
 * `toFetchArgs()` (fetch.ts), calls typed by an OpenAPI description
 * (openapi.ts), wrappers over any of them (wrapper.ts). Everything a consumer can
 * name is re-exported here; the rest is internal and may change in any release.
 */
export type {
  BodylessMethod,
  EndpointArguments,
  EndpointDefaults,
  EndpointFunction,
  EndpointInterface,
  EndpointOptions,
  ExplodedPathValue,
  MediaType,
  MergedHeaders,
  MergedOptions,
  MethodName,
  ParameterOptions,
  PathValue,
  RequestHeaders,
  RequestMeta,
  RequestBody,
  RequestMethod,
  RequestOptions,
  ResponseHeaders,
  RootDefaults,
  RouteOptions,
  RouteParameters,
  ScalarValue,
  TemplateValue,
} from "./api.js";
export type { WithDefaults } from "./defaults.js";
export type { CompileError } from "./compile-error.js";
export type { NearMissOptions, NearOptionName } from "./near-option-name.js";
export type { RouteMethod, TemplateVariables } from "./route.js";
export type { FetchArgs, FetchBody, FetchInit } from "./fetch.js";
export type { DescribedOptions, OpenApiEndpoint, OpenApiParameters, OpenApiRoute } from "./openapi.js";
export type { EndpointErrorCode } from "../util/errors.js";
