/** How many entries a cache keeps; when full, it starts over empty. */
export const CACHE_LIMIT = 1000;

/** Longer keys are never cached, so a full cache stays small whatever comes in. */
export const MAX_CACHED_KEY_LENGTH = 2048;

/**
 * Looks `key` up in `cache`, or makes the value and keeps it. The cache is
 * bounded twice: at most {@link CACHE_LIMIT} entries, and no key longer than
 * {@link MAX_CACHED_KEY_LENGTH}. When full it is cleared: O(1), with no
 * bookkeeping on hits (dropping the oldest entry of a Map one at a time costs
 * V8 a scan past every earlier deletion). Programs that build URLs from
 * dynamic templates keep a bounded heap; the usual few routes refill at once.
 *
 * @example
 * const cache = new Map<string, number>();
 * remember(cache, "GET /x", () => 1); // 1, made once
 */
export function remember<V>(cache: Map<string, V>, key: string, make: () => V): V {
  let value = cache.get(key);
  if (value === undefined) {
    value = make();
    if (key.length <= MAX_CACHED_KEY_LENGTH) {
      if (cache.size >= CACHE_LIMIT) cache.clear();
      cache.set(key, value);
    }
  }
  return value;
}
