import { endpointError, invalidOption, withRoute } from "../util/errors.js";
import { isPlain } from "../util/is-plain.js";
import { typeTag } from "../util/type-tag.js";
import { hasOwn, ownValue, setOwn } from "../util/own.js";
import { fetchMethod } from "../util/methods.js";
import { mergeHeaders } from "../merge/merge-headers.js";
import { JSON_TYPE, JsonTextError, jsonText } from "../util/json-text.js";
import { checkContentLength } from "../util/content-length.js";
import { formBody } from "./form-body.js";
import { forwardRequest } from "./forward-request.js";
import type { FetchArgs, FetchBody, FetchInit, RequestOptions } from "../types/index.js";

/**
 * Turns a result of `endpoint()` into the two arguments `fetch` takes,
 * `[url, init]`; the result itself is not changed. Only its own properties
 * are read, and it is checked as `parse` checks what it forwards: the url
 * (an absolute `http:` or `https:` URL, else `ERR_INVALID_OPTION`), the
 * method (one of the seven in its canonical uppercase form, or any other
 * RFC 9110 token as written, but not `CONNECT`, `TRACE` or `TRACK`) and
 * every header name and value (names lowercased, values strings; `null`
 * drops a header). A string, bytes
 * (`ArrayBuffer` or any view), `Blob`, `File`, `FormData`, `URLSearchParams`
 * or stream body passes through (a stream with `duplex: "half"`, which fetch
 * requires); fetch writes the content type of `FormData` (with its boundary)
 * and `URLSearchParams` itself, so the result's JSON one is left out for
 * them. A plain object under a form content type
 * (`application/x-www-form-urlencoded`, `multipart/form-data`) becomes
 * `URLSearchParams` or `FormData`. Any other body becomes JSON text when the content type is JSON:
 * exactly `JSON.stringify`, except that a `bigint` is a JSON number with all
 * its digits. A body with no JSON text (circular, nested too deep, a
 * `toJSON` that throws) throws `ERR_INVALID_OPTION` saying which.
 *
 * Of the result's `request`, the keys fetch reads about how to handle the
 * request pass on (`signal`, `keepalive`, `integrity`, `redirect`, `cache`,
 * `mode`, `priority`), checked; nothing else of it. In a browser (a page,
 * with `document` and `window`, or a worker) the `user-agent` header is left
 * out: the browser sends its own.
 *
 * @example
 * const response = await fetch(...toFetchArgs(endpoint("POST /markdown", { text: "Hi" })));
 */
export function toFetchArgs<M extends string>(options: RequestOptions<M>): FetchArgs<M> {
  const result: object = isPlain(options) ? options : {};
  const method = ownValue(result, "method");
  const url = ownValue(result, "url");
  const headers = ownValue(result, "headers");
  if (typeof method !== "string" || typeof url !== "string" || !isPlain(headers)) {
    throw invalidOption("result", options, " (toFetchArgs() takes what endpoint() returns)");
  }
  try {
    return fetchArgsOf(options);
  } catch (error) {
    // Errors name the result's method and url.
    throw withRoute(error, { method, url });
  }
}

// The checks and the arguments, for a result whose own method, url and headers have their types.
function fetchArgsOf<M extends string>(options: RequestOptions<M>): FetchArgs<M> {
  const result: object = options;
  const body = ownValue(result, "body");
  sentUrl(ownValue(result, "url") as string);
  // Checked and copied as merge copies them, then as the strings fetch sends.
  const init: FetchInit<M> = {
    // The seven (canonical), or any other token (QUERY, COPY) but the three fetch refuses.
    method: fetchMethod(ownValue(result, "method")) as M,
    headers: mergeHeaders({}, ownValue(result, "headers")) as FetchInit["headers"],
  };
  const { headers } = init;
  for (const name of Object.keys(headers)) setOwn(headers, name, String(headers[name]));
  // A browser's fetch sends its own; Firefox would send ours, which makes
  // every request need a CORS preflight that most APIs refuse.
  if (inBrowser()) delete headers["user-agent"];
  forwardRequest(init, ownValue(result, "request"));
  if (body !== undefined) init.body = fetchBody(init, body);
  // A content-length must be the length of the body as sent (see checkContentLength).
  checkContentLength(headers, init.body);
  return [ownValue(result, "url") as string, init];
}

