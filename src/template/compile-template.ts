import { keep } from "../util/bounded-cache.js";
import { parse } from "./url-template.js";
import { lexTemplate, type ExpressionToken } from "./lex-template.js";
import { literalQueryKeys } from "./query-keys.js";
import {
  type CompiledTemplate,
  type Expression,
  type FusedRun,
  type Literal,
  type Operator,
  type Part,
  type VarSpec,
} from "./template-parts.js";

const CACHE = new Map<string, CompiledTemplate>();
// What starts the path, the query or the fragment: read for a literal's first
// character and for an expression's operator alike (`/x`, `{/x}`, `{?q}`).
const SECTION_START: ReadonlySet<string> = new Set(["/", "?", "#"]);
// The query keys of every template that has no "?" or "#": none.
const NO_KEYS: ReadonlySet<string> = new Set();
// Templates compiled with `:name` as literal text (paths of an OpenAPI description).
const LITERAL_COLONS = new Map<string, CompiledTemplate>();

/**
 * Parses a URL template once and caches it (bounded). With `colons` false,
 * `:name` is literal text (an OpenAPI path such as `/v1/images:annotate`).
 * The template is read into tokens (see {@link lexTemplate}: syntax,
 * encoding, `:name`), then each expression gets its role from its
 * neighbours: required or not, the path segment it closes, whether it
 * follows host text. A template the cache keeps (at its second use) also
 * gets its runs `/{a}/{b}`, to expand as one `{/a,b}` (see {@link runsOf});
 * one used once expands part by part. Linear in the length of the template.
 *
 * @example
 * const t = compileTemplate("/repos/{owner}/:repo{?page}");
 * [...t.names]; // ["owner", "repo", "page"]
 */
export function compileTemplate(template: string, colons = true): CompiledTemplate {
  const cache = colons ? CACHE : LITERAL_COLONS;
  return cache.get(template) ?? keep(cache, template, (kept) => compile(template, colons, kept));
}

/**
 * For tests and the benchmark: how many templates are cached right now.
 *
 * @example
 * templateCacheSize(); // at most CACHE_LIMIT, whatever ran before
 */
export function templateCacheSize(): number {
  return CACHE.size;
}

// `kept`: the cache keeps it (its second use), so its runs are worth finding.
function compile(template: string, colons: boolean, kept: boolean): CompiledTemplate {
  const lexed = lexTemplate(template, colons);
  const names = new Set<string>();
  let run = -1; // the part where simple or reserved expressions right after a path "/" began
  const parts = lexed.tokens.map((token, index): Part => {
    if (token.kind === "literal") return token;
    for (const v of token.vars) names.add(v.name);
    const before = lexed.tokens[index - 1];
    const afterSlash = before?.kind === "literal" && before.text.endsWith("/");
    const simple = token.inPath && (token.operator === "" || token.operator === "+");
    const startsValues = simple && afterSlash && !token.inAuthority;
    if (startsValues) run = index;
    else if (!simple || before?.kind !== "expression") run = -1;
    const next = lexed.tokens[index + 1];
    const closes = closesSegment(next);
    return expression(token.operator, token.vars, {
      required: simple && (index === 0 || afterSlash || closes),
      segmentStart: run >= 0 && closes ? run : -1,
      startsValues,
      endsSegment: SECTION_START.has(token.operator) && (next === undefined || (next.kind === "literal" && closes)),
      afterHost: token.operator === "+" && token.inAuthority && !afterSlash,
    });
  });
  return {
    parts,
    names,
    relative: template[0] !== "{" && !/^https?:\/\//i.test(template),
    pathStart: lexed.pathStart,
    authorityEnd: lexed.authorityEnd,
    // Only a literal "?" writes query keys of the template's own.
    queryKeys: template.includes("?") ? literalQueryKeys(parts) : NO_KEYS,
    runs: kept ? runsOf(parts, lexed.pathStart) : undefined,
  };
}

/**
 * The runs of path expressions `/{a}/{b}` that url-template can expand in
 * one call as `{/a,b}`, by the index of their first part (an expression
 * right after a literal that ends with "/"). In a run: simple expressions
 * of one variable, not exploded, no prefix, required, no name twice, with "/" and
 * nothing else between two of them; at least two of them.
 *
 * @example
 * runsOf(compileTemplate("/repos/{owner}/{repo}/issues").parts, 0)?.[1]?.expression.vars.length; // 2
 */
function runsOf(parts: readonly Part[], pathStart: number): Array<FusedRun | undefined> | undefined {
  let runs: Array<FusedRun | undefined> | undefined;
  // In the path only: a value in the authority is held to the authority's rule, part by part.
  for (let first = pathStart + 1; first < parts.length; first++) {
    const before = parts[first - 1]!; // first >= 1
    if (before.kind !== "literal" || !before.text.endsWith("/")) continue;
    const vars: VarSpec[] = [];
    let last = first;
    // Each expression of the run, then the "/" literal after it.
    for (let next = first; fusable(parts[next], vars); next += 2) {
      vars.push((parts[next] as Expression).vars[0]!);
      last = next;
      const slash = parts[next + 1];
      if (slash?.kind !== "literal" || slash.text !== "/") break;
    }
    if (vars.length < 2) continue;
    // The run as one `{/a,b}`.
    (runs ??= [])[first] = {
      expression: expression("/", vars, {
        required: true,
        segmentStart: -1,
        startsValues: true,
        endsSegment: false,
        afterHost: false,
      }),
      last,
    };
    first = last;
  }
  return runs;
}

function fusable(part: Part | undefined, run: readonly VarSpec[]): boolean {
  if (part?.kind !== "expression" || part.operator !== "" || !part.required || part.vars.length !== 1) return false;
  const [only] = part.vars;
  // No prefix either: a run's values are written whole.
  return !only!.explode && !only!.prefix && !run.some((v) => v.key === only!.key);
}

function expression(
  operator: Operator,
  vars: readonly VarSpec[],
  role: Pick<Expression, "required" | "segmentStart" | "startsValues" | "endsSegment" | "afterHost">,
): Expression {
  // What url-template is given: delegated names (workaround 1 in
  // url-template.ts), no prefixes (values arrive already cut: workaround 3).
  const specs = vars.map((v) => (v.explode ? `${v.key}*` : v.key));
  const parsed = parse(`{${operator}${specs.join(",")}}`);
  const unique = vars.length === 1 || new Set(vars.map((v) => v.key)).size === vars.length;
  const each = unique ? undefined : specs.map((spec) => parse(`{${operator}${spec}}`));
  const { required, segmentStart, startsValues, endsSegment, afterHost } = role;
  const names = vars.map((v) => v.name);
  // Listed, not spread: a spread in the middle of a literal makes compiling a template used once about 15 % slower.
  return {
    kind: "expression",
    operator,
    vars,
    names,
    required,
    segmentStart,
    startsValues,
    endsSegment,
    afterHost,
    parsed,
    each,
  };
}

// Required (docs/decisions.md, "Required parameters"): a simple or reserved
// expression in the path part that starts a segment (template start, or after
// a literal "/") or ends one: the template's end, a literal that starts with
// "/", "?" or "#", or an expression that starts with "/", "?", "&" or "#".
// src/types/route.ts reads the same rule; __tests__/types/template-*.test.ts
// check that both agree.
function closesSegment(next: Literal | ExpressionToken | undefined): boolean {
  if (next === undefined) return true;
  if (next.kind === "literal") return SECTION_START.has(next.text.charAt(0));
  return SECTION_START.has(next.operator) || next.operator === "&";
}
