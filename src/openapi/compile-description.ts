import { isPlain } from "../util/is-plain.js";
import { hasOwn, ownValue, setOwn } from "../util/own.js";
import { forgetRefs, resolveRef, type Located } from "./resolve-ref.js";
import type { RouteRecords } from "./route-table.js";
import { checkMediaType, checkParameterName, escapePointer, invalid } from "./table-checks.js";
import type { Entry, Location, Style } from "./table-entry.js";
import { pickServer, readServerChoice, type ServerChoice } from "./server-url.js";
import type { ServerVariable } from "./server-variables.js";
import { compileSwagger } from "./compile-swagger.js";
import { MAX_ENTRIES } from "./read-route-table.js";
import { operationsOf } from "./operations-of.js";
import { querystringEntries } from "./querystring-entries.js";
import { partEntries } from "./part-entries.js";
import { acceptEntries } from "./response-types.js";
import { propertyNames } from "./property-names.js";
import { isPositional, MULTIPART_TYPE } from "./part-encodings.js";

type Json = { [key: string]: unknown };

const LOCATIONS = new Set(["path", "query", "querystring", "header", "cookie"]);
// OpenAPI: header parameters with these names "SHALL be ignored".
const IGNORED_HEADERS = new Set(["accept", "content-type", "authorization"]);
const STYLES: ReadonlySet<unknown> = new Set<Style>([
  "simple",
  "label",
  "matrix",
  "form",
  "spaceDelimited",
  "pipeDelimited",
  "deepObject",
  "cookie",
]);

const TEXT_HINT =
  "a description is an object, not its text: parse it first, with JSON.parse for JSON or a YAML parser for YAML";

/**
 * Compiles an OpenAPI 3.0 or 3.1 description (a parsed JSON or YAML
 * document; Swagger 2.0 through `compileSwagger`) into the route table's
 * records: per operation, where and how each
 * parameter is written, the body's media type, and servers. Internal `$ref`s
 * are followed; the description is read, never changed. A description the
 * runtime cannot follow throws `ERR_INVALID_OPTION` naming the JSON pointer.
 *
 * @example
 * compileDescription({ openapi: "3.1.0", info, paths: { "/pets": { get: { parameters: [
 *   { name: "tags", in: "query", schema: { type: "array" } } ] } } } });
 * // { server: undefined, variables: undefined,
 * //   routes: { "GET /pets": [{ kind: "parameter", name: "tags", in: "query", style: "form", explode: true, ... }] } }
 */
export function compileDescription(description: unknown): RouteRecords {
  // The text of a file (readFileSync without JSON.parse) is the usual slip.
  if (typeof description === "string") throw invalid("#", TEXT_HINT);
  if (!isPlain(description)) throw invalid("#", "expected an OpenAPI description (2.0 or 3.x) or a route table object");
  forgetRefs(description);
  if (hasOwn(description, "swagger")) return compileSwagger(description);
  const version = ownValue(description, "openapi");
  if (typeof version !== "string" || !/^3\.\d/.test(version))
    throw invalid("#/openapi", "expected an OpenAPI 3.x version");
  const paths = hasOwn(description, "paths") ? description.paths : {};
  if (!isPlain(paths)) throw invalid("#/paths", "expected an object");
  const variables: { [name: string]: ServerVariable } = {};
  const servers: Servers = { document: description, variables, choices: new Map(), templates: new Map() };
  const choice = chooseServer(servers, ownValue(description, "servers"), "#/servers");
  // A relative document server is left out: a call then needs a baseUrl.
  const server = choice?.unresolved ? undefined : serverTemplate(servers, choice);
  const compiling: Compiling = { document: description, server, servers, items: new Map(), written: 0 };
  const routes: { [route: string]: readonly Entry[] } = {};
  for (const path of Object.keys(paths)) {
    const pointer = `#/paths/${escapePointer(path)}`;
    const item = resolveRef(description, paths[path], pointer);
    for (const [method, entries] of pathItemEntries(compiling, item)) routes[`${method} ${path}`] = entries;
  }
  return { server, variables: Object.keys(variables).length > 0 ? variables : undefined, routes };
}

/** The description being compiled, its own server's URL, and the path items compiled so far. */
interface Compiling {
  readonly document: Json;
  readonly server: string | undefined;
  readonly servers: Servers;
  /**
   * Per path item object, its operations' entries: a path item shared by
   * many paths (`$ref`s, YAML anchors) is compiled once and its entries
   * shared, so the work stays linear in the description.
   */
  readonly items: Map<unknown, ReadonlyArray<readonly [method: string, entries: readonly Entry[]]>>;
  /** Entries written so far: an operation shared by many path items (YAML anchors) is written for each. */
  written: number;
}