// Only an absolute http: or https: URL is sent: fetch would resolve `//host/x`
// against the page (in a browser: another host, with the authorization
// header) and read `file:` or `data:` URLs that no API has.
function sentUrl(url: string): void {
  if (!/^https?:\/\//i.test(url))
    throw invalidOption("url", url, " (toFetchArgs sends only absolute http: and https: URLs)");
}

// The body as fetch sends it, with the content type fetch needs (it writes
// the one of FormData, with its boundary, and of URLSearchParams itself).
function fetchBody(init: FetchInit<string>, body: unknown): FetchBody {
  const { headers } = init;
  // Structural checks, not instanceof: no DOM types here, and a value from
  // another realm (an iframe, a vm context) must be recognised too.
  const tag = typeTag(body);
  const type = (ownValue(headers, "content-type") as string | undefined) ?? "";
  if (tag === "FormData" || (tag === "URLSearchParams" && JSON_TYPE.test(type))) delete headers["content-type"];
  if (tag === "ReadableStream" || isStreamLike(body)) {
    init.duplex = "half";
    return body as FetchBody;
  }
  // One of the kinds fetch sends as they are.
  if (
    typeof body === "string" ||
    ArrayBuffer.isView(body) ||
    /^(ArrayBuffer|Blob|File|FormData|URLSearchParams)$/.test(tag)
  ) {
    return body as FetchBody;
  }
  const form = /^\s*(?:(application\/x-www-form-urlencoded)|multipart\/form-data)\s*(?:;|$)/i.exec(type);
  if (form && isPlain(body)) {
    if (!form[1]) delete headers["content-type"];
    return formBody(body, !form[1]) as FetchBody; // URLSearchParams or FormData
  }
  if (!JSON_TYPE.test(type)) {
    // The content type is named as a header, never quoted (as every header value).
    const why = type ? "the content-type header names another" : "there is no content-type header";
    throw invalidOption("body", body, ` needs a JSON content type (${why})`);
  }
  return bodyText(body);
}

// The JSON text of a body, or an error saying why there is none.
function bodyText(body: unknown): string {
  let text: string | undefined;
  try {
    text = jsonText(body);
  } catch (error) {
    // Anything else is the caller's own error (a getter, a Proxy): as it is.
    if (error instanceof JsonTextError)
      throw endpointError("ERR_INVALID_OPTION", "body", `: it has no JSON text (${error.message})`);
    throw error;
  }
  // A function, a symbol, or a toJSON() returning undefined has no JSON text;
  // sending no body at all would silently drop what the caller passed.
  if (text === undefined) throw invalidOption("body", body, " has no JSON form");
  return text;
}

// A stream: an object with a getReader() (a web stream) or an async iterator
// (a Node stream, an async generator) of its own or from its class, never one
// inherited from Object.prototype (of any realm), which pollution could add.
function isStreamLike(body: unknown): boolean {
  if (typeof body !== "object" || body === null) return false;
  return (
    typeof methodOf(body, "getReader") === "function" || typeof methodOf(body, Symbol.asyncIterator) === "function"
  );
}

function methodOf(value: object, key: PropertyKey): unknown {
  for (let object: object | null = value; object !== null; object = Object.getPrototypeOf(object) as object | null) {
    // A prototype with no prototype of its own is some realm's Object.prototype.
    if (object !== value && Object.getPrototypeOf(object) === null) return undefined;
    if (hasOwn(object, key)) return (value as { [key: PropertyKey]: unknown })[key as string];
  }
  return undefined;
}

// A browser page has a document and a window; a worker has importScripts.
// Not navigator: Node.js 21+ has one too.
// Read from globalThis: the library is typed without DOM types.
function inBrowser(): boolean {
  const global = globalThis as { document?: unknown; window?: unknown; importScripts?: unknown };
  return (
    (typeof global.document === "object" && typeof global.window === "object") ||
    typeof global.importScripts === "function"
  );
}
