// OpenAPI 3.2's request-side additions, each against the specification's own
// examples (versions/3.2.0.md of OAI/OpenAPI-Specification; the section is
// named in each test).
import { compileRouteTable, endpoint, toFetchArgs } from "../../src/openapi";
import { expectEndpointError } from "../helpers/expect-error";

type Loose = (
  route: string,
  options?: object,
) => { method: string; url: string; headers: { [name: string]: unknown }; body?: unknown };
const info = { title: "t", version: "1" };
const server = [{ url: "https://example.com" }];

function described(paths: object, extra: object = {}): Loose {
  return endpoint.defaults({
    openapi: { openapi: "3.2.0", info, servers: server, paths, ...extra },
  }) as unknown as Loose;
}
const withParameter = (parameter: object, method = "get") =>
  described({ "/foo": { [method]: { parameters: [parameter] } } });

describe("in: querystring (Parameter Object Examples, Encoding the x-www-form-urlencoded Media Type)", () => {
  test("form-urlencoded: spaces as +, no further encoding (the spacesAndPluses example)", () => {
    const api = withParameter({
      in: "querystring",
      name: "q",
      content: {
        "application/x-www-form-urlencoded": {
          schema: { type: "object", properties: { foo: { type: "string" }, bar: { type: "boolean" } } },
        },
      },
    });
    expect(api("GET /foo", { q: { foo: "a + b", bar: true } }).url).toBe(
      "https://example.com/foo?foo=a+%2B+b&bar=true",
    );
  });

  test("JSON for the entire string (the TwoNoFlag example)", () => {
    const api = withParameter({ in: "querystring", name: "json", content: { "application/json": {} } });
    expect(api("GET /foo", { json: { numbers: [1, 2], flag: null } }).url).toBe(
      "https://example.com/foo?%7B%22numbers%22%3A%5B1%2C2%5D%2C%22flag%22%3Anull%7D",
    );
  });

  test("a JSONPath string, serialized as is and percent-encoded (the Selector example)", () => {
    const api = withParameter({ in: "querystring", name: "selector", content: { "application/jsonpath": {} } });
    expect(api("GET /foo", { selector: "$.a.b[1:1]" }).url).toBe("https://example.com/foo?%24.a.b%5B1%3A1%5D");
  });

  // Encoding Object, "Example: URL Encoded Form with JSON Values": the same rules as for a form body.
  const address = { streetAddress: "123 Example Dr.", city: "Somewhere", state: "CA", zip: "99999+1234" };
  const id = "f81d4fae-7dec-11d0-a765-00a0c91e6bf6";
  test("without Encoding Objects: strings as text, objects as JSON", () => {
    const api = withParameter({
      in: "querystring",
      name: "form",
      content: { "application/x-www-form-urlencoded": {} },
    });
    expect(api("GET /foo", { form: { id, address } }).url).toBe(
      `https://example.com/foo?id=${id}&address=%7B%22streetAddress%22%3A%22123+Example+Dr.%22%2C%22city%22%3A%22Somewhere%22%2C%22state%22%3A%22CA%22%2C%22zip%22%3A%2299999%2B1234%22%7D`,
    );
  });

  test("an Encoding Object's contentType: id as application/json", () => {
    const api = withParameter({
      in: "querystring",
      name: "form",
      content: { "application/x-www-form-urlencoded": { encoding: { id: { contentType: "application/json" } } } },
    });
    expect(api("GET /foo", { form: { id } }).url).toBe(`https://example.com/foo?id=%22${id}%22`);
  });

  test("an Encoding Object's style, explode and allowReserved write the property as a query parameter", () => {
    const api = withParameter({
      in: "querystring",
      name: "form",
      content: {
        "application/x-www-form-urlencoded": {
          encoding: {
            tags: { explode: false },
            ids: { style: "pipeDelimited" },
            f: { style: "deepObject" },
            r: { allowReserved: true },
          },
        },
      },
    });
    const url = api("GET /foo", {
      form: { tags: ["a", "b"], ids: [1, 2], f: { s: "x y" }, r: "a/b", list: ["c", "d"] },
    }).url;
    expect(url).toBe("https://example.com/foo?tags=a,b&ids=1%7C2&f%5Bs%5D=x+y&r=a/b&list=c&list=d");
  });

  test("the querystring parameter writes the whole query: no other query, no leftovers", () => {
    const api = withParameter({ in: "querystring", name: "q", content: { "application/json": {} } });
    expectEndpointError(
      () => api("GET /foo", { q: { a: 1 }, extra: 1 }),
      "ERR_INVALID_PARAMETER",
      "extra=1",
      "querystring",
    );
    expect(api("GET /foo").url).toBe("https://example.com/foo");
    // A leftover that writes nothing (null is left out of a query) adds nothing to it.
    expect(api("GET /foo", { q: { a: 1 }, extra: null }).url).toBe("https://example.com/foo?%7B%22a%22%3A1%7D");
    const both = {
      "/foo": {
        get: {
          parameters: [
            { in: "querystring", name: "q", content: { "text/plain": {} } },
            { in: "query", name: "a" },
          ],
        },
      },
    };
    expectEndpointError(() => described(both), "ERR_INVALID_OPTION", "#/paths/~1foo/get", "querystring");
    expectEndpointError(
      () => withParameter({ in: "querystring", name: "q", schema: { type: "object" } }),
      "ERR_INVALID_OPTION",
      "#/paths/~1foo/get/parameters/0/content",
    );
  });

  test("a required querystring parameter must be given", () => {
    const api = withParameter({ in: "querystring", name: "q", required: true, content: { "text/plain": {} } });
    expectEndpointError(() => api("GET /foo"), "ERR_MISSING_PARAMETER", '"q"');
  });
});

