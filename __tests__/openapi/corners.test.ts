import { compileRouteTable, endpoint as typedEndpoint, toFetchArgs } from "../../src/openapi";
import { endpoint as typedCore } from "../../src/index";
import { loose } from "../helpers/loose-endpoint";
import { expectEndpointError } from "../helpers/expect-error";

const endpoint = loose(typedEndpoint);
const info = { title: "t", version: "1" };

// One GET /x operation with these parameters, on https://api.test.
function withParameters(parameters: unknown[], extra: object = {}) {
  return endpoint.defaults({
    openapi: {
      openapi: "3.1.0",
      info,
      servers: [{ url: "https://api.test" }],
      paths: { "/x": { get: { parameters } } },
    },
    ...extra,
  });
}

describe("query styles beyond the table", () => {
  test.each([
    [{ name: "r", in: "query", allowReserved: true }, "a/b?c%zz", "?r=a/b?c%25zz"],
    [{ name: "r", in: "query", allowReserved: true }, ["a/b", "c"], "?r=a/b&r=c"],
    [{ name: "r", in: "query", allowReserved: true, explode: false }, ["a/b", "c"], "?r=a/b,c"],
    [{ name: "r", in: "query", allowReserved: true }, { k: "a/b" }, "?k=a/b"],
    [{ name: "r", in: "query", allowReserved: true, explode: false }, { k: "a/b" }, "?r=k,a/b"],
    [{ name: "p", in: "query", style: "pipeDelimited", explode: true }, ["a", "b"], "?p=a&p=b"],
    [{ name: "p", in: "query", style: "pipeDelimited" }, "a|b", "?p=a%7Cb"],
    [{ name: "$filter", in: "query", style: "spaceDelimited" }, ["a", "b"], "?%24filter=a%20b"],
    [
      { name: "f", in: "query", style: "deepObject", explode: true },
      { ids: [1, 2], none: null },
      "?f%5Bids%5D=1&f%5Bids%5D=2",
    ],
    [{ name: "f", in: "query", style: "deepObject", explode: true }, "plain", "?f=plain"],
    [{ name: "c", in: "query", content: { "application/json": {} } }, { a: [1] }, "?c=%7B%22a%22%3A%5B1%5D%7D"],
    [{ name: "c", in: "query", content: { "application/json": {} } }, "text", "?c=text"],
    [{ name: "e", in: "query" }, [], ""],
  ])("%j with %j gives %s", (parameter, value, query) => {
    expect(withParameters([parameter])("GET /x", { [(parameter as { name: string }).name]: value }).url).toBe(
      `https://api.test/x${query}`,
    );
  });

  test.each([
    ["a lone surrogate in a form value", { name: "t", in: "query" }, "\uD800", "ERR_INVALID_PARAMETER"],
    [
      "a lone surrogate in a styled value",
      { name: "t", in: "query", style: "pipeDelimited" },
      ["\uD800"],
      "ERR_INVALID_PARAMETER",
    ],
    [
      "a lone surrogate in a deepObject",
      { name: "t", in: "query", style: "deepObject" },
      { a: "\uD800" },
      "ERR_INVALID_PARAMETER",
    ],
    ["a circular deepObject", { name: "t", in: "query", style: "deepObject" }, "circular", "ERR_INVALID_PARAMETER"],
    [
      "a deepObject nested past 32 levels, no object shared",
      { name: "t", in: "query", style: "deepObject" },
      "deep",
      "ERR_INVALID_PARAMETER",
    ],
    ["a circular content value", { name: "t", in: "query", content: {} }, "circular", "ERR_INVALID_PARAMETER"],
    ["a function", { name: "t", in: "query" }, () => 1, "ERR_INVALID_PARAMETER"],
  ] as const)("%s throws %s naming the parameter", (_case, parameter, given, code) => {
    const cyclic: { [key: string]: unknown } = {};
    cyclic.self = cyclic;
    let deep: unknown = "leaf";
    for (let level = 0; level < 40; level++) deep = { [`k${level}`]: deep };
    const value = given === "circular" ? cyclic : given === "deep" ? deep : given;
    expectEndpointError(() => withParameters([parameter])("GET /x", { t: value }), code, '"t"');
  });
});

