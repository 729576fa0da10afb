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
