import { invalidOption, withRoute } from "../util/errors.js";
import { isPlain } from "../util/is-plain.js";
import { hasOwn, ownValue } from "../util/own.js";
import { normalizeMethod } from "../util/methods.js";
import type { MergedOptions } from "../types/index.js";
import { checkBaseUrl } from "./check-base-url.js";
import { mergeHeaders } from "./merge-headers.js";
import { mergeMediaType } from "./merge-media-type.js";

/**
 * Gives merged options made or changed by hand (what `endpoint.parse()`
 * receives) the checks `mergeOptions` gives its own: a known method, valid
 * headers, a valid `baseUrl` if one is set, a valid `mediaType`. Returns a
 * copy of the own properties only (a polluted prototype adds nothing); the
 * input is not changed. Errors name the route as the options give it.
 *
 * @example
 * checkMerged({ method: "get", url: "/user", headers: { "X-A": "1" } });
 * // { method: "GET", url: "/user", headers: { "x-a": "1" }, mediaType: { format: "", previews: [] } }
 */
export function checkMerged(options: unknown): MergedOptions {
  if (!isPlain(options)) throw invalidOption("merged options", options);
  const given = options as MergedOptions;
  const copy: MergedOptions = { ...given };
  try {
    copy.method = normalizeMethod(ownValue(given, "method"));
    copy.headers = mergeHeaders({}, ownValue(given, "headers") ?? {});
    // Checked where it is used too: an absolute url needs no baseUrl.
    if (hasOwn.call(given, "baseUrl")) copy.baseUrl = checkBaseUrl(given.baseUrl);
    const allow = ownValue(given, "allowAbsoluteUrls");
    if (allow !== undefined && typeof allow !== "boolean") {
      throw invalidOption("allowAbsoluteUrls", allow, " (expected a boolean)");
    }
    copy.mediaType = mergeMediaType({ format: "", previews: [] }, ownValue(given, "mediaType") ?? {});
  } catch (error) {
    throw withRoute(error, given);
  }
  return copy;
}
