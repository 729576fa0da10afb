import { typeTag } from "./type-tag.js";

// The kinds fetch sends as a body as they are, by their type tag: a value
// from another realm (an iframe, a vm context) is recognised too.
const BODY_TAGS = /^(?:FormData|Blob|File|URLSearchParams|ArrayBuffer|SharedArrayBuffer|ReadableStream)$/;

/**
 * Whether a value is one fetch would send as a request body: `FormData`,
 * `Blob` or `File`, `URLSearchParams`, an `ArrayBuffer` or a view of one
 * (`Uint8Array`, `Buffer`, `DataView`), a `ReadableStream`.
 *
 * @example
 * isBodyValue(new FormData()); // true
 * isBodyValue({ a: 1 });       // false
 */
export function isBodyValue(value: unknown): boolean {
  if (typeof value !== "object" || value === null) return false;
  return ArrayBuffer.isView(value) || BODY_TAGS.test(typeTag(value));
}

/**
 * The content type whose body is a form with file fields: a plain object
 * body under it is sent as `FormData` by `toFetchArgs`, so a `Blob` or bytes
 * among its fields are parts, not lost.
 *
 * @example
 * MULTIPART_FORM.test("multipart/form-data; boundary=x"); // true
 */
export const MULTIPART_FORM = /^\s*multipart\/form-data\s*(?:;|$)/i;

/**
 * What a message about a body value given as a parameter adds: where a body
 * goes instead.
 *
 * @example
 * invalidParameter("file", blob, BODY_VALUE_HINT); // ...: a Blob (a request body goes in "data"; ...)
 */
export const BODY_VALUE_HINT = ' (a request body goes in "data"; as a parameter it would be lost)';
