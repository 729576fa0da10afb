import { endpointError } from "../util/errors.js";
import { isPlain } from "../util/is-plain.js";
import { hasOwn } from "../util/own.js";
import { checkBaseUrl } from "../merge/check-base-url.js";
import type { QueryStyle, StyledParameter } from "../template/expand-styles.js";

/**
 * The compact route table: what the runtime needs of an OpenAPI description,
 * as JSON (docs/openapi.md describes it). `rest-endpoint openapi <file>`
 * prints it; `.defaults({ openapi })` takes it as well as a description.
 *
 * @example
 * const table: RouteTable = {
 *   "openapi-routes": 1,
 *   server: "https://api.example.com/v1",
 *   routes: { "GET /pets/{petId}": ["p petId", "q! fields", "h X-Request-Id"] },
 * };
 */
export interface RouteTable {
  readonly "openapi-routes": 1;
  /** The first server's URL, its variables at their defaults; absent when it has none or a relative one. */
  readonly server?: string;
  /** Per route, its parameters (`"<in><style><flags> <name>"`), body (`"b[!] <type>"`) and server (`"s <url>"`). */
  readonly routes: { readonly [route: string]: readonly string[] };
}

/** Where a parameter goes. */
export type Location = "path" | "query" | "header" | "cookie" | "formData";

/** A parameter of an operation, ready for the runtime. */
export interface Parameter extends StyledParameter {
  readonly in: Location;
  /** For a path parameter: simple, label or matrix. */
  readonly pathStyle: "" | "." | ";";
  readonly required: boolean;
  /** Declared with `content` (not a style): an object value is sent as JSON text. */
  readonly json: boolean;
  /**
   * What joins a list's values into one text before it is expanded (Swagger
   * 2.0's `ssv`, `pipes`, `tsv` where no query style writes them): " ", "|", a tab.
   */
  readonly separator: string | undefined;
}

/** One operation, ready for the runtime. */
export interface Operation {
  /** `"GET /pets/{petId}"`, as the description writes it. */
  readonly route: string;
  readonly path: string;
  /** The path as an RFC 6570 template: each placeholder in its style (`{.x}`, `{;x*}`), `:name` literal. */
  readonly template: string;
  /** Path parameter names and the template variable each fills. */
  readonly pathVars: ReadonlyArray<{ readonly name: string; readonly key: string }>;
  /** Its parameters by location, in declaration order. */
  readonly parameters: { readonly [L in Location]: readonly Parameter[] };
  /** Every declared name: these never go to the query string or body as leftovers. */
  readonly names: ReadonlySet<string>;
  /** The body's media type; `name`: Swagger 2.0's `in: body` parameter, whose value is the body. */
  readonly body: { readonly type: string; readonly required: boolean; readonly name?: string } | undefined;
  /** A server of the path item or the operation, overriding the document's. */
  readonly server: string | undefined;
  /** The parameters that must have a value, of every location. */
  readonly required: readonly Parameter[];
  /**
   * The form-style query parameters RFC 6570 can write in one expression
   * (`{&a,b*}`), and that expression; the other query parameters are written
   * one by one. Undefined when there are none.
   */
  readonly form: { readonly expression: string; readonly parameters: readonly Parameter[] } | undefined;
  /** The query parameters not in `form`, in declaration order. */
  readonly styled: readonly Parameter[];
  /** The path, query and header parameters with a `separator`. */
  readonly joined: readonly Parameter[];
}

/** A route with a suffix (`GET /pets{?tags*}`) found in a description: the operation and its template. */
export interface Match {
  readonly operation: Operation;
  readonly template: string;
  /** The names the suffix expands (the route's own expression wins for those). */
  readonly suffix: ReadonlySet<string>;
}

/** A compiled description: its operations by route, and its server. */
export interface Api {
  readonly operations: ReadonlyMap<string, Operation>;
  /** Each operation's route as a match: one lookup per call, nothing allocated. */
  readonly exact: ReadonlyMap<string, Match>;
  readonly server: string | undefined;
  /** Routes with a suffix, matched once (bounded). */
  readonly matches: Map<string, Match>;
}

