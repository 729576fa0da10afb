/** How many entries a cache keeps; when full, it starts over empty. */
export const CACHE_LIMIT = 1000;

/** Longer keys are never cached, so a full cache stays small whatever comes in. */
export const MAX_CACHED_KEY_LENGTH = 2048;

// The admission filter: the hash of the last key that missed, per slot. A
// fixed typed array, so remembering a key allocates nothing.
const SLOTS = 4096;
const SEEN = new Int32Array(SLOTS);

/**
 * Keeps `value` under `key` and returns it; callers look the key up first
 * (`cache.get(key) ?? keep(cache, key, make())`, so a hit allocates nothing,
 * not even a closure).
 *
 * A key is kept from its second miss on, not its first: programs that build
 * a template per request (an id written into the route string) would
 * otherwise fill the cache with entries used once, and entries that live a
 * little while are what makes V8's young-generation collections slow (they
 * are copied, then promoted, then collected again): measured, such a call
 * took 2.5 times as long with every template kept. A key counts as seen when
 * its hash is still in its slot of the filter; a collision only decides
 * whether something is cached, never what a call returns.
 *
 * The cache is bounded twice: at most {@link CACHE_LIMIT} entries, and no key
 * longer than {@link MAX_CACHED_KEY_LENGTH}. When full it is cleared: O(1),
 * with no bookkeeping on hits (dropping the oldest entry of a Map one at a
 * time costs V8 a scan past every earlier deletion). The usual few routes
 * refill it at once.
 *
 * @example
 * const cache = new Map<string, number>();
 * cache.get("GET /x") ?? keep(cache, "GET /x", 1); // 1, not kept yet
 * cache.get("GET /x") ?? keep(cache, "GET /x", 1); // 1, kept
 * cache.get("GET /x");                              // 1
 */
export function keep<V>(cache: Map<string, V>, key: string, value: V): V {
  if (key.length <= MAX_CACHED_KEY_LENGTH) {
    // The string hash of Java (31 * h + c), in 32 bits.
    let hash = 0;
    for (let i = 0; i < key.length; i++) hash = (Math.imul(hash, 31) + key.charCodeAt(i)) | 0;
    const slot = hash & (SLOTS - 1);
    if (SEEN[slot] !== hash) SEEN[slot] = hash;
    else {
      if (cache.size >= CACHE_LIMIT) cache.clear();
      cache.set(key, value);
    }
  }
  return value;
}
