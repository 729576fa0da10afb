import { endpointError, invalidParameter } from "../util/errors.js";
import { hasOwn } from "../util/own.js";
import type { CompiledTemplate, Expression, Literal, VarSpec } from "./compile-template.js";
import type { FusedRun } from "./fuse-runs.js";
import { prepareValue } from "./prepare-value.js";
import {
  escapeLonePercent,
  joinExpansions,
  overflowedOnItems,
  prefix,
  type ParsedTemplate,
  type TemplateContext,
  type TemplateValue,
} from "./url-template.js";
import { verifyUrl, type Expansion } from "./verify-url.js";

type Parameters = { readonly [name: string]: unknown };

// One expansion in progress: what it reads, and the URL so far (which verifyUrl checks).
interface Expanding extends Expansion {
  readonly params: Parameters;
  /** Names that never fill a placeholder: the options. */
  readonly ignored: ReadonlySet<string>;
}

/**
 * Expands a compiled template: every value goes through url-template's
 * `expand()`, one expression at a time, between literals encoded at compile
 * time. Required variables must have a value, and a variable that alone
 * forms a path segment a non-empty one; names in `ignored` (the options)
 * never fill a placeholder. The URL is then verified against the
 * template's own structure (see {@link verifyUrl}).
 *
 * @example
 * const t = compileTemplate("/repos/{owner}/{repo}");
 * expandTemplate(t, { owner: "a b", repo: "r" }, new Set()); // "/repos/a%20b/r"
 */
export function expandTemplate(template: CompiledTemplate, params: Parameters, ignored: ReadonlySet<string>): string {
  const expansion: Expanding = { url: "", ends: [], pathEnd: -1, fragment: -1, params, ignored };
  const { parts, runs } = template;
  for (let index = 0; index < parts.length; index++) {
    const run = runs?.[index];
    if (run && expandRun(run, parts, expansion)) {
      index += 2 * run.count - 2;
      continue;
    }
    const part = parts[index]!; // index < parts.length
    try {
      expandPart(part, expansion);
    } catch (error) {
      // url-template's URIError or RangeError, or a URL past the longest string.
      throw expansionError(error, "vars" in part ? namesOf(part) : ["url"], params);
    }
    expansion.ends.push(expansion.url.length);
    if ("vars" in part && part.segmentFrom >= 0) checkSegment(template, part.segmentFrom, expansion);
  }
  verifyUrl(template, expansion);
  return expansion.url;
}

// Expands a run `/{a}/{b}` of parts as one `{/a,b}` (see fuseRuns), giving
// the URL and the ends of its parts exactly as expanding them one by one
// would. Anything amiss (a missing or invalid value, url-template throwing)
// returns false, and the parts are expanded one by one: the error is theirs.
function expandRun(run: FusedRun, parts: CompiledTemplate["parts"], expansion: Expanding): boolean {
  const { first } = run;
  let url: string;
  let joined: string;
  try {
    const context = Object.create(null) as TemplateContext;
    for (let index = first; index < first + 2 * run.count; index += 2) {
      const expression = parts[index] as Expression;
      // fuseRuns takes expressions of exactly one variable.
      const spec = expression.vars[0]!;
      // Only required expressions are fused: variableValue throws rather than give undefined.
      context[spec.key] = variableValue(expression, spec, expansion)!;
    }
    joined = run.parsed.expand(context);
    // The literal before the run wrote the "/" that `joined` starts with.
    url = expansion.url + joined.slice(1);
  } catch {
    return false;
  }
  // An empty segment is refused by the one-by-one path (checkSegment), with its error.
  if (joined.includes("//") || joined.endsWith("/")) return false;
  // One value per expression, "/" between them, none holding a "/".
  const base = expansion.url.length - 1;
  for (let at = 1, count = 0; count < run.count; count++) {
    const slash = joined.indexOf("/", at);
    at = slash < 0 ? joined.length : slash;
    expansion.ends.push(base + at);
    if (slash >= 0) expansion.ends.push(base + ++at);
  }
  expansion.url = url;
  return true;
}

// A path segment made of values alone may not be empty: "/users/" is another
// resource, and "//" is merged by nginx and redirected by Go's router.
function checkSegment(template: CompiledTemplate, from: number, { url, ends }: Expansion): void {
  if (url.length !== (from ? ends[from - 1] : 0)) return;
  const names = template.parts.slice(from, ends.length).flatMap((part) => ("vars" in part ? namesOf(part) : []));
  const detail = `: ${names.length > 1 ? "they are" : "it is"} empty, and alone form${names.length > 1 ? "" : "s"} a path segment`;
  throw endpointError("ERR_MISSING_PARAMETER", names.join(), detail);
}

