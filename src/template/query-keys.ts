import { endpointError } from "../util/errors.js";
import { describeValue } from "../util/describe-value.js";
import type { Part } from "./template-parts.js";

/**
 * The keys the template's literal query text writes whole (`?type=public`):
 * after a "?" or "&" of the same literal, up to "=", "&" or the literal's
 * end when the key cannot go on there (the template's end, the fragment).
 * Decoded as servers decode them ("+" is a space).
 *
 * @example
 * literalQueryKeys(compileTemplate("/repos?type=public&sort").parts); // Set { "type", "sort" }
 */
export function literalQueryKeys(parts: readonly Part[]): Set<string> {
  const keys = new Set<string>();
  let inQuery = false;
  // A `{&x}` continues a query only once one has started: before a "?"
  // (`{&x}/lit?a=1`), the literal's own "?" starts it.
  let started = false;
  parts.forEach((part, index) => {
    if (part.kind === "expression") {
      if (part.operator === "?" || (part.operator === "&" && started)) inQuery = started = true;
      if (part.operator === "#") inQuery = false;
      return;
    }
    if (part.opens === "query") started = true;
    if (part.opens === "fragment") inQuery = false;
    if (part.opens !== "query" && !inQuery) return;
    // A "?" inside the query is text, not the start of a key; a literal
    // that opens the query starts with its "?".
    const opened = !inQuery;
    inQuery = true;
    const next = parts[index + 1];
    const keyEnds = next === undefined || (next.kind === "literal" && next.opens === "fragment");
    const pieces = part.text.split("&");
    pieces.forEach((piece, i) => {
      const bounded = i > 0 || opened;
      const ended = piece.includes("=") || i < pieces.length - 1 || keyEnds;
      const key = piece.replace(/^\?/, "").split("=", 1)[0];
      if (bounded && ended && key) keys.add(decodeQueryText(key));
    });
  });
  return keys;
}

/**
 * Query text (a key or a value) as servers read it: "+" as a space,
 * percent-decoded where that is valid UTF-8, as written otherwise.
 *
 * @example
 * decodeQueryText("ty%70e"); // "type"
 */
export function decodeQueryText(text: string): string {
  const spaced = text.replace(/\+/g, " ");
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
}

/**
 * Checks that each query key the template's literal text writes
 * (`?type=public`) comes once in the query written (`query`, after its
 * "?"): a parameter (a leftover, or a key of an exploded map) that repeats
 * it throws `ERR_INVALID_PARAMETER`, since servers disagree on which of two
 * values wins (the last, the first, or both as a list). Keys compare as
 * servers decode them.
 *
 * @example
 * checkQueryKeys(new Set(["type"]), "type=public&type=all", { type: "all" });
 * // throws Invalid parameter "type": "all" (the route's query already has "type", ...)
 */
export function checkQueryKeys(
  keys: ReadonlySet<string>,
  query: string,
  params: { readonly [name: string]: unknown },
): void {
  const seen = new Set<string>();
  for (const pair of query.split("&")) {
    const key = decodeQueryText(pair.split("=", 1)[0]!); // split gives at least one piece
    if (!keys.has(key)) continue;
    if (!seen.has(key)) {
      seen.add(key);
      continue;
    }
    // The parameter of that name, else the value as written (a map's key, a described query pair).
    const value = Object.hasOwn(params, key) ? params[key] : writtenValue(pair);
    const quoted = value === undefined ? "" : `: ${describeValue(value)}`;
    const detail = `${quoted} (the route's query already has ${describeValue(key)}, and servers disagree on which wins)`;
    throw endpointError("ERR_INVALID_PARAMETER", key, detail);
  }
}

// The value of a query pair as servers read it; undefined for a key alone.
function writtenValue(pair: string): string | undefined {
  const equals = pair.indexOf("=");
  return equals < 0 ? undefined : decodeQueryText(pair.slice(equals + 1));
}
