// Prototypes, by example: a JSON "__proto__" key (as a network body carries
// it) is an ordinary own key in parameters, options, headers, defaults and
// request; a polluted Object.prototype is never read as an option; an own
// "constructor" key changes nothing. Every object of a result keeps the
// ordinary prototype. (The same invariants over generated JSON:
// properties/prototype.test.ts.)
import { endpoint, toFetchArgs, EndpointError } from "../../src/index";
import type { EndpointErrorCode, RequestOptions } from "../../src/index";
import { expectEndpointError } from "../helpers/expect-error";
import { loose } from "../helpers/loose-endpoint";
import { POLLUTION, polluted, tracesOfPollution } from "../helpers/pollute";
import { oddPrototypes, own } from "../helpers/structure";

// Wrong on purpose: the route and option types reject most of these calls.
const api = loose(endpoint);
const BASE = "https://api.github.com";

describe('a JSON "__proto__" key is an ordinary own key', () => {
  const STEAL =
    '{"headers":{"authorization":"token S"},"__proto__":{"url":"https://evil.example/steal","method":"POST"}}';

  test("a token in .defaults() is never sent to a host hidden under __proto__", () => {
    const stealing = api.defaults(JSON.parse(STEAL));
    expectEndpointError(() => stealing({}), "ERR_MISSING_URL", 'option "url"');
    // An ordinary parameter: in a POST, a body key like any other.
    const result = stealing("POST /user");
    expect(result.url).toBe(`${BASE}/user`);
    expect(result.headers.authorization).toBe("token S");
    expect(own(result.body as object, "__proto__")).toEqual({ url: "https://evil.example/steal", method: "POST" });
  });

  test.each<[string, (input: () => object) => unknown]>([
    ["merge", (input) => api.merge("POST /x", input())],
    ["defaults then merge", (input) => api.defaults(input()).merge("POST /x")],
    ["call", (input) => api("POST /x", input())],
    ["defaults then call", (input) => api.defaults(input())("POST /x")],
    ["defaults twice", (input) => api.defaults(input()).defaults(input())("POST /x")],
    ["defaults and call", (input) => api.defaults(input())("POST /x", input())],
  ])("%s: every object keeps Object.prototype, and __proto__ stays an own key at every depth", (_, run) => {
    const input = () =>
      JSON.parse(
        '{"__proto__": {"url": "/evil", "baseUrl": "https://evil.test"}, "nested": {"__proto__": {"polluted": 1}, "a": [{"__proto__": []}]},' +
          '"headers": {"__proto__": "header"}, "request": {"__proto__": {"agent": 1}}}',
      ) as object;
    const result = run(input) as { [key: string]: unknown };
    expect(oddPrototypes(result)).toEqual([]);
    const proto = own(result, "__proto__") ?? own(result.body as object, "__proto__");
    expect(proto).toEqual(JSON.parse('{"url": "/evil", "baseUrl": "https://evil.test"}'));
    expect(own(result.headers as object, "__proto__")).toBe("header");
    expect(own(result.request as object, "__proto__")).toEqual({ agent: 1 });
    expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
  });

  test("defaults and a call treat a __proto__ header, parameter and request key identically", () => {
    const input = () =>
      JSON.parse(
        '{"headers": {"__proto__": "h"}, "__proto__": {"a": 1}, "request": {"__proto__": {"b": 2}}}',
      ) as object;
    const perCall = api("POST /x", input());
    const viaDefaults = api.defaults(input())("POST /x");
    expect(viaDefaults).toStrictEqual(perCall);
    expect(Object.keys(perCall.headers)).toContain("__proto__");
    expect(Object.keys(perCall.body as object)).toEqual(["__proto__"]);
  });

  test("DEFAULTS holds the key as its own, frozen", () => {
    const derived = api.defaults(JSON.parse('{"__proto__": {"method": "DELETE"}, "headers": {"__proto__": "h"}}'));
    expect(Object.getPrototypeOf(derived.DEFAULTS)).toBe(Object.prototype);
    expect(derived.DEFAULTS.method).toBe("GET");
    expect(own(derived.DEFAULTS, "__proto__")).toEqual({ method: "DELETE" });
    expect(own(derived.DEFAULTS.headers, "__proto__")).toBe("h");
    expect(Object.isFrozen(own(derived.DEFAULTS, "__proto__"))).toBe(true);
  });

  test("undefined removes a __proto__ parameter from the defaults, like any parameter", () => {
    const derived = api.defaults(JSON.parse('{"__proto__": "p"}'));
    expect(derived("GET /x").url).toBe(`${BASE}/x?__proto__=p`);
    expect(derived("GET /x", JSON.parse('{"__proto__": null}')).url).toBe(`${BASE}/x`);
    const removed = Object.defineProperty({}, "__proto__", { value: undefined, enumerable: true });
    expect(derived("GET /x", removed).url).toBe(`${BASE}/x`);
  });
});

