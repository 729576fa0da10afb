import { endpoint } from "../../src/index.js";
import { compileTemplate, templateCacheSize } from "../../src/template/compile-template.js";
import { CACHE_LIMIT, keep, MAX_CACHED_KEY_LENGTH } from "../../src/util/bounded-cache.js";

describe("keep", () => {
  test("returns the value, and stores it the second time its key comes", () => {
    const cache = new Map<string, number>();
    expect(keep(cache, "GET /keep/a", () => 1)).toBe(1);
    expect(cache.has("GET /keep/a")).toBe(false);
    expect(keep(cache, "GET /keep/a", () => 2)).toBe(2);
    expect(cache.get("GET /keep/a")).toBe(2);
  });

  test("make is told whether its value is kept: only at the second use", () => {
    const cache = new Map<string, number>();
    const make = jest.fn((kept: boolean) => (kept ? 20 : 1));
    expect(keep(cache, "GET /keep/admit", make)).toBe(1);
    expect(make).toHaveBeenLastCalledWith(false);
    expect(keep(cache, "GET /keep/admit", make)).toBe(20);
    expect(cache.get("GET /keep/admit")).toBe(20);
    expect(make).toHaveBeenLastCalledWith(true);
    expect(make).toHaveBeenCalledTimes(2);
  });

  test("a value that cannot be made leaves no trace", () => {
    const cache = new Map<string, number>();
    const fail = () => {
      throw new Error("no value");
    };
    expect(() => keep(cache, "GET /keep/fail", fail)).toThrow("no value");
    expect(keep(cache, "GET /keep/fail", () => 1)).toBe(1);
    expect(cache.has("GET /keep/fail")).toBe(false);
  });

  test("keys that come once each are never stored, however many", () => {
    const cache = new Map<string, number>();
    for (let i = 0; i < CACHE_LIMIT * 3; i++) keep(cache, `once/${i}`, () => i);
    expect(cache.size).toBe(0);
  });

  test(`what it notes is bounded too: a key seen before ${CACHE_LIMIT} others is new again`, () => {
    const cache = new Map<string, number>();
    keep(cache, "early", () => 0);
    for (let i = 0; i < CACHE_LIMIT; i++) keep(cache, `between/${i}`, () => i);
    keep(cache, "early", () => 1);
    expect(cache.has("early")).toBe(false);
    keep(cache, "early", () => 2);
    expect(cache.get("early")).toBe(2);
  });

  test(`never stores a key longer than ${MAX_CACHED_KEY_LENGTH} characters`, () => {
    const cache = new Map<string, number>();
    for (const value of [7, 7]) expect(keep(cache, "k".repeat(MAX_CACHED_KEY_LENGTH + 1), () => value)).toBe(value);
    expect(cache.size).toBe(0);
    for (const value of [8, 8]) keep(cache, "k".repeat(MAX_CACHED_KEY_LENGTH), () => value);
    expect(cache.size).toBe(1);
  });

  test(`starts over empty when full (${CACHE_LIMIT} entries)`, () => {
    const cache = new Map<string, number>();
    for (let i = 0; i < CACHE_LIMIT; i++) for (const value of [i, i]) keep(cache, `full/${i}`, () => value);
    expect(cache.size).toBe(CACHE_LIMIT);
    for (const value of [0, 0]) keep(cache, "full/next", () => value);
    expect([...cache.keys()]).toStrictEqual(["full/next"]);
  });

  test("holds more entries than GitHub's REST API has routes (about 1,000)", () => {
    expect(CACHE_LIMIT).toBeGreaterThanOrEqual(2 * 1015);
  });
});

describe("the template cache", () => {
  test("compiles a template on each of its first two uses, then serves it from the cache", () => {
    const first = compileTemplate("/cache/once/{a}");
    const second = compileTemplate("/cache/once/{a}");
    expect(second).not.toBe(first);
    expect([...second.names]).toStrictEqual([...first.names]);
    expect(second.parts.length).toBe(first.parts.length);
    expect(compileTemplate("/cache/once/{a}")).toBe(second);
  });

  test(`${CACHE_LIMIT * 3} distinct templates leave at most ${CACHE_LIMIT} cached`, () => {
    let largest = 0;
    for (let i = 0; i < CACHE_LIMIT * 3; i++) {
      for (const owner of ["o", "p"]) {
        const url = endpoint("GET /cache/{owner}/" + i, { owner }).url;
        expect(url).toBe(`https://api.github.com/cache/${owner}/${i}`);
      }
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
