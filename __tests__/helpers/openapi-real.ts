/**
 * The OpenAPI typing check over real descriptions (listed in
 * __tests__/fixtures/openapi/real/descriptions.json): writes the generated
 * calls (helpers/openapi-calls.ts) into call files, one TypeScript program
 * checks them, and reports each file's diagnostics. Used by
 * __tests__/types/openapi-real.test.ts (small descriptions) and
 * openapi-real-large.test.ts (Kubernetes, GitHub).
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import ts from "typescript";
import { endpoint } from "../../src/openapi";
import { describedCalls, operations, plainCalls, type Call, type Schema } from "./openapi-calls";

const ROOT = resolve(__dirname, "..", "..");
const FIXTURES = join(ROOT, "__tests__", "fixtures", "openapi", "real");
type Entry = { source: string; types: string };
const DESCRIPTIONS = JSON.parse(readFileSync(join(FIXTURES, "descriptions.json"), "utf8")) as {
  [slug: string]: Entry;
};

/** One call file and what the check found in it. */
export interface CallFile {
  slug: string;
  mode: "described" | "plain";
  kind: "valid" | "invalid";
  file: string;
  calls: number;
  problems: string[];
  seconds: number;
}

/** Where a description's `paths` type is imported from; large ones are generated into `dir` now. */
function typesModule(slug: string, entry: Entry, dir: string): string {
  if (entry.types.startsWith("@")) return entry.types;
  if (entry.types.endsWith(".ts")) return join(FIXTURES, entry.types.replace(/\.ts$/, ".js"));
  execFileSync(process.execPath, [join(FIXTURES, "generate.mjs"), slug, dir]);
  return join(dir, `${slug}.js`);
}

/** A call file: the endpoint, then one call per line, each invalid one under `// @ts-expect-error`. */
function callFile(types: string, described: boolean, calls: Call[], invalid: boolean): string {
  const lines = [
    `import { endpoint } from ${JSON.stringify(join(ROOT, "src", "index.js"))};`,
    `import type { paths } from ${JSON.stringify(types)};`,
    "type Operation<R> = R extends `${infer M} ${infer P}` ? NonNullable<paths[P & keyof paths][M & keyof paths[P & keyof paths]]> : never;",
    "type BodyOf<R, T> = NonNullable<Operation<R> extends { requestBody?: infer B } ? B : never> extends { content: infer C } ? C[T & keyof C] : never;",
    "declare function body<R extends string, T extends string>(): BodyOf<R, T>;",
    `const api = endpoint.defaults<paths>(${described ? "{ openapi: {} }" : ""});`,
  ];
  for (const call of calls) {
    if (invalid) lines.push(`// @ts-expect-error -- ${call.note}`);
    lines.push(`api(${JSON.stringify(call.route)}, ${call.options});`);
  }
  return `${lines.join("\n")}\n`;
}

/** Each diagnostic as `file:line: message`, with the line's text (and the call under a directive). */
function report(diagnostics: readonly ts.Diagnostic[]): string[] {
  return diagnostics.map((d) => {
    // The first line of the message.
    const message = ts.flattenDiagnosticMessageText(d.messageText, "\n").replace(/\n.*/s, "");
    if (!d.file || d.start === undefined) return message;
    const { line } = d.file.getLineAndCharacterOfPosition(d.start);
    const text = d.file.text
      .split("\n")
      .slice(line, line + 2)
      .join("\n    ");
    return `${d.file.fileName.split("/").pop()}:${line + 1}: ${message}\n    ${text.slice(0, 400)}`;
  });
}

/**
 * Generates and type-checks the calls of the named descriptions, seeding
 * mistakes into every `mistakesEvery`-th operation. Returns each call file's
 * findings, the calls without the description that can run as they are, and
 * the operations that mode cannot call, by reason.
 */
