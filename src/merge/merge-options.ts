import { atRoute, endpointError, invalidOption } from "../util/errors.js";
import { describeValue } from "../util/describe-value.js";
import { isPlain } from "../util/is-plain.js";
import { parseRoute, type ParsedRoute } from "./parse-route.js";
import { canonicalMethod, normalizeMethod } from "../util/methods.js";
import { mergeHeaders } from "./merge-headers.js";
import { checkBaseUrl } from "./check-base-url.js";
import { checkSameOrigin } from "../util/check-same-origin.js";
import { mergeMediaType } from "./merge-media-type.js";
import { mergeSignal } from "./abort-signal.js";
import { deepCopy } from "../util/deep-copy.js";
import { mergeKey } from "../util/merge-key.js";
import { copyOwn, hasOwn, ownValue, setOwn } from "../util/own.js";
import { nearOptionName, OPTION_NAME_SET } from "../util/option-names.js";
import type { MergedOptions } from "../types/index.js";

type Options = { [key: string]: unknown };

/**
 * Combines defaults, a route and options into merged options, without
 * expanding the URL. Validates option types and headers, uppercases the
 * method, lowercases header names, and adds `mediaType.previews` to the
 * defaults' (union, defaults first). Returns fresh objects; the caller's
 * values are shared by reference, never changed.
 *
 * `undefined` means "not given" for the named options; for a parameter it
 * overrides a default (which is then not sent), for a header it removes it.
 *
 * @example
 * mergeOptions(DEFAULTS, "POST /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", title: "t" });
 * // { method: "POST", baseUrl: "https://api.github.com", url: "/repos/{owner}/{repo}/issues",
 * //   headers: { ... }, mediaType: { format: "", previews: [] }, owner: "o", repo: "r", title: "t" }
 */
export const mergeOptions = optionMerger(new Set());

/**
 * {@link mergeOptions} for an endpoint whose OpenAPI description declares
 * names that look like an option (`Url`, `Method`, `Headers`): those are
 * parameters, not near misses. (Which operation declares which, the
 * description's runtime checks.)
 *
 * @example
 * const merge = optionMerger(new Set(["Url"]));
 * merge(DEFAULTS, "POST /calls", { Url: "https://example.com/twiml" }).Url; // "https://example.com/twiml"
 */
export function optionMerger(
  declared: ReadonlySet<string>,
): (defaults: Readonly<MergedOptions>, route?: unknown, options?: unknown) => MergedOptions {
  return (defaults, route, options) => {
    const parsed = typeof route === "string" ? parseRoute(route) : undefined;
    const given = optionsObject(parsed ? options : route, route, parsed);
    const call: Call = { defaults, declared, parsed, given, second: options, merged: copyDefaults(defaults) };
    // Until they are merged, errors name the method and url as given; then by
    // merged's own method and url (which reads no inherited ones).
    atRoute(parsed ?? { method: ownValue(given, "method"), url: ownValue(given, "url") }, mergeRoute, call);
    return atRoute(call.merged, mergeGiven, call);
  };
}

/** One call to merge: what it was given, and the merged options being built. */
interface Call {
  readonly defaults: Readonly<MergedOptions>;
  /** Names a description declares, which are parameters, not near misses. */
  readonly declared: ReadonlySet<string>;
  readonly parsed: ParsedRoute | undefined;
  readonly given: Options;
  /** The second argument, which only a route string may have. */
  readonly second: unknown;
  readonly merged: MergedOptions;
}

// The method and url, from the route string or the options object.
function mergeRoute({ parsed, given, second, merged }: Call): void {
  const givenMethod = ownValue(given, "method");
  const givenUrl = ownValue(given, "url");
  if (parsed) {
    refuseRouteOptions(givenMethod, givenUrl);
  } else if (second !== undefined) {
    throw endpointError("ERR_INVALID_OPTION", "second argument", " (only a route string may come first)");
  }
  const url = parsed ? parsed.url : givenUrl;
  if (url !== undefined) {
    if (typeof url !== "string" && url !== null) throw invalidOption("url", url);
    merged.url = url;
  }
  if (parsed?.method !== undefined) merged.method = parsed.method;
  else if (!parsed && givenMethod !== undefined) merged.method = normalizeMethod(givenMethod);
}

