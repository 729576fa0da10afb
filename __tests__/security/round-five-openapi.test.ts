// Hostile input, round five (descriptions and the OpenAPI runtime): each
// finding's reproduction, refused as docs/security.md says.
import { endpoint as typedEndpoint } from "../../src/openapi.js";
import { expectEndpointError } from "../helpers/expect-error.js";
import { loose } from "../helpers/loose-endpoint.js";
import { d32 } from "../helpers/round-five-inputs.js";

const endpoint = loose(typedEndpoint);

describe("in: querystring keeps the query's structure, as in: query does", () => {
  const form = (path = "/x") =>
    endpoint.defaults({
      openapi: d32({
        [path]: {
          get: {
            parameters: [
              {
                name: "q",
                in: "querystring",
                content: {
                  "application/x-www-form-urlencoded": {
                    encoding: {
                      p: { allowReserved: true },
                      tenant: { style: "form" },
                      m: { style: "form", explode: true },
                    },
                  },
                },
              },
            ],
          },
        },
      }),
    });

  test("an allowReserved value may not write a fragment", () => {
    const call = () => form()("GET /x", { q: { p: "x#", tenant: "mine" } });
    expectEndpointError(call, "ERR_UNSAFE_PARAMETER", '"q"', "fragment");
  });

  test("an allowReserved value may not write another property's key", () => {
    const call = () => form()("GET /x", { q: { p: "x&tenant=evil", tenant: "mine" } });
    expectEndpointError(call, "ERR_INVALID_PARAMETER", '"q"', '"tenant"');
    // Nor a declared property's key when that property is not given.
    expectEndpointError(() => form()("GET /x", { q: { p: "x&tenant=evil" } }), "ERR_INVALID_PARAMETER", '"tenant"');
  });

  test("an exploded map may not write another property's key", () => {
    const call = () => form()("GET /x", { q: { m: { tenant: "evil" }, tenant: "mine" } });
    expectEndpointError(call, "ERR_INVALID_PARAMETER", '"q"', '"tenant"');
  });

  test("nor a key the path writes", () => {
    const call = () => form("/x?tenant=mine")("GET /x?tenant=mine", { q: { m: { tenant: "evil" } } });
    expectEndpointError(call, "ERR_INVALID_PARAMETER", '"tenant"');
  });

  test("values that write no other key are sent as before", () => {
    expect(form()("GET /x", { q: { p: "a/b?c", tenant: "mine", m: { k: "v" } } }).url).toBe(
      "https://api.test/v1/x?p=a/b?c&tenant=mine&k=v",
    );
  });
});

describe("one cookie name is written once per request", () => {
  const cookies = (headers: object = {}) =>
    endpoint.defaults({
      headers,
      openapi: d32({
        "/x": {
          get: {
            parameters: [
              { name: "prefs", in: "cookie", style: "cookie", explode: true, schema: { type: "object" } },
              { name: "session", in: "cookie", style: "cookie" },
              { name: "theme", in: "cookie", schema: { type: "string" } },
            ],
          },
        },
      }),
    });
  const SECRET = "SECRETcookie0123456789";

  test("an exploded map's key may not name a declared parameter's cookie", () => {
    const call = () => cookies()("GET /x", { prefs: { session: "evil" }, session: "real" });
    expectEndpointError(call, "ERR_INVALID_PARAMETER", '"session"');
  });

  test("nor a cookie the defaults' cookie header sets, and the message does not quote that header", () => {
    const api = cookies({ cookie: `sid=${SECRET}` });
    const error = expectEndpointError(
      () => api("GET /x", { prefs: { sid: "evil" } }),
      "ERR_INVALID_PARAMETER",
      '"sid"',
    );
    expect(error.message).not.toContain(SECRET);
    expect(JSON.stringify({ ...error })).not.toContain(SECRET);
  });

  test("a form-style cookie parameter may not repeat the cookie header's name", () => {
    const api = cookies({ cookie: `theme=${SECRET}` });
    const error = expectEndpointError(() => api("GET /x", { theme: "dark" }), "ERR_INVALID_PARAMETER", '"theme"');
    expect(error.message).not.toContain(SECRET);
  });

  test("distinct names are written as before, an exploded list repeating its own name included", () => {
    const api = cookies({ cookie: "sid=1" });
    expect(api("GET /x", { prefs: { a: "1", b: "2" }, session: "s", theme: "dark" }).headers.cookie).toBe(
      "sid=1; a=1; b=2; session=s; theme=dark",
    );
    const list = endpoint.defaults({
      openapi: d32({ "/y": { get: { parameters: [{ name: "n", in: "cookie", style: "cookie", explode: true }] } } }),
    });
    expect(list("GET /y", { n: ["a", "b"] }).headers.cookie).toBe("n=a; n=b");
  });
});

