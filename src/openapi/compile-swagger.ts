import { mediaEssence } from "./media-type.js";
import { isPlain } from "../util/is-plain.js";
import { hasOwn, ownValue } from "../util/own.js";
import { resolveRef, type Located } from "./resolve-ref.js";
import { withoutTrailingSlashes } from "./server-url.js";
import { checkServer, type RouteRecords } from "./route-table.js";
import { invalid } from "./table-checks.js";
import type { Entry, Location, ParameterEntry, Style } from "./table-entry.js";
import { producesEntries } from "./response-types.js";
import { nestedSeparators } from "./nested-lists.js";
import { propertyNames } from "./property-names.js";

type Json = { [key: string]: unknown };

// Swagger 2.0's operations: the seven methods a path item may hold.
const METHODS = ["get", "put", "post", "delete", "options", "head", "patch"];
const LOCATIONS = new Set(["path", "query", "header", "body", "formData"]);
const URLENCODED = "application/x-www-form-urlencoded";
const MULTIPART = "multipart/form-data";

/**
 * A collectionFormat as the route table writes it: the style, and whether
 * each value is its own pair (`multi`). `csv` is RFC 6570's list (`a,b`),
 * `ssv`, `pipes` and `tsv` join the values with " ", "|" and a tab.
 */
const FORMATS: { readonly [format: string]: { readonly style: Style; readonly explode: boolean } } = {
  csv: { style: "form", explode: false },
  multi: { style: "form", explode: true },
  ssv: { style: "spaceDelimited", explode: false },
  pipes: { style: "pipeDelimited", explode: false },
  tsv: { style: "tabDelimited", explode: false },
};

/**
 * Compiles a Swagger 2.0 description into the route table's records the
 * OpenAPI 3.x compiler builds too: `collectionFormat` becomes a style
 * (`csv` RFC 6570's list, `multi` one pair per value, `ssv`/`pipes`/`tsv`
 * delimited), `in: formData` parameters become form fields of a urlencoded
 * or multipart body (by `consumes`), the `in: body` parameter is the body,
 * and `schemes` (https first), `host` and `basePath` the server. Routes are
 * `"<METHOD> <path as in paths>"`, without `basePath`. Own properties only;
 * each `$ref` is followed where it stands.
 *
 * @example
 * compileSwagger({ swagger: "2.0", host: "api.test", basePath: "/v1", paths: { "/pets": { get: { parameters: [
 *   { name: "tags", in: "query", type: "array", collectionFormat: "multi" } ] } } } });
 * // { server: "https://api.test/v1", variables: undefined,
 * //   routes: { "GET /pets": [{ kind: "parameter", name: "tags", in: "query", ... }] } }
 */
export function compileSwagger(document: Json): RouteRecords {
  if (document.swagger !== "2.0") throw invalid("#/swagger", 'expected "2.0"');
  const paths = hasOwn(document, "paths") ? document.paths : {};
  if (!isPlain(paths)) throw invalid("#/paths", "expected an object");
  const server = swaggerServer(document, ownValue(document, "schemes"), "#/schemes");
  const consumes = mediaTypes(document, "#/consumes") ?? [];
  const routes: { [route: string]: readonly Entry[] } = {};
  // A path item shared by many paths ($refs, YAML anchors) is compiled once, its entries shared.
  const items = new Map<unknown, Array<[string, Entry[]]>>();
  for (const path of Object.keys(paths)) {
    const pointer = `#/paths/${path.replace(/~/g, "~0").replace(/\//g, "~1")}`;
    const { value: item, pointer: at } = resolveRef(document, paths[path], pointer);
    let operations = items.get(item);
    if (!operations)
      items.set(item, (operations = pathItem(document, { value: item, pointer: at }, { server, consumes })));
    for (const [method, entries] of operations) routes[`${method} ${path}`] = entries;
  }
  return { server, variables: undefined, routes };
}

