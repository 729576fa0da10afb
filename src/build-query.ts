import { EndpointError } from "./endpoint-error.js";
import { describeValue, forRoute, type RouteRef } from "./describe.js";
import { scalarToString } from "./normalize-value.js";
import { encodeUnreserved } from "./encode.js";

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
    if (value === undefined || value === null) continue;
    const key = encodeChecked(name, name, route);
    if (Array.isArray(value)) {
      const items: string[] = [];
      for (const item of value) {
        const text = toQueryValue(item, name, route, true);
        if (text !== undefined) items.push(text);
      }
      if (items.length === 0) continue;
      query += name.endsWith("[]") ? `&${key}=${items.join(`&${key}=`)}` : `&${key}=${items.join(",")}`;
    } else {
      query += `&${key}=${toQueryValue(value, name, route, false)}`;
    }
  }
  return query.slice(1);
}

function toQueryValue(value: unknown, name: string, route: RouteRef, inList: boolean): string | undefined {
  const text = scalarToString(value, name, route);
  if (text === null) {
    throw new EndpointError(
      "ERR_INVALID_PARAMETER",
      `Parameter ${describeValue(name)} ${inList ? "contains" : "is"} ${describeValue(value)}, which has no query string form; use strings, numbers, booleans, bigints, Dates or arrays of them${forRoute(route)}`,
    );
  }
  if (text === undefined) return undefined;
  const encoded = encodeChecked(text, name, route);
  return name === "q" ? encoded.replace(/%2B/g, "+") : encoded;
}

function encodeChecked(text: string, name: string, route: RouteRef): string {
  try {
    return encodeUnreserved(text);
  } catch {
    throw new EndpointError(
      "ERR_INVALID_PARAMETER",
      `Parameter ${describeValue(name)} is not valid Unicode (it contains a lone surrogate)${forRoute(route)}`,
    );
  }
}
