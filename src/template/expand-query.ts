import { hasOwn } from "../util/own.js";
import { expansionError } from "./expand-expression.js";
import { prepareList, scalarText } from "./prepare-value.js";
import { parse, type TemplateContext } from "./url-template.js";

type Parameters = { readonly [name: string]: unknown };

// Names url-template can read inside an expression as they are: its syntax
// gives "," ":" "*" "{" "}" a meaning. Other names are expanded on their own.
const PLAIN_NAME = /^[^,:*{}]+$/;

/**
 * Expands the leftover parameters (own keys of `params` in neither
 * `variables` nor `options`, found in the same pass) into query pairs with
 * url-template, as RFC 6570's `{&name,...}` does: `&name=value` for each,
 * lists as `a,b`, one pair per element under a name ending in `[]`;
 * `undefined`, `null` and empty lists are left out; objects have no query
 * form and throw. `q` keeps a literal `+`, GitHub's search term separator,
 * as users copy it from the search documentation (unless `searchTerms` is
 * false: an API described by OpenAPI gets no GitHub rule). The caller puts
 * the result after the URL's path (turning the first "&" into "?" where the
 * URL has no query yet).
 *
 * @example
 * expandQuery({ per_page: 2, "ids[]": [1, 2], q: "a+b", id: 1 }, new Set(["id"]), new Set());
 * // "&per_page=2&ids%5B%5D=1&ids%5B%5D=2&q=a+b"
 */
// eslint-disable-next-line max-params -- the two name sets are the callers' own, built once; a bag would cost a call its allocation
export function expandQuery(
  params: Parameters,
  variables: ReadonlySet<string>,
  options: ReadonlySet<string>,
  searchTerms = true,
): string {
  // What an error is about: a group's comma-separated names, or one name.
  let blamed: string | [string] = "";
  try {
    let query = "";
    // Consecutive plain names share one `{&...}` expression, so the order is kept.
    let group = "";
    let context = Object.create(null) as TemplateContext;
    // for...in, not Object.keys: no array per call (params are the library's
    // own object, with no getters). Own keys only, as ever.
    for (const name in params) {
      if (options.has(name) || variables.has(name) || !hasOwn(params, name)) continue;
      blamed = [name];
      const value = queryValue(params[name], name);
      if (value === undefined) continue;
      const search = searchTerms && name === "q";
      if (!search && PLAIN_NAME.test(name)) {
        // A list under a name ending in "[]" is exploded: one pair per element.
        const spec = Array.isArray(value) && name.endsWith("[]") ? `${name}*` : name;
        group = group ? `${group},${spec}` : spec;
        context[name] = value;
        continue;
      }
      blamed = group;
      if (group) query += expand(`{&${group}}`, context);
      group = "";
      context = Object.create(null) as TemplateContext;
      blamed = [name];
      query += search ? searchQuery(value) : namedPairs(name, value);
    }
    blamed = group;
    return group ? query + expand(`{&${group}}`, context) : query;
  } catch (error) {
    const names = typeof blamed === "string" ? blamed.split(",") : blamed;
    throw expansionError(
      error,
      names.map((name) => name.replace(/\*$/, "")),
      params,
    );
  }
}

function queryValue(value: unknown, name: string): string | string[] | undefined {
  return Array.isArray(value) ? prepareList(value, name) : scalarText(value, name);
}

function searchQuery(value: string | string[]): string {
  return expand("{&q}", { q: value }).replace(/%2B/g, "+");
}

// A name url-template's expression syntax cannot hold: url-template expands
// the name and the value separately, and they are joined as `{&name}` would.
function namedPairs(name: string, value: string | string[]): string {
  const key = expand("{name}", { name });
  const values = Array.isArray(value) && name.endsWith("[]") ? value : [value];
  return values.map((item) => `&${key}=${expand("{value}", { value: item })}`).join("");
}

function expand(expression: string, context: TemplateContext): string {
  return parse(expression).expand(context);
}
