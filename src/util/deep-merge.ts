import { isPlain } from "./is-plain.js";
import { ownValue, setOwn } from "./own.js";

/**
 * Merges `source` into `target` key by key where both sides hold plain
 * objects; anything else (arrays, class instances) replaces. `target` must
 * be the merge's own copy: it is changed, `source` never is, and `source`'s
 * values are shared by reference (no copy per call).
 *
 * @example
 * deepMerge({ a: { x: 1 }, list: [1] }, { a: { y: 2 }, list: [2] });
 * // { a: { x: 1, y: 2 }, list: [2] }
 */
function deepMerge<T extends object>(target: T, source: object): T {
  for (const key of Object.keys(source)) mergeKey(target, key, (source as { [key: string]: unknown })[key]);
  return target;
}

/**
 * One step of {@link deepMerge}: merges `value` into `target[key]` when both
 * are plain objects, otherwise sets it. `mergeOptions` merges each option
 * with it, so options and nested values follow the same rule.
 *
 * @example
 * const target = { request: { timeout: 1 } };
 * mergeKey(target, "request", { retries: 2 }); // target.request: { timeout: 1, retries: 2 }
 */
export function mergeKey(target: object, key: string, value: unknown): void {
  const current = ownValue(target, key);
  setOwn(target, key, isPlain(value) && isPlain(current) ? deepMerge(current, value) : value);
}
