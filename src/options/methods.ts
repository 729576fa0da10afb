import { fail, invalidOption, type RouteRef } from "../errors.js";
import type { RequestMethod } from "../types/index.js";

// The one list: the check and the error message both read it.
const METHODS: readonly string[] = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

/**
 * Validates a method and returns its canonical uppercase form. HTTP methods
 * are case-sensitive on the wire (RFC 9110 §9.1) and fetch sends `patch`
 * literally, so the result always carries the canonical name.
 *
 * @example
 * normalizeMethod("patch", {}); // "PATCH"
 */
export function normalizeMethod(method: unknown, route: RouteRef): RequestMethod {
  if (typeof method !== "string") throw invalidOption("method", route, method);
  const upper = method.toUpperCase();
  if (METHODS.includes(upper)) return upper as RequestMethod;
  throw fail("ERR_INVALID_METHOD", method, route, ` (expected ${METHODS.slice(0, -1).join(", ")} or OPTIONS)`);
}
