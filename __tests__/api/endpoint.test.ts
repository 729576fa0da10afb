import { getUserAgent } from "universal-user-agent";
import { endpoint } from "../../src/index";
import { expectEndpointError } from "../helpers/expect-error";
import { loose } from "../helpers/loose-endpoint.js";
import { version } from "../../package.json";

const USER_AGENT = `rest-endpoint/${version} ${getUserAgent()}`;
const ACCEPT = "application/vnd.github.v3+json";
const JSON_TYPE = "application/json; charset=utf-8";

describe("endpoint(): the reference example", () => {
  test("GET with a path parameter and a leftover query parameter, and nothing else", () => {
    expect(endpoint("GET /orgs/{org}/repos", { org: "octokit", type: "private" })).toStrictEqual({
      method: "GET",
      url: "https://api.github.com/orgs/octokit/repos?type=private",
      headers: { accept: ACCEPT, "user-agent": USER_AGENT },
    });
  });

  test("the user agent is rest-endpoint/<package.json version> followed by the platform", () => {
    expect(endpoint("/").headers["user-agent"]).toMatch(/^rest-endpoint\/\d+\.\d+\.\d+\S* Node\.js\/\d+/);
  });
});

describe("endpoint(): the spec's examples", () => {
  test("POST: leftover parameters become the JSON body, headers are merged and lowercased", () => {
    expect(
      endpoint("POST /repos/{owner}/{repo}/issues", {
        owner: "octocat",
        repo: "hello-world",
        headers: { Authorization: "token 0000000000000000000000000000000000000001" },
        title: "Found a bug",
        body: "I'm having a problem with this.",
        assignees: ["octocat"],
        milestone: 1,
        labels: ["bug"],
      }),
    ).toStrictEqual({
      method: "POST",
      url: "https://api.github.com/repos/octocat/hello-world/issues",
      headers: {
        accept: ACCEPT,
        "user-agent": USER_AGENT,
        authorization: "token 0000000000000000000000000000000000000001",
        "content-type": JSON_TYPE,
      },
      body: {
        title: "Found a bug",
        body: "I'm having a problem with this.",
        assignees: ["octocat"],
        milestone: 1,
        labels: ["bug"],
      },
    });
  });

  test("the options-object form is the same as the route form", () => {
    expect(endpoint({ method: "GET", url: "/orgs/{org}/repos", org: "octokit", type: "private" })).toStrictEqual(
      endpoint("GET /orgs/{org}/repos", { org: "octokit", type: "private" }),
    );
  });

  test("an upload: full URL in the route, {?name,label} in the query, data as the body", () => {
    const data = "Hello, world!\n";
    const result = endpoint(
      "POST https://uploads.github.com/repos/{owner}/{repo}/releases/{release_id}/assets{?name,label}",
      {
        owner: "octocat",
        repo: "hello-world",
        release_id: 1,
        name: "example.txt",
        label: "an example",
        headers: { "content-type": "text/plain", "content-length": 14 },
        data,
      },
    );
    expect(result).toStrictEqual({
      method: "POST",
      url: "https://uploads.github.com/repos/octocat/hello-world/releases/1/assets?name=example.txt&label=an%20example",
      headers: { accept: ACCEPT, "user-agent": USER_AGENT, "content-type": "text/plain", "content-length": 14 },
      body: data,
    });
  });

  test("request is returned exactly as passed (same reference)", () => {
    const request = { timeout: 10, hook: () => undefined };
    expect(endpoint("GET /", { request }).request).toBe(request);
  });

  test("authorization from defaults is passed through unchanged", () => {
    const api = endpoint.defaults({ headers: { authorization: "token <ACCESS_TOKEN>" } });
    expect(api("GET /user").headers.authorization).toBe("token <ACCESS_TOKEN>");
  });
});

