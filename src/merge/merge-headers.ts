import { endpointError } from "../util/errors.js";
import { headerProblem } from "../util/header-problem.js";
import { isPlain } from "../util/is-plain.js";
import { setOwn } from "../util/own.js";
import type { MergedHeaders } from "../types/index.js";
import { headerEntries } from "./header-entries.js";

// RFC 9110 §5.1: a field name is a token.
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
// RFC 9110 §5.5: a field value is HTAB, SP, visible ASCII and obs-text
// (0x80-0xFF). No CR, LF or NUL (header injection), no other control, no DEL,
// and nothing above U+00FF: clients send a string as bytes, and U+010A would
// lose its high byte and become LF on the way.
const FIELD_VALUE = /^[\t\x20-\x7e\x80-\xff]*$/;
// Headers the HTTP client writes for the connection it opens (RFC 9110
// §7.2, §7.6.1; RFC 9112 §6.1): given by a caller, they would move the
// request to another virtual host (node:http, axios and curl send a given
// Host, and node:https also uses it as the TLS server name) or frame a
// second request inside the body.
const TRANSPORT = new Set([
  "host",
  "transfer-encoding",
  "connection",
  "keep-alive",
  "upgrade",
  "te",
  "trailer",
  "proxy-connection",
]);
// A content-length is 1*DIGIT (RFC 9110 §8.6); at most 15 digits, a safe integer.
const DECIMAL = /^\d{1,15}$/;

/**
 * Copies `headers` onto `target` with lowercased names: the one header loop
 * (merge, parse and `toFetchArgs` all copy with it). `headers` is a plain
 * object, a `Headers` object, or a list of `[name, value]` pairs. A `null` or `undefined`
 * value removes the header (also one from the defaults). Every other header
 * must pass the header check (below). Only own keys are read.
 *
 * @example
 * mergeHeaders({ accept: "a" }, { Accept: "b", "X-Gone": null }); // { accept: "b" }
 */
export function mergeHeaders(target: MergedHeaders, headers: unknown): MergedHeaders {
  // A Headers object or [name, value] pairs, as fetch takes them, give their entries.
  const entries = isPlain(headers) ? Object.entries(headers) : headerEntries(headers);
  for (const [name, value] of entries) {
    const key = checkedName(name, value);
    if (value == null) delete target[key];
    else setOwn(target, key, value);
  }
  return target;
}

// The one header check of the library, returning the name lowercased: a
// name must be an RFC 9110 token; a value an RFC 9110 field-value given as
// a string, or a finite number, or `null`/`undefined` (no header). A header
// the transport owns (`host`, `transfer-encoding`, `connection`,
// `keep-alive`, `upgrade`, `te`, `trailer`, `proxy-connection`) may only be
// removed, and `content-length` must be a non-negative decimal integer.
// Anything else throws `ERR_INVALID_HEADER` naming the header (the entry
// that took the call in names the route). A message names the header and
// what is wrong, never the value's text (see headerProblem).
function checkedName(name: string, value: unknown): string {
  if (!TOKEN.test(name)) throw headerError(name, "the name is not an RFC 9110 token");
  // A checked name is ASCII, so this lowercases ASCII letters only.
  const key = name.toLowerCase();
  if (value === null || value === undefined) return key;
  const valid =
    (typeof value === "string" && FIELD_VALUE.test(value)) || (typeof value === "number" && Number.isFinite(value));
  if (!valid) throw headerError(name, headerProblem(value));
  if (TRANSPORT.has(key)) throw headerError(name, "the HTTP client sets it, never the caller");
  if (key === "content-length" && !DECIMAL.test(String(value))) {
    throw headerError(name, "expected a non-negative decimal integer");
  }
  return key;
}

function headerError(name: string, why: string) {
  return endpointError("ERR_INVALID_HEADER", name, `: ${why}`);
}
