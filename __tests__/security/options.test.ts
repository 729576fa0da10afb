// Hostile input in options, headers and toFetchArgs: header injection, a
// baseUrl that parsers read differently, Unicode case tricks in methods, and
// near-miss option names that would silently send a token or a host somewhere
// else. Each table row is one attack or mistake. (Prototypes and a JSON
// "__proto__" key: prototype.test.ts beside this file.)
import { endpoint, toFetchArgs } from "../../src/index";
import type { EndpointErrorCode, RequestOptions } from "../../src/index";
import { expectEndpointError } from "../helpers/expect-error";
import { loose } from "../helpers/loose-endpoint";

// Wrong on purpose: the route and option types reject most of these calls.
const api = loose(endpoint);
const BASE = "https://api.github.com";

describe("the endpoint function's own properties are read-only", () => {
  const derived = endpoint.defaults({ baseUrl: "https://h.test" });

  test.each([
    ["endpoint", endpoint],
    ["a derived endpoint", derived],
  ])("%s: DEFAULTS, defaults, merge and parse cannot be replaced or deleted", (_, target) => {
    for (const name of ["DEFAULTS", "defaults", "merge", "parse"] as const) {
      const before: unknown = Reflect.get(target, name);
      const descriptor = Object.getOwnPropertyDescriptor(target, name);
      expect(descriptor).toMatchObject({ writable: false, configurable: false });
      expect(Reflect.set(target, name, () => "replaced")).toBe(false);
      expect(Reflect.deleteProperty(target, name)).toBe(false);
      expect(() => Object.defineProperty(target, name, { value: 1 })).toThrow(TypeError);
      // Test files are strict code: the assignment itself throws the engine's TypeError.
      expect(() => {
        (target as unknown as Record<string, unknown>)[name] = 1;
      }).toThrow(TypeError);
      expect(Reflect.get(target, name)).toBe(before);
    }
    expect(target("GET /x").url).toBe(`${target.DEFAULTS.baseUrl}/x`);
  });
});

describe("header names are RFC 9110 tokens, values RFC 9110 field-values", () => {
  test.each<[string, unknown]>([
    ["CR LF", "a\r\nx-evil: 1"],
    ["DEL", "a\u007f"],
    ["a C0 control", "a\u0001"],
    ["a vertical tab", "a\u000b"],
    ["U+010A (whose low byte is LF)", "a\u010a"],
    ["U+0100", "\u0100"],
    ["U+2028", "a\u2028b"],
    ["an emoji", "😀"],
    ["a lone surrogate", "\ud800"],
    ["a boolean", true],
    ["a bigint", 1n],
    ["NaN", Number.NaN],
    ["-Infinity", Number.NEGATIVE_INFINITY],
    ["an object", {}],
    ["a null-prototype object", Object.create(null)],
    ["an array", ["a"]],
    ["a Date", new Date(0)],
    ["a function", () => "a"],
  ])("a value with %s throws ERR_INVALID_HEADER, per call and in defaults", (_, value) => {
    expectEndpointError(
      () => api("GET /h", { headers: { "X-A": value } }),
      "ERR_INVALID_HEADER",
      '"X-A"',
      'route "GET /h"',
    );
    expectEndpointError(() => api.defaults({ headers: { "X-A": value } }), "ERR_INVALID_HEADER", '"X-A"');
    expectEndpointError(
      () => api.parse({ ...api.merge("GET /h"), headers: { "x-a": value } }),
      "ERR_INVALID_HEADER",
      '"x-a"',
      'route "GET /h"',
    );
  });

  test.each<[string, string | number]>([
    ["tab and space inside", "a\tb c"],
    ["every visible ASCII character", Array.from({ length: 94 }, (_, k) => String.fromCharCode(0x21 + k)).join("")],
    ["bytes 0x80-0xFF (obs-text)", "caf\u00e9 \u0080\u00ff"],
    ["an empty string", ""],
    ["a number (kept as a number)", 14],
    ["a negative fraction", -1.5],
  ])("a value with %s is accepted as given", (_, value) => {
    expect(api("GET /h", { headers: { "x-a": value } }).headers["x-a"]).toBe(value);
  });

  test.each(["x y", "x:y", "", "é", "x\u2028", "a\r\nb", "(x)", "x/y", "x\u0000", "x\u212a"])(
    "name %j throws ERR_INVALID_HEADER",
    (name) => {
      expectEndpointError(
        () => api("GET /h", { headers: { [name]: "v" } }),
        "ERR_INVALID_HEADER",
        // U+2028 escaped too: a message is one log line.
        JSON.stringify(name).replace(/\u2028/g, "\\u2028"),
        'route "GET /h"',
      );
    },
  );
});