describe("methods", () => {
  test.each(["get", "Head", "POST", "put", "pAtCh", "delete", "options"])(
    "%s is known and comes out uppercase",
    (method) => {
      expect(endpoint(`${method} /x`).method).toBe(method.toUpperCase());
      expect(endpoint({ method, url: "/x" }).method).toBe(method.toUpperCase());
    },
  );

  test.each([
    ["GET", "query"],
    ["HEAD", "query"],
    ["OPTIONS", "query"],
    ["POST", "body"],
    ["PUT", "body"],
    ["PATCH", "body"],
    ["DELETE", "body"],
  ])("%s sends leftover parameters in the %s", (method, where) => {
    const result = endpoint(`${method} /items`, { a: "1" });
    if (where === "query") {
      expect(result.url).toBe("https://api.github.com/items?a=1");
      expect(result).not.toHaveProperty("body");
    } else {
      expect(result.url).toBe("https://api.github.com/items");
      expect(result.body).toStrictEqual({ a: "1" });
    }
  });

  test.each(["GTE", "CONNECT", "TRACE", "G ET"])("method %j throws ERR_INVALID_METHOD", (method) => {
    expectEndpointError(
      () => endpoint({ method, url: "/x" }),
      "ERR_INVALID_METHOD",
      JSON.stringify(method),
      `for route "${method} /x"`,
    );
  });

  test("an empty method throws ERR_INVALID_METHOD", () => {
    // @ts-expect-error -- empty method (a compile error too)
    expectEndpointError(() => endpoint({ method: "", url: "/x" }), "ERR_INVALID_METHOD", '""');
  });

  test("a typo in a route string names the route", () => {
    expectEndpointError(
      // @ts-expect-error -- unknown method (a compile error too)
      () => endpoint("GTE /repos/{owner}"),
      "ERR_INVALID_METHOD",
      '"GTE"',
      'for route "GTE /repos/{owner}"',
    );
  });
});

describe("route strings", () => {
  test("are trimmed and split on runs of whitespace", () => {
    expect(endpoint("  post \t /x \n").method).toBe("POST");
    expect(endpoint("  post \t /x \n").url).toBe("https://api.github.com/x");
  });

  test("a URL-only route takes the method from the defaults", () => {
    expect(endpoint("/rate_limit").method).toBe("GET");
    expect(endpoint.defaults({ method: "POST" })("/markdown", { text: "x" }).method).toBe("POST");
  });

  test.each(["", "   ", "GET /a /b", "GET /a extra words"])("route %j throws ERR_INVALID_ROUTE", (route) => {
    expectEndpointError(() => endpoint(route), "ERR_INVALID_ROUTE", JSON.stringify(route));
  });

  test.each(["method", "url"])("%s in the options together with a route string throws ERR_INVALID_OPTION", (key) => {
    expectEndpointError(() => endpoint("GET /x", { [key]: "/y" }), "ERR_INVALID_OPTION", `"${key}"`, '"GET /x"');
  });
});

