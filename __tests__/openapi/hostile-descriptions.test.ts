// A description (or route table) is read as untrusted data: own properties
// only, and what it contributes to a request (media types, header and
// cookie names, names RFC 6570 cannot hold) passes the checks a caller's
// value passes. Messages cut description text as they cut values.
import { endpoint as typedEndpoint, compileRouteTable, EndpointError } from "../../src/openapi.js";
import { expectEndpointError } from "../helpers/expect-error.js";
import { loose } from "../helpers/loose-endpoint.js";
import { polluted } from "../helpers/pollute.js";

const endpoint = loose(typedEndpoint);
const info = { title: "t", version: "1" };
const GOOD = "https://api.good.test/v1";

function desc(paths: object, extra: object = {}) {
  return { openapi: "3.1.0", info, servers: [{ url: GOOD }], paths, ...extra };
}
const table = (routes: object, server = "https://a.test") => ({ "openapi-routes": 1, server, routes });

describe("a polluted Object.prototype changes nothing the description compiles to", () => {
  const description = desc({ "/me": { get: { parameters: [{ name: "q", in: "query" }] } } });
  const clean = compileRouteTable(description);

  test.each<[string, unknown]>([
    ["servers", [{ url: "https://evil.test" }]],
    ["server", "https://evil.test"],
    ["url", "https://evil.test"],
    ["variables", { x: { default: "evil" } }],
    ["default", "evil"],
    ["allowReserved", true],
    ["style", "pipeDelimited"],
    ["explode", false],
    ["required", true],
    ["requestBody", { content: { "text/plain\r\nx-admin: 1": {} } }],
    ["parameters", [{ name: "sid", in: "cookie" }]],
    ["openapi", "3.0.0"],
    ["content", { "application/json": {} }],
    ["routes", { "GET /evil": [] }],
  ])("Object.prototype.%s", (key, value) => {
    const outcome = polluted({ [key]: value }, () => {
      const api = endpoint.defaults({ openapi: description });
      const viaTable = endpoint.defaults({ openapi: clean });
      return [
        compileRouteTable(description),
        api("GET /me", { q: "a&admin=1" }),
        viaTable("GET /me", { q: "a&admin=1" }),
      ];
    });
    expect(outcome.error).toBeUndefined();
    const [compiled, result, fromTable] = outcome.value as [unknown, { url: string; headers: object }, unknown];
    expect(compiled).toEqual(clean);
    expect(result.url).toBe(`${GOOD}/me?q=a%26admin%3D1`);
    expect(result.headers).not.toHaveProperty("cookie");
    expect(fromTable).toEqual(result);
  });

  // A 2.0 parameter's compiled form has no list of lists or entry of its own
  // to inherit: a polluted `nested` or `entry` adds no entry to the route.
  test.each<[string, unknown]>([
    ["nested", { kind: "field", name: "evil" }],
    ["entry", { kind: "field", name: "evil" }],
    ["schema", { properties: { evil: {} } }],
    ["server", "https://evil.test"],
    ["variables", { x: { default: "evil" } }],
  ])("Object.prototype.%s, a Swagger 2.0 description", (key, value) => {
    const body = { name: "pet", in: "body", schema: { properties: { name: {} } } };
    const parameters = [{ name: "q", in: "query", type: "array", items: { type: "string" } }, body];
    const swagger = { swagger: "2.0", info, paths: { "/pets": { post: { parameters } } } };
    const expected = compileRouteTable(swagger);
    const outcome = polluted({ [key]: value }, () => compileRouteTable(swagger));
    expect(outcome.error).toBeUndefined();
    expect(outcome.value).toEqual(expected);
    expect(expected.routes).toEqual({ "POST /pets": ["q- q", "B pet", "b application/json", "k name"] });
  });

  test("a route table's server and routes are own properties only", () => {
    const outcome = polluted({ server: "https://evil.test" }, () =>
      endpoint.defaults({ openapi: { "openapi-routes": 1, routes: { "GET /me": [] } }, baseUrl: GOOD })("GET /me"),
    );
    expect((outcome.value as { url: string }).url).toBe(`${GOOD}/me`);
  });
});

