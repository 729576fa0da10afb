// Parameter values an attacker controls must not move the request (dot
// segments, a new query or fragment), reach a prototype, or change shared
// state: inputs, DEFAULTS and earlier results stay as they were.
import { Agent } from "node:http";
import { endpoint, EndpointError } from "../src/index.js";
import type { EndpointOptions } from "../src/index.js";
import { allFrozen, containers, intersect, snapshot } from "./helpers/structure.js";
import { loose } from "./helpers/loose-endpoint.js";

// Many calls here are wrong on purpose; the route types would reject them.
const untyped = loose(endpoint);

const BASE = "https://api.github.com";

function thrown(run: () => unknown): EndpointError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(EndpointError);
    return error as EndpointError;
  }
  throw new Error("expected an EndpointError, nothing was thrown");
}

describe("path traversal", () => {
  test.each<[string, EndpointOptions, string, string]>([
    ["/repos/{owner}/{repo}", { owner: "..", repo: "r" }, "owner", ".."],
    ["/repos/{owner}/{repo}", { owner: "o", repo: "." }, "repo", "."],
    ["/repos/:owner/:repo", { owner: "..", repo: "r" }, "owner", ".."],
    ["/x{/p}", { p: ".." }, "p", ".."],
    ["/x{/p*}", { p: ["a", ".."] }, "p", ".."],
    ["/x{/p,q}", { p: "a", q: "." }, "p,q", "."],
    ["/x/{p}", { p: [".."] }, "p", ".."],
    ["/x/{+p}", { p: "a/../../admin" }, "p", ".."],
    ["/x/{+p}", { p: "../" }, "p", ".."],
    ["/x/{+p}", { p: "a/./b" }, "p", "."],
    ["/x/{+p}", { p: "%2e%2e" }, "p", "%2e%2e"],
    ["/x/{+p}", { p: ".%2E" }, "p", ".%2E"],
    ["/x/{+p}/y", { p: "%2E" }, "p", "%2E"],
    ["/x/{+p}", { p: ["a", "/../b"] }, "p", ".."],
    ["/x/{a}{b}", { a: ".", b: "." }, "a,b", ".."],
    ["/x/.{a}", { a: "." }, "a", ".."],
    ["/x/{.ext}", { ext: "" }, "ext", "."],
    ["/x/{.ext}", { ext: "." }, "ext", ".."],
    ["/x/{a}%2e", { a: "." }, "a", ".%2e"],
  ])("POST %s with %j throws ERR_UNSAFE_PARAMETER", (url, params, name, segment) => {
    const error = thrown(() => untyped({ method: "POST", url, ...params }));
    expect(error.code).toBe("ERR_UNSAFE_PARAMETER");
    expect(error.message).toContain(`parameter ${JSON.stringify(name)}`);
    expect(error.message).toContain("dot segment");
    expect(error.message).toContain(`for route ${JSON.stringify(`POST ${url}`)}`);
  });

  // Expected URLs worked out by hand: RFC 6570 encodes everything but the
  // unreserved characters in {name}, so these can never form a dot segment.
  test.each<[string, EndpointOptions, string]>([
    ["/repos/{owner}/{repo}/compare/{head}", { owner: "o", repo: "r", head: "owner:branch" }, "/repos/o/r/compare/owner%3Abranch"],
    ["/users/{user}", { user: "a@b" }, "/users/a%40b"],
    ["/x/{a}", { a: "100%" }, "/x/100%25"],
    ["/x/{a}", { a: "%2e%2e" }, "/x/%252e%252e"],
    ["/x/{a}", { a: "..." }, "/x/..."],
    ["/x/{a}", { a: ".hidden" }, "/x/.hidden"],
    ["/x/{a}", { a: "..a" }, "/x/..a"],
    ["/x/{+p}", { p: "a/b.c/d..e" }, "/x/a/b.c/d..e"],
    ["/x/{+p}", { p: "%2e%2e%2e" }, "/x/%2e%2e%2e"],
    ["/x{?q}", { q: ".." }, "/x?q=.."],
    ["/x{#f}", { f: "../y" }, "/x#../y"],
    ["/x", { q: ".." }, "/x?q=.."],
    // Dot segments written in the template are the author's, and stay.
    ["/a/../b/{x}", { x: "c" }, "/a/../b/c"],
    ["/a/./{x}/..", { x: "c" }, "/a/./c/.."],
    ["/a/%2e%2e/{x}", { x: "c" }, "/a/%2e%2e/c"],
  ])("GET %s with %j is encoded, not rejected", (url, params, expected) => {
    expect(untyped({ url, ...params }).url).toBe(BASE + expected);
  });
});