describe("headers and cookies", () => {
  const api = withParameters([
    { name: "X-List", in: "header" },
    { name: "X-Map", in: "header" },
    { name: "X-Exploded", in: "header", explode: true },
    { name: "X-Json", in: "header", content: { "application/json": {} } },
    { name: "a", in: "cookie" },
    { name: "b", in: "cookie", explode: false },
    { name: "m", in: "cookie" },
  ]);

  test("header parameters in simple style, cookies as pairs after a given cookie header", () => {
    const { headers } = api("GET /x", {
      "X-List": ["a", "b"],
      "X-Map": { k: "v", l: "w" },
      "X-Exploded": { k: "v" },
      "X-Json": { a: 1 },
      a: ["1", "2"],
      b: ["3", "4"],
      m: { k: "v w" },
      headers: { cookie: "given=1" },
    });
    expect(headers).toMatchObject({
      "x-list": "a,b",
      "x-map": "k,v,l,w",
      "x-exploded": "k=v",
      "x-json": '{"a":1}',
      cookie: "given=1; a=1; a=2; b=3,4; m=k=v%20w",
    });
  });

  test("a header value with a line break is refused", () => {
    expectEndpointError(() => api("GET /x", { "X-List": "a\r\nb: c" }), "ERR_INVALID_HEADER", '"X-List"');
  });
});

describe("form bodies", () => {
  test.each([
    [
      "application/x-www-form-urlencoded",
      { a: { b: 1 }, n: null, d: new Date(0) },
      "a=%7B%22b%22%3A1%7D&d=1970-01-01T00%3A00%3A00.000Z",
    ],
    ["application/x-www-form-urlencoded; charset=utf-8", { a: [1, [2]] }, "a=1&a=%5B2%5D"],
  ])("%s: nested values as JSON text, null left out", (type, body, text) => {
    const [, init] = toFetchArgs({ method: "POST", url: "https://a.test/", headers: { "content-type": type }, body });
    // A form content type: toFetchArgs writes the body as URLSearchParams.
    expect(String(init.body as URLSearchParams)).toBe(text);
  });

  test("a field with no JSON text is refused", () => {
    const cyclic: { [key: string]: unknown } = {};
    cyclic.self = cyclic;
    const result = {
      method: "POST" as const,
      url: "https://a.test/",
      headers: { "content-type": "multipart/form-data" },
    };
    expectEndpointError(() => toFetchArgs({ ...result, body: { c: cyclic } }), "ERR_INVALID_OPTION", '"body"', '"c"');
  });
});

describe("form bodies: a lone surrogate, which a form would send as U+FFFD, is refused", () => {
  const result = { method: "POST" as const, url: "https://a.test/" };
  test.each([
    ["in a field's text", { a: "x\uD800" }],
    ["in a list item", { a: ["ok", "\uDC00"] }],
    ["in a field's name", { "\uD800": "v" }],
  ])("%s", (_where, body) => {
    for (const type of ["application/x-www-form-urlencoded", "multipart/form-data"]) {
      const headers = { "content-type": type };
      expectEndpointError(() => toFetchArgs({ ...result, headers, body }), "ERR_INVALID_OPTION", "lone surrogate");
    }
  });

  test("a surrogate pair is one character and is sent; JSON text escapes a lone one, losing nothing", () => {
    const headers = { "content-type": "application/x-www-form-urlencoded" };
    const [, init] = toFetchArgs({ ...result, headers, body: { a: "\u{1F600}", j: { b: "\uD800" } } });
    expect(String(init.body as URLSearchParams)).toBe("a=%F0%9F%98%80&j=%7B%22b%22%3A%22%5Cud800%22%7D");
  });
});