describe("URL building", () => {
  test.each([
    ["/repos/:owner/:repo", "/repos/o/r"],
    ["/repos/:owner/{repo}/:_x9", "/repos/o/r/z"],
    ["/compare/:owner...:repo", "/compare/o...r"],
  ])(":name placeholders are {name}: %s", (url, path) => {
    expect(endpoint("POST " + url, { owner: "o", repo: "r", _x9: "z" }).url).toBe(`https://api.github.com${path}`);
  });

  test(":name is not a placeholder after the path, inside {...} or in scheme://user:pass@host:port", () => {
    expect(endpoint("GET /search?sort=:owner", { owner: "o" }).url).toBe(
      "https://api.github.com/search?sort=:owner&owner=o",
    );
    expect(endpoint("GET /x/{owner:2}", { owner: "octokit" }).url).toBe("https://api.github.com/x/oc");
    expect(endpoint("GET http://user:pass@localhost:8080/a/:id", { id: 1 }).url).toBe(
      "http://user:pass@localhost:8080/a/1",
    );
  });

  test.each([
    ["https://api.example.com/x", "https://api.example.com/x"],
    ["HTTPS://api.example.com/x", "HTTPS://api.example.com/x"],
    ["http://localhost:3000/x", "http://localhost:3000/x"],
  ])("a full URL %s is used as given, without baseUrl", (url, expected) => {
    expect(endpoint(`GET ${url}`).url).toBe(expected);
  });

  test("a URL that becomes absolute only after expansion is absolute too", () => {
    expect(
      endpoint("POST {+upload_url}{?name}", { upload_url: "https://uploads.github.com/a/b", name: "x y" }).url,
    ).toBe("https://uploads.github.com/a/b?name=x%20y");
  });

  test.each([
    ["https://h.test/api", "/x", "https://h.test/api/x"],
    ["https://h.test/api/", "/x", "https://h.test/api/x"],
    ["https://h.test/api/", "x", "https://h.test/api/x"],
    ["https://h.test/api", "x", "https://h.test/api/x"],
    ["https://h.test", "/", "https://h.test/"],
  ])("baseUrl %s joined with %s gives exactly one slash", (baseUrl, url, expected) => {
    expect(endpoint({ baseUrl, url }).url).toBe(expected);
  });

  test.each([
    ["bigint", 12345678901234567890n, "12345678901234567890"],
    ["number", 42, "42"],
    ["negative number", -1.5, "-1.5"],
    ["boolean", false, "false"],
    ["Date", new Date(Date.UTC(2020, 0, 2, 3, 4, 5)), "2020-01-02T03%3A04%3A05.000Z"],
  ])("a %s path value is normalised before expansion", (_, value, text) => {
    // Booleans and Dates are not path values for the types (string | number | bigint); the runtime expands them.
    expect(loose(endpoint)("GET /items/{id}", { id: value }).url).toBe(`https://api.github.com/items/${text}`);
  });

  test("an empty list or map is undefined, as RFC 6570 says", () => {
    expect(endpoint("GET /a{/list}{?map}", { list: [], map: {} }).url).toBe("https://api.github.com/a");
    // @ts-expect-error -- a list is no path value (a compile error too)
    expectEndpointError(() => endpoint("GET /a/{list}", { list: [] }), "ERR_MISSING_PARAMETER", '"list"');
  });

  test("literal text is kept, characters not allowed in a URI are percent-encoded, a trailing slash stays", () => {
    expect(endpoint("GET /café/{x}/", { x: "v" }).url).toBe("https://api.github.com/caf%C3%A9/v/");
    expect(endpoint("GET /a%20b/{x}", { x: "v" }).url).toBe("https://api.github.com/a%20b/v");
  });

  test.each([
    ["/repos/{owner}/{repo}", "repo"],
    ["/users/:username", "username"],
    ["/compare/{base}...{head}", "head"],
    ["/contents/{+path}", "path"],
    ["/a/{x,y}/b", "y"],
    ["/{a}", "a"],
    ["{a}/b", "a"],
  ])("in %s, %s is required", (url, missing) => {
    const params = { owner: "o", base: "b", x: "x", a: undefined };
    expectEndpointError(() => endpoint({ url, ...params }), "ERR_MISSING_PARAMETER", `"${missing}"`, `"GET ${url}"`);
  });

  test("the exact message for a missing parameter", () => {
    expectEndpointError(
      // @ts-expect-error -- repo is missing (a compile error too)
      () => endpoint("GET /repos/{owner}/{repo}", { owner: "octokit" }),
      "ERR_MISSING_PARAMETER",
      'Missing parameter "repo" for route "GET /repos/{owner}/{repo}"',
    );
  });

  test("null is missing too; an empty string is a value", () => {
    // @ts-expect-error -- null is a missing value (a compile error too)
    expectEndpointError(() => endpoint("GET /users/{user}", { user: null }), "ERR_MISSING_PARAMETER", '"user"');
    expect(endpoint("GET /users/v{user}/x", { user: "" }).url).toBe("https://api.github.com/users/v/x");
  });

  test.each([
    ["/a{/b}", "/a"],
    ["/a{?b,c}", "/a"],
    ["/a{&b}", "/a"],
    ["/a{.b}", "/a"],
    ["/a{;b}", "/a"],
    ["/a{#b}", "/a"],
    ["/a/O{b}X", "/a/OX"],
  ])("%s: an undefined variable drops out (RFC 6570)", (url, path) => {
    expect(endpoint({ url }).url).toBe(`https://api.github.com${path}`);
  });

  test("a malformed template names the template and the position", () => {
    expectEndpointError(() => endpoint("GET /repos/{owner"), "ERR_INVALID_TEMPLATE", '"/repos/{owner"', "position 7");
  });

  test("a prefix on a map fails for its value", () => {
    // @ts-expect-error -- a map is no path value (a compile error too)
    expectEndpointError(() => endpoint("POST /x/{keys:1}", { keys: { a: "b" } }), "ERR_INVALID_PARAMETER", '"keys"');
  });

  test.each(["owner:branch", "a@b", "100%", "a b", "a/b", "ü"])(
    "%j in a {name} segment is encoded, never rejected",
    (value) => {
      const { url } = endpoint("GET /refs/{ref}", { ref: value });
      expect(decodeURIComponent(url.slice("https://api.github.com/refs/".length))).toBe(value);
    },
  );

  test.each([
    ["{name}", "/x/{name}", ".."],
    ["{+name}", "/x/{+name}", "../../admin"],
    ["{/name}", "/x{/name}", "."],
    ["%2e form", "/x/{+name}", "%2e%2E"],
  ])("a dot segment made by a value through %s throws ERR_UNSAFE_PARAMETER", (_, url, name) => {
    expectEndpointError(() => endpoint({ url, name }), "ERR_UNSAFE_PARAMETER", url);
  });

  test("a dot segment written in the template is kept", () => {
    expect(endpoint("GET /a/../b/{x}", { x: "y" }).url).toBe("https://api.github.com/a/../b/y");
  });

  test("a pct-encoded variable name is written as it is, also for a list in a query expression", () => {
    expect(endpoint("POST /x{?Stra%C3%9Fe}", { "Stra%C3%9Fe": ["a", "b"] }).url).toBe(
      "https://api.github.com/x?Stra%C3%9Fe=a,b",
    );
  });

  test("known limitation: a name that is not UTF-8 once decoded (%C3 alone) in {?...} is encoded twice, as url-template writes names", () => {
    expect(endpoint("POST /x{?%C3}", { "%C3": ["a"] }).url).toBe("https://api.github.com/x?%25C3=a");
    expect(endpoint("POST /x{?%C3}", { "%C3": "a" }).url).toBe("https://api.github.com/x?%25C3=a");
  });

  test("a lone surrogate throws ERR_INVALID_PARAMETER, not URIError", () => {
    expectEndpointError(() => endpoint("GET /x/{v}", { v: "\uD800" }), "ERR_INVALID_PARAMETER", '"v"');
    expectEndpointError(() => endpoint("GET /x", { v: "a\uDC00" }), "ERR_INVALID_PARAMETER", '"v"');
  });
});

