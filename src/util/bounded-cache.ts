/** How many entries a cache keeps: more than GitHub's whole REST route list (about 1,000 routes). */
export const CACHE_LIMIT = 2048;

/** Longer keys are never cached, so a full cache stays small whatever comes in. */
export const MAX_CACHED_KEY_LENGTH = 2048;

// Per cache, the keys seen once and not kept yet (bounded like the cache).
const SEEN = new WeakMap<Map<string, unknown>, Set<string>>();

/**
 * Keeps `value` under `key` in a bounded cache, from the second time the key
 * is offered, and returns it. Callers look the key up first:
 * `cache.get(key) ?? keep(cache, key, make())`. A key seen once is only
 * noted: a program that makes a new key per call (an id in the route) then
 * costs the cache nothing, while the keys a program reuses are kept at their
 * second use. When the cache is full it starts over empty: O(1), no
 * bookkeeping on hits, and the few routes a program uses refill it at once.
 * `admit`, if given, turns the value into the one kept (work worth doing
 * only for a value used again), which is then returned.
 *
 * @example
 * const cache = new Map<string, number>();
 * cache.get("GET /x") ?? keep(cache, "GET /x", 1); // 1, noted
 * cache.get("GET /x") ?? keep(cache, "GET /x", 1); // 1, now kept
 */
// eslint-disable-next-line max-params -- `admit` is optional: most callers pass three
export function keep<V>(cache: Map<string, V>, key: string, value: V, admit?: (value: V) => V): V {
  if (key.length > MAX_CACHED_KEY_LENGTH) return value;
  let seen = SEEN.get(cache);
  if (!seen) SEEN.set(cache, (seen = new Set()));
  if (!seen.has(key)) {
    if (seen.size >= CACHE_LIMIT) seen.clear();
    seen.add(key);
    return value;
  }
  seen.delete(key);
  if (cache.size >= CACHE_LIMIT) cache.clear();
  if (admit) value = admit(value);
  cache.set(key, value);
  return value;
}
