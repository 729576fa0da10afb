/**
 * The examples of README.md and docs/*.md, run as written.
 *
 * - ```js blocks run in order, in one async scope per document (a later block
 *   may use what an earlier one defined); the README's each run alone, with
 *   only the names it imports (a reader copies one block). A statement followed by
 *   `// => value` (continued on further `//` lines) must deep-equal `value`.
 * - ```javascript blocks send requests. The README's quick start runs here,
 *   against a local server; the client blocks of docs/http-clients.md are run
 *   line for line by __tests__/clients/http-clients.test.ts. No other document
 *   may have one.
 * - ```ts blocks are type-checked against src/: a line marked `// error` must
 *   fail to compile, every other line must compile.
 * - ```sh blocks run with the built command, in the full tier:
 *   __tests__/cli/docs-commands.test.ts.
 * - ```text blocks that quote a compiler error ("error TS...") quote one the
 *   compiler gives for the document's ```ts blocks.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import * as ts from "typescript";
import { getUserAgent } from "universal-user-agent";
import * as core from "../../src/index";
import * as described from "../../src/openapi";
import { endpoint, EndpointError, ERROR_CODES, toFetchArgs, VERSION } from "../../src/index";
import { endpoint as describingEndpoint, compileRouteTable } from "../../src/openapi";
import { defined } from "../helpers/defined";
import { STRICT_OPTIONS } from "../helpers/compiler-options";
import { ROOT } from "../helpers/dist";
import { blocks, section, text } from "../helpers/markdown";
import { startRecordingServer } from "../helpers/recording-server";

const DOCUMENTS = [
  "README.md",
  ...readdirSync(join(ROOT, "docs"))
    .filter((name) => name.endsWith(".md"))
    .map((name) => `docs/${name}`),
];
const platform = getUserAgent();

const IMPORT_LINE = /^import .* from "rest-endpoint(?:\/openapi)?";$/;

// ```js blocks

const CLOSERS = /^[)}\]]/;
const MARKER = /^(\s*)\/\/ => ?(.*)$/;
const CONTINUATION = /^\s*\/\/(?! =>)/;

interface Check {
  expression: string;
  expected: string;
}

function indentOf(line: string): number {
  return line.length - line.trimStart().length;
}

/** Whether `line` can start the statement a `// =>` at `indent` checks: same indent, not a closer, not blank. */
function startsStatement(line: string, indent: number): boolean {
  return indentOf(line) === indent && !CLOSERS.test(line.trim()) && line.trim() !== "";
}

/** The value a `// =>` shows: its own text and the `//` lines right after it, which it takes off `rest`. */
function takeExpected(shown: string, rest: string[]): string {
  const end = rest.findIndex((line) => !CONTINUATION.test(line));
  const continued = rest.splice(0, end < 0 ? rest.length : end);
  return [shown, ...continued.map((line) => line.replace(/^\s*\/\/ ?/, ""))].join("\n");
}

/**
 * Rewrites one block so each `// =>` checks the statement above it. `alone`:
 * the value shown is computed outside the block's scope (it may name
 * `VERSION` and `platform`, which a block alone has not imported).
 */
function instrument(block: string, checks: Check[], alone = false): string {
  const rest = block.split("\n").filter((line) => !IMPORT_LINE.test(line));
  const out: string[] = [];
  for (let line = rest.shift(); line !== undefined; line = rest.shift()) {
    const [, spaces, shown] = MARKER.exec(line) ?? [];
    if (spaces === undefined || shown === undefined) {
      out.push(line);
      continue;
    }
    const expected = takeExpected(shown, rest);
    const indent = spaces.length;
    const start = out.map((previous) => startsStatement(previous, indent)).lastIndexOf(true);
    if (start < 0) throw new Error(`no statement before "// => ${shown}"`);
    const expression = out.splice(start).join("\n").trim().replace(/;$/, "");
    checks.push({ expression, expected });
    const expectedThunk = alone ? "" : `, async () => (${expected})`;
    out.push(`${" ".repeat(indent)}await __check(${checks.length - 1}, async () => (${expression})${expectedThunk});`);
  }
  return out.join("\n");
}

