// CHANGELOG.md is one first release, written for a reader who never saw an
// earlier build: short, and nothing in it is told as a change from before.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { version } from "../../package.json";

const CHANGELOG = readFileSync(join(__dirname, "..", "..", "CHANGELOG.md"), "utf8");

test("at most 6,000 bytes", () => {
  expect(Buffer.byteLength(CHANGELOG, "utf8")).toBeLessThanOrEqual(6000);
});

test('no "no longer" anywhere (any case, across a line break)', () => {
  expect(CHANGELOG.match(/\bno\s+longer\b/gi)).toBeNull();
});

test("one release, the package's version", () => {
  expect([...CHANGELOG.matchAll(/^## \[([^\]]+)\]/gm)].map((match) => match[1])).toStrictEqual([version]);
});
