import { endpoint } from "../../src/index";
import { expectEndpointError } from "../helpers/expect-error";

describe("endpoint.merge()", () => {
  test("with no arguments returns the defaults, as fresh mutable objects", () => {
    const merged = endpoint.merge();
    expect(merged).toStrictEqual(endpoint.DEFAULTS);
    expect(merged).not.toBe(endpoint.DEFAULTS);
    expect(merged.headers).not.toBe(endpoint.DEFAULTS.headers);
    expect(merged.mediaType.previews).not.toBe(endpoint.DEFAULTS.mediaType.previews);
    expect(
      Object.isFrozen(merged) || Object.isFrozen(merged.headers) || Object.isFrozen(merged.mediaType.previews),
    ).toBe(false);
  });

  test("returns baseUrl, method, url (not expanded), headers and every parameter at top level", () => {
    expect(
      endpoint.merge("GET /orgs/{org}/repos", { org: "octokit", type: "private", headers: { "X-A": "1" } }),
    ).toStrictEqual({
      method: "GET",
      baseUrl: "https://api.github.com",
      url: "/orgs/{org}/repos",
      headers: { ...endpoint.DEFAULTS.headers, "x-a": "1" },
      mediaType: { format: "", previews: [] },
      org: "octokit",
      type: "private",
    });
  });

  test("uppercases the method and strips -preview from preview names", () => {
    const merged = endpoint.merge({ method: "patch", url: "/x", mediaType: { previews: ["mercy-preview"] } });
    expect(merged.method).toBe("PATCH");
    expect(merged.mediaType.previews).toStrictEqual(["mercy"]);
  });

  test("the caller may adjust the merged options before parse", () => {
    const merged = endpoint.merge("GET /users/{user}", { user: "a" });
    merged.user = "b";
    merged.headers["x-extra"] = "1";
    expect(endpoint.parse(merged)).toMatchObject({
      url: "https://api.github.com/users/b",
      headers: { "x-extra": "1" },
    });
    expect(endpoint.DEFAULTS.headers).not.toHaveProperty("x-extra");
  });

  test("two merges share no mutable object", () => {
    const a = endpoint.merge("GET /", { filter: { x: 1 } });
    const b = endpoint.merge("GET /", { filter: { x: 1 } });
    expect(a.headers).not.toBe(b.headers);
    expect(a.mediaType).not.toBe(b.mediaType);
    expect(a.mediaType.previews).not.toBe(b.mediaType.previews);
  });

  test("a URL-only route does not set the method", () => {
    expect(endpoint.defaults({ method: "DELETE" }).merge("/x").method).toBe("DELETE");
  });

  test("url: null is kept for parse to reject", () => {
    expect(endpoint.merge({ url: null }).url).toBeNull();
  });

  test.each([
    ["url", { url: 1 }],
    ["method", { method: 1 }],
    ["headers", { headers: "accept: x" }],
    ["headers", { headers: [1] }],
    ["mediaType", { mediaType: "raw" }],
    ["request", { request: "r" }],
    ["baseUrl", { baseUrl: "api.github.com" }],
    ["baseUrl", { baseUrl: "ftp://h.test" }],
    ["baseUrl", { baseUrl: "https://h.test/?x=1" }],
    ["baseUrl", { baseUrl: "https://h.test/#x" }],
    ["baseUrl", { baseUrl: "https:// h.test" }],
    ["baseUrl", { baseUrl: 1 }],
  ])("a wrong type for %s throws ERR_INVALID_OPTION naming it", (name, options) => {
    expectEndpointError(() => endpoint.merge(options as never), "ERR_INVALID_OPTION", `"${name}"`);
  });

  test.each(["https://h.test", "http://localhost:8080/api/v3/", "HTTPS://H.TEST/a"])(
    "baseUrl %s is accepted",
    (baseUrl) => {
      expect(endpoint.merge({ baseUrl }).baseUrl).toBe(baseUrl);
    },
  );

  test("a second argument after an options object throws ERR_INVALID_OPTION", () => {
    expectEndpointError(
      () => endpoint.merge({ url: "/x" } as never, { a: 1 }),
      "ERR_INVALID_OPTION",
      "second argument",
    );
  });

  test.each([[null], [42], [[]], [() => 1]])(
    "a route that is neither a string nor an options object (%p) throws ERR_INVALID_ROUTE",
    (route) => {
      expectEndpointError(() => endpoint.merge(route as never), "ERR_INVALID_ROUTE", "route string");
    },
  );

  test("options after a route string must be a plain object", () => {
    expectEndpointError(() => endpoint.merge("GET /x", [] as never), "ERR_INVALID_OPTION", '"options"', '"GET /x"');
  });
});
