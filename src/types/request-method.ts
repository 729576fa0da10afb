/**
 * The methods a call may name: the canonical list, how it may be written,
 * and those whose requests have no body.
 */
import type { METHODS } from "../util/methods.js";
/**
 * The methods rest-endpoint knows, in their canonical (uppercase) form.
 *
 * @example
 * const method: RequestMethod = endpoint("post /markdown", { text: "Hi" }).method; // "POST"
 */
export type RequestMethod = (typeof METHODS)[number];

/**
 * A method as it may be written in a route or an option: matched
 * case-insensitively, so `"post"` and `"Post"` are fine too. Any `string` is
 * accepted where the method is not a literal; a literal that names no known
 * method is a compile error.
 *
 * @example
 * const method: MethodName = "patch";
 */
export type MethodName = RequestMethod | Lowercase<RequestMethod> | (string & {});

/**
 * The methods whose requests have no body (their leftover parameters go to
 * the query string): `data` with one of them throws `ERR_BODY_NOT_ALLOWED`.
 *
 * @example
 * const method: BodylessMethod = "HEAD";
 */
export type BodylessMethod = "GET" | "HEAD" | "OPTIONS";
