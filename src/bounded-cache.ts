/** How many entries a cache keeps; the oldest goes first when it is full. */
export const CACHE_LIMIT = 1000;

/** Longer keys are never cached, so a full cache stays small whatever comes in. */
export const MAX_CACHED_KEY_LENGTH = 2048;

/**
 * Looks `key` up in `cache`, or makes the value and keeps it. The cache is
 * bounded twice: at most {@link CACHE_LIMIT} entries (oldest dropped, O(1),
 * no LRU bookkeeping on hits) and no key longer than
 * {@link MAX_CACHED_KEY_LENGTH}. Programs that build URLs from dynamic
 * templates keep a bounded heap; the usual handful of routes stays cached.
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
      if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
      cache.set(key, value);
    }
  }
  return value;
}
