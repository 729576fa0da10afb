import { isPlainObject } from "is-plain-object";
import { EndpointError } from "./endpoint-error.js";
import { describeValue, forRoute, type RouteRef } from "./describe.js";
import { parseRoute } from "./parse-route.js";
import { normalizeMethod } from "./methods.js";
import { mergeHeaders } from "./normalize-headers.js";
import { deepCopy } from "./deep-copy.js";
import { deepMerge } from "./deep-merge.js";
import { setOwn } from "./set-own.js";
import { OPTION_NAMES } from "./option-names.js";
import type { MergedOptions } from "./types.js";

type Options = { [key: string]: unknown };

const hasOwn = Object.prototype.hasOwnProperty;

const BASE_URL = /^https?:\/\/[^\s/?#]+(?:\/[^\s?#]*)?$/i;
const FORMAT = /^[A-Za-z0-9.+-]*$/;
const PREVIEW = /^[A-Za-z0-9-]+$/;

/**
 * Combines defaults, a route and options into merged options, without
 * expanding the URL. Validates option types and headers, uppercases the
 * method, lowercases header names, and merges `mediaType.previews` with the
 * defaults' (union, defaults first). Returns fresh objects; the caller's
 * values are shared by reference, never changed.
 *
 * `undefined` means "not given" for `method`, `url`, `baseUrl`, `headers`,
 * `mediaType`, `request` and `data`; for a parameter it overrides a default
 * (the parameter is then not sent), and for a header it removes it.
 *
 * @example
 * mergeOptions(endpoint.DEFAULTS, "POST /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", title: "t" });
 * // { method: "POST", baseUrl: "https://api.github.com", url: "/repos/{owner}/{repo}/issues",
 * //   headers: { ... }, mediaType: { format: "", previews: [] }, owner: "o", repo: "r", title: "t" }
 */
export function mergeOptions(defaults: Readonly<MergedOptions>, route?: unknown, options?: unknown): MergedOptions {
  const merged = copyDefaults(defaults);
  let given: Options;
  if (typeof route === "string") {
    const parsed = parseRoute(route);
    given = optionsObject(options, { method: parsed.method, url: parsed.url });
    const clash = given.method !== undefined ? "method" : given.url !== undefined ? "url" : "";
    if (clash !== "") {
      throw new EndpointError(
        "ERR_INVALID_OPTION",
        `Option ${describeValue(clash)} cannot be combined with the route string ${describeValue(route)}: put it in the route, or pass one options object`,
      );
    }
    merged.url = parsed.url;
    if (parsed.method !== undefined) merged.method = normalizeMethod(parsed.method, parsed);
  } else {
    if (options !== undefined) {
      throw new EndpointError(
        "ERR_INVALID_OPTION",
        `A second argument is only allowed after a route string; got ${describeValue(route)} and ${describeValue(options)}`,
      );
    }
    given = optionsObject(route, {});
    if (given.url !== undefined) merged.url = checkUrl(given.url, given);
    if (given.method !== undefined) merged.method = normalizeMethod(given.method, given);
  }
  for (const key of Object.keys(given)) {
    const value = given[key];
    if (value === undefined) {
      if (!OPTION_NAMES.has(key) && hasOwn.call(merged, key)) merged[key] = undefined;
      continue;
    }
    switch (key) {
      case "method":
      case "url":
        break;
      case "baseUrl":
        merged.baseUrl = checkBaseUrl(value, merged);
        break;
      case "headers":
        mergeHeaders(merged.headers, value, merged);
        break;
      case "mediaType":
        mergeMediaType(merged.mediaType, value, merged);
        break;
      case "request":
        if (!isPlainObject(value)) throw invalidOption("request", "a plain object", value, merged);
        merged.request = merged.request === undefined ? (value as Options) : deepMerge(merged.request, value as object);
        break;
      default: {
        const current = hasOwn.call(merged, key) ? merged[key] : undefined;
        setOwn(merged, key, isPlainObject(value) && isPlainObject(current) ? deepMerge(current as object, value as object) : value);
      }
    }
  }
  return merged;
}

// A fresh, mutable copy of frozen defaults, without the generic deep copy's
// cost for the three keys every defaults object has (this runs on every call).
function copyDefaults(defaults: Readonly<MergedOptions>): MergedOptions {
  const merged: MergedOptions = {
    ...defaults,
    headers: { ...defaults.headers },
    mediaType: { format: defaults.mediaType.format, previews: defaults.mediaType.previews.slice() },
  };
  for (const key in defaults) {
    const value = defaults[key];
    if (typeof value === "object" && value !== null && key !== "headers" && key !== "mediaType") merged[key] = deepCopy(value);
  }
  return merged;
}

/**
 * Validates and merges a `mediaType` option into `target` (the merge's own
 * copy): a format replaces, previews are added (union, stored without the
 * `-preview` suffix).
 *
 * @example
 * mergeMediaType({ format: "", previews: ["mercy"] }, { previews: ["mercy-preview", "squirrel-girl"] }, {});
 * // { format: "", previews: ["mercy", "squirrel-girl"] }
 */
export function mergeMediaType(
  target: { format: string; previews: string[] },
  mediaType: unknown,
  route: RouteRef,
): { format: string; previews: string[] } {
  if (!isPlainObject(mediaType)) throw invalidOption("mediaType", "a plain object", mediaType, route);
  const { format, previews, ...unknown } = mediaType as Options;
  const extra = Object.keys(unknown);
  if (extra.length > 0) throw invalidOption(`mediaType.${extra[0]}`, "absent (known keys: format, previews)", unknown[extra[0]], route);
  if (format !== undefined) {
    if (typeof format !== "string" || !FORMAT.test(format)) {
      throw invalidOption("mediaType.format", "letters, digits, \".\", \"+\" and \"-\" (like \"raw\" or \"text+json\")", format, route);
    }
    target.format = format;
  }
  if (previews !== undefined) {
    if (!Array.isArray(previews)) throw invalidOption("mediaType.previews", "an array of preview names", previews, route);
    for (const preview of previews) {
      const name = typeof preview === "string" && PREVIEW.test(preview) ? preview.replace(/-preview$/, "") : "";
      if (name === "") throw invalidOption("mediaType.previews", "preview names of letters, digits and \"-\" (like \"mercy\")", preview, route);
      if (!target.previews.includes(name)) target.previews.push(name);
    }
  }
  return target;
}

/**
 * Validates `baseUrl`: an absolute `http:` or `https:` URL without query or
 * fragment (the path is appended to it).
 *
 * @example
 * checkBaseUrl("https://ghe.example.com/api/v3", {}); // "https://ghe.example.com/api/v3"
 */
export function checkBaseUrl(value: unknown, route: RouteRef): string {
  if (typeof value === "string" && BASE_URL.test(value)) return value;
  throw invalidOption("baseUrl", "an absolute http(s) URL without query or fragment, like \"https://api.github.com\"", value, route);
}

function checkUrl(value: unknown, route: RouteRef): string | null {
  if (typeof value === "string" || value === null) return value;
  throw invalidOption("url", "a string", value, route);
}

function optionsObject(options: unknown, route: RouteRef): Options {
  if (options === undefined) return {};
  if (isPlainObject(options)) return options as Options;
  if (route.url === undefined) {
    throw new EndpointError(
      "ERR_INVALID_ROUTE",
      `Expected a route string like "GET /users/{user}" or an options object, got ${describeValue(options)}`,
    );
  }
  throw invalidOption("options", "a plain object", options, route);
}

function invalidOption(name: string, expected: string, value: unknown, route: RouteRef): EndpointError {
  return new EndpointError(
    "ERR_INVALID_OPTION",
    `Option ${describeValue(name)} must be ${expected}, got ${describeValue(value)}${forRoute(route)}`,
  );
}