describe("an encoded slash is read as a separator, as servers that decode %2F read it", () => {
  test.each<[string, EndpointOptions]>([
    ["/x/{a}", { a: "a/../b" }],
    ["/x{/p}", { p: "../.." }],
    ["/x/{a}", { a: "..\\x" }],
  ])("GET %s with %j throws ERR_UNSAFE_PARAMETER", (url, params) => {
    const error = thrown(() => untyped({ url, ...params }));
    expect(error.code).toBe("ERR_UNSAFE_PARAMETER");
    expect(error.message).toContain('adds a dot segment ("." or "..")');
  });
});

describe("reserved expansion cannot start a query or fragment the template does not have", () => {
  test.each<[string, EndpointOptions, string]>([
    ["/contents/{+path}", { path: "a?b" }, "?"],
    ["/contents/{+path}", { path: "a#b" }, "#"],
    ["/contents/{+path}/raw", { path: ["a", "b?c"] }, "?"],
    ["/contents/{+path}", { path: { k: "v#" } }, "#"],
    ["/x?{+q}", { q: "a#b" }, "#"],
    ["/x{?a}{+q}", { a: "1", q: "#b" }, "#"],
  ])("GET %s with %j throws ERR_UNSAFE_PARAMETER", (url, params, character) => {
    const error = thrown(() => untyped({ url, ...params }));
    expect(error.code).toBe("ERR_UNSAFE_PARAMETER");
    expect(error.message).toContain(JSON.stringify(character));
    expect(error.message).toContain(`for route ${JSON.stringify(`GET ${url}`)}`);
  });

  test.each<[string, EndpointOptions, string]>([
    // Already in the query or the fragment: nothing new starts.
    ["/x?{+q}", { q: "a?b" }, "/x?a?b"],
    ["/x#{+f}", { f: "a#b?c" }, "/x#a#b?c"],
    ["/x{#f}", { f: "a#b" }, "/x#a#b"],
    // Encoded everywhere else.
    ["/x/{p}", { p: "a?b#c" }, "/x/a%3Fb%23c"],
    ["/x{/p}", { p: "?#" }, "/x/%3F%23"],
  ])("GET %s with %j is allowed", (url, params, expected) => {
    expect(untyped({ url, ...params }).url).toBe(BASE + expected);
  });
});