describe("style: cookie (Style Values, Style Examples, Parameter Object Examples)", () => {
  const cookie = (explode?: boolean) =>
    withParameter({ name: "color", in: "cookie", style: "cookie", ...(explode === undefined ? {} : { explode }) });
  const sent = (api: Loose, value: unknown) => api("GET /foo", { color: value }).headers.cookie;

  // The Style Examples table's cookie rows. Its "undefined" column holds what
  // RFC 6570 writes for the empty string (";color", "color="), and is tested with "".
  test.each([
    [false, "", "color="],
    [false, "blue", "color=blue"],
    [false, ["blue", "black", "brown"], "color=blue,black,brown"],
    [false, { R: 100, G: 200, B: 150 }, "color=R,100,G,200,B,150"],
    [true, "", "color="],
    [true, "blue", "color=blue"],
    [true, ["blue", "black", "brown"], "color=blue; color=black; color=brown"],
    [true, { R: 100, G: 200, B: 150 }, "R=100; G=200; B=150"],
  ])("explode %s, %j: %s", (explode, value, expected) => {
    expect(sent(cookie(explode), value)).toBe(expected);
  });

  test("explode is true by default (the exploded object example)", () => {
    const api = withParameter({ name: "cookie", in: "cookie", style: "cookie" });
    expect(api("GET /foo", { cookie: { greeting: "Hello%2C world!", code: 42 } }).headers.cookie).toBe(
      "greeting=Hello%2C world!; code=42",
    );
  });

  test("style form (the default) percent-encodes (the greeting example)", () => {
    const api = withParameter({ name: "greeting", in: "cookie", schema: { type: "string" } });
    expect(api("GET /foo", { greeting: "Hello, world!" }).headers.cookie).toBe("greeting=Hello%2C%20world%21");
  });

  test.each([["a;b"], ["a,b"], ['"a"'], ["a\\b"], ["a\nb"], [" a"], ["é"]])("%j is refused, not encoded", (value) => {
    expectEndpointError(() => sent(cookie(), value), "ERR_INVALID_PARAMETER", '"color"', "cookie");
  });

  test("an exploded map's keys are cookie names", () => {
    expectEndpointError(() => sent(cookie(), { "a b": "1" }), "ERR_INVALID_PARAMETER", '"a b" is no cookie name');
  });
});

