import { expansionError } from "./expand-template.js";
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
export function expandQuery(
  params: Parameters,
  variables: ReadonlySet<string>,
  options: ReadonlySet<string>,
  searchTerms = true,
): string {
  let query = "";
  // Consecutive plain names share one `{&...}` expression, so the order is kept.
  let group = "";
  let context = Object.create(null) as TemplateContext;
  for (const name of Object.keys(params)) {
    if (options.has(name) || variables.has(name)) continue;
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
    if (group) query += expandGroup(group, context, params);
    group = "";
    context = Object.create(null) as TemplateContext;
    query += search ? searchQuery(value, params) : namedPairs(name, value, params);
  }
  return group ? query + expandGroup(group, context, params) : query;
}

function expandGroup(group: string, context: TemplateContext, params: Parameters): string {
  return expand(`{&${group}}`, context, group, params);
}

function queryValue(value: unknown, name: string): string | string[] | undefined {
  return Array.isArray(value) ? prepareList(value, name) : scalarText(value, name);
}

function searchQuery(value: string | string[], params: Parameters): string {
  return expand("{&q}", { q: value }, ["q"], params).replace(/%2B/g, "+");
}

// A name url-template's expression syntax cannot hold: url-template expands
// the name and the value separately, and they are joined as `{&name}` would.
function namedPairs(name: string, value: string | string[], params: Parameters): string {
  const key = expand("{name}", { name }, [name], params);
  const values = Array.isArray(value) && name.endsWith("[]") ? value : [value];
  return values.map((item) => `&${key}=${expand("{value}", { value: item }, [name], params)}`).join("");
}

// `names`: the variables, as a list or as a group's comma-separated text
// (plain names have no comma), split only when there is an error to report.
function expand(expression: string, context: TemplateContext, names: string | string[], params: Parameters) {
  try {
    return parse(expression).expand(context);
  } catch (error) {
    const list = typeof names === "string" ? names.split(",") : names;
    throw expansionError(
      error,
      list.map((name) => name.replace(/\*$/, "")),
      params,
    );
  }
}
