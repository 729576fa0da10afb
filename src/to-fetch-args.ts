import { isPlain } from "./is-plain.js";
import { EndpointError } from "./endpoint-error.js";
import { describeValue, forRoute } from "./describe.js";
import { setOwn } from "./set-own.js";
import type { FetchArgs, FetchInit, RequestMethod, RequestOptions } from "./types.js";

// `application/json`, or any `application/<type>+json` (vnd.github.v3+json),
// with or without parameters.
const JSON_MEDIA_TYPE = /^\s*application\/(?:[^\s;/]+\+)?json\s*(?:;|$)/i;

/**
 * Turns a result of `endpoint()` into the two arguments `fetch` takes,
 * `[url, init]`. The result itself is not changed.
 *
 * - Header values become strings (a result may carry numbers).
 * - A body that is a string, bytes (`ArrayBuffer`, `Uint8Array` or any
 *   other view), a `Blob`/`File`, `FormData` or `URLSearchParams` is passed
 *   through as is; so is a stream (`ReadableStream` or any async iterable,
 *   such as a Node `Readable`), with `duplex: "half"`, which fetch requires
 *   for a streamed body.
 * - Any other body (objects, arrays, numbers, booleans, `null`) is
 *   serialized as JSON when the content type is JSON (`application/json` or
 *   `application/*+json`). `null` stays `null`; a `bigint` is written as a
 *   JSON number with all its digits (`12345678901234567890`), never
 *   rounded and never an error; everything else is exactly `JSON.stringify`.
 *   With another content type, or none, such a body throws
 *   `ERR_INVALID_OPTION`, as does a circular one.
 * - fetch writes the content type of `FormData` (with its multipart
 *   boundary) and of `URLSearchParams` itself, so the JSON content type a
 *   result carries for any body is left out for them (and any content type
 *   for `FormData`, which cannot know fetch's boundary).
 *
 * Works wherever fetch does: browsers, Node, Deno, Bun, workers.
 *
 * @example
 * const [url, init] = toFetchArgs(endpoint("POST /repos/{owner}/{repo}/issues", { owner, repo, title: "Hi" }));
 * // url:  "https://api.github.com/repos/o/r/issues"
 * // init: { method: "POST", headers: { accept, "user-agent", "content-type": "application/json; charset=utf-8" },
 * //         body: '{"title":"Hi"}' }
 * const response = await fetch(url, init);
 */
export function toFetchArgs<M extends RequestMethod>(options: RequestOptions<M>): FetchArgs<M> {
  const { method, url, headers, body } = (isPlain(options) ? options : {}) as Partial<RequestOptions<M>>;
  if (typeof method !== "string" || typeof url !== "string" || !isPlain(headers)) {
    throw new EndpointError("ERR_INVALID_OPTION", `toFetchArgs() takes a result of endpoint() (method, url, headers), got ${describeValue(options)}`);
  }
  const kind = bodyKind(body);
  const init: FetchInit<M> = { method, headers: {} };
  let contentType: string | undefined;
  for (const name of Object.keys(headers)) {
    const value = String(headers[name]);
    if (name.toLowerCase() === "content-type") {
      contentType = value;
      if (kind === "form" || (kind === "params" && JSON_MEDIA_TYPE.test(value))) continue;
    }
    setOwn(init.headers, name, value);
  }
  if (kind === "json") {
    if (contentType === undefined || !JSON_MEDIA_TYPE.test(contentType)) {
      throw new EndpointError(
        "ERR_INVALID_OPTION",
        `A body that is ${describeValue(body)} needs a JSON content type to be sent, got ${describeValue(contentType)}${forRoute(options)}`,
      );
    }
    init.body = stringifyJson(body, options);
  } else if (kind !== "none") {
    init.body = body;
    if (kind === "stream") init.duplex = "half";
  }
  return [url, init];
}

// Structural checks (the toStringTag every platform sets), not instanceof:
// this module runs in browsers and in Node without DOM types, and a value
// from another realm (an iframe, a vm context) must be recognized too.
function bodyKind(body: unknown): "none" | "raw" | "stream" | "form" | "params" | "json" {
  if (body === undefined) return "none";
  if (typeof body === "string") return "raw";
  if (typeof body !== "object" || body === null) return "json";
  const tag = Object.prototype.toString.call(body).slice(8, -1);
  if (tag === "FormData") return "form";
  if (tag === "URLSearchParams") return "params";
  if (ArrayBuffer.isView(body) || tag === "ArrayBuffer" || tag === "Blob" || tag === "File") return "raw";
  const stream = body as { getReader?: unknown; [Symbol.asyncIterator]?: unknown };
  return tag === "ReadableStream" || typeof stream.getReader === "function" || typeof stream[Symbol.asyncIterator] === "function"
    ? "stream"
    : "json";
}

/**
 * `JSON.stringify`, except that a `bigint` is written as a JSON number with
 * all its digits instead of throwing. Everything else follows the standard
 * algorithm (`toJSON`, boxed primitives, `undefined`/functions/symbols left
 * out of objects and `null` in arrays, holes as `null`, non-finite numbers
 * as `null`), so for a value without bigints the output is identical.
 */
function stringifyJson(value: unknown, options: RequestOptions): string {
  const stack: object[] = [];
  const serialize = (input: unknown, key: string): string | undefined => {
    let value = input;
    if ((typeof value === "object" && value !== null) || typeof value === "bigint") {
      const toJSON = (value as { toJSON?: unknown }).toJSON;
      if (typeof toJSON === "function") value = toJSON.call(value, key);
    }
    if (value instanceof BigInt) value = value.valueOf();
    if (typeof value === "bigint") return value.toString();
    // Primitives, boxed Number/String/Boolean, functions and symbols: the
    // built-in serializer is exact for them and cannot meet a bigint.
    if (typeof value !== "object" || value === null || value instanceof Number || value instanceof String || value instanceof Boolean) {
      return JSON.stringify(value) as string | undefined;
    }
    if (stack.includes(value)) {
      throw new EndpointError("ERR_INVALID_OPTION", `The body has a circular reference: it cannot be sent as JSON${forRoute(options)}`);
    }
    stack.push(value);
    const parts: string[] = [];
    let text: string;
    if (Array.isArray(value)) {
      // An index loop, not map(): holes must become null, as in JSON.stringify.
      for (let index = 0; index < value.length; index++) parts.push(serialize(value[index], String(index)) ?? "null");
      text = `[${parts.join(",")}]`;
    } else {
      const object = value as { [key: string]: unknown };
      for (const name of Object.keys(object)) {
        const item = serialize(object[name], name);
        if (item !== undefined) parts.push(`${JSON.stringify(name)}:${item}`);
      }
      text = `{${parts.join(",")}}`;
    }
    stack.pop();
    return text;
  };
  const text = serialize(value, "");
  // A function, a symbol, or a toJSON() returning undefined has no JSON text;
  // sending no body at all would silently drop what the caller passed.
  if (text === undefined) {
    throw new EndpointError("ERR_INVALID_OPTION", `A body that is ${describeValue(value)} has no JSON form${forRoute(options)}`);
  }
  return text;
}
