import { compileTemplate } from "../template/compile-template.js";
import { variableName } from "../template/variable-name.js";
import { describeValue } from "../util/describe-value.js";
import { isPlain } from "../util/is-plain.js";
import { ownValue } from "../util/own.js";
import { METHODS, sentMethod } from "../util/methods.js";
import { nearOptionName } from "../util/option-names.js";
import type { Api, Match, Operation } from "./route-table.js";
import { checkServerTemplate, readServerVariables, type ServerVariables } from "./server-variables.js";
import { checkAccept, checkMediaType, invalid } from "./table-checks.js";
import { readParameter, type Location, type Parameter } from "./table-entry.js";
import { readPartEntry, type Parts } from "./part-encodings.js";
import { nestedSeparators } from "./nested-lists.js";

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

/** What a route's entries declare, read once per entries list (a table may share them). */
type Declared = {
  /** What every route with these entries shares as it is. */
  readonly shared: Pick<
    Operation,
    | "parameters"
    | "body"
    | "parts"
    | "fields"
    | "accept"
    | "nested"
    | "server"
    | "unresolvedServer"
    | "required"
    | "form"
    | "styled"
    | "joined"
  >;
  readonly names: ReadonlySet<string>;
  /** Path parameters by name: the first declaration of a name wins. */
  readonly pathByName: ReadonlyMap<string, Parameter>;
};

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
  const variables = readServerVariables(ownValue(table, "variables"));
  const given = ownValue(table, "server");
  const server = given === undefined ? undefined : checkServerTemplate(given, variables, "#/server");
  const operations = new Map<string, Operation>();
  const declared = new Map<readonly unknown[], Declared>();
  // Most routes of a table share a few accept values: each is checked once.
  const accepts = new Set<string>();
  let held = 0;
  for (const route of Object.keys(routes)) {
    const pointer = `#/routes/${route.replace(/~/g, "~0").replace(/\//g, "~1")}`;
    const entries = routes[route];
    if (!Array.isArray(entries)) throw invalid(pointer, "expected an array");
    let read = declared.get(entries);
    if (!read) {
      held = holding(held, entries.length);
      declared.set(entries, (read = readEntries(entries, { pointer, variables, accepts })));
    }
    const operation = readOperation(route, read, pointer);
    // Undeclared placeholders made the route a set of its own.
    if (operation.names !== read.names) held = holding(held, operation.names.size);
    operations.set(route, operation);
  }
  const exact = new Map<string, Match>();
  const nearNames = new Set<string>();
  for (const [route, operation] of operations) {
    exact.set(route, { operation, template: operation.template, suffix: NONE });
    for (const name of [...operation.names, ...operation.fields]) if (nearOptionName(name)) nearNames.add(name);
  }
  const methods = new Set([...operations.keys()].map((route) => route.slice(0, route.indexOf(" "))));
  for (const method of KNOWN) methods.delete(method);
  return { operations, exact, server, variables, nearNames, matches: new Map(), methods };
}

// Entries held so far, and `more`: past MAX_ENTRIES the table is refused.
function holding(held: number, more: number): number {
  if (held + more > MAX_ENTRIES) throw invalid("#/routes", `more than ${MAX_ENTRIES} entries`);
  return held + more;
}

