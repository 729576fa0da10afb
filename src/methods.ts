import { EndpointError } from "./endpoint-error.js";
import { describeValue, forRoute, type RouteRef } from "./describe.js";
import type { RequestMethod } from "./types.js";

const KNOWN = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

/**
 * Validates a method and returns its canonical uppercase form. HTTP methods
 * are case-sensitive on the wire (RFC 9110 §9.1) and fetch sends `patch`
 * literally, so the result always carries the canonical name.
 *
 * @example
 * normalizeMethod("patch", {}); // "PATCH"
 */
export function normalizeMethod(method: unknown, route: RouteRef): RequestMethod {
  if (typeof method !== "string") {
    throw new EndpointError("ERR_INVALID_OPTION", `Option "method" must be a string, got ${describeValue(method)}${forRoute(route)}`);
  }
  const upper = method.toUpperCase();
  if (KNOWN.includes(upper)) return upper as RequestMethod;
  throw new EndpointError("ERR_INVALID_METHOD", `Unknown method ${describeValue(method)}${forRoute(route)}; expected one of ${KNOWN.join(", ")}`);
}

/**
 * Methods whose leftover parameters go to the query string; they take no body.
 *
 * @example
 * isQueryMethod("HEAD"); // true
 */
export function isQueryMethod(method: RequestMethod): boolean {
  return method === "GET" || method === "HEAD" || method === "OPTIONS";
}
