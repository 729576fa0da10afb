import { endpointError, invalidOption, invalidParameter, withRoute } from "../util/errors.js";
import { withArticle } from "../util/describe-value.js";
import { ownValue, setOwn } from "../util/own.js";
import { compileTemplate } from "../template/compile-template.js";
import { expandQuery } from "../template/expand-query.js";
import { writeUrl } from "../template/write-url.js";
import { checkSameOrigin } from "../util/check-same-origin.js";
import { checkContentLength } from "../util/content-length.js";
import { isBodyless } from "../util/methods.js";
import { isJsonBody } from "../util/json-text.js";
import { isCredentialName, OPTION_NAME_SET } from "../util/option-names.js";
import { BODY_VALUE_HINT, isBodyValue, MULTIPART_FORM } from "../util/body-value.js";
import type { MergedOptions, RequestOptions } from "../types/index.js";
import { applyMediaType } from "./apply-media-type.js";
import type { ParameterView, Parameters } from "./parameter-view.js";
import type { Plan } from "./plan.js";
import { credentialNameError } from "./credential-name-error.js";
import { QUERY_NAMES, refuseNestedQuery } from "./refuse-nested-query.js";

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
export function parseOptions(merged: MergedOptions, plan?: Plan): RequestOptions {
  try {
    return buildRequest(merged, plan);
  } catch (error) {
    // Errors name the merged options' own method and url (a missing or bad url names none).
    throw withRoute(error, merged);
  }
}

