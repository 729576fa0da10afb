import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { defined } from "../helpers/defined";
import { ROOT, ensureDist } from "../helpers/dist";

// The command line is built on the public API: dist/cli.mjs imports the
// library's own build (./openapi.mjs, the entry with the OpenAPI runtime its
// `openapi` command needs), bundles yaml in a chunk of its own (cli-yaml.mjs,
// loaded when a YAML file is read), and carries none of the library's code
// but the three text helpers they share (the value quoter, with its one-line
// escaper and article, the JSON writer, with its bound on shared objects, and
// the lone-surrogate pattern).

const SRC = join(ROOT, "src");
let cli: string;
beforeAll(() => {
  ensureDist();
  cli = readFileSync(join(ROOT, "dist", "cli.mjs"), "utf8");
}, 180_000);

// Every `export function NAME` of the library's inner folders (all but the
// command line's own and the type-only one), read from the source.
function libraryFunctions(): string[] {
  const folders = readdirSync(SRC, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== "cli" && entry.name !== "types")
    .map((entry) => entry.name);
  const files = folders.flatMap((folder) => readdirSync(join(SRC, folder)).map((name) => join(SRC, folder, name)));
  const source = files.map((file) => readFileSync(file, "utf8")).join("\n");
  // The JSON writer's shared-object bound (treeProblem) comes with it, and so do the
  // quoter's own helpers: the cut of long text (cutMiddle) and the real-Date test (dateTime).
  const shared = ["describeValue", "oneLine", "withArticle", "cutMiddle", "dateTime", "jsonText", "treeProblem"];
  return [...source.matchAll(/^export function (\w+)/gm)]
    .map((match) => defined(match[1], `the name in ${match[0]}`))
    .filter((name) => !shared.includes(name));
}

// The message prefixes of the error table in src/util/errors.ts ("Missing parameter", ...).
function errorPrefixes(): string[] {
  const source = readFileSync(join(SRC, "util", "errors.ts"), "utf8");
  return [...source.matchAll(/^\s+ERR_\w+: \["([^"]+)"/gm)].map((match) =>
    defined(match[1], `the prefix in ${match[0]}`),
  );
}

function moduleSpecifiers(code: string): string[] {
  return [...code.matchAll(/\bfrom\s*['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]/g)].map((match) =>
    defined(match[1] ?? match[2], `the specifier in ${match[0]}`),
  );
}

describe("dist/cli.mjs", () => {
  test("imports the library from ./openapi.mjs, yaml from its own chunk, and nothing else but Node's modules", () => {
    const specifiers = moduleSpecifiers(cli);
    expect(specifiers).toContain("./openapi.mjs");
    expect(specifiers).toContain("./cli-yaml.mjs");
    const others = specifiers.filter((specifier) => !["./openapi.mjs", "./cli-yaml.mjs"].includes(specifier));
    expect(others.filter((specifier) => !specifier.startsWith("node:"))).toEqual([]);
  });

  test("yaml is bundled in cli-yaml.mjs, which imports nothing: no yaml package needs to be installed", () => {
    const chunk = readFileSync(join(ROOT, "dist", "cli-yaml.mjs"), "utf8");
    expect(chunk).toMatch(/\bclass YAMLParseError\b/);
    // No import statement, dynamic import or require (its doc comments show `from 'yaml'`).
    expect(chunk).not.toMatch(/^\s*import\b|\bimport\s*\(|\brequire\(/m);
    expect(chunk).toMatch(/^export \{/m);
  });

  test("yaml is the command line's alone: no library bundle imports or holds it", () => {
    for (const file of [
      "index.mjs",
      "index.cjs",
      "openapi.mjs",
      "openapi.cjs",
      "core.mjs",
      "core.cjs",
      "rest-endpoint.umd.min.js",
      "rest-endpoint.openapi.umd.min.js",
    ]) {
      const code = readFileSync(join(ROOT, "dist", file), "utf8");
      expect([file, moduleSpecifiers(code).filter((specifier) => specifier.includes("yaml"))]).toEqual([file, []]);
      expect([file, /require\(["']yaml["']\)|YAMLParseError/.test(code)]).toEqual([file, false]);
    }
  });

  test("defines none of the library's functions", () => {
    const names = libraryFunctions();
    expect(names).toEqual(
      expect.arrayContaining(["compileTemplate", "mergeHeaders", "optionMerger", "toFetchArgs", "setOwn"]),
    );
    const defines = (code: string, name: string) => new RegExp(`\\bfunction ${name}\\b|\\b${name}\\s*=`).test(code);
    // A name the command line's own source defines too is its own code, not a copy.
    const cliSource = readdirSync(join(SRC, "cli"))
      .map((name) => readFileSync(join(SRC, "cli", name), "utf8"))
      .join("\n");
    const defined = names.filter((name) => defines(cli, name) && !defines(cliSource, name));
    expect(defined).toEqual([]);
  });

  test("carries neither the error class nor the error messages of the library", () => {
    const prefixes = errorPrefixes();
    expect(prefixes).toEqual(expect.arrayContaining(["Missing parameter", "Invalid URL template"]));
    expect(cli).not.toMatch(/\bclass EndpointError\b/);
    expect(prefixes.filter((prefix) => cli.includes(prefix))).toEqual([]);
  });

  test("the moduleSpecifiers reader finds static and dynamic imports", () => {
    const code = [
      "import { a } from './index.mjs';",
      'import x from "node:fs";',
      'export { b } from "../lib.js";',
      'await import("url-template");',
    ].join("\n");
    expect(moduleSpecifiers(code)).toEqual(["./index.mjs", "node:fs", "../lib.js", "url-template"]);
  });
});
