import { readFileSync } from "node:fs";
import { join } from "node:path";
import { defined } from "./defined";
import { ROOT } from "./dist";

/**
 * A document's text, by its path from the package root.
 *
 * @example
 * text("README.md").startsWith("# rest-endpoint"); // true
 */
export function text(document: string): string {
  return readFileSync(join(ROOT, document), "utf8");
}

/**
 * The fenced blocks of one language, in order, with the line each starts on.
 *
 * @example
 * blocks("docs/cli.md", "sh")[0]?.code; // "rest-endpoint ..."
 */
export function blocks(document: string, language: string): Array<{ code: string; line: number }> {
  const source = text(document);
  return [...source.matchAll(new RegExp(`^\`\`\`${language}\\n([\\s\\S]*?)^\`\`\`$`, "gm"))].map((match) => ({
    code: defined(match[1], `the code of a ${language} block in ${document}`),
    line: source.slice(0, match.index).split("\n").length + 1,
  }));
}

/**
 * The part of a document under a heading, up to the next heading of the same or a higher level.
 *
 * @example
 * section("README.md", "## Development").includes("bash .ci/run"); // true
 */
export function section(document: string, heading: string): string {
  const source = text(document);
  const start = source.indexOf(`\n${heading}\n`);
  if (start < 0) throw new Error(`${document} has no heading "${heading}"`);
  const level = heading.indexOf(" ");
  const rest = source.slice(start + heading.length + 2);
  const end = rest.search(new RegExp(`^#{1,${level}} `, "m"));
  return source.slice(start, end < 0 ? undefined : start + heading.length + 2 + end);
}
