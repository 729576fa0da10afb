import { readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { endpoint } from "../../src/openapi";
import { expectEndpointError } from "../helpers/expect-error";
import { realDescription } from "../helpers/real-description";

// Real descriptions: Linode's (query names and JSON body properties) and RAWG's (page, page_size, search).
const linode = endpoint.defaults({ openapi: realDescription("linode.com.json") });
const rawg = endpoint.defaults({ openapi: realDescription("rawg.io.json") });

describe("an undeclared near miss of a declared name is refused (ERR_INVALID_PARAMETER naming the declared one)", () => {
  test.each<[string, string, { [name: string]: unknown }, string]>([
    ["a slip of spelling", "GET /linode/instances", { page_sise: 10 }, "page_size"],
    ["letter case", "GET /linode/instances", { PAGE_SIZE: 10 }, "page_size"],
    ["another separator", "GET /linode/instances", { "page-size": 10 }, "page_size"],
    ["no separator, camel case", "GET /linode/instances", { pageSize: 10 }, "page_size"],
    ["a body property, two letters swapped", "POST /linode/instances", { type: "g6", regoin: "eu" }, "region"],
    ["a body property, one letter dropped", "POST /linode/instances", { type: "g6", root_pas: "x" }, "root_pass"],
    [
      "a body property in camel case",
      "POST /linode/instances",
      { type: "g6", backupsEnabled: true },
      "backups_enabled",
    ],
  ])("%s: %s", (_name, route, options, declared) => {
    const given = Object.keys(options).find((key) => key !== "type")!;
    const error = expectEndpointError(
      () => linode(route, options),
      "ERR_INVALID_PARAMETER",
      `Invalid parameter "${given}" for route "${route}" (did you mean "${declared}"?)`,
    );
    expect(error.parameter).toBe(given);
  });

  test("RAWG: page_sizes, Page and serach are near misses of page_size, page and search", () => {
    for (const [given, declared] of [
      ["page_sizes", "page_size"],
      ["Page", "page"],
      ["serach", "search"],
    ]) {
      expectEndpointError(
        () => rawg("GET /games", { [given!]: 2 }),
        "ERR_INVALID_PARAMETER",
        `(did you mean "${declared}"?)`,
      );
    }
  });

  test("two slips are allowed only from 8 letters on; short names need their exact letters", () => {
    // "page_size" folds to 8 letters: two slips. "page" (4): one. "id" (2): none.
    expectEndpointError(() => rawg("GET /games", { pagg_sise: 2 }), "ERR_INVALID_PARAMETER", '"page_size"');
    expectEndpointError(() => rawg("GET /games", { pgae: 2 }), "ERR_INVALID_PARAMETER", '"page"');
    expect(rawg("GET /games", { pagexx: 1, pg: 1 }).url).toBe("https://api.rawg.io/api/games?pagexx=1&pg=1");
    expect(rawg("GET /creators/{id}", { id: "7", ix: 1 }).url).toBe("https://api.rawg.io/api/creators/7?ix=1");
  });
});

// Swagger 2.0: an `in: body` parameter's schema declares the body's properties too.
describe("Swagger 2.0 (Docker Engine 1.33): near misses of an in: body schema's properties", () => {
  const docker = endpoint.defaults({
    openapi: JSON.parse(
      readFileSync(join(__dirname, "..", "fixtures", "openapi", "swagger2", "docker-engine-1.33.json"), "utf8"),
    ) as object,
    // The description names no host (a local daemon).
    baseUrl: "http://docker.test/v1.33",
  });

  test.each<[string, { [name: string]: unknown }, string, string]>([
    ["POST /volumes/create", { Name: "v", Labls: { a: "b" } }, "Labls", "Labels"],
    ["POST /volumes/create", { Name: "v", driver: "local" }, "driver", "Driver"],
    // Properties of an allOf part reached through a $ref (ContainerConfig's Image).
    ["POST /containers/create", { Imgae: "alpine" }, "Imgae", "Image"],
  ])("%s with %j: did you mean the declared one", (route, options, given, declared) => {
    expectEndpointError(
      () => docker(route, options),
      "ERR_INVALID_PARAMETER",
      `Invalid parameter "${given}" for route "${route}" (did you mean "${declared}"?)`,
    );
  });

  test("declared properties and far-off names are the body, as before", () => {
    expect(docker("POST /volumes/create", { Name: "v", Labels: { a: "b" }, x_extra: 1 }).body).toStrictEqual({
      Name: "v",
      Labels: { a: "b" },
      x_extra: 1,
    });
  });
});

test("two declared names that differ only in case or separators are both declared; a near miss names the first", () => {
  const api = endpoint.defaults({
    openapi: {
      openapi: "3.1.0",
      info: { title: "t", version: "1" },
      servers: [{ url: "https://api.test" }],
      paths: {
        "/x": { get: { parameters: ["page_size", "pageSize"].map((name) => ({ name, in: "query" })) } },
      },
    },
  });
  expect(api("GET /x", { page_size: 1, pageSize: 2 }).url).toBe("https://api.test/x?page_size=1&pageSize=2");
  expectEndpointError(() => api("GET /x", { page_sise: 1 }), "ERR_INVALID_PARAMETER", '(did you mean "page_size"?)');
});

describe("everything else is sent as without the near-miss check", () => {
  test("declared names, and undeclared names far from every declared one (descriptions are often incomplete)", () => {
    const found = linode("GET /linode/instances", { page_size: 10, sort: "label" });
    expect(found.url).toBe("https://api.linode.com/v4/linode/instances?page_size=10&sort=label");
    const created = linode("POST /linode/instances", { region: "eu", firewall_id: 7 });
    expect(created.body).toStrictEqual({ region: "eu", firewall_id: 7 });
  });

  test("a key of the parameters option is taken as written", () => {
    const found = linode("GET /linode/instances", { parameters: { pageSize: 1 } });
    expect(found.url).toBe("https://api.linode.com/v4/linode/instances?pageSize=1");
  });

  test("a name is compared with the route's own operation only", () => {
    // "region" is a body property of POST /linode/instances, not of GET /linode/instances.
    expect(linode("GET /linode/instances", { regoin: "eu" }).url).toBe(
      "https://api.linode.com/v4/linode/instances?regoin=eu",
    );
  });
});

describe("the check's cost", () => {
  test("a long undeclared name is compared by case and separators only (no distance on long text)", () => {
    const long = "p".repeat(100_000);
    expect(rawg("GET /games", { [long]: 1 }).url.length).toBeGreaterThan(100_000);
  });

  test("any change of letter case or separators of a declared name is refused (property)", () => {
    fc.assert(
      fc.property(
        fc.array(fc.boolean(), { minLength: 9, maxLength: 9 }),
        fc.constantFrom("", "-", "_", "__"),
        (upper, separator) => {
          const name = [..."page_size"]
            .map((char, index) => (char === "_" ? separator : upper[index] ? char.toUpperCase() : char))
            .join("");
          if (name === "page_size") return;
          expectEndpointError(() => rawg("GET /games", { [name]: 1 }), "ERR_INVALID_PARAMETER", '"page_size"');
        },
      ),
    );
  });
});
