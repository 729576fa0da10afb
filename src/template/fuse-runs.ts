import type { CompiledTemplate, Expression, FusedRun, Part } from "./template-parts.js";
import { parse } from "./url-template.js";

/**
 * The template with its runs of fusable path expressions marked: `runs[i]`
 * is the run starting at part `i` (an expression right after a literal that
 * ends with "/"). Fusable: a simple expression of one variable, not exploded,
 * required, its name not used elsewhere in the run; "/" and nothing else
 * between two of them. Applied to the templates the cache keeps, whose calls
 * it pays back.
 *
 * @example
 * fuseRuns(compileTemplate("/repos/{owner}/{repo}/issues")).runs?.[1]?.expressions.length; // 2
 */
export function fuseRuns(template: CompiledTemplate): CompiledTemplate {
  const { parts } = template;
  let runs: Array<FusedRun | undefined> | undefined;
  for (let first = 1; first < parts.length; first++) {
    const before = parts[first - 1];
    if (before?.kind !== "literal" || !before.text.endsWith("/")) continue;
    const run = runFrom(parts, first);
    if (run.length < 2) continue;
    const keys = run.map((expression) => expression.vars[0]!.key); // fusable: exactly one variable
    const last = first + 2 * (run.length - 1);
    (runs ??= [])[first] = { parsed: parse(`{/${keys.join(",")}}`), expressions: run, first, last };
    first = last;
  }
  return runs ? { ...template, runs } : template;
}

// The fusable expressions from part `first` on, each two "/" apart.
function runFrom(parts: readonly Part[], first: number): Expression[] {
  const run: Expression[] = [];
  for (let next = first; ; next += 2) {
    const part = parts[next];
    if (!fusable(part, run)) return run;
    run.push(part);
    const slash = parts[next + 1];
    if (slash?.kind !== "literal" || slash.text !== "/") return run;
  }
}

function fusable(part: Part | undefined, run: readonly Expression[]): part is Expression {
  if (part?.kind !== "expression" || part.operator !== "" || !part.required || part.vars.length !== 1) return false;
  const [only] = part.vars;
  return !only!.explode && !run.some((expression) => expression.vars[0]!.key === only!.key);
}