const NONE: ReadonlySet<string> = new Set();
const LOCATIONS: { readonly [letter: string]: Location } = {
  p: "path",
  q: "query",
  h: "header",
  c: "cookie",
  f: "formData",
};
const STYLES: { readonly [letter: string]: string } = {
  s: "simple",
  l: "label",
  m: "matrix",
  f: "form",
  S: "spaceDelimited",
  P: "pipeDelimited",
  T: "tabDelimited",
  d: "deepObject",
  j: "content",
};
const DEFAULT_STYLE: { readonly [L in Location]: string } = {
  path: "simple",
  query: "form",
  header: "simple",
  cookie: "form",
  formData: "form",
};
// RFC 6570 varname (and "-", which compile-template allows too).
const VARNAME = /^(?:\w|%[\da-f]{2})(?:[.-]?(?:\w|%[\da-f]{2}))*$/i;
const PARAMETER = /^([pqhcf])([slmfSPTdj]?)([!*+-]*) ([^]+)$/;
const ROUTE = /^(GET|PUT|POST|DELETE|OPTIONS|HEAD|PATCH) (\/[^]*)$/;

/** A parameter as a description declares it (`style` also "content"), its defaults applied. */
export interface DeclaredParameter {
  readonly name: string;
  readonly in: Location;
  readonly style: string;
  readonly explode: boolean;
  readonly required: boolean;
  readonly allowReserved: boolean;
}

/**
 * The letters a parameter is written with in the table: location, style
 * (left out when it is the location's default), and flags `!` required, `*`
 * or `-` for an `explode` other than the style's default, `+` allowReserved.
 *
 * @example
 * parameterEntry({ name: "tags", in: "query", style: "form", explode: false, required: true, allowReserved: false });
 * // "q-! tags"
 */
export function parameterEntry(parameter: DeclaredParameter): string {
  const { name, style, explode, required, allowReserved: reserved } = parameter;
  const location = parameter.in;
  const letter = Object.keys(STYLES).find((key) => STYLES[key] === style) ?? "";
  let flags = "";
  if (explode !== (style === "form")) flags = explode ? "*" : "-";
  if (required && location !== "path") flags += "!";
  if (reserved) flags += "+";
  return `${location[0]}${style === DEFAULT_STYLE[location] ? "" : letter}${flags} ${name}`;
}

/**
 * Reads a route table into the runtime's lookup, checking its shape; a
 * mistake throws `ERR_INVALID_OPTION` naming its JSON pointer.
 *
 * @example
 * readRouteTable({ "openapi-routes": 1, routes: { "GET /x/{id}": ["p id"] } }).operations.get("GET /x/{id}");
 */
export function readRouteTable(table: { [key: string]: unknown }): Api {
  const { routes } = table;
  if (!isPlain(routes)) throw invalid("#/routes", "expected an object");
  const server = table.server === undefined ? undefined : checkServer(table.server, "#/server");
  const operations = new Map<string, Operation>();
  for (const route of Object.keys(routes)) {
    const pointer = `#/routes/${route.replace(/~/g, "~0").replace(/\//g, "~1")}`;
    const entries = routes[route];
    if (!Array.isArray(entries)) throw invalid(pointer, "expected an array");
    operations.set(route, readOperation(route, entries, pointer));
  }
  const exact = new Map<string, Match>();
  for (const [route, operation] of operations)
    exact.set(route, { operation, template: operation.template, suffix: NONE });
  return { operations, exact, server, matches: new Map() };
}