describe("media type parameters are read as RFC 9110 reads them", () => {
  const upload = (type: string) =>
    endpoint.defaults({
      openapi: d32({
        "/up": { post: { requestBody: { content: { [type]: { itemEncoding: { contentType: "text/plain" } } } } } },
      }),
    });

  test("the boundary is the parameter named boundary, not text inside a quoted one", () => {
    const api = upload('multipart/form-data; x="a;boundary=decoy;"; boundary=real');
    const { body, headers } = api("POST /up", { data: ["one", "two"] });
    expect(headers["content-type"]).toBe('multipart/form-data; x="a;boundary=decoy;"; boundary=real');
    expect(body).toBe(
      "--real\r\nContent-Type: text/plain\r\n\r\none\r\n--real\r\nContent-Type: text/plain\r\n\r\ntwo\r\n--real--\r\n",
    );
  });

  test("a part that holds the boundary parsers read is refused", () => {
    const api = upload('multipart/form-data; x="a;boundary=decoy;"; boundary=real');
    const forged = 'x\r\n--real\r\nContent-Disposition: form-data; name="role"\r\n\r\nadmin';
    expectEndpointError(() => api("POST /up", { data: [forged] }), "ERR_INVALID_OPTION", '"data"', "boundary");
  });

  test("a quoted pair is part of a quoted value: an escaped quote does not end it", () => {
    const api = upload('multipart/mixed; x="a\\";boundary=decoy"; boundary=real');
    expect(api("POST /up", { data: ["one"] }).body).toBe(
      "--real\r\nContent-Type: text/plain\r\n\r\none\r\n--real--\r\n",
    );
  });

  test("an empty parameter (two semicolons) is skipped, as RFC 9110's grammar allows", () => {
    const api = upload("multipart/mixed;; boundary=real;");
    expect(api("POST /up", { data: ["one"] }).body).toBe(
      "--real\r\nContent-Type: text/plain\r\n\r\none\r\n--real--\r\n",
    );
  });

  test.each([
    ["a quoted string ending in a lone backslash", 'multipart/mixed; boundary=b; x="a\\'],
    ["a parameter without a value", "multipart/mixed; boundary"],
    ["an unclosed quoted string", 'multipart/mixed; x="a; boundary=b'],
    ["text after a quoted value", 'multipart/mixed; x="a"b; boundary=c'],
    ["an empty value", "multipart/mixed; boundary="],
  ])("%s is refused at .defaults()", (_name, type) => {
    expectEndpointError(() => upload(type), "ERR_INVALID_OPTION", '"openapi"', "parameters");
  });

  test("a caller's content type whose parameters cannot be read is refused, without quoting it", () => {
    const api = upload("multipart/mixed");
    const type = 'multipart/mixed; x="SECRETvalue; boundary=b';
    const error = expectEndpointError(
      () => api("POST /up", { data: ["a"], headers: { "content-type": type } }),
      "ERR_INVALID_HEADER",
      '"content-type"',
    );
    expect(error.message).not.toContain("SECRETvalue");
  });
});

