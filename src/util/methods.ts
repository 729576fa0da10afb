import { endpointError, invalidOption } from "./errors.js";

/**
 * The methods rest-endpoint knows, in their canonical (uppercase) form: the
 * one list. The check, its error message, the `RequestMethod` type and the
 * type-level messages are all read from it.
 *
 * @example
 * METHODS.includes("PATCH"); // true
 */
export const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;

type RequestMethod = (typeof METHODS)[number];

/**
 * Whether a request of `method` has no body (GET, HEAD, OPTIONS): its
 * leftover parameters go to the query string, and `data` is refused.
 *
 * @example
 * isBodyless("HEAD"); // true
 * isBodyless("POST"); // false
 */
export function isBodyless(method: unknown): boolean {
  return method === "GET" || method === "HEAD" || method === "OPTIONS";
}

/**
 * Validates a method and returns its canonical uppercase form, matching
 * ASCII letters case-insensitively and nothing else. HTTP methods are
 * case-sensitive on the wire (RFC 9110 §9.1) and fetch sends `patch`
 * literally, so the result always carries the canonical name.
 *
 * @example
 * normalizeMethod("patch"); // "PATCH"
 * normalizeMethod("poſt");  // throws ERR_INVALID_METHOD
 */
export function normalizeMethod(method: unknown): RequestMethod {
  if (typeof method !== "string") throw invalidOption("method", method);
  const canonical = canonicalMethod(method);
  if (canonical) return canonical;
  throw endpointError(
    "ERR_INVALID_METHOD",
    method,
    ` (expected ${METHODS.slice(0, -1).join(", ")} or ${METHODS[METHODS.length - 1]})`,
  );
}

/**
 * The canonical form of a method name matched ASCII case-insensitively, or
 * `undefined` when `word` names no method.
 *
 * @example
 * canonicalMethod("get");  // "GET"
 * canonicalMethod("poſt"); // undefined
 */
export function canonicalMethod(word: string): RequestMethod | undefined {
  // Only a word of ASCII letters is uppercased, so Unicode case mapping never
  // takes part: "poſt" uppercases to "POST" in JavaScript, but it is not a method.
  const upper = /^[A-Za-z]+$/.test(word) ? word.toUpperCase() : word;
  return (METHODS as readonly string[]).includes(upper) ? (upper as RequestMethod) : undefined;
}

// What fetch refuses to send (the Fetch standard's forbidden methods).
const FORBIDDEN = new Set(["CONNECT", "TRACE", "TRACK"]);
// RFC 9110 token.
const TOKEN = /^[!#$%&'*+.^_`|~\w-]+$/;

/**
 * A method as fetch sends it (see {@link sentMethod}): one of the seven in
 * its canonical form (ASCII case-insensitively), or any other RFC 9110 token
 * as it is spelled (`QUERY`, `COPY`: methods are case-sensitive on the
 * wire), except the three fetch refuses (`CONNECT`, `TRACE`, `TRACK`), which
 * throw `ERR_INVALID_METHOD` as anything that is no token does. Nothing
 * here depends on which descriptions the program has read: a method a
 * description declares belongs to the endpoint built from it.
 *
 * @example
 * fetchMethod("patch"); // "PATCH"
 * fetchMethod("QUERY"); // "QUERY"
 * fetchMethod("TRACE"); // throws ERR_INVALID_METHOD
 */
export function fetchMethod(method: unknown): string {
  if (typeof method !== "string") throw invalidOption("method", method);
  const sent = sentMethod(method);
  if (sent !== undefined) return sent;
  throw endpointError("ERR_INVALID_METHOD", method, " (expected an RFC 9110 token other than CONNECT, TRACE or TRACK)");
}

/**
 * What fetch sends for `method` (see {@link fetchMethod}), or `undefined`
 * when it sends nothing.
 *
 * @example
 * sentMethod("get");   // "GET"
 * sentMethod("TRACE"); // undefined
 */
export function sentMethod(method: string): string | undefined {
  const canonical = canonicalMethod(method);
  if (canonical) return canonical;
  return TOKEN.test(method) && !FORBIDDEN.has(method.toUpperCase()) ? method : undefined;
}