function readOperation(route: string, entries: readonly unknown[], pointer: string): Operation {
  const match = ROUTE.exec(route);
  if (!match) throw invalid(pointer, 'expected a route "<METHOD> /path"');
  const parameters: { [L in Location]: Parameter[] } = { path: [], query: [], header: [], cookie: [], formData: [] };
  const names = new Set<string>();
  let body: Operation["body"];
  let bodyName: string | undefined;
  let server: string | undefined;
  entries.forEach((entry, index) => {
    if (typeof entry !== "string") throw invalid(`${pointer}/${index}`, "expected a string");
    if (entry.startsWith("b") && /^b!? /.test(entry)) {
      body = { type: entry.slice(entry.indexOf(" ") + 1), required: entry[1] === "!" };
    } else if (entry.startsWith("B ")) {
      bodyName = entry.slice(2);
      names.add(bodyName);
    } else if (entry.startsWith("s ")) {
      server = checkServer(entry.slice(2), `${pointer}/${index}`);
    } else {
      const parameter = readParameter(entry, `${pointer}/${index}`);
      parameters[parameter.in].push(parameter);
      names.add(parameter.name);
    }
  });
  const path = match[2]!; // the pattern's second group always takes part
  const pathVars: Array<{ name: string; key: string }> = [];
  const template = path.replace(/\{([^{}]*)\}/g, (_, name: string) => {
    const declared = parameters.path.find((parameter) => parameter.name === name);
    // A name RFC 6570 cannot hold ("$id") is given to url-template under another.
    const key = VARNAME.test(name) ? name : `_${pathVars.length}_`;
    pathVars.push({ name, key });
    names.add(name); // a placeholder no parameter declares is still no leftover
    const explode = declared?.explode ? "*" : "";
    return `{${declared?.pathStyle ?? ""}${key}${explode}}`;
  });
  const all = [
    ...parameters.path,
    ...parameters.query,
    ...parameters.header,
    ...parameters.cookie,
    ...parameters.formData,
  ];
  if (bodyName !== undefined)
    body = { type: body?.type ?? "application/json", required: !!body?.required, name: bodyName };
  const joined = all.filter((parameter) => parameter.separator !== undefined && parameter.in !== "formData");
  const required = all.filter((parameter) => parameter.required);
  const grouped = parameters.query.filter(inOneExpression);
  const styled = parameters.query.filter((parameter) => !inOneExpression(parameter));
  const specs = grouped.map((parameter) => (parameter.explode ? `${parameter.name}*` : parameter.name));
  const form = grouped.length ? { expression: `{&${specs.join(",")}}`, parameters: grouped } : undefined;
  return { route, path, template, pathVars, parameters, names, body, server, required, form, styled, joined };
}

// A form parameter whose name url-template's expression syntax can hold,
// with no `allowReserved` and no JSON content.
function inOneExpression({ style, reserved, json, name }: Parameter): boolean {
  return style === "form" && !reserved && !json && /^[^,:*{}]+$/.test(name);
}

function readParameter(entry: string, pointer: string): Parameter {
  const match = PARAMETER.exec(entry);
  if (!match) throw invalid(pointer, 'expected "<in><style><flags> <name>"');
  // Every group but the style letter always takes part.
  const [, letter, styleLetter, flags = "", name = ""] = match;
  const location = LOCATIONS[letter!]!;
  const style = (styleLetter && STYLES[styleLetter]) || DEFAULT_STYLE[location];
  const explode = flags.includes("*") || (style === "form" && !flags.includes("-"));
  const pathStyle = PATH_STYLES[style] ?? "";
  const queryStyle = (hasOwn.call(QUERY_STYLES, style) ? style : "form") as QueryStyle;
  return {
    name,
    in: location,
    style: queryStyle,
    pathStyle,
    explode,
    required: location === "path" || flags.includes("!"),
    reserved: flags.includes("+"),
    json: style === "content",
    separator: separatorOf(location, style),
  };
}

// Lists written as one text: tabDelimited everywhere (no query style writes
// it), the other delimited styles outside the query (where styles do).
function separatorOf(location: Location, style: string): string | undefined {
  if (style === "tabDelimited") return "\t";
  const separator = SEPARATORS[style];
  return location === "query" ? undefined : separator;
}

const SEPARATORS: { readonly [style: string]: string } = { spaceDelimited: " ", pipeDelimited: "|" };

/**
 * A server URL becomes a base URL: it must pass the baseUrl check.
 *
 * @example
 * checkServer("https://api.test/v1", "#/server"); // "https://api.test/v1"
 */
export function checkServer(url: unknown, pointer: string): string {
  try {
    return checkBaseUrl(url);
  } catch (error) {
    throw invalid(pointer, (error as Error).message);
  }
}

const PATH_STYLES: { readonly [style: string]: "." | ";" } = { label: ".", matrix: ";" };
const QUERY_STYLES = { form: 1, spaceDelimited: 1, pipeDelimited: 1, deepObject: 1 };

/**
 * The `ERR_INVALID_OPTION` error for a description or route table, naming
 * the JSON pointer of the problem.
 *
 * @example
 * throw invalid("#/paths/~1pets/get/parameters/0", 'a parameter needs "name" and "in"');
 * // Invalid option "openapi": #/paths/~1pets/get/parameters/0 (a parameter needs "name" and "in")
 */
export function invalid(pointer: string, reason: string) {
  return endpointError("ERR_INVALID_OPTION", "openapi", `: ${pointer} (${reason})`);
}