const AsyncFunction = (Object.getPrototypeOf(async () => {}) as { constructor: unknown }).constructor as new (
  ...args: string[]
) => (...values: unknown[]) => Promise<void>;
const SCOPE = { endpoint, EndpointError, ERROR_CODES, toFetchArgs, VERSION, platform };
// A document whose examples import from "rest-endpoint/openapi" gets that entry's names.
const OPENAPI_SCOPE = { ...SCOPE, endpoint: describingEndpoint, compileRouteTable };
const scopeOf = (code: string) => (code.includes('from "rest-endpoint/openapi";') ? OPENAPI_SCOPE : SCOPE);

// What a block alone may import, by entry.
const ENTRIES: { readonly [entry: string]: { readonly [name: string]: unknown } } = {
  "rest-endpoint": core,
  "rest-endpoint/openapi": described,
};

/** The names a block imports (`import { a, b as c } from "rest-endpoint"`), bound to the entry's exports. */
function importedScope(block: string): { [name: string]: unknown } {
  const scope: { [name: string]: unknown } = {};
  for (const [, names = "", from = ""] of block.matchAll(/^import \{([^}]*)\} from "([^"]+)";$/gm)) {
    const entry = ENTRIES[from];
    if (!entry) throw new Error(`a block imports from ${from}`);
    for (const specifier of names.split(",").map((name) => name.trim())) {
      if (!specifier) continue;
      const [name = "", local = name] = specifier.split(/\s+as\s+/);
      if (!(name in entry)) throw new Error(`${from} exports no ${name}`);
      scope[local] = entry[name];
    }
  }
  return scope;
}

/** Runs one block alone: only its imports in scope; each `// =>` value computed in the full scope. */
async function runAlone(block: string): Promise<void> {
  const checks: Check[] = [];
  const code = instrument(block, checks, true);
  const scope = importedScope(block);
  const shownScope = { ...scopeOf(block), ...scope };
  const check = async (index: number, actual: () => Promise<unknown>) => {
    const { expression, expected } = defined(checks[index], `check ${index}`);
    const shown = new AsyncFunction(...Object.keys(shownScope), `return (${expected});`);
    expect({ expression, value: await actual() }).toStrictEqual({
      expression,
      value: await shown(...Object.values(shownScope)),
    });
  };
  await new AsyncFunction(...Object.keys(scope), "__check", code)(...Object.values(scope), check);
}

describe("README.md: each ```js block runs alone, with what it imports", () => {
  const runnable = blocks("README.md", "js")
    .map(({ code }) => code)
    .filter((code) => !code.includes("require("));

  test.each(runnable.map((code, index) => [index + 1, code] as const))("block %d", async (_index, code) => {
    await runAlone(code);
  });

  test("every `// =>` belongs to a statement", () => {
    const checks: Check[] = [];
    for (const code of runnable) instrument(code, checks, true);
    expect(checks.length).toBeGreaterThan(0);
    expect(checks.length).toBe(runnable.join("\n").match(/\/\/ =>/g)?.length);
  });

  test("a block that uses a name it does not import fails (no earlier block's import helps it)", async () => {
    await expect(runAlone('endpoint("GET /user").url;\n// => "https://api.github.com/user"')).rejects.toThrow(
      ReferenceError,
    );
    await runAlone(
      'import { endpoint } from "rest-endpoint";\nendpoint("GET /user").url;\n// => "https://api.github.com/user"',
    );
  });
});

// The README's blocks run alone (above).
const withExamples = DOCUMENTS.filter(
  (document) => document !== "README.md" && blocks(document, "js").some(({ code }) => !code.includes("require(")),
);

