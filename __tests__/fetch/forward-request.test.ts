// What of a result's `request` reaches fetch: the keys fetch reads about how
// to handle the request (REQUEST_INIT_KEYS), checked, and nothing else. Node's
// own Request and fetch are the oracle that they arrive.
import { endpoint as typedEndpoint, toFetchArgs } from "../../src/index";
import { REQUEST_INIT_KEYS } from "../../src/util/request-init-keys";
import { expectEndpointError } from "../helpers/expect-error";
import { loose } from "../helpers/loose-endpoint";

const endpoint = loose(typedEndpoint);
const URL_ = "https://api.example.com/things";

function initWith(request: unknown) {
  return toFetchArgs({ method: "GET", url: URL_, headers: {}, request } as never)[1];
}

describe("toFetchArgs(): the request keys fetch reads are forwarded", () => {
  test("signal, keepalive, integrity, redirect, cache, mode and priority, as given", () => {
    const { signal } = new AbortController();
    const request = {
      signal,
      keepalive: true,
      integrity: "sha256-abc",
      redirect: "error",
      cache: "no-store",
      mode: "same-origin",
      priority: "low",
    };
    const init = initWith(request);
    expect(init).toStrictEqual({ method: "GET", headers: {}, ...request });
    expect(init.signal).toBe(signal);
  });

  test("every other key stays behind: other clients' options, and what would add to what is sent", () => {
    const init = initWith({
      agent: {},
      timeout: 5000,
      fetch: () => undefined,
      hook: () => undefined,
      credentials: "include",
      referrer: "https://page.example/secret-path",
      referrerPolicy: "unsafe-url",
      dispatcher: {},
      window: null,
      method: "DELETE",
      headers: { authorization: "x" },
      body: "replaced",
      duplex: "half",
    });
    expect(init).toStrictEqual({ method: "GET", headers: {} });
  });

  test("a result from endpoint() with request.signal: Node's fetch aborts it", async () => {
    const args = toFetchArgs(endpoint("GET http://127.0.0.1:9/x", { request: { signal: AbortSignal.abort() } }));
    await expect(fetch(...args)).rejects.toMatchObject({ name: "AbortError" });
  });

  test("Node's Request reads each forwarded key", () => {
    const { signal } = new AbortController();
    const request = new Request(
      ...toFetchArgs(
        endpoint("POST /x", {
          text: "t",
          request: { signal, redirect: "manual", integrity: "sha256-abc", keepalive: true, cache: "no-cache" },
        }),
      ),
    );
    expect([request.redirect, request.integrity, request.keepalive, request.cache]).toEqual([
      "manual",
      "sha256-abc",
      true,
      "no-cache",
    ]);
    // Request follows the given signal with one of its own.
    expect(request.signal.aborted).toBe(false);
  });

  test("undefined, and a null signal, are no value; only own properties are read", () => {
    expect(initWith({ signal: null, redirect: undefined })).toStrictEqual({ method: "GET", headers: {} });
    expect(initWith(Object.create({ redirect: "error" }))).toStrictEqual({ method: "GET", headers: {} });
  });

  test("the result is not changed", () => {
    const options = endpoint("GET /x", { request: { redirect: "error", timeout: 1 } });
    const before = structuredClone(options);
    toFetchArgs(options);
    expect(options).toStrictEqual(before);
  });
});

describe("toFetchArgs(): a forwarded value fetch would refuse throws ERR_INVALID_OPTION", () => {
  test.each<[string, unknown, string]>([
    ["signal", { aborted: false }, "an AbortSignal"],
    ["signal", "abort", "an AbortSignal"],
    ["keepalive", "true", "a boolean"],
    ["integrity", 1, "a string"],
    ["redirect", "sometimes", 'one of "follow", "error", "manual"'],
    ["cache", "none", "one of "],
    ["mode", "navigate", 'one of "cors", "no-cors", "same-origin"'],
    ["priority", "urgent", 'one of "high", "low", "auto"'],
    ["redirect", null, "one of"],
  ])("request.%s = %j", (key, value, expected) => {
    expectEndpointError(
      () => toFetchArgs(endpoint("GET /x", { request: { [key]: value } })),
      "ERR_INVALID_OPTION",
      `"request.${key}"`,
      'route "GET https://api.github.com/x"',
      `expected ${expected}`,
    );
  });

  test("every listed value is one fetch accepts (Node's Request is the oracle)", () => {
    for (const [key, values] of Object.entries(REQUEST_INIT_KEYS)) {
      if (typeof values === "string") continue;
      for (const value of values) {
        // only-if-cached needs mode same-origin, as fetch requires.
        const init: RequestInit = key === "cache" && value === "only-if-cached" ? { mode: "same-origin" } : {};
        expect(() => new Request(URL_, { ...init, [key]: value })).not.toThrow();
      }
    }
  });

  test("a request that is not a plain object throws, naming it", () => {
    expectEndpointError(() => initWith([]), "ERR_INVALID_OPTION", '"request"', "an array");
  });
});

describe("toFetchArgs(): no user-agent in a browser", () => {
  const global = globalThis as { document?: unknown; window?: unknown; importScripts?: unknown };
  afterEach(() => {
    delete global.document;
    delete global.window;
    delete global.importScripts;
  });
  const headersOf = () => toFetchArgs(endpoint("GET /user", { headers: { "x-a": "1" } }))[1].headers;

  test("outside a browser it is sent, as the result has it", () => {
    expect(headersOf()).toHaveProperty("user-agent", endpoint.DEFAULTS.headers["user-agent"]);
  });

  test("a page (document and window): left out, every other header kept; the result keeps it", () => {
    global.document = {};
    global.window = {};
    const result = endpoint("GET /user", { headers: { "x-a": "1" } });
    const [, init] = toFetchArgs(result);
    expect(init.headers).toStrictEqual({ accept: result.headers.accept, "x-a": "1" });
    expect(result.headers["user-agent"]).toBe(endpoint.DEFAULTS.headers["user-agent"]);
  });

  test("a worker (importScripts): left out", () => {
    global.importScripts = () => undefined;
    expect(headersOf()).not.toHaveProperty("user-agent");
  });

  test("a window alone, or a document alone, is no browser (navigator is never asked)", () => {
    global.window = {};
    expect(headersOf()).toHaveProperty("user-agent");
    delete global.window;
    global.document = {};
    expect(headersOf()).toHaveProperty("user-agent");
  });
});
