/** How many entries a cache keeps: more than GitHub's whole REST route list (about 1,000 routes). */
export const CACHE_LIMIT = 2048;

/** Longer keys are never cached, so a full cache stays small whatever comes in. */
export const MAX_CACHED_KEY_LENGTH = 2048;

/**
 * Keeps `value` under `key` in a bounded cache and returns it. Callers look
 * the key up first: `cache.get(key) ?? keep(cache, key, make())`. When the
 * cache is full it starts over empty: O(1), no bookkeeping on hits, and the
 * few routes a program uses refill it at once.
 *
 * @example
 * const cache = new Map<string, number>();
 * cache.get("GET /x") ?? keep(cache, "GET /x", 1); // 1, now kept
 */
export function keep<V>(cache: Map<string, V>, key: string, value: V): V {
  if (key.length > MAX_CACHED_KEY_LENGTH) return value;
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(key, value);
  return value;
}
