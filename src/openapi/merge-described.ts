import { checkMerged } from "../merge/check-merged.js";
import { mergeOptions as mergeAny, optionMerger } from "../merge/merge-options.js";
import { isPlain } from "../util/is-plain.js";
import { ownValue } from "../util/own.js";
import type { MergedOptions } from "../types/index.js";
import type { Api } from "./route-table.js";

// "<METHOD> <url>", split as parseRoute splits it.
const ROUTE = /^\s*(\S+)\s+(\S+)\s*$/;

/**
 * `merge` for an endpoint with a description: as without one, except that
 * a method the description declares beyond the seven (`QUERY /search`,
 * `COPY /files/{id}`) is taken as it is spelled. Other methods stay refused.
 *
 * @example
 * describedMerge(base, api)("QUERY /search", { q: "x" }).method; // "QUERY"
 */
export function describedMerge(base: MergedOptions, api: Api): (route?: unknown, options?: unknown) => MergedOptions {
  // Names the description declares that look like options (`Url`) are parameters.
  const mergeOptions = api.nearNames.size ? optionMerger(api.nearNames) : mergeAny;
  return (route, options) => {
    const parts = typeof route === "string" && api.methods.size ? ROUTE.exec(route) : null;
    const method = parts?.[1];
    if (method === undefined || !api.methods.has(method)) return mergeOptions(base, route, options);
    // Merged as the bare URL (merge knows the seven only), then given its method.
    const merged = mergeOptions(base, parts![2], options);
    merged.method = method as MergedOptions["method"];
    return merged;
  };
}

/**
 * `parse`'s check of hand-made merged options for an endpoint with a
 * description: a method the description declares is kept as spelled.
 *
 * @example
 * describedCheck(api)({ ...endpoint.DEFAULTS, method: "QUERY", url: "/search" }).method; // "QUERY"
 */
export function describedCheck(api: Api): (options: unknown) => MergedOptions {
  return (options) => {
    const method = isPlain(options) ? ownValue(options, "method") : undefined;
    if (typeof method !== "string" || !api.methods.has(method)) return checkMerged(options);
    const checked = checkMerged({ ...(options as object), method: "POST" });
    checked.method = method as MergedOptions["method"];
    return checked;
  };
}
