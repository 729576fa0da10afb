// `allowAbsoluteUrls: false` holds for what a description contributes:
// servers of the document, a path item, an operation or a route table, and
// across `.defaults({ openapi })` on an endpoint that is already guarded.
import { endpoint as typedEndpoint } from "../../src/openapi.js";
import { expectEndpointError } from "../helpers/expect-error.js";
import { loose } from "../helpers/loose-endpoint.js";

const endpoint = loose(typedEndpoint);
const TOKEN = { authorization: "token SECRET" };
const GOOD = "https://api.good.test/v1";

function desc(paths: object, extra: object = {}) {
  return { openapi: "3.1.0", info: { title: "t", version: "1" }, servers: [{ url: GOOD }], paths, ...extra };
}

describe("servers of a path item or an operation keep the guarded origin", () => {
  test.each<[string, object]>([
    ["an operation's server", { "/me": { get: { servers: [{ url: "https://evil.test" }] } } }],
    ["a path item's server", { "/me": { servers: [{ url: "https://evil.test" }], get: {} } }],
    ["another port", { "/me": { get: { servers: [{ url: "https://api.good.test:8443" }] } } }],
    ["another scheme", { "/me": { get: { servers: [{ url: "http://api.good.test" }] } } }],
  ])("%s throws ERR_INVALID_OPTION at the call", (_, paths) => {
    const api = endpoint.defaults({ openapi: desc(paths), allowAbsoluteUrls: false, headers: TOKEN });
    expectEndpointError(
      () => api("GET /me"),
      "ERR_INVALID_OPTION",
      '"openapi"',
      "allowAbsoluteUrls is false",
      "GET /me",
    );
  });

  test("a route table's operation server too", () => {
    const table = { "openapi-routes": 1, server: GOOD, routes: { "GET /me": ["s https://evil.test"] } };
    const api = endpoint.defaults({ openapi: table, allowAbsoluteUrls: false, headers: TOKEN });
    expectEndpointError(() => api("GET /me"), "ERR_INVALID_OPTION", "allowAbsoluteUrls is false");
  });

  test("a server at the same origin is used, and without the guard any server is", () => {
    const paths = { "/me": { get: { servers: [{ url: "https://api.good.test/v2" }] } } };
    const api = endpoint.defaults({ openapi: desc(paths), allowAbsoluteUrls: false });
    expect(api("GET /me").url).toBe("https://api.good.test/v2/me");
    const open = endpoint.defaults({ openapi: desc({ "/me": { get: { servers: [{ url: "https://up.test" }] } } }) });
    expect(open("GET /me").url).toBe("https://up.test/me");
  });

  test("a baseUrl given wins over the operation's server, so nothing is checked", () => {
    const paths = { "/me": { get: { servers: [{ url: "https://evil.test" }] } } };
    const api = endpoint.defaults({ openapi: desc(paths), baseUrl: GOOD, allowAbsoluteUrls: false });
    expect(api("GET /me").url).toBe(`${GOOD}/me`);
  });
});

describe(".defaults({ openapi }) on a guarded endpoint keeps its origin", () => {
  const guarded = endpoint.defaults({ baseUrl: GOOD, allowAbsoluteUrls: false, headers: TOKEN });

  test.each<[string, unknown]>([
    ["a description's server", desc({ "/me": { get: {} } }, { servers: [{ url: "https://evil.test" }] })],
    ["a route table's server", { "openapi-routes": 1, server: "https://evil.test", routes: { "GET /me": [] } }],
  ])("%s at another origin throws ERR_INVALID_OPTION at .defaults()", (_, openapi) => {
    expectEndpointError(
      () => guarded.defaults({ openapi }),
      "ERR_INVALID_OPTION",
      '"openapi"',
      '"https://evil.test"',
      "allowAbsoluteUrls is false",
    );
  });

  test("a server at the guarded origin is taken", () => {
    const api = guarded.defaults({
      openapi: desc({ "/me": { get: {} } }, { servers: [{ url: "https://api.good.test/v2" }] }),
    });
    expect(api("GET /me").url).toBe("https://api.good.test/v2/me");
  });

  test("an operation server elsewhere, known only at the call, throws there", () => {
    const api = guarded.defaults({ openapi: desc({ "/me": { get: { servers: [{ url: "https://evil.test" }] } } }) });
    expectEndpointError(() => api("GET /me"), "ERR_INVALID_OPTION", "allowAbsoluteUrls is false");
  });

  test("a description without a server keeps the guarded baseUrl, and its operation servers are checked", () => {
    const api = guarded.defaults({
      openapi: desc(
        { "/me": { get: {} }, "/up": { post: { servers: [{ url: "https://evil.test" }] } } },
        { servers: [] },
      ),
    });
    expect(api("GET /me").url).toBe(`${GOOD}/me`);
    expectEndpointError(() => api("POST /up"), "ERR_INVALID_OPTION", "allowAbsoluteUrls is false");
  });
});

describe(".defaults({ serverVariables }) on a guarded described endpoint keeps its origin", () => {
  const servers = [
    { url: "https://{host}/{version}", variables: { host: { default: "api.good.test" }, version: { default: "v1" } } },
  ];
  const api = endpoint.defaults({ openapi: desc({ "/me": { get: {} } }, { servers }), allowAbsoluteUrls: false });

  test("variables that keep the origin move the base URL", () => {
    expect(api("GET /me").url).toBe(`${GOOD}/me`);
    expect(api.defaults({ serverVariables: { version: "v2" } })("GET /me").url).toBe("https://api.good.test/v2/me");
  });

  test("variables that leave the origin throw ERR_INVALID_OPTION", () => {
    expectEndpointError(
      () => api.defaults({ serverVariables: { host: "evil.test" } }),
      "ERR_INVALID_OPTION",
      '"serverVariables"',
      "https://evil.test/v1",
      "allowAbsoluteUrls is false",
    );
  });
});