describe("the query operation and additionalOperations (Path Item Object, Path Item Object Example)", () => {
  const paths = {
    "/pets/{id}": {
      parameters: [
        {
          name: "id",
          in: "path",
          required: true,
          schema: { type: "array", items: { type: "string" } },
          style: "simple",
        },
      ],
      get: {},
      query: { requestBody: { content: { "application/json": {} } } },
      additionalOperations: { COPY: { operationId: "copyPetsById" }, PROPFIND: {} },
    },
  };

  test("QUERY is a route with a body, sent by toFetchArgs", () => {
    const api = described(paths);
    const request = api("QUERY /pets/{id}", { id: ["a", "b"], data: { select: ["name"] } });
    expect(request).toMatchObject({ method: "QUERY", url: "https://example.com/pets/a,b" });
    const [url, init] = toFetchArgs(request as Parameters<typeof toFetchArgs>[0]);
    expect([url, init.method, init.body]).toStrictEqual([
      "https://example.com/pets/a,b",
      "QUERY",
      '{"select":["name"]}',
    ]);
    // Undeclared parameters form the body, as for POST.
    expect(api("QUERY /pets/{id}", { id: "a", limit: 5 }).body).toStrictEqual({ limit: 5 });
  });

  test("additionalOperations: methods spelled as the map writes them (the COPY example)", () => {
    const api = described(paths);
    expect(api("COPY /pets/{id}", { id: ["a"] })).toMatchObject({ method: "COPY", url: "https://example.com/pets/a" });
    expect(toFetchArgs(api("PROPFIND /pets/{id}", { id: "x" }) as Parameters<typeof toFetchArgs>[0])[1].method).toBe(
      "PROPFIND",
    );
    // merge() and parse() of the described endpoint take the method too.
    const loose = endpoint.defaults({ openapi: { openapi: "3.2.0", info, servers: server, paths } }) as unknown as {
      merge(route: string, options: object): object;
      parse(options: object): { method: string; url: string };
    };
    expect(loose.merge("COPY /pets/{id}", { id: "a" })).toMatchObject({ method: "COPY", url: "/pets/{id}" });
    const merged = { ...loose.merge("GET /pets/{id}", { id: "a" }), method: "COPY" };
    expect(loose.parse(merged)).toMatchObject({ method: "COPY", url: "https://example.com/pets/a" });
  });

  test("methods beyond the seven stay refused unless declared: by the description, in another case, or without one", () => {
    const api = described(paths);
    expectEndpointError(() => api("MOVE /pets/{id}", { id: "a" }), "ERR_INVALID_METHOD", '"MOVE"');
    expectEndpointError(() => api("copy /pets/{id}", { id: "a" }), "ERR_INVALID_METHOD", '"copy"');
    expectEndpointError(() => (endpoint as unknown as Loose)("QUERY /pets"), "ERR_INVALID_METHOD", '"QUERY"');
  });

  test.each([
    ["POST", "belongs in its own field"],
    ["query", "belongs in its own field"],
    ["TRACE", "belongs in its own field"],
    ["BAD METHOD", "expected an HTTP method"],
  ])("additionalOperations may not hold %j", (method, reason) => {
    const bad = { "/x": { additionalOperations: { [method]: {} } } };
    expectEndpointError(() => described(bad), "ERR_INVALID_OPTION", "#/paths/~1x/additionalOperations/", reason);
  });

  test("TRACE, CONNECT and TRACK are left out: fetch cannot send them", () => {
    const api = described({ "/x": { trace: {}, additionalOperations: { CONNECT: {}, TRACK: {} }, get: {} } });
    for (const method of ["TRACE", "CONNECT", "TRACK"]) {
      expectEndpointError(() => api(`${method} /x`), "ERR_INVALID_METHOD", `"${method}"`);
    }
    expectEndpointError(
      () => toFetchArgs({ method: "TRACE", url: "https://x.test/", headers: {} }),
      "ERR_INVALID_METHOD",
      '"TRACE"',
    );
  });

  test("the compact route table carries the methods", () => {
    const table = {
      "openapi-routes": 1,
      server: "https://example.com",
      routes: { "QUERY /q": ["b application/json"], "COPY /c": [] },
    };
    const api = endpoint.defaults({ openapi: table }) as unknown as Loose;
    expect(api("QUERY /q", { data: { a: 1 } })).toMatchObject({ method: "QUERY", url: "https://example.com/q" });
    expect(api("COPY /c").method).toBe("COPY");
    for (const route of ["get /x", "TRACE /x"]) {
      const bad = { "openapi-routes": 1, routes: { [route]: [] } };
      expectEndpointError(() => endpoint.defaults({ openapi: bad }), "ERR_INVALID_OPTION", "is not sent as written");
    }
  });
});

