// Options whose objects are shared (a YAML file with anchors: 27 objects,
// each referring twice to the next) are copied, merged and frozen in work
// linear in the number of distinct objects, with the sharing kept. Work is
// counted, not timed: each object is a Proxy that counts how often its keys
// are listed, which every walk over it does once per visit.
import { endpoint } from "../../src/index.js";
import { deepCopy } from "../../src/util/deep-copy.js";
import { deepFreeze } from "../../src/util/deep-freeze.js";
import { mergeKey } from "../../src/util/merge-key.js";
import { containers, intersect } from "../helpers/structure.js";
import { expectEndpointError } from "../helpers/expect-error.js";
import { loose } from "../helpers/loose-endpoint.js";

const LEVELS = 27;

/** 27 objects, each holding the next one under two keys, and a counter of key listings. */
function anchored(): { root: { [key: string]: unknown }; visits: () => number } {
  let visits = 0;
  const count = <T extends object>(target: T): T =>
    new Proxy(target, {
      ownKeys(object) {
        visits++;
        return Reflect.ownKeys(object);
      },
    });
  let level: { [key: string]: unknown } = count({ leaf: "v" });
  for (let i = 1; i < LEVELS; i++) level = count({ a: level, b: level, n: i });
  return { root: level, visits: () => visits };
}

// Follows "a" down every level, checking that "b" is the same object.
function sharedAtEveryLevel(root: unknown): boolean {
  let level = root as { a?: unknown; b?: unknown };
  for (let i = 1; i < LEVELS; i++) {
    if (level.a !== level.b || typeof level.a !== "object") return false;
    level = level.a as { a?: unknown; b?: unknown };
  }
  return true;
}

describe("shared objects cost work linear in the distinct objects", () => {
  test("deepCopy lists each object's keys once and keeps the sharing", () => {
    const { root, visits } = anchored();
    const copy = deepCopy(root);
    expect(visits()).toBe(LEVELS);
    expect(containers(copy).size).toBe(LEVELS);
    expect(sharedAtEveryLevel(copy)).toBe(true);
    expect(intersect(containers(copy), containers(root))).toEqual([]);
  });

  test("deepFreeze walks each shared object once", () => {
    const { root, visits } = anchored();
    deepFreeze(deepCopy(root));
    const before = visits();
    deepFreeze(root);
    // Per object: its keys walked once and listed by Object.freeze once; per
    // second reference, one Object.isFrozen (which lists the keys of a frozen object).
    expect(visits() - before).toBe(2 * LEVELS + (LEVELS - 1));
  });

  test("mergeKey merges each pair of shared objects once, and keeps the sharing", () => {
    const target = deepCopy(anchored().root);
    const { root: source, visits } = anchored();
    const merged = { cfg: target as unknown };
    mergeKey(merged, "cfg", source);
    expect(visits()).toBe(LEVELS);
    expect(sharedAtEveryLevel(merged.cfg)).toBe(true);
  });

  test("the issue's case: endpoint.defaults({ request: { cfg } }) and a call on it", () => {
    const { root: cfg, visits } = anchored();
    const api = endpoint.defaults({ request: { cfg } });
    // One copy made from the caller's objects; every later copy is of that copy.
    expect(visits()).toBe(LEVELS);
    const defaults = api.DEFAULTS.request as { cfg: unknown };
    expect(containers(defaults.cfg).size).toBe(LEVELS);
    expect(sharedAtEveryLevel(defaults.cfg)).toBe(true);

    const result = api("GET /x");
    const request = result.request as { cfg: unknown };
    expect(containers(request.cfg).size).toBe(LEVELS);
    expect(sharedAtEveryLevel(request.cfg)).toBe(true);
    expect(intersect(containers(request), containers(api.DEFAULTS))).toEqual([]);
    expect(visits()).toBe(LEVELS);
  });

  test("a call merging shared objects into shared defaults lists the call's objects once", () => {
    const api = endpoint.defaults({ request: { cfg: anchored().root } });
    const { root: cfg, visits } = anchored();
    const request = api("GET /x", { request: { cfg } }).request as { cfg: unknown };
    expect(visits()).toBe(LEVELS);
    expect(sharedAtEveryLevel(request.cfg)).toBe(true);
    expect(containers(request.cfg).size).toBe(LEVELS);
  });

  test("cascaded defaults stay linear", () => {
    const { root: cfg, visits } = anchored();
    let api = loose(endpoint.defaults({ request: { cfg } }));
    for (let i = 0; i < 5; i++) api = api.defaults({ request: { level: i } });
    expect(visits()).toBe(LEVELS);
    expect(sharedAtEveryLevel((api("GET /x").request as { cfg: unknown }).cfg)).toBe(true);
  });
});

describe("sharing kept does not leak a merge into the other key", () => {
  test("merging into one of two keys that share a default object leaves the other as it was", () => {
    const shared = { retries: 1 };
    const api = endpoint.defaults({ request: { a: shared, b: shared } });
    const request = api("GET /x", { request: { a: { timeout: 5 } } }).request as { a: object; b: object };
    expect(request).toEqual({ a: { retries: 1, timeout: 5 }, b: { retries: 1 } });
    expect(shared).toEqual({ retries: 1 });
  });
});

describe("a cycle still throws", () => {
  test.each<[string, () => unknown]>([
    [
      "in defaults",
      () => {
        const cyclic: { [key: string]: unknown } = { a: 1 };
        cyclic.self = cyclic;
        return endpoint.defaults({ request: { cyclic } });
      },
    ],
    [
      "shared and cyclic",
      () => {
        const { root } = anchored();
        const cyclic: { [key: string]: unknown } = { root };
        cyclic.again = { back: cyclic, root };
        return loose(endpoint).defaults({ cfg: cyclic });
      },
    ],
    [
      "nested over 100 levels",
      () => {
        let deep: object = {};
        for (let i = 0; i < 200; i++) deep = { d: deep };
        return endpoint.defaults({ request: { deep } });
      },
    ],
  ])("%s: ERR_INVALID_OPTION", (_, run) => {
    expectEndpointError(run, "ERR_INVALID_OPTION", "circular");
  });
});
