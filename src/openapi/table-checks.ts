import { mediaParameters } from "./media-type.js";
import { endpointError } from "../util/errors.js";
import { cutMiddle, describeValue } from "../util/describe-value.js";
import { mergeHeaders } from "../merge/merge-headers.js";

/**
 * The `ERR_INVALID_OPTION` error for a description or route table, naming
 * the JSON pointer of the problem.
 *
 * @example
 * throw invalid("#/paths/~1pets/get/parameters/0", 'a parameter needs "name" and "in"');
 * // Invalid option "openapi": #/paths/~1pets/get/parameters/0 (a parameter needs "name" and "in")
 */
export function invalid(pointer: string, reason: string) {
  // A pointer holds description text (a path key), cut as values are.
  return endpointError("ERR_INVALID_OPTION", "openapi", `: ${cutMiddle(pointer)} (${reason})`);
}

// RFC 9110 token: a header name, and (RFC 6265) a cookie name.
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

/**
 * A body media type becomes `content-type`: it must pass the header check
 * (no CR, LF or other controls, nothing above U+00FF), and its parameters
 * must read as RFC 9110 writes them (see {@link mediaParameters}): a reader
 * that finds another `boundary` than ours would read another body.
 *
 * @example
 * checkMediaType("text/plain\r\nx-admin: 1", "#/paths/~1x/post/requestBody/content"); // throws
 */
export function checkMediaType(type: string, pointer: string): void {
  checkHeaderValue("content-type", type, pointer);
  if (mediaParameters(type) === undefined) {
    throw invalid(pointer, `${describeValue(type)} has parameters that are not name=token or name="quoted"`);
  }
}

/**
 * An `accept` the description derives: a list of media types, sent as a
 * header and framing nothing, so it must pass the header check only (each
 * type was checked as a media type where the description was read).
 *
 * @example
 * checkAccept("application/json, text/plain; charset=utf-8", "#/routes/GET ~1x/0"); // passes
 */
export function checkAccept(accept: string, pointer: string): void {
  checkHeaderValue("accept", accept, pointer);
}

function checkHeaderValue(name: string, value: string, pointer: string): void {
  try {
    mergeHeaders({}, { [name]: value });
  } catch (error) {
    throw invalid(pointer, (error as Error).message);
  }
}

/**
 * A header or cookie parameter's name is written as it is: it must be an
 * RFC 9110 token (a cookie name, RFC 6265, is one too), so no `;`, `=`,
 * white space or control can write a second header or cookie. Path and
 * query names are encoded by url-template and need no check here.
 *
 * @example
 * checkParameterName("cookie", "admin=1;s", "#/routes/GET ~1x/0"); // throws
 */
export function checkParameterName(location: string, name: string, pointer: string): void {
  if ((location === "path" || location === "header" || location === "cookie") && /\s/.test(name)) {
    throw invalid(pointer, "has white space");
  }
  if ((location === "header" || location === "cookie") && !TOKEN.test(name)) {
    throw invalid(pointer, `${describeValue(name)} is not a valid ${location} name`);
  }
}

/**
 * A key as a JSON pointer token: "~" as "~0", "/" as "~1".
 *
 * @example
 * escapePointer("/pets/{id}"); // "~1pets~1{id}"
 */
export function escapePointer(key: string): string {
  return key.replace(/~/g, "~0").replace(/\//g, "~1");
}