describe("toFetchArgs validates what it forwards", () => {
  const result = (changes: object): RequestOptions => ({
    method: "POST",
    url: `${BASE}/x`,
    headers: { "content-type": "application/json" },
    ...changes,
  });

  test.each<[string, object, EndpointErrorCode, string[]]>([
    [
      "a header-injecting method",
      { method: "get\r\nX: y" },
      "ERR_INVALID_METHOD",
      ['"get\\r\\nX: y"', `route "get\\r\\nX: y ${BASE}/x"`],
    ],
    [
      "a method fetch refuses",
      { method: "TRACE" },
      "ERR_INVALID_METHOD",
      ['"TRACE"', "other than CONNECT, TRACE or TRACK"],
    ],
    ["a method that is no token", { method: "GET /x" }, "ERR_INVALID_METHOD", ['"GET /x"']],
    ["a Unicode look-alike method", { method: "poſt" }, "ERR_INVALID_METHOD", ['"poſt"']],
    [
      "a header value with CR LF",
      { headers: { "x-a": "1\r\nx-b: 2" } },
      "ERR_INVALID_HEADER",
      ['"x-a"', "a line break (U+000D) at position 1", `route "POST ${BASE}/x"`],
    ],
    ["a header value with U+2028", { headers: { "x-a": "\u2028" } }, "ERR_INVALID_HEADER", ['"x-a"']],
    [
      "a header value that is an object",
      { headers: { "x-a": { toString: () => "v" } } },
      "ERR_INVALID_HEADER",
      ['"x-a"', "an object"],
    ],
    [
      "a header value that is a null-prototype object",
      { headers: { "x-a": Object.create(null) as object } },
      "ERR_INVALID_HEADER",
      ['"x-a"', "an object"],
    ],
    [
      "a header value that is a symbol",
      { headers: { "x-a": Symbol("s") } },
      "ERR_INVALID_HEADER",
      ['"x-a"', "a symbol"],
    ],
    ["a header name that is not a token", { headers: { "x a": "1" } }, "ERR_INVALID_HEADER", ['"x a"']],
    ["a body nested 10,000 levels deep", { body: nest(10_000) }, "ERR_INVALID_OPTION", ['"body"', "too deep"]],
    [
      "a body array nested 10,000 levels deep",
      { body: [nestArray(10_000)] },
      "ERR_INVALID_OPTION",
      ['"body"', "too deep"],
    ],
    ["a circular body", { body: circular() }, "ERR_INVALID_OPTION", ['"body"', "circular"]],
    [
      "a body whose toJSON throws",
      {
        body: {
          a: {
            toJSON: () => {
              throw new Error("boom");
            },
          },
        },
      },
      "ERR_INVALID_OPTION",
      ['"body"', 'toJSON threw: "boom"'],
    ],
    [
      "a body whose toJSON throws a non-error",
      {
        body: [
          {
            toJSON: () => {
              // eslint-disable-next-line @typescript-eslint/only-throw-error -- throwing a non-Error is the case tested
              throw 42;
            },
          },
        ],
      },
      "ERR_INVALID_OPTION",
      ['"body"', "toJSON threw: 42"],
    ],
  ])("%s throws %s", (_, changes, code, fragments) => {
    expectEndpointError(() => toFetchArgs(result(changes)), code, ...fragments);
  });

  test("a lowercase method is sent in its canonical form; null header values are dropped like parse() drops them", () => {
    const [, init] = toFetchArgs({ method: "patch", url: `${BASE}/x`, headers: { "X-A": 1, "x-gone": null } } as never);
    expect(init).toStrictEqual({ method: "PATCH", headers: { "x-a": "1" } });
  });

  test("a body nested deep but within reason is written as JSON", () => {
    expect(toFetchArgs(result({ body: nest(200) }))[1].body).toBe(JSON.stringify(nest(200)));
  });

  test("toJSON returning the holder's own ancestor is circular, not a bare TypeError", () => {
    const parent: { child?: unknown } = {};
    parent.child = { toJSON: () => parent };
    expectEndpointError(() => toFetchArgs(result({ body: parent })), "ERR_INVALID_OPTION", "circular");
  });
});

function nest(depth: number): object {
  let value: object = {};
  for (let k = 0; k < depth; k++) value = { d: value };
  return value;
}

function nestArray(depth: number): unknown[] {
  let value: unknown[] = [];
  for (let k = 0; k < depth; k++) value = [value];
  return value;
}

function circular(): object {
  const value: { self?: object } = {};
  value.self = { list: [value] };
  return value;
}

