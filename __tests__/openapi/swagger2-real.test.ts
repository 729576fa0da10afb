// Real Swagger 2.0 descriptions (Netlify's, as its own package ships it;
// Slack's Web API and Docker Engine 1.33's, vendored),
// every operation built by rest-endpoint and by swagger-client's
// buildRequest from the same sampled values: method, path, query pairs,
// header parameters and body agree. SWAGGER2_DESCRIPTIONS (paths joined by
// ":") adds other 2.0 descriptions to the comparison.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { endpoint, toFetchArgs } from "../../src/openapi";
import { nearOptionName, OPTION_NAME_SET } from "../../src/util/option-names";

interface Parameter {
  readonly name: string;
  readonly in: string;
  readonly type?: string;
  readonly items?: { readonly type?: string; readonly enum?: readonly unknown[] };
  readonly enum?: readonly unknown[];
  readonly collectionFormat?: string;
  readonly $ref?: string;
}
type Operation = {
  readonly operationId?: string;
  readonly parameters?: readonly Parameter[];
  readonly consumes?: string[];
};
type PathItem = { readonly parameters?: readonly Parameter[] } & { readonly [method: string]: unknown };
interface Description {
  readonly host?: string;
  readonly consumes?: readonly string[];
  readonly paths: { readonly [path: string]: PathItem };
  readonly parameters?: { readonly [name: string]: Parameter };
}
type Values = { [name: string]: unknown };
type Built = { url: string; method: string; headers: { [name: string]: unknown }; body?: unknown };