describe("only own properties are read: a polluted Object.prototype is never an option", () => {
  type Row = [label: string, run: () => unknown, check: (value: unknown) => void];
  const ROWS: Row[] = [
    [
      "merge() of a URL-only route keeps the default method",
      () => api.merge("/x"),
      (merged) => expect((merged as { method: string }).method).toBe("GET"),
    ],
    [
      "endpoint() of a URL-only route keeps the default method",
      () => api("/x"),
      (result) => expect(result).toMatchObject({ method: "GET", url: `${BASE}/x` }),
    ],
    [
      "merge({}) sets no url",
      () => api.merge({}),
      (merged) => expect(Object.keys(merged as object)).not.toContain("url"),
    ],
    [
      "merge({ url }) reads no method",
      () => api.merge({ url: "/x" }),
      (merged) => expect((merged as { method: string }).method).toBe("GET"),
    ],
    [
      "mediaType reads no inherited format or previews",
      () => api("GET /x", { mediaType: {} }),
      (result) => expect((result as RequestOptions).headers.accept).toBe(endpoint.DEFAULTS.headers.accept),
    ],
    [
      "merge() reads no inherited mediaType fields",
      () => api.merge({ url: "/x", mediaType: { previews: [] } }),
      (merged) => expect((merged as { mediaType: unknown }).mediaType).toStrictEqual({ format: "", previews: [] }),
    ],
    [
      "defaults() copies no inherited option",
      () => api.defaults({ per_page: 1 }).DEFAULTS,
      (defaults) =>
        expect(Object.keys(defaults as object).sort()).toEqual([
          "baseUrl",
          "headers",
          "mediaType",
          "method",
          "per_page",
        ]),
    ],
    [
      "a POST sends only own parameters",
      () => api("POST /x", { a: 1 }),
      (result) => expect((result as RequestOptions).body).toStrictEqual({ a: 1 }),
    ],
    [
      "toFetchArgs reads no inherited body",
      () => toFetchArgs({ method: "GET", url: `${BASE}/x`, headers: {} }),
      (args) => expect(args).toStrictEqual([`${BASE}/x`, { method: "GET", headers: {} }]),
    ],
  ];

  test.each(ROWS)("%s", (_, run, check) => {
    const outcome = polluted(POLLUTION, run);
    expect(outcome.error).toBeUndefined();
    check(outcome.value);
    expect(tracesOfPollution(outcome.value)).toEqual([]);
  });

  test.each<[string, () => unknown, EndpointErrorCode]>([
    [
      "toFetchArgs of a result without its own method",
      () => toFetchArgs({ url: `${BASE}/x`, headers: {} } as never),
      "ERR_INVALID_OPTION",
    ],
    [
      "toFetchArgs of a result without its own url",
      () => toFetchArgs({ method: "GET", headers: {} } as never),
      "ERR_INVALID_OPTION",
    ],
    [
      "toFetchArgs of a result without its own headers",
      () => toFetchArgs({ method: "GET", url: `${BASE}/x` } as never),
      "ERR_INVALID_OPTION",
    ],
  ])("%s throws instead of reading the polluted value", (_, run, code) => {
    const { error } = polluted(POLLUTION, run);
    expect(error).toBeInstanceOf(EndpointError);
    expect((error as EndpointError).code).toBe(code);
  });
});

