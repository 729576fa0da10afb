import { isPlain } from "./util/is-plain.js";
import { invalidOption } from "./util/errors.js";
import { hasOwn, ownValue, setOwn } from "./util/own.js";
import { checkSameOrigin } from "./util/check-same-origin.js";
import { mergeOptions } from "./merge/merge-options.js";
import { checkMerged } from "./merge/check-merged.js";
import { DEFAULTS as ROOT } from "./merge/defaults.js";
import { parseOptions } from "./parse/parse-options.js";
import { deepCopy } from "./util/deep-copy.js";
import { deepFreeze } from "./util/deep-freeze.js";
import type { Described } from "./openapi/parse-described.js";
import type { OpenapiSupport } from "./openapi/openapi-support.js";
import type { EndpointInterface, MergedOptions } from "./types/index.js";

/**
 * Builds an `endpoint` function bound to frozen defaults (and, with
 * `described`, to an OpenAPI description). `endpoint(x)` is literally
 * `parse(merge(x))`; `.defaults()` merges once, up front, so a derived
 * function pays nothing extra per call; `.defaults({ openapi })` compiles a
 * description once, and cascades keep it. `DEFAULTS`, `defaults`, `merge`
 * and `parse` are read-only, non-configurable properties.
 *
 * @example
 * const api = withDefaults(endpoint.DEFAULTS).defaults({ baseUrl: "https://ghe.example.com/api/v3" });
 * api("GET /user").url; // "https://ghe.example.com/api/v3/user"
 */
export function withDefaults(
  DEFAULTS: Readonly<MergedOptions>,
  support?: OpenapiSupport,
  described?: Described,
): EndpointInterface {
  // Merges copy from a private, unfrozen twin of DEFAULTS: V8 copies a frozen
  // object several times slower, and this copy runs on every call.
  const base = deepCopy(DEFAULTS);
  // A description may declare methods beyond the seven (QUERY, COPY) and names
  // that look like options (`Url`): its merge takes them.
  const merge =
    support && described
      ? support.merge(base, described.api)
      : (route?: unknown, options?: unknown): MergedOptions => mergeOptions(base, route, options);
  const check = support && described ? support.check(described.api) : checkMerged;
  // Equal to parse(merge(x)) for every x; the merged object never escapes, so
  // it skips checkMerged, which repeats for hand-made options what merge checked.
  const parseDescribed = support && described ? support.parse : undefined;
  const endpoint = parseDescribed
    ? (route?: unknown, options?: unknown) => parseDescribed(merge(route, options), described!)
    : (route?: unknown, options?: unknown) => parseOptions(mergeOptions(base, route, options));
  const parse = parseDescribed
    ? (options: unknown) => parseDescribed(check(options), described!)
    : (options: unknown) => parseOptions(checkMerged(options));
  // No options: the same defaults again (`endpoint.defaults<paths>()` only adds types).
  const defaults = (options: unknown = {}): EndpointInterface => {
    if (!isPlain(options)) throw invalidOption("defaults", options);
    if (hasOwn.call(options, "openapi")) return withDescription(base, options, support);
    const merged = deepCopy(merge(without(options, "serverVariables")));
    // A baseUrl given now wins over every server of the description.
    let next = described && options.baseUrl !== undefined ? { ...described, serverBase: undefined } : described;
    if (hasOwn.call(options, "serverVariables"))
      next = rebind(merged, options.serverVariables, { described: next, support });
    return withDefaults(deepFreeze(merged), support, next);
  };
  // Read-only and non-configurable: no other code in the program can swap
  // the defaults (say, a baseUrl) of an endpoint function it was handed.
  return Object.defineProperties(endpoint, {
    DEFAULTS: { value: DEFAULTS, enumerable: true },
    defaults: { value: defaults, enumerable: true },
    merge: { value: merge, enumerable: true },
    parse: { value: parse, enumerable: true },
  }) as unknown as EndpointInterface;
}

// `.defaults({ openapi, ...options })`: the description compiled once; its
// first server is the base URL unless `baseUrl` is given; GitHub's accept
// header is dropped unless these options set one (`openapi: null` removes a
// description).
function withDescription(
  base: MergedOptions,
  options: { [key: string]: unknown },
  support: OpenapiSupport | undefined,
): EndpointInterface {
  const rest = without(without(options, "openapi"), "serverVariables");
  const variables = options.serverVariables;
  if (options.openapi === null || options.openapi === undefined) {
    if (variables !== undefined) throw invalidOption("serverVariables", variables, NO_DESCRIPTION);
    return withDefaults(deepFreeze(deepCopy(mergeOptions(base, rest))), support);
  }
  if (!support)
    throw invalidOption(
      "openapi",
      options.openapi,
      ' (descriptions are read by the endpoint of "rest-endpoint/openapi"; in a browser, rest-endpoint.openapi.umd.min.js)',
    );
  const api = support.compile(options.openapi);
  const servers = support.bind(api, variables, {});
  const merged = support.merge(base, api)(rest);
  const given = rest.baseUrl !== undefined;
  if (!given && servers.base !== undefined) {
    // A guarded endpoint's origin holds for the description's server too.
    if (ownValue(base, "allowAbsoluteUrls") === false) checkSameOrigin("openapi", servers.base, base.baseUrl);
    merged.baseUrl = servers.base;
  }
  const headers = isPlain(rest.headers) ? Object.keys(rest.headers) : [];
  const accept = headers.some((name) => name.toLowerCase() === "accept");
  if (!accept && merged.headers.accept === ROOT.headers.accept) delete merged.headers.accept;
  const serverBase = given ? undefined : merged.baseUrl;
  return withDefaults(deepFreeze(deepCopy(merged)), support, { api, servers, serverBase });
}

// `.defaults({ serverVariables })` on a described endpoint: its servers again
// with these variables; the base URL follows them unless a baseUrl was given.
function rebind(
  merged: MergedOptions,
  variables: unknown,
  { described, support }: { described: Described | undefined; support: OpenapiSupport | undefined },
): Described {
  if (!support || !described) throw invalidOption("serverVariables", variables, NO_DESCRIPTION);
  const servers = support.bind(described.api, variables, described.servers.chosen);
  if (described.serverBase === undefined || servers.base === undefined) return { ...described, servers };
  if (ownValue(merged, "allowAbsoluteUrls") === false) checkSameOrigin("serverVariables", servers.base, merged.baseUrl);
  merged.baseUrl = servers.base;
  return { ...described, servers, serverBase: servers.base };
}

const NO_DESCRIPTION = " (server variables need an OpenAPI description: .defaults({ openapi, serverVariables }))";

// The options without `key` (the same object when it has none).
function without(options: { [key: string]: unknown }, key: string): { [key: string]: unknown } {
  if (!hasOwn.call(options, key)) return options;
  const rest: { [key: string]: unknown } = {};
  for (const name of Object.keys(options)) if (name !== key) setOwn(rest, name, options[name]);
  return rest;
}
