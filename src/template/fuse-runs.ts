import type { CompiledTemplate, Expression, Literal } from "./compile-template.js";
import { parse, type ParsedTemplate } from "./url-template.js";

/**
 * Path expressions `/{a}/{b}` that url-template can expand in one call, as
 * `{/a,b}`: the same text, since a simple expansion never holds a "/" (it is
 * encoded) and each of these required variables gives exactly one value.
 */
export interface FusedRun {
  /** `{/a,b,...}` with the run's keys. */
  readonly parsed: ParsedTemplate;
  /** The index of its first expression in the template's parts. */
  readonly first: number;
  /** How many expressions it covers (at least 2), with a "/" literal between each two. */
  readonly count: number;
}

/**
 * The template with its runs of fusable path expressions marked: `runs[i]`
 * is the run starting at part `i` (an expression right after a literal that
 * ends with "/"). Fusable: a simple expression of one variable, not exploded,
 * required, its name not used elsewhere in the run; "/" and nothing else
 * between two of them. Applied to the templates the cache keeps, whose calls
 * it pays back.
 *
 * @example
 * fuseRuns(compileTemplate("/repos/{owner}/{repo}/issues")).runs?.[1]?.count; // 2
 */
export function fuseRuns(template: CompiledTemplate): CompiledTemplate {
  const { parts } = template;
  let runs: Array<FusedRun | undefined> | undefined;
  for (let first = 1; first < parts.length; first++) {
    const before = parts[first - 1]!; // 1 <= first < parts.length
    if (!("text" in before) || !before.text.endsWith("/")) continue;
    const keys: string[] = [];
    let next = first;
    for (; fusable(parts[next], keys); next += 2) {
      // fusable() saw exactly one variable.
      keys.push((parts[next] as Expression).vars[0]!.key);
      if (!isSlash(parts[next + 1])) break;
    }
    if (keys.length < 2) continue;
    (runs ??= [])[first] = { parsed: parse(`{/${keys.join(",")}}`), first, count: keys.length };
    first += 2 * keys.length - 2;
  }
  return runs ? { ...template, runs } : template;
}

function fusable(part: Literal | Expression | undefined, keys: readonly string[]): boolean {
  if (part === undefined || "text" in part || part.operator !== "" || !part.required) return false;
  const [only] = part.vars;
  return part.vars.length === 1 && only !== undefined && !only.explode && !keys.includes(only.key);
}

function isSlash(part: Literal | Expression | undefined): boolean {
  return part !== undefined && "text" in part && part.text === "/";
}