describe("only own properties are read: options whose own prototype carries options", () => {
  const inheriting = <T extends object>(own: T) =>
    Object.assign<object, T>(
      Object.create({
        url: "https://evil.test/",
        method: "DELETE",
        baseUrl: "https://evil.test",
        headers: { "x-evil": "1" },
        data: "evil",
        format: "raw",
      }) as object,
      own,
    );

  test("in the options, defaults, headers and mediaType, inherited keys are not there", () => {
    expect(api.merge("/x", inheriting({ a: 1 }))).toStrictEqual({ ...api.merge("/x"), a: 1 });
    expectEndpointError(() => api(inheriting({})), "ERR_MISSING_URL");
    expect(api.defaults(inheriting({ per_page: 1 })).DEFAULTS).toStrictEqual({ ...endpoint.DEFAULTS, per_page: 1 });
    expect(api("POST /x", { headers: inheriting({ "x-a": "1" }), mediaType: inheriting({}) })).toStrictEqual(
      endpoint("POST /x", { headers: { "x-a": "1" } }),
    );
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
    const clean = api("POST /repos/{owner}", { owner: "o", extra: {} });
    const result = api("POST /repos/{owner}", { owner: "o", ...evil() });
    expect(result.url).toBe(clean.url);
    expect(result.method).toBe("POST");
    expect(result.headers).toEqual(clean.headers);
    const body = result.body as { [key: string]: unknown };
    expect(Object.getPrototypeOf(body)).toBe(Object.prototype);
    expect(Object.keys(body).sort()).toEqual(["__proto__", "extra", "prototype"]);
    expect(body.polluted).toBeUndefined();
  });

  test("as query parameters they are sent as names, and an object has no query form", () => {
    const strings = JSON.parse('{"__proto__": "a", "prototype": "c"}') as { [key: string]: string };
    expect(api("GET /x", strings).url).toBe(`${BASE}/x?__proto__=a&prototype=c`);
    expectEndpointError(() => api("GET /x", evil()), "ERR_INVALID_PARAMETER", 'parameter "__proto__"');
  });

  test("as placeholders they read only the caller's own keys", () => {
    expect(() => api("GET /x/{constructor}", {})).toThrow('Missing parameter "constructor"');
    expect(() => api("GET /x/{__proto__}", {})).toThrow('Missing parameter "__proto__"');
    expect(() => api("GET /x/{toString}", {})).toThrow('Missing parameter "toString"');
    expect(api("GET /x/{__proto__}/{prototype}", JSON.parse('{"__proto__": "a", "prototype": "b"}')).url).toBe(
      `${BASE}/x/a/b`,
    );
  });

  test("as list and map values", () => {
    const map = JSON.parse('{"__proto__": "p", "a": "1"}') as { [key: string]: string };
    expect(api("GET /x{?map*}", { map }).url).toBe(`${BASE}/x?__proto__=p&a=1`);
    expect(api("GET /x/{map}", { map }).url).toBe(`${BASE}/x/__proto__,p,a,1`);
  });

  test("in headers", () => {
    expectEndpointError(() => api("GET /x", { headers: evil() as never }), "ERR_INVALID_HEADER", '"__proto__"');
    const { headers } = api("GET /x", {
      headers: JSON.parse('{"__proto__": "v", "prototype": "w"}') as { [name: string]: string },
    });
    expect(Object.getPrototypeOf(headers)).toBe(Object.prototype);
    expect(Object.keys(headers).sort()).toEqual(["__proto__", "accept", "prototype", "user-agent"]);
    expect(headers.accept).toBe(endpoint.DEFAULTS.headers.accept);
    const removed = api("GET /x", { headers: JSON.parse('{"__proto__": null}') as { [name: string]: null } }).headers;
    expect(Object.getPrototypeOf(removed)).toBe(Object.prototype);
    expect(Object.keys(removed).sort()).toEqual(["accept", "user-agent"]);
  });

  test("in defaults", () => {
    const derived = api.defaults({
      ...evil(),
      headers: JSON.parse('{"__proto__": "v"}') as { [name: string]: string },
      request: evil(),
    });
    expect(derived.DEFAULTS.baseUrl).toBe(BASE);
    expect(derived.DEFAULTS.method).toBe("GET");
    expect(Object.getPrototypeOf(derived.DEFAULTS)).toBe(Object.prototype);
    expect(Object.getPrototypeOf(derived.DEFAULTS.headers)).toBe(Object.prototype);
    expect(Object.getPrototypeOf(derived.DEFAULTS.request)).toBe(Object.prototype);
    const result = derived("POST /x");
    expect(result.url).toBe(`${BASE}/x`);
    expect(result.method).toBe("POST");
    expect(result.headers["x-evil"]).toBeUndefined();
    expect(Object.getPrototypeOf(result.request)).toBe(Object.prototype);
    expect((result.request as { polluted?: unknown }).polluted).toBeUndefined();
    // A second level merges into the first one's copies, key by key.
    const deeper = derived.defaults({ request: evil('{"a": 1}'), ...evil('{"b": 2}') });
    expect(deeper("POST /x").url).toBe(`${BASE}/x`);
    expect(Object.getPrototypeOf(deeper.DEFAULTS.request)).toBe(Object.prototype);
    expect(Object.keys(deeper.DEFAULTS.request as object).sort()).toEqual(["__proto__", "extra", "prototype"]);
  });

  test("merged into defaults of the same key", () => {
    const derived = api.defaults({ request: { timeout: 1 }, filter: { a: "1" } });
    const result = derived("POST /x", { request: evil(), filter: evil() });
    expect(result.url).toBe(`${BASE}/x`);
    expect(Object.getPrototypeOf(result.request)).toBe(Object.prototype);
    expect(Object.keys(result.request as object).sort()).toEqual(["__proto__", "extra", "prototype", "timeout"]);
    const body = result.body as { filter: object };
    expect(Object.getPrototypeOf(body.filter)).toBe(Object.prototype);
    expect(Object.keys(body.filter).sort()).toEqual(["__proto__", "a", "extra", "prototype"]);
  });

  test("in mediaType", () => {
    const mediaType = JSON.parse('{"__proto__": {"format": "raw"}}') as { [key: string]: unknown };
    expectEndpointError(() => api("GET /x", { mediaType }), "ERR_INVALID_OPTION", '"mediaType.__proto__"');
    expectEndpointError(() => api("GET /x", { mediaType: { previews: ["__proto__"] } }), "ERR_INVALID_OPTION");
  });

  test("in request", () => {
    const request = evil();
    const result = api("GET /x", { request });
    expect(result.request).toBe(request);
    expect(result.url).toBe(`${BASE}/x`);
  });
});