describe("a body media type is a header value", () => {
  test.each(["text/plain\r\nx-admin: 1", "text/plain\u010d\u010ax-admin: 1", "a\u0000b"])(
    "%j is refused at .defaults()",
    (type) => {
      const description = desc({ "/x": { post: { requestBody: { content: { [type]: {} } } } } });
      expectEndpointError(
        () => endpoint.defaults({ openapi: description }),
        "ERR_INVALID_OPTION",
        "#/paths/~1x/post/requestBody/content",
      );
      expectEndpointError(() => compileRouteTable(description), "ERR_INVALID_OPTION", "requestBody/content");
      expectEndpointError(
        () => endpoint.defaults({ openapi: table({ "POST /x": [`b ${type}`] }) }),
        "ERR_INVALID_OPTION",
        "#/routes/POST ~1x/0",
      );
    },
  );

  test("a valid one still sets content-type", () => {
    const api = endpoint.defaults({ openapi: table({ "POST /x": ["b text/plain; charset=utf-8"] }) });
    expect(api("POST /x", { data: "hi" }).headers["content-type"]).toBe("text/plain; charset=utf-8");
  });
});

describe("header and cookie parameter names are tokens", () => {
  test.each([
    ["cookie", "admin=1;s"],
    ["cookie", "a,b"],
    ["cookie", "é"],
    ["header", "x:y"],
    ["header", "x(y)"],
    ["header", "a b"],
  ])("a %s parameter named %j is refused at .defaults()", (location, name) => {
    const description = desc({ "/x": { get: { parameters: [{ name, in: location }] } } });
    expectEndpointError(() => endpoint.defaults({ openapi: description }), "ERR_INVALID_OPTION", "/parameters/0/name");
    expectEndpointError(
      () => endpoint.defaults({ openapi: table({ "GET /x": [`${location[0]} ${name}`] }) }),
      "ERR_INVALID_OPTION",
      "#/routes/GET ~1x/0",
    );
  });

  test("token names keep working, and query names need no check", () => {
    const api = endpoint.defaults({ openapi: table({ "GET /x": ["c session_id", "h X-Trace.Id", "q a b;c"] }) });
    const result = api("GET /x", { session_id: "v", "X-Trace.Id": "t", "a b;c": "1" });
    expect(result.headers.cookie).toBe("session_id=v");
    expect(result.headers["x-trace.id"]).toBe("t");
    expect(result.url).toBe("https://a.test/x?a%20b%3Bc=1");
  });
});

describe("names RFC 6570 cannot hold get stand-ins that collide with nothing", () => {
  test("a $id beside a real _0_ keeps both values", () => {
    const api = endpoint.defaults({ openapi: table({ "GET /a/{$id}/{_0_}": ["p $id", "p _0_"] }) });
    expect(api("GET /a/{$id}/{_0_}", { $id: "first", _0_: "second" }).url).toBe("https://a.test/a/first/second");
  });

  test("a matrix parameter writes its real name, encoded", () => {
    const api = endpoint.defaults({ openapi: table({ "GET /x/{$id}": ["pm $id"], "GET /y/{é}": ["pm é"] }) });
    expect(api("GET /x/{$id}", { $id: "A" }).url).toBe("https://a.test/x/;%24id=A");
    expect(api("GET /y/{é}", { é: "A" }).url).toBe("https://a.test/y/;%C3%A9=A");
  });

  test("an empty value for such a name alone in a segment is refused (named as in a URL)", () => {
    const api = endpoint.defaults({ openapi: table({ "GET /a/{$id}/{_0_}": ["p $id", "p _0_"] }) });
    expectEndpointError(() => api("GET /a/{$id}/{_0_}", { $id: "", _0_: "x" }), "ERR_MISSING_PARAMETER", '"%24id"');
  });

  test("two names that are one name in a URL are refused at .defaults()", () => {
    expectEndpointError(
      () => endpoint.defaults({ openapi: table({ "GET /a/{$id}/{%24id}": ["p $id", "p %24id"] }) }),
      "ERR_INVALID_OPTION",
      "same name",
    );
  });

  test("a name with a lone surrogate is refused at .defaults()", () => {
    expectEndpointError(
      () => endpoint.defaults({ openapi: table({ "GET /a/{\ud800}": [] }) }),
      "ERR_INVALID_OPTION",
      "lone surrogate",
    );
  });
});

