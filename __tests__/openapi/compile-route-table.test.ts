// The route table is written from the compiled records once, at the end: a
// path item shared by several paths has one list of entries, shared and
// frozen, in the table as in the records.
import { compileRouteTable } from "../../src/openapi";

const info = { title: "t", version: "1" };
const item = { get: { parameters: [{ name: "q", in: "query" }] } };

describe("the entries of a path item shared by several paths are one frozen list", () => {
  test.each<[string, object, string[]]>([
    ["OpenAPI 3.x ($ref)", { openapi: "3.1.0", info, paths: { "/a": item, "/b": { $ref: "#/paths/~1a" } } }, ["q q"]],
    // 2.0's csv: a list of one pair.
    ["Swagger 2.0 (one object)", { swagger: "2.0", info, paths: { "/a": item, "/b": item } }, ["q- q"]],
  ])("%s", (_, description, entries) => {
    const { routes } = compileRouteTable(description);
    expect(routes["GET /a"]).toEqual(entries);
    expect(routes["GET /b"]).toBe(routes["GET /a"]);
    expect(Object.isFrozen(routes["GET /a"])).toBe(true);
  });
});

describe("the table's keys, in the order the command prints them", () => {
  test.each<[string, object, string[]]>([
    ["no server", { openapi: "3.1.0", info, paths: {} }, ["openapi-routes", "routes"]],
    [
      "a server with variables",
      {
        openapi: "3.1.0",
        info,
        servers: [{ url: "https://{region}.api.test", variables: { region: { default: "eu" } } }],
        paths: {},
      },
      ["openapi-routes", "server", "variables", "routes"],
    ],
    ["a 2.0 host", { swagger: "2.0", info, host: "api.test", paths: {} }, ["openapi-routes", "server", "routes"]],
  ])("%s", (_, description, keys) => {
    expect(Object.keys(compileRouteTable(description))).toEqual(keys);
  });
});
