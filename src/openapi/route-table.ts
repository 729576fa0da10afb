import { isPlain } from "../util/is-plain.js";
import { checkBaseUrl } from "../merge/check-base-url.js";
import { invalid, readParameter, type Location, type Parameter } from "./table-entry.js";

export { invalid, type Parameter } from "./table-entry.js";

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
// RFC 6570 varname (and "-", which compile-template allows too).
const VARNAME = /^(?:\w|%[\da-f]{2})(?:[.-]?(?:\w|%[\da-f]{2}))*$/i;
const ROUTE = /^(GET|PUT|POST|DELETE|OPTIONS|HEAD|PATCH) (\/[^]*)$/;

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
