import { isPlain } from "./util/is-plain.js";
import { invalidOption } from "./util/errors.js";
import { mergeOptions } from "./merge/merge-options.js";
import { parseMerged, parseOptions } from "./parse/parse-options.js";
import { deepCopy } from "./util/deep-copy.js";
import { deepFreeze } from "./util/deep-freeze.js";
import type { EndpointInterface, MergedOptions } from "./types/index.js";

/**
 * Builds an `endpoint` function bound to frozen defaults. `endpoint(x)` is
 * literally `parse(merge(x))`; `.defaults()` merges once, up front, so a
 * derived function pays nothing extra per call. `DEFAULTS`, `defaults`,
 * `merge` and `parse` are read-only, non-configurable properties.
 *
 * @example
 * const api = withDefaults(endpoint.DEFAULTS).defaults({ baseUrl: "https://ghe.example.com/api/v3" });
 * api("GET /user").url; // "https://ghe.example.com/api/v3/user"
 */
export function withDefaults(DEFAULTS: Readonly<MergedOptions>): EndpointInterface {
  // Merges copy from a private, unfrozen twin of DEFAULTS: V8 copies a frozen
  // object several times slower, and this copy runs on every call.
  const base = deepCopy(DEFAULTS);
  const merge = (route?: unknown, options?: unknown): MergedOptions => mergeOptions(base, route, options);
  // Equal to parse(merge(x)) for every x; the merged object never escapes, so
  // parse may skip re-validating what merge just validated.
  const endpoint = (route?: unknown, options?: unknown) => parseMerged(mergeOptions(base, route, options), true);
  // No options: the same defaults again (`endpoint.defaults<paths>()` only adds types).
  const defaults = (options: unknown = {}): EndpointInterface => {
    if (!isPlain(options)) throw invalidOption("defaults", options);
    return withDefaults(deepFreeze(deepCopy(mergeOptions(base, options))));
  };
  // Read-only and non-configurable: no other code in the program can swap
  // the defaults (say, a baseUrl) of an endpoint function it was handed.
  return Object.defineProperties(endpoint, {
    DEFAULTS: { value: DEFAULTS, enumerable: true },
    defaults: { value: defaults, enumerable: true },
    merge: { value: merge, enumerable: true },
    parse: { value: parseOptions, enumerable: true },
  }) as unknown as EndpointInterface;
}