describe("leftover parameters in the query string", () => {
  const query = (params: Record<string, unknown>, url = "/q") =>
    endpoint({ url, ...params }).url.slice(`https://api.github.com${url}`.length);

  test.each([
    ["string", { a: "x y/z" }, "?a=x%20y%2Fz"],
    ["number", { a: 1.5 }, "?a=1.5"],
    ["boolean", { a: true }, "?a=true"],
    ["bigint", { a: 2n ** 70n }, "?a=1180591620717411303424"],
    ["Date", { a: new Date(0) }, "?a=1970-01-01T00%3A00%3A00.000Z"],
    ["array", { a: ["x,y", "z w"] }, "?a=x%2Cy,z%20w"],
    ["empty array", { a: [] }, ""],
    ["array under name[]", { "fields[]": [1, "b"] }, "?fields%5B%5D=1&fields%5B%5D=b"],
    ["undefined", { a: undefined }, ""],
    ["null", { a: null }, ""],
    ["null and undefined array members", { a: [null, "x", undefined] }, "?a=x"],
    ["reserved and unicode characters", { "a!": "!'()*~ü" }, "?a%21=%21%27%28%29%2A~%C3%BC"],
    ["several, in key order", { b: 1, a: 2 }, "?b=1&a=2"],
  ])("%s", (_, params, expected) => {
    expect(query(params)).toBe(expected);
  });

  test.each([
    ["an object", { a: {} }],
    ["a Map", { a: new Map() }],
    ["a function", { a: () => 1 }],
    ["a symbol", { a: Symbol("s") }],
    ["an object in an array", { a: [{}] }],
    ["NaN", { a: NaN }],
    ["an invalid Date", { a: new Date("nope") }],
  ])("%s throws ERR_INVALID_PARAMETER naming the parameter", (_, params) => {
    expectEndpointError(() => endpoint("GET /q", params), "ERR_INVALID_PARAMETER", '"a"', '"GET /q"');
  });

  test("q keeps a literal + as its term separator; an explicit {?q} encodes it", () => {
    expect(endpoint("GET /search/issues", { q: "repo:o/r+is:open" }).url).toBe(
      "https://api.github.com/search/issues?q=repo%3Ao%2Fr+is%3Aopen",
    );
    expect(endpoint("GET /search/issues{?q}", { q: "a+b" }).url).toBe("https://api.github.com/search/issues?q=a%2Bb");
  });

  test("a key used by a placeholder is never also sent", () => {
    expect(endpoint("GET /users/{user}{?page}", { user: "u", page: 2, per_page: 3 }).url).toBe(
      "https://api.github.com/users/u?page=2&per_page=3",
    );
  });

  test("appends with & when the URL already has a query, and before a fragment", () => {
    expect(endpoint("GET /a?x=1", { y: 2 }).url).toBe("https://api.github.com/a?x=1&y=2");
    expect(endpoint("GET /a?", { y: 2 }).url).toBe("https://api.github.com/a?y=2");
    expect(endpoint("GET /a{#frag}", { frag: "f", y: 2 }).url).toBe("https://api.github.com/a?y=2#f");
  });
});