// Every other option and parameter, over the defaults.
function mergeGiven({ defaults, declared, given, merged }: Call): MergedOptions {
  for (const key of Object.keys(given)) {
    const value = given[key];
    // undefined for every option name, and for most parameters after one lookup.
    const meant = nearOptionName(key);
    if (meant && !declared.has(key)) throw endpointError("ERR_INVALID_OPTION", key, ` (did you mean "${meant}"?)`);
    if (value === undefined) {
      // "Not given" for an option; for a parameter, it overrides a default (which is then not sent).
      if (!OPTION_NAME_SET.has(key) && hasOwn(merged, key)) setOwn(merged, key, undefined);
    } else if (key === "baseUrl") {
      merged.baseUrl = checkBaseUrl(value);
      if (ownValue(defaults, "allowAbsoluteUrls") === false) checkSameOrigin(key, merged.baseUrl, defaults.baseUrl);
    } else if (key === "allowAbsoluteUrls") {
      merged.allowAbsoluteUrls = checkAllowAbsoluteUrls(value, defaults);
    } else if (key === "headers") {
      mergeHeaders(merged.headers, value);
    } else if (key === "mediaType") {
      mergeMediaType(merged.mediaType, value);
    } else if (key === "openapi" || key === "serverVariables") {
      throw invalidOption(key, value, ` (only .defaults() takes ${key === "openapi" ? "a description" : "it"})`);
    } else if (key !== "method" && key !== "url" && !(key === "signal" && mergeSignal(merged, value))) {
      if ((key === "request" || key === "parameters") && !isPlain(value)) throw invalidOption(key, value);
      mergeKey(merged, key, value);
    }
  }
  return merged;
}

// Per defaults object, the keys other than headers and mediaType that hold
// objects (usually none): only those need the generic deep copy.
const DEEP_KEYS = new WeakMap<object, string[]>();

// A fresh, mutable copy of the defaults; this runs on every call. Object.assign,
// not spread: V8 (Node 20) makes adding properties to a spread copy some thirty
// times slower, and merge adds every parameter. But Object.assign hands a
// "__proto__" key to the prototype setter, so a source holding one (from
// JSON.parse) is copied key by key instead.
function copyDefaults(defaults: Readonly<MergedOptions>): MergedOptions {
  let deep = DEEP_KEYS.get(defaults);
  if (!deep) DEEP_KEYS.set(defaults, (deep = objectKeys(defaults)));
  // Two separate Object.assign calls: each stays monomorphic for V8.
  const merged: MergedOptions = hasOwn(defaults, "__proto__")
    ? copyOwn({} as MergedOptions, defaults)
    : Object.assign({}, defaults);
  const { headers } = defaults;
  merged.headers = hasOwn(headers, "__proto__") ? copyOwn({}, headers) : Object.assign({}, headers);
  merged.mediaType = { format: defaults.mediaType.format, previews: defaults.mediaType.previews.slice() };
  for (const key of deep) setOwn(merged, key, deepCopy(defaults[key]));
  return merged;
}

// A boolean; once the defaults say false, only false: options from outside
// must not lift the guard that keeps credentials at their origin.
function checkAllowAbsoluteUrls(value: unknown, defaults: Readonly<MergedOptions>): boolean {
  if (typeof value !== "boolean") throw invalidOption("allowAbsoluteUrls", value, " (expected a boolean)");
  if (value && ownValue(defaults, "allowAbsoluteUrls") === false) {
    throw invalidOption("allowAbsoluteUrls", value, " (the defaults set it to false, and a call cannot lift it)");
  }
  return value;
}

function objectKeys(defaults: Readonly<MergedOptions>): string[] {
  const objects = (key: string) => typeof defaults[key] === "object" && defaults[key] !== null;
  return Object.keys(defaults).filter((key) => key !== "headers" && key !== "mediaType" && objects(key));
}

// Which one should win would be a guess: the route, or the options?
function refuseRouteOptions(method: unknown, url: unknown): void {
  if (method !== undefined || url !== undefined) {
    throw endpointError("ERR_INVALID_OPTION", method !== undefined ? "method" : "url", " (the route string sets it)");
  }
}

function optionsObject(options: unknown, route: unknown, parsed: ParsedRoute | undefined): Options {
  if (options === undefined) return {};
  if (isPlain(options)) return options;
  if (!parsed) throw endpointError("ERR_INVALID_ROUTE", options, " (expected a route string or an options object)");
  // endpoint("get", "/user"): a route split in two.
  const method = parsed.method === undefined ? canonicalMethod(parsed.url) : undefined;
  if (method && typeof options === "string") {
    const hint = `did you mean endpoint(${describeValue(`${method} ${options.trim()}`)})?`;
    throw endpointError("ERR_INVALID_ROUTE", route, ` and ${describeValue(options)} as two arguments (${hint})`);
  }
  throw atRoute(parsed, (value) => invalidOption("options", value), options);
}
