import { endpointError, invalidOption, invalidParameter, withRoute } from "../util/errors.js";
import { withArticle } from "../util/describe-value.js";
import { hasOwn, ownValue, setOwn } from "../util/own.js";
import { compileTemplate } from "../template/compile-template.js";
import { expandQuery } from "../template/expand-query.js";
import { expandTemplate } from "../template/expand-template.js";
import { verifyQueryKeys } from "../template/verify-url.js";
import { checkSameOrigin } from "../util/check-same-origin.js";
import { checkContentLength } from "../util/content-length.js";
import { isBodyless } from "../util/methods.js";
import { isJsonBody } from "../util/json-text.js";
import { BODY_VALUE_HINT, isBodyValue, MULTIPART_FORM } from "../util/body-value.js";
import type { MergedOptions, RequestOptions } from "../types/index.js";
import { applyMediaType } from "./apply-media-type.js";
import { parameterView } from "./parameter-view.js";
import { refuseCredentialNames } from "./refuse-credential-names.js";
import { refuseNestedQuery } from "./refuse-nested-query.js";

/** The content type of a JSON body. */
const JSON_CONTENT_TYPE = "application/json; charset=utf-8";

/**
 * Turns merged options into request options: expands the URL template,
 * sends leftover parameters to the query string (GET, HEAD, OPTIONS) or a
 * JSON body (the rest), joins `baseUrl`, applies `mediaType` to `accept`.
 * Stateless. It trusts method, headers, baseUrl and mediaType as
 * `mergeOptions` or `checkMerged` (for hand-made options) left them, and
 * validates the rest (url, data, parameters) as it uses them.
 *
 * @example
 * parseOptions(mergeOptions(DEFAULTS, "GET /orgs/{org}/repos", { org: "octokit", type: "private" }));
 * // { method: "GET", url: "https://api.github.com/orgs/octokit/repos?type=private", headers: { ... } }
 */
export function parseOptions(merged: MergedOptions): RequestOptions {
  try {
    return buildRequest(merged);
  } catch (error) {
    // Errors name the merged options' own method and url (a missing or bad url names none).
    throw withRoute(error, merged);
  }
}

