import { EndpointError, endpointError, invalidParameter } from "../util/errors.js";
import { hasOwn } from "../util/own.js";
import type { CompiledTemplate, Expression, FusedRun, FusedText, Part, VarSpec } from "./template-parts.js";
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
import { verifyUrl } from "./verify-url.js";
import { LONE_SURROGATE } from "../util/lone-surrogate.js";

type Parameters = { readonly [name: string]: unknown };

// One expansion in progress: what it reads, the URL so far, and what each part wrote.
interface Expanding {
  url: string;
  /** The text each part expanded to, in the order of the template's parts (a fused run's parts: the run's). */
  readonly pieces: Array<string | FusedText>;
  readonly params: Parameters;
  /** Names that never fill a placeholder: the options. */
  readonly ignored: ReadonlySet<string>;
}

/**
 * Expands a compiled template: every value goes through url-template's
 * `expand()`, one expression at a time, between literals encoded at compile
 * time (a run of path expressions `/{a}/{b}` in one call, see
 * {@link expandRun}). Required variables must have a value, and a variable
 * that alone forms a path segment a non-empty one; names in `ignored` (the
 * options) never fill a placeholder. The URL is then verified against the
 * template's own structure (see {@link verifyUrl}).
 *
 * @example
 * const t = compileTemplate("/repos/{owner}/{repo}");
 * expandTemplate(t, { owner: "a b", repo: "r" }, new Set()); // "/repos/a%20b/r"
 */
export function expandTemplate(template: CompiledTemplate, params: Parameters, ignored: ReadonlySet<string>): string {
  const expansion: Expanding = { url: "", pieces: [], params, ignored };
  const { parts, runs } = template;
  for (let index = 0; index < parts.length; index++) {
    const run = runs?.[index];
    if (run !== undefined && expandRun(run, expansion)) index = run.last;
    else expandPart(template, parts[index]!, expansion); // index < parts.length
  }
  verifyUrl(template, expansion.url, expansion.pieces);
  return expansion.url;
}

// One part: a literal's text, or an expression's expansion; then, for an
// expression that closes a segment of values alone, the check that the
// segment is not empty.
function expandPart(template: CompiledTemplate, part: Part, expansion: Expanding): void {
  try {
    const piece = part.kind === "literal" ? part.text : expandExpression(part, expansion);
    expansion.url += piece;
    expansion.pieces.push(piece);
  } catch (error) {
    // url-template's URIError or RangeError, or a URL past the longest string.
    throw expansionError(error, part.kind === "expression" ? namesOf(part) : ["url"], expansion.params);
  }
  if (part.kind === "expression" && part.segmentStart >= 0) checkSegment(template, part.segmentStart, expansion);
}

/**
 * A run `/{a}/{b}` (see `runsOf`) in one url-template call, as its joined
 * expression `{/a,b}`, so the URL is the one the parts give; each part of
 * the run holds the run's text, cut into their pieces only if verifyUrl
 * checks the URL (most need no check). When a value is refused or empty
 * (alone it would form a segment), it returns false before anything is
 * written, and the parts are expanded one by one: their checks run in the
 * template's order, so the error is the one the parts give (an empty
 * `owner` before a missing `repo`), naming the value.
 */
function expandRun({ expression, last }: FusedRun, expansion: Expanding): boolean {
  let fused: FusedText;
  let url: string;
  try {
    const joined = expandExpression(expression, expansion);
    if (joined.includes("//") || joined.endsWith("/")) return false;
    // The literal before the run wrote the "/" that `joined` starts with.
    fused = { text: joined.slice(1) };
    url = expansion.url + fused.text;
  } catch (error) {
    // A value refused by its checks, or by url-template (whose errors name none).
    if (error instanceof EndpointError || error instanceof URIError || error instanceof RangeError) return false;
    throw error; // the caller's own code (a getter): as it is
  }
  for (let index = expansion.pieces.length; index <= last; index++) expansion.pieces.push(fused);
  expansion.url = url;
  return true;
}

// A path segment made of values alone may not be empty: "/users/" is another
// resource, and "//" is merged by nginx and redirected by Go's router.
function checkSegment(template: CompiledTemplate, start: number, { pieces }: Expanding): void {
  for (let index = start; index < pieces.length; index++) if (pieces[index] !== "") return;
  const names = template.parts
    .slice(start, pieces.length)
    .flatMap((part) => (part.kind === "expression" ? namesOf(part) : []));
  const many = names.length > 1;
  const detail = `: ${many ? "they are" : "it is"} empty, and alone form${many ? "" : "s"} a path segment`;
  throw endpointError("ERR_MISSING_PARAMETER", names.join(), detail);
}
function expandExpression(expression: Expression, expansion: Expanding): string {
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
  const given = ignored.has(name) || !hasOwn(params, name) ? undefined : params[name];
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

// A string, or a list or map of strings (values as prepareValue leaves them).
function hasLoneSurrogate(value: unknown): boolean {
  if (typeof value === "object" && value !== null) return Object.values(value).some(hasLoneSurrogate);
  return typeof value === "string" && LONE_SURROGATE.test(value);
}
