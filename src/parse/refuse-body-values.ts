import { invalidParameter } from "../util/errors.js";
import { hasOwn } from "../util/own.js";
import { isBodyValue } from "../util/body-value.js";
import { isPlain } from "../util/is-plain.js";

// The content type whose body fields take files (as toFetchArgs sends it).
const MULTIPART_FORM = /^\s*multipart\/form-data\s*(?:;|$)/i;

/**
 * Whether a content type makes the leftover parameters a multipart form.
 *
 * @example
 * isMultipartForm("multipart/form-data; boundary=x"); // true
 */
export function isMultipartForm(contentType: unknown): boolean {
  return typeof contentType === "string" && MULTIPART_FORM.test(contentType);
}

/**
 * Refuses a parameter holding a value fetch would send as a body
 * (`FormData`, `Blob`, `File`, `URLSearchParams`, bytes, a `ReadableStream`):
 * as a parameter it has no URL form, and in a JSON body it would be written
 * as `{}`, its data lost. It was meant as the body, which is `data`.
 * (The OpenAPI runtime places the files of described form fields itself.)
 * Under a `multipart/form-data` content type the leftover parameters are a
 * form, which `toFetchArgs` sends as `FormData`: there a file is a field,
 * and `form` says so.
 *
 * @example
 * refuseBodyValues({ file: new Blob(["x"]) }, new Set(), false); // EndpointError: Invalid parameter "file": a Blob (...)
 */
export function refuseBodyValues(
  params: { readonly [name: string]: unknown },
  ignored: ReadonlySet<string>,
  form: boolean,
): void {
  if (form) return;
  // for...in, not Object.keys: no array per call. Own keys only, as ever.
  for (const key in params) {
    const value = params[key];
    // Most values are strings, numbers or plain objects: done after one test.
    if (typeof value !== "object" || value === null || isPlain(value) || Array.isArray(value)) continue;
    if (!isBodyValue(value) || ignored.has(key) || !hasOwn(params, key)) continue;
    throw invalidParameter(key, value, ` (a request body goes in "data"; as a parameter it would be lost)`);
  }
}
