import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { endpoint } from "../../src/index.js";
import { templateCacheSize } from "../../src/template/compile-template.js";
import { CACHE_LIMIT as TEMPLATE_CACHE_LIMIT } from "../../src/util/bounded-cache.js";

// Programs that build URLs from data (one template per tenant, per file...)
// must not grow the heap with every new template: the template cache is
// bounded. bench/memory.mjs shows the same over a million calls.

const DISTINCT = 20_000;
const CALLS = 80_000;
const WARMUP = 5_000;
// An unbounded cache holds about 36 MB after these calls; a bounded one, a
// few hundred KB. The bound is generous so that GC noise cannot fail it.
const HEAP_GROWTH_LIMIT = 20 * 1024 * 1024;

// jest is seldom started with --expose-gc; V8 still hands its gc function to
// a context created after the flag is set.
function findGc(): (() => void) | undefined {
  if (typeof global.gc === "function") return () => void global.gc?.();
  setFlagsFromString("--expose-gc");
  const gc: unknown = runInNewContext("gc");
  return typeof gc === "function" ? (gc as () => void) : undefined;
}

function heapAfterGc(gc: () => void): number {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}

// Each template twice in a row, as a program that reuses its templates would.
function call(i: number): string {
  const k = Math.floor(i / 2) % DISTINCT;
  return endpoint(`GET /tenants/t${k}/repos/{owner}/{repo}/items{?page}`, {
    owner: `o${k % 8}`,
    repo: "r",
    page: k % 7,
  }).url;
}

describe(`${CALLS.toLocaleString("en-US")} calls over ${DISTINCT.toLocaleString("en-US")} distinct templates`, () => {
  const gc = findGc();
  let largestCache = 0;
  let cacheAtEnd = 0;
  let heapGrowth = Number.NaN;

  beforeAll(() => {
    for (let i = 0; i < WARMUP; i++) call(i);
    const before = gc === undefined ? 0 : heapAfterGc(gc);
    for (let i = 0; i < CALLS; i++) {
      call(i);
      largestCache = Math.max(largestCache, templateCacheSize());
    }
    cacheAtEnd = templateCacheSize();
    if (gc !== undefined) heapGrowth = heapAfterGc(gc) - before;
  }, 60_000);

  test("the template cache never holds more than its limit", () => {
    // It reached the limit, so the bound is what held it, and is in use.
    expect(largestCache).toBe(TEMPLATE_CACHE_LIMIT);
    expect(cacheAtEnd).toBeGreaterThan(0);
    expect(cacheAtEnd).toBeLessThanOrEqual(TEMPLATE_CACHE_LIMIT);
  });

  test("after a full gc, the heap holds less than 20 MB more than after warmup", () => {
    // Without a gc function, heap readings would count garbage, not leaks.
    expect(gc).toBeDefined();
    expect(heapGrowth).toBeLessThan(HEAP_GROWTH_LIMIT);
  });
});
