import { EndpointError } from "./endpoint-error.js";
import { describeValue, forRoute, type RouteRef } from "./describe.js";

/**
 * The `ERR_INVALID_OPTION` error for an option of the wrong type or form.
 *
 * @example
 * throw invalidOption("baseUrl", "an absolute http(s) URL", "api.github.com", {});
 * // Option "baseUrl" must be an absolute http(s) URL, got "api.github.com"
 */
export function invalidOption(name: string, expected: string, value: unknown, route: RouteRef): EndpointError {
  return new EndpointError("ERR_INVALID_OPTION", `Option "${name}" must be ${expected}, got ${describeValue(value)}${forRoute(route)}`);
}