// The table entries of one path item's operations, by method.
function pathItem(
  document: Json,
  { value: item, pointer: at }: Located,
  { server, consumes }: { server: string | undefined; consumes: readonly string[] },
): Array<[string, Entry[]]> {
  if (!isPlain(item)) throw invalid(at, "expected a path item object");
  const operations: Array<[string, Entry[]]> = [];
  const shared = parameterList(document, ownValue(item, "parameters"), `${at}/parameters`);
  for (const method of METHODS) {
    if (!hasOwn(item, method)) continue;
    const operation = item[method];
    const where = `${at}/${method}`;
    if (!isPlain(operation)) throw invalid(where, "expected an operation object");
    const own = parameterList(document, ownValue(operation, "parameters"), `${where}/parameters`);
    const types = mediaTypes(operation, `${where}/consumes`) ?? consumes;
    const entries = operationEntries(document, merged(shared, own), types);
    const produces = hasOwn(operation, "produces")
      ? producesEntries(operation.produces, `${where}/produces`)
      : producesEntries(ownValue(document, "produces"), "#/produces");
    entries.push(...produces);
    // An operation's own `schemes` replace the document's.
    const schemes = ownValue(operation, "schemes");
    const operationServer = schemes === undefined ? server : swaggerServer(document, schemes, `${where}/schemes`);
    if (operationServer !== undefined && operationServer !== server)
      entries.push({ kind: "server", url: operationServer });
    operations.push([method.toUpperCase(), entries]);
  }
  return operations;
}

/** A parameter as read: where it came from, its identity and its entries. */
interface Read {
  readonly pointer: string;
  readonly key: string;
  readonly in: string;
  readonly name: string;
  /** Its entry; none for an `in: body` parameter (its value is the body). */
  readonly entry: ParameterEntry | undefined;
  readonly required: boolean;
  readonly file: boolean;
  /** The separators of a list of lists (`items.collectionFormat`). */
  readonly nested: Entry<"nested"> | undefined;
  /** An `in: body` parameter's schema. */
  readonly schema: unknown;
}

// The operation's own parameters replace the path item's by name and location.
function merged(shared: readonly Read[], own: readonly Read[]): Read[] {
  const ownKeys = new Set(own.map(({ key }) => key));
  return [...shared.filter(({ key }) => !ownKeys.has(key)), ...own];
}

// The entries of one operation: its parameters, then its body.
function operationEntries(document: Json, parameters: readonly Read[], consumes: readonly string[]): Entry[] {
  const body = parameters.filter((parameter) => parameter.in === "body");
  const form = parameters.filter((parameter) => parameter.in === "formData");
  const entries = parameters.flatMap(({ entry, nested }): Entry[] => {
    if (!entry) return [];
    return nested ? [entry, nested] : [entry];
  });
  if (body.length > 1) throw invalid(body[1]!.pointer, 'a second "in: body" parameter');
  if (body.length && form.length) throw invalid(form[0]!.pointer, '"in: formData" next to "in: body"');
  const [payload] = body;
  if (payload) {
    const type = consumes.find((name) => /^application\/(?:[\w.-]+\+)?json\b/i.test(name)) ?? consumes[0];
    entries.push(
      { kind: "payload", name: payload.name },
      { kind: "body", type: type ?? "application/json", required: payload.required },
    );
    // The body's properties are declared names, as a 3.x body's are (near misses refused).
    const fields = new Set(propertyNames(document, payload.schema, `${payload.pointer}/schema`));
    for (const name of fields) entries.push({ kind: "field", name });
  } else if (form.length) {
    const file = form.some((parameter) => parameter.file);
    entries.push({ kind: "body", type: formType(consumes, file), required: false });
  }
  return entries;
}

// A form's media type: multipart for a file or when only multipart is
// consumed, else urlencoded (the 2.0 specification allows only these two).
function formType(consumes: readonly string[], file: boolean): string {
  const types = consumes.map(mediaEssence);
  if (file || (types.includes(MULTIPART) && !types.includes(URLENCODED))) return MULTIPART;
  return URLENCODED;
}

function parameterList(document: Json, list: unknown, pointer: string): Read[] {
  if (list === undefined) return [];
  if (!Array.isArray(list)) throw invalid(pointer, "expected an array");
  return list.map((value, index) => readParameter(document, value, `${pointer}/${index}`));
}

