import { EndpointError } from "./endpoint-error.js";
import { describeValue, forRoute, type RouteRef } from "./describe.js";
import { normalizeValue } from "./normalize-value.js";
import { encodeReserved, encodeUnreserved, escapeLonePercent } from "./encode.js";
import { rfc6570, type TemplateValue } from "./rfc6570.js";
import type { CompiledTemplate, Expression, Operator } from "./compile-template.js";

type Parameters = { readonly [name: string]: unknown };

// RFC 6570 appendix A: what each operator puts first, between values, and
// whether it writes `name=`.
const FIRST: Record<Operator, string> = { "": "", "+": "", "#": "#", ".": ".", "/": "/", ";": ";", "?": "?", "&": "&" };
const SEPARATOR: Record<Operator, string> = { "": ",", "+": ",", "#": ",", ".": ".", "/": "/", ";": ";", "?": "&", "&": "&" };
const hasOwn = Object.prototype.hasOwnProperty;

/**
 * Expands a compiled template with the parameters: required variables must
 * have a value, values are normalised, and the result may not gain a dot
 * segment, query or fragment that the template did not write.
 *
 * @example
 * const t = compileTemplate("/repos/{owner}/{repo}", {});
 * expandTemplate(t, { owner: "a b", repo: "r" }, {}); // "/repos/a%20b/r"
 */
export function expandTemplate(compiled: CompiledTemplate, params: Parameters, route: RouteRef): string {
  let url = "";
  let suspects: number[] | undefined;
  for (const part of compiled.parts) {
    if (typeof part === "string") {
      url += part;
      continue;
    }
    const value = expandExpression(part, params, route);
    // Only an expansion with "." or "%2" in it can form a "." or ".." segment.
    if (part.inPath && (value.includes(".") || value.includes("%2"))) {
      (suspects ??= []).push(url.length, url.length + value.length);
    }
    url += value;
  }
  if (suspects !== undefined) assertNoDotSegments(url, suspects, route);
  return url;
}

/**
 * One expression. Scalars take the fast path, which the differential tests
 * prove equal to url-template; lists and maps go to url-template itself.
 */
function expandExpression(expression: Expression, params: Parameters, route: RouteRef): string {
  const { vars, operator } = expression;
  const values: TemplateValue[] = [];
  let composite = false;
  for (const spec of vars) {
    const given = !spec.option && hasOwn.call(params, spec.name) ? params[spec.name] : undefined;
    let value = normalizeValue(given, spec.name, route);
    if (value === undefined) {
      if (expression.required) {
        const hint = spec.option ? ` (${describeValue(spec.name)} is an option name, so it never fills a placeholder)` : "";
        throw new EndpointError("ERR_MISSING_PARAMETER", `Missing parameter ${describeValue(spec.name)}${forRoute(route)}${hint}`);
      }
    } else if (typeof value === "string") {
      if (spec.prefix > 0) value = prefixOf(value, spec.prefix);
    } else if (spec.prefix > 0) {
      throw new EndpointError(
        "ERR_INVALID_PARAMETER",
        `Parameter ${describeValue(spec.name)} is a ${Array.isArray(value) ? "list" : "map"}, but ${describeValue(expression.text)} takes a prefix of it, which RFC 6570 allows only for strings${forRoute(route)}`,
      );
    } else {
      composite = true;
    }
    values.push(value);
  }
  let expanded: string;
  try {
    expanded = composite ? delegate(expression, values) : expandScalars(expression, values);
  } catch {
    // encodeURI/encodeURIComponent throw URIError only for a lone surrogate.
    const culprit = vars.find((_, k) => hasLoneSurrogate(values[k]));
    throw new EndpointError(
      "ERR_INVALID_PARAMETER",
      `Parameter ${describeValue(culprit?.name)} is not valid Unicode (it contains a lone surrogate)${forRoute(route)}`,
    );
  }
  if (operator === "+" && !expression.inFragment) assertNoNewComponent(expression, expanded, route);
  return expanded;
}

