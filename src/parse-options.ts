import { isPlainObject } from "is-plain-object";
import { EndpointError } from "./endpoint-error.js";
import { describeValue, forRoute } from "./describe.js";
import { normalizeMethod, QUERY_METHODS } from "./methods.js";
import { mergeHeaders } from "./normalize-headers.js";
import { checkBaseUrl, mergeMediaType } from "./merge-options.js";
import { compileTemplate } from "./compile-template.js";
import { expandTemplate } from "./expand-template.js";
import { buildQuery } from "./build-query.js";
import { applyMediaType } from "./apply-media-type.js";
import { OPTION_NAMES } from "./option-names.js";
import { setOwn } from "./set-own.js";
import type { MergedOptions, RequestOptions } from "./types.js";

const ABSOLUTE = /^https?:\/\//i;
const JSON_CONTENT_TYPE = "application/json; charset=utf-8";

/**
 * Turns merged options into request options: expands the URL template,
 * sends leftover parameters to the query string (GET, HEAD, OPTIONS) or a
 * JSON body (the rest), joins `baseUrl`, applies `mediaType` to `accept`.
 * Stateless, and it validates what it uses, since callers may build or
 * adjust merged options by hand.
 *
 * @example
 * parseOptions(endpoint.merge("GET /orgs/{org}/repos", { org: "octokit", type: "private" }));
 * // { method: "GET", url: "https://api.github.com/orgs/octokit/repos?type=private", headers: { ... } }
 */
export function parseOptions(options: MergedOptions): RequestOptions {
  return parseMerged(options, false);
}

/**
 * {@link parseOptions}, told whether `options` comes straight from
 * `mergeOptions` inside `endpoint()`: such options are already validated and
 * no one else holds them, so their headers and mediaType are used as they are.
 * The result is the same either way; only the work differs.
 *
 * @example
 * parseMerged(mergeOptions(DEFAULTS, "GET /"), true);
 */
export function parseMerged(options: MergedOptions, trusted: boolean): RequestOptions {
  if (!trusted && !isPlainObject(options)) {
    throw new EndpointError("ERR_INVALID_OPTION", `parse() takes merged options (a plain object), got ${describeValue(options)}`);
  }
  const { url, data, request } = options;
  if (url === undefined || url === null || url === "") {
    throw new EndpointError(
      "ERR_MISSING_URL",
      `Missing "url": pass a route like "GET /users/{user}" or an options object with "url"`,
    );
  }
  if (typeof url !== "string") {
    throw new EndpointError("ERR_INVALID_OPTION", `Option "url" must be a string, got ${describeValue(url)}`);
  }
  const method = trusted ? options.method : normalizeMethod(options.method, options);
  const headers = trusted ? options.headers : options.headers === undefined ? {} : mergeHeaders({}, options.headers, options);
  const template = compileTemplate(url, options);
  let target = expandTemplate(template, options, options);

  const leftovers = Object.keys(options).filter((key) => !OPTION_NAMES.has(key) && !template.names.has(key));
  let body: unknown;
  if (QUERY_METHODS.has(method)) {
    if (data !== undefined) {
      throw new EndpointError(
        "ERR_BODY_NOT_ALLOWED",
        `Option "data" is not allowed for ${method} requests, which have no body${forRoute(options)}`,
      );
    }
    target = appendQuery(target, buildQuery(options, leftovers, options));
  } else if (data !== undefined) {
    body = data;
  } else {
    body = leftoverBody(options, leftovers);
  }

  if (target.charCodeAt(0) === 0x2f /* "/" */ || !ABSOLUTE.test(target)) {
    target = joinUrl(trusted ? options.baseUrl : checkBaseUrl(options.baseUrl, options), target);
  }

  if (typeof headers.accept === "string" && options.mediaType !== undefined) {
    const mediaType = trusted ? options.mediaType : mergeMediaType({ format: "", previews: [] }, options.mediaType, options);
    headers.accept = applyMediaType(headers.accept, mediaType);
  }
  if (body !== undefined && headers["content-type"] === undefined) headers["content-type"] = JSON_CONTENT_TYPE;
  // An empty body makes fetch send "content-length: 0", which the API wants
  // for PUT and PATCH; the header itself is one fetch refuses to set.
  if (body === undefined && (method === "PUT" || method === "PATCH")) body = "";

  const result: RequestOptions = { method, url: target, headers };
  if (body !== undefined) result.body = body;
  if (request !== undefined) result.request = request;
  return result;
}

function leftoverBody(options: MergedOptions, keys: string[]): object | undefined {
  let body: object | undefined;
  for (const key of keys) {
    // undefined has no JSON form; null does (it clears a field), so it stays.
    if (options[key] !== undefined) setOwn((body ??= {}), key, options[key]);
  }
  return body;
}

// The query goes before a fragment, and after "?" or "&" as the URL needs.
function appendQuery(url: string, query: string): string {
  if (query === "") return url;
  const hash = url.indexOf("#");
  const base = hash === -1 ? url : url.slice(0, hash);
  const fragment = hash === -1 ? "" : url.slice(hash);
  const separator = !base.includes("?") ? "?" : base.endsWith("?") || base.endsWith("&") ? "" : "&";
  return base + separator + query + fragment;
}

// Exactly one "/" between the two, whatever either side brings.
function joinUrl(baseUrl: string, path: string): string {
  const base = baseUrl.endsWith("/") ? baseUrl.slice(0, -1) : baseUrl;
  return path.startsWith("/") ? base + path : `${base}/${path}`;
}
