import { isPlain } from "./is-plain.js";
import { EndpointError } from "./endpoint-error.js";
import { describeValue, forRoute, type RouteRef } from "./describe.js";
import { invalidOption } from "./invalid-option.js";
import { setOwn } from "./set-own.js";
import type { ResponseHeaders } from "./types.js";

// RFC 9110 §5.6.2 token.
const TOKEN = /^[!#$%&'*+.^_`|~\w-]+$/;
// CR and LF would end the header line (header injection); NUL is never valid.
const UNSAFE = /[\r\n\0]/;

/**
 * Copies `headers` onto `target` with lowercased names. A `null` or
 * `undefined` value removes the header (also one from the defaults). Names
 * must be RFC 9110 tokens; values strings without CR, LF or NUL, or finite
 * numbers (kept as numbers).
 *
 * @example
 * mergeHeaders({ accept: "a" }, { Accept: "b", "X-Gone": null }, {}); // { accept: "b" }
 */
export function mergeHeaders(target: ResponseHeaders, headers: unknown, route: RouteRef): ResponseHeaders {
  if (!isPlain(headers)) throw invalidOption("headers", "a plain object", headers, route);
  for (const name of Object.keys(headers as object)) {
    const value = (headers as { [name: string]: unknown })[name];
    const key = name.toLowerCase();
    if (value == null) {
      delete target[key];
    } else if (TOKEN.test(name) && (typeof value === "string" ? !UNSAFE.test(value) : Number.isFinite(value))) {
      setOwn(target, key, value);
    } else {
      throw new EndpointError("ERR_INVALID_HEADER", `Invalid header ${describeValue(name)}: ${describeValue(value)}${forRoute(route)}`);
    }
  }
  return target;
}
