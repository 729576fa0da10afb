import { endpointError, invalidParameter } from "../util/errors.js";
import { hasOwn } from "../util/own.js";
import type { Expression, VarSpec } from "./template-parts.js";
import { prepareValue } from "./prepare-value.js";
import {
  escapeLonePercent,
  joinExpansions,
  overflowedOnItems,
  prefix,
  type TemplateContext,
  type TemplateValue,
} from "./url-template.js";
import { LONE_SURROGATE } from "../util/lone-surrogate.js";

/** Parameter values by name, as the template reads them. */
export type Parameters = { readonly [name: string]: unknown };

/**
 * Expands one expression with url-template: each variable's value prepared
 * (see {@link variableValue}), then the expression's parsed form expanded.
 * A name that comes twice is expanded one variable at a time (workaround 3
 * in url-template.ts). Errors of url-template itself are the caller's to
 * name (see {@link expansionError}).
 *
 * @example
 * expandExpression(compileTemplate("{?a,b}").parts[0] as Expression, { a: 1 }, new Set()); // "?a=1"
 */
export function expandExpression(expression: Expression, params: Parameters, ignored: ReadonlySet<string>): string {
  const { vars } = expression;
  if (expression.each) return expandEach(expression, params, ignored);
  let context: TemplateContext | undefined;
  for (const spec of vars) {
    const value = variableValue(expression, spec, params, ignored);
    if (value === undefined) continue;
    // No prototype: a variable named "constructor" must not find Object's.
    context ??= Object.create(null) as TemplateContext;
    context[spec.key] = value;
  }
  return context ? expression.parsed.expand(context) : ""; // nothing defined: url-template would give "" too
}

// The value url-template is given for one variable, or undefined to leave
// it out. A required variable without one throws `ERR_MISSING_PARAMETER`;
// names in `ignored` (the options) never fill a placeholder. A prefix
// (`{x:3}`) is cut here, in code points; a reserved expansion (`{+x}`,
// `{#x}`) gets its lone `%` escaped (workarounds 2 and 3).
// eslint-disable-next-line max-params -- the expression, its variable, and the call's two name sources
function variableValue(
  expression: Expression,
  { name, prefix: length }: VarSpec,
  params: Parameters,
  ignored: ReadonlySet<string>,
): TemplateValue | undefined {
  const given = ignored.has(name) || !hasOwn(params, name) ? undefined : params[name];
  // Most values are strings already: the one kind that needs no preparing.
  let value = typeof given === "string" ? given : prepareValue(given, name);
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
function expandEach(expression: Expression, params: Parameters, ignored: ReadonlySet<string>): string {
  const { operator, vars, each } = expression;
  const pieces: string[] = [];
  vars.forEach((spec, index) => {
    const value = variableValue(expression, spec, params, ignored);
    // each and vars are parallel arrays: one entry per variable.
    if (value !== undefined) pieces.push(each![index]!.expand({ [spec.key]: value }));
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
 * overflows the stack spreading it). Any other error is returned as it is.
 *
 * @example
 * expansionError(new URIError("URI malformed"), ["x"], { x: "\uD800" });
 * // Invalid parameter "x": "\ud800" (has a lone surrogate); the entry adds the route
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

// A string, or a list or map of strings (values as prepareValue leaves them).
function hasLoneSurrogate(value: unknown): boolean {
  if (typeof value === "object" && value !== null) return Object.values(value).some(hasLoneSurrogate);
  return typeof value === "string" && LONE_SURROGATE.test(value);
}