describe("prototype pollution", () => {
  // JSON.parse creates "__proto__" as an own key, the way a request body
  // from the network would carry it. ("constructor" has its own tests below.)
  const evil = (extra = "{}") =>
    JSON.parse(
      `{"__proto__": {"polluted": "yes", "baseUrl": "https://evil.test", "url": "/evil", "method": "DELETE", "headers": {"x-evil": "1"}},
        "prototype": {"polluted": "yes"}, "extra": ${extra}}`,
    ) as { [key: string]: unknown };
  const prototypeKeys = Object.getOwnPropertyNames(Object.prototype).sort();

  afterEach(() => {
    expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeKeys);
    expect(Object.getPrototypeOf(endpoint.DEFAULTS)).toBe(Object.prototype);
  });

  test("as parameters of a POST they are body keys, nothing more", () => {
    const clean = untyped("POST /repos/{owner}", { owner: "o", extra: {} });
    const result = untyped("POST /repos/{owner}", { owner: "o", ...evil() });
    expect(result.url).toBe(clean.url);
    expect(result.method).toBe("POST");
    expect(result.headers).toEqual(clean.headers);
    const body = result.body as { [key: string]: unknown };
    expect(Object.getPrototypeOf(body)).toBe(Object.prototype);
    expect(Object.keys(body).sort()).toEqual(["__proto__", "extra", "prototype"]);
    expect(body.polluted).toBeUndefined();
  });

  test("as query parameters they are sent as names, and an object has no query form", () => {
    const strings = JSON.parse('{"__proto__": "a", "prototype": "c"}');
    expect(untyped("GET /x", strings).url).toBe(`${BASE}/x?__proto__=a&prototype=c`);
    const error = thrown(() => untyped("GET /x", evil()));
    expect(error.code).toBe("ERR_INVALID_PARAMETER");
    expect(error.message).toContain('parameter "__proto__"');
  });

  test("as placeholders they read only the caller's own keys", () => {
    expect(() => untyped("GET /x/{constructor}", {})).toThrow('Missing parameter "constructor"');
    expect(() => untyped("GET /x/{__proto__}", {})).toThrow('Missing parameter "__proto__"');
    expect(() => untyped("GET /x/{toString}", {})).toThrow('Missing parameter "toString"');
    expect(untyped("GET /x/{__proto__}/{prototype}", JSON.parse('{"__proto__": "a", "prototype": "b"}')).url).toBe(`${BASE}/x/a/b`);
  });

  test("as list and map values", () => {
    const map = JSON.parse('{"__proto__": "p", "a": "1"}');
    expect(untyped("GET /x{?map*}", { map }).url).toBe(`${BASE}/x?__proto__=p&a=1`);
    expect(untyped("GET /x/{map}", { map }).url).toBe(`${BASE}/x/__proto__,p,a,1`);
  });

  test("in headers", () => {
    const error = thrown(() => untyped("GET /x", { headers: evil() as never }));
    expect(error.code).toBe("ERR_INVALID_HEADER");
    expect(error.message).toContain('"__proto__"');
    const { headers } = untyped("GET /x", { headers: JSON.parse('{"__proto__": "v", "prototype": "w"}') });
    expect(Object.getPrototypeOf(headers)).toBe(Object.prototype);
    expect(Object.keys(headers).sort()).toEqual(["__proto__", "accept", "prototype", "user-agent"]);
    expect(headers.accept).toBe(endpoint.DEFAULTS.headers.accept);
    const removed = untyped("GET /x", { headers: JSON.parse('{"__proto__": null}') }).headers;
    expect(Object.getPrototypeOf(removed)).toBe(Object.prototype);
    expect(Object.keys(removed).sort()).toEqual(["accept", "user-agent"]);
  });

  test("in defaults", () => {
    const api = untyped.defaults({ ...evil(), headers: JSON.parse('{"__proto__": "v"}'), request: evil() });
    expect(api.DEFAULTS.baseUrl).toBe(BASE);
    expect(api.DEFAULTS.method).toBe("GET");
    expect(Object.getPrototypeOf(api.DEFAULTS)).toBe(Object.prototype);
    expect(Object.getPrototypeOf(api.DEFAULTS.headers)).toBe(Object.prototype);
    expect(Object.getPrototypeOf(api.DEFAULTS.request)).toBe(Object.prototype);
    const result = api("POST /x");
    expect(result.url).toBe(`${BASE}/x`);
    expect(result.method).toBe("POST");
    expect(result.headers["x-evil"]).toBeUndefined();
    expect(Object.getPrototypeOf(result.request)).toBe(Object.prototype);
    expect((result.request as { polluted?: unknown }).polluted).toBeUndefined();
    // A second level merges into the first one's copies, key by key.
    const deeper = api.defaults({ request: evil('{"a": 1}'), ...evil('{"b": 2}') });
    expect(deeper("POST /x").url).toBe(`${BASE}/x`);
    expect(Object.getPrototypeOf(deeper.DEFAULTS.request)).toBe(Object.prototype);
    expect(Object.keys(deeper.DEFAULTS.request as object).sort()).toEqual(["__proto__", "extra", "prototype"]);
  });

  test("merged into defaults of the same key", () => {
    const api = untyped.defaults({ request: { timeout: 1 }, filter: { a: "1" } });
    const result = api("POST /x", { request: evil(), filter: evil() });
    expect(result.url).toBe(`${BASE}/x`);
    expect(Object.getPrototypeOf(result.request)).toBe(Object.prototype);
    expect(Object.keys(result.request as object).sort()).toEqual(["__proto__", "extra", "prototype", "timeout"]);
    const body = result.body as { filter: object };
    expect(Object.getPrototypeOf(body.filter)).toBe(Object.prototype);
    expect(Object.keys(body.filter).sort()).toEqual(["__proto__", "a", "extra", "prototype"]);
  });

  test("in mediaType", () => {
    const error = thrown(() => untyped("GET /x", { mediaType: JSON.parse('{"__proto__": {"format": "raw"}}') }));
    expect(error.code).toBe("ERR_INVALID_OPTION");
    expect(error.message).toContain('"mediaType.__proto__"');
    const previews = thrown(() => untyped("GET /x", { mediaType: { previews: ["__proto__"] } }));
    expect(previews.code).toBe("ERR_INVALID_OPTION");
  });

  test("in request", () => {
    const request = evil();
    const result = untyped("GET /x", { request });
    expect(result.request).toBe(request);
    expect(result.url).toBe(`${BASE}/x`);
  });
});

