/**
 * A Map with a size limit. When full, the oldest entry goes (insertion
 * order), which keeps both `get` and `set` O(1) without LRU bookkeeping on
 * every hit: programs that build URLs from many dynamic templates keep a
 * bounded heap, and the usual handful of routes stays cached.
 *
 * @example
 * const cache = new BoundedCache<string, number>(2);
 * cache.set("a", 1); cache.set("b", 2); cache.set("c", 3);
 * cache.get("a"); // undefined
 */
export class BoundedCache<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(readonly limit: number) {}

  get size(): number {
    return this.entries.size;
  }

  get(key: K): V | undefined {
    return this.entries.get(key);
  }

  set(key: K, value: V): V {
    if (this.entries.size >= this.limit) {
      this.entries.delete(this.entries.keys().next().value as K);
    }
    this.entries.set(key, value);
    return value;
  }
}