describe("baseUrl: what the WHATWG URL parser reads must be what is written", () => {
  test.each<[string, string, string]>([
    ["an invalid port", "https://a.com:99999", "not a valid URL"],
    ["an unclosed IPv6 host", "https://[::1", "not a valid URL"],
    ["a backslash (WHATWG reads host evil.com)", "https://evil.com\\.api.github.com", "backslash"],
    ["a backslash in the path", "https://h.test/api\\v3", "backslash"],
    ["user and password", "https://user:pw@h.test", "user name or password"],
    ["an empty userinfo", "https://@h.test", 'reads the host as "h.test"'],
    ["a third slash (WHATWG skips it)", "http:///h.test", 'reads the host as "h.test"'],
    ["a percent-encoded dot in the host", "https://evil%2ecom", 'reads the host as "evil.com"'],
    ["a fullwidth letter in the host", "https://\uff45vil.com", 'reads the host as "evil.com"'],
    ["an ideographic full stop in the host", "https://evil\u3002com", 'reads the host as "evil.com"'],
    ["a shortened IPv4 address", "https://127.1", 'reads the host as "127.0.0.1"'],
    ["an IDN host (write it as punycode)", "https://b\u00fccher.example", 'reads the host as "xn--bcher-kva.example"'],
    ["a non-canonical IPv6 address", "https://[0:0::1]/", 'reads the host as "[::1]"'],
    ["a port with a leading zero", "https://h.test:0443", 'reads the host as "h.test"'],
    ["an empty port", "https://h.test:/", 'reads the host as "h.test"'],
    ["an empty query", "https://h.test/?", "query or fragment"],
    ["an empty fragment", "https://h.test#", "query or fragment"],
    ["a tab in the host (WHATWG removes it)", "https://h.te\tst", "expected an absolute http(s) URL"],
    ["a scheme without slashes (WHATWG adds them)", "https:h.test", "expected an absolute http(s) URL"],
    ["no host", "https://", "not a valid URL"],
    ["a file URL", "file:///etc/passwd", "expected an absolute http(s) URL"],
  ])("%s is rejected, naming the option and the route", (_, baseUrl, detail) => {
    expectEndpointError(
      () => api("GET /x", { baseUrl }),
      "ERR_INVALID_OPTION",
      'option "baseUrl"',
      'route "GET /x"',
      JSON.stringify(baseUrl),
      detail,
    );
    expectEndpointError(() => api.defaults({ baseUrl }), "ERR_INVALID_OPTION", 'option "baseUrl"', detail);
    expectEndpointError(
      () => api.parse({ ...api.merge("GET /x"), baseUrl }),
      "ERR_INVALID_OPTION",
      'option "baseUrl"',
      'route "GET /x"',
      detail,
    );
  });

  test.each<[string, string]>([
    ["https://h.test", "https://h.test/x"],
    ["HTTPS://H.Test/API/", "HTTPS://H.Test/API/x"],
    ["http://localhost:8080/api/v3", "http://localhost:8080/api/v3/x"],
    ["https://h.test:443/api", "https://h.test:443/api/x"],
    ["http://h.test:80", "http://h.test:80/x"],
    ["https://[::1]:8443", "https://[::1]:8443/x"],
    ["https://127.0.0.1", "https://127.0.0.1/x"],
    ["https://xn--bcher-kva.example/v1", "https://xn--bcher-kva.example/v1/x"],
    ["https://h.test/a%20b", "https://h.test/a%20b/x"],
  ])("%s is accepted and used as written", (baseUrl, url) => {
    expect(api("GET /x", { baseUrl }).url).toBe(url);
  });
});

describe("methods match ASCII case-insensitively only", () => {
  // Unicode case mapping uppercases "ſ" (long s) to "S" and "ı" (dotless i) to "I".
  test.each(["poſt", "optıons", "PoſT", "ＧＥＴ", "get\u0000", "ᴳᴱᵀ"])(
    "%j throws ERR_INVALID_METHOD everywhere a method is read",
    (method) => {
      const quoted = JSON.stringify(method);
      expectEndpointError(() => api(`${method} /x`), "ERR_INVALID_METHOD", quoted);
      expectEndpointError(() => api({ method, url: "/x" }), "ERR_INVALID_METHOD", quoted);
      expectEndpointError(() => api.defaults({ method }), "ERR_INVALID_METHOD", quoted);
      expectEndpointError(() => api.parse({ ...api.merge("GET /x"), method }), "ERR_INVALID_METHOD", quoted);
      expectEndpointError(() => toFetchArgs({ method, url: `${BASE}/x`, headers: {} }), "ERR_INVALID_METHOD", quoted);
    },
  );

  test.each(["get", "Get", "gEt", "post", "Patch", "dElEtE", "options", "HEAD"])(
    "%s is accepted and sent uppercase",
    (method) => {
      expect(api(`${method} /x`).method).toBe(method.toUpperCase());
      expect(api({ method, url: "/x" }).method).toBe(method.toUpperCase());
    },
  );
});

