// Expanding a value is linear in its distinct objects: a deepObject or a
// `content` (JSON) parameter whose objects are shared (YAML anchors: n
// objects, each holding the next twice, stand for 2^n entries) is refused
// with ERR_INVALID_PARAMETER after work linear in n, not written out. Work is
// counted, not timed: each object is a Proxy counting how often its keys are
// listed, which every walk over it does once per visit.
import { endpoint as typedEndpoint } from "../../src/openapi.js";
import { jsonText, JsonTextError } from "../../src/util/json-text.js";
import { expectEndpointError } from "../helpers/expect-error.js";
import { loose } from "../helpers/loose-endpoint.js";

const endpoint = loose(typedEndpoint);

/** n objects, each holding the next one under two keys, and a counter of key listings. */
function anchored(levels: number): { root: object; visits: () => number } {
  let visits = 0;
  const count = <T extends object>(target: T): T =>
    new Proxy(target, {
      ownKeys(object) {
        visits++;
        return Reflect.ownKeys(object);
      },
    });
  let level: object = count({ v: "1" });
  for (let i = 1; i < levels; i++) level = count({ a: level, b: level });
  return { root: level, visits: () => visits };
}

const table = (entry: string) => ({ "openapi-routes": 1, server: "https://a.test", routes: { "GET /x": [entry] } });

// deepObject values nest at most 32 levels, JSON text 1,000; 18 levels
// stand for 2^18 entries, over the 100,000 shared objects may repeat.
describe.each([
  ["deepObject", "qd f", 18, 31],
  ["a content (JSON) query parameter", "qj f", 40, 160],
  ["a content (JSON) header parameter", "hj f", 40, 160],
])("%s with shared objects", (_, entry, levels, more) => {
  const api = endpoint.defaults({ openapi: table(entry) });

  test("is refused with ERR_INVALID_PARAMETER, in work linear in the distinct objects", () => {
    const work = (levels: number) => {
      const { root, visits } = anchored(levels);
      expectEndpointError(() => api("GET /x", { f: root }), "ERR_INVALID_PARAMETER", '"f"', "shared objects");
      return visits();
    };
    const small = work(levels);
    const large = work(more);
    // k times the objects, k times the work (an exponential walk: 2^(more - levels) times).
    expect(large / small).toBeLessThan((more / levels) * 1.5);
    expect(small).toBeLessThan(4 * levels);
  });

  test("a little sharing is still written out whole", () => {
    const shared = { id: 1 };
    const result = api("GET /x", { f: { a: shared, b: shared } });
    const written = entry[0] === "h" ? result.headers.f : decodeURIComponent(result.url);
    expect(written).toContain(entry === "qd f" ? "f[a][id]=1&f[b][id]=1" : '{"a":{"id":1},"b":{"id":1}}');
  });

  test("a cycle under sharing is refused, not walked exponentially", () => {
    const { root } = anchored(levels - 3);
    const cyclic: { [key: string]: unknown } = { root };
    cyclic.self = cyclic;
    expectEndpointError(() => api("GET /x", { f: { x: cyclic, y: cyclic } }), "ERR_INVALID_PARAMETER", '"f"');
  });
});

describe("jsonText", () => {
  test("shared objects writing over 100,000 entries throw a JsonTextError", () => {
    expect(() => jsonText(anchored(30).root)).toThrow(JsonTextError);
    expect(() => jsonText(anchored(30).root)).toThrow("shared objects");
  });

  test("a large value without sharing is written whole", () => {
    const wide = Array.from({ length: 200_000 }, (_, i) => ({ i }));
    expect(jsonText(wide)?.length).toBeGreaterThan(200_000 * 7);
  });

  test("a toJSON stands in for the object it is on", () => {
    const { root } = anchored(30);
    const replaced = { toJSON: () => "r", root };
    expect(jsonText({ a: replaced, b: replaced })).toBe('{"a":"r","b":"r"}');
  });
});
