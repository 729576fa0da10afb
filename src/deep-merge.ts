import { isPlain } from "./is-plain.js";
import { hasOwn, setOwn } from "./set-own.js";

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
export function deepMerge<T extends object>(target: T, source: object): T {
  for (const key of Object.keys(source)) {
    const value = (source as { [key: string]: unknown })[key];
    const current = hasOwn.call(target, key) ? (target as { [key: string]: unknown })[key] : undefined;
    setOwn(target, key, isPlain(value) && isPlain(current) ? deepMerge(current as object, value as object) : value);
  }
  return target;
}