describe("messages cut description text and urls as values", () => {
  const long = "b".repeat(100_000);
  const length = (run: () => unknown) => {
    try {
      run();
    } catch (error) {
      expect(error).toBeInstanceOf(EndpointError);
      return (error as Error).message.length;
    }
    throw new Error("did not throw");
  };
  const api = endpoint.defaults({ openapi: table({ "GET /p": ["q a"] }) });

  test.each<[string, () => unknown]>([
    ["an unknown suffix name", () => api({ method: "GET", url: `/p{?${long}}` })],
    ["an unknown route", () => api({ method: "GET", url: `/${long}` })],
    [
      "a long path key in a bad description",
      () => endpoint.defaults({ openapi: desc({ [`/${long}`]: { get: { parameters: [{}] } } }) }),
    ],
    ["a long $ref", () => endpoint.defaults({ openapi: desc({ "/x": { $ref: `#/${long}` } }) })],
    [
      "a long server variable name",
      () => endpoint.defaults({ openapi: desc({}, { servers: [{ url: `https://{${long}}.test` }] }) }),
    ],
    [
      "nearest routes that are long",
      () =>
        endpoint.defaults({
          openapi: table({ [`GET /${"a".repeat(50_000)}`]: [], [`GET /${"c".repeat(50_000)}`]: [] }),
        })("GET /x"),
    ],
  ])("%s: a message of a few hundred characters", (_, run) => {
    expect(length(run)).toBeLessThan(400);
  });
});

describe("values keep the query's structure", () => {
  const api = endpoint.defaults({
    openapi: desc({
      "/x": {
        get: {
          parameters: [
            { name: "a", in: "query", allowReserved: true },
            { name: "b", in: "query", style: "pipeDelimited", explode: false },
            { name: "m", in: "query", explode: true },
          ],
        },
      },
      "/y?type=public": { get: { parameters: [{ name: "r", in: "query", allowReserved: true }] } },
    }),
  });

  test("an allowReserved value may not write a fragment", () => {
    expectEndpointError(() => api("GET /x", { a: "v#", b: ["must", "arrive"] }), "ERR_UNSAFE_PARAMETER", '"a"', "#");
    expectEndpointError(() => api("GET /x", { a: ["x", "v#y"] }), "ERR_UNSAFE_PARAMETER", '"a"');
  });

  test.each<[string, object, string]>([
    ["an allowReserved value repeating a declared key", { a: "v&b=evil", b: "good" }, '"b"'],
    ["an allowReserved value repeating its own key", { a: "v&a=2" }, '"a"'],
    ["an allowReserved value repeating an absent declared key", { a: "v&m=1" }, '"m"'],
    ["an exploded map repeating a declared key", { m: { b: "evil" }, b: "good" }, '"b"'],
  ])("%s is refused", (_, params, key) => {
    expectEndpointError(() => api("GET /x", params), "ERR_INVALID_PARAMETER", key, "servers disagree");
  });

  test("an allowReserved value repeating the path's literal key is refused", () => {
    expectEndpointError(() => api("GET /y?type=public", { r: "1&type=all" }), "ERR_INVALID_PARAMETER", '"type"');
  });

  test("what allowReserved is for still works", () => {
    expect(api("GET /x", { a: "a/b?c=d&other=1", m: { k: "v" } }).url).toBe(`${GOOD}/x?k=v&a=a/b?c=d&other=1`);
  });

  test.each<[string, unknown, string, object]>([
    ["a route table", table({ "GET /x?type=public": [] }), "GET /x?type=public", { type: "all" }],
    ["a description, leftover", desc({ "/x?type=public": { get: {} } }), "GET /x?type=public", { type: "all" }],
    [
      "a description, declared",
      desc({ "/x?type=public": { get: { parameters: [{ name: "type", in: "query" }] } } }),
      "GET /x?type=public",
      { type: "all" },
    ],
  ])("a described path's literal query key may not be repeated: %s", (_, openapi, route, params) => {
    expectEndpointError(
      () => endpoint.defaults({ openapi })(route, params),
      "ERR_INVALID_PARAMETER",
      'Invalid parameter "type" for route "GET /x?type=public": "all" (the route\'s query already has "type"',
    );
  });
});

