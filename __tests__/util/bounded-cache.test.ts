import { endpoint } from "../../src/index.js";
import { compileTemplate, templateCacheSize } from "../../src/template/compile-template.js";
import { CACHE_LIMIT, keep, MAX_CACHED_KEY_LENGTH } from "../../src/util/bounded-cache.js";

describe("keep", () => {
  test("stores a value and returns it", () => {
    const cache = new Map<string, number>();
    expect(keep(cache, "GET /keep/a", 1)).toBe(1);
    expect(cache.get("GET /keep/a")).toBe(1);
  });

  test(`never stores a key longer than ${MAX_CACHED_KEY_LENGTH} characters`, () => {
    const cache = new Map<string, number>();
    expect(keep(cache, "k".repeat(MAX_CACHED_KEY_LENGTH + 1), 7)).toBe(7);
    expect(cache.size).toBe(0);
    keep(cache, "k".repeat(MAX_CACHED_KEY_LENGTH), 8);
    expect(cache.size).toBe(1);
  });

  test(`starts over empty when full (${CACHE_LIMIT} entries)`, () => {
    const cache = new Map<string, number>();
    for (let i = 0; i < CACHE_LIMIT; i++) keep(cache, `full/${i}`, i);
    expect(cache.size).toBe(CACHE_LIMIT);
    keep(cache, "full/next", 0);
    expect([...cache.keys()]).toStrictEqual(["full/next"]);
  });

  test("holds more entries than GitHub's REST API has routes (about 1,000)", () => {
    expect(CACHE_LIMIT).toBeGreaterThanOrEqual(2 * 1015);
  });
});

describe("the template cache", () => {
  test("compiles a template once, then serves it from the cache", () => {
    const first = compileTemplate("/cache/once/{a}");
    expect(compileTemplate("/cache/once/{a}")).toBe(first);
  });

  test(`${CACHE_LIMIT * 3} distinct templates leave at most ${CACHE_LIMIT} cached`, () => {
    let largest = 0;
    for (let i = 0; i < CACHE_LIMIT * 3; i++) {
      expect(endpoint("GET /cache/{owner}/" + i, { owner: "o" }).url).toBe(`https://api.github.com/cache/o/${i}`);
      largest = Math.max(largest, templateCacheSize());
    }
    expect(largest).toBe(CACHE_LIMIT);
  });

  test("a template longer than the cacheable length is compiled on every call, never cached", () => {
    const long = "/cache/long/" + "a".repeat(MAX_CACHED_KEY_LENGTH);
    expect(compileTemplate(long)).not.toBe(compileTemplate(long));
    expect(compileTemplate(long)).toStrictEqual(compileTemplate(long));
    expect(endpoint(long).url).toBe("https://api.github.com" + long);
  });
});
