// A credential passed where a header belongs: `{ authorization: "token x" }`
// among the parameters (the habit of fetch, axios and @octokit/request users)
// would be written into the query string, and so into every log on its way,
// or into the body. It throws instead; the template, a description or the
// `parameters` option can still send such a name on purpose.
import { endpoint as typedEndpoint } from "../../src/openapi";
import { expectEndpointError } from "../helpers/expect-error";
import { loose } from "../helpers/loose-endpoint";

const endpoint = loose(typedEndpoint);
const SECRET = "token 0123456789abcdef";
const HINT = 'did you mean "headers"?';

describe("a parameter named like a credential header throws ERR_INVALID_OPTION", () => {
  test.each([
    ["authorization", "GET /user", "query string"],
    ["Authorization", "GET /user", "query string"],
    ["AUTHORIZATION", "HEAD /user", "query string"],
    ["proxy-authorization", "OPTIONS /user", "query string"],
    ["Proxy-Authorization", "GET /user", "query string"],
    ["cookie", "POST /markdown", "body"],
    ["Cookie", "PATCH /user", "body"],
    ["cOoKiE", "DELETE /user", "body"],
  ])("%s on %s: it would go into the %s", (name, route, place) => {
    const error = expectEndpointError(
      () => endpoint(route, { [name]: SECRET }),
      "ERR_INVALID_OPTION",
      `"${name}"`,
      `for route "${route}"`,
      HINT,
      place,
      '"parameters"',
    );
    // The message names the key, never the credential.
    expect(error.message).not.toContain("0123456789abcdef");
  });

  test("from defaults too: the first call says so, before anything is sent", () => {
    const api = endpoint.defaults({ cookie: "session=abc" });
    expectEndpointError(() => api("GET /user"), "ERR_INVALID_OPTION", '"cookie"', HINT);
  });

  test("through parse() of hand-made options, and through a request with an options object", () => {
    const merged = endpoint.merge("GET /user");
    expectEndpointError(() => endpoint.parse({ ...merged, authorization: SECRET }), "ERR_INVALID_OPTION", HINT);
    expectEndpointError(() => endpoint({ url: "/user", Authorization: SECRET }), "ERR_INVALID_OPTION", HINT);
  });

  test("names that only look alike are ordinary parameters", () => {
    for (const name of ["author", "authorization_code", "auth", "cookies", "x-cookie", "proxy_authorization"]) {
      expect(endpoint("GET /x", { [name]: "v" }).url).toBe(`https://api.github.com/x?${name}=v`);
    }
  });

  test("undefined is no value: nothing would be sent, nothing throws", () => {
    expect(endpoint("GET /user", { authorization: undefined }).url).toBe("https://api.github.com/user");
  });
});

describe("the same name where the caller said where it goes", () => {
  test("as a header it is a header (the right place)", () => {
    const { url, headers } = endpoint("GET /user", { headers: { authorization: SECRET } });
    expect([url, headers.authorization]).toEqual(["https://api.github.com/user", SECRET]);
  });

  test("the parameters option sends it as a parameter, on purpose", () => {
    expect(endpoint("GET /x", { parameters: { cookie: "c" } }).url).toBe("https://api.github.com/x?cookie=c");
    expect(endpoint("POST /x", { parameters: { Authorization: "a" } }).body).toEqual({ Authorization: "a" });
    // Given at the top level and in parameters: parameters says it is one.
    expect(endpoint("GET /x", { cookie: "top", parameters: { cookie: "c" } }).url).toBe(
      "https://api.github.com/x?cookie=c",
    );
  });

  test("a template that names it places it", () => {
    expect(endpoint("GET /x{?cookie}", { cookie: "c" }).url).toBe("https://api.github.com/x?cookie=c");
    expect(endpoint("GET /auth/{authorization}", { authorization: "a" }).url).toBe("https://api.github.com/auth/a");
  });

  test("a description that declares it places it; undeclared, it throws as without one", () => {
    const api = endpoint.defaults({
      openapi: {
        openapi: "3.1.0",
        info: { title: "t", version: "1" },
        servers: [{ url: "https://api.test" }],
        paths: {
          "/login": { get: { parameters: [{ name: "cookie", in: "query" }] } },
          "/user": { get: {} },
        },
      },
    });
    expect(api("GET /login", { cookie: "c" }).url).toBe("https://api.test/login?cookie=c");
    expectEndpointError(() => api("GET /user", { cookie: "c" }), "ERR_INVALID_OPTION", HINT, 'route "GET /user"');
    // A URL the description lacks is built as without one.
    expectEndpointError(() => api("GET https://other.test/x", { cookie: "c" }), "ERR_INVALID_OPTION", HINT);
  });
});
