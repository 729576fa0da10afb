import { Agent } from "node:http";
import { getUserAgent } from "universal-user-agent";
import { endpoint } from "../../src/index";
import { expectEndpointError } from "../helpers/expect-error";
import { allFrozen } from "../helpers/structure";
import { version } from "../../package.json";

describe("endpoint.DEFAULTS", () => {
  test("is exactly the documented object", () => {
    expect(endpoint.DEFAULTS).toStrictEqual({
      method: "GET",
      baseUrl: "https://api.github.com",
      headers: {
        accept: "application/vnd.github.v3+json",
        "user-agent": `rest-endpoint/${version} ${getUserAgent()}`,
      },
      mediaType: { format: "", previews: [] },
    });
  });

  test("is deeply frozen", () => {
    expect(allFrozen(endpoint.DEFAULTS)).toBe(true);
    expect(() => {
      (endpoint.DEFAULTS.headers as Record<string, string>).accept = "x";
    }).toThrow(TypeError);
  });
});

describe("endpoint.defaults()", () => {
  test("returns a new function with the same operations", () => {
    const api = endpoint.defaults({ baseUrl: "https://ghe.example.com/api/v3" });
    expect(api).not.toBe(endpoint);
    expect(typeof api.defaults).toBe("function");
    expect(typeof api.merge).toBe("function");
    expect(typeof api.parse).toBe("function");
    expect(api("GET /user").url).toBe("https://ghe.example.com/api/v3/user");
    expect(endpoint("GET /user").url).toBe("https://api.github.com/user");
  });

  test("cascades: earlier defaults remain and later ones override them", () => {
    const first = endpoint.defaults({ org: "octokit", per_page: 100, headers: { "x-a": "1", "x-b": "1" } });
    const second = first.defaults({ per_page: 10, headers: { "x-b": "2" } });
    expect(second("GET /orgs/{org}/repos").url).toBe("https://api.github.com/orgs/octokit/repos?per_page=10");
    expect(second("GET /").headers).toMatchObject({ "x-a": "1", "x-b": "2", accept: "application/vnd.github.v3+json" });
    expect(first("GET /orgs/{org}/repos").url).toBe("https://api.github.com/orgs/octokit/repos?per_page=100");
  });

  test("DEFAULTS of a derived function reflects its own overrides, also deeply frozen", () => {
    const api = endpoint.defaults({ baseUrl: "https://h.test", method: "post", request: { timeout: 5 } }).defaults({
      mediaType: { previews: ["mercy-preview"] },
      headers: { "X-Token": "t" },
    });
    expect(api.DEFAULTS).toMatchObject({
      method: "POST",
      baseUrl: "https://h.test",
      request: { timeout: 5 },
      mediaType: { format: "", previews: ["mercy"] },
      headers: { "x-token": "t" },
    });
    expect(allFrozen(api.DEFAULTS)).toBe(true);
  });

  test("default headers merge key by key; the caller wins; the global accept remains unless overridden", () => {
    const api = endpoint.defaults({ headers: { authorization: "token a", "x-a": "d" } });
    expect(api("GET /", { headers: { "x-a": "c" } }).headers).toMatchObject({
      accept: "application/vnd.github.v3+json",
      authorization: "token a",
      "x-a": "c",
    });
  });

  test("previews passed per call merge with the defaults' previews", () => {
    const api = endpoint.defaults({ mediaType: { previews: ["a"] } }).defaults({ mediaType: { previews: ["b"] } });
    expect(api.DEFAULTS.mediaType.previews).toStrictEqual(["a", "b"]);
    expect(api.merge({ mediaType: { previews: ["c", "a"] } }).mediaType.previews).toStrictEqual(["a", "b", "c"]);
  });

  test("a default parameter is overridden by undefined (and then not sent)", () => {
    const api = endpoint.defaults({ per_page: 100 });
    expect(api("GET /x", { per_page: undefined }).url).toBe("https://api.github.com/x");
    expect(api("POST /x", { per_page: undefined, title: "t" }).body).toStrictEqual({ title: "t" });
    expect(api("POST /x", { per_page: undefined }).body).toBeUndefined();
  });

  test("undefined for an option means 'not given' and keeps the default", () => {
    const api = endpoint.defaults({ baseUrl: "https://h.test", method: "POST" });
    expect(
      api({ url: "/x", baseUrl: undefined, method: undefined, headers: undefined, mediaType: undefined }),
    ).toMatchObject({
      method: "POST",
      url: "https://h.test/x",
    });
  });

  test("fails early on a bad default", () => {
    // @ts-expect-error -- unknown method (a compile error too)
    expectEndpointError(() => endpoint.defaults({ method: "FETCH" }), "ERR_INVALID_METHOD", '"FETCH"');
    expectEndpointError(() => endpoint.defaults({ headers: { "x-a": "a\nb" } }), "ERR_INVALID_HEADER", '"x-a"');
    expectEndpointError(() => endpoint.defaults({ baseUrl: "api.github.com" }), "ERR_INVALID_OPTION", '"baseUrl"');
  });

  test.each([["GET /x"], [null], [[]], [42]])("takes only an options object, not %j", (options) => {
    expectEndpointError(() => endpoint.defaults(options as never), "ERR_INVALID_OPTION", 'option "defaults"');
  });

  test("freezing never reaches the caller's objects; class instances are neither copied nor frozen", () => {
    const agent = new Agent();
    const request = { agent, retries: { limit: 2 } };
    const headers = { "x-a": "1" };
    const list = [1, 2];
    const api = endpoint.defaults({ request, headers, list });
    expect(Object.isFrozen(request)).toBe(false);
    expect(Object.isFrozen(request.retries)).toBe(false);
    expect(Object.isFrozen(headers)).toBe(false);
    expect(Object.isFrozen(list)).toBe(false);
    expect(Object.isFrozen(agent)).toBe(false);
    expect(api.DEFAULTS.request?.agent).toBe(agent);
    expect(api.DEFAULTS.request).not.toBe(request);
    expect(api.DEFAULTS.list).not.toBe(list);
    agent.destroy();
  });

  test("request merges key by key like any plain object", () => {
    const agent = new Agent();
    const api = endpoint.defaults({ request: { agent, retries: { limit: 2, delay: 1 } } });
    const result = api("GET /", { request: { retries: { limit: 5 }, timeout: 10 } });
    expect(result.request).toStrictEqual({ agent, retries: { limit: 5, delay: 1 }, timeout: 10 });
    expect(result.request?.agent).toBe(agent);
    agent.destroy();
  });

  test("nested parameters from defaults deep-merge; arrays are replaced", () => {
    const api = endpoint.defaults({ filter: { a: 1, b: { c: 1 } }, tags: ["x"] });
    expect(api("POST /x", { filter: { b: { d: 2 } }, tags: ["y"] }).body).toStrictEqual({
      filter: { a: 1, b: { c: 1, d: 2 } },
      tags: ["y"],
    });
  });

  test("a defaulted url lets later calls pass only parameters", () => {
    const api = endpoint.defaults({ method: "GET", url: "/repos/{owner}/{repo}" });
    expect(api({ owner: "o", repo: "r" }).url).toBe("https://api.github.com/repos/o/r");
  });
});