/** What this test uses of swagger-client, which ships no types. */
interface SwaggerClient {
  buildRequest(options: { spec: Description; operationId: string; parameters: Values }): Built;
  helpers: { opId(operation: Operation, path: string, method: string): string };
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
const Swagger = require("swagger-client") as SwaggerClient;

const DESCRIPTIONS: ReadonlyArray<readonly [name: string, file: string]> = [
  ["Netlify", require.resolve("@netlify/open-api/dist/swagger.json")],
  // Vendored, with their sources and licences in fixtures/openapi/swagger2/SOURCES.md.
  ["Slack Web API", join(__dirname, "..", "fixtures", "openapi", "swagger2", "slack-web-api.json")],
  ["Docker Engine 1.33", join(__dirname, "..", "fixtures", "openapi", "swagger2", "docker-engine-1.33.json")],
];
// Descriptions of any size given in the environment: only agreement is asserted.
const GIVEN: ReadonlyArray<readonly [name: string, file: string]> = (process.env.SWAGGER2_DESCRIPTIONS ?? "")
  .split(":")
  .filter(Boolean)
  .map((file) => [file, file] as const);
const METHODS = ["get", "put", "post", "delete", "options", "head", "patch"];

const resolved = (document: Description, parameter: Parameter): Parameter =>
  parameter.$ref ? document.parameters![parameter.$ref.split("/").pop()!]! : parameter;

// A value from the parameter's type, with characters that need encoding.
function sample(parameter: Parameter, json: boolean): unknown {
  if (parameter.in === "body") return json ? { sample: "b c", list: [1, 2] } : "b c";
  if (parameter.enum?.length) return parameter.enum[0];
  if (parameter.type === "array") return parameter.items?.type === "integer" ? [1, 2] : ["a b", "c"];
  if (parameter.type === "integer" || parameter.type === "number") return 7;
  if (parameter.type === "boolean") return true;
  if (parameter.type === "file") return "file text";
  return parameter.in === "header" ? "h-1" : "s t";
}

// What a server reads: the path as written, the query's pairs decoded, each
// header parameter, and the body (JSON as a value, a form as its pairs).
function summary(request: Built, headers: readonly string[]): unknown {
  const url = new URL(request.url);
  const header = (name: string) =>
    Object.entries(request.headers).find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1];
  const { body } = request;
  let sent: unknown = body === "" ? undefined : body; // PUT and PATCH send "" for no body
  if (typeof body === "string" && body.includes("=")) sent = [...new URLSearchParams(body)];
  else if (body instanceof URLSearchParams || body instanceof FormData)
    sent = Array.from(body as unknown as Iterable<[string, unknown]>);
  else if (typeof body === "string" && /^[[{]/.test(body)) sent = JSON.parse(body) as unknown;
  return {
    method: request.method.toUpperCase(),
    path: url.host + url.pathname,
    query: [...url.searchParams].sort(),
    headers: headers.map((name) => [name, String(header(name))]),
    body: sent,
  };
}

function compare(file: string) {
  const document = JSON.parse(readFileSync(file, "utf8")) as Description;
  const spec: Description = { host: "docker.local", ...document }; // Docker's description has no host
  const api = endpoint.defaults({ openapi: spec }) as unknown as (route: string, options: object) => Built;
  const differences: unknown[] = [];
  let operations = 0;
  const covered = { queryPairs: 0, headers: 0, bodies: 0 };
  for (const [path, item] of Object.entries(spec.paths)) {
    for (const method of METHODS) {
      const operation = item[method] as Operation | undefined;
      if (!operation) continue;
      const own = (operation.parameters ?? []).map((p) => resolved(spec, p));
      const shared = (item.parameters ?? []).map((p) => resolved(spec, p));
      const declared = [...shared.filter((p) => !own.some((o) => o.name === p.name && o.in === p.in)), ...own];
      const values: Values = {};
      const consumes = operation.consumes ?? spec.consumes ?? ["application/json"];
      const json = consumes.some((type) => /json/i.test(type));
      for (const parameter of declared) values[parameter.name] ??= sample(parameter, json);
      const theirs = Swagger.buildRequest({
        spec: { ...spec, paths: { [path]: item } },
        operationId: Swagger.helpers.opId(operation, path, method),
        parameters: values,
      });
      // JSON text, as fetch sends it.
      if (theirs.body !== undefined && typeof theirs.body === "object" && !(theirs.body instanceof FormData)) {
        theirs.body = JSON.stringify(theirs.body);
      }
      const flat: Values = {};
      const named: Values = {};
      for (const [name, value] of Object.entries(values)) {
        if (OPTION_NAME_SET.has(name) || nearOptionName(name)) named[name] = value;
        else flat[name] = value;
      }
      const [url, init] = toFetchArgs(
        api(`${method.toUpperCase()} ${path}`, { ...flat, parameters: named }) as Parameters<typeof toFetchArgs>[0],
      );
      const headers = declared.filter((p) => p.in === "header").map((p) => p.name);
      const ours = summary({ url, method: init.method, headers: init.headers, body: init.body }, headers);
      operations++;
      const seen = ours as { query: unknown[]; headers: unknown[]; body: unknown };
      covered.queryPairs += seen.query.length;
      covered.headers += seen.headers.length;
      if (seen.body !== undefined) covered.bodies++;
      if (JSON.stringify(ours) !== JSON.stringify(summary(theirs, headers))) {
        differences.push({ route: `${method.toUpperCase()} ${path}`, ours, theirs: summary(theirs, headers) });
      }
    }
  }
  return { operations, differences, covered };
}

describe("real Swagger 2.0 descriptions agree with swagger-client", () => {
  const warn = console.warn;
  beforeAll(() => (console.warn = () => {}));
  afterAll(() => (console.warn = warn));

  test.each(DESCRIPTIONS)("%s: every operation", (_, file) => {
    const { operations, differences, covered } = compare(file);
    console.log(file.replace(/.*node_modules\//, ""), { operations, ...covered });
    expect(operations).toBeGreaterThan(100);
    // What is compared is there: query pairs, header parameters, bodies.
    expect(Math.min(covered.queryPairs, covered.headers, covered.bodies)).toBeGreaterThan(0);
    expect(differences.slice(0, 3)).toStrictEqual([]);
  });

  // Defined only when descriptions are given (test.each refuses an empty table).
  if (GIVEN.length > 0)
    test.each(GIVEN)("%s, from SWAGGER2_DESCRIPTIONS: every operation", (_, file) => {
      const { operations, differences } = compare(file);
      expect(operations).toBeGreaterThan(0);
      expect(differences.slice(0, 3)).toStrictEqual([]);
    });
});
