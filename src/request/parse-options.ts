import { fail, invalidOption } from "../errors.js";
import { isPlain } from "../objects/is-plain.js";
import { normalizeMethod } from "../options/methods.js";
import { mergeHeaders } from "../options/merge-headers.js";
import { checkBaseUrl, mergeMediaType } from "../options/merge-options.js";
import { compileTemplate } from "../template/compile-template.js";
import { expandTemplate } from "../template/expand-template.js";
import { buildQuery } from "../template/expand-query.js";
import { applyMediaType } from "./apply-media-type.js";
import { setOwn } from "../objects/own.js";
import { OPTION_NAMES } from "../options/option-names.js";
import type { MergedOptions, RequestOptions } from "../types/index.js";

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
  if (!isPlain(options)) throw invalidOption("merged options", {}, options);
  return parseMerged(options, false);
}

/**
 * {@link parseOptions}, told whether `options` comes straight from
 * `mergeOptions` inside `endpoint()`: those are validated already and no one
 * else holds them, so their headers and mediaType are used as they are. The
 * result is the same either way; only the work differs.
 *
 * @example
 * parseMerged(mergeOptions(DEFAULTS, "GET /"), true);
 */
export function parseMerged(options: MergedOptions, trusted: boolean): RequestOptions {
  const { url, data, request, mediaType } = options;
  if (url == null || url === "") throw fail("ERR_MISSING_URL", "url", {});
  if (typeof url !== "string") throw invalidOption("url", {}, url);
  const method = trusted ? options.method : normalizeMethod(options.method, options);
  const headers = trusted ? options.headers : mergeHeaders({}, options.headers ?? {}, options);
  const template = compileTemplate(url, options);
  let target = expandTemplate(template, options, options);

  const leftovers: string[] = [];
  for (const key of Object.keys(options)) if (!OPTION_NAMES.has(key) && !template.names.has(key)) leftovers.push(key);
  let body: unknown = data;
  if (method === "GET" || method === "HEAD" || method === "OPTIONS") {
    if (data !== undefined) throw fail("ERR_BODY_NOT_ALLOWED", "data", options, ` (a ${method} request has no body)`);
    const query = buildQuery(options, leftovers, options);
    // The query goes before a fragment, after "?" or "&" as the URL needs.
    if (query) {
      if (template.pathOnly) target += `?${query}`;
      else {
        const [, base, fragment] = /^([^#]*)(.*)$/s.exec(target)!;
        target = base + (!base.includes("?") ? "?" : /[?&]$/.test(base) ? "" : "&") + query + fragment;
      }
    }
  } else if (data === undefined) {
    // undefined has no JSON form; null does (it clears a field), so it stays.
    for (const key of leftovers) if (options[key] !== undefined) setOwn((body ??= {}) as object, key, options[key]);
  }

  if (target[0] === "/" || !/^https?:\/\//i.test(target)) {
    const base = trusted ? options.baseUrl : checkBaseUrl(options.baseUrl, options);
    // Exactly one "/" between the two, whatever either side brings.
    target = (base.endsWith("/") ? base.slice(0, -1) : base) + (target[0] === "/" ? target : `/${target}`);
  }
  if (typeof headers.accept === "string" && mediaType) {
    headers.accept = applyMediaType(headers.accept, trusted ? mediaType : mergeMediaType({ format: "", previews: [] }, mediaType, options));
  }
  // JSON is what leftovers and plain data become. A class instance (FormData,
  // Blob, bytes, a stream) gets no content type: the client knows it better
  // (FormData needs fetch's multipart boundary) and "json" would be wrong.
  if (body !== undefined) {
    // Leftovers (data undefined) are always a plain object: only data needs the check.
    if (data === undefined || typeof data !== "object" || data === null || Array.isArray(data) || isPlain(data)) {
      headers["content-type"] ??= "application/json; charset=utf-8";
    }
  }
  // An empty body makes clients send "content-length: 0", which the API wants
  // for PUT and PATCH; fetch refuses to set that header itself.
  else if (method === "PUT" || method === "PATCH") body = "";

  const result: RequestOptions = { method, url: target, headers };
  if (body !== undefined) result.body = body;
  if (request !== undefined) result.request = request;
  return result;
}
