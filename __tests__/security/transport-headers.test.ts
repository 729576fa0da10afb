// Headers the transport owns (host, connection, transfer-encoding, ...)
// are never taken from the caller, wherever they come from, and a
// content-length must be the length of the body it goes with.
import { endpoint, toFetchArgs } from "../../src/index.js";
import type { RequestOptions } from "../../src/index.js";
import { expectEndpointError } from "../helpers/expect-error.js";
import { loose } from "../helpers/loose-endpoint.js";

const untyped = loose(endpoint);
const TRANSPORT = [
  "host",
  "transfer-encoding",
  "connection",
  "keep-alive",
  "upgrade",
  "te",
  "trailer",
  "proxy-connection",
];
const URL_ = "https://api.example.com/x";

// Every way a header reaches a request: options (also parsed from JSON),
// defaults, merged options handed to parse(), and a hand-made result.
const ROUTES: Array<[string, (name: string, value: unknown) => unknown]> = [
  ["call options", (name, value) => untyped("GET /user", { headers: { [name]: value } })],
  [
    "call options parsed from JSON",
    (name, value) => untyped("GET /user", JSON.parse(JSON.stringify({ headers: { [name]: value } }))),
  ],
  ["defaults", (name, value) => untyped.defaults({ headers: { [name]: value } })],
  [
    "merged options given to parse()",
    (name, value) => untyped.parse({ ...untyped.merge("GET /user"), headers: { [name]: value } }),
  ],
  [
    "a hand-made result given to toFetchArgs()",
    (name, value) => toFetchArgs({ method: "GET", url: URL_, headers: { [name]: value } } as RequestOptions),
  ],
];

describe("transport-owned headers throw ERR_INVALID_HEADER", () => {
  const cases = TRANSPORT.flatMap((name) =>
    ROUTES.map(([where, call]): [string, string, (n: string, v: unknown) => unknown] => [name, where, call]),
  );
  test.each(cases)("%s in %s", (name, _, call) => {
    expectEndpointError(() => call(name, "evil.test"), "ERR_INVALID_HEADER", JSON.stringify(name), "HTTP client");
  });

  test.each(["Host", "HOST", "Transfer-Encoding", "Connection", "TE"])("in any case: %s", (name) => {
    expectEndpointError(() => untyped("GET /user", { headers: { [name]: "x" } }), "ERR_INVALID_HEADER");
  });

  test("the issue's case: a JSON options object naming another host keeps the token at home", () => {
    const api = endpoint.defaults({ headers: { authorization: "token secret" } });
    const error = expectEndpointError(
      () => loose(api)("GET /user", JSON.parse('{"headers":{"host":"evil.test"}}')),
      "ERR_INVALID_HEADER",
      'Invalid header "host" for route "GET /user": the HTTP client sets it, never the caller',
    );
    // The message names the header, never its value (nor the defaults' token).
    expect(error.message).not.toMatch(/evil\.test|secret/);
  });

  test("null or undefined removes one: nothing is sent, so nothing is refused", () => {
    expect(untyped("GET /user", { headers: { host: null, connection: undefined } }).headers).not.toHaveProperty("host");
    const [, init] = toFetchArgs({ method: "GET", url: URL_, headers: { host: null } } as unknown as RequestOptions);
    expect(init.headers).toStrictEqual({});
  });

  test("look-alike names are ordinary headers", () => {
    const headers = { "x-host": "a", "x-forwarded-host": "b", hosts: "c", tee: "d" };
    expect(untyped("GET /user", { headers }).headers).toMatchObject(headers);
  });
});

describe("content-length must be a non-negative decimal integer", () => {
  test.each<[unknown]>([
    ["-1"],
    ["1.5"],
    [" 4"],
    ["4 "],
    ["0x10"],
    ["1e3"],
    ["4, 4"],
    [""],
    [-1],
    [1.5],
    [1e21],
    ["1234567890123456"],
  ])("%j throws ERR_INVALID_HEADER", (value) => {
    expectEndpointError(
      () => untyped("POST /x", { headers: { "content-length": value }, data: "" }),
      "ERR_INVALID_HEADER",
      '"content-length"',
    );
    expectEndpointError(
      () => untyped.defaults({ headers: { "Content-Length": value } }),
      "ERR_INVALID_HEADER",
      "non-negative decimal integer",
    );
  });
});

