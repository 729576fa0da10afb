import { fail, invalidOption, type RouteRef } from "../errors.js";
import { isPlain } from "../objects/is-plain.js";
import { parseRoute } from "./parse-route.js";
import { normalizeMethod } from "./methods.js";
import { mergeHeaders } from "./merge-headers.js";
import { deepCopy } from "../objects/deep-copy.js";
import { mergeKey } from "../objects/deep-merge.js";
import { hasOwn } from "../objects/own.js";
import { OPTION_NAMES } from "./option-names.js";
import type { MergedOptions } from "../types/index.js";

type Options = { [key: string]: unknown };
type MediaType = MergedOptions["mediaType"];

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
export function mergeOptions(defaults: Readonly<MergedOptions>, route?: unknown, options?: unknown): MergedOptions {
  const merged = copyDefaults(defaults);
  const routed = typeof route === "string";
  const parsed = routed ? parseRoute(route) : undefined;
  const given = optionsObject(routed ? options : route, parsed ?? {});
  const { method, url } = parsed ?? given;
  if (routed ? given.method !== undefined || given.url !== undefined : options !== undefined) {
    // Which one should win would be a guess: the route, or the options?
    throw fail("ERR_INVALID_OPTION", routed ? (given.method !== undefined ? "method" : "url") : "second argument", { method, url }, routed ? " (the route string sets it)" : " (only a route string may come first)");
  }
  if (url !== undefined) {
    if (typeof url !== "string" && url !== null) throw invalidOption("url", {}, url);
    merged.url = url;
  }
  if (method !== undefined) merged.method = routed ? (method as MergedOptions["method"]) : normalizeMethod(method, given);
  for (const key of Object.keys(given)) {
    const value = given[key];
    if (value === undefined) {
      if (!OPTION_NAMES.has(key) && hasOwn.call(merged, key)) merged[key] = undefined;
    } else if (key === "baseUrl") {
      merged.baseUrl = checkBaseUrl(value, merged);
    } else if (key === "headers") {
      mergeHeaders(merged.headers, value, merged);
    } else if (key === "mediaType") {
      mergeMediaType(merged.mediaType, value, merged);
    } else if (key !== "method" && key !== "url") {
      if (key === "request" && !isPlain(value)) throw invalidOption(key, merged, value);
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
// times slower, and merge adds every parameter.
function copyDefaults(defaults: Readonly<MergedOptions>): MergedOptions {
  let deep = DEEP_KEYS.get(defaults);
  if (!deep) DEEP_KEYS.set(defaults, (deep = Object.keys(defaults).filter((key) => key !== "headers" && key !== "mediaType" && typeof defaults[key] == "object" && defaults[key])));
  const merged: MergedOptions = Object.assign({}, defaults);
  merged.headers = Object.assign({}, defaults.headers);
  merged.mediaType = { format: defaults.mediaType.format, previews: defaults.mediaType.previews.slice() };
  for (const key of deep) merged[key] = deepCopy(defaults[key]);
  return merged;
}

/**
 * Validates a `mediaType` option and merges it into `target` (the merge's
 * own copy): a format replaces, previews are added (union, stored without
 * the `-preview` suffix, so `mercy` and `mercy-preview` are one preview).
 *
 * @example
 * mergeMediaType({ format: "", previews: ["mercy"] }, { previews: ["mercy-preview", "squirrel-girl"] }, {});
 * // { format: "", previews: ["mercy", "squirrel-girl"] }
 */
export function mergeMediaType(target: MediaType, mediaType: unknown, route: RouteRef): MediaType {
  const bad = (name: string, value: unknown, expected: string) =>
    invalidOption(name ? `mediaType.${name}` : "mediaType", route, value, ` (expected ${expected})`);
  if (!isPlain(mediaType)) throw bad("", mediaType, "an object");
  const { format, previews, ...rest } = mediaType;
  for (const key of Object.keys(rest)) if (rest[key] !== undefined) throw bad(key, rest[key], "only format and previews");
  if (format !== undefined) {
    if (typeof format !== "string" || !/^[a-z\d.+-]*$/i.test(format)) throw bad("format", format, 'a format like "raw"');
    target.format = format;
  }
  if (previews !== undefined) {
    if (!Array.isArray(previews)) throw bad("previews", previews, "an array");
    const names = new Set(target.previews);
    for (const preview of previews) {
      if (typeof preview !== "string" || !/^[a-z\d-]+$/i.test(preview) || preview === "-preview") throw bad("previews", preview, 'names like "mercy"');
      names.add(preview.replace(/-preview$/, ""));
    }
    target.previews = [...names];
  }
  return target;
}

/**
 * Validates `baseUrl`: an absolute `http:` or `https:` URL without query or
 * fragment, since the path is appended to it.
 *
 * @example
 * checkBaseUrl("https://ghe.example.com/api/v3", {}); // "https://ghe.example.com/api/v3"
 */
export function checkBaseUrl(value: unknown, route: RouteRef): string {
  if (typeof value === "string" && /^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/i.test(value)) return value;
  throw invalidOption("baseUrl", route, value, " (expected an absolute http(s) URL)");
}

function optionsObject(options: unknown, route: RouteRef): Options {
  if (options === undefined) return {};
  if (isPlain(options)) return options;
  throw route.url
    ? invalidOption("options", route, options)
    : fail("ERR_INVALID_ROUTE", options, {}, " (expected a route string or an options object)");
}