// The table entries of one path item's operations, by method (compiled once per item).
function pathItemEntries(compiling: Compiling, located: Located): ReadonlyArray<readonly [string, readonly Entry[]]> {
  const known = compiling.items.get(located.value);
  if (known) return known;
  const entries = compilePathItem(compiling, located);
  compiling.items.set(located.value, entries);
  return entries;
}

function compilePathItem(compiling: Compiling, { value: item, pointer }: Located): Array<[string, Entry[]]> {
  const { document, server, servers } = compiling;
  if (!isPlain(item)) throw invalid(pointer, "expected a path item object");
  const operations: Array<[string, Entry[]]> = [];
  const shared = parameterList(document, ownValue(item, "parameters"), `${pointer}/parameters`);
  const itemServer = chooseServer(servers, ownValue(item, "servers"), `${pointer}/servers`);
  for (const { method, operation, pointer: at } of operationsOf(item, pointer)) {
    const own = parameterList(document, ownValue(operation, "parameters"), `${at}/parameters`);
    const entries = mergeParameters(shared, own, at);
    compiling.written += entries.length;
    if (compiling.written > MAX_ENTRIES) throw invalid("#/paths", `more than ${MAX_ENTRIES} entries`);
    entries.push(...bodyEntries(document, ownValue(operation, "requestBody"), `${at}/requestBody`));
    entries.push(...acceptEntries(document, ownValue(operation, "responses"), `${at}/responses`));
    const choice = chooseServer(servers, ownValue(operation, "servers"), `${at}/servers`) ?? itemServer;
    const operationServer = serverTemplate(servers, choice);
    if (operationServer !== undefined && operationServer !== server)
      entries.push({ kind: "server", url: operationServer });
    operations.push([method, entries]);
  }
  return operations;
}

/** A parameter's identity (name and location) and its entries. */
type Keyed = readonly [key: string, ...entries: Entry[]];

// The operation's own parameters replace the path item's by name and location.
function mergeParameters(shared: readonly Keyed[], own: readonly Keyed[], pointer: string): Entry[] {
  const ownKeys = new Set(own.map(([key]) => key));
  const entries = [...shared.filter(([key]) => !ownKeys.has(key)), ...own].flatMap(([, ...records]) => records);
  // OpenAPI 3.2: a querystring parameter writes the whole query, alone.
  const placed = (location: Location) => (entry: Entry) => entry.kind === "parameter" && entry.in === location;
  const querystrings = entries.filter(placed("querystring")).length;
  if (querystrings > 1 || (querystrings && entries.some(placed("query")))) {
    throw invalid(pointer, 'an "in: querystring" parameter goes alone: no second one, no "in: query"');
  }
  return entries;
}

function parameterList(document: Json, list: unknown, pointer: string): Keyed[] {
  if (list === undefined) return [];
  if (!Array.isArray(list)) throw invalid(pointer, "expected an array");
  const entries: Keyed[] = [];
  list.forEach((value, index) => {
    const entry = parameterEntryOf(document, value, `${pointer}/${index}`);
    if (entry) entries.push(entry);
  });
  return entries;
}

function parameterEntryOf(document: Json, value: unknown, pointer: string): Keyed | undefined {
  const { value: parameter, pointer: at } = resolveRef(document, value, pointer);
  if (!isPlain(parameter)) throw invalid(at, "expected a parameter object");
  // Own properties only: a polluted Object.prototype.style (or .in) changes nothing.
  const name = ownValue(parameter, "name");
  const style = ownValue(parameter, "style");
  const location = ownValue(parameter, "in");
  if (typeof name !== "string" || !name || typeof location !== "string" || !LOCATIONS.has(location)) {
    throw invalid(at, 'a parameter needs "name" and "in" (path, query, querystring, header or cookie)');
  }
  if (location === "querystring") return [`querystring ${name}`, ...querystringEntries(document, parameter, at)];
  checkParameterName(location, name, `${at}/name`);
  if (style !== undefined && (typeof style !== "string" || !STYLES.has(style))) {
    throw invalid(`${at}/style`, "expected an OpenAPI style");
  }
  if (location === "header" && IGNORED_HEADERS.has(name.toLowerCase())) return undefined;
  const kind = hasOwn(parameter, "content") && style === undefined ? "content" : styleOf(location, style);
  const explodeGiven = ownValue(parameter, "explode");
  const explode = typeof explodeGiven === "boolean" ? explodeGiven : kind === "form" || kind === "cookie";
  const required = ownValue(parameter, "required") === true || location === "path";
  const reserved = ownValue(parameter, "allowReserved") === true;
  const declared = { name, in: location as Location, style: kind, explode, required, allowReserved: reserved };
  return [`${location} ${name}`, { kind: "parameter", ...declared }];
}