function readParameter(document: Json, value: unknown, pointer: string): Read {
  const { value: parameter, pointer: at } = resolveRef(document, value, pointer);
  if (!isPlain(parameter)) throw invalid(at, "expected a parameter object");
  const fields = ownFields(parameter, ["name", "in", "collectionFormat", "required", "type", "items", "schema"]);
  const { name, collectionFormat } = fields;
  const location = fields.in;
  if (typeof name !== "string" || !name || typeof location !== "string" || !LOCATIONS.has(location)) {
    throw invalid(at, 'a parameter needs "name" and "in" (path, query, header, body or formData)');
  }
  if (/\s/.test(name) && (location === "path" || location === "header")) throw invalid(`${at}/name`, "has white space");
  const format = collectionFormat === undefined ? "csv" : collectionFormat;
  if (typeof format !== "string" || !hasOwn(FORMATS, format)) {
    throw invalid(`${at}/collectionFormat`, "expected csv, ssv, tsv, pipes or multi");
  }
  const required = fields.required === true || location === "path";
  const key = `${location} ${name}`;
  const read = { pointer: at, key, in: location, name, required, file: fields.type === "file" };
  // Every key its own: a polluted Object.prototype.nested adds no entry.
  if (location === "body") return { ...read, entry: undefined, nested: undefined, schema: fields.schema };
  const { style, explode } = FORMATS[format]!;
  // `multi` is "valid only for parameters in query or formData": elsewhere it
  // is read as csv, which is RFC 6570's simple list in a path or header.
  const pairs = location === "query" || location === "formData";
  const entry: ParameterEntry = {
    kind: "parameter",
    name,
    in: location as Exclude<Location, "cookie">,
    style: style === "form" && !pairs ? "simple" : style,
    explode: explode && pairs,
    required,
    allowReserved: false,
  };
  const separators = fields.type === "array" ? nestedSeparators(fields.items, ownValue) : [];
  if (separators === undefined)
    throw invalid(`${at}/items`, "expected csv, ssv, tsv, pipes or multi in its collectionFormat");
  const nested: Entry<"nested"> | undefined = separators.length ? { kind: "nested", name, separators } : undefined;
  return { ...read, entry, nested, schema: undefined };
}

// A list of media types (`consumes`), or undefined when the object has none.
function mediaTypes(object: Json, pointer: string): string[] | undefined {
  if (!hasOwn(object, "consumes")) return undefined;
  const list = object.consumes;
  if (!Array.isArray(list) || !list.every((type) => typeof type === "string")) {
    throw invalid(pointer, "expected a list of media types");
  }
  return list;
}

/**
 * The base URL of a Swagger 2.0 description (or of an operation, with its
 * own `schemes`): `https` when the `schemes` offer it or name none (the scheme the description was read with, which
 * an object does not know: credentials must not go out in clear text by
 * default), else `http`; then `host` and `basePath`. `undefined` without a
 * `host` (the host that serves the description, again unknown: `baseUrl`
 * applies) or when only `ws`/`wss` are offered.
 *
 * @example
 * swaggerServer({ swagger: "2.0", host: "api.test", basePath: "/v2" }, ["http", "https"], "#/schemes");
 * // "https://api.test/v2"
 */
function swaggerServer(document: Json, schemes: unknown, pointer: string): string | undefined {
  const { host, basePath } = ownFields(document, ["host", "basePath"]);
  if (schemes !== undefined && (!Array.isArray(schemes) || !schemes.every((s) => typeof s === "string"))) {
    throw invalid(pointer, "expected a list of schemes");
  }
  if (basePath !== undefined && (typeof basePath !== "string" || !basePath.startsWith("/"))) {
    throw invalid("#/basePath", 'expected a path starting with "/"');
  }
  if (host === undefined) return undefined;
  if (typeof host !== "string" || !/^[^/?#@\s\\]+$/.test(host)) throw invalid("#/host", "expected a host (and port)");
  const offered = schemes?.map((scheme) => scheme.toLowerCase());
  let scheme = "https";
  if (offered && !offered.includes("https")) {
    if (!offered.includes("http")) return undefined;
    scheme = "http";
  }
  const path = withoutTrailingSlashes(basePath ?? "");
  return checkServer(`${scheme}://${host}${path}`, "#/host");
}

function ownFields(object: object, keys: readonly string[]): { [key: string]: unknown } {
  const fields: { [key: string]: unknown } = {};
  for (const key of keys) fields[key] = hasOwn(object, key) ? (object as Json)[key] : undefined;
  return fields;
}