function readEntries(
  entries: readonly unknown[],
  { pointer, variables, accepts }: { pointer: string; variables: ServerVariables; accepts: Set<string> },
): Declared {
  const parameters: { [L in Location]: Parameter[] } = {
    path: [],
    query: [],
    header: [],
    cookie: [],
    formData: [],
    querystring: [],
    encoding: [],
  };
  const names = new Set<string>();
  const pathByName = new Map<string, Parameter>();
  const fields = new Set<string>();
  let body: Operation["body"];
  let bodyName: string | undefined;
  let parts: Parts | undefined;
  let server: string | undefined;
  let accept: string | undefined;
  let nested: Map<string, readonly string[]> | undefined;
  let unresolvedServer: string | undefined;
  for (let index = 0; index < entries.length; index++) {
    const entry: unknown = entries[index];
    const at = `${pointer}/${index}`;
    if (typeof entry !== "string") throw invalid(at, "expected a string");
    if (entry.startsWith("b") && /^b!? /.test(entry)) {
      const type = entry.slice(entry.indexOf(" ") + 1);
      checkMediaType(type, at);
      body = { type, required: entry[1] === "!" };
    } else if (entry.startsWith("B ")) {
      bodyName = entry.slice(2);
      names.add(bodyName);
    } else if (entry.startsWith("a ")) {
      accept = entry.slice(2);
      if (!accepts.has(accept)) checkAccept(accept, at);
      accepts.add(accept);
    } else if (entry.startsWith("n ")) {
      (nested ??= new Map()).set(...readNested(entry, at));
    } else if (entry.startsWith("k ")) {
      fields.add(entry.slice(2));
    } else if (entry.startsWith("m")) {
      parts = readPartEntry(parts, entry, at);
    } else if (entry.startsWith("s ") && /^s https?:\/\//i.test(entry)) {
      server = checkServerTemplate(entry.slice(2), variables, at);
    } else if (entry.startsWith("s ")) {
      // Relative: never part of a URL, only named when a call needs a baseUrl.
      // Another scheme (`javascript:`, `ftp:`) is no server fetch could use.
      if (/^[a-z][a-z\d+.-]*:/i.test(entry.slice(2))) throw invalid(at, "a server is an http(s) URL or a relative one");
      unresolvedServer = entry.slice(2);
    } else {
      const parameter = readParameter(entry, at);
      parameters[parameter.in].push(parameter);
      // An Encoding Object names a property of the querystring's value, not a parameter.
      if (parameter.in !== "encoding") names.add(parameter.name);
      if (parameter.in === "path" && !pathByName.has(parameter.name)) pathByName.set(parameter.name, parameter);
    }
  }
  const all = [
    ...parameters.path,
    ...parameters.query,
    ...parameters.header,
    ...parameters.cookie,
    ...parameters.formData,
    ...parameters.querystring,
  ];
  if (bodyName !== undefined)
    body = { type: body?.type ?? "application/json", required: !!body?.required, name: bodyName };
  const joined = all.filter(
    (parameter) => (parameter.separator !== undefined || nested?.has(parameter.name)) && parameter.in !== "formData",
  );
  const required = all.filter((parameter) => parameter.required);
  // A list of lists is written level by level (see expandNestedMulti), not in the one expression.
  const single = (parameter: Parameter) => inOneExpression(parameter) && !nested?.has(parameter.name);
  const grouped = parameters.query.filter(single);
  const styled = parameters.query.filter((parameter) => !single(parameter));
  const specs = grouped.map((parameter) => (parameter.explode ? `${parameter.name}*` : parameter.name));
  const form = grouped.length ? { expression: `{&${specs.join(",")}}`, parameters: grouped } : undefined;
  const shared = {
    parameters,
    body,
    parts,
    fields,
    accept,
    nested,
    server,
    unresolvedServer,
    required,
    form,
    styled,
    joined,
  };
  return { shared, names, pathByName };
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

// An `n <letters> <name>` entry: the name and the separators of its levels.
function readNested(entry: string, pointer: string): [string, readonly string[]] {
  const space = entry.indexOf(" ", 2);
  const separators = space > 2 ? nestedSeparators(entry.slice(2, space)) : undefined;
  if (!separators) throw invalid(pointer, 'expected "n <letters> <name>" (letters c, s, t, p)');
  return [entry.slice(space + 1), separators];
}

// The name url-template is given for a placeholder (see variableName).
function templateKey(name: string, pointer: string): string {
  const key = variableName(name);
  if (key === undefined) throw invalid(pointer, `${describeValue(name)} has a lone surrogate`);
  return key;
}

// A form parameter whose name url-template's expression syntax can hold,
// with no `allowReserved` and no JSON content.
function inOneExpression({ style, reserved, json, name }: Parameter): boolean {
  return style === "form" && !reserved && !json && /^[^,:*{}]+$/.test(name);
}
