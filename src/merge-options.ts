import { isPlain } from "./is-plain.js";
import { EndpointError } from "./endpoint-error.js";
import { describeValue, type RouteRef } from "./describe.js";
import { parseRoute } from "./parse-route.js";
import { normalizeMethod } from "./methods.js";
import { mergeHeaders } from "./normalize-headers.js";
import { invalidOption } from "./invalid-option.js";
import { deepCopy } from "./deep-copy.js";
import { deepMerge } from "./deep-merge.js";
import { setOwn } from "./set-own.js";
import { OPTION_NAMES } from "./option-names.js";
import type { MergedOptions } from "./types.js";

type Options = { [key: string]: unknown };
type MediaType = MergedOptions["mediaType"];

const hasOwn = Object.prototype.hasOwnProperty;

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
  let given: Options;
  if (typeof route === "string") {
    const { method, url } = parseRoute(route);
    given = optionsObject(options, { method, url });
    if (given.method !== undefined || given.url !== undefined) {
      throw new EndpointError(
        "ERR_INVALID_OPTION",
        `Options "method" and "url" cannot be combined with the route string ${describeValue(route)}: put them in the route`,
      );
    }
    merged.url = url;
    if (method) merged.method = method;
  } else {
    if (options !== undefined) {
      throw invalidOption("options", "absent after an options object (a second argument needs a route string)", options, {});
    }
    given = optionsObject(route, {});
    const { method, url } = given;
    if (url !== undefined) {
      if (typeof url !== "string" && url !== null) throw invalidOption("url", "a string", url, {});
      merged.url = url;
    }
    if (method !== undefined) merged.method = normalizeMethod(method, given);
  }
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
    } else if (key === "request") {
      if (!isPlain(value)) throw invalidOption(key, "a plain object", value, merged);
      merged.request = merged.request ? deepMerge(merged.request, value as object) : (value as Options);
    } else if (key !== "method" && key !== "url") {
      const current = hasOwn.call(merged, key) ? merged[key] : undefined;
      setOwn(merged, key, isPlain(value) && isPlain(current) ? deepMerge(current as object, value as object) : value);
    }
  }
  return merged;
}

// Per frozen defaults object, the keys other than headers and mediaType that
// hold objects (usually none): only those need the generic deep copy.
const DEEP_KEYS = new WeakMap<object, string[]>();

// A fresh, mutable copy of the frozen defaults; this runs on every call.
function copyDefaults(defaults: Readonly<MergedOptions>): MergedOptions {
  let deep = DEEP_KEYS.get(defaults);
  if (!deep) {
    deep = Object.keys(defaults).filter((key) => key !== "headers" && key !== "mediaType" && typeof defaults[key] === "object" && defaults[key] !== null);
    DEEP_KEYS.set(defaults, deep);
  }
  // Object.assign, not spread: V8 (Node 20) makes later property additions
  // to a spread copy some thirty times slower, and merge adds parameters.
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
  if (!isPlain(mediaType)) throw invalidOption("mediaType", "a plain object", mediaType, route);
  for (const key of Object.keys(mediaType as object)) {
    const value = (mediaType as Options)[key];
    if (value === undefined) continue;
    if (key === "format") {
      if (typeof value !== "string" || !/^[a-z\d.+-]*$/i.test(value)) throw invalidOption("mediaType.format", 'a format like "raw"', value, route);
      target.format = value;
    } else if (key === "previews") {
      if (!Array.isArray(value)) throw invalidOption("mediaType.previews", "an array", value, route);
      const names = new Set(target.previews);
      for (const preview of value) {
        const name = typeof preview === "string" && /^[a-z\d-]+$/i.test(preview) ? preview.replace(/-preview$/, "") : "";
        if (!name) throw invalidOption("mediaType.previews", 'preview names like "mercy"', preview, route);
        names.add(name);
      }
      target.previews = [...names];
    } else {
      throw invalidOption(`mediaType.${key}`, "absent (mediaType has format and previews)", value, route);
    }
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
  throw invalidOption("baseUrl", "an absolute http(s) URL", value, route);
}

function optionsObject(options: unknown, route: RouteRef): Options {
  if (options === undefined) return {};
  if (isPlain(options)) return options as Options;
  if (route.url) throw invalidOption("options", "a plain object", options, route);
  throw new EndpointError("ERR_INVALID_ROUTE", `Invalid route ${describeValue(options)}: expected a route string or an options object`);
}
