import { endpointError } from "../util/errors.js";
import { keep } from "../util/bounded-cache.js";
import { cutMiddle, describeValue } from "../util/describe-value.js";
import { nearestRoutes } from "./nearest-routes.js";
import type { Api, Match } from "./route-table.js";

/**
 * The operation a route names in a description: `"<METHOD> <path as in
 * paths>"`, optionally followed by `{?name}`/`{&name}` expressions that name
 * the operation's own parameters. `undefined` for an absolute URL the
 * description lacks (sent as it is); any other unknown route throws
 * `ERR_INVALID_ROUTE` with the nearest operations. One map lookup for a
 * plain route, whatever the description's size.
 *
 * @example
 * findOperation(api, "GET", "/pets/{petId}")?.operation.route; // "GET /pets/{petId}"
 */
export function findOperation(api: Api, method: string, url: string): Match | undefined {
  const key = `${method} ${url}`;
  const known = api.exact.get(key) ?? api.matches.get(key);
  if (known) return known;
  const start = suffixStart(url);
  const base = start < url.length ? api.operations.get(`${method} ${url.slice(0, start)}`) : undefined;
  if (base) {
    const suffix = url.slice(start);
    const names = new Set(suffixNames(suffix));
    const unknown = [...names].find((name) => !base.names.has(name));
    if (unknown !== undefined) {
      throw endpointError(
        "ERR_INVALID_ROUTE",
        key,
        `: ${describeValue(unknown)} is not a parameter of ${cutMiddle(base.route)}`,
      );
    }
    return keep(api.matches, key, () => ({ operation: base, template: base.template + suffix, suffix: names }));
  }
  if (/^https?:\/\//i.test(url)) return undefined;
  throw endpointError("ERR_INVALID_ROUTE", key, nearest(api, method, url));
}

// Where the trailing `{?...}` and `{&...}` expressions after a described
// path begin (the url's length when it has none). A scan from the end, one
// step per expression: a regular expression would backtrack from every "{".
function suffixStart(url: string): number {
  let start = url.length;
  while (url.endsWith("}", start)) {
    const open = url.lastIndexOf("{", start - 1);
    const operator = url[open + 1];
    if (open < 0 || (operator !== "?" && operator !== "&") || url.indexOf("}", open) !== start - 1) break;
    start = open;
  }
  return start;
}

// The names of `{?a,b*}{&c:3}`: a, b, c.
function suffixNames(suffix: string): string[] {
  const names: string[] = [];
  for (const expression of suffix.slice(2, -1).split(/\}\{[?&]/)) {
    for (const spec of expression.split(",")) names.push(varName(spec));
  }
  return names;
}

// A varspec without its modifier: `b*` is b, `c:3` is c.
function varName(spec: string): string {
  if (spec.endsWith("*")) return spec.slice(0, -1);
  const colon = spec.lastIndexOf(":");
  return colon >= 0 && /^\d+$/.test(spec.slice(colon + 1)) ? spec.slice(0, colon) : spec;
}

// The three operations whose routes are the fewest edits away (only an error pays for this).
function nearest(api: Api, method: string, url: string): string {
  const ranked = nearestRoutes([...api.operations.keys()], `${method} ${url}`, 3).map((route) => describeValue(route));
  return ranked.length
    ? ` (not in the OpenAPI description; nearest: ${ranked.join(", ")})`
    : " (the OpenAPI description has no operations)";
}