describe("content-length must be the body's length in bytes, where that is known", () => {
  test.each<[string, object, unknown]>([
    ["a string", { data: "hello" }, 5],
    ["a string, the length with leading zeros", { data: "hello" }, "005"],
    ["a string with multi-byte characters", { data: "é😀" }, "6"],
    ["bytes", { data: new Uint8Array(3) }, 3],
    ["an ArrayBuffer", { data: new ArrayBuffer(4) }, "4"],
    ["a JSON body from data", { data: { a: 1 } }, 7],
    ["a JSON body from leftover parameters", { title: "é" }, '{"title":"é"}'.length + 1],
    ["no body on GET", {}, 0],
  ])("%s: the right length passes", (_, extra, length) => {
    const method = Object.keys(extra).length === 0 ? "GET" : "POST";
    const result = untyped(`${method} /x`, { headers: { "content-length": length }, ...extra });
    expect(result.headers["content-length"]).toBe(length);
    expect(() => toFetchArgs(result)).not.toThrow();
  });

  test.each<[string, object, unknown]>([
    ["the issue's case: 0 with a data string", { data: "GET /admin HTTP/1.1\r\n\r\n" }, "0"],
    ["a string counted in UTF-16 units", { data: "é" }, 1],
    ["bytes", { data: new Uint8Array(3) }, 2],
    ["a JSON body", { data: { a: 1 } }, 6],
    ["leftover parameters", { title: "t" }, 100],
    ["an empty PUT body", { method: "PUT" }, "5"],
  ])("%s: another length throws ERR_INVALID_HEADER", (_, { method, ...extra }: { method?: string }, length) => {
    expectEndpointError(
      () => untyped(`${method ?? "POST"} /x`, { headers: { "content-length": length }, ...extra }),
      "ERR_INVALID_HEADER",
      '"content-length"',
      "bytes",
    );
  });

  test("a GET with a non-zero length and no body throws", () => {
    expectEndpointError(
      () => untyped("GET /x", { headers: { "content-length": 4 } }),
      "ERR_INVALID_HEADER",
      "it is not the body's length (0 bytes)",
    );
  });

  test("a body whose length only the client knows (a stream, FormData) passes", () => {
    const form = new FormData();
    form.append("a", "b");
    expect(untyped("POST /x", { headers: { "content-length": 999 }, data: form }).body).toBe(form);
  });

  describe("toFetchArgs() checks a hand-made result the same way", () => {
    const made = (body: unknown, length: unknown, type = "application/json") =>
      ({
        method: "POST",
        url: URL_,
        headers: { "content-type": type, "content-length": length },
        body,
      }) as RequestOptions;

    test.each<[string, unknown, unknown]>([
      ["a string", "abc", 3],
      ["JSON text of an object", { a: "é" }, 10],
      ["bytes", new Uint8Array(2), "2"],
      ["a Blob", new Blob(["abcd"]), 4],
      ["URLSearchParams", new URLSearchParams({ a: "b c" }), 5],
    ])("%s with its length passes", (_, body, length) => {
      expect(toFetchArgs(made(body, length))[1].headers["content-length"]).toBe(String(length));
    });

    test.each<[string, unknown, unknown]>([
      ["a string", "abc", 0],
      ["JSON text of an object", { a: "é" }, 9],
      ["bytes", new Uint8Array(2), 20],
      ["a Blob", new Blob(["abcd"]), 3],
      ["no body at all", undefined, 4],
      ["not a decimal integer", "abc", "3;x"],
    ])("%s with another length throws", (_, body, length) => {
      expectEndpointError(() => toFetchArgs(made(body, length)), "ERR_INVALID_HEADER", '"content-length"');
    });
  });
});
