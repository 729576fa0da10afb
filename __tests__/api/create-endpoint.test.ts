/**
 * `createEndpoint()`: the interface of `endpoint` over no GitHub defaults,
 * from both entry points. Compile-time half: `tsc -p tsconfig.test.json`
 * checks the `expectTypeOf` lines and each `// @ts-expect-error`; run-time
 * half: the same calls under jest.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { expectTypeOf } from "expect-type";
import { createEndpoint, endpoint } from "../../src/index";
import { createEndpoint as createDescribed } from "../../src/openapi";
import type { EndpointInterface, RequestOptions } from "../../src/index";
import type { paths } from "../fixtures/openapi/tasks";
import { expectEndpointError } from "../helpers/expect-error";

const USER_AGENT = endpoint.DEFAULTS.headers["user-agent"];
const BASE = "https://api.example.com/v2";

describe.each([
  ["rest-endpoint", createEndpoint],
  ["rest-endpoint/openapi", createDescribed],
])("createEndpoint of %s", (_entry, create) => {
  test("with no options: GET, a user agent, and nothing of GitHub's", () => {
    const api = create();
    expect(api.DEFAULTS).toStrictEqual({
      method: "GET",
      headers: { "user-agent": USER_AGENT },
      mediaType: { format: "", previews: [] },
    });
    expect(Object.isFrozen(api.DEFAULTS.headers)).toBe(true);
    expect(api("GET https://api.example.com/items")).toStrictEqual({
      method: "GET",
      url: "https://api.example.com/items",
      headers: { "user-agent": USER_AGENT },
    });
  });

  test("a relative route with no baseUrl throws the missing-base error", () => {
    expectEndpointError(() => create()("GET /items"), "ERR_INVALID_OPTION", '"baseUrl"', "absolute http(s) URL");
  });

  test("a baseUrl and headers given: the same results as endpoint's, without GitHub's accept", () => {
    const api = create({ baseUrl: BASE, headers: { accept: "application/json", "X-Api-Key": "k" } });
    const result = api("POST /items/{id}/notes", { id: 7, text: "Hi" });
    expect(result).toStrictEqual({
      method: "POST",
      url: `${BASE}/items/7/notes`,
      headers: {
        "user-agent": USER_AGENT,
        accept: "application/json",
        "x-api-key": "k",
        "content-type": "application/json; charset=utf-8",
      },
      body: { text: "Hi" },
    });
    expect(api.parse(api.merge("POST /items/{id}/notes", { id: 7, text: "Hi" }))).toStrictEqual(result);
    expect(api.defaults({ per_page: 50 })("GET /items").url).toBe(`${BASE}/items?per_page=50`);
  });

  test("no accept header unless given, so a media type adds none", () => {
    const api = create({ baseUrl: BASE });
    const result = api("GET /items", { mediaType: { format: "raw", previews: ["mercy"] } });
    expect(result.headers).toStrictEqual({ "user-agent": USER_AGENT });
  });

  test("a media type given with an accept header amends it, as endpoint does", () => {
    const api = create({ baseUrl: BASE, headers: { accept: "application/vnd.example.v1+json" } });
    expect(api("GET /items", { mediaType: { format: "raw" } }).headers.accept).toBe("application/vnd.example.v1.raw");
  });

  test("the user agent can be replaced or removed", () => {
    expect(create({ baseUrl: BASE, headers: { "user-agent": "app/1" } }).DEFAULTS.headers["user-agent"]).toBe("app/1");
    expect(create({ baseUrl: BASE, headers: { "user-agent": null } })("GET /x").headers).toStrictEqual({});
  });

  test("bad defaults are refused as endpoint.defaults refuses them", () => {
    expectEndpointError(() => create({ baseUrl: "ftp://x.test" }), "ERR_INVALID_OPTION", '"baseUrl"');
    expectEndpointError(() => create({ baseURL: BASE } as never), "ERR_INVALID_OPTION", 'did you mean "baseUrl"');
    expectEndpointError(() => create([] as never), "ERR_INVALID_OPTION", '"defaults"');
  });

  test("each call makes a new endpoint; endpoint keeps GitHub's defaults", () => {
    expect(create()).not.toBe(create());
    expect(endpoint("GET /user")).toMatchObject({
      url: "https://api.github.com/user",
      headers: { accept: "application/vnd.github.v3+json" },
    });
  });
});

describe("createEndpoint of rest-endpoint/openapi reads descriptions", () => {
  const description = parse(readFileSync(join(__dirname, "..", "fixtures", "openapi", "tasks.yaml"), "utf8")) as object;

  test("the base URL is the description's first server; no accept header unless given", () => {
    const tasks = createDescribed<paths>({ openapi: description });
    const result = tasks("GET /lists/{list_id}", { list_id: 3 });
    expect(result.url).toBe("https://tasks.example.com/api/v1/lists/3");
    expect(result.headers["user-agent"]).toBe(USER_AGENT);
  });

  test("the core's createEndpoint points to rest-endpoint/openapi for a description", () => {
    expectEndpointError(() => createEndpoint({ openapi: description }), "ERR_INVALID_OPTION", "rest-endpoint/openapi");
  });
});

describe("types: routes are typed as endpoint's", () => {
  const api = createEndpoint({ baseUrl: BASE });

  test("the result's method is the route's, and a missing path parameter is a compile error", () => {
    expectTypeOf(api).toEqualTypeOf<
      EndpointInterface<{ method: "GET"; url: undefined; parameters: never; headers: never }>
    >();
    expectTypeOf(api("PATCH /items/{id}", { id: 1, name: "n" })).toEqualTypeOf<RequestOptions<"PATCH">>();
    expectTypeOf(createEndpoint()).toEqualTypeOf<EndpointInterface>();
    // @ts-expect-error -- id is required
    expectEndpointError(() => api("GET /items/{id}", {}), "ERR_MISSING_PARAMETER", '"id"');
  });

  test("defaults typed like endpoint.defaults: a default parameter may be left out", () => {
    const owned = createEndpoint({ baseUrl: BASE, owner: "o" });
    expect(owned("GET /repos/{owner}").url).toBe(`${BASE}/repos/o`);
    // @ts-expect-error -- owner is required: these defaults give none
    expectEndpointError(() => createEndpoint({ baseUrl: BASE })("GET /repos/{owner}"), "ERR_MISSING_PARAMETER");
  });

  test("a description's paths type the calls", () => {
    const description = parse(
      readFileSync(join(__dirname, "..", "fixtures", "openapi", "tasks.yaml"), "utf8"),
    ) as object;
    const tasks = createDescribed<paths>({ openapi: description });
    expectTypeOf(tasks("DELETE /lists/{list_id}", { list_id: 1 })).toEqualTypeOf<RequestOptions<"DELETE">>();
    // @ts-expect-error -- list_id is required
    expectEndpointError(() => tasks("GET /lists/{list_id}", {}), "ERR_MISSING_PARAMETER", '"list_id"');
  });
});
