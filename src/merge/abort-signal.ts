import { mergeKey } from "../util/merge-key.js";
import { typeTag } from "../util/type-tag.js";
import type { MergedOptions } from "../types/index.js";

/**
 * A top-level `signal` as fetch and ky take it: an `AbortSignal` there is
 * `request.signal` (merged into `request` as a `request` option would be),
 * and `true` is returned. Any other value under `signal` is a parameter, as
 * every other key: `false`, and nothing is changed.
 *
 * @example
 * const merged = { request: { timeout: 5 } } as MergedOptions;
 * mergeSignal(merged, new AbortController().signal); // true; merged.request: { timeout: 5, signal }
 */
export function mergeSignal(merged: MergedOptions, value: unknown): boolean {
  // By its tag, not instanceof: a signal from another realm counts too.
  if (typeTag(value) !== "AbortSignal") return false;
  mergeKey(merged, "request", { signal: value });
  return true;
}
