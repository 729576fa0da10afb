import { EndpointError } from "./endpoint-error.js";
import { describeValue, forRoute, type RouteRef } from "./describe.js";
import { normalizeValue } from "./normalize-value.js";
import { encodeReserved, encodeUnreserved, escapeLonePercent } from "./encode.js";
import { rfc6570, type TemplateValue } from "./rfc6570.js";
import type { CompiledTemplate, Expression, Operator } from "./compile-template.js";

type Parameters = { readonly [name: string]: unknown };
/** Where an expansion that could form a dot segment landed in the URL. */
interface Suspect {
  start: number;
  end: number;
  expression: Expression;
}

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
  let suspects: Suspect[] | undefined;
  for (const part of compiled.parts) {
    if (typeof part === "string") {
      url += part;
      continue;
    }
    const value = expandExpression(part, params, route);
    // Only an expansion with "." or "%2" in it can form a "." or ".." segment.
    if (part.inPath && (value.includes(".") || value.includes("%2"))) {
      (suspects ??= []).push({ start: url.length, end: url.length + value.length, expression: part });
    }
    url += value;
  }
  if (suspects !== undefined) assertNoDotSegments(url, suspects, route);
  return url;
}

/**
 * One expression. Scalars take the fast path, which the differential tests
 * prove equal to url-template; each list or map goes to url-template itself.
 */
function expandExpression(expression: Expression, params: Parameters, route: RouteRef): string {
  const { vars, operator } = expression;
  const values: TemplateValue[] = [];
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
    }
    values.push(value);
  }
  let expanded: string;
  try {
    expanded = expandValues(expression, values);
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

// RFC 6570 appendix A, one variable at a time: a scalar is encoded here, a
// list or map by url-template (its one-variable expression, whose leading
// operator character is dropped: it is written once, before the first value).
// A normalised list or map is never empty, so it always yields a value.
function expandValues({ operator, vars, delegates, delegateNames }: Expression, values: TemplateValue[]): string {
  const named = operator === ";" || operator === "?" || operator === "&";
  const reserved = operator === "+" || operator === "#";
  let out = "";
  let count = 0;
  for (let k = 0; k < vars.length; k++) {
    const value = values[k];
    if (value === undefined) continue;
    let piece: string;
    if (typeof value !== "string") {
      const context: { [name: string]: TemplateValue } = Object.create(null);
      context[delegateNames[k]] = reserved ? escapePercents(value) : value;
      piece = rfc6570.expression(delegates[k], context).slice(FIRST[operator].length);
    } else if (value === "") {
      piece = named ? (operator === ";" ? vars[k].name : `${vars[k].name}=`) : "";
    } else {
      const encoded = reserved ? encodeReserved(escapeLonePercent(value)) : encodeUnreserved(value);
      piece = named ? `${vars[k].name}=${encoded}` : encoded;
    }
    out += count++ === 0 ? piece : SEPARATOR[operator] + piece;
  }
  return count === 0 ? "" : FIRST[operator] + out;
}

function escapePercents(value: string[] | { [key: string]: string }): TemplateValue {
  if (Array.isArray(value)) return value.map(escapeLonePercent);
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
function assertNoDotSegments(url: string, suspects: Suspect[], route: RouteRef): void {
  const pathEnd = url.search(/[?#]/);
  const path = pathEnd === -1 ? url : url.slice(0, pathEnd);
  // Suspect ranges come in URL order, as do segments: one cursor walks both,
  // so a template of many literal dot segments stays linear.
  let cursor = 0;
  let start = 0;
  for (let i = 0; i <= path.length; i++) {
    if (i < path.length && path[i] !== "/") continue;
    while (cursor < suspects.length && suspects[cursor].end <= start) cursor++;
    const segment = path.slice(start, i);
    if (isDotSegment(segment) && cursor < suspects.length && suspects[cursor].start < i) {
      const { vars, text } = suspects[cursor].expression;
      throw new EndpointError(
        "ERR_UNSAFE_PARAMETER",
        `Parameter ${describeValue(vars.map((v) => v.name).join(","))} in ${describeValue(text)} forms the path segment ${describeValue(segment)}, which would move the request to another path${forRoute(route)}`,
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