describe("body", () => {
  test("data is the body as given (same reference), other leftovers are not sent in it", () => {
    const data = { raw: true };
    const result = endpoint("POST /markdown/raw", { data, text: "ignored" });
    expect(result.body).toBe(data);
    expect(result.url).toBe("https://api.github.com/markdown/raw");
  });

  test("data: null is a body too", () => {
    const result = endpoint("PATCH /x", { data: null });
    expect(result.body).toBeNull();
    expect(result.headers["content-type"]).toBe(JSON_TYPE);
  });

  test.each(["GET", "HEAD", "OPTIONS"])("data on %s throws ERR_BODY_NOT_ALLOWED", (method) => {
    expectEndpointError(
      () => endpoint(`${method} /x`, { data: "x" }),
      "ERR_BODY_NOT_ALLOWED",
      method,
      `"${method} /x"`,
    );
  });

  test("leftovers become a new object: nested values by reference, undefined left out, null kept", () => {
    const nested = { deep: [1] };
    const params = { a: nested, b: undefined, c: null };
    const result = endpoint("POST /x", params);
    expect(result.body).toStrictEqual({ a: nested, c: null });
    expect((result.body as { a: unknown }).a).toBe(nested);
    expect(result.body).not.toBe(params);
  });

  test("a content type is added only when there is a body and the caller set none", () => {
    expect(endpoint("POST /x", { a: 1 }).headers["content-type"]).toBe(JSON_TYPE);
    expect(endpoint("POST /x", { a: 1, headers: { "Content-Type": "text/plain" } }).headers).toMatchObject({
      "content-type": "text/plain",
    });
    expect(endpoint("POST /x").headers).not.toHaveProperty("content-type");
    expect(endpoint("DELETE /x").headers).not.toHaveProperty("content-type");
  });

  test.each([
    ["FormData", new FormData()],
    ["URLSearchParams", new URLSearchParams("a=1")],
    ["Blob", new Blob(["x"])],
    ["Uint8Array", new Uint8Array([1])],
  ])("data that is a %s (a class instance the client types itself) gets no JSON content type", (_, data) => {
    const result = endpoint("POST /upload", { data });
    expect(result.body).toBe(data);
    expect(result.headers).not.toHaveProperty("content-type");
  });

  test.each([
    ["a string", "text"],
    ["an array", [1]],
    ["null", null],
    ["a number", 1],
  ])("data that is %s gets the JSON content type", (_, data) => {
    expect(endpoint("POST /x", { data }).headers["content-type"]).toBe(JSON_TYPE);
  });

  test.each(["PUT", "PATCH"])("%s with no body gets an empty string body and no content type", (method) => {
    const result = endpoint(`${method} /user/starred/{owner}/{repo}`, { owner: "o", repo: "r" });
    expect(result.body).toBe("");
    expect(result.headers).not.toHaveProperty("content-type");
  });

  test("POST and DELETE with no body have no body key", () => {
    expect(endpoint("POST /x")).not.toHaveProperty("body");
    expect(endpoint("DELETE /x", { y: undefined })).not.toHaveProperty("body");
  });

  test("no content-length header is ever added", () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      expect(endpoint(`${method} /x`, { a: 1 }).headers).not.toHaveProperty("content-length");
    }
  });
});

