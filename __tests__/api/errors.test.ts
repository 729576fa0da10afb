import { readFileSync } from "node:fs";
import { join } from "node:path";
import { endpoint, EndpointError } from "../../src/index";
import type { EndpointErrorCode } from "../../src/index";
import { ROOT } from "../helpers/dist";
import { expectEndpointError } from "../helpers/expect-error";

describe("EndpointError", () => {
  test("is a TypeError with a name, a code and a message", () => {
    // @ts-expect-error -- owner is missing (a compile error too)
    const error = expectEndpointError(() => endpoint("GET /repos/{owner}"), "ERR_MISSING_PARAMETER");
    expect(error).toBeInstanceOf(TypeError);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe("EndpointError");
    expect(error.message).toBe('Missing parameter "owner" for route "GET /repos/{owner}"');
    expect(String(error)).toBe('EndpointError: Missing parameter "owner" for route "GET /repos/{owner}"');
  });

  test("can be constructed directly, for wrappers that want the same contract", () => {
    const error = new EndpointError("ERR_INVALID_OPTION", "message");
    expect(error.code).toBe("ERR_INVALID_OPTION");
    expect(error.message).toBe("message");
  });

  // One representative trigger per code, with the exact message a user sees.
  const table: Array<[EndpointErrorCode, () => unknown, string]> = [
    // @ts-expect-error -- three parts (a compile error too)
    ["ERR_INVALID_ROUTE", () => endpoint("GET /a /b"), 'Invalid route "GET /a /b" (expected "<METHOD> <url>" or "<url>")'],
    [
      "ERR_INVALID_METHOD",
      // @ts-expect-error -- unknown method (a compile error too)
      () => endpoint("FETCH /x"),
      'Unknown method "FETCH" for route "FETCH /x" (expected GET, HEAD, POST, PUT, PATCH, DELETE or OPTIONS)',
    ],
    [
      "ERR_INVALID_OPTION",
      () => endpoint("GET /x", { baseUrl: "api.github.com" }),
      'Invalid option "baseUrl" for route "GET /x": "api.github.com" (expected an absolute http(s) URL)',
    ],
    [
      "ERR_MISSING_URL",
      // @ts-expect-error -- no url (a compile error too)
      () => endpoint({ method: "GET" }),
      'Missing option "url"',
    ],
    [
      "ERR_INVALID_TEMPLATE",
      // @ts-expect-error -- the types read "a b" as a required name (a compile error too)
      () => endpoint({ url: "/x/{a b}" }),
      'Invalid URL template "/x/{a b}" for route "GET /x/{a b}": unexpected " " at position 5',
    ],
    // @ts-expect-error -- user is missing (a compile error too)
    ["ERR_MISSING_PARAMETER", () => endpoint("GET /users/{user}"), 'Missing parameter "user" for route "GET /users/{user}"'],
    [
      "ERR_INVALID_PARAMETER",
      () => endpoint("GET /x", { since: new Date(NaN) }),
      'Invalid parameter "since" for route "GET /x": Invalid Date',
    ],
    [
      "ERR_UNSAFE_PARAMETER",
      () => endpoint("GET /repos/{owner}/{repo}", { owner: "o", repo: ".." }),
      'Unsafe parameter "repo" for route "GET /repos/{owner}/{repo}": it adds a dot segment ("." or "..") to the path',
    ],
    [
      "ERR_INVALID_HEADER",
      () => endpoint("GET /x", { headers: { "x-a": "1\r\nx-b: 2" } }),
      'Invalid header "x-a" for route "GET /x": "1\\r\\nx-b: 2"',
    ],
    [
      "ERR_BODY_NOT_ALLOWED",
      () => endpoint("GET /x", { data: "d" }),
      'Invalid option "data" for route "GET /x" (a GET request has no body)',
    ],
  ];

  test.each(table)("%s has a clear message", (code, fn, message) => {
    expect(expectEndpointError(fn, code).message).toBe(message);
  });

  test("the README's error table lists every code with the message these triggers give", () => {
    const readme = readFileSync(join(ROOT, "README.md"), "utf8");
    const rows = [...readme.matchAll(/^\| `(ERR_[A-Z_]+)` \|[^|]*\| `(.*)` \|$/gm)].map((m) => [m[1], m[2]]);
    expect(rows).toEqual(table.map(([code, , message]) => [code, message]));
  });

  test("long values are shortened in messages", () => {
    // @ts-expect-error -- y is missing (a compile error too)
    const error = expectEndpointError(() => endpoint(`GET /x/${"a".repeat(500)}/{y}`), "ERR_MISSING_PARAMETER");
    expect(error.message.length).toBeLessThan(150);
    expect(error.message).toContain(`"GET /x/${"a".repeat(73)}…"`);
  });

  test.each([
    ["a bigint", 1n, "1n"],
    ["a symbol", Symbol("s"), "a symbol"],
    ["a function", () => 1, "a function"],
    ["an array", [1], "an array"],
    ["a class instance", new Map(), "a Map"],
    ["a null-prototype object", Object.create(null), "an object"],
  ])("describes %s in messages", (_, value, text) => {
    expect(expectEndpointError(() => endpoint("GET /x", { headers: { "x-a": value } } as never), "ERR_INVALID_HEADER").message).toContain(
      `"x-a" for route "GET /x": ${text}`,
    );
  });
});