function expandScalars({ operator, vars }: Expression, values: TemplateValue[]): string {
  const named = operator === ";" || operator === "?" || operator === "&";
  const reserved = operator === "+" || operator === "#";
  let out = "";
  let count = 0;
  for (let k = 0; k < vars.length; k++) {
    const value = values[k] as string | undefined;
    if (value === undefined) continue;
    let piece: string;
    if (value === "") {
      piece = named ? (operator === ";" ? vars[k].name : `${vars[k].name}=`) : "";
    } else {
      const encoded = reserved ? encodeReserved(escapeLonePercent(value)) : encodeUnreserved(value);
      piece = named ? `${vars[k].name}=${encoded}` : encoded;
    }
    out += count++ === 0 ? piece : SEPARATOR[operator] + piece;
  }
  return count === 0 ? "" : FIRST[operator] + out;
}

function delegate(expression: Expression, values: TemplateValue[]): string {
  const reserved = expression.operator === "+" || expression.operator === "#";
  const context: { [name: string]: TemplateValue } = Object.create(null);
  expression.delegateNames.forEach((name, k) => {
    context[name] = reserved ? escapePercents(values[k]) : values[k];
  });
  return rfc6570.expression(expression.delegate, context);
}

function escapePercents(value: TemplateValue): TemplateValue {
  if (typeof value === "string") return escapeLonePercent(value);
  if (Array.isArray(value)) return value.map(escapeLonePercent);
  if (value === undefined) return value;
  const map: { [key: string]: string } = Object.create(null);
  for (const key of Object.keys(value)) map[key] = escapeLonePercent(value[key]);
  return map;
}

// RFC 6570 counts a prefix in characters (code points), not UTF-16 units,
// so a prefix never splits a surrogate pair.
function prefixOf(value: string, length: number): string {
  let end = 0;
  for (let count = 0; count < length && end < value.length; count++) {
    const code = value.charCodeAt(end);
    end += code >= 0xd800 && code <= 0xdbff && (value.charCodeAt(end + 1) & 0xfc00) === 0xdc00 ? 2 : 1;
  }
  return value.slice(0, end);
}

function hasLoneSurrogate(value: TemplateValue): boolean {
  if (value === undefined) return false;
  if (typeof value === "string") return !isWellFormed(value);
  const strings = Array.isArray(value) ? value : Object.keys(value).flatMap((key) => [key, value[key]]);
  return strings.some((text) => !isWellFormed(text));
}

function isWellFormed(text: string): boolean {
  try {
    encodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}

// Reserved expansion keeps "?" and "#" as they are (RFC 6570 §3.2.3), so a
// value could start a query or fragment the template never asked for.
function assertNoNewComponent(expression: Expression, expanded: string, route: RouteRef): void {
  const bad = expanded.includes("#") ? "#" : expression.inPath && expanded.includes("?") ? "?" : "";
  if (bad === "") return;
  throw new EndpointError(
    "ERR_UNSAFE_PARAMETER",
    `Parameter ${describeValue(expression.vars.map((v) => v.name).join(","))} in ${describeValue(expression.text)} contains "${bad}", which would start a ${bad === "#" ? "fragment" : "query"} the template does not have; use {${expression.vars[0].name}} to send it encoded${forRoute(route)}`,
  );
}

// Fetch implementations resolve "." and ".." segments, so a value that forms
// one would silently send the request (and its credentials) elsewhere.
function assertNoDotSegments(url: string, suspects: number[], route: RouteRef): void {
  const pathEnd = url.search(/[?#]/);
  const path = pathEnd === -1 ? url : url.slice(0, pathEnd);
  let start = 0;
  for (let i = 0; i <= path.length; i++) {
    if (i < path.length && path[i] !== "/") continue;
    const segment = path.slice(start, i);
    if (isDotSegment(segment) && overlaps(start, i, suspects)) {
      throw new EndpointError(
        "ERR_UNSAFE_PARAMETER",
        `A parameter value forms the path segment ${describeValue(segment)}, which would move the request to another path${forRoute(route)}`,
      );
    }
    start = i + 1;
  }
}

function isDotSegment(segment: string): boolean {
  if (segment.length === 0 || segment.length > 6) return false;
  const decoded = segment.replace(/%2e/gi, ".");
  return decoded === "." || decoded === "..";
}

function overlaps(start: number, end: number, ranges: number[]): boolean {
  for (let k = 0; k < ranges.length; k += 2) {
    if (ranges[k] < end && ranges[k + 1] > start) return true;
  }
  return false;
}
