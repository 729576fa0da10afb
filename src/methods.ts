import { EndpointError } from "./endpoint-error.js";
import { describeValue, forRoute, type RouteRef } from "./describe.js";
import type { RequestMethod } from "./types.js";

const KNOWN: ReadonlySet<string> = new Set<RequestMethod>(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/** Methods whose leftover parameters go to the query string and that take no body. */
export const QUERY_METHODS: ReadonlySet<string> = new Set<RequestMethod>(["GET", "HEAD", "OPTIONS"]);

/**
 * Validates a method and returns its canonical uppercase form. HTTP methods
 * are case-sensitive on the wire (RFC 9110 §9.1), so `patch` would be sent
 * literally by fetch; the result always carries the canonical name.
 *
 * @example
 * normalizeMethod("patch", {}); // "PATCH"
 */
export function normalizeMethod(method: unknown, route: RouteRef): RequestMethod {
  if (typeof method !== "string") {
    throw new EndpointError("ERR_INVALID_OPTION", `Option "method" must be a string, got ${describeValue(method)}${forRoute(route)}`);
  }
  const upper = method.toUpperCase();
  if (!KNOWN.has(upper)) {
    throw new EndpointError(
      "ERR_INVALID_METHOD",
      `Unknown method ${describeValue(method)}${forRoute(route)}; expected one of ${[...KNOWN].join(", ")}`,
    );
  }
  return upper as RequestMethod;
}
