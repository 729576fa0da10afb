import { isPlain } from "./is-plain.js";
import { ownValue, setOwn } from "./own.js";

// Merges `source` into `target` key by key where both sides hold plain
// objects; anything else (arrays, class instances) replaces. `target` is the
// merge's own copy: it is changed, `source` never is, and `source`'s values
// are shared by reference (no copy per call).
function deepMerge<T extends object>(target: T, source: object): T {
  for (const key of Object.keys(source)) mergeKey(target, key, (source as { [key: string]: unknown })[key]);
  return target;
}

/**
 * Sets `target[key]` to `value`, or, when both are plain objects, merges
 * `value` into it key by key, all the way down. `mergeOptions` merges each
 * option with it, so options and nested values follow the same rule.
 *
 * @example
 * const target = { request: { timeout: 1 } };
 * mergeKey(target, "request", { retries: 2 }); // target.request: { timeout: 1, retries: 2 }
 */
export function mergeKey(target: object, key: string, value: unknown): void {
  // Most values are not objects: their merge is one step, with no lookup.
  const current = isPlain(value) ? ownValue(target, key) : undefined;
  setOwn(target, key, isPlain(current) ? deepMerge(current, value as object) : value);
}
