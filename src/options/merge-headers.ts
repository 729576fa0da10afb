import { fail, invalidOption, describeValue, type RouteRef } from "../errors.js";
import { isPlain } from "../objects/is-plain.js";
import { setOwn } from "../objects/own.js";
import type { ResponseHeaders } from "../types/index.js";

/**
 * Copies `headers` onto `target` with lowercased names. A `null` or
 * `undefined` value removes the header (also one from the defaults). Names
 * must be RFC 9110 tokens; values strings without CR, LF or NUL (which would
 * end the header line: header injection), or finite numbers, kept as numbers.
 *
 * @example
 * mergeHeaders({ accept: "a" }, { Accept: "b", "X-Gone": null }, {}); // { accept: "b" }
 */
export function mergeHeaders(target: ResponseHeaders, headers: unknown, route: RouteRef): ResponseHeaders {
  if (!isPlain(headers)) throw invalidOption("headers", route, headers);
  for (const name of Object.keys(headers)) {
    const value = headers[name];
    const key = name.toLowerCase();
    if (value == null) delete target[key];
    else if (/^[!#$%&'*+.^_`|~\w-]+$/.test(name) && (typeof value === "string" ? !/[\r\n\0]/.test(value) : Number.isFinite(value))) {
      setOwn(target, key, value);
    } else throw fail("ERR_INVALID_HEADER", name, route, `: ${describeValue(value)}`);
  }
  return target;
}
