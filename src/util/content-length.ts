import { endpointError } from "./errors.js";
import { isJsonBody, JsonTextError, jsonText } from "./json-text.js";
import { ownValue } from "./own.js";
import { typeTag } from "./type-tag.js";

/**
 * Checks a `content-length` header against the body it goes with, where the
 * body's length in bytes is known: none (0), a string (its UTF-8 bytes),
 * bytes, a `Blob`, `URLSearchParams`, or a value sent as JSON text. A
 * different length would make the server read the rest of the body as a
 * second request, or wait for bytes that never come: `ERR_INVALID_HEADER`.
 * No header, or a body of unknown length (`FormData`, a stream), passes.
 *
 * @example
 * checkContentLength({ "content-length": "2" }, "hi"); // fine
 * checkContentLength({ "content-length": "0" }, "hi"); // throws ERR_INVALID_HEADER
 */
export function checkContentLength(headers: object, body: unknown): void {
  // Checked as a header value already (a string or a number).
  const given = ownValue(headers, "content-length") as string | number | null | undefined;
  if (given === undefined || given === null) return;
  const length = byteLength(body);
  // Checked as a decimal integer already (by mergeHeaders): "007" is 7.
  if (length === undefined || Number(given) === length) return;
  // The header's value stays out of the message, as every header value does.
  const detail = `: it is not the body's length (${length} bytes)`;
  throw endpointError("ERR_INVALID_HEADER", "content-length", detail);
}

/**
 * The length in bytes a body is sent with, or `undefined` where only the
 * HTTP client knows it (`FormData`, streams). A value that is not a string,
 * bytes, a `Blob` or `URLSearchParams` counts as its JSON text.
 *
 * @example
 * byteLength("é");        // 2
 * byteLength({ a: 1 });   // 7
 */
function byteLength(body: unknown): number | undefined {
  if (body === undefined) return 0;
  if (typeof body === "string") return utf8Length(body);
  if (body instanceof ArrayBuffer || ArrayBuffer.isView(body)) return body.byteLength;
  const tag = typeTag(body);
  if (tag === "Blob" || tag === "File") return (body as { size: number }).size;
  if (tag === "URLSearchParams") return utf8Length((body as { toString(): string }).toString());
  if (!isJsonBody(body)) return undefined;
  try {
    const text = jsonText(body);
    return text === undefined ? undefined : utf8Length(text);
  } catch (error) {
    // No JSON text: the length is not known here (toFetchArgs says why).
    if (error instanceof JsonTextError) return undefined;
    throw error;
  }
}

// The encoder fetch uses (the library is type-checked without DOM types).
declare const TextEncoder: new () => { encode(text: string): { length: number } };

// UTF-8 bytes of a string as fetch sends it: a lone surrogate becomes U+FFFD (3 bytes).
function utf8Length(text: string): number {
  return new TextEncoder().encode(text).length;
}
