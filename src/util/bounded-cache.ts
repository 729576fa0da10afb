/** How many entries a cache keeps: more than GitHub's whole REST route list (about 1,000 routes). */
export const CACHE_LIMIT = 2048;

/** Longer keys are never cached, so a full cache stays small whatever comes in. */
export const MAX_CACHED_KEY_LENGTH = 2048;

// Per cache, the keys seen once and not kept yet (bounded like the cache).
const SEEN = new WeakMap<Map<string, unknown>, Set<string>>();

/**
 * The value for `key`, made by `make`, kept in a bounded cache from the
 * second time the key is offered. Callers look the key up first:
 * `cache.get(key) ?? keep(cache, key, () => make())`. A key seen once is
 * only noted: a program that makes a new key per call (an id in the route)
 * then costs the cache nothing, while the keys a program reuses are kept at
 * their second use. When the cache is full it starts over empty: O(1), no
 * bookkeeping on hits, and the few routes a program uses refill it at once.
 * `make` is told whether its value is kept, so that work worth doing only
 * for a value used again (a template's runs) is done then.
 *
 * @example
 * const cache = new Map<string, number>();
 * cache.get("GET /x") ?? keep(cache, "GET /x", (kept) => (kept ? 2 : 1)); // 1, noted
 * cache.get("GET /x") ?? keep(cache, "GET /x", (kept) => (kept ? 2 : 1)); // 2, now kept
 */
export function keep<V>(cache: Map<string, V>, key: string, make: (kept: boolean) => V): V {
  if (key.length > MAX_CACHED_KEY_LENGTH) return make(false);
  let seen = SEEN.get(cache);
  if (!seen) SEEN.set(cache, (seen = new Set()));
  const kept = seen.has(key);
  // Made before the cache changes: a value that cannot be made leaves no trace.
  const value = make(kept);
  if (kept) {
    seen.delete(key);
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(key, value);
  } else {
    if (seen.size >= CACHE_LIMIT) seen.clear();
    seen.add(key);
  }
  return value;
}