describe.each(withExamples)("%s: ```js examples", (document) => {
  // The CommonJS line of the README's install section: the packed-package tests load it.
  const runnable = blocks(document, "js")
    .map(({ code }) => code)
    .filter((code) => !code.includes("require("));
  const checks: Check[] = [];
  const code = runnable.map((block) => instrument(block, checks)).join("\n");
  const markers = runnable.join("\n").match(/\/\/ =>/g)?.length ?? 0;

  test("every `// =>` belongs to a statement", () => {
    expect(checks.length).toBeGreaterThan(0);
    expect(checks.length).toBe(markers);
  });

  test("every example gives the value the document shows", async () => {
    const seen = new Set<number>();
    const check = async (index: number, actual: () => Promise<unknown>, expected: () => Promise<unknown>) => {
      seen.add(index);
      const { expression } = defined(checks[index], `check ${index}`);
      expect({ expression, value: await actual() }).toStrictEqual({ expression, value: await expected() });
    };
    const scope = scopeOf(runnable.join("\n"));
    const run = new AsyncFunction(...Object.keys(scope), "__check", code);
    await run(...Object.values(scope), check);
    expect(seen.size).toBe(checks.length);
  });
});

test("the README is at most 15 KB (15,000 bytes)", () => {
  expect(Buffer.byteLength(text("README.md"), "utf8")).toBeLessThanOrEqual(15_000);
});

test("the README has examples for the API in brief", () => {
  const api = section("README.md", "## API in brief");
  for (const name of [
    "endpoint(",
    "endpoint.defaults(",
    "DEFAULTS",
    "endpoint.merge(",
    "endpoint.parse(",
    "toFetchArgs(",
  ]) {
    expect(api).toContain(name);
  }
});

test.each(["README.md", "docs/decisions.md"])("%s lists every error code", (document) => {
  const listed = [...text(document).matchAll(/^\| `(ERR_[A-Z_]+)` *\|/gm)].map((match) => match[1]);
  expect(listed).toEqual([...ERROR_CODES]);
});

// ```javascript blocks

describe("```javascript blocks (code that sends requests)", () => {
  test("only the README's quick start and docs/http-clients.md have them", () => {
    const found = DOCUMENTS.flatMap((document) =>
      blocks(document, "javascript").map(({ code }) => ({ document, code })),
    );
    const quickStart = section("README.md", "## Quick start");
    const elsewhere = found.filter(
      ({ document, code }) =>
        !(document === "docs/http-clients.md" || (document === "README.md" && quickStart.includes(code))),
    );
    expect(elsewhere).toEqual([]);
    expect(found.filter(({ document }) => document === "README.md")).toHaveLength(1);
  });

  test("the quick start sends the request it builds, with the body as JSON", async () => {
    const [block] = blocks("README.md", "javascript");
    if (!block) throw new Error("README.md has no ```javascript block");
    expect(block.code).toContain("fetch(...toFetchArgs(");
    const server = await startRecordingServer();
    const printed: unknown[][] = [];
    // fetch, sent to the local server instead of the API's host.
    const localFetch = (url: string, init: RequestInit) =>
      fetch(url.replace(endpoint.DEFAULTS.baseUrl, server.origin), init);
    try {
      const code = block.code
        .split("\n")
        .filter((line) => !IMPORT_LINE.test(line))
        .join("\n");
      const run = new AsyncFunction("endpoint", "toFetchArgs", "fetch", "console", `${code}\nreturn request;`);
      const request = (await run(endpoint, toFetchArgs, localFetch, {
        log: (...values: unknown[]) => printed.push(values),
      })) as unknown as {
        method: string;
        url: string;
        body: unknown;
      };
      const received = server.takeOne();
      expect(received.method).toBe(request.method);
      expect(server.origin + received.target).toBe(request.url.replace(endpoint.DEFAULTS.baseUrl, server.origin));
      expect(received.headers["content-type"]).toBe("application/json; charset=utf-8");
      expect(JSON.parse(received.body.toString("utf8"))).toStrictEqual(request.body);
      expect(printed).toEqual([[200, '{"ok":true}']]);
    } finally {
      await server.close();
    }
  });
});

// ```ts blocks

/** Line numbers (from 1) of the lines marked `// error`. */
function errorLines(code: string): number[] {
  return code.split("\n").flatMap((line, index) => (/\/\/ error\b/.test(line) ? [index + 1] : []));
}