describe("headers", () => {
  test("names are lowercased; the caller wins over the defaults", () => {
    const api = endpoint.defaults({ headers: { "X-Foo": "default", Accept: "text/html" } });
    expect(api("GET /", { headers: { "x-FOO": "call" } }).headers).toStrictEqual({
      accept: "text/html",
      "user-agent": USER_AGENT,
      "x-foo": "call",
    });
  });

  test("null or undefined removes a header, including one from the defaults", () => {
    const api = endpoint.defaults({ headers: { authorization: "token a" } });
    expect(api("GET /", { headers: { Authorization: null, "user-agent": undefined } }).headers).toStrictEqual({
      accept: ACCEPT,
    });
  });

  test("a number stays a number", () => {
    expect(endpoint("GET /", { headers: { "x-count": 14 } }).headers["x-count"]).toBe(14);
  });

  test.each([
    ["CR", { "x-a": "a\rb" }],
    ["LF", { "x-a": "a\nSet-Cookie: x" }],
    ["NUL", { "x-a": "a\0" }],
    ["a boolean", { "x-a": true }],
    ["an object", { "x-a": {} }],
    ["NaN", { "x-a": NaN }],
    ["Infinity", { "x-a": Infinity }],
  ])("a value with %s throws ERR_INVALID_HEADER", (_, headers) => {
    expectEndpointError(() => loose(endpoint)("GET /h", { headers }), "ERR_INVALID_HEADER", '"x-a"', '"GET /h"');
  });

  test.each(["x a", "x:a", "", "é", "a\r\nb", "(x)"])(
    "name %j is not a token and throws ERR_INVALID_HEADER",
    (name) => {
      expectEndpointError(
        () => endpoint("GET /h", { headers: { [name]: "v" } }),
        "ERR_INVALID_HEADER",
        JSON.stringify(name),
      );
    },
  );
});

