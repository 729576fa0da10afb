/**
 * Differential test of the type-level template reader against the runtime:
 * fast-check writes random valid templates (literals, "/", "?", "#", ":name",
 * "scheme://user:pass@host:port", every operator, modifiers, option names,
 * names with "-" inside), the runtime (src/template/compile-template.ts)
 * says which variables are required, and one generated TypeScript file
 * asserts that `TemplateVariables` says the same for every template. The
 * file is type-checked with the compiler API; a diagnostic names the
 * template the types got wrong.
 */
import fc from "fast-check";
import ts from "typescript";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { compileTemplate } from "../../src/template/compile-template";
import { EndpointError } from "../../src/index";

jest.setTimeout(120_000);

const TYPES = join(__dirname, "..", "..", "src", "types", "route");
const RUNS = Number(process.env.TYPE_AGREEMENT_RUNS ?? 400);
const SEED = Number(process.env.FC_SEED ?? Date.now() % 2 ** 31);

// Valid names with "-" inside, and invalid ones ("-" first or last, doubled), which the runtime rejects.
const name = fc.constantFrom(
  "a",
  "b",
  "x_1",
  "Ab9",
  "list",
  "url",
  "data",
  "a.b",
  "n%20m",
  "team-slug",
  "a-b.c-d",
  "-a",
  "a-",
  "a--b",
);
const modifier = fc.constantFrom("", "", "", "*", ":3", ":10");
const expression = fc
  .tuple(
    fc.constantFrom("", "", "+", "#", ".", "/", ";", "?", "&"),
    fc.array(fc.tuple(name, modifier), { minLength: 1, maxLength: 3 }),
  )
  .map(([operator, vars]) => `{${operator}${vars.map(([n, m]) => n + m).join(",")}}`);
const colonName = fc.constantFrom(":a", ":x_1", ":_", ":Ab9", ":1", ":", ":-");
const literal = fc.constantFrom("/", "/", "/", "a", "x", ".", "-", "...", "?", "#", "=", "@", "&", "v1.json", "O", "X");
const piece = fc.oneof(
  { weight: 4, arbitrary: literal },
  { weight: 3, arbitrary: expression },
  { weight: 2, arbitrary: colonName },
);
const prefix = fc.constantFrom(
  "",
  "",
  "",
  "https://",
  "http://user:pass@h:8080",
  "http://h:",
  "git+ssh://",
  "1a://h:",
  "HTTP://H:",
);
const template = fc.tuple(prefix, fc.array(piece, { maxLength: 8 })).map(([start, pieces]) => start + pieces.join(""));

/** The runtime's verdict, or undefined for a template it rejects. */
function classify(text: string): { required: string[]; optional: string[] } | undefined {
  let parts;
  try {
    parts = compileTemplate(text).parts;
  } catch (error) {
    if (error instanceof EndpointError && error.code === "ERR_INVALID_TEMPLATE") return undefined;
    throw error;
  }
  const required = new Set<string>();
  const all = new Set<string>();
  for (const part of parts) {
    if (!("vars" in part)) continue;
    for (const spec of part.vars) {
      all.add(spec.name);
      if (part.required) required.add(spec.name);
    }
  }
  return { required: [...required], optional: [...all].filter((n) => !required.has(n)) };
}

const union = (names: string[]) => (names.length === 0 ? "never" : names.map((n) => JSON.stringify(n)).join(" | "));

test(`TemplateVariables agrees with the runtime on ${RUNS} random templates (seed ${SEED})`, () => {
  const templates = [...new Set(fc.sample(template, { numRuns: RUNS * 2, seed: SEED }))]
    .map((text) => ({ text, verdict: classify(text) }))
    .filter((t): t is { text: string; verdict: { required: string[]; optional: string[] } } => t.verdict !== undefined)
    .slice(0, RUNS);
  // Enough of each kind that a wrong rule cannot hide.
  expect(templates.length).toBeGreaterThan(RUNS / 2);
  expect(templates.filter((t) => t.verdict.required.length > 0).length).toBeGreaterThan(templates.length / 5);
  expect(templates.filter((t) => t.verdict.optional.length > 0).length).toBeGreaterThan(templates.length / 5);
  // Hyphenated names are valid (docs/decisions.md): they must be among the templates compared.
  const hyphenated = (t: (typeof templates)[number]) =>
    [...t.verdict.required, ...t.verdict.optional].some((n) => n.includes("-"));
  expect(templates.filter(hyphenated).length).toBeGreaterThan(templates.length / 10);

  const header = [
    `import type { TemplateVariables } from ${JSON.stringify(TYPES)};`,
    "type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;",
    "declare function agree<T extends true>(): void;",
  ];
  const lines = templates.map(
    ({ text, verdict }) =>
      `agree<Equal<TemplateVariables<${JSON.stringify(text)}>, { required: ${union(verdict.required)}; optional: ${union(verdict.optional)} }>>();`,
  );
  const dir = mkdtempSync(join(tmpdir(), "rest-endpoint-agreement-"));
  try {
    const file = join(dir, "agreement.ts");
    writeFileSync(file, [...header, ...lines].join("\n"));
    const program = ts.createProgram([file], {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      lib: ["lib.es2022.d.ts"],
      types: [],
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
    });
    const diagnostics = ts.getPreEmitDiagnostics(program);
    const disagreements = diagnostics.map((d) => {
      const line =
        d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start).line - header.length : -1;
      const row = templates[line];
      return row
        ? `${JSON.stringify(row.text)}: runtime says ${JSON.stringify(row.verdict)}`
        : ts.flattenDiagnosticMessageText(d.messageText, "\n");
    });
    expect(disagreements).toStrictEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
