import { fail, invalidParameter, type RouteRef } from "../util/errors.js";
import { hasOwn } from "../util/own.js";
import type { CompiledTemplate, Expression, Literal, VarSpec } from "./compile-template.js";
import { escapeLonePercent, prefix, prepareValue } from "./prepare-value.js";
import type { ParsedTemplate, TemplateContext, TemplateValue } from "./url-template.js";
import { verifyUrl, type Expansion } from "./verify-url.js";

type Parameters = { readonly [name: string]: unknown };

/**
 * Expands a compiled template: every value goes through url-template's
 * `expand()`, one expression at a time, between literals encoded at compile
 * time. Required variables must have a value; names in `ignored` (the
 * options) never fill a placeholder. The URL is then verified against the
 * template's own structure (see {@link verifyUrl}).
 *
 * @example
 * const t = compileTemplate("/repos/{owner}/{repo}", {});
 * expandTemplate(t, { owner: "a b", repo: "r" }, {}, new Set()); // "/repos/a%20b/r"
 */
export function expandTemplate(
  template: CompiledTemplate,
  params: Parameters,
  route: RouteRef,
  ignored: ReadonlySet<string>,
): string {
  const expansion: Expansion = { url: "", ends: [], pathEnd: -1, fragment: -1 };
  for (const part of template.parts) {
    try {
      expandPart(part, expansion, params, route, ignored);
    } catch (error) {
      // url-template's URIError or RangeError, or a URL past the longest string.
      throw expansionError(error, "vars" in part ? namesOf(part) : ["url"], params, route);
    }
    expansion.ends.push(expansion.url.length);
  }
  verifyUrl(template, expansion, route);
  return expansion.url;
}

// Appends one part's expansion, and notes where a query or fragment starts.
function expandPart(
  part: Literal | Expression,
  expansion: Expansion,
  params: Parameters,
  route: RouteRef,
  ignored: ReadonlySet<string>,
): void {
  const start = expansion.url.length;
  if ("text" in part) {
    if (expansion.pathEnd < 0 && part.query >= 0) expansion.pathEnd = start + part.query;
    if (expansion.fragment < 0 && part.fragment >= 0) expansion.fragment = start + part.fragment;
    expansion.url += part.text;
    return;
  }
  const piece = expandExpression(part, params, route, ignored);
  if (piece && expansion.pathEnd < 0 && (part.operator === "?" || part.operator === "#")) expansion.pathEnd = start;
  if (piece && expansion.fragment < 0 && part.operator === "#") expansion.fragment = start;
  expansion.url += piece;
}

function expandExpression(expression: Expression, params: Parameters, route: RouteRef, ignored: ReadonlySet<string>) {
  const { vars, each } = expression;
  let context: TemplateContext | undefined;
  const values: Array<TemplateValue | undefined> | undefined = each ? [] : undefined;
  for (const spec of vars) {
    const value = variableValue(expression, spec, params, route, ignored);
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
  params: Parameters,
  route: RouteRef,
  ignored: ReadonlySet<string>,
): TemplateValue | undefined {
  const given = ignored.has(name) || !hasOwn.call(params, name) ? undefined : params[name];
  let value = prepareValue(given, name, route);
  if (value === undefined) {
    if (!expression.required) return undefined;
    const detail = ignored.has(name) ? " (an option name, never a parameter)" : "";
    throw fail("ERR_MISSING_PARAMETER", name, route, detail);
  }
  if (length) value = cut(value, length, name, route);
  if (expression.operator === "+" || expression.operator === "#") value = reserved(value);
  return value;
}

// RFC 6570 appendix A: what an expansion starts with, and what separates its values.
const FIRST = { "": "", "+": "", "#": "#", ".": ".", "/": "/", ";": ";", "?": "?", "&": "&" } as const;
const SEPARATOR = { "": ",", "+": ",", "#": ",", ".": ".", "/": "/", ";": ";", "?": "&", "&": "&" } as const;

// A name that comes twice: each variable expanded on its own by url-template,
// joined as the one expression would join them.
function expandEach(
  { operator, vars }: Expression,
  each: readonly ParsedTemplate[],
  values: Array<TemplateValue | undefined>,
) {
  const pieces: string[] = [];
  values.forEach((value, index) => {
    if (value === undefined) return;
    // A defined value always counts, even when it expands to "" (RFC 6570 §3.2.1).
    // each, vars and values are parallel arrays: one entry per variable.
    pieces.push(each[index]!.expand({ [vars[index]!.key]: value }).slice(FIRST[operator].length));
  });
  return pieces.length ? FIRST[operator] + pieces.join(SEPARATOR[operator]) : "";
}

// RFC 6570 allows a prefix on strings only (`{keys:1}` with a map is an error).
function cut(value: TemplateValue, length: number, name: string, route: RouteRef): string {
  if (typeof value !== "string") throw invalidParameter(name, route, value, " (a prefix applies to strings only)");
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
 * expansionError(new URIError("URI malformed"), ["x"], { x: "\uD800" }, route);
 * // Invalid parameter "x" for route "...": "\ud800" (has a lone surrogate)
 */
export function expansionError(error: unknown, names: readonly string[], params: Parameters, route: RouteRef): Error {
  if (error instanceof URIError) {
    const culprit = names.find((name) => hasLoneSurrogate(name) || hasLoneSurrogate(params[name])) ?? names.join();
    return invalidParameter(culprit, route, params[culprit], " (has a lone surrogate)");
  }
  if (error instanceof RangeError) {
    const detail = /stack/i.test(error.message)
      ? "has too many items to expand"
      : "expands past the longest possible string";
    return fail("ERR_INVALID_PARAMETER", names.join(), route, `: ${detail}`);
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
