/**
 * OpenAPI typing on real descriptions (listed in
 * __tests__/fixtures/openapi/real/descriptions.json): for every operation, a
 * call with its required parameters (and one with an optional parameter)
 * compiles; for seeded mistakes (a missing required path, query or header
 * parameter, a wrong type, an off-enum value, a missing body, `data` on a GET,
 * an unknown route) every call fails to compile. Calls are generated from the
 * description's schemas, types by openapi-typescript from the same
 * description (GitHub's: @octokit/openapi-types), and one TypeScript program
 * checks them. Both modes: the description given at run time
 * (`defaults<paths>({ openapi })`) and types only (`defaults<paths>()`), whose
 * calls also run: whatever the types accept, the library builds.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import ts from "typescript";
import { endpoint } from "../../src/index";
import { describedCalls, operations, plainCalls, type Call } from "../helpers/openapi-calls";

jest.setTimeout(600_000);

const ROOT = resolve(__dirname, "..", "..");
const FIXTURES = join(ROOT, "__tests__", "fixtures", "openapi", "real");
type Entry = { source: string; types: string };
const DESCRIPTIONS: { [slug: string]: Entry } = JSON.parse(readFileSync(join(FIXTURES, "descriptions.json"), "utf8"));

/** Where a description's `paths` type is imported from; large ones are generated into `dir` now. */
function typesModule(slug: string, entry: Entry, dir: string): string {
  if (entry.types.startsWith("@")) return entry.types;
  if (entry.types.endsWith(".ts")) return join(FIXTURES, entry.types.replace(/\.ts$/, ".js"));
  execFileSync(process.execPath, [join(FIXTURES, "generate.mjs"), slug, dir]);
  return join(dir, `${slug}.js`);
}

/** A call file: the endpoint, then one call per line, each invalid one under `// @ts-expect-error`. */
function callFile(types: string, described: boolean, calls: Call[], invalid: boolean): string {
  const setup = described ? "{ openapi: {} }" : "";
  const lines = [
    `import { endpoint } from ${JSON.stringify(join(ROOT, "src", "index.js"))};`,
    `import type { paths } from ${JSON.stringify(types)};`,
    "type Operation<R> = R extends `${infer M} ${infer P}` ? NonNullable<paths[P & keyof paths][M & keyof paths[P & keyof paths]]> : never;",
    "type BodyOf<R, T> = NonNullable<Operation<R> extends { requestBody?: infer B } ? B : never> extends { content: infer C } ? C[T & keyof C] : never;",
    "declare function body<R extends string, T extends string>(): BodyOf<R, T>;",
    `const api = endpoint.defaults<paths>(${setup});`,
  ];
  for (const call of calls) {
    if (invalid) lines.push(`// @ts-expect-error -- ${call.note}`);
    lines.push(`api(${JSON.stringify(call.route)}, ${call.options});`);
  }
  return `${lines.join("\n")}\n`;
}

/** Each diagnostic as `file:line: message`, with the line's text. */
function report(diagnostics: readonly ts.Diagnostic[]): string[] {
  return diagnostics.map((d) => {
    const message = ts.flattenDiagnosticMessageText(d.messageText, "\n").split("\n")[0];
    if (!d.file || d.start === undefined) return message;
    const { line } = d.file.getLineAndCharacterOfPosition(d.start);
    const text = d.file.text.split("\n")[line];
    return `${d.file.fileName.split("/").pop()}:${line + 1}: ${message}\n    ${text.slice(0, 300)}`;
  });
}

const dir = mkdtempSync(join(tmpdir(), "rest-endpoint-openapi-real-"));
const files: { slug: string; mode: string; kind: "valid" | "invalid"; file: string; count: number }[] = [];
const runnable: { slug: string; call: Call }[] = [];
const skippedPlain: { [slug: string]: { [reason: string]: number } } = {};

beforeAll(() => {
  symlinkSync(join(ROOT, "node_modules"), join(dir, "node_modules"), "dir");
  for (const [slug, entry] of Object.entries(DESCRIPTIONS)) {
    if (process.env.OPENAPI_REAL_ONLY && !process.env.OPENAPI_REAL_ONLY.split(",").includes(slug)) continue;
    const document = JSON.parse(readFileSync(require.resolve(entry.source), "utf8"));
    const ops = operations(document);
    const types = typesModule(slug, entry, dir);
    const described = describedCalls(document, ops);
    const plain = plainCalls(document, ops);
    skippedPlain[slug] = plain.skipped;
    // Calls passing `parameters` (a parameter named like an option) need the
    // runtime that reads that option; the OpenAPI runtime brings it.
    for (const call of plain.valid) if (call.runtime && !call.runtime.parameters) runnable.push({ slug, call });
    const sets = [
      ["described", "valid", described.valid],
      ["described", "invalid", described.invalid],
      ["plain", "valid", plain.valid],
      ["plain", "invalid", plain.invalid],
    ] as const;
    for (const [mode, kind, calls] of sets) {
      const file = join(dir, `${slug}-${mode}-${kind}.ts`);
      writeFileSync(file, callFile(types, mode === "described", calls, kind === "invalid"));
      files.push({ slug, mode, kind, file, count: calls.length });
    }
  }
});

// OPENAPI_REAL_KEEP=1 keeps the generated call files, to read a failure in context.
afterAll(() => {
  if (process.env.OPENAPI_REAL_KEEP) console.log(`kept ${dir}`);
  else rmSync(dir, { recursive: true, force: true });
});

test("every generated valid call compiles, every seeded mistake fails to compile", () => {
  const started = Date.now();
  const program = ts.createProgram(
    files.map((f) => f.file),
    {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      lib: ["lib.es2022.d.ts"],
      types: [],
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      skipLibCheck: true,
    },
  );
  const problems: string[] = [];
  const rows = files.map(({ slug, mode, kind, file, count }) => {
    const start = Date.now();
    const diagnostics = [
      ...program.getSyntacticDiagnostics(program.getSourceFile(file)),
      ...program.getSemanticDiagnostics(program.getSourceFile(file)),
    ];
    problems.push(...report(diagnostics));
    return { slug, mode, kind, calls: count, errors: diagnostics.length, seconds: (Date.now() - start) / 1000 };
  });
  console.log(
    `Type-checked ${rows.reduce((n, r) => n + r.calls, 0)} calls in ${(Date.now() - started) / 1000} s\n` +
      rows
        .map((r) => `${r.slug} ${r.mode} ${r.kind}: ${r.calls} calls, ${r.errors} errors, ${r.seconds} s`)
        .join("\n") +
      `\nNot callable without the description (plain mode), by reason: ${JSON.stringify(skippedPlain)}`,
  );
  expect(problems.slice(0, 40)).toStrictEqual([]);
  for (const { kind, count } of files) if (kind === "invalid") expect(count).toBeGreaterThan(0);
});

test("without the description, every valid call the types accept builds at run time", () => {
  const plain = endpoint.defaults({ baseUrl: "https://api.example.com" });
  const failures: string[] = [];
  let built = 0;
  for (const { slug, call } of runnable) {
    try {
      const result = plain(call.route, call.runtime);
      expect(result.url.startsWith("https://api.example.com/")).toBe(true);
      built++;
    } catch (error) {
      failures.push(`${slug} ${call.route} ${JSON.stringify(call.runtime)}: ${(error as Error).message}`);
    }
  }
  console.log(`Built ${built} calls without the description`);
  expect(failures.slice(0, 20)).toStrictEqual([]);
  expect(built).toBe(runnable.length);
  expect(built).toBeGreaterThan(0);
});