export function checkDescriptions(
  slugs: string[],
  mistakesEvery: number,
): {
  files: CallFile[];
  runnable: { slug: string; call: Call }[];
  /** Valid calls with the description, and the description, for the OpenAPI runtime's half. */
  described: { slug: string; document: object; call: Call }[];
  skipped: { [slug: string]: { [reason: string]: number } };
} {
  const dir = mkdtempSync(join(tmpdir(), "rest-endpoint-openapi-real-"));
  try {
    symlinkSync(join(ROOT, "node_modules"), join(dir, "node_modules"), "dir");
    const files: CallFile[] = [];
    const runnable: { slug: string; call: Call }[] = [];
    const describedRunnable: { slug: string; document: object; call: Call }[] = [];
    const skipped: { [slug: string]: { [reason: string]: number } } = {};
    for (const slug of slugs) {
      const entry = DESCRIPTIONS[slug];
      if (entry === undefined) throw new Error(`${slug} is not in descriptions.json`);
      const document = JSON.parse(readFileSync(require.resolve(entry.source), "utf8")) as Schema;
      const ops = operations(document);
      const types = typesModule(slug, entry, dir);
      const described = describedCalls(document, ops, mistakesEvery);
      const plain = plainCalls(document, ops, mistakesEvery);
      skipped[slug] = plain.skipped;
      for (const call of described.valid) describedRunnable.push({ slug, document, call });
      for (const call of plain.valid) if (call.runtime) runnable.push({ slug, call });
      const sets = [
        ["described", "valid", described.valid],
        ["described", "invalid", described.invalid],
        ["plain", "valid", plain.valid],
        ["plain", "invalid", plain.invalid],
      ] as const;
      for (const [mode, kind, calls] of sets) {
        const file = join(dir, `${slug}-${mode}-${kind}.ts`);
        writeFileSync(file, callFile(types, mode === "described", calls, kind === "invalid"));
        files.push({ slug, mode, kind, file, calls: calls.length, problems: [], seconds: 0 });
      }
    }
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
    for (const entry of files) {
      const start = Date.now();
      const source = program.getSourceFile(entry.file);
      entry.problems = report([...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)]);
      entry.seconds = (Date.now() - start) / 1000;
    }
    return { files, runnable, described: describedRunnable, skipped };
  } finally {
    // OPENAPI_REAL_KEEP=1 keeps the generated call files, to read a failure in context.
    if (process.env.OPENAPI_REAL_KEEP) console.log(`kept ${dir}`);
    else rmSync(dir, { recursive: true, force: true });
  }
}

/** One line per call file: calls, problems, seconds. */
export function summary(files: CallFile[]): string {
  return files
    .map((f) => `${f.slug} ${f.mode} ${f.kind}: ${f.calls} calls, ${f.problems.length} problems, ${f.seconds} s`)
    .join("\n");
}

/**
 * Builds every described call at run time through `endpoint.defaults({ openapi })`
 * (one endpoint per description) and returns the calls that threw or left
 * the base URL, described for a test's failure message.
 *
 * @example
 * expect(describedFailures(checkDescriptions(["vtex-master-data"]).described)).toStrictEqual([]);
 */
export function describedFailures(described: ReadonlyArray<{ slug: string; document: object; call: Call }>): string[] {
  // Loosely typed: this checks the run time; the typing has its own check.
  type Loose = (route: string, options?: object) => { url: string };
  const apis = new Map<object, Loose>();
  const failures: string[] = [];
  for (const { slug, document, call } of described) {
    let api = apis.get(document);
    if (!api) {
      api = endpoint.defaults({ openapi: document, baseUrl: "https://api.example.com" }) as unknown as Loose;
      apis.set(document, api);
    }
    try {
      if (!api(call.route, call.runtime).url.startsWith("https://api.example.com/"))
        throw new Error("another base URL");
    } catch (error) {
      failures.push(`${slug} ${call.route} ${JSON.stringify(call.runtime)}: ${(error as Error).message}`);
    }
  }
  return failures;
}
