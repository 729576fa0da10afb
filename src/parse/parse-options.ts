import { endpointError, invalidOption, withRoute } from "../util/errors.js";
import { isPlain } from "../util/is-plain.js";
import { hasOwn, ownValue, setOwn } from "../util/own.js";
import { normalizeMethod } from "../util/methods.js";
import { mergeHeaders } from "../merge/merge-headers.js";
import { checkBaseUrl, checkSameOrigin } from "../merge/check-base-url.js";
import { mergeMediaType } from "../merge/merge-media-type.js";
import { OPTION_NAME_SET } from "../util/option-names.js";
import { compileTemplate } from "../template/compile-template.js";
import { expandQuery } from "../template/expand-query.js";
import { expandTemplate } from "../template/expand-template.js";
import { verifyQueryKeys } from "../template/verify-url.js";
import type { MergedOptions, RequestOptions } from "../types/index.js";
import { applyMediaType } from "./apply-media-type.js";
import { checkContentLength } from "../util/content-length.js";

const JSON_CONTENT_TYPE = "application/json; charset=utf-8";

/**
 * Turns merged options into request options: expands the URL template,
 * sends leftover parameters to the query string (GET, HEAD, OPTIONS) or a
 * JSON body (the rest), joins `baseUrl`, applies `mediaType` to `accept`.
 * Stateless; it validates what it uses, since callers may build or adjust
 * merged options by hand.
 *
 * @example
 * parseOptions(endpoint.merge("GET /orgs/{org}/repos", { org: "octokit", type: "private" }));
 * // { method: "GET", url: "https://api.github.com/orgs/octokit/repos?type=private", headers: { ... } }
 */
export function parseOptions(options: MergedOptions): RequestOptions {
  if (!isPlain(options)) throw invalidOption("merged options", options);
  return parseMerged(options, false);
}

/**
 * {@link parseOptions}, told whether `options` comes straight from
 * `mergeOptions` inside `endpoint()`: those are validated already and no one
 * else holds them, so method, headers, baseUrl and mediaType are used as
 * they are. The result is the same either way; only the work differs.
 *
 * @example
 * parseMerged(mergeOptions(DEFAULTS, "GET /"), true);
 */
export function parseMerged(options: MergedOptions, trusted: boolean): RequestOptions {
  const merged = trusted ? options : validated(options);
  try {
    const url = ownValue(merged, "url");
    if (url === undefined || url === null || url === "") throw endpointError("ERR_MISSING_URL", "url");
    if (typeof url !== "string") throw invalidOption("url", url);
    const { method, headers } = merged;
    const template = compileTemplate(url);
    let target = expandTemplate(template, merged, OPTION_NAME_SET);
    const data = ownValue(merged, "data");
    let body: unknown = data;
    if (method === "GET" || method === "HEAD" || method === "OPTIONS") {
      if (data !== undefined) throw endpointError("ERR_BODY_NOT_ALLOWED", "data", ` (a ${method} request has no body)`);
      target = withQuery(target, expandQuery(merged, template.names, OPTION_NAME_SET));
    } else if (data === undefined) {
      body = leftoverBody(merged, template.names);
    }
    if (template.queryKeys.size > 0) verifyQueryKeys(template, target, merged);
    if (!/^https?:\/\//i.test(target)) target = joinBaseUrl(ownValue(merged, "baseUrl"), target);
    else if (ownValue(merged, "allowAbsoluteUrls") === false) {
      checkSameOrigin("url", target, ownValue(merged, "baseUrl"));
    }
    const accept = ownValue(headers, "accept");
    if (typeof accept === "string") headers.accept = applyMediaType(accept, merged.mediaType);
    const result: RequestOptions = { method, url: target, headers };
    addBody(result, body, data);
    checkContentLength(headers, result.body);
    const request = ownValue(merged, "request");
    if (request !== undefined) result.request = request as RequestOptions["request"];
    return result;
  } catch (error) {
    // By the merged options' own method and url (a missing or bad url names none).
    throw withRoute(error, merged);
  }
}

// Hand-made merged options get the checks merge() gives its own, on copies
// of their own properties only (a polluted prototype adds nothing).
// Their errors name the route as the options give it.
function validated(options: MergedOptions): MergedOptions {
  const copy: MergedOptions = { ...options };
  try {
    copy.method = normalizeMethod(ownValue(options, "method"));
    copy.headers = mergeHeaders({}, ownValue(options, "headers") ?? {});
    // Checked where it is used: an absolute url needs no baseUrl.
    if (hasOwn.call(options, "baseUrl")) copy.baseUrl = checkBaseUrl(options.baseUrl);
    const allow = ownValue(options, "allowAbsoluteUrls");
    if (allow !== undefined && typeof allow !== "boolean") {
      throw invalidOption("allowAbsoluteUrls", allow, " (expected a boolean)");
    }
    copy.mediaType = mergeMediaType({ format: "", previews: [] }, ownValue(options, "mediaType") ?? {});
  } catch (error) {
    throw withRoute(error, options);
  }
  return copy;
}

// The query goes after "?" or "&" as the URL needs, and before a fragment.
function withQuery(url: string, query: string): string {
  if (!query) return url;
  const hash = url.indexOf("#");
  const base = hash < 0 ? url : url.slice(0, hash);
  const fragment = hash < 0 ? "" : url.slice(hash);
  if (!base.includes("?")) return `${base}?${query.slice(1)}${fragment}`;
  if (base.endsWith("?") || base.endsWith("&")) return base + query.slice(1) + fragment;
  return base + query + fragment;
}

// The parameters that are neither options nor template variables, in one
// pass. undefined has no JSON form; null does (it clears a field), so it stays.
function leftoverBody(options: MergedOptions, variables: ReadonlySet<string>): object | undefined {
  let body: object | undefined;
  for (const key of Object.keys(options)) {
    const value = options[key];
    if (value !== undefined && !OPTION_NAME_SET.has(key) && !variables.has(key)) setOwn((body ??= {}), key, value);
  }
  return body;
}

// Exactly one "/" between the two, whatever either side brings. A string
// here was checked already (by merge, or by validated()).
function joinBaseUrl(baseUrl: unknown, path: string): string {
  if (typeof baseUrl !== "string") return checkBaseUrl(baseUrl);
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
  const json = data === undefined || typeof data !== "object" || data === null || Array.isArray(data) || isPlain(data);
  if (json && !hasOwn.call(headers, "content-type")) headers["content-type"] = JSON_CONTENT_TYPE;
  result.body = body;
}
