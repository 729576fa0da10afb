import { invalidParameter } from "../util/errors.js";
import { hasOwn } from "../util/own.js";
import { isBodyValue } from "../util/body-value.js";
import { isPlain } from "../util/is-plain.js";

/**
 * Refuses a parameter holding a value fetch would send as a body
 * (`FormData`, `Blob`, `File`, `URLSearchParams`, bytes, a `ReadableStream`):
 * as a parameter it has no URL form, and in a JSON body it would be written
 * as `{}`, its data lost. It was meant as the body, which is `data`.
 * (The OpenAPI runtime places the files of described form fields itself.)
 *
 * @example
 * refuseBodyValues({ file: new Blob(["x"]) }, new Set()); // EndpointError: Invalid parameter "file": a Blob (...)
 */
export function refuseBodyValues(params: { readonly [name: string]: unknown }, ignored: ReadonlySet<string>): void {
  // for...in, not Object.keys: no array per call. Own keys only, as ever.
  for (const key in params) {
    const value = params[key];
    // Most values are strings, numbers or plain objects: done after one test.
    if (typeof value !== "object" || value === null || isPlain(value) || Array.isArray(value)) continue;
    if (!isBodyValue(value) || ignored.has(key) || !hasOwn(params, key)) continue;
    throw invalidParameter(key, value, ` (a request body goes in "data"; as a parameter it would be lost)`);
  }
}