// A check that read `o.constructor` would take an own "constructor" key for a
// class. docs/decisions.md: such keys are ordinary
// keys that never reach a prototype, so they must not change how the object
// they sit in is treated either.
describe("a `constructor` key is an ordinary key", () => {
  const withConstructor = () =>
    JSON.parse('{"constructor": {"prototype": {"polluted": "yes"}}, "owner": "o"}') as { [key: string]: unknown };

  afterEach(() => {
    expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
  });

  test("in parameters", () => {
    const result = api("POST /repos/{owner}", withConstructor());
    expect(result.url).toBe(`${BASE}/repos/o`);
    expect(Object.keys(result.body as object)).toEqual(["constructor"]);
    expect(api("GET /x", { constructor: "c" }).url).toBe(`${BASE}/x?constructor=c`);
  });

  test("in headers", () => {
    expect(api("GET /x", { headers: { constructor: "c" } as never }).headers.constructor).toBe("c");
  });

  test("in defaults and request", () => {
    const derived = api.defaults({ ...withConstructor(), request: withConstructor() });
    expect(derived("POST /repos/{owner}").url).toBe(`${BASE}/repos/o`);
    expect(Object.keys(derived.DEFAULTS.request as object).sort()).toEqual(["constructor", "owner"]);
  });

  test("in a map parameter", () => {
    expect(api("GET /x{?map*}", { map: { constructor: "c" } }).url).toBe(`${BASE}/x?constructor=c`);
  });
});
