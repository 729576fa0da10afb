import { invalidOption, invalidParameter } from "../util/errors.js";
import { isBodyValue } from "../util/body-value.js";
import { isPlain } from "../util/is-plain.js";
import { typeTag } from "../util/type-tag.js";
import { jsonText, JsonTextError } from "../util/json-text.js";
import { scalarText } from "../template/prepare-value.js";
import { LONE_SURROGATE } from "../util/lone-surrogate.js";

// fetch's form types, as every runtime has them (the library is type-checked
// without DOM types).
interface FormLike {
  append(name: string, value: unknown): void;
}
declare const URLSearchParams: new () => FormLike;
declare const FormData: new () => FormLike;
declare const Blob: new (parts: readonly object[]) => object;

/**
 * A plain object body as the form fetch sends for its content type:
 * `URLSearchParams` for `application/x-www-form-urlencoded`, `FormData` for
 * `multipart/form-data`. A list gives one field per element; `null` and
 * `undefined` give none; a `Blob` or `File` is a file part (multipart), and
 * so are bytes (`Uint8Array`, `Buffer`, `ArrayBuffer`, `DataView`: a `Blob`
 * of a copy of the bytes the view shows, named `blob` as FormData names one); a
 * nested object is sent as its JSON text, as OpenAPI's default for an object
 * property of a form. A name or text with a lone surrogate, which a form
 * would send as U+FFFD, throws `ERR_INVALID_OPTION`.
 *
 * @example
 * formBody({ name: "Rex", tags: ["a", "b"] }, false, {}); // URLSearchParams "name=Rex&tags=a&tags=b"
 */
export function formBody(body: { readonly [key: string]: unknown }, multipart: boolean): unknown {
  const form = multipart ? new FormData() : new URLSearchParams();
  for (const name of Object.keys(body)) {
    const value = body[name];
    for (const item of Array.isArray(value) ? value : [value]) {
      const field = fieldValue(item, name, multipart);
      if (field !== undefined) form.append(wellFormed(name, name), wellFormed(field, name));
    }
  }
  return form;
}

function wellFormed<T>(text: T, name: string): T {
  if (typeof text === "string" && LONE_SURROGATE.test(text)) {
    throw invalidOption("body", text, ` (field "${name}": a lone surrogate, which a form would send as U+FFFD)`);
  }
  return text;
}

function fieldValue(item: unknown, name: string, multipart: boolean): unknown {
  const tag = typeTag(item);
  if (multipart && (tag === "Blob" || tag === "File")) return item;
  // A copy: the part holds the bytes as they are now, and only those the view shows.
  if (multipart && (ArrayBuffer.isView(item) || tag === "ArrayBuffer")) return new Blob([item as object]);
  if (isBodyValue(item))
    throw invalidParameter(name, item, " (a urlencoded form has text fields only; files need multipart/form-data)");
  if (!isPlain(item) && !Array.isArray(item)) return scalarText(item, name);
  try {
    return jsonText(item);
  } catch (error) {
    if (error instanceof JsonTextError) throw invalidOption("body", item, ` (field "${name}": ${error.message})`);
    throw error;
  }
}
