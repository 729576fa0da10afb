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
      if (bounded && ended && key) keys.add(decodeKey(key));
    });
  });
  return keys;
}

/**
 * A query key as servers read it: "+" as a space, percent-decoded where that
 * is valid UTF-8, as written otherwise.
 *
 * @example
 * decodeKey("ty%70e"); // "type"
 */
export function decodeKey(key: string): string {
  const spaced = key.replace(/\+/g, " ");
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
}