describe("a template that starts with an expression keeps its literal query keys", () => {
  test("GET {&x}/lit?a=1 with a", () => {
    expectEndpointError(() => endpoint("GET {&x}/lit?a=1", { x: "1", a: "2" }), "ERR_INVALID_PARAMETER", '"a"');
    expect(endpoint("GET {&x}/lit?a=1", { x: "1", b: "2" }).url).toBe("https://api.github.com/&x=1/lit?a=1&b=2");
  });
});

describe("a cookie value with a lone surrogate", () => {
  const api = endpoint.defaults({ openapi: table({ "GET /x": ["c session", "c* list"] }) });

  test.each<[string, object]>([
    ["a value", { session: "\ud800" }],
    ["a list member", { list: ["a", "\udc00"] }],
    ["a map key", { list: { "\ud800": "v" } }],
    ["a map value", { list: { k: "\ud800" } }],
  ])("%s throws ERR_INVALID_PARAMETER", (_, params) => {
    expectEndpointError(() => api("GET /x", params), "ERR_INVALID_PARAMETER", "lone surrogate");
  });
});

describe("an inherited constructor is never read", () => {
  test("Object.prototype.constructor = null: plain routes and described ones still work", () => {
    const api = endpoint.defaults({ openapi: table({ "GET /d": ["qd f"] }) });
    const descriptor = Object.getOwnPropertyDescriptor(Object.prototype, "constructor")!;
    let results: unknown[] = [];
    let thrown: unknown;
    Object.defineProperty(Object.prototype, "constructor", { ...descriptor, value: null });
    try {
      results = [endpoint("GET /x{?m*}", { m: { a: "1" } }).url, api("GET /d", { f: { a: { b: "1" } } }).url];
    } catch (error) {
      thrown = error;
    } finally {
      Object.defineProperty(Object.prototype, "constructor", descriptor);
    }
    expect(thrown).toBeUndefined();
    expect(results).toEqual(["https://api.github.com/x?a=1", "https://a.test/d?f%5Ba%5D%5Bb%5D=1"]);
  });
});

describe("a description's paths are bounded in the entries they write", () => {
  test("path items sharing one long parameter list past a million entries are refused", () => {
    // Each of 29 path items (distinct objects, so none is read from the
    // cache) has 7 operations taking the same 5,000 query parameters:
    // 1,015,000 entries in all, past the million a table may hold.
    const parameters = Array.from({ length: 5000 }, (_, index) => ({ name: `q${index}`, in: "query" }));
    const methods = ["get", "put", "post", "delete", "options", "head", "patch"];
    const item = () => ({ parameters, ...Object.fromEntries(methods.map((method) => [method, {}])) });
    const paths = Object.fromEntries(Array.from({ length: 29 }, (_, index) => [`/p${index}`, item()]));
    expectEndpointError(() => compileRouteTable(desc(paths)), "ERR_INVALID_OPTION", "more than 1000000 entries");
    // One path item fewer (980,000 entries) compiles.
    delete paths["/p28"];
    expect(Object.keys(compileRouteTable(desc(paths)).routes)).toHaveLength(28 * 7);
    // Two compiles of a million entries: slower than jest's default 5 s under coverage on CI.
  }, 30_000);

  test("a route table whose routes widen one long shared entry list past a million entries is refused", () => {
    // The 5,000 entries are read once, but each route names a placeholder
    // no entry declares, so each holds a set of 5,001 names of its own:
    // 5,000 + 200 x 5,001 = 1,005,200 entries.
    const entries = Array.from({ length: 5000 }, (_, index) => `q q${index}`);
    const routes = Object.fromEntries(Array.from({ length: 200 }, (_, index) => [`GET /p${index}/{z}`, entries]));
    expectEndpointError(
      () => endpoint.defaults({ openapi: table(routes) }),
      "ERR_INVALID_OPTION",
      "more than 1000000 entries",
    );
    // Two routes fewer: 995,198 entries, which a table may hold.
    delete routes["GET /p198/{z}"];
    delete routes["GET /p199/{z}"];
    const api = endpoint.defaults({ openapi: table(routes) });
    expect(api("GET /p7/{z}", { z: "x", q3: "a" }).url).toBe("https://a.test/p7/x?q3=a");
  }, 30_000);
});
