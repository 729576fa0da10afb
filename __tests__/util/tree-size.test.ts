import { MAX_SHARED_ENTRIES, treeProblem } from "../../src/util/tree-size.js";

const all = () => true;

function chain(levels: number): object {
  let level: object = { v: 1 };
  for (let i = 0; i < levels; i++) level = { a: level, b: level };
  return level;
}

describe("treeProblem", () => {
  test.each<[string, unknown, string]>([
    ["a scalar", "x", ""],
    [
      "a wide object without sharing",
      Object.fromEntries(Array.from({ length: 2 * MAX_SHARED_ENTRIES }, (_, i) => [`k${i}`, i])),
      "",
    ],
    ["a little sharing", chain(10), ""],
    ["sharing that repeats over the limit", chain(17), "too large"],
    ["sharing far over the limit", chain(45), "too large"],
    ["nesting past the depth", JSON.parse(`${"[".repeat(60)}${"]".repeat(60)}`), "too deep"],
  ])("%s", (_, value, problem) => {
    expect(treeProblem(value, all, 50)).toBe(problem);
  });

  test("a cycle", () => {
    const cyclic: { [key: string]: unknown } = {};
    cyclic.self = [cyclic];
    expect(treeProblem({ x: cyclic }, all, 50)).toBe("circular");
  });

  test("objects `follow` refuses are leaves", () => {
    const shared = chain(20);
    expect(treeProblem([shared, shared], (item) => Array.isArray(item), 50)).toBe("");
  });
});
