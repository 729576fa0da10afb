// The type-level template reader (src/types/route.ts) against the runtime
// compiler (src/template/compile-template.ts) on a table of templates: the
// runtime says which variables each template requires, one generated
// TypeScript file asserts that `TemplateVariables` says the same for every
// template, and the compiler API type-checks it. Types cannot be computed at
// run time, so the expectations are written at test time.
import ts from "typescript";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { compileTemplate } from "../../src/template/compile-template";
import { EndpointError } from "../../src/index";
import { STRICT_OPTIONS } from "./compiler-options";

const TYPES = join(__dirname, "..", "..", "src", "types", "route");

/** What a template's variables are, by the runtime's rules. */
export interface Verdict {
  required: string[];
  optional: string[];
}

/** The runtime's verdict, or undefined for a template it rejects. */
function runtimeVerdict(text: string): Verdict | undefined {
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
    if (part.kind !== "expression") continue;
    for (const spec of part.vars) {
      all.add(spec.name);
      if (part.required) required.add(spec.name);
    }
  }
  return { required: [...required], optional: [...all].filter((n) => !required.has(n)) };
}

const union = (names: string[]) => (names.length === 0 ? "never" : names.map((n) => JSON.stringify(n)).join(" | "));

/**
 * The templates whose `TemplateVariables` differs from the runtime's verdict,
 * each with what the runtime says (empty: they all agree). Every template
 * given must be one the runtime accepts.
 */
export function typeDisagreements(templates: ReadonlyArray<{ text: string; verdict: Verdict }>): string[] {
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
    // Declaration files are checked as well (skipLibCheck off), as this suite always has.
    const program = ts.createProgram([file], { ...STRICT_OPTIONS, skipLibCheck: false });
    return ts.getPreEmitDiagnostics(program).map((d) => {
      const line =
        d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start).line - header.length : -1;
      const row = templates[line];
      return row
        ? `${JSON.stringify(row.text)}: runtime says ${JSON.stringify(row.verdict)}`
        : ts.flattenDiagnosticMessageText(d.messageText, "\n");
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Each template the runtime accepts, once, with its verdict. */
export function withVerdicts(texts: Iterable<string>): Array<{ text: string; verdict: Verdict }> {
  return [...new Set(texts)]
    .map((text) => ({ text, verdict: runtimeVerdict(text) }))
    .filter((t): t is { text: string; verdict: Verdict } => t.verdict !== undefined);
}