describe("mediaType", () => {
  test("format turns every vendor entry of accept into that format", () => {
    expect(endpoint("GET /x", { mediaType: { format: "raw" } }).headers.accept).toBe("application/vnd.github.v3.raw");
    expect(
      endpoint("GET /x", {
        headers: { accept: "application/vnd.github.v3+json, application/json, application/vnd.github+json" },
        mediaType: { format: "diff" },
      }).headers.accept,
    ).toBe("application/vnd.github.v3.diff,application/json,application/vnd.github.diff");
  });

  test.each(["raw", "diff", "text+json", "html+json", "v3.sha"])("format %s is accepted", (format) => {
    expect(endpoint("GET /x", { mediaType: { format } }).headers.accept).toBe(`application/vnd.github.v3.${format}`);
  });

  test("previews replace accept; with a format they take the format", () => {
    expect(endpoint("GET /x", { mediaType: { previews: ["mercy", "symmetra"] } }).headers.accept).toBe(
      "application/vnd.github.mercy-preview+json,application/vnd.github.symmetra-preview+json",
    );
    expect(endpoint("GET /x", { mediaType: { format: "raw", previews: ["mercy"] } }).headers.accept).toBe(
      "application/vnd.github.mercy-preview.raw",
    );
  });

  test("previews already in accept are kept first; a -preview suffix is not doubled", () => {
    expect(
      endpoint("GET /x", {
        headers: { accept: "application/vnd.github.scarlet-witch-preview+json" },
        mediaType: { previews: ["mercy-preview", "scarlet-witch"] },
      }).headers.accept,
    ).toBe("application/vnd.github.scarlet-witch-preview+json,application/vnd.github.mercy-preview+json");
  });

  test("applies to every URL, not only /graphql", () => {
    expect(endpoint("POST /graphql", { mediaType: { previews: ["a"] } }).headers.accept).toBe(
      endpoint("GET /repos", { mediaType: { previews: ["a"] } }).headers.accept,
    );
  });

  test("the vendor is read from accept, so other APIs' previews work", () => {
    const api = endpoint.defaults({
      baseUrl: "https://api.example.com",
      headers: { accept: "application/vnd.example.v2+json" },
    });
    expect(api("GET /x", { mediaType: { previews: ["beta"] } }).headers.accept).toBe(
      "application/vnd.example.beta-preview+json",
    );
    expect(api("GET /x", { mediaType: { format: "raw" } }).headers.accept).toBe("application/vnd.example.v2.raw");
    expect(
      endpoint("GET /x", { headers: { accept: "application/json" }, mediaType: { previews: ["p"] } }).headers.accept,
    ).toBe("application/vnd.github.p-preview+json");
  });

  test("application/octet-stream and an absent accept header are left alone", () => {
    const mediaType = { format: "raw", previews: ["mercy"] };
    expect(endpoint("GET /x", { headers: { accept: "application/octet-stream" }, mediaType }).headers.accept).toBe(
      "application/octet-stream",
    );
    expect(endpoint("GET /x", { headers: { accept: null }, mediaType }).headers).not.toHaveProperty("accept");
  });

  test("each call gets the accept of its own mediaType, in any order (the last result is reused only for the same input)", () => {
    const v3 = "application/vnd.github.v3+json";
    const v2 = "application/vnd.github.v2+json";
    const calls: Array<[string, { format?: string; previews?: string[] }, string]> = [
      [v3, { format: "diff" }, "application/vnd.github.v3.diff"],
      [v3, { format: "diff" }, "application/vnd.github.v3.diff"],
      [v3, { format: "raw" }, "application/vnd.github.v3.raw"],
      [v2, { format: "raw" }, "application/vnd.github.v2.raw"],
      [v2, { format: "raw", previews: ["a"] }, "application/vnd.github.a-preview.raw"],
      [
        v2,
        { format: "raw", previews: ["a", "b"] },
        "application/vnd.github.a-preview.raw,application/vnd.github.b-preview.raw",
      ],
      [v2, { previews: ["a", "b"] }, "application/vnd.github.a-preview+json,application/vnd.github.b-preview+json"],
      [v2, {}, v2],
      [v3, { format: "diff" }, "application/vnd.github.v3.diff"],
    ];
    for (const [accept, mediaType, expected] of calls) {
      expect(endpoint("GET /x", { headers: { accept }, mediaType }).headers.accept).toBe(expected);
    }
  });

  test("a mediaType key set to undefined is not given, whatever its name", () => {
    const mediaType = { format: "raw", previews: undefined, preview: undefined };
    expect(endpoint("GET /x", { mediaType }).headers.accept).toBe("application/vnd.github.v3.raw");
  });

  test("an entry with parameters is not rewritten", () => {
    const accept = "application/vnd.github.v3+json; q=0.9";
    expect(endpoint("GET /x", { headers: { accept }, mediaType: { format: "raw" } }).headers.accept).toBe(accept);
  });

  test("previews from the defaults and the call are merged, defaults first", () => {
    const api = endpoint.defaults({ mediaType: { previews: ["mercy"] } });
    expect(api("GET /x", { mediaType: { previews: ["symmetra", "mercy-preview"] } }).headers.accept).toBe(
      "application/vnd.github.mercy-preview+json,application/vnd.github.symmetra-preview+json",
    );
  });

  test.each([
    [{ format: "raw json" }, "mediaType.format"],
    [{ format: "raw\n" }, "mediaType.format"],
    [{ format: 1 }, "mediaType.format"],
    [{ previews: "mercy" }, "mediaType.previews"],
    [{ previews: [""] }, "mediaType.previews"],
    [{ previews: ["a b"] }, "mediaType.previews"],
    [{ previews: ["-preview"] }, "mediaType.previews"],
    [{ previews: [1] }, "mediaType.previews"],
    [{ preview: ["mercy"] }, "mediaType.preview"],
  ])("%j throws ERR_INVALID_OPTION naming %s", (mediaType, name) => {
    expectEndpointError(
      () => endpoint("GET /m", { mediaType } as never),
      "ERR_INVALID_OPTION",
      `"${name}"`,
      '"GET /m"',
    );
  });
});