function styleOf(location: string, style: unknown): Style {
  if (typeof style === "string") return style as Style; // one of STYLES
  return location === "query" || location === "cookie" ? "form" : "simple";
}

// The request body's media type (JSON when it offers JSON, else its first),
// and the properties of its schema named like an option (`Url`, `Method`).
function bodyEntries(document: Json, value: unknown, pointer: string): Entry[] {
  if (value === undefined) return [];
  const { value: body, pointer: at } = resolveRef(document, value, pointer);
  if (!isPlain(body)) throw invalid(at, "expected a request body object");
  const media = ownValue(body, "content");
  const content = isPlain(media) ? media : {};
  const types = Object.keys(content);
  const type = types.find((name) => /^application\/(?:[\w.-]+\+)?json\b/i.test(name)) ?? types[0] ?? "";
  checkMediaType(type, `${at}/content`);
  // OpenAPI 3.2: a Media Type Object may be a $ref (to components.mediaTypes).
  const { value: declared, pointer: mediaAt } = resolveRef(
    document,
    type ? content[type] : undefined,
    `${at}/content/${escapePointer(type)}`,
  );
  const schema = isPlain(declared) ? ownValue(declared, "schema") : undefined;
  // Every property is declared: an option-like one (`Url`) is no near miss of an option, and
  // a near miss of any of them (`page_sise`) is refused rather than sent.
  const fields = [...new Set(propertyNames(document, schema, `${mediaAt}/schema`))];
  const entries: Entry[] = [
    { kind: "body", type, required: ownValue(body, "required") === true },
    ...fields.map((name) => ({ kind: "field", name }) as const),
  ];
  if (isPlain(declared) && positional(document, type, { value: declared, pointer: mediaAt }))
    entries.push(...partEntries(document, declared, mediaAt));
  return entries;
}

// Parts by position (OpenAPI 3.2): a multipart body with `prefixEncoding` or
// `itemEncoding`, or any multipart type but a form whose schema is a list
// (`itemSchema`, `prefixItems`, `items`, `type: array`). A 3.0 or 3.1
// `multipart/mixed` of an object schema (parts named, the old workaround)
// stays as it was: its object body passes through.
function positional(
  document: Json,
  type: string,
  { value: media, pointer }: { value: Json; pointer: string },
): boolean {
  if (!MULTIPART_TYPE.test(type)) return false;
  if (hasOwn(media, "prefixEncoding") || hasOwn(media, "itemEncoding")) return true;
  if (!isPositional(type)) return false;
  if (hasOwn(media, "itemSchema")) return true;
  const { value: schema } = resolveRef(document, ownValue(media, "schema"), `${pointer}/schema`);
  if (!isPlain(schema)) return false;
  return ownValue(schema, "type") === "array" || hasOwn(schema, "prefixItems") || hasOwn(schema, "items");
}

/** The servers met while compiling: each server object read once, each choice's template written once. */
interface Servers {
  readonly document: Json;
  /** The server variables met so far (the table's `variables`). */
  readonly variables: { [name: string]: ServerVariable };
  /** By server object: many operations may `$ref` one, with a long `enum`. */
  readonly choices: Map<unknown, ServerChoice>;
  readonly templates: Map<ServerChoice, string>;
}

// The server a `servers` list chooses, read once per server object.
function chooseServer(servers: Servers, list: unknown, pointer: string): ServerChoice | undefined {
  const located = pickServer(servers.document, list, pointer);
  if (located === undefined) return undefined;
  const known = servers.choices.get(located.value);
  if (known) return known;
  const choice = readServerChoice(located);
  servers.choices.set(located.value, choice);
  return choice;
}

// A server's URL template for the table, its variables added to the table's
// `variables`: one name declared alike by several servers is one variable
// (Pinecone's `environment`); a name declared otherwise by another server is
// filled in with that server's default here. An unresolved server (relative)
// has its variables filled in already. Written once per choice (the table's
// variables only grow, so a choice's template never changes), each name
// compared once.
function serverTemplate(servers: Servers, choice: ServerChoice | undefined): string | undefined {
  if (!choice) return undefined;
  const known = servers.templates.get(choice);
  if (known !== undefined) return known;
  const { variables } = servers;
  const same = new Map<string, boolean>();
  const template = choice.url.replace(/\{([^{}]*)\}/g, (text, name: string) => {
    const variable = choice.variables[name]!; // chooseServer gives every name of the URL its variable
    if (!hasOwn(variables, name)) setOwn(variables, name, variable);
    let kept = same.get(name);
    if (kept === undefined) same.set(name, (kept = sameVariable(variables[name]!, variable)));
    return kept ? text : variable.default;
  });
  servers.templates.set(choice, template);
  return template;
}

function sameVariable(a: ServerVariable, b: ServerVariable): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}
