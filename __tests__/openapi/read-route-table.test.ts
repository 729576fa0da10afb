// A description is read into records and never written as a table; a table's
// entries are read into the same records. Both must give the runtime the same
// operations, and refuse the same mistakes with the same errors.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { compileRouteTable, endpoint } from "../../src/openapi";
import { compileOpenapi } from "../../src/openapi/compile-openapi";
import { expectEndpointError } from "../helpers/expect-error";

const FIXTURES = join(__dirname, "..", "fixtures", "openapi");
const fixture = (...path: string[]): unknown => {
  const text = readFileSync(join(FIXTURES, ...path), "utf8");
  return path[path.length - 1]!.endsWith(".yaml") ? parse(text) : JSON.parse(text);
};
const info = { title: "t", version: "1" };

// Every kind of entry: parameters of each location, styles, a 2.0 list of
// lists and body, 3.2's querystring with Encoding Objects, positional parts
// with headers, accept and operation servers (absolute and relative).
const EVERY_KIND = {
  openapi: "3.2.0",
  info,
  servers: [{ url: "https://{region}.api.test/v1", variables: { region: { default: "eu", enum: ["eu", "us"] } } }],
  paths: {
    "/a/{id}": {
      servers: [{ url: "/v2" }],
      get: {
        parameters: [
          { name: "id", in: "path", style: "label", explode: true },
          { name: "X-Trace", in: "header", required: true },
          { name: "sid", in: "cookie", style: "cookie" },
          {
            name: "q",
            in: "querystring",
            content: {
              "application/x-www-form-urlencoded": {
                encoding: { tags: { style: "pipeDelimited" }, meta: { contentType: "application/json" } },
              },
            },
          },
        ],
        responses: { 200: { content: { "application/json": {} } } },
      },
    },
    "/b": {
      post: {
        servers: [{ url: "https://upload.api.test" }],
        requestBody: {
          required: true,
          content: {
            "multipart/mixed": {
              itemSchema: { type: "object", properties: { title: {} } },
              prefixEncoding: [{ contentType: "application/json", headers: { "X-Part": { required: true } } }],
              itemEncoding: { contentType: "image/*" },
            },
          },
        },
      },
    },
  },
};
const SWAGGER = {
  swagger: "2.0",
  info,
  host: "api.test",
  paths: {
    "/x": {
      get: {
        parameters: [
          { name: "ids", in: "query", type: "array", collectionFormat: "multi", items: lists("pipes") },
          { name: "X-Ids", in: "header", type: "array", collectionFormat: "tsv" },
        ],
        produces: ["application/json"],
        schemes: ["http"],
      },
      put: { parameters: [{ name: "pet", in: "body", required: true, schema: { properties: { name: {} } } }] },
      post: { consumes: ["multipart/form-data"], parameters: [{ name: "file", in: "formData", type: "file" }] },
    },
  },
};

function lists(format: string) {
  return { type: "array", collectionFormat: format, items: { type: "array", items: { type: "integer" } } };
}

describe("a description and its route table are read into the same operations", () => {
  test.each<[string, () => unknown]>([
    ["every kind of entry (3.2)", () => EVERY_KIND],
    ["every kind of entry (2.0)", () => SWAGGER],
    ["the 3.2 file parts fixture", () => fixture("files-32", "files.json")],
    ["the 2.0 pets fixture", () => fixture("pets-20", "pets.json")],
    ["the style rules fixture", () => fixture("rules", "rules.yaml")],
    ["the tasks fixture", () => fixture("tasks.yaml")],
    ["Docker Engine 1.33 (2.0)", () => fixture("swagger2", "docker-engine-1.33.json")],
    ["Slack Web API (2.0)", () => fixture("swagger2", "slack-web-api.json")],
  ])("%s", (_, load) => {
    const description = load();
    // Through JSON, as the command prints it: no object of the description is shared.
    const table = JSON.parse(JSON.stringify(compileRouteTable(description))) as unknown;
    expect(compileOpenapi(description)).toEqual(compileOpenapi(table));
  });
});

describe("a description is refused where its table would be, with the same error", () => {
  test('an Encoding Object of the property "" (no table entry holds a parameter of no name)', () => {
    const encoding = { "": { style: "form" } };
    const description = {
      openapi: "3.2.0",
      info,
      paths: {
        "/x": {
          get: {
            parameters: [
              { name: "q", in: "querystring", content: { "application/x-www-form-urlencoded": { encoding } } },
            ],
          },
        },
      },
    };
    const table = { "openapi-routes": 1, routes: { "GET /x": ["Qu q", "E "] } };
    const reason = '#/routes/GET ~1x/1 (expected "<in><style><flags> <name>")';
    expectEndpointError(() => endpoint.defaults({ openapi: description }), "ERR_INVALID_OPTION", reason);
    expectEndpointError(() => compileRouteTable(description), "ERR_INVALID_OPTION", reason);
    expectEndpointError(() => endpoint.defaults({ openapi: table }), "ERR_INVALID_OPTION", reason);
  });

  test("a 2.0 header parameter whose name is no token", () => {
    const parameters = [{ name: "a;b", in: "header", type: "string" }];
    const description = { swagger: "2.0", info, paths: { "/x": { get: { parameters } } } };
    const table = { "openapi-routes": 1, routes: { "GET /x": ["h a;b"] } };
    const reason = '#/routes/GET ~1x/0 ("a;b" is not a valid header name)';
    expectEndpointError(() => endpoint.defaults({ openapi: description }), "ERR_INVALID_OPTION", reason);
    expectEndpointError(() => endpoint.defaults({ openapi: table }), "ERR_INVALID_OPTION", reason);
  });
});
