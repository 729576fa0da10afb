import { fail } from "./endpoint-error.js";
import { describeValue, type RouteRef } from "./describe.js";
import type { RequestMethod } from "./types.js";

/**
 * Validates a method and returns its canonical uppercase form. HTTP methods
 * are case-sensitive on the wire (RFC 9110 §9.1) and fetch sends `patch`
 * literally, so the result always carries the canonical name.
 *
 * @example
 * normalizeMethod("patch", {}); // "PATCH"
 */
export function normalizeMethod(method: unknown, route: RouteRef): RequestMethod {
  if (typeof method !== "string") throw fail("ERR_INVALID_OPTION", "Invalid option", "method", route, `: ${describeValue(method)}`);
  const upper = method.toUpperCase();
  if (/^(GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS)$/.test(upper)) return upper as RequestMethod;
  throw fail("ERR_INVALID_METHOD", "Unknown method", method, route, " (expected GET, HEAD, POST, PUT, PATCH, DELETE or OPTIONS)");
}
