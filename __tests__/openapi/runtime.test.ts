import { endpoint as typedEndpoint, toFetchArgs } from "../../src/openapi";
import { loose } from "../helpers/loose-endpoint";
import { expectEndpointError } from "../helpers/expect-error";

// Runtime behaviour, whatever the types say (the types have tests of their own).
const endpoint = loose(typedEndpoint);

const description = () => ({
  openapi: "3.1.0",
  info: { title: "pets", version: "1" },
  servers: [{ url: "https://{region}.api.test/v1", variables: { region: { default: "eu", enum: ["eu", "us"] } } }],
  paths: {
    "/pets/{petId}": {
      parameters: [
        { name: "petId", in: "path", required: true, schema: { type: "integer" } },
        { name: "fields", in: "query" },
      ],
      get: {
        parameters: [
          { name: "fields", in: "query", explode: false, required: true },
          { name: "X-Request-Id", in: "header" },
          { name: "session", in: "cookie" },
          { name: "Accept", in: "header" },
          { $ref: "#/components/parameters/filter" },
          { name: "url", in: "query" },
        ],
      },
      delete: { parameters: [{ name: "force", in: "query", required: true }] },
      servers: [{ url: "https://pets.api.test" }],
    },
    "/v1/images:annotate": {
      post: { requestBody: { $ref: "#/components/requestBodies/form" } },
    },
    "/upload": {
      post: { requestBody: { content: { "multipart/form-data": {} } } },
      put: { requestBody: { content: { "text/plain": {} } } },
    },
    "/search": {
      get: { parameters: [{ name: "q", in: "query" }], requestBody: { content: { "application/json": {} } } },
    },
    "/alias": { $ref: "#/paths/~1search" },
  },
  components: {
    parameters: { filter: { name: "filter", in: "query", style: "deepObject", explode: true } },
    requestBodies: { form: { required: true, content: { "application/x-www-form-urlencoded": {} } } },
  },
});

const api = endpoint.defaults({ openapi: description() });

describe("parameters where the description puts them", () => {
  test("path, query (with a path-level parameter overridden by name and in), header, cookie", () => {
    const result = api("GET /pets/{petId}", {
      petId: 7,
      fields: ["a", "b"],
      "X-Request-Id": "abc",
      session: "s 1",
      filter: { status: "open", owner: { id: 2 } },
      other: "x",
    });
    expect(result.url).toBe(
      "https://pets.api.test/pets/7?fields=a,b&filter%5Bstatus%5D=open&filter%5Bowner%5D%5Bid%5D=2&other=x",
    );
    expect(result.headers["x-request-id"]).toBe("abc");
    expect(result.headers.cookie).toBe("session=s%201");
  });

  test("an ignored header parameter (Accept) is a leftover; GitHub's accept header is gone", () => {
    const result = api("GET /pets/{petId}", { petId: 1, fields: "a", Accept: "x" });
    expect(result.url).toBe("https://pets.api.test/pets/1?fields=a&Accept=x");
    expect(result.headers.accept).toBeUndefined();
  });

  test("a parameter named like an option goes in `parameters`", () => {
    const result = api("GET /pets/{petId}", { parameters: { petId: 1, fields: "a", url: "u" } });
    expect(result.url).toBe("https://pets.api.test/pets/1?fields=a&url=u");
  });

  test("`parameters` works without a description too", () => {
    const result = endpoint("GET /repos/{owner}/{repo}", { owner: "o", parameters: { repo: "r", data: "d" } });
    expect(result.url).toBe("https://api.github.com/repos/o/r?data=d");
    expectEndpointError(() => endpoint("GET /x", { parameters: [] }), "ERR_INVALID_OPTION", '"parameters"');
  });

  test("hand-made merged options with a `parameters` that is no object are refused, naming the route", () => {
    const cases = [
      [
        (options: unknown) => endpoint.parse(options),
        { ...endpoint.merge("GET /repos/{owner}"), parameters: "x" },
        "GET /repos/{owner}",
      ],
      [
        (options: unknown) => api.parse(options),
        { ...api.merge("GET /pets/{petId}", { petId: 1 }), parameters: "x" },
        "GET /pets/{petId}",
      ],
    ] as const;
    for (const [parse, merged, route] of cases) {
      expectEndpointError(
        () => parse(merged),
        "ERR_INVALID_OPTION",
        `Invalid option "parameters" for route "${route}"`,
      );
    }
  });

  test("the request option passes through a described call", () => {
    const request = { timeout: 5 };
    const result = api("GET /pets/{petId}", { petId: 1, fields: "a", request });
    expect(result.request).toBe(request);
    expect(result.url).toBe("https://pets.api.test/pets/1?fields=a");
  });

  test.each([
    ["path", { fields: "a" }, '"petId"'],
    ["query", { petId: 1 }, '"fields"'],
  ])("a missing required %s parameter throws", (_where, options, name) => {
    expectEndpointError(() => api("GET /pets/{petId}", options), "ERR_MISSING_PARAMETER", name);
  });

  test("a query parameter on DELETE stays in the query; the operation's own server wins over the document's", () => {
    const result = api("DELETE /pets/{petId}", { petId: 1, force: true });
    expect(result.url).toBe("https://pets.api.test/pets/1?force=true");
    expect(result.body).toBeUndefined();
  });

  test("a route suffix naming a real parameter wins for it; one naming no parameter throws", () => {
    expect(api("GET /pets/{petId}{?fields*}", { petId: 1, fields: ["a", "b"] }).url).toBe(
      "https://pets.api.test/pets/1?fields=a&fields=b",
    );
    expectEndpointError(() => api("GET /pets/{petId}{?nope}", { petId: 1 }), "ERR_INVALID_ROUTE", '"nope"');
  });

  test("no GitHub rule: q keeps no literal +", () => {
    expect(api("GET /search", { q: "a+b" }).url).toBe("https://eu.api.test/v1/search?q=a%2Bb");
    expect(endpoint("GET /search", { q: "a+b" }).url).toBe("https://api.github.com/search?q=a+b");
  });

  test("a path item $ref is followed", () => {
    expect(api("GET /alias", { q: "x" }).url).toBe("https://eu.api.test/v1/alias?q=x");
  });
});