describe("a caller's server variable value may not change the server URL's structure", () => {
  const withServer = (url: string, variables: object) => d32({ "/x": { get: {} } }, { servers: [{ url, variables }] });
  const region = withServer("https://{region}.api.test/v1", { region: { default: "eu" } });
  const version = withServer("https://api.test/v/{version}", { version: { default: "1" } });

  test.each([
    ["another host", region, { region: "evil.test/" }],
    ["a port", region, { region: "evil.test:8443/" }],
    ["a host and a path", region, { region: "evil.test/x" }],
    ["up the path", version, { version: "../../admin" }],
    ["a whole .. segment", version, { version: ".." }],
    ["a whole . segment", version, { version: "." }],
    ["an encoded .. segment", version, { version: "%2E%2e" }],
    ["a query", version, { version: "1?x=1" }],
    ["an empty segment", version, { version: "" }],
  ])("%s is refused at .defaults()", (_name, openapi, serverVariables) => {
    expectEndpointError(
      () => endpoint.defaults({ openapi, serverVariables }),
      "ERR_INVALID_OPTION",
      '"serverVariables"',
    );
  });

  test("an enum value is the description's, taken as written, then checked as a base URL", () => {
    const openapi = withServer("https://{host}/v1", { host: { default: "api.test", enum: ["api.test", "bad host"] } });
    expectEndpointError(
      () => endpoint.defaults({ openapi, serverVariables: { host: "bad host" } }),
      "ERR_INVALID_OPTION",
      '"serverVariables"',
    );
  });

  test("two values that together make a .. segment are refused", () => {
    const openapi = withServer("https://api.test/v/{a}{b}", { a: { default: "x" }, b: { default: "y" } });
    expectEndpointError(
      () => endpoint.defaults({ openapi, serverVariables: { a: ".", b: "." } }),
      "ERR_INVALID_OPTION",
      '"serverVariables"',
    );
  });

  test("a value in the scheme's place is letters only", () => {
    const openapi = withServer("{scheme}://api.test", { scheme: { default: "https" } });
    expect(endpoint.defaults({ openapi, serverVariables: { scheme: "http" } })("GET /x").url).toBe("http://api.test/x");
    expectEndpointError(
      () => endpoint.defaults({ openapi, serverVariables: { scheme: "https://evil.test/a" } }),
      "ERR_INVALID_OPTION",
      '"serverVariables"',
    );
  });

  test("values that keep the structure, and the description's own enum values, are used", () => {
    expect(endpoint.defaults({ openapi: region, serverVariables: { region: "us-east.1" } })("GET /x").url).toBe(
      "https://us-east.1.api.test/v1/x",
    );
    expect(endpoint.defaults({ openapi: version, serverVariables: { version: "2..3" } })("GET /x").url).toBe(
      "https://api.test/v/2..3/x",
    );
    const listed = withServer("https://api.test/{base}", { base: { default: "v1", enum: ["v1", "v2/beta"] } });
    expect(endpoint.defaults({ openapi: listed, serverVariables: { base: "v2/beta" } })("GET /x").url).toBe(
      "https://api.test/v2/beta/x",
    );
  });
});

describe("server URLs are at most 8 KB once filled in", () => {
  test("repeated variables with a long default are refused before the URL is built", () => {
    const openapi = d32(
      { "/x": { get: {} } },
      {
        servers: [
          { url: `https://api.test/${"{a}".repeat(25_000)}`, variables: { a: { default: "a".repeat(25_000) } } },
        ],
      },
    );
    expectEndpointError(() => endpoint.defaults({ openapi }), "ERR_INVALID_OPTION", '"openapi"', "8192");
  });

  test("so are a caller's values that would make it longer", () => {
    const openapi = d32(
      { "/x": { get: {} } },
      { servers: [{ url: `https://api.test/${"{a}".repeat(100)}`, variables: { a: { default: "a" } } }] },
    );
    expect(endpoint.defaults({ openapi })("GET /x").url).toBe(`https://api.test/${"a".repeat(100)}/x`);
    const serverVariables = { a: "b".repeat(100) };
    expectEndpointError(
      () => endpoint.defaults({ openapi, serverVariables }),
      "ERR_INVALID_OPTION",
      '"serverVariables"',
      "8192",
    );
  });

  test("a route table's server too", () => {
    const openapi = {
      "openapi-routes": 1,
      server: `https://api.test/${"{a}".repeat(3000)}`,
      variables: { a: { default: "abc" } },
      routes: { "GET /x": [] },
    };
    expectEndpointError(() => endpoint.defaults({ openapi }), "ERR_INVALID_OPTION", '"openapi"', "8192");
  });
});

describe("what docs say .defaults() refuses, it refuses there", () => {
  test.each(["/x/{a", "/x/a}", "/x/{}"])("the path %s, which is no URL template", (path) => {
    expectEndpointError(
      () => endpoint.defaults({ openapi: d32({ [path]: { get: {} } }) }),
      "ERR_INVALID_OPTION",
      '"openapi"',
      "not a URL template",
    );
    const table = { "openapi-routes": 1, server: "https://api.test", routes: { [`GET ${path}`]: [] } };
    expectEndpointError(
      () => endpoint.defaults({ openapi: table }),
      "ERR_INVALID_OPTION",
      '"openapi"',
      "not a URL template",
    );
  });

  test("a route table's operation server of another scheme than http(s)", () => {
    const table = {
      "openapi-routes": 1,
      server: "https://api.test",
      routes: { "GET /x": ["s javascript:alert(1)"] },
    };
    expectEndpointError(() => endpoint.defaults({ openapi: table }), "ERR_INVALID_OPTION", '"openapi"', "http(s)");
  });

  test("a relative operation server still stands for a baseUrl the call must give", () => {
    const table = { "openapi-routes": 1, server: "https://api.test", routes: { "GET /x": ["s /v2"] } };
    const api = endpoint.defaults({ openapi: table });
    expectEndpointError(() => api("GET /x"), "ERR_INVALID_OPTION", '"baseUrl"', "relative");
    expect(api("GET /x", { baseUrl: "https://api.test/v2" }).url).toBe("https://api.test/v2/x");
  });
});
