import { EndpointError } from "./endpoint-error.js";
import { describeValue, forRoute, type RouteRef } from "./describe.js";
import { isPlainObject } from "is-plain-object";
import type { ResponseHeaders } from "./types.js";

// RFC 9110 §5.6.2 token.
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
// CR and LF would end the header line (response splitting); NUL is never valid.
const FORBIDDEN_IN_VALUE = /[\r\n\0]/;

/**
 * Copies `headers` onto `target` with lowercased names. A `null` or
 * `undefined` value removes the header (including one from the defaults).
 * Names must be RFC 9110 tokens; values strings without CR, LF or NUL, or
 * finite numbers (kept as numbers).
 *
 * @example
 * mergeHeaders({ accept: "a" }, { Accept: "b", "X-Gone": null }, {}); // { accept: "b" }
 */
export function mergeHeaders(target: ResponseHeaders, headers: unknown, route: RouteRef): ResponseHeaders {
  if (!isPlainObject(headers)) {
    throw new EndpointError("ERR_INVALID_OPTION", `Option "headers" must be a plain object, got ${describeValue(headers)}${forRoute(route)}`);
  }
  const source = headers as { [name: string]: unknown };
  for (const name of Object.keys(source)) {
    const value = source[name];
    if (!TOKEN.test(name)) {
      throw new EndpointError("ERR_INVALID_HEADER", `Header name ${describeValue(name)} is not a valid token${forRoute(route)}`);
    }
    const key = name.toLowerCase();
    if (value === undefined || value === null) {
      delete target[key];
    } else if (typeof value === "string" ? FORBIDDEN_IN_VALUE.test(value) : !(typeof value === "number" && Number.isFinite(value))) {
      throw new EndpointError(
        "ERR_INVALID_HEADER",
        typeof value === "string"
          ? `Header ${describeValue(key)} contains CR, LF or NUL: ${describeValue(value)}${forRoute(route)}`
          : `Header ${describeValue(key)} must be a string or a finite number, got ${describeValue(value)}${forRoute(route)}`,
      );
    } else {
      // A header name is a token, so "__proto__" is possible: define, never assign.
      if (key === "__proto__") Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
      else target[key] = value as string | number;
    }
  }
  return target;
}
