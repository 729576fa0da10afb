import { fail, invalidOption, describeValue } from "../errors.js";
import { isPlain } from "../objects/is-plain.js";
import { setOwn } from "../objects/own.js";
import { JSON_TYPE, jsonText } from "./json-text.js";
import type { FetchArgs, FetchInit, RequestMethod, RequestOptions } from "../types/index.js";

/**
 * Turns a result of `endpoint()` into the two arguments `fetch` takes,
 * `[url, init]`; the result itself is not changed. Header values become
 * strings. A string, bytes (`ArrayBuffer` or any view), `Blob`, `File`,
 * `FormData`, `URLSearchParams` or stream body passes through (a stream with
 * `duplex: "half"`, which fetch requires); fetch writes the content type of
 * `FormData` (with its boundary) and `URLSearchParams` itself, so the result's
 * JSON one is left out for them. Any other body becomes JSON text when the
 * content type is JSON: exactly `JSON.stringify`, except that a `bigint` is a
 * JSON number with all its digits. Anything else throws `ERR_INVALID_OPTION`.
 *
 * @example
 * const response = await fetch(...toFetchArgs(endpoint("POST /markdown", { text: "Hi" })));
 */
export function toFetchArgs<M extends RequestMethod>(options: RequestOptions<M>): FetchArgs<M> {
  const { method, url, headers, body } = (isPlain(options) ? options : {}) as Partial<RequestOptions<M>>;
  if (typeof method !== "string" || typeof url !== "string" || !isPlain(headers)) {
    throw invalidOption("result", {}, options, " (toFetchArgs() takes what endpoint() returns)");
  }
  // Structural checks, not instanceof: no DOM types here, and a value from
  // another realm (an iframe, a vm context) must be recognised too.
  const tag = Object.prototype.toString.call(body).slice(8, -1);
  const { getReader, [Symbol.asyncIterator]: iterate } = Object(body) as { getReader?: unknown; [Symbol.asyncIterator]?: unknown };
  const stream = tag === "ReadableStream" || typeof getReader === "function" || typeof iterate === "function";
  const init: FetchInit<M> = { method, headers: {} };
  let type = "";
  for (const name of Object.keys(headers)) {
    const value = String(headers[name]);
    if (name.toLowerCase() === "content-type") {
      type = value;
      if (tag === "FormData" || (tag === "URLSearchParams" && JSON_TYPE.test(value))) continue;
    }
    setOwn(init.headers, name, value);
  }
  if (body === undefined) return [url, init];
  if (typeof body === "string" || stream || ArrayBuffer.isView(body) || /^(ArrayBuffer|Blob|File|FormData|URLSearchParams)$/.test(tag)) {
    init.body = body;
    if (stream) init.duplex = "half";
    return [url, init];
  }
  if (!JSON_TYPE.test(type)) {
    throw invalidOption("body", options, body, ` needs a JSON content type, not ${describeValue(type || undefined)}`);
  }
  let text: string | undefined;
  try {
    text = jsonText(body);
  } catch {
    // JSON.stringify throws a TypeError for a cycle.
    throw fail("ERR_INVALID_OPTION", "body", options, ": circular, it has no JSON form");
  }
  // A function, a symbol, or a toJSON() returning undefined has no JSON text;
  // sending no body at all would silently drop what the caller passed.
  if (text === undefined) throw invalidOption("body", options, body, " has no JSON form");
  init.body = text;
  return [url, init];
}
