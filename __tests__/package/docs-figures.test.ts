/**
 * Figures the code defines, as the documentation states them: each is read
 * from the code (the exported constant, or the constant's definition in its
 * module when it is private) and compared with every place a document gives
 * it, so a change to one side fails here until the other follows.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { CACHE_LIMIT, MAX_CACHED_KEY_LENGTH } from "../../src/util/bounded-cache";
import { ROOT } from "../helpers/dist";

const text = (path: string) => readFileSync(join(ROOT, path), "utf8");

/** The value of `const NAME = <integer>;` in a source file, for constants the module keeps to itself. */
function constantIn(path: string, name: string): number {
  const match = new RegExp(`^const ${name} = (\\d[\\d_]*);$`, "m").exec(text(path));
  if (!match?.[1]) throw new Error(`no "const ${name} = <integer>;" in ${path}`);
  return Number(match[1].replace(/_/g, ""));
}

/** "2,048" to 2048; "128 KiB" to 131072. */
function figure(written: string): number {
  const kib = /^([\d,]+) KiB$/.exec(written);
  if (kib?.[1]) return Number(kib[1].replace(/,/g, "")) * 1024;
  return Number(written.replace(/,/g, ""));
}

// [document, pattern whose groups are the figures, the values from the code, in order]
const FIGURES: [string, RegExp, () => number[]][] = [
  [
    "docs/security.md",
    /Caches are bounded \(([\d,]+) entries each, keys up to\s+([\d,]+) characters\)/,
    () => [CACHE_LIMIT, MAX_CACHED_KEY_LENGTH],
  ],
  [
    "docs/performance.md",
    /caches hold at most ([\d,]+) entries each and start over when full; keys longer than\s+([\d,]+) characters/,
    () => [CACHE_LIMIT, MAX_CACHED_KEY_LENGTH],
  ],
  [
    "docs/decisions.md",
    /at\s+most ([\d,]+) of each[^;]*; a full cache\s+starts over empty, and keys longer than ([\d,]+) characters/,
    () => [CACHE_LIMIT, MAX_CACHED_KEY_LENGTH],
  ],
  [
    "CHANGELOG.md",
    /Two caches: compiled templates and split route strings, at most ([\d,]+) each/,
    () => [CACHE_LIMIT],
  ],
  [
    "docs/decisions.md",
    /too deep \(over\s+([\d,]+) levels\)/,
    () => [constantIn("src/util/json-text.ts", "MAX_JSON_DEPTH")],
  ],
  ["docs/cli.md", /nested over ([\d,]+) levels/, () => [constantIn("src/cli/parse-json.ts", "MAX_DEPTH")]],
  // One byte less than 128 KiB: the limit counts the terminating NUL.
  [
    "docs/cli.md",
    /a body over ([\d,]+ KiB), longer than Linux allows one argument to be/,
    () => [constantIn("src/cli/render-curl.ts", "MAX_ARGUMENT_BYTES") + 1],
  ],
];

test.each(FIGURES)("%s states %s as the code defines it", (document, pattern, values) => {
  const match = pattern.exec(text(document));
  expect(match).not.toBeNull();
  expect(match?.slice(1).map(figure)).toEqual(values());
});