describe("$self and relative servers (Relative References in API URLs, Examples of API Base URL Determination)", () => {
  // The specification's example: retrieved from https://device1.example.com,
  // `$self` elsewhere; API URLs ignore `$self` and resolve against the
  // retrieval URI, which an object does not carry.
  const document = {
    openapi: "3.2.0",
    $self: "https://apidescriptions.example.com/foo",
    info,
    servers: [{ url: "." }, { url: "./test" }],
    paths: { "/status": { get: {} } },
  };

  test("$self is no base for servers: the table is the same without it, with no server", () => {
    const { $self, ...without } = document;
    expect($self).toBe("https://apidescriptions.example.com/foo");
    expect(compileRouteTable(document)).toStrictEqual(compileRouteTable(without));
    expect(compileRouteTable(document)).not.toHaveProperty("server");
  });

  test("the retrieval URI's resolution, given as baseUrl, is the base URL (the example's two servers)", () => {
    const retrieval = "https://device1.example.com";
    const production = endpoint.defaults({ openapi: document, baseUrl: new URL(".", retrieval).href }) as Loose;
    const test = endpoint.defaults({ openapi: document, baseUrl: new URL("./test", retrieval).href }) as Loose;
    expect(production("GET /status").url).toBe("https://device1.example.com/status");
    expect(test("GET /status").url).toBe("https://device1.example.com/test/status");
  });
});

describe("OpenAPI 3.2 corners", () => {
  const form = (encoding?: object) =>
    withParameter({
      in: "querystring",
      name: "f",
      content: { "application/x-www-form-urlencoded": encoding === undefined ? {} : { encoding } },
    });

  test("a form's empty and null members write nothing; text encodings write text", () => {
    const api = form({ list: { explode: true }, note: { contentType: "text/plain" } });
    expect(api("GET /foo", { f: { a: null, list: [], note: "x y", items: [1, undefined, { k: 1 }] } }).url).toBe(
      "https://example.com/foo?note=x+y&items=1&items=%7B%22k%22%3A1%7D",
    );
    expect(
      withParameter({ in: "querystring", name: "t", content: { "text/plain": {} } })("GET /foo", { t: "" }).url,
    ).toBe("https://example.com/foo");
  });

  test("a form needs an object; a JSON value needs JSON text", () => {
    expectEndpointError(() => form()("GET /foo", { f: "a=b" }), "ERR_INVALID_PARAMETER", '"f"', "needs an object");
    const circular: { self?: unknown } = {};
    circular.self = circular;
    expectEndpointError(() => form()("GET /foo", { f: { c: circular } }), "ERR_INVALID_PARAMETER", '"c"');
  });

  test("an Encoding Object with no style fields and no contentType leaves its property to the form's rules", () => {
    // headers apply to multipart only: these properties are written as without an Encoding Object.
    const api = form({ list: { headers: { "X-Rate": { schema: { type: "integer" } } } }, obj: {}, s: {} });
    expect(api("GET /foo", { f: { list: ["a", "b"], obj: { k: "x y" }, s: "x y" } }).url).toBe(
      "https://example.com/foo?list=a&list=b&obj=%7B%22k%22%3A%22x+y%22%7D&s=x+y",
    );
  });

  test.each([
    ["an encoding that is no object", { a: 1 }, "/encoding/a"],
    ["an unknown encoding style", { a: { style: "matrix" } }, "/encoding/a/style"],
  ])("%s is refused", (_, encoding, pointer) => {
    expectEndpointError(() => form(encoding), "ERR_INVALID_OPTION", pointer);
  });

  test("additionalOperations must be an object", () => {
    expectEndpointError(
      () => described({ "/x": { additionalOperations: [] } }),
      "ERR_INVALID_OPTION",
      "#/paths/~1x/additionalOperations",
    );
  });
});