describe("a caller's getter that throws", () => {
  const throwing = {
    get a(): never {
      throw new RangeError("from the getter");
    },
  };

  test("passes through as it is from a content parameter and a form field", () => {
    const api = withParameters([{ name: "c", in: "query", content: { "application/json": {} } }]);
    expect(() => api("GET /x", { c: { nested: throwing } })).toThrow(RangeError);
    const headers = { "content-type": "application/x-www-form-urlencoded" };
    expect(() =>
      toFetchArgs({ method: "POST", url: "https://a.test/", headers, body: { f: { nested: throwing } } }),
    ).toThrow(RangeError);
  });
});

describe("descriptions and routes", () => {
  test("the main entry's endpoint has no OpenAPI runtime, and names the entry that has", () => {
    const core = loose(typedCore);
    for (const detail of ['"rest-endpoint/openapi"', "rest-endpoint.openapi.umd.min.js"])
      expectEndpointError(() => core.defaults({ openapi: {} }), "ERR_INVALID_OPTION", detail);
    expect(core.defaults({ openapi: null })("GET /x").url).toBe("https://api.github.com/x");
  });

  test.each([
    ["a $ref that is no string", { $ref: 1 }, "#/paths/~1x/get/parameters/0/$ref"],
    ["a $ref that is no pointer", { $ref: "#paths" }, "#/paths/~1x/get/parameters/0/$ref"],
    ["a $ref with bad percent-encoding", { $ref: "#/a%E0%A4%A" }, "is not a valid JSON pointer"],
    ["a $ref to the whole document", { $ref: "#" }, '# (a parameter needs "name" and "in"'],
    ["a parameter that is no object", 5, "expected a parameter object"],
    ["a header name with white space", { name: "X A", in: "header" }, "#/paths/~1x/get/parameters/0/name"],
    ["a style that is no string", { name: "a", in: "query", style: 1 }, "/style"],
  ])("%s throws", (_case, parameter, fragment) => {
    expectEndpointError(() => withParameters([parameter]), "ERR_INVALID_OPTION", fragment);
  });

  test.each([
    ["a path item that is no object", { "/x": 1 }, "#/paths/~1x (expected a path item object"],
    ["a request body that is no object", { "/x": { post: { requestBody: 1 } } }, "#/paths/~1x/post/requestBody"],
    ["servers that are no list", { "/x": { servers: {} } }, "#/paths/~1x/servers"],
    ["a server without url", { "/x": { servers: [{}] } }, "#/paths/~1x/servers/0"],
  ])("%s throws", (_case, paths, fragment) => {
    expectEndpointError(
      () => endpoint.defaults({ openapi: { openapi: "3.0.0", info, paths } }),
      "ERR_INVALID_OPTION",
      fragment,
    );
  });

  test.each([
    ["routes that are no object", { "openapi-routes": 1, routes: [] }, "#/routes"],
    ["a server that is no string", { "openapi-routes": 1, server: 1, routes: {} }, "#/server"],
    ["entries that are no list", { "openapi-routes": 1, routes: { "GET /x": "p x" } }, "#/routes/GET ~1x"],
    ["an entry that is no string", { "openapi-routes": 1, routes: { "GET /x": [1] } }, "#/routes/GET ~1x/0"],
    [
      "an operation server that is no base URL",
      { "openapi-routes": 1, routes: { "GET /x": ["s https://x.test/?q"] } },
      "#/routes/GET ~1x/0",
    ],
  ])("a route table with %s throws", (_case, table, fragment) => {
    expectEndpointError(() => endpoint.defaults({ openapi: table }), "ERR_INVALID_OPTION", fragment);
  });

  test("a percent-encoded $ref, a relative or empty servers list, no paths", () => {
    const api = endpoint.defaults({
      openapi: {
        openapi: "3.0.0",
        info,
        servers: [{ url: "/v1" }],
        paths: {
          "/x": {
            servers: [],
            get: { parameters: [{ $ref: "#/components/parameters/a%20b" }], requestBody: { content: {} } },
          },
        },
        components: { parameters: { "a b": { name: "a", in: "query" } } },
      },
    });
    expect(api.defaults({ baseUrl: "https://api.test/v1" })("GET /x", { a: 1 }).url).toBe("https://api.test/v1/x?a=1");
    expect(() => endpoint.defaults({ openapi: { openapi: "3.1.0", info } })("GET /x")).toThrow(
      "the OpenAPI description has no operations",
    );
  });

  test("a path parameter whose name RFC 6570 cannot hold, and a placeholder no parameter declares", () => {
    const api = endpoint.defaults({
      openapi: {
        openapi: "3.0.0",
        info,
        servers: [{ url: "https://api.test" }],
        paths: { "/a/{$id}/{b}": { get: { parameters: [{ name: "$id", in: "path", required: true }] } } },
      },
    });
    expect(api("GET /a/{$id}/{b}", { $id: "x y", b: 2 }).url).toBe("https://api.test/a/x%20y/2");
    expectEndpointError(() => api("GET /a/{$id}/{b}", { $id: "x" }), "ERR_MISSING_PARAMETER", '"b"');
  });

  test("a route suffix is matched once and reused; parse() of hand-made options checks them", () => {
    const api = withParameters([{ name: "t", in: "query" }]);
    expect(api("GET /x{?t}", { t: ["a", "b"] }).url).toBe("https://api.test/x?t=a,b");
    expect(api("GET /x{?t}", { t: "c" }).url).toBe("https://api.test/x?t=c");
    expect(api.parse({ ...api.DEFAULTS, method: "get", url: "/x", t: ["a"] }).url).toBe("https://api.test/x?t=a");
    expectEndpointError(() => api.parse([] as never), "ERR_INVALID_OPTION", '"merged options"');
  });

  test("the OpenAPI entry exports the main entry's API, the same objects, plus compileRouteTable", async () => {
    const core = await import("../../src/index");
    const full = await import("../../src/openapi");
    expect([core.EndpointError, core.ERROR_CODES, core.VERSION, core.toFetchArgs]).toEqual([
      full.EndpointError,
      full.ERROR_CODES,
      full.VERSION,
      full.toFetchArgs,
    ]);
    expect(Object.keys(full).sort()).toEqual([...Object.keys(core), "compileRouteTable"].sort());
    expect(full.endpoint).not.toBe(core.endpoint);
  });

  test("an accept header given with the description stays, and mediaType amends it", () => {
    const description = {
      openapi: "3.0.0",
      info,
      servers: [{ url: "https://api.test" }],
      paths: { "/x": { get: {} } },
    };
    const api = endpoint.defaults({ openapi: description, headers: { Accept: "application/vnd.github.v3+json" } });
    expect(api("GET /x", { mediaType: { format: "raw" } }).headers.accept).toBe("application/vnd.github.v3.raw");
    expect(endpoint.defaults({ openapi: description })("GET /x").headers.accept).toBeUndefined();
  });

  describe("a description with no absolute server needs a baseUrl: the root default is GitHub's API", () => {
    const paths = { "/x": { get: {} } };
    const DESCRIPTIONS: [string, object][] = [
      ["no servers", { openapi: "3.0.0", info, paths }],
      ["only a relative server", { openapi: "3.1.0", info, servers: [{ url: "/v1" }], paths }],
      [
        "3.2: a relative server and $self",
        { openapi: "3.2.0", $self: "https://a.test/d.json", info, servers: [{ url: "v1" }], paths },
      ],
      ["2.0 without host", { swagger: "2.0", info, basePath: "/v2", paths }],
    ];

    test.each(DESCRIPTIONS)("%s: a call without one throws, naming baseUrl", (_name, openapi) => {
      const api = endpoint.defaults({ openapi });
      expectEndpointError(() => api("GET /x"), "ERR_INVALID_OPTION", '"baseUrl"', "no absolute server URL");
    });

    test.each(DESCRIPTIONS)("%s: a baseUrl given with it, after it or in the call is used", (_name, openapi) => {
      const baseUrl = "https://api.test/v9";
      expect(endpoint.defaults({ openapi, baseUrl })("GET /x").url).toBe("https://api.test/v9/x");
      expect(endpoint.defaults({ openapi }).defaults({ baseUrl })("GET /x").url).toBe("https://api.test/v9/x");
      expect(endpoint.defaults({ baseUrl }).defaults({ openapi })("GET /x").url).toBe("https://api.test/v9/x");
      expect(endpoint.defaults({ openapi })("GET /x", { baseUrl }).url).toBe("https://api.test/v9/x");
    });

    test("an operation's own absolute server is used without one", () => {
      const openapi = { openapi: "3.0.0", info, paths: { "/x": { get: { servers: [{ url: "https://op.test/" }] } } } };
      expect(endpoint.defaults({ openapi })("GET /x").url).toBe("https://op.test/x");
    });
  });

  describe("a baseUrl is read by its value: merged options do not say where it was given", () => {
    const servers = [{ url: "https://doc.test/v1" }];
    const paths = { "/x": { get: { servers: [{ url: "https://op.test/v2" }] } }, "/y": { get: {} } };
    const api = endpoint.defaults({ openapi: { openapi: "3.1.0", info, servers, paths } });

    test("the document's server URL given in a call is the document's server: the operation's replaces it", () => {
      expect(api("GET /x", { baseUrl: "https://doc.test/v1" }).url).toBe("https://op.test/v2/x");
      expect(api.parse(api.merge("GET /x", { baseUrl: "https://doc.test/v1" })).url).toBe("https://op.test/v2/x");
      expect(api("GET /y", { baseUrl: "https://doc.test/v1" }).url).toBe("https://doc.test/v1/y");
    });

    test("the document's server URL given with .defaults() is a baseUrl given: it wins", () => {
      expect(api.defaults({ baseUrl: "https://doc.test/v1" })("GET /x").url).toBe("https://doc.test/v1/x");
    });

    test("any other baseUrl in a call wins over the operation's server", () => {
      expect(api("GET /x", { baseUrl: "https://doc.test/v9" }).url).toBe("https://doc.test/v9/x");
    });

    test("without a server, the root default's URL given in a call is no baseUrl given", () => {
      const serverless = endpoint.defaults({ openapi: { openapi: "3.0.0", info, paths: { "/x": { get: {} } } } });
      const call = () => serverless("GET /x", { baseUrl: endpoint.DEFAULTS.baseUrl });
      expectEndpointError(call, "ERR_INVALID_OPTION", '"baseUrl"', "no absolute server URL");
    });
  });

  describe("a path item's or operation's relative server is not the document's: a call needs a baseUrl", () => {
    const servers = [{ url: "https://api.test/v1" }];
    const DESCRIPTIONS: [string, object, string][] = [
      ["an operation's", { "/x": { get: { servers: [{ url: "/v2" }] } } }, '"/v2" is relative'],
      ["a path item's", { "/x": { servers: [{ url: "./v2/" }], get: {} } }, '"./v2" is relative'],
      [
        "a relative one with a variable",
        { "/x": { get: { servers: [{ url: "/{v}", variables: { v: { default: "v3" } } }] } } },
        '"/v3" is relative',
      ],
    ];

    test("one of another scheme is no server: refused at .defaults(), as a route table's is", () => {
      const paths = { "/x": { get: { servers: [{ url: "ftp://files.test" }] } } };
      expectEndpointError(
        () => endpoint.defaults({ openapi: { openapi: "3.1.0", info, servers, paths } }),
        "ERR_INVALID_OPTION",
        '"openapi"',
        "http(s) URL or a relative one",
      );
    });

    test.each(DESCRIPTIONS)("%s: a call without one throws, naming baseUrl and the server", (_name, paths, why) => {
      const api = endpoint.defaults({ openapi: { openapi: "3.1.0", info, servers, paths } });
      expectEndpointError(() => api("GET /x"), "ERR_INVALID_OPTION", '"baseUrl"', why, "GET /x");
    });

    test.each(DESCRIPTIONS)("%s: a baseUrl given with it, after it or in the call is used", (_name, paths) => {
      const openapi = { openapi: "3.1.0", info, servers, paths };
      const baseUrl = "https://api.test/v2";
      expect(endpoint.defaults({ openapi, baseUrl })("GET /x").url).toBe("https://api.test/v2/x");
      expect(endpoint.defaults({ openapi }).defaults({ baseUrl })("GET /x").url).toBe("https://api.test/v2/x");
      expect(endpoint.defaults({ openapi })("GET /x", { baseUrl }).url).toBe("https://api.test/v2/x");
    });

    test("the other operations keep the document's server; the table writes the relative server as s <url>", () => {
      const paths = { "/x": { get: { servers: [{ url: "/v2" }] } }, "/y": { get: {} } };
      const openapi = { openapi: "3.1.0", info, servers, paths };
      expect(endpoint.defaults({ openapi })("GET /y").url).toBe("https://api.test/v1/y");
      const table = compileRouteTable(openapi);
      expect(table.routes).toStrictEqual({ "GET /x": ["s /v2"], "GET /y": [] });
      expectEndpointError(() => endpoint.defaults({ openapi: table })("GET /x"), "ERR_INVALID_OPTION", '"/v2"');
    });
  });

  test("an empty `parameters` changes nothing", () => {
    expect(endpoint("GET /x/{a}", { a: 1, parameters: {} }).url).toBe("https://api.github.com/x/1");
  });
});

