import { isPlain } from "./util/is-plain.js";
import { invalidOption } from "./util/errors.js";
import { hasOwn, ownValue, setOwn } from "./util/own.js";
import { mergeOptions } from "./merge/merge-options.js";
import { checkMerged } from "./merge/check-merged.js";
import { parseOptions } from "./parse/parse-options.js";
import { deepCopy } from "./util/deep-copy.js";
import { deepFreeze } from "./util/deep-freeze.js";
import type { EndpointInterface, MergedOptions, RequestOptions } from "./types/index.js";

type Options = { [key: string]: unknown };

/**
 * What an endpoint function does over its defaults: its call, `merge`,
 * `parse`, and `.defaults()` (given a plain object). The core's is
 * {@link plainEndpoint}; `rest-endpoint/openapi` brings its own, which reads
 * descriptions, so the core holds none of that code.
 */
export interface Behaviour {
  readonly call: (route?: unknown, options?: unknown) => RequestOptions;
  readonly merge: (route?: unknown, options?: unknown) => MergedOptions;
  readonly parse: (options: unknown) => RequestOptions;
  readonly defaults: (options: Options) => EndpointInterface;
}

/**
 * Builds an `endpoint` function bound to frozen defaults, doing what
 * `behave` makes of a private copy of them. `DEFAULTS`, `defaults`, `merge`
 * and `parse` are read-only, non-configurable properties.
 *
 * @example
 * const api = withDefaults(endpoint.DEFAULTS, plainEndpoint).defaults({ baseUrl: "https://ghe.example.com/api/v3" });
 * api("GET /user").url; // "https://ghe.example.com/api/v3/user"
 */
export function withDefaults(
  DEFAULTS: Readonly<MergedOptions>,
  behave: (base: MergedOptions) => Behaviour,
): EndpointInterface {
  // Merges copy from a private, unfrozen twin of DEFAULTS: V8 copies a frozen
  // object several times slower, and this copy runs on every call.
  const { call, merge, parse, defaults } = behave(deepCopy(DEFAULTS));
  // No options: the same defaults again (`endpoint.defaults<paths>()` only adds types).
  const checked = (options: unknown = {}): EndpointInterface => {
    if (!isPlain(options)) throw invalidOption("defaults", options);
    return defaults(options);
  };
  // Read-only and non-configurable: no other code in the program can swap
  // the defaults (say, a baseUrl) of an endpoint function it was handed.
  const properties = { DEFAULTS, defaults: checked, merge, parse };
  for (const [name, value] of Object.entries(properties)) {
    Object.defineProperty(call, name, { value, enumerable: true });
  }
  return call as unknown as EndpointInterface;
}

/**
 * The core's endpoint function: {@link plainCalls}, and a `.defaults()`
 * that merges once, up front, so a derived function pays nothing extra per
 * call. A description (`.defaults({ openapi })`) needs the `endpoint` of
 * `rest-endpoint/openapi`.
 *
 * @example
 * withDefaults(DEFAULTS, plainEndpoint)("GET /user").url; // "https://api.github.com/user"
 */
export function plainEndpoint(base: MergedOptions): Behaviour {
  return {
    ...plainCalls(base),
    defaults: (options) => {
      const openapi = ownValue(options, "openapi");
      if (openapi !== undefined && openapi !== null) {
        throw invalidOption(
          "openapi",
          openapi,
          ' (descriptions are read by the endpoint of "rest-endpoint/openapi"; in a browser, rest-endpoint.openapi.umd.min.js)',
        );
      }
      return undescribed(base, options, plainEndpoint);
    },
  };
}

/**
 * The call, `merge` and `parse` of an endpoint function without a
 * description: `endpoint(x)` is literally `parse(merge(x))`.
 *
 * @example
 * plainCalls(deepCopy(DEFAULTS)).call("GET /user").url; // "https://api.github.com/user"
 */
export function plainCalls(base: MergedOptions): Omit<Behaviour, "defaults"> {
  return {
    // Equal to parse(merge(x)) for every x; the merged object never escapes,
    // so it skips checkMerged, which repeats for hand-made options what merge checked.
    call: (route, options) => parseOptions(mergeOptions(base, route, options)),
    merge: (route, options) => mergeOptions(base, route, options),
    parse: (options) => parseOptions(checkMerged(options)),
  };
}

/**
 * `.defaults(options)` that leaves no description in effect: the options
 * merged (`openapi: null` removes a description, and has nothing else to
 * do); server variables need a description.
 *
 * @example
 * undescribed(base, { openapi: null, per_page: 100 }, plainEndpoint).DEFAULTS.per_page; // 100
 */
export function undescribed(
  base: MergedOptions,
  options: Options,
  behave: (base: MergedOptions) => Behaviour,
): EndpointInterface {
  const removing = hasOwn(options, "openapi");
  // Beside `openapi: null`, an undefined `serverVariables` is "not given".
  if (hasOwn(options, "serverVariables") && (!removing || options.serverVariables !== undefined)) {
    throw invalidOption("serverVariables", options.serverVariables, NO_DESCRIPTION);
  }
  const merged = mergeOptions(base, without(options, "openapi", "serverVariables"));
  return withDefaults(deepFreeze(deepCopy(merged)), behave);
}

const NO_DESCRIPTION = " (server variables need an OpenAPI description: .defaults({ openapi, serverVariables }))";

/**
 * A copy of the options without `keys`.
 *
 * @example
 * without({ openapi: null, per_page: 100 }, "openapi", "serverVariables"); // { per_page: 100 }
 */
export function without(options: Options, ...keys: string[]): Options {
  const rest: Options = {};
  for (const name of Object.keys(options)) if (!keys.includes(name)) setOwn(rest, name, options[name]);
  return rest;
}
