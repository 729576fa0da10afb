import { isPlain } from "./util/is-plain.js";
import { hasOwn, ownValue } from "./util/own.js";
import { checkSameOrigin } from "./util/check-same-origin.js";
import { DEFAULTS as ROOT } from "./merge/defaults.js";
import { deepCopy } from "./util/deep-copy.js";
import { deepFreeze } from "./util/deep-freeze.js";
import { plainCalls, undescribed, withDefaults, without, type Behaviour } from "./with-defaults.js";
import { compileOpenapi } from "./openapi/compile-openapi.js";
import { parseDescribed, type Described } from "./openapi/parse-described.js";
import { describedCheck, describedMerge } from "./openapi/merge-described.js";
import { bindServers } from "./openapi/bind-servers.js";
import type { EndpointInterface, MergedOptions } from "./types/index.js";

type Options = { [key: string]: unknown };

/**
 * The endpoint function of `rest-endpoint/openapi`: the core's until
 * `.defaults({ openapi })` compiles a description (once); then calls find
 * their operation in it, and cascades keep it.
 *
 * @example
 * const pets = withDefaults(DEFAULTS, describing()).defaults({ openapi: description });
 * pets("GET /pets/{petId}", { petId: 7 }).url; // "https://pets.example/v1/pets/7"
 */
export function describing(described?: Described): (base: MergedOptions) => Behaviour {
  return (base) => (described ? describedEndpoint(base, described) : readingDescriptions(base));
}

// No description yet: the core's calls, and a `.defaults()` that reads one.
function readingDescriptions(base: MergedOptions): Behaviour {
  return {
    ...plainCalls(base),
    defaults: (options) =>
      hasOwn(options, "openapi") ? withDescription(base, options) : undescribed(base, options, describing()),
  };
}

// A description in effect: its declared methods and option-like names are
// taken by merge, and parse places every parameter where it says.
function describedEndpoint(base: MergedOptions, described: Described): Behaviour {
  const merge = describedMerge(base, described.api);
  const check = describedCheck(described.api);
  return {
    call: (route, options) => parseDescribed(merge(route, options), described),
    merge,
    parse: (options) => parseDescribed(check(options), described),
    defaults: (options) => {
      if (hasOwn(options, "openapi")) return withDescription(base, options);
      const merged = deepCopy(merge(without(options, "serverVariables")));
      // A baseUrl given now wins over every server of the description.
      let next = options.baseUrl !== undefined ? { ...described, serverBase: undefined, serverless: false } : described;
      if (hasOwn(options, "serverVariables")) next = rebind(merged, options.serverVariables, next);
      return withDefaults(deepFreeze(merged), describing(next));
    },
  };
}

// `.defaults({ openapi, ...options })`: the description compiled once; its
// first server is the base URL unless `baseUrl` is given; GitHub's accept
// header is dropped unless these options set one (`openapi: null` removes a
// description).
function withDescription(base: MergedOptions, options: Options): EndpointInterface {
  if (options.openapi === null || options.openapi === undefined) return undescribed(base, options, describing());
  const rest = without(options, "openapi", "serverVariables");
  const api = compileOpenapi(options.openapi);
  const servers = bindServers(api, options.serverVariables, {});
  const merged = describedMerge(base, api)(rest);
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
  // No server to stand for the root default's GitHub address: a call must name one.
  const serverless = !given && servers.base === undefined && merged.baseUrl === ROOT.baseUrl;
  return withDefaults(deepFreeze(deepCopy(merged)), describing({ api, servers, serverBase, serverless }));
}

// `.defaults({ serverVariables })` on a described endpoint: its servers again
// with these variables; the base URL follows them unless a baseUrl was given.
function rebind(merged: MergedOptions, variables: unknown, described: Described): Described {
  const servers = bindServers(described.api, variables, described.servers.chosen);
  if (described.serverBase === undefined || servers.base === undefined) return { ...described, servers };
  if (ownValue(merged, "allowAbsoluteUrls") === false) checkSameOrigin("serverVariables", servers.base, merged.baseUrl);
  merged.baseUrl = servers.base;
  return { ...described, servers, serverBase: servers.base };
}