// is-plain-object reads `o.constructor`: an own "constructor" key makes an
// object look like a class instance. decisions.md: such keys are ordinary
// keys that never reach a prototype, so they must not change how the object
// they sit in is treated either.
describe("a `constructor` key is an ordinary key", () => {
  const withConstructor = () => JSON.parse('{"constructor": {"prototype": {"polluted": "yes"}}, "owner": "o"}');

  afterEach(() => {
    expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
  });

  test("in parameters", () => {
    const result = untyped("POST /repos/{owner}", withConstructor());
    expect(result.url).toBe(`${BASE}/repos/o`);
    expect(Object.keys(result.body as object)).toEqual(["constructor"]);
    expect(untyped("GET /x", { constructor: "c" } as EndpointOptions).url).toBe(`${BASE}/x?constructor=c`);
  });

  test("in headers", () => {
    expect(untyped("GET /x", { headers: { constructor: "c" } as never }).headers.constructor).toBe("c");
  });

  test("in defaults and request", () => {
    const api = untyped.defaults({ ...withConstructor(), request: withConstructor() });
    expect(api("POST /repos/{owner}").url).toBe(`${BASE}/repos/o`);
    expect(Object.keys(api.DEFAULTS.request as object).sort()).toEqual(["constructor", "owner"]);
  });

  test("in a map parameter", () => {
    expect(untyped("GET /x{?map*}", { map: { constructor: "c" } }).url).toBe(`${BASE}/x?constructor=c`);
  });
});

