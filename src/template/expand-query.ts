import { scalarToString, invalidParameter } from "./normalize-value.js";
import { encodeUnreserved } from "./encode.js";
import type { RouteRef } from "../errors.js";

/**
 * Turns leftover parameters into `name=value` pairs joined by `&`, encoded as
 * RFC 6570 encodes a `{?name}` value. Arrays become `a,b`, or one pair per
 * element under a name ending in `[]`; `undefined` and `null` are left out;
 * objects have no query form and throw. `q` keeps a literal `+`, GitHub's
 * search term separator, as users copy it from the search documentation.
 *
 * @example
 * buildQuery({ per_page: 2, "ids[]": [1, 2], q: "a+b" }, ["per_page", "ids[]", "q"], {});
 * // "per_page=2&ids%5B%5D=1&ids%5B%5D=2&q=a+b"
 */
export function buildQuery(params: { readonly [name: string]: unknown }, names: readonly string[], route: RouteRef): string {
  let query = "";
  for (const name of names) {
    const value = params[name];
    if (value == null) continue;
    const key = encode(name, name, route);
    let pairs = "";
    if (!Array.isArray(value)) pairs = `${key}=${encode(scalarToString(value, name, route) as string, name, route)}`;
    else {
      for (const item of value) {
        const text = scalarToString(item, name, route);
        if (text === undefined) continue;
        const encoded = encode(text, name, route);
        pairs += pairs === "" ? `${key}=${encoded}` : name.endsWith("[]") ? `&${key}=${encoded}` : `,${encoded}`;
      }
    }
    if (pairs) query += query ? `&${pairs}` : pairs;
  }
  return query;
}

function encode(text: string, name: string, route: RouteRef): string {
  try {
    const encoded = encodeUnreserved(text);
    return name === "q" ? encoded.replace(/%2B/g, "+") : encoded;
  } catch {
    // encodeURIComponent throws URIError only for a lone surrogate.
    throw invalidParameter(name, text, route, true);
  }
}