function buildRequest(merged: MergedOptions): RequestOptions {
  const url = urlOf(merged);
  const { method } = merged;
  const template = compileTemplate(url);
  refuseCredentialNames(merged, template.names);
  refuseNestedQuery(merged, template.names);
  // Keys of the `parameters` option are parameters, whatever their names.
  const { params, ignored } = parameterView(merged);
  let target = expandTemplate(template, params, ignored);
  const data = ownValue(merged, "data");
  let body: unknown = data;
  if (isBodyless(method)) {
    if (data !== undefined)
      throw endpointError("ERR_BODY_NOT_ALLOWED", "data", ` (${withArticle(method)} request has no body)`);
    target = withQuery(target, expandQuery(params, template.names, ignored));
  } else if (data === undefined) {
    // Under a multipart content type the leftovers are a form: its files are fields.
    const type = ownValue(merged.headers, "content-type");
    const form = typeof type === "string" && MULTIPART_FORM.test(type);
    body = leftoverBody(params, template.names, ignored, form);
  }
  if (template.queryKeys.size > 0) verifyQueryKeys(template, target, merged);
  // A relative template's URL stays relative (verifyUrl): no need to look.
  if (template.relative || !/^https?:\/\//i.test(target)) target = joinBaseUrl(ownValue(merged, "baseUrl"), target);
  else if (ownValue(merged, "allowAbsoluteUrls") === false) {
    checkSameOrigin("url", target, ownValue(merged, "baseUrl"));
  }
  return requestOptions(merged, target, body, data);
}

/**
 * The request options for a URL and body already built: `mediaType`'s
 * amendment of `accept`, the body with its content type, `content-length`
 * checked against it, and `request` passed on.
 *
 * @example
 * requestOptions(mergeOptions(DEFAULTS, "POST /x"), "https://api.github.com/x", { a: 1 }, undefined).headers["content-type"];
 * // "application/json; charset=utf-8"
 */
// eslint-disable-next-line max-params -- `data` says where the body came from: a cheaper JSON test than the body's own
export function requestOptions(merged: MergedOptions, url: string, body: unknown, data: unknown): RequestOptions {
  const { method, headers } = merged;
  const accept = ownValue(headers, "accept");
  if (typeof accept === "string") headers.accept = applyMediaType(accept, merged.mediaType);
  const result: RequestOptions = { method, url, headers };
  addBody(result, body, data);
  checkContentLength(headers, result.body);
  const request = ownValue(merged, "request");
  if (request !== undefined) result.request = request as RequestOptions["request"];
  return result;
}

/**
 * The `url` of merged options, which must be a non-empty string.
 *
 * @example
 * urlOf({ url: "/x" } as MergedOptions); // "/x"
 */
export function urlOf(merged: MergedOptions): string {
  const url = ownValue(merged, "url");
  if (url === undefined || url === null || url === "") throw endpointError("ERR_MISSING_URL", "url");
  // Otherwise a string: mergeOptions, which every merged options come from, refuses any other url.
  return url as string;
}

/**
 * Puts a query (`&a=1&b=2`) after "?" or "&" as the URL needs, and before a fragment.
 *
 * @example
 * withQuery("/x#f", "&a=1"); // "/x?a=1#f"
 */
export function withQuery(url: string, query: string): string {
  if (!query) return url;
  const hash = url.indexOf("#");
  const base = hash < 0 ? url : url.slice(0, hash);
  const fragment = hash < 0 ? "" : url.slice(hash);
  if (!base.includes("?")) return `${base}?${query.slice(1)}${fragment}`;
  if (base.endsWith("?") || base.endsWith("&")) return base + query.slice(1) + fragment;
  return base + query + fragment;
}

/**
 * The parameters that are neither options (`ignored`) nor template variables,
 * in one pass, as a body object. undefined has no JSON form; null does (it
 * clears a field), so it stays. Unless the body is a form whose fields take
 * files (`form`), a value fetch would send as a body (a `Blob`, bytes, a
 * `FormData`...) throws `ERR_INVALID_PARAMETER` pointing to `data`: written
 * as JSON it would be `{}`, its data lost.
 *
 * @example
 * leftoverBody({ owner: "o", title: "t", x: undefined }, new Set(["owner"]), new Set(), false); // { title: "t" }
 */
// eslint-disable-next-line max-params -- `form` is the one fact of the request the loop needs besides the names
export function leftoverBody(
  options: { readonly [name: string]: unknown },
  variables: ReadonlySet<string>,
  ignored: ReadonlySet<string>,
  form: boolean,
): object | undefined {
  let body: object | undefined;
  // for...in, not Object.keys: no array per call (the merged options are the
  // library's own object, with no getters). Own keys only, as ever.
  for (const key in options) {
    if (ignored.has(key) || variables.has(key) || !hasOwn(options, key)) continue;
    const value = options[key];
    if (value === undefined) continue;
    if (!form && typeof value === "object" && isBodyValue(value)) throw invalidParameter(key, value, BODY_VALUE_HINT);
    setOwn((body ??= {}), key, value);
  }
  return body;
}

/**
 * Joins a base URL and a path with exactly one "/" between them, whatever
 * either side brings. A string here was checked already (by mergeOptions or
 * checkMerged); a missing one is an error only now, since an absolute url needs none.
 *
 * @example
 * joinBaseUrl("https://a.test/", "/x"); // "https://a.test/x"
 */
export function joinBaseUrl(baseUrl: unknown, path: string): string {
  if (typeof baseUrl !== "string") throw invalidOption("baseUrl", baseUrl, " (expected an absolute http(s) URL)");
  const base = baseUrl.endsWith("/") ? baseUrl.slice(0, -1) : baseUrl;
  return path[0] === "/" ? base + path : `${base}/${path}`;
}

// JSON is what leftovers and plain data become, so they get its content
// type. A class instance (FormData, Blob, bytes, a stream) gets none: the
// client knows it better (FormData needs fetch's multipart boundary). An
// empty PUT or PATCH body makes clients send "content-length: 0", which the
// API wants; fetch refuses to set that header itself.
function addBody(result: RequestOptions, body: unknown, data: unknown): void {
  const { method, headers } = result;
  if (body === undefined) {
    if (method === "PUT" || method === "PATCH") result.body = "";
    return;
  }
  if ((data === undefined || isJsonBody(data)) && !hasOwn(headers, "content-type"))
    headers["content-type"] = JSON_CONTENT_TYPE;
  result.body = body;
}
