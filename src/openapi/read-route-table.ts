import { compileTemplate } from "../template/compile-template.js";
import { variableName } from "../template/variable-name.js";
import { describeValue } from "../util/describe-value.js";
import { isPlain } from "../util/is-plain.js";
import { ownValue } from "../util/own.js";
import { METHODS, sentMethod } from "../util/methods.js";
import { nearOptionName } from "../util/option-names.js";
import type { Api, Match, Operation, RouteRecords } from "./route-table.js";
import { checkServerTemplate, readServerVariables } from "./server-variables.js";
import { invalid } from "./table-checks.js";
import { readEntry, type Entry } from "./table-entry.js";
import { declareEntries, type Declared, type Reading } from "./operation-entries.js";

const NONE: ReadonlySet<string> = new Set();
// A method is an RFC 9110 token: the seven, QUERY, or any a description declares.
const ROUTE = /^([!#$%&'*+.^_`|~\w-]+) (\/[^]*)$/;
const KNOWN: ReadonlySet<string> = new Set(METHODS);

/**
 * How many parameter entries a table may make the runtime hold (GitHub's
 * has some 6,000): a description whose objects are shared (YAML anchors)
 * can stand for far more entries than it holds, and compiling those would
 * take time and memory quadratic in its size.
 */
export const MAX_ENTRIES = 1_000_000;

/**
 * Reads a route table into the runtime's lookup, checking its shape; a
 * mistake throws `ERR_INVALID_OPTION` naming its JSON pointer. Only own
 * properties are read. A list of entries shared by several routes (as
 * {@link compileRouteTable} shares a path item's) is read once.
 *
 * @example
 * readRouteTable({ "openapi-routes": 1, routes: { "GET /x/{id}": ["p id"] } }).operations.get("GET /x/{id}");
 */
export function readRouteTable(table: { [key: string]: unknown }): Api {
  const routes = ownValue(table, "routes");
  if (!isPlain(routes)) throw invalid("#/routes", "expected an object");
  const source = { routes, variables: ownValue(table, "variables"), server: ownValue(table, "server") };
  return readRoutes(source, readItem);
}

// A table's entry: a string, read into its record.
function readItem(item: unknown, pointer: string): Entry {
  if (typeof item !== "string") throw invalid(pointer, "expected a string");
  return readEntry(item, pointer);
}

/**
 * Reads a compiled description's records into the runtime's lookup, checking
 * them as {@link readRouteTable} checks a table's entries: a description is
 * refused where its table would be, with the same error.
 *
 * @example
 * const routes = { "GET /x/{id}": [{ kind: "accept", types: "text/plain" }] } as const;
 * readRouteRecords({ server: undefined, variables: undefined, routes }).operations.get("GET /x/{id}");
 */
export function readRouteRecords(records: RouteRecords): Api {
  return readRoutes(records, (item) => item as Entry);
}

/** A table's routes and servers, not yet checked. */
interface Source {
  readonly routes: { readonly [route: string]: unknown };
  readonly variables: unknown;
  readonly server: unknown;
}

function readRoutes(source: Source, read: Reading["read"]): Api {
  const { routes } = source;
  const variables = readServerVariables(source.variables);
  const server = source.server === undefined ? undefined : checkServerTemplate(source.server, variables, "#/server");
  const operations = new Map<string, Operation>();
  const declared = new Map<readonly unknown[], Declared>();
  const accepts = new Set<string>();
  let held = 0;
  for (const route of Object.keys(routes)) {
    const pointer = `#/routes/${route.replace(/~/g, "~0").replace(/\//g, "~1")}`;
    const entries = routes[route];
    if (!Array.isArray(entries)) throw invalid(pointer, "expected an array");
    let known = declared.get(entries);
    if (!known) {
      held = holding(held, entries.length);
      declared.set(entries, (known = declareEntries(entries, { pointer, variables, accepts, read })));
    }
    const operation = readOperation(route, known, pointer);
    // Undeclared placeholders made the route a set of its own.
    if (operation.names !== known.names) held = holding(held, operation.names.size);
    operations.set(route, operation);
  }
  return lookup(operations, { server, variables });
}

// The lookups every call uses, made once.
function lookup(operations: Map<string, Operation>, servers: Pick<Api, "server" | "variables">): Api {
  const exact = new Map<string, Match>();
  const nearNames = new Set<string>();
  for (const [route, operation] of operations) {
    exact.set(route, { operation, template: operation.template, suffix: NONE });
    for (const name of [...operation.names, ...operation.fields]) if (nearOptionName(name)) nearNames.add(name);
  }
  const methods = new Set([...operations.keys()].map((route) => route.slice(0, route.indexOf(" "))));
  for (const method of KNOWN) methods.delete(method);
  return { operations, exact, ...servers, nearNames, matches: new Map(), methods };
}

// Entries held so far, and `more`: past MAX_ENTRIES the table is refused.
function holding(held: number, more: number): number {
  if (held + more > MAX_ENTRIES) throw invalid("#/routes", `more than ${MAX_ENTRIES} entries`);
  return held + more;
}

function readOperation(route: string, declared: Declared, pointer: string): Operation {
  const match = ROUTE.exec(route);
  if (!match) throw invalid(pointer, 'expected a route "<METHOD> /path"');
  const method = match[1]!; // the pattern's groups always take part
  // "get" would be sent as GET, and CONNECT, TRACE, TRACK not at all.
  if (sentMethod(method) !== method) throw invalid(pointer, `${describeValue(method)} is not sent as written`);
  const path = match[2]!; // the pattern's second group always takes part
  const pathVars: Array<{ name: string; key: string }> = [];
  const keys = new Map<string, string>(); // template key -> name
  let names = declared.names;
  let own: Set<string> | undefined; // made once, for the first undeclared placeholder
  const template = path.replace(/\{([^{}]*)\}/g, (_, name: string) => {
    const parameter = declared.pathByName.get(name);
    const key = templateKey(name, pointer);
    const other = keys.get(key);
    if (other !== undefined && other !== name) {
      throw invalid(pointer, `${describeValue(name)} and ${describeValue(other)} are the same name in a URL`);
    }
    keys.set(key, name);
    pathVars.push({ name, key });
    // A placeholder no parameter declares is still no leftover.
    if (!names.has(name)) names = (own ??= new Set(names)).add(name);
    const explode = parameter?.explode ? "*" : "";
    return `{${parameter?.pathStyle ?? ""}${key}${explode}}`;
  });
  checkPathTemplate(template, pointer);
  return { route, path, template, pathVars, names, ...declared.shared };
}

// Every path is a URL template (`/x/{a`, `/x/a}`, `/x/{}` are not): refused
// here, at `.defaults()`, not at every call. The call compiles it the same way.
function checkPathTemplate(template: string, pointer: string): void {
  try {
    compileTemplate(template, false);
  } catch (error) {
    throw invalid(pointer, `not a URL template: ${(error as Error).message.replace(/^Invalid URL template /, "")}`);
  }
}

// The name url-template is given for a placeholder (see variableName).
function templateKey(name: string, pointer: string): string {
  const key = variableName(name);
  if (key === undefined) throw invalid(pointer, `${describeValue(name)} has a lone surrogate`);
  return key;
}
