// No import cycle in src/: every relative import (type-only ones too) read
// from the files, the cycles found by the graph's strongly connected components.
import { join } from "node:path";
import { importCycles, importGraph } from "../helpers/import-cycles";

// Cycles that exist today and are to be broken; the test fails when one is
// broken and still listed here, so the list only shrinks.
const KNOWN: readonly (readonly string[])[] = [];

test("src/ has no import cycle but the known ones", () => {
  expect(importCycles(importGraph(join(__dirname, "..", "..", "src")))).toEqual(KNOWN);
});

test("the graph reads every relative import of src/, type-only ones too", () => {
  const graph = importGraph(join(__dirname, "..", "..", "src"));
  expect(graph.get("types/wrapper.ts")).toContain("types/endpoint-interface.ts");
  expect(graph.get("index.ts")).toContain("with-defaults.ts");
  expect(graph.get("template/url-template.ts")).not.toContain("url-template");
});

test.each([
  ["no cycle", { a: ["b"], b: ["c"], c: [] }, []],
  ["two files", { a: ["b"], b: ["a"] }, [["a", "b"]]],
  ["three files, entered anywhere", { x: ["b"], b: ["c"], c: ["a"], a: ["b"] }, [["a", "b", "c"]]],
  ["a file importing itself", { a: ["a"], b: ["a"] }, [["a"]]],
  [
    "two separate cycles",
    { d: ["e"], e: ["d"], a: ["b"], b: ["a"], c: ["a"] },
    [
      ["a", "b"],
      ["d", "e"],
    ],
  ],
])("importCycles finds %s", (_, edges, cycles) => {
  expect(importCycles(new Map(Object.entries(edges)))).toEqual(cycles);
});
