import { endpointError, invalidOption, withRoute } from "../util/errors.js";
import { describeValue } from "../util/describe-value.js";
import { isPlain } from "../util/is-plain.js";
import { canonicalMethod, normalizeMethod } from "../util/methods.js";
import { keep } from "../util/bounded-cache.js";
import { mergeHeaders } from "./merge-headers.js";
import { checkBaseUrl } from "./check-base-url.js";
import { checkSameOrigin } from "../util/check-same-origin.js";
import { mergeMediaType } from "./merge-media-type.js";
import { mergeSignal } from "./abort-signal.js";
import { deepCopy } from "../util/deep-copy.js";
import { mergeKey } from "../util/merge-key.js";
import { copyOwn, ownValue, setOwn } from "../util/own.js";
import { nearOptionName, OPTION_NAME_SET } from "../util/option-names.js";
import type { MergedOptions, RequestMethod } from "../types/index.js";

type Options = { [key: string]: unknown };

/**
 * A route string split into its parts; `method` is `undefined` for a
 * URL-only route, and always an own key (a polluted
 * `Object.prototype.method` is never read through it).
 */
interface ParsedRoute {
  readonly method: RequestMethod | undefined;
  readonly url: string;
}

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
    // Programs use a handful of route strings over and over: each is split once (bounded cache).
    const parsed = typeof route === "string" ? (ROUTES.get(route) ?? parseRoute(route)) : undefined;
    const input = parsed ? options : route;
    const given = isPlain(input) ? input : optionsObject(input, route, parsed);
    const merged = copyDefaults(defaults);
    const call: Call = { defaults, declared, parsed, given, second: options, merged };
    mergeRoute(call);
    try {
      return mergeGiven(call);
    } catch (error) {
      // Errors name merged's own method and url (which reads no inherited ones).
      throw withRoute(error, merged);
    }
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

// The method and url, from the route string or the options object. Until
// they are merged, errors name the method and url as given.
function mergeRoute({ parsed, given, second, merged }: Call): void {
  const givenMethod = ownValue(given, "method");
  const givenUrl = ownValue(given, "url");
  try {
    // Which one should win would be a guess: the route, or the options?
    if (parsed && (givenMethod !== undefined || givenUrl !== undefined)) {
      throw endpointError(
        "ERR_INVALID_OPTION",
        givenMethod !== undefined ? "method" : "url",
        " (the route string sets it)",
      );
    }
    if (!parsed && second !== undefined) {
      throw endpointError("ERR_INVALID_OPTION", "second argument", " (only a route string may come first)");
    }
    const url = parsed ? parsed.url : givenUrl;
    if (url !== undefined) {
      if (typeof url !== "string" && url !== null) throw invalidOption("url", url);
      merged.url = url;
    }
    if (parsed?.method !== undefined) merged.method = parsed.method;
    else if (!parsed && givenMethod !== undefined) merged.method = normalizeMethod(givenMethod);
  } catch (error) {
    throw withRoute(error, parsed ?? { method: givenMethod, url: givenUrl });
  }
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
      if (!OPTION_NAME_SET.has(key) && Object.hasOwn(merged, key)) setOwn(merged, key, undefined);
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
      // A plain object is merged into the defaults' one, all the way down;
      // any other value (most are strings or numbers) replaces it, with no lookup.
      if (isPlain(value)) mergeKey(merged, key, value);
      else if (key === "request" || key === "parameters") throw invalidOption(key, value);
      else setOwn(merged, key, value);
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
  const merged: MergedOptions = Object.hasOwn(defaults, "__proto__")
    ? copyOwn({} as MergedOptions, defaults)
    : Object.assign({}, defaults);
  const { headers } = defaults;
  merged.headers = Object.hasOwn(headers, "__proto__") ? copyOwn({}, headers) : Object.assign({}, headers);
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
  return Object.keys(defaults).filter((key) => {
    if (key === "headers" || key === "mediaType") return false;
    const value = defaults[key];
    return typeof value === "object" && value !== null;
  });
}

// What is not a plain object where the options go: nothing ({}), or an
// error that says what the call looks like.
function optionsObject(options: unknown, route: unknown, parsed: ParsedRoute | undefined): Options {
  if (options === undefined) return {};
  if (!parsed) throw endpointError("ERR_INVALID_ROUTE", options, " (expected a route string or an options object)");
  // endpoint("get", "/user"): a route split in two.
  const method = parsed.method === undefined ? canonicalMethod(parsed.url) : undefined;
  if (method && typeof options === "string") {
    const hint = `did you mean endpoint(${describeValue(`${method} ${options.trim()}`)})?`;
    throw endpointError("ERR_INVALID_ROUTE", route, ` and ${describeValue(options)} as two arguments (${hint})`);
  }
  throw withRoute(invalidOption("options", options), parsed);
}

// One or two words, surrounded and separated by whitespace. Anchored, and
// each part can end only one way, so it runs in linear time.
const ROUTE = /^\s*(\S+)(?:\s+(\S+))?\s*$/;

const ROUTES = new Map<string, ParsedRoute>();

// Splits "<METHOD> <url>" (or a bare URL) on runs of whitespace and
// validates the method. Anything else (empty, three parts) is rejected
// rather than guessed at. An unknown method names the route as written.
function parseRoute(route: string): ParsedRoute {
  const parts = ROUTE.exec(route);
  if (!parts) throw endpointError("ERR_INVALID_ROUTE", route, ' (expected "<METHOD> <url>" or "<url>")');
  // Group 1 always matches (\S+); group 2 only when there are two parts.
  const first = parts[1]!;
  const url = parts[2];
  // A bare URL has no method.
  let method: RequestMethod | undefined;
  if (url !== undefined) {
    try {
      method = normalizeMethod(first);
    } catch (error) {
      throw withRoute(error, { method: first, url });
    }
  }
  return keep(ROUTES, route, () => ({ method, url: url ?? first }));
}
