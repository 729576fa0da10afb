import { fail, invalidOption, describeValue, type RouteRef } from "../errors.js";
import { isPlain } from "../objects/is-plain.js";
import { setOwn } from "../objects/own.js";
import type { ResponseHeaders } from "../types/index.js";

// RFC 9110 §5.1: a field name is a token.
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
// RFC 9110 §5.5: a field value is HTAB, SP, visible ASCII and obs-text
// (0x80-0xFF). No CR, LF or NUL (header injection), no other control, no DEL,
// and nothing above U+00FF: clients send a string as bytes, and U+010A would
// lose its high byte and become LF on the way.
const FIELD_VALUE = /^[\t\x20-\x7e\x80-\xff]*$/;

/**
 * Copies `headers` onto `target` with lowercased names. A `null` or
 * `undefined` value removes the header (also one from the defaults). Names
 * must be RFC 9110 tokens; values RFC 9110 field-values given as strings, or
 * finite numbers, kept as numbers. Anything else throws `ERR_INVALID_HEADER`
 * naming the header and the route. Only own keys are read. The one header
 * check of the library: `parse` and `toFetchArgs` call it too.
 *
 * @example
 * mergeHeaders({ accept: "a" }, { Accept: "b", "X-Gone": null }, {}); // { accept: "b" }
 */
export function mergeHeaders(target: ResponseHeaders, headers: unknown, route: RouteRef): ResponseHeaders {
  if (!isPlain(headers)) throw invalidOption("headers", route, headers);
  for (const name of Object.keys(headers)) {
    const value = headers[name];
    if (!TOKEN.test(name)) throw fail("ERR_INVALID_HEADER", name, route, `: ${describeValue(value)}`);
    // A token is ASCII, so this lowercases ASCII letters only.
    const key = name.toLowerCase();
    if (value == null) delete target[key];
    else if (typeof value === "string" ? FIELD_VALUE.test(value) : typeof value === "number" && Number.isFinite(value)) {
      setOwn(target, key, value);
    } else throw fail("ERR_INVALID_HEADER", name, route, `: ${describeValue(value)}`);
  }
  return target;
}