describe("a near-miss option name throws instead of becoming a parameter", () => {
  test.each<[string, string]>([
    ["baseURL", "baseUrl"],
    ["base_url", "baseUrl"],
    ["BASE-URL", "baseUrl"],
    ["baseurl", "baseUrl"],
    ["Headers", "headers"],
    ["HEADERS", "headers"],
    ["mediatype", "mediaType"],
    ["media_type", "mediaType"],
    ["Data", "data"],
    ["_data", "data"],
    ["URL", "url"],
    ["Url", "url"],
    ["Method", "method"],
    ["Request", "request"],
  ])("%s: did you mean %s?", (key, option) => {
    const hint = `did you mean "${option}"?`;
    const value = "https://evil.test";
    expectEndpointError(
      () => api("POST /x", { [key]: value }),
      "ERR_INVALID_OPTION",
      JSON.stringify(key),
      'route "POST /x"',
      hint,
    );
    expectEndpointError(() => api({ url: "/x", [key]: value }), "ERR_INVALID_OPTION", JSON.stringify(key), hint);
    expectEndpointError(
      () => api.merge("GET /x", { [key]: undefined }),
      "ERR_INVALID_OPTION",
      JSON.stringify(key),
      hint,
    );
    expectEndpointError(() => api.defaults({ [key]: value }), "ERR_INVALID_OPTION", JSON.stringify(key), hint);
  });

  test.each([
    "base",
    "urls",
    "header",
    "datum",
    "method_id",
    "request_id",
    "user_url",
    "d-a-t-a-x",
    "ｄata",
    "baſeUrl",
  ])("%s is an ordinary parameter", (key) => {
    expect(api("POST /x", { [key]: 1 }).body).toStrictEqual({ [key]: 1 });
  });
});

describe("a method and a URL passed as two arguments", () => {
  test.each<[string, string, string]>([
    ["get", "/user", 'endpoint("GET /user")'],
    ["POST", "/repos/{owner}/{repo}/issues", 'endpoint("POST /repos/{owner}/{repo}/issues")'],
    [" patch ", " /x ", 'endpoint("PATCH /x")'],
  ])("endpoint(%j, %j) throws ERR_INVALID_ROUTE showing the one-string form", (method, url, hint) => {
    expectEndpointError(() => api(method, url), "ERR_INVALID_ROUTE", JSON.stringify(method), `did you mean ${hint}?`);
    expectEndpointError(() => api.merge(method, url), "ERR_INVALID_ROUTE", `did you mean ${hint}?`);
  });

  test("a string after a full route is still a bad options argument", () => {
    expectEndpointError(() => api("GET /x", "/y"), "ERR_INVALID_OPTION", 'option "options"', 'route "GET /x"');
  });
});

describe("the caller's own getters and Proxies throw their own errors", () => {
  const mine = new Error("the caller's own error");
  const throwing = () => {
    throw mine;
  };

  test.each<[string, () => unknown]>([
    ["an options getter", () => api("GET /x", Object.defineProperty({}, "page", { get: throwing, enumerable: true }))],
    [
      "a header getter",
      () => api("GET /x", { headers: Object.defineProperty({}, "x-a", { get: throwing, enumerable: true }) }),
    ],
    [
      "a defaults getter",
      () => api.defaults(Object.defineProperty({}, "baseUrl", { get: throwing, enumerable: true })),
    ],
    ["a Proxy's ownKeys trap", () => api("GET /x", new Proxy({}, { ownKeys: throwing }))],
    ["a Proxy for headers", () => api("GET /x", { headers: new Proxy({ a: "1" }, { get: throwing }) })],
    [
      "a getter in a result given to toFetchArgs",
      () =>
        toFetchArgs(
          Object.defineProperty({ url: "/x", headers: {} }, "method", { get: throwing, enumerable: true }) as never,
        ),
    ],
    [
      "a getter in a body given to toFetchArgs",
      () =>
        toFetchArgs({
          method: "POST",
          url: `${BASE}/x`,
          headers: { "content-type": "application/json" },
          body: Object.defineProperty({}, "a", { get: throwing, enumerable: true }),
        }),
    ],
  ])("%s", (_, run) => {
    expect(run).toThrow(mine);
  });
});

describe("defaults too deep or circular", () => {
  test.each<[string, () => object]>([
    ["nested over 100 levels", () => ({ filter: nest(101) })],
    ["circular", () => circular()],
    ["circular under request", () => ({ request: circular() })],
  ])("%s throws ERR_INVALID_OPTION", (_, make) => {
    expectEndpointError(() => api.defaults(make()), "ERR_INVALID_OPTION", "nested over 100 levels deep, or circular");
  });
});
