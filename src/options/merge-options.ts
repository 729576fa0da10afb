import { describeValue, fail, invalidOption, type EndpointError, type RouteRef } from "../errors.js";
import { isPlain } from "../objects/is-plain.js";
import { parseRoute, type ParsedRoute } from "./parse-route.js";
import { canonicalMethod, normalizeMethod } from "./methods.js";
import { mergeHeaders } from "./merge-headers.js";
import { deepCopy } from "../objects/deep-copy.js";
import { mergeKey } from "../objects/deep-merge.js";
import { copyOwn, hasOwn, ownValue, setOwn } from "../objects/own.js";
import { nearOptionName, OPTION_NAMES } from "./option-names.js";
import type { MergedOptions, RequestMethod } from "../types/index.js";

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
  const parsed = typeof route === "string" ? parseRoute(route) : undefined;
  const given = optionsObject(parsed ? options : route, route, parsed);
  const givenMethod = hasOwn.call(given, "method") ? given.method : undefined;
  const givenUrl = hasOwn.call(given, "url") ? given.url : undefined;
  if (parsed) {
    // Which one should win would be a guess: the route, or the options?
    if (givenMethod !== undefined || givenUrl !== undefined) {
      throw fail("ERR_INVALID_OPTION", givenMethod !== undefined ? "method" : "url", parsed, " (the route string sets it)");
    }
  } else if (options !== undefined) {
    throw fail("ERR_INVALID_OPTION", "second argument", { method: givenMethod, url: givenUrl }, " (only a route string may come first)");
  }
  const url = parsed ? parsed.url : givenUrl;
  if (url !== undefined) {
    if (typeof url !== "string" && url !== null) throw invalidOption("url", {}, url);
    merged.url = url;
  }
  const method = parsed ? parsed.method : givenMethod;
  if (method !== undefined) merged.method = parsed ? (method as RequestMethod) : normalizeMethod(method, { method, url });
  // The route error messages name, from own values only (a polluted
  // Object.prototype.url must not show up even there).
  const where: RouteRef = { method: merged.method, url: url !== undefined ? url : ownValue(merged, "url") };
  for (const key of Object.keys(given)) {
    const value = given[key];
    // undefined for every option name, and for most parameters after one lookup.
    const meant = nearOptionName(key);
    if (meant) throw fail("ERR_INVALID_OPTION", key, where, ` (did you mean "${meant}"?)`);
    if (value === undefined) {
      // "Not given" for an option; for a parameter, it overrides a default (which is then not sent).
      if (!OPTION_NAMES.has(key) && hasOwn.call(merged, key)) setOwn(merged, key, undefined);
    } else if (key === "baseUrl") {
      merged.baseUrl = checkBaseUrl(value, where);
    } else if (key === "headers") {
      mergeHeaders(merged.headers, value, where);
    } else if (key === "mediaType") {
      mergeMediaType(merged.mediaType, value, where);
    } else if (key !== "method" && key !== "url") {
      if (key === "request" && !isPlain(value)) throw invalidOption(key, where, value);
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
  if (!deep) DEEP_KEYS.set(defaults, (deep = Object.keys(defaults).filter((key) => key !== "headers" && key !== "mediaType" && typeof defaults[key] == "object" && defaults[key])));
  // Two separate Object.assign calls: each stays monomorphic for V8.
  const merged: MergedOptions = hasOwn.call(defaults, "__proto__") ? copyOwn({} as MergedOptions, defaults) : Object.assign({}, defaults);
  const { headers } = defaults;
  merged.headers = hasOwn.call(headers, "__proto__") ? copyOwn({}, headers) : Object.assign({}, headers);
  merged.mediaType = { format: defaults.mediaType.format, previews: defaults.mediaType.previews.slice() };
  for (const key of deep) setOwn(merged, key, deepCopy(defaults[key]));
  return merged;
}

/**
 * Validates a `mediaType` option and merges it into `target` (the merge's
 * own copy): a format replaces, previews are added (union, stored without
 * the `-preview` suffix, so `mercy` and `mercy-preview` are one preview).
 * Only own keys and array elements are read.
 *
 * @example
 * mergeMediaType({ format: "", previews: ["mercy"] }, { previews: ["mercy-preview", "squirrel-girl"] }, {});
 * // { format: "", previews: ["mercy", "squirrel-girl"] }
 */
export function mergeMediaType(target: MediaType, mediaType: unknown, route: RouteRef): MediaType {
  if (!isPlain(mediaType)) throw badMediaType("", mediaType, "an object", route);
  for (const key of Object.keys(mediaType)) {
    const value = mediaType[key];
    if (value === undefined) continue;
    if (key === "format") {
      if (typeof value !== "string" || !/^[a-z\d.+-]*$/i.test(value)) throw badMediaType(key, value, 'a format like "raw"', route);
      target.format = value;
    } else if (key === "previews") {
      target.previews = addPreviews(target.previews, value, route);
    } else {
      throw badMediaType(key, value, "only format and previews", route);
    }
  }
  return target;
}

function addPreviews(previews: readonly string[], added: unknown, route: RouteRef): string[] {
  if (!Array.isArray(added)) throw badMediaType("previews", added, "an array", route);
  const names = new Set(previews);
  for (let k = 0; k < added.length; k++) {
    // A hole is no name, whatever a polluted Array.prototype holds at its index.
    const preview: unknown = hasOwn.call(added, k) ? added[k] : undefined;
    if (typeof preview !== "string" || !/^[a-z\d-]+$/i.test(preview) || preview === "-preview") throw badMediaType("previews", preview, 'names like "mercy"', route);
    names.add(preview.replace(/-preview$/, ""));
  }
  return [...names];
}

function badMediaType(name: string, value: unknown, expected: string, route: RouteRef): EndpointError {
  return invalidOption(name ? `mediaType.${name}` : "mediaType", route, value, ` (expected ${expected})`);
}

// The WHATWG URL parser, as browsers, Node and Deno all have it (the library
// is type-checked without DOM or Node types).
declare const URL: new (input: string) => { protocol: string; username: string; password: string; host: string; port: string };

// The last baseUrl accepted: parse() of hand-made options checks it again
// on every call, and a URL parse is the dearest step of that check.
let lastBaseUrl = "";

/**
 * Validates `baseUrl`: an absolute `http:` or `https:` URL that the WHATWG
 * URL parser (the one fetch uses) accepts and reads with the host exactly
 * as written, since the request goes to the host the parser reads, not the
 * one a person reads. So no backslash (read as `/`: `https://evil.com\.api.github.com`
 * is host `evil.com`), no whitespace or controls (tabs and newlines are
 * dropped), no user name or password, a valid port, and no spelling the
 * parser rewrites (`127.1`, `%2e`, full-width letters; an IDN host is
 * written in its ASCII `xn--` form, which the message shows). An explicit
 * default port (`:443`) is fine. No query or fragment, since the path is
 * appended to it.
 *
 * @example
 * checkBaseUrl("https://ghe.example.com/api/v3", {}); // "https://ghe.example.com/api/v3"
 * checkBaseUrl("https://a.com:99999", {});            // throws ERR_INVALID_OPTION
 */
export function checkBaseUrl(value: unknown, route: RouteRef): string {
  if (value === lastBaseUrl && lastBaseUrl) return lastBaseUrl;
  const problem = typeof value === "string" ? baseUrlProblem(value) : "expected an absolute http(s) URL";
  if (problem) throw invalidOption("baseUrl", route, value, ` (${problem})`);
  return (lastBaseUrl = value as string);
}

function baseUrlProblem(value: string): string {
  if (value.includes("\\")) return 'a backslash, which URL parsers read as "/"';
  if (!/^https?:\/\/[^\s\0-\x1f\x7f]*$/i.test(value)) return "expected an absolute http(s) URL";
  if (/[?#]/.test(value)) return "expected no query or fragment: the path is appended to it";
  let url;
  try {
    url = new URL(value);
  } catch {
    return "not a valid URL";
  }
  if (url.username || url.password) return "expected no user name or password";
  // The host as written, lowercased as ASCII: a non-ASCII host (an IDN) is
  // different from what the parser reads by definition.
  const written = value.slice(value.indexOf("//") + 2).split("/", 1)[0];
  const ascii = /^[\x21-\x7e]*$/.test(written) ? written.toLowerCase() : "";
  const defaultPort = url.protocol === "https:" ? ":443" : ":80";
  if (ascii === url.host || (url.port === "" && ascii === url.host + defaultPort)) return "";
  return `the URL parser reads the host as ${JSON.stringify(url.host)}; write it that way`;
}

function optionsObject(options: unknown, route: unknown, parsed: ParsedRoute | undefined): Options {
  if (options === undefined) return {};
  if (isPlain(options)) return options;
  if (!parsed) throw fail("ERR_INVALID_ROUTE", options, {}, " (expected a route string or an options object)");
  // endpoint("get", "/user"): a route split in two.
  const method = parsed.method === undefined ? canonicalMethod(parsed.url) : undefined;
  if (method && typeof options === "string") {
    const hint = describeValue(`${method} ${options.trim()}`);
    throw fail("ERR_INVALID_ROUTE", route, {}, ` and ${describeValue(options)} as two arguments (did you mean endpoint(${hint})?)`);
  }
  throw invalidOption("options", parsed, options);
}
