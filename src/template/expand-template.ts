import { EndpointError, fail, describeValue, type RouteRef } from "../errors.js";
import { invalidParameter, normalizeValue } from "./normalize-value.js";
import { encodeReserved, encodeUnreserved, escapeLonePercent } from "./encode.js";
import { rfc6570 } from "./url-template.js";
import { hasOwn } from "../objects/own.js";
import type { CompiledTemplate, Expression } from "./compile-template.js";

type Parameters = { readonly [name: string]: unknown };

/**
 * Expands a compiled template with the parameters: required variables must
 * have a value, values are normalised, and no value may add a dot segment,
 * a query or a fragment that the template did not write.
 *
 * @example
 * const t = compileTemplate("/repos/{owner}/{repo}", {});
 * expandTemplate(t, { owner: "a b", repo: "r" }, {}); // "/repos/a%20b/r"
 */
export function expandTemplate({ parts, dots }: CompiledTemplate, params: Parameters, route: RouteRef): string {
  let url = "";
  let suspects = "";
  for (const part of parts) {
    if (typeof part === "string") {
      url += part;
      continue;
    }
    const value = expandExpression(part, params, route);
    // Only an expansion with "." or "%2" in it can help form a "." or ".." segment.
    if (part.inPath && /\.|%2/.test(value)) suspects += (suspects && ",") + part.vars.map((v) => v.name).join();
    url += value;
  }
  // Fetch implementations resolve "." and ".." segments: a value that adds one
  // would silently send the request, and its credentials, to another path.
  if (suspects && dotSegments(url) > dots) throw fail("ERR_UNSAFE_PARAMETER", suspects, route, ': it adds a dot segment ("." or "..") to the path');
  return url;
}

/**
 * How many `.` or `..` segments (also as `%2e`) the path of `url` has.
 *
 * @example
 * dotSegments("/a/../b/%2e?x=/.."); // 2
 */
export function dotSegments(url: string): number {
  return url.split(/[?#]/, 1)[0].split("/").filter((segment) => /^(\.|%2e){1,2}$/i.test(segment)).length;
}

// RFC 6570 appendix A. A scalar is encoded here (the fast path, which the
// differential tests hold equal to url-template); a list or map goes to
// url-template as a one-variable expression, its leading operator dropped
// since this function writes that once, before the first value.
function expandExpression(expression: Expression, params: Parameters, route: RouteRef): string {
  const { operator, vars } = expression;
  const named = operator === ";" || operator === "?" || operator === "&";
  const reserved = operator === "+" || operator === "#";
  const first = operator === "+" ? "" : operator;
  const separator = operator === "?" ? "&" : operator === "" || reserved ? "," : operator;
  let out = "";
  let count = 0;
  for (const { name, prefix, explode, option } of vars) {
    let value = normalizeValue(!option && hasOwn.call(params, name) ? params[name] : undefined, name, route);
    if (value === undefined) {
      if (!expression.required) continue;
      throw fail("ERR_MISSING_PARAMETER", name, route, option ? " (an option name, never a parameter)" : "");
    }
    let piece: string;
    try {
      if (typeof value === "string") {
        // RFC 6570 counts a prefix in characters, so it never splits a surrogate pair.
        if (prefix) value = [...value].slice(0, prefix).join("");
        piece = value === "" && named ? (operator === ";" ? name : `${name}=`) : (named ? `${name}=` : "") + (reserved ? encodeReserved(value) : encodeUnreserved(value));
      } else {
        // RFC 6570 allows a prefix on strings only.
        if (prefix) throw invalidParameter(name, value, route);
        const key = delegateName(name);
        let given = value;
        if (reserved) {
          given = Array.isArray(value) ? [] : Object.create(null);
          for (const k of Object.keys(value)) (given as Record<string, string>)[k] = escapeLonePercent((value as Record<string, string>)[k]);
        }
        piece = rfc6570.expression(`{${operator}${key}${explode ? "*" : ""}}`, { [key]: given }).slice(first.length);
      }
    } catch (error) {
      // encodeURI(Component) throws URIError only for a lone surrogate.
      throw error instanceof EndpointError ? error : invalidParameter(name, value, route, true);
    }
    out += count++ ? separator + piece : piece;
  }
  out = count ? first + out : "";
  // Reserved expansion keeps "?" and "#" (RFC 6570 §3.2.3): a value could
  // start a query or fragment that the template does not have.
  const bad = operator !== "+" || expression.inFragment ? "" : out.includes("#") ? "#" : expression.inPath && out.includes("?") ? "?" : "";
  if (bad) throw fail("ERR_UNSAFE_PARAMETER", vars.map((v) => v.name).join(), route, `: ${describeValue(out)} contains "${bad}"`);
  return out;
}

// url-template writes a name as encodeURIComponent(name) in `{?name}`, so a
// pct-encoded name (`Stra%C3%9Fe`) would come out encoded twice: it gets the
// name decoded where that is unambiguous (README, "RFC 6570 conformance",
// names the one case left).
function delegateName(name: string): string {
  try {
    const decoded = decodeURIComponent(name);
    return /^[^+#./;?&=,!@|][^:*,{}]*$/.test(decoded) ? decoded : name;
  } catch {
    return name;
  }
}