// The one request builder: a description's plan places what its operation
// declares; without one, the template places its names.
function buildRequest(merged: MergedOptions, plan: Plan | undefined): RequestOptions {
  const template = plan ? plan.template : compileTemplate(urlOf(merged));
  const placed = plan ? plan.placed : template.names;
  const { method } = merged;
  const bodyless = isBodyless(method);
  const given = ownValue(merged, "data");
  // The leftovers go to the query, or to the body unless `data` is the body.
  let gathered: Pass["body"];
  if (!bodyless && (plan || given === undefined)) {
    // A described body's fields, or leftovers under a multipart content type, are a form: files are fields.
    const type = ownValue(merged.headers, "content-type");
    gathered = plan || (typeof type === "string" && MULTIPART_FORM.test(type)) ? "form" : "json";
  }
  // A description's body may have a field named `query`: no other client's habit there.
  const read = readParameters(merged, placed, { body: gathered, nestedQuery: !plan });
  const placement = plan?.place(read, merged);
  const data = placement ? placement.data : given;
  const { params, ignored, leftovers } = read;
  // Written where the template's query ends, once its own values are (with `data`, the error below comes first).
  const searchTerms = placement ? placement.searchTerms : true;
  const more = bodyless && leftovers && data === undefined;
  const query =
    more || placement?.query
      ? () => (placement?.query ?? "") + (more ? expandQuery(params, placed, ignored, searchTerms) : "")
      : undefined;
  let target = writeUrl(template, placement ? placement.values : params, placement ? NOTHING : ignored, query);
  // Once the URL is known to be right: a placeholder named `data` is a missing parameter, not a body.
  if (bodyless && data !== undefined) {
    throw endpointError("ERR_BODY_NOT_ALLOWED", "data", ` (${withArticle(method)} request has no body)`);
  }
  const baseUrl = placement ? placement.baseUrl() : ownValue(merged, "baseUrl");
  // A relative template's URL stays relative (writeUrl): no need to look.
  if (template.relative || !/^https?:\/\//i.test(target)) target = joinBaseUrl(baseUrl, target);
  else if (ownValue(merged, "allowAbsoluteUrls") === false) checkSameOrigin("url", target, baseUrl);
  let body: unknown = data;
  if (body === undefined) body = placement ? placement.body : read.body;
  if (placement) body = placement.finish(merged.headers, body);
  return requestOptions(merged, target, body, data);
}

// A described template's values are placed by name: no option name to ignore.
const NOTHING: ReadonlySet<string> = new Set();

/**
 * The request options for a URL and body already built: `mediaType`'s
 * amendment of `accept`, the body with its content type, `content-length`
 * checked against it, and `request` passed on. JSON is what leftovers and
 * plain data become, so they get its content type. A class instance
 * (FormData, Blob, bytes, a stream) gets none: the client knows it better
 * (FormData needs fetch's multipart boundary). An empty PUT or PATCH body
 * makes clients send "content-length: 0", which the API wants; fetch
 * refuses to set that header itself.
 *
 * @example
 * requestOptions(mergeOptions(DEFAULTS, "POST /x"), "https://api.github.com/x", { a: 1 }, undefined).headers["content-type"];
 * // "application/json; charset=utf-8"
 */
// eslint-disable-next-line max-params -- `data` says where the body came from: a cheaper JSON test than the body's own
function requestOptions(merged: MergedOptions, url: string, body: unknown, data: unknown): RequestOptions {
  const { method, headers, mediaType } = merged;
  const accept = ownValue(headers, "accept");
  // Most calls ask for no format and no preview: then accept stays as it is.
  if (typeof accept === "string" && (mediaType.format || mediaType.previews.length > 0)) {
    headers.accept = applyMediaType(accept, mediaType);
  }
  const result: RequestOptions = { method, url, headers };
  if (body !== undefined) {
    if ((data === undefined || isJsonBody(data)) && !Object.hasOwn(headers, "content-type")) {
      headers["content-type"] = JSON_CONTENT_TYPE;
    }
    result.body = body;
  } else if (method === "PUT" || method === "PATCH") {
    result.body = "";
  }
  // Only a content-length the caller gave can disagree with the body.
  if (Object.hasOwn(headers, "content-length")) checkContentLength(headers, result.body);
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
  // A string, null or none: mergeOptions, which every merged options come from, refuses any other url.
  const url = ownValue(merged, "url") as string | null | undefined;
  if (!url) throw endpointError("ERR_MISSING_URL", "url");
  return url;
}

/** What the pass over the parameters does besides building the view and refusing credential names. */
interface Pass {
  /**
   * Gathers the leftovers into a body: `"json"` refuses a value fetch would
   * send as a body itself (a `Blob`, bytes, a `FormData`...: written as
   * JSON it would be `{}`, its data lost), `"form"` takes it as a file field;
   * `undefined`, no body (they go to the query, or `data` is the body).
   */
  readonly body: "json" | "form" | undefined;
  /** Refuses another client's nested query (`searchParams: { page: 2 }`); off for a described operation, whose body may have a field named `query`. */
  readonly nestedQuery: boolean;
}

/**
 * The one pass over a call's parameters. Its view: the keys of the merged
 * options that are not options, plus the keys of the `parameters` option,
 * which are always parameters (a parameter named `url` or `data` goes
 * there); without `parameters`, the merged options themselves, read with
 * the option names ignored. Its leftovers, the parameters `placed` (the
 * template's or the description's names) does not hold, are checked as
 * they are gathered: one named like a credential header (`authorization`)
 * would be sent in a query, and so in every log on its way, or in a body,
 * and another client's nested query would be one odd parameter; both throw
 * `ERR_INVALID_OPTION`, `ERR_INVALID_PARAMETER`, unless given in
 * `parameters`, on purpose. undefined has no JSON form; null does (it
 * clears a field), so it stays in a body.
 *
 * @example
 * const merged = mergeOptions(DEFAULTS, "POST /x/{a}", { a: 1, b: 2, c: undefined });
 * readParameters(merged, new Set(["a"]), { body: "json", nestedQuery: true }).body; // { b: 2 }
 */
function readParameters(merged: MergedOptions, placed: ReadonlySet<string>, pass: Pass): Parameters {
  // A plain object: mergeOptions, which every merged options come from, refuses any other value.
  const given = ownValue(merged, "parameters") as { readonly [name: string]: unknown } | undefined;
  // The common case, no `parameters`, allocates nothing for the view.
  const { params, ignored } = given ? withParameters(merged, given) : { params: merged, ignored: OPTION_NAME_SET };
  let body: object | undefined;
  let leftovers = false;
  // for...in, not Object.keys: no array per call (the view is the library's
  // own object, with no getters). Own keys only, as ever.
  for (const key in params) {
    if (ignored.has(key) || placed.has(key) || !Object.hasOwn(params, key)) continue;
    const value = params[key];
    if (value === undefined) continue;
    leftovers = true;
    if (!given || !Object.hasOwn(given, key)) {
      if (isCredentialName(key)) throw credentialNameError(key, merged.method);
      if (pass.nestedQuery && QUERY_NAMES.has(key)) refuseNestedQuery(key, value, merged.method);
    }
    if (pass.body === undefined) continue;
    // A list is JSON's own; another object may be a body of its own.
    if (pass.body === "json" && typeof value === "object" && !Array.isArray(value) && isBodyValue(value)) {
      throw invalidParameter(key, value, BODY_VALUE_HINT);
    }
    setOwn((body ??= {}), key, value);
  }
  return { params, ignored, body, leftovers };
}

// The view with the `parameters` option: the merged options' parameters,
// then its keys, and the option names it does not use as parameters.
function withParameters(merged: MergedOptions, given: { readonly [name: string]: unknown }): ParameterView {
  const params: { [name: string]: unknown } = {};
  for (const key of Object.keys(merged)) if (!OPTION_NAME_SET.has(key)) setOwn(params, key, merged[key]);
  for (const key of Object.keys(given)) setOwn(params, key, given[key]);
  return { params, ignored: new Set([...OPTION_NAME_SET].filter((name) => !Object.hasOwn(given, name))) };
}

/**
 * Joins a base URL and a path with exactly one "/" between them, whatever
 * either side brings. A string here was checked already (by mergeOptions or
 * checkMerged); a missing one is an error only now, since an absolute url needs none.
 *
 * @example
 * joinBaseUrl("https://a.test/", "/x"); // "https://a.test/x"
 */
function joinBaseUrl(baseUrl: unknown, path: string): string {
  if (typeof baseUrl !== "string") throw invalidOption("baseUrl", baseUrl, " (expected an absolute http(s) URL)");
  const base = baseUrl.endsWith("/") ? baseUrl.slice(0, -1) : baseUrl;
  return path[0] === "/" ? base + path : `${base}/${path}`;
}
