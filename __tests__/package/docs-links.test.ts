/**
 * The documentation's links: every relative link in README.md, CHANGELOG.md,
 * CONTRIBUTING.md and docs/*.md names a file of this repository, and a `#fragment` names a
 * heading of that file (as GitHub makes heading anchors). Nothing points
 * outside the repository.
 */
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { defined } from "../helpers/defined";
import { ROOT } from "../helpers/dist";

const DOCUMENTS = [
  "README.md",
  "CHANGELOG.md",
  "CONTRIBUTING.md",
  ...readdirSync(join(ROOT, "docs"))
    .filter((name) => name.endsWith(".md"))
    .map((name) => `docs/${name}`),
];

/** The text without fenced code blocks and inline code, where `[a](b)` is not a link. */
function prose(source: string): string {
  return source.replace(/^```[\s\S]*?^```$/gm, "").replace(/`[^`\n]*`/g, "");
}

/**
 * GitHub's anchor for a heading: lowercased, everything but letters, digits,
 * spaces, `-` and `_` removed, spaces turned into `-`; a repeated anchor gets
 * `-1`, `-2`, ...
 */
function anchors(source: string): Set<string> {
  const found = new Set<string>();
  const counts = new Map<string, number>();
  const withoutBlocks = source.replace(/^```[\s\S]*?^```$/gm, "");
  for (const match of withoutBlocks.matchAll(/^#{1,6} (.+)$/gm)) {
    const slug = defined(match[1], `the text of ${match[0]}`)
      .replace(/`/g, "")
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N} _-]/gu, "")
      .replace(/ /g, "-");
    const count = counts.get(slug) ?? 0;
    counts.set(slug, count + 1);
    found.add(count ? `${slug}-${count}` : slug);
  }
  return found;
}

interface Link {
  document: string;
  target: string;
}

function links(document: string): Link[] {
  const source = prose(readFileSync(join(ROOT, document), "utf8"));
  return [...source.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => ({
    document,
    target: defined(match[1], `the target of ${match[0]}`),
  }));
}

const ALL = DOCUMENTS.flatMap(links);
const RELATIVE = ALL.filter(({ target }) => !/^[a-z][a-z\d+.-]*:/i.test(target));

test("the documents have relative links to check", () => {
  expect(RELATIVE.length).toBeGreaterThan(20);
  expect(DOCUMENTS).toEqual(expect.arrayContaining(["docs/decisions.md", "docs/development.md"]));
});

test.each(RELATIVE.map((link) => [link.document, link.target]))("%s: %s", (document, target) => {
  const path = target.replace(/#.*/s, "");
  const [, fragment] = target.split("#");
  const file = path === "" ? join(ROOT, document) : resolve(dirname(join(ROOT, document)), decodeURIComponent(path));
  // Inside the repository, and there.
  expect(relative(ROOT, file).startsWith("..")).toBe(false);
  expect(existsSync(file)).toBe(true);
  if (fragment !== undefined) {
    expect(statSync(file).isFile() && file.endsWith(".md")).toBe(true);
    expect([...anchors(readFileSync(file, "utf8"))]).toContain(fragment);
  }
});

test("absolute links are web pages, never a file of this machine", () => {
  const absolute = ALL.filter(({ target }) => /^[a-z][a-z\d+.-]*:/i.test(target));
  expect(absolute.filter(({ target }) => !/^https:\/\//.test(target))).toEqual([]);
});

test.each(DOCUMENTS)("%s refers to no document outside the repository and to no issue numbers", (document) => {
  const source = readFileSync(join(ROOT, document), "utf8");
  expect(source.match(/\.\.\/shared|toolchain\.md|\bissue #?\d+|\bissues?\/\d+/gi) ?? []).toEqual([]);
});

test("the anchors are computed as GitHub computes them", () => {
  const source = "# A `b` c\n## Variable names with `-`\n## Why?\n## Why\n```\n# not a heading\n```\n";
  expect([...anchors(source)]).toEqual(["a-b-c", "variable-names-with--", "why", "why-1"]);
});