describe("body properties named like an option", () => {
  const schemas = {
    // allOf through $refs that lead back to themselves and fan out: each schema read once.
    Call: {
      allOf: [{ $ref: "#/components/schemas/Call" }, { $ref: "#/components/schemas/Base" }],
      properties: { Url: {} },
    },
    Base: { allOf: [{ $ref: "#/components/schemas/Base" }], properties: { Method: {}, to: {} } },
  };
  const description = {
    openapi: "3.1.0",
    info,
    servers: [{ url: "https://api.test" }],
    paths: {
      "/calls": {
        post: {
          requestBody: {
            content: { "application/x-www-form-urlencoded": { schema: { $ref: "#/components/schemas/Call" } } },
          },
        },
      },
      "/texts": { post: { requestBody: { content: { "text/plain": {} } } } },
    },
    components: { schemas },
  };

  test("are listed in the route table (k <name>), through $ref and allOf", () => {
    expect(compileRouteTable(description).routes).toStrictEqual({
      "POST /calls": ["b application/x-www-form-urlencoded", "k Url", "k Method", "k to"],
      "POST /texts": ["b text/plain"],
    });
  });

  test("are body fields of their operation, near misses elsewhere, from the description or its table", () => {
    for (const openapi of [description, compileRouteTable(description)]) {
      const api = endpoint.defaults({ openapi });
      expect(api("POST /calls", { Url: "https://x.test/t", Method: "GET", to: "+1" }).body).toStrictEqual({
        Url: "https://x.test/t",
        Method: "GET",
        to: "+1",
      });
      expectEndpointError(() => api("POST /texts", { Url: "u" }), "ERR_INVALID_OPTION", '(did you mean "url"?)');
      expectEndpointError(
        () => api("POST /calls", { BaseUrl: "u" }),
        "ERR_INVALID_OPTION",
        '(did you mean "baseUrl"?)',
      );
    }
  });
});
