import { invalidOption, withRoute } from "../util/errors.js";
import { isPlain } from "../util/is-plain.js";
import type { MergedOptions } from "../types/index.js";
import { mergeOptions } from "./merge-options.js";

// No defaults: merged over these, options keep what they give and nothing
// more (empty headers and mediaType are what a merge starts from).
const NONE = { headers: {}, mediaType: { format: "", previews: [] } } as unknown as Readonly<MergedOptions>;

/**
 * Gives merged options made or changed by hand (what `endpoint.parse()`
 * receives) the checks `mergeOptions` gives its own, by merging them over no
 * defaults: a known method (required here), valid headers, a valid `baseUrl`
 * if one is set, a boolean `allowAbsoluteUrls`, a valid `mediaType`, no
 * near-miss option names. Returns fresh objects (own properties only: a
 * polluted prototype adds nothing); the input is not changed. Errors name the
 * route as the options give it.
 *
 * @example
 * checkMerged({ method: "get", url: "/user", headers: { "X-A": "1" } });
 * // { method: "GET", url: "/user", headers: { "x-a": "1" }, mediaType: { format: "", previews: [] } }
 */
export function checkMerged(options: unknown): MergedOptions {
  if (!isPlain(options)) throw invalidOption("merged options", options);
  const merged = mergeOptions(NONE, options);
  // Named by the url the options give (their method is what is missing).
  if (merged.method === undefined) throw withRoute(invalidOption("method", undefined), merged);
  return merged;
}