describe("```ts blocks", () => {
  const documents = DOCUMENTS.filter((document) => blocks(document, "ts").length > 0);

  test("there are some", () => {
    expect(documents).toContain("docs/typescript.md");
  });

  test("each compiles against src/, except exactly the lines marked `// error`", () => {
    // One file per document: its blocks in order, imports hoisted (and deduplicated) to the top.
    const files = new Map<string, string>();
    for (const document of documents) {
      const imports = new Set<string>();
      const body: string[] = [];
      for (const { code } of blocks(document, "ts")) {
        for (const line of code.split("\n")) {
          if (/^import .* from ".*";$/.test(line)) imports.add(line);
          else body.push(line);
        }
      }
      files.set(join(ROOT, ".docs-check", `${document.replace(/\W/g, "_")}.ts`), [...imports, ...body].join("\n"));
    }
    // `import type { paths } from "./tasks"` in docs/typescript.md: the OpenAPI fixture's generated types.
    files.set(
      join(ROOT, ".docs-check", "tasks.ts"),
      readFileSync(join(ROOT, "__tests__", "fixtures", "openapi", "tasks.ts"), "utf8"),
    );
    // `import type { paths as rules } from "./rules"`: the OpenAPI rules fixture's generated types.
    files.set(
      join(ROOT, ".docs-check", "rules.ts"),
      readFileSync(join(ROOT, "__tests__", "fixtures", "openapi", "rules", "rules.ts"), "utf8"),
    );
    // `import type { paths as generated } from "./files"` in docs/openapi.md: the 3.2 fixture's generated types.
    files.set(
      join(ROOT, ".docs-check", "files.ts"),
      readFileSync(join(ROOT, "__tests__", "fixtures", "openapi", "files-32", "files.ts"), "utf8"),
    );
    const options: ts.CompilerOptions = {
      ...STRICT_OPTIONS,
      baseUrl: ROOT,
      paths: { "rest-endpoint": ["src/index.ts"], "rest-endpoint/openapi": ["src/openapi.ts"] },
    };
    const host = ts.createCompilerHost(options);
    const readFile = host.readFile.bind(host);
    host.readFile = (name) => files.get(name) ?? readFile(name);
    host.fileExists = (name) => files.has(name) || ts.sys.fileExists(name);
    host.directoryExists = (name) => name === join(ROOT, ".docs-check") || ts.sys.directoryExists(name);
    const getSourceFile = host.getSourceFile.bind(host);
    host.getSourceFile = (name, version) => {
      const source = files.get(name);
      return source === undefined ? getSourceFile(name, version) : ts.createSourceFile(name, source, version);
    };
    const program = ts.createProgram([...files.keys()], options, host);
    const diagnostics = ts.getPreEmitDiagnostics(program);

    for (const [name, source] of files) {
      if (/[/\\](tasks|rules|files)\.ts$/.test(name)) continue;
      const lines = new Set<number>();
      for (const diagnostic of diagnostics) {
        if (diagnostic.file?.fileName !== name || diagnostic.start === undefined) continue;
        lines.add(diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start).line + 1);
      }
      const sourceLines = source.split("\n");
      const describe = (numbers: Iterable<number>) =>
        [...numbers]
          .sort((a, b) => a - b)
          .map((n) => `${n}: ${defined(sourceLines[n - 1], `line ${n} of ${name}`).trim()}`);
      expect({ file: name, failing: describe(lines) }).toEqual({ file: name, failing: describe(errorLines(source)) });
    }
    // Errors inside src/ are `npm run typecheck`'s to report, not the documents'.

    // A compiler message a document quotes (```text starting "error TS") is one the compiler gives for it.
    for (const document of documents) {
      const name = join(ROOT, ".docs-check", `${document.replace(/\W/g, "_")}.ts`);
      const given = diagnostics
        .filter((diagnostic) => diagnostic.file?.fileName === name)
        .map(
          (diagnostic) =>
            `error TS${diagnostic.code}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n")}`,
        );
      for (const { code } of blocks(document, "text").filter((block) => block.code.startsWith("error TS"))) {
        expect(given).toContain(code.trimEnd());
      }
    }
  }, 120_000);
});
