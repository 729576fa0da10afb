// `allowAbsoluteUrls: false` (axios's name for the same guard) keeps every
// request of an endpoint function at the origin of its defaults' baseUrl,
// so options from outside cannot send the default token elsewhere.
import { endpoint } from "../../src/index.js";
import { expectEndpointError } from "../helpers/expect-error.js";
import { loose } from "../helpers/loose-endpoint.js";

const TOKEN = { authorization: "token secret" };
const guarded = loose(endpoint.defaults({ allowAbsoluteUrls: false, headers: TOKEN }));

describe("allowAbsoluteUrls: false", () => {
  test.each<[string, string, Record<string, unknown>]>([
    ["an absolute URL elsewhere", "GET https://evil.test/user", {}],
    ["another port", "GET https://api.github.com:8443/user", {}],
    ["another scheme", "GET http://api.github.com/user", {}],
    ["a subdomain", "GET https://uploads.github.com/x", {}],
    ["a template that starts with an expression", "POST {+upload_url}", { upload_url: "https://evil.test/x" }],
    ["an expression in the host", "GET https://{sub}.github.com/x", { sub: "evil" }],
  ])("%s throws ERR_INVALID_OPTION", (_, route, params) => {
    expectEndpointError(
      () => guarded(route, params),
      "ERR_INVALID_OPTION",
      "allowAbsoluteUrls is false",
      "https://api.github.com",
    );
  });

  test("a JSON options object setting baseUrl elsewhere throws", () => {
    expectEndpointError(
      () => guarded("GET /user", JSON.parse('{"baseUrl": "https://evil.test"}')),
      "ERR_INVALID_OPTION",
      'Invalid option "baseUrl"',
      "allowAbsoluteUrls is false",
    );
  });

  test("a call cannot lift the guard", () => {
    expectEndpointError(
      () => guarded("GET https://evil.test/user", { allowAbsoluteUrls: true }),
      "ERR_INVALID_OPTION",
      'Invalid option "allowAbsoluteUrls"',
    );
    expectEndpointError(() => guarded.defaults({ allowAbsoluteUrls: true }), "ERR_INVALID_OPTION");
  });

  test("cascaded defaults keep it, and cannot move the origin", () => {
    const child = guarded.defaults({ headers: { "x-a": "1" } });
    expectEndpointError(() => child("GET https://evil.test/"), "ERR_INVALID_OPTION");
    expectEndpointError(() => guarded.defaults({ baseUrl: "https://evil.test" }), "ERR_INVALID_OPTION");
  });

  test.each<[string, Record<string, unknown>, string]>([
    ["GET /user", {}, "https://api.github.com/user"],
    ["GET https://api.github.com/user", {}, "https://api.github.com/user"],
    ["GET https://API.github.com:443/user", {}, "https://API.github.com:443/user"],
    ["POST {+upload_url}", { upload_url: "https://api.github.com/up", data: "" }, "https://api.github.com/up"],
    ["GET /user", { baseUrl: "https://api.github.com/v3" }, "https://api.github.com/v3/user"],
    ["GET /user", { allowAbsoluteUrls: false }, "https://api.github.com/user"],
  ])("%s with %j stays at the origin and passes", (route, params, url) => {
    expect(guarded(route, params).url).toBe(url);
  });

  test("with another baseUrl set in the same defaults, that origin is the one kept", () => {
    const ghe = loose(endpoint.defaults({ baseUrl: "https://ghe.test/api/v3", allowAbsoluteUrls: false }));
    expect(ghe("GET /user").url).toBe("https://ghe.test/api/v3/user");
    expectEndpointError(() => ghe("GET https://api.github.com/user"), "ERR_INVALID_OPTION", "https://ghe.test");
  });

  test("parse() of merged options applies it too", () => {
    const merged = guarded.merge("GET https://evil.test/user");
    expectEndpointError(() => guarded.parse(merged), "ERR_INVALID_OPTION", "allowAbsoluteUrls");
  });

  test("it is never a parameter, and must be a boolean", () => {
    expect(guarded("GET /user", { allowAbsoluteUrls: false }).url).toBe("https://api.github.com/user");
    expectEndpointError(() => loose(endpoint)("GET /x", { allowAbsoluteUrls: "no" }), "ERR_INVALID_OPTION", "boolean");
    expectEndpointError(
      () => loose(endpoint).defaults({ AllowAbsoluteUrls: false }),
      "ERR_INVALID_OPTION",
      "did you mean",
    );
  });
});

describe("allowAbsoluteUrls: true is the default", () => {
  test("an absolute URL elsewhere is sent there (GitHub uploads go to uploads.github.com)", () => {
    expect(endpoint("POST https://uploads.github.com/x", { data: "" }).url).toBe("https://uploads.github.com/x");
    expect(loose(endpoint)("GET /x", { baseUrl: "https://ghe.test" }).url).toBe("https://ghe.test/x");
  });
});