describe("routes", () => {
  test(":name is literal text in a described path", () => {
    const result = api("POST /v1/images:annotate", { image: "x" });
    expect(result.url).toBe("https://eu.api.test/v1/v1/images:annotate");
  });

  test("an unknown route throws with the nearest operations", () => {
    expectEndpointError(
      () => api("GET /pets/{id}"),
      "ERR_INVALID_ROUTE",
      '"GET /pets/{id}"',
      'nearest: "GET /pets/{petId}"',
    );
  });

  test("an absolute URL the description lacks is sent as usual", () => {
    expect(api("GET https://other.test/x", { a: 1 }).url).toBe("https://other.test/x?a=1");
  });
});

describe("servers and baseUrl", () => {
  test("a baseUrl given with the description wins over every server", () => {
    const given = endpoint.defaults({ openapi: description(), baseUrl: "https://local.test" });
    expect(given("DELETE /pets/{petId}", { petId: 1, force: 1 }).url).toBe("https://local.test/pets/1?force=1");
    expect(given.DEFAULTS.baseUrl).toBe("https://local.test");
  });

  test("a baseUrl given per call wins; a cascade keeps the description", () => {
    expect(api("GET /search", { baseUrl: "https://call.test" }).url).toBe("https://call.test/search");
    const cascade = api.defaults({ headers: { "x-a": "1" } });
    expect(cascade("DELETE /pets/{petId}", { petId: 1, force: 1 }).url).toBe("https://pets.api.test/pets/1?force=1");
    expect(cascade.defaults({ baseUrl: "https://c.test" })("DELETE /pets/{petId}", { petId: 1, force: 1 }).url).toBe(
      "https://c.test/pets/1?force=1",
    );
  });

  test("openapi: null drops the description", () => {
    expect(api.defaults({ openapi: null })("GET /anything", { q: "a+b" }).url).toBe(
      "https://eu.api.test/v1/anything?q=a+b",
    );
  });

  test("the description is compiled once, at .defaults(); endpoint(x) equals parse(merge(x))", () => {
    const options = { petId: 1, fields: ["a"], "X-Request-Id": "r" };
    expect(api.parse(api.merge("GET /pets/{petId}", options))).toEqual(api("GET /pets/{petId}", options));
  });

  test("the caller's description is never changed", () => {
    const given = description();
    const copy: unknown = JSON.parse(JSON.stringify(given));
    const described = endpoint.defaults({ openapi: given });
    described("GET /pets/{petId}", { petId: 1, fields: "a" });
    expect(given).toEqual(copy);
  });
});

describe("bodies", () => {
  test("a form body: content-type from the description, written by toFetchArgs as URLSearchParams", () => {
    const result = api("POST /v1/images:annotate", { image: "a b", tags: ["x", "y"] });
    expect(result.headers["content-type"]).toBe("application/x-www-form-urlencoded");
    const [, init] = toFetchArgs(result);
    expect(init.body).toBeInstanceOf(URLSearchParams);
    expect(String(init.body as URLSearchParams)).toBe("image=a+b&tags=x&tags=y");
  });

  test("a multipart body becomes FormData, without the content type fetch writes itself", () => {
    const [, init] = toFetchArgs(api("POST /upload", { name: "n", file: new Blob(["abc"]) }));
    expect(init.body).toBeInstanceOf(FormData);
    expect((init.body as FormData).get("name")).toBe("n");
    expect(init.headers["content-type"]).toBeUndefined();
  });

  test("another media type passes data through", () => {
    const result = api("PUT /upload", { data: "plain text" });
    expect(result.headers["content-type"]).toBe("text/plain");
    expect(toFetchArgs(result)[1].body).toBe("plain text");
  });

  test("a required body that is missing throws", () => {
    expectEndpointError(() => api("POST /v1/images:annotate"), "ERR_MISSING_PARAMETER", '"body"');
  });

  test("data on a GET is refused even when the description declares a body", () => {
    expectEndpointError(() => api("GET /search", { data: { a: 1 } }), "ERR_BODY_NOT_ALLOWED", '"data"');
  });
});

describe("the compact route table", () => {
  test("gives the same requests as the description", () => {
    const table = {
      "openapi-routes": 1,
      server: "https://api.test",
      routes: { "GET /pets/{petId}": ["pl petId", "q-! fields", "h X-Request-Id", "c session", "qd* filter"] },
    };
    const compact = endpoint.defaults({ openapi: table });
    const result = compact("GET /pets/{petId}", {
      petId: 1,
      fields: ["a", "b"],
      "X-Request-Id": "r",
      filter: { a: 1 },
    });
    expect(result.url).toBe("https://api.test/pets/.1?fields=a,b&filter%5Ba%5D=1");
    expect(result.headers["x-request-id"]).toBe("r");
  });
});
