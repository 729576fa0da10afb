import { invalidOption, type EndpointError } from "../util/errors.js";
import { isPlain } from "../util/is-plain.js";
import { ownValue } from "../util/own.js";
import type { MergedOptions } from "../types/index.js";

type MediaType = MergedOptions["mediaType"];

/**
 * Validates a `mediaType` option and merges it into `target` (the merge's
 * own copy): a format replaces, previews are added (union, stored without
 * the `-preview` suffix, so `mercy` and `mercy-preview` are one preview).
 * Only own keys and array elements are read.
 *
 * @example
 * mergeMediaType({ format: "", previews: ["mercy"] }, { previews: ["mercy-preview", "squirrel-girl"] });
 * // { format: "", previews: ["mercy", "squirrel-girl"] }
 */
export function mergeMediaType(target: MediaType, mediaType: unknown): MediaType {
  if (!isPlain(mediaType)) throw badMediaType("", mediaType, "an object");
  for (const key of Object.keys(mediaType)) {
    const value = mediaType[key];
    if (value === undefined) continue;
    if (key === "format") {
      target.format = checkFormat(value);
    } else if (key === "previews") {
      target.previews = addPreviews(target.previews, value);
    } else {
      throw badMediaType(key, value, "only format and previews");
    }
  }
  return target;
}

function addPreviews(previews: readonly string[], added: unknown): string[] {
  if (!Array.isArray(added)) throw badMediaType("previews", added, "an array");
  const names = new Set(previews);
  for (let k = 0; k < added.length; k++) {
    // A hole is no name, whatever a polluted Array.prototype holds at its index.
    const preview = ownValue(added, String(k));
    names.add(previewName(preview));
  }
  return [...names];
}

// A format is written into the accept header: a token, or empty.
function checkFormat(format: unknown): string {
  if (typeof format === "string" && /^[a-z\d.+-]*$/i.test(format)) return format;
  throw badMediaType("format", format, 'a format like "raw"');
}

// Stored without its "-preview" suffix: `mercy` and `mercy-preview` are one preview.
function previewName(preview: unknown): string {
  if (typeof preview === "string" && /^[a-z\d-]+$/i.test(preview) && preview !== "-preview") {
    return preview.replace(/-preview$/, "");
  }
  throw badMediaType("previews", preview, 'names like "mercy"');
}

function badMediaType(name: string, value: unknown, expected: string): EndpointError {
  return invalidOption(name ? `mediaType.${name}` : "mediaType", value, ` (expected ${expected})`);
}
