/** How many entries a cache keeps; when full, it starts over empty. */
export const CACHE_LIMIT = 1000;

/** Longer keys are never cached, so a full cache stays small whatever comes in. */
export const MAX_CACHED_KEY_LENGTH = 2048;

/**
 * Keeps `value` under `key` and returns it; callers look the key up first
 * (`cache.get(key) ?? keep(cache, key, make())`, so a hit allocates nothing,
 * not even a closure). The cache is bounded twice: at most {@link CACHE_LIMIT} entries, and no key longer than
 * {@link MAX_CACHED_KEY_LENGTH}. When full it is cleared: O(1), with no
 * bookkeeping on hits (dropping the oldest entry of a Map one at a time costs
 * V8 a scan past every earlier deletion). Programs that build URLs from
 * dynamic templates keep a bounded heap; the usual few routes refill at once.
 *
 * @example
 * const cache = new Map<string, number>();
 * cache.get("GET /x") ?? keep(cache, "GET /x", 1); // 1, kept
 */
export function keep<V>(cache: Map<string, V>, key: string, value: V): V {
  if (key.length <= MAX_CACHED_KEY_LENGTH) {
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(key, value);
  }
  return value;
}
