import fc from "fast-check";
import { nearestRoutes } from "../../src/openapi/nearest-routes.js";
import { runs } from "../helpers/runs.js";

// Levenshtein distance, the whole table: the oracle.
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = row;
  }
  return previous[b.length]!;
}

// The count nearest by the oracle, ties in the given order.
function naive(routes: string[], wanted: string, count: number): string[] {
  return routes
    .map((route, index) => [distance(wanted, route), index, route] as const)
    .sort((a, b) => a[0] - b[0] || a[1] - b[1])
    .slice(0, count)
    .map(([, , route]) => route);
}

const route = fc
  .tuple(
    fc.constantFrom("GET ", "POST ", "DELETE "),
    fc.array(fc.constantFrom("/", "a", "b", "{", "}", "x"), { maxLength: 20 }),
  )
  .map(([method, path]) => method + path.join(""));

describe("nearestRoutes", () => {
  test("the nearest three, as the full edit distance ranks them (short routes: the search is never cut)", () => {
    fc.assert(
      fc.property(fc.uniqueArray(route, { maxLength: 30 }), route, (routes, wanted) => {
        expect(nearestRoutes(routes, wanted, 3)).toEqual(naive(routes, wanted, 3));
      }),
      { numRuns: runs(400) },
    );
  });

  test("the docs' example", () => {
    const routes = ["GET /pets/{petId}", "DELETE /pets/{petId}", "POST /pets", "POST /v1/images:annotate"];
    expect(nearestRoutes(routes, "GET /pet/{id}", 3)).toEqual([
      "GET /pets/{petId}",
      "POST /pets",
      "DELETE /pets/{petId}",
    ]);
  });

  test("a long url against many long routes still answers, from a bounded search", () => {
    const routes = Array.from({ length: 2000 }, (_, i) => `GET /${"seg/".repeat(20)}${i}`);
    const found = nearestRoutes(routes, `GET /${"x".repeat(100_000)}`, 3);
    expect(found).toHaveLength(3);
    expect(routes).toEqual(expect.arrayContaining(found));
  });

  test("none for none", () => {
    expect(nearestRoutes([], "GET /x", 3)).toEqual([]);
  });
});
