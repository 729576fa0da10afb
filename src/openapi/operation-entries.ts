import type { QueryStyle } from "../template/expand-styles.js";
import type { Operation, Parameter } from "./route-table.js";
import { checkServerTemplate, type ServerVariables } from "./server-variables.js";
import { checkAccept, checkMediaType, checkParameterName, invalid } from "./table-checks.js";
import { checkWritable, type Entry, type Location, type ParameterEntry, type Style } from "./table-entry.js";
import { addPart, type Parts } from "./part-encodings.js";

/** What a route's entries declare, read once per entries list (a table may share them). */
export interface Declared {
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
}

/** How a route's list of entries is read: where it is, and what its entries are checked against. */
export interface Reading {
  readonly pointer: string;
  readonly variables: ServerVariables;
  /** The `accept` values checked so far: most routes of a table share a few, each checked once. */
  readonly accepts: Set<string>;
  /** An item of the list as a record: a table's text is read, a description's record taken as it is. */
  readonly read: (item: unknown, pointer: string) => Entry;
}

/** What the entries read so far declare. */
interface Building {
  readonly parameters: { [L in Location]: Parameter[] };
  readonly names: Set<string>;
  readonly pathByName: Map<string, Parameter>;
  readonly fields: Set<string>;
  body: Operation["body"];
  bodyName: string | undefined;
  parts: Parts | undefined;
  server: string | undefined;
  unresolvedServer: string | undefined;
  accept: string | undefined;
  nested: Map<string, readonly string[]> | undefined;
}

/**
 * What one route's entries declare, each entry checked as the runtime needs
 * it (media types and names as header values, servers as URL templates, the
 * parts in order); a mistake throws `ERR_INVALID_OPTION` naming the entry's
 * JSON pointer.
 *
 * @example
 * const entries = [{ kind: "body", type: "application/json", required: false }];
 * declareEntries(entries, { pointer: "#/routes/PUT ~1x", variables: {}, accepts: new Set(), read: (item) => item as Entry });
 * // { shared: { body: { type: "application/json", required: false }, ... }, names: Set {}, ... }
 */
export function declareEntries(list: readonly unknown[], reading: Reading): Declared {
  const building: Building = {
    parameters: { path: [], query: [], header: [], cookie: [], formData: [], querystring: [], encoding: [] },
    names: new Set(),
    pathByName: new Map(),
    fields: new Set(),
    body: undefined,
    bodyName: undefined,
    parts: undefined,
    server: undefined,
    unresolvedServer: undefined,
    accept: undefined,
    nested: undefined,
  };
  for (let index = 0; index < list.length; index++) {
    const at = `${reading.pointer}/${index}`;
    addEntry(building, reading.read(list[index], at), { at, reading });
  }
  return declared(building);
}

function addEntry(building: Building, entry: Entry, { at, reading }: { at: string; reading: Reading }): void {
  switch (entry.kind) {
    case "parameter":
      return addParameter(building, entry, at);
    case "body":
      checkMediaType(entry.type, at);
      building.body = { type: entry.type, required: entry.required };
      return;
    case "payload":
      building.bodyName = entry.name;
      building.names.add(entry.name);
      return;
    case "accept":
      if (!reading.accepts.has(entry.types)) checkAccept(entry.types, at);
      reading.accepts.add(entry.types);
      building.accept = entry.types;
      return;
    case "nested":
      (building.nested ??= new Map()).set(entry.name, entry.separators);
      return;
    case "field":
      building.fields.add(entry.name);
      return;
    case "server":
      return addServer(building, entry.url, { at, variables: reading.variables });
    default:
      building.parts = addPart(building.parts, entry, at);
  }
}

function addParameter(building: Building, entry: ParameterEntry, at: string): void {
  checkWritable(entry, at);
  checkParameterName(entry.in, entry.name, at);
  const parameter = operationParameter(entry);
  building.parameters[parameter.in].push(parameter);
  // An Encoding Object names a property of the querystring's value, not a parameter.
  if (parameter.in !== "encoding") building.names.add(parameter.name);
  if (parameter.in === "path" && !building.pathByName.has(parameter.name)) {
    building.pathByName.set(parameter.name, parameter);
  }
}

// A relative server is never part of a URL, only named when a call needs a
// baseUrl. Another scheme (`javascript:`, `ftp:`) is no server fetch could use.
function addServer(building: Building, url: string, { at, variables }: { at: string; variables: ServerVariables }) {
  if (/^https?:\/\//i.test(url)) {
    building.server = checkServerTemplate(url, variables, at);
    return;
  }
  if (/^[a-z][a-z\d+.-]*:/i.test(url)) throw invalid(at, "a server is an http(s) URL or a relative one");
  building.unresolvedServer = url;
}

function declared(building: Building): Declared {
  const { parameters, names, pathByName, fields, bodyName, parts, accept, nested, server, unresolvedServer } = building;
  const all = [
    ...parameters.path,
    ...parameters.query,
    ...parameters.header,
    ...parameters.cookie,
    ...parameters.formData,
    ...parameters.querystring,
  ];
  let { body } = building;
  if (bodyName !== undefined) {
    body = { type: body?.type ?? "application/json", required: !!body?.required, name: bodyName };
  }
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
    ...{ parameters, body, parts, fields, accept, nested, server, unresolvedServer },
    ...{ required, form, styled, joined },
  };
  return { shared, names, pathByName };
}

// A form parameter whose name url-template's expression syntax can hold,
// with no `allowReserved` and no JSON content.
function inOneExpression({ style, reserved, json, name }: Parameter): boolean {
  return style === "form" && !reserved && !json && /^[^,:*{}]+$/.test(name);
}

// Maps, not objects: a polluted Object.prototype.form is no path style.
const PATH_STYLES: ReadonlyMap<Style, "." | ";"> = new Map([
  ["label", "."],
  ["matrix", ";"],
]);
const QUERY_STYLES: ReadonlySet<Style> = new Set(["form", "spaceDelimited", "pipeDelimited", "deepObject"]);
const SEPARATORS: ReadonlyMap<Style, string> = new Map([
  ["spaceDelimited", " "],
  ["pipeDelimited", "|"],
]);
const FORMATS: ReadonlySet<Style> = new Set(["cookie", "urlencoded", "text"]);

// A declared parameter as the runtime writes it: its query style (`form`
// for the styles url-template does not write), path style, what joins its
// list, and its 3.2 format.
function operationParameter(entry: ParameterEntry): Parameter {
  const { name, in: location, style, explode, required, allowReserved } = entry;
  return {
    name,
    in: location,
    style: QUERY_STYLES.has(style) ? (style as QueryStyle) : "form",
    pathStyle: PATH_STYLES.get(style) ?? "",
    explode,
    required: location === "path" || required,
    reserved: allowReserved,
    json: style === "content",
    separator: separatorOf(location, style),
    format: FORMATS.has(style) ? (style as Parameter["format"]) : undefined,
  };
}

// Lists written as one text: tabDelimited everywhere (no query style writes
// it), the other delimited styles outside the query (where styles do).
function separatorOf(location: Location, style: Style): string | undefined {
  if (style === "tabDelimited") return "\t";
  return location === "query" ? undefined : SEPARATORS.get(style);
}
