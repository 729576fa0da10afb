import { readFileSync } from "node:fs";
import { join } from "node:path";
import { getUserAgent } from "universal-user-agent";
import { endpoint, EndpointError, VERSION } from "../src/index";

// Every ```js block of the README runs here, in order and in one scope (a
// later block may use what an earlier one defined). A statement followed by
// `// => value` (continued on further `//` lines) must deep-equal `value`.
// Blocks in other languages (sh, ts, html, javascript) are not run: client
// code that needs a server is covered by the integration suite instead.

const readme = readFileSync(join(__dirname, "..", "README.md"), "utf8");
const blocks = [...readme.matchAll(/^```js\n([\s\S]*?)^```$/gm)].map((match) => match[1]);
const CLOSERS = /^[)}\]]/;

interface Check {
  expression: string;
  expected: string;
}

function indentOf(line: string): number {
  return line.length - line.trimStart().length;
}

/** Rewrites one block so each `// =>` checks the statement above it. */
function instrument(block: string, checks: Check[]): string {
  const lines = block.split("\n").filter((line) => !/^import .* from "rest-endpoint";$/.test(line));
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const marker = /^(\s*)\/\/ => ?(.*)$/.exec(lines[i]);
    if (!marker) {
      out.push(lines[i]);
      continue;
    }
    let expected = marker[2];
    while (i + 1 < lines.length && /^\s*\/\/(?! =>)/.test(lines[i + 1])) {
      expected += `\n${lines[++i].replace(/^\s*\/\/ ?/, "")}`;
    }
    const indent = marker[1].length;
    let start = out.length - 1;
    while (start >= 0 && (indentOf(out[start]) !== indent || CLOSERS.test(out[start].trim()) || out[start].trim() === "")) start--;
    if (start < 0) throw new Error(`README: no statement before "// => ${marker[2]}"`);
    const expression = out.splice(start).join("\n").trim().replace(/;$/, "");
    checks.push({ expression, expected });
    out.push(`${" ".repeat(indent)}__check(${checks.length - 1}, () => (${expression}), () => (${expected}));`);
  }
  return out.join("\n");
}

describe("README examples", () => {
  const runnable = blocks.filter((block) => !block.includes("require("));
  const checks: Check[] = [];
  const code = runnable.map((block) => instrument(block, checks)).join("\n");
  const markers = runnable.join("\n").match(/\/\/ =>/g)?.length ?? 0;

  test("there are examples with expected values", () => {
    expect(runnable.length).toBeGreaterThanOrEqual(10);
    expect(checks.length).toBe(markers);
  });

  test("every example gives the value the README shows", () => {
    const seen = new Set<number>();
    const check = (index: number, actual: () => unknown, expected: () => unknown) => {
      seen.add(index);
      const { expression } = checks[index];
      expect({ expression, value: actual() }).toStrictEqual({ expression, value: expected() });
    };
    const run = new Function("endpoint", "EndpointError", "VERSION", "platform", "__check", code);
    run(endpoint, EndpointError, VERSION, getUserAgent(), check);
    expect(seen.size).toBe(checks.length);
  });
});
