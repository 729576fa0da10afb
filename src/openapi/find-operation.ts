import { endpointError } from "../util/errors.js";
import { keep } from "../util/bounded-cache.js";
import type { Api, Match } from "./route-table.js";

// Trailing `{?...}` and `{&...}` expressions after a described path.
const SUFFIX = /(?:\{[?&][^{}]*\})+$/;

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
  const suffix = SUFFIX.exec(url);
  const base = suffix ? api.operations.get(`${method} ${url.slice(0, suffix.index)}`) : undefined;
  if (suffix && base) {
    const names = new Set(suffixNames(suffix[0]));
    const unknown = [...names].find((name) => !base.names.has(name));
    if (unknown !== undefined) {
      throw endpointError("ERR_INVALID_ROUTE", key, `: ${JSON.stringify(unknown)} is not a parameter of ${base.route}`);
    }
    return keep(api.matches, key, { operation: base, template: base.template + suffix[0], suffix: names });
  }
  if (/^https?:\/\//i.test(url)) return undefined;
  throw endpointError("ERR_INVALID_ROUTE", key, nearest(api, method, url));
}

function suffixNames(suffix: string): string[] {
  return suffix
    .replace(/\}\{[?&]/g, ",")
    .slice(2, -1)
    .split(",")
    .map((spec) => spec.replace(/(?::\d+|\*)$/, ""));
}

// The three operations whose routes are the fewest edits away (only an error pays for this).
function nearest(api: Api, method: string, url: string): string {
  const wanted = `${method} ${url}`.slice(0, 200); // bounded work for any URL
  const ranked = [...api.operations.keys()]
    .map((route) => [distance(wanted, route), route] as const)
    .sort((a, b) => a[0] - b[0])
    .slice(0, 3)
    .map(([, route]) => JSON.stringify(route));
  return ranked.length
    ? ` (not in the OpenAPI description; nearest: ${ranked.join(", ")})`
    : " (the OpenAPI description has no operations)";
}

// Levenshtein distance, two rows.
function distance(a: string, b: string): number {
  // Every index below is within the rows, which have b.length + 1 cells.
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const change = a[i - 1] === b[j - 1] ? 0 : 1;
      row[j] = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + change);
    }
    previous = row;
  }
  return previous[b.length]!;
}