// Appends one part's expansion, and notes where a query or fragment starts.
function expandPart(part: Literal | Expression, expansion: Expanding): void {
  const start = expansion.url.length;
  if ("text" in part) {
    if (expansion.pathEnd < 0 && part.query >= 0) expansion.pathEnd = start + part.query;
    if (expansion.fragment < 0 && part.fragment >= 0) expansion.fragment = start + part.fragment;
    expansion.url += part.text;
    return;
  }
  const piece = expandExpression(part, expansion);
  if (piece && expansion.pathEnd < 0 && (part.operator === "?" || part.operator === "#")) expansion.pathEnd = start;
  if (piece && expansion.fragment < 0 && part.operator === "#") expansion.fragment = start;
  expansion.url += piece;
}

function expandExpression(expression: Expression, expansion: Expanding) {
  const { vars, each } = expression;
  let context: TemplateContext | undefined;
  const values: Array<TemplateValue | undefined> | undefined = each ? [] : undefined;
  for (const spec of vars) {
    const value = variableValue(expression, spec, expansion);
    values?.push(value);
    if (value === undefined || values) continue;
    // No prototype: a variable named "constructor" must not find Object's.
    context ??= Object.create(null) as TemplateContext;
    context[spec.key] = value;
  }
  if (each && values) return expandEach(expression, each, values);
  return context ? expression.parsed.expand(context) : ""; // nothing defined: url-template would give "" too
}

// The value url-template is given for one variable, or undefined to leave it out.
function variableValue(
  expression: Expression,
  { name, prefix: length }: VarSpec,
  { params, ignored }: Expanding,
): TemplateValue | undefined {
  const given = ignored.has(name) || !hasOwn.call(params, name) ? undefined : params[name];
  let value = prepareValue(given, name);
  if (value === undefined) {
    if (!expression.required) return undefined;
    const detail = ignored.has(name) ? " (an option name, never a parameter)" : "";
    throw endpointError("ERR_MISSING_PARAMETER", name, detail);
  }
  if (length) value = cut(value, length, name);
  if (expression.operator === "+" || expression.operator === "#") value = reserved(value);
  return value;
}

// A name that comes twice: each variable expanded on its own by url-template,
// joined as the one expression would join them (workaround 3 in url-template.ts).
function expandEach(
  { operator, vars }: Expression,
  each: readonly ParsedTemplate[],
  values: Array<TemplateValue | undefined>,
) {
  const pieces: string[] = [];
  values.forEach((value, index) => {
    // each, vars and values are parallel arrays: one entry per variable.
    if (value !== undefined) pieces.push(each[index]!.expand({ [vars[index]!.key]: value }));
  });
  return joinExpansions(operator, pieces);
}

// RFC 6570 allows a prefix on strings only (`{keys:1}` with a map is an error).
function cut(value: TemplateValue, length: number, name: string): string {
  if (typeof value !== "string") throw invalidParameter(name, value, " (a prefix applies to strings only)");
  return prefix(value, length);
}

function reserved(value: TemplateValue): TemplateValue {
  if (typeof value === "string") return escapeLonePercent(value);
  if (Array.isArray(value)) return value.map(escapeLonePercent);
  const map = Object.create(null) as { [key: string]: string };
  for (const [key, item] of Object.entries(value as { [key: string]: string })) map[key] = escapeLonePercent(item);
  return map;
}

/**
 * What url-template threw, as an EndpointError: `URIError` means a lone
 * surrogate (no UTF-8 form), `RangeError` a value too large to expand (a
 * string past the engine's limit, or a list so long that url-template
 * overflows the stack spreading it).
 *
 * @example
 * expansionError(new URIError("URI malformed"), ["x"], { x: "\uD800" });
 * // Invalid parameter "x": "\ud800" (has a lone surrogate); the caller adds the route
 */
export function expansionError(error: unknown, names: readonly string[], params: Parameters): Error {
  if (error instanceof URIError) {
    const culprit = names.find((name) => hasLoneSurrogate(name) || hasLoneSurrogate(params[name])) ?? names.join();
    return invalidParameter(culprit, params[culprit], " (has a lone surrogate)");
  }
  if (error instanceof RangeError) {
    const detail = overflowedOnItems(error)
      ? "has too many items to expand"
      : "expands past the longest possible string";
    return endpointError("ERR_INVALID_PARAMETER", names.join(), `: ${detail}`);
  }
  return error as Error;
}

function namesOf(expression: Expression): string[] {
  return expression.vars.map((v) => v.name);
}

function hasLoneSurrogate(value: unknown): boolean {
  if (typeof value === "string") return /\p{Cs}/u.test(value);
  if (typeof value !== "object" || value === null) return false;
  return Object.values(value).some((item) => typeof item === "string" && /\p{Cs}/u.test(item));
}
