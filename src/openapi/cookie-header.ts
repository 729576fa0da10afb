import { endpointError } from "../util/errors.js";
import { describeValue } from "../util/describe-value.js";
import type { ParameterView } from "../parse/parameter-view.js";
import { expandSimple } from "../template/expand-styles.js";
import type { TemplateValue } from "../template/url-template.js";
import { cookiePairs } from "./cookie-pairs.js";
import { parameterValue } from "./parameter-value.js";
import type { Operation, Parameter } from "./route-table.js";
import { valueOf } from "./swagger-values.js";

/**
 * The cookie header of a described call: the `cookie` header given (by the
 * caller or the defaults) followed by the operation's cookie parameters as
 * `name=value` pairs (form style expanded by url-template, 3.2's cookie
 * style as given). One cookie name is written by one writer: a name that
 * the given header and a parameter (an exploded map's key, a parameter's
 * own name), or two parameters, both write throws `ERR_INVALID_PARAMETER`
 * naming the parameter; servers disagree on which of two wins. The given
 * header's value never appears in a message. `undefined` when no parameter
 * writes a cookie.
 *
 * @example
 * cookieHeader(operation, view, "sid=1"); // "sid=1; theme=dark"
 */
export function cookieHeader(operation: Operation, view: ParameterView, existing: unknown): string | undefined {
  const cookies: string[] = [];
  // Each name, and who wrote it: "" for the given header.
  const writers = new Map<string, string>();
  let headerRead = false;
  for (const parameter of operation.parameters.cookie) {
    const value = parameterValue(parameter, valueOf(view, parameter.name));
    if (value === undefined) continue;
    if (!headerRead && typeof existing === "string") namesOf(existing, writers);
    headerRead = true;
    const pairs = pairsOf(parameter, value);
    for (const pair of pairs) claim(writers, pair.slice(0, pair.indexOf("=")), parameter.name);
    cookies.push(...pairs);
  }
  if (!cookies.length) return undefined;
  return (typeof existing === "string" && existing ? [existing, ...cookies] : cookies).join("; ");
}

function pairsOf(parameter: Parameter, value: TemplateValue): string[] {
  if (parameter.format === "cookie") return cookiePairs(parameter, value);
  const pieces: readonly TemplateValue[] = parameter.explode && Array.isArray(value) ? (value as string[]) : [value];
  return pieces.map((piece) => `${parameter.name}=${expandSimple(piece, parameter.explode, parameter.name)}`);
}

// The names a cookie header writes (`a=1; b=2`), as servers split it.
function namesOf(header: string, writers: Map<string, string>): void {
  for (const pair of header.split(";")) {
    const end = pair.indexOf("=");
    const name = (end < 0 ? pair : pair.slice(0, end)).trim();
    if (name) writers.set(name, "");
  }
}

// A name written by `writer`; written before by another throws.
function claim(writers: Map<string, string>, name: string, writer: string): void {
  const before = writers.get(name);
  if (before === undefined) {
    writers.set(name, writer);
    return;
  }
  if (before === writer) return; // an exploded list repeats its own name
  const other = before === "" ? "the cookie header given" : `the parameter ${describeValue(before)}`;
  const detail = ` (it writes the cookie ${describeValue(name)}, which ${other} writes too, and servers disagree on which wins)`;
  throw endpointError("ERR_INVALID_PARAMETER", writer, detail);
}