describe("no shared mutable state", () => {
  const agent = new Agent({ keepAlive: false });
  const inputs = () => ({
    defaults: {
      baseUrl: "https://ghe.test/api/v3/",
      headers: { "X-Tenant": "t1", Authorization: "token a" },
      mediaType: { previews: ["mercy"], format: "" },
      request: { agent, retries: { limit: 2, codes: [500, 502] } },
      labels: ["a"],
      filter: { state: "open", nested: { deep: [1, { x: 2 }] } },
    },
    route: "POST /repos/{owner}/{repo}/issues{?fields}",
    options: {
      owner: "o",
      repo: "r",
      fields: ["a", "b"],
      title: "t",
      meta: { a: [1, 2], since: new Date(0) },
      headers: { "X-Call": "1", accept: "application/vnd.github.v3+json" },
      mediaType: { previews: ["symmetra"], format: "raw" },
      request: { retries: { limit: 3 }, signal: { aborted: false } },
      filter: { nested: { extra: true } },
    },
  });

  test("no call changes its input, at any depth", () => {
    const given = inputs();
    const before = snapshot(given);
    const api = untyped.defaults(given.defaults);
    const deeper = api.defaults(given.options);
    const merged = api.merge(given.route, given.options);
    const mergedBefore = snapshot(merged);
    api.parse(merged);
    expect(snapshot(merged)).toBe(mergedBefore);
    api(given.route, given.options);
    api({ method: "GET", url: "/x", ...given.options, title: undefined, meta: undefined, filter: undefined });
    deeper(given.route);
    deeper.merge(given.route, given.options);
    api(given.route, given.options);
    expect(snapshot(given)).toBe(before);
    expect(Object.isFrozen(agent)).toBe(false);
  });

  test("results and merges share no object with DEFAULTS or with each other", () => {
    const given = inputs();
    const callerObjects = containers(given);
    const api = untyped.defaults(given.defaults);
    const fromDefaults = containers(api.DEFAULTS);
    const first = api(given.route, given.options);
    const second = api(given.route, given.options);
    const merges = [api.merge(given.route, given.options), api.merge(given.route, given.options), api.merge()];
    for (const made of [first, second, ...merges]) {
      expect(intersect(containers(made), fromDefaults)).toEqual([]);
    }
    // Anything two results share must be the caller's (body values and
    // request values are passed by reference on purpose).
    const shared = intersect(containers(first), containers(second));
    expect(shared.filter((object) => !callerObjects.has(object))).toEqual([]);
    const sharedMerges = intersect(containers(merges[0]), containers(merges[1]));
    expect(sharedMerges.filter((object) => !callerObjects.has(object))).toEqual([]);
    expect(first.request?.agent).toBe(agent);
  });

  test("changing a merge() result or a result changes nothing else", () => {
    const api = untyped.defaults(inputs().defaults);
    const defaultsBefore = snapshot(api.DEFAULTS);
    const merged = api.merge("GET /x");
    merged.headers["x-tenant"] = "t2";
    merged.mediaType.previews.push("squirrel-girl");
    (merged.request as { retries: { limit: number } }).retries.limit = 99;
    (merged.filter as { state: string }).state = "closed";
    (merged.labels as string[]).push("b");
    const result = api("POST /x");
    result.headers["x-tenant"] = "t3";
    expect(snapshot(api.DEFAULTS)).toBe(defaultsBefore);
    const again = api.merge("GET /x");
    expect(again.headers["x-tenant"]).toBe("t1");
    expect(again.mediaType.previews).toEqual(["mercy"]);
    expect(again.request).toEqual({ agent: expect.any(Agent), retries: { limit: 2, codes: [500, 502] } });
    expect(api("POST /x").headers["x-tenant"]).toBe("t1");
  });

  test("DEFAULTS is deeply frozen at every level of .defaults(), class instances are not", () => {
    const given = inputs();
    const one = untyped.defaults(given.defaults);
    const two = one.defaults(given.options);
    const three = two.defaults({ request: { extra: { list: [1] } }, more: [{ a: [] }] });
    for (const api of [endpoint, one, two, three]) {
      expect(allFrozen(api.DEFAULTS)).toBe(true);
      expect(containers(api.DEFAULTS).size).toBeGreaterThan(3);
    }
    expect(three.DEFAULTS.request?.agent).toBe(agent);
    expect(Object.isFrozen(agent)).toBe(false);
    // The caller's objects were copied, not frozen.
    expect([...containers(given)].some((object) => Object.isFrozen(object))).toBe(false);
  });
});
