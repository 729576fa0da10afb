// Every kind of bad input throws an EndpointError with its code and a message
// that names the bad value and, where there is one, the route. One table
// holds them all. A row's expected message is either a list of fragments
// (the quoted value, name or route, not the wording around them) or, for the
// one example per code that the README's error table shows, the whole message.
// A test checks that every code of ERROR_CODES has a row, so a new code
// cannot go untested.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { endpoint, EndpointError, ERROR_CODES } from "../../src/index";
import type { EndpointErrorCode, MergedOptions } from "../../src/index";
import { ROOT } from "../helpers/dist";
import { expectEndpointError } from "../helpers/expect-error";
import { loose } from "../helpers/loose-endpoint";

/** Fragments the message contains, or (a string) the exact message the README shows. */
type Expected = string[] | string;
type Row = [label: string, run: () => unknown, code: EndpointErrorCode, expected: Expected];

// Wrong on purpose: the route and option types would reject these calls.
// The README's examples use the typed `endpoint`, so the compile error is checked too.
const api = loose(endpoint);

// In the order of the README's error table.
const ROWS: Row[] = [
  // Routes.
  [
    "three parts",
    // @ts-expect-error -- three parts (a compile error too)
    () => endpoint("GET /a /b"),
    "ERR_INVALID_ROUTE",
    'Invalid route "GET /a /b" (expected "<METHOD> <url>" or "<url>")',
  ],
  ["empty route", () => api(""), "ERR_INVALID_ROUTE", ['route ""']],
  ["blank route", () => api(" \t\n"), "ERR_INVALID_ROUTE", ['route " \\t\\n"']],
  ["a number for a route", () => api(42), "ERR_INVALID_ROUTE", ["42"]],
  ["null for a route", () => api(null), "ERR_INVALID_ROUTE", ["null"]],
  ["an array for a route", () => api(["GET /x"]), "ERR_INVALID_ROUTE", ["array"]],

  // Methods.
  [
    "unknown method in a route",
    // @ts-expect-error -- unknown method (a compile error too)
    () => endpoint("FETCH /x"),
    "ERR_INVALID_METHOD",
    'Unknown method "FETCH" for route "FETCH /x" (expected GET, HEAD, POST, PUT, PATCH, DELETE or OPTIONS)',
  ],
  ["empty method", () => api({ method: "", url: "/x" }), "ERR_INVALID_METHOD", ['method ""', 'route "/x"']],
  [
    "method with a space",
    () => api({ method: "GET /x", url: "/x" }),
    "ERR_INVALID_METHOD",
    ['method "GET /x"', 'route "GET /x /x"'],
  ],
  ["unknown method in defaults", () => api.defaults({ method: "FETCH" }), "ERR_INVALID_METHOD", ['"FETCH"']],

  // Options of the wrong type.
  [
    "baseUrl without a scheme",
    () => endpoint("GET /x", { baseUrl: "api.github.com" }),
    "ERR_INVALID_OPTION",
    'Invalid option "baseUrl" for route "GET /x": "api.github.com" (expected an absolute http(s) URL)',
  ],
  ["url not a string", () => api({ url: 42 }), "ERR_INVALID_OPTION", ['"url"', "42"]],
  ["url an object", () => api({ url: { href: "/x" } }), "ERR_INVALID_OPTION", ['"url"', "object"]],
  ["method not a string", () => api({ url: "/x", method: 1 }), "ERR_INVALID_OPTION", ['"method"', "1", 'route "/x"']],
  [
    "headers a string",
    () => api("GET /x", { headers: "authorization: token x" }),
    "ERR_INVALID_OPTION",
    // Header text is named by its kind, never quoted.
    ['"headers" for route "GET /x": a string (expected an object, a Headers object, or [name, value] pairs)'],
  ],
  [
    "headers an array that holds no [name, value] pair",
    // The item is named by its place, never quoted: it may hold a credential.
    () => api("GET /x", { headers: [["authorization", "token SECRET", "x"]] }),
    "ERR_INVALID_OPTION",
    ['"headers" for route "GET /x": item 0 is not a [name, value] pair'],
  ],
  [
    "headers a Map",
    () => api("GET /x", { headers: new Map() }),
    "ERR_INVALID_OPTION",
    ['"headers"', "Map", 'route "GET /x"'],
  ],
  [
    "mediaType a string",
    () => api("GET /x", { mediaType: "raw" }),
    "ERR_INVALID_OPTION",
    ['"mediaType"', '"raw"', 'route "GET /x"'],
  ],
  [
    "mediaType.format a number",
    () => api("GET /x", { mediaType: { format: 1 } }),
    "ERR_INVALID_OPTION",
    ['"mediaType.format"', "1", 'route "GET /x"'],
  ],
  [
    "mediaType.format with a space",
    () => api("GET /x", { mediaType: { format: "r w" } }),
    "ERR_INVALID_OPTION",
    ['"mediaType.format"', '"r w"', 'route "GET /x"'],
  ],
  [
    "mediaType.format with a semicolon",
    () => api("GET /x", { mediaType: { format: "raw;q=1" } }),
    "ERR_INVALID_OPTION",
    ['"mediaType.format"', '"raw;q=1"'],
  ],
  [
    "mediaType.previews a string",
    () => api("GET /x", { mediaType: { previews: "mercy" } }),
    "ERR_INVALID_OPTION",
    ['"mediaType.previews"', '"mercy"', 'route "GET /x"'],
  ],
  [
    "empty preview name",
    () => api("GET /x", { mediaType: { previews: [""] } }),
    "ERR_INVALID_OPTION",
    ['"mediaType.previews"', '""', 'route "GET /x"'],
  ],
  [
    "preview name with a space",
    () => api("GET /x", { mediaType: { previews: ["a b"] } }),
    "ERR_INVALID_OPTION",
    ['"mediaType.previews"', '"a b"'],
  ],
  [
    "preview name with a comma",
    () => api("GET /x", { mediaType: { previews: ["a,application/evil"] } }),
    "ERR_INVALID_OPTION",
    ['"a,application/evil"'],
  ],
  [
    "preview name not a string",
    () => api("GET /x", { mediaType: { previews: [1] } }),
    "ERR_INVALID_OPTION",
    ['"mediaType.previews"', "1"],
  ],
  [
    "unknown mediaType key",
    () => api("GET /x", { mediaType: { previews: ["mercy"], preview: "x" } }),
    "ERR_INVALID_OPTION",
    ['"mediaType.preview"', '"x"'],
  ],
  [
    "baseUrl with another scheme",
    () => api("GET /x", { baseUrl: "ftp://h.test" }),
    "ERR_INVALID_OPTION",
    ['"baseUrl"', '"ftp://h.test"', 'route "GET /x"'],
  ],
  [
    "baseUrl javascript:",
    () => api("GET /x", { baseUrl: "javascript:alert(1)" }),
    "ERR_INVALID_OPTION",
    ['"baseUrl"', '"javascript:alert(1)"'],
  ],
  [
    "baseUrl with a query",
    () => api("GET /x", { baseUrl: "https://h.test/?a=1" }),
    "ERR_INVALID_OPTION",
    ['"baseUrl"', '"https://h.test/?a=1"'],
  ],
  [
    "baseUrl with a fragment",
    () => api("GET /x", { baseUrl: "https://h.test#f" }),
    "ERR_INVALID_OPTION",
    ['"baseUrl"', '"https://h.test#f"'],
  ],
  [
    "baseUrl without a host",
    () => api("GET /x", { baseUrl: "https://" }),
    "ERR_INVALID_OPTION",
    ['"baseUrl"', '"https://"'],
  ],
  [
    "baseUrl with a space",
    () => api("GET /x", { baseUrl: "https://h.test/a b" }),
    "ERR_INVALID_OPTION",
    ['"baseUrl"', '"https://h.test/a b"'],
  ],
  [
    "baseUrl not a string",
    () => api("GET /x", { baseUrl: new URL("https://h.test") }),
    "ERR_INVALID_OPTION",
    ['"baseUrl"', "URL"],
  ],
  ["baseUrl in defaults", () => api.defaults({ baseUrl: "h.test" }), "ERR_INVALID_OPTION", ['"baseUrl"', '"h.test"']],
  [
    "relative url and no baseUrl",
    () => api.parse({ ...api.merge("GET /x"), baseUrl: undefined }),
    "ERR_INVALID_OPTION",
    ['"baseUrl"', "undefined", 'route "GET /x"'],
  ],
  [
    "request a string",
    () => api("GET /x", { request: "x" }),
    "ERR_INVALID_OPTION",
    ['"request"', '"x"', 'route "GET /x"'],
  ],
  [
    "method with a route string",
    () => api("GET /x", { method: "POST" }),
    "ERR_INVALID_OPTION",
    ['"method"', '"GET /x"'],
  ],
  ["url with a route string", () => api("GET /x", { url: "/y" }), "ERR_INVALID_OPTION", ['"url"', '"GET /x"']],
  ["options not an object", () => api("GET /x", "y"), "ERR_INVALID_OPTION", ['"y"', '"GET /x"']],
  ["a second argument after options", () => api({ url: "/x" }, {}), "ERR_INVALID_OPTION", ["second argument"]],
  ["defaults of a string", () => api.defaults("x"), "ERR_INVALID_OPTION", ['"x"']],
  ["parse of null", () => api.parse(null), "ERR_INVALID_OPTION", ["null"]],

  // url.
  [
    "no url",
    // @ts-expect-error -- no url (a compile error too)
    () => endpoint({ method: "GET" }),
    "ERR_MISSING_URL",
    'Missing option "url"',
  ],
  ["empty url", () => api({ url: "" }), "ERR_MISSING_URL", ['option "url"']],
  ["null url", () => api({ url: null }), "ERR_MISSING_URL", ['option "url"']],
  ["url not a string", () => api({ method: "GET", url: 5 }), "ERR_INVALID_OPTION", ['option "url"', ": 5"]],
  [
    "parameters not a plain object",
    () => api("GET /x/{a}", { parameters: ["a"] }),
    "ERR_INVALID_OPTION",
    ['option "parameters"', '"GET /x/{a}"', "an array"],
  ],
  [
    "parameters not a plain object in merged options given to parse",
    () => api.parse({ ...api.merge("GET /x/{a}"), parameters: ["a"] }),
    "ERR_INVALID_OPTION",
    ['option "parameters"', '"GET /x/{a}"', "an array"],
  ],
  [
    "url removed from merged options",
    () => api.parse({ ...api.merge("GET /x"), url: undefined }),
    "ERR_MISSING_URL",
    ['option "url"'],
  ],

  // Templates.
  [
    "a character no variable name has, in a route string",
    // @ts-expect-error -- the types read "a$b" as a required name (a compile error too)
    () => endpoint("GET /x/{a$b}"),
    "ERR_INVALID_TEMPLATE",
    'Invalid URL template "/x/{a$b}" for route "GET /x/{a$b}": unexpected "$" at position 5',
  ],
  [
    // As a route string this would be three parts (ERR_INVALID_ROUTE); as an option, a template error.
    "a space in a variable name",
    // @ts-expect-error -- the types read "a b" as a required name (a compile error too)
    () => endpoint({ url: "/x/{a b}" }),
    "ERR_INVALID_TEMPLATE",
    ['Invalid URL template "/x/{a b}" for route "GET /x/{a b}": unexpected " " at position 5'],
  ],
  [
    "unclosed expression",
    () => api("GET /x/{owner"),
    "ERR_INVALID_TEMPLATE",
    ['template "/x/{owner"', 'route "GET /x/{owner"', "at position 3"],
  ],
  ["stray brace", () => api("GET /x}"), "ERR_INVALID_TEMPLATE", ['template "/x}"', "at position 2"]],
  ["empty expression", () => api("GET /x/{}"), "ERR_INVALID_TEMPLATE", ['template "/x/{}"', "at position 4"]],
  [
    "empty variable after a comma",
    () => api("GET /x/{a,}"),
    "ERR_INVALID_TEMPLATE",
    ['template "/x/{a,}"', "at position 6"],
  ],
  ["bad variable name", () => api("GET /x/{a-}"), "ERR_INVALID_TEMPLATE", ['template "/x/{a-}"', "at position 5"]],
  [
    "lone surrogate in the template",
    () => api("GET /caf\uD800/x"),
    "ERR_INVALID_TEMPLATE",
    ['template "/caf\\ud800/x"', "lone surrogate", "at position 4"],
  ],

  // A parameter a required placeholder needs.
  [
    "missing parameter",
    // @ts-expect-error -- user is missing (a compile error too)
    () => endpoint("GET /users/{user}"),
    "ERR_MISSING_PARAMETER",
    'Missing parameter "user" for route "GET /users/{user}"',
  ],
  [
    "null parameter",
    () => api("GET /repos/{owner}/{repo}", { owner: "o", repo: null }),
    "ERR_MISSING_PARAMETER",
    ['"repo"', '"GET /repos/{owner}/{repo}"'],
  ],
  [
    "missing `:name`",
    () => api("DELETE /users/:user"),
    "ERR_MISSING_PARAMETER",
    ['"user"', 'for route "DELETE /users/:user"'],
  ],
  [
    "an option name as a placeholder",
    () => api("GET /x/{data}", { data: "d" }),
    "ERR_MISSING_PARAMETER",
    ['"data"', '"GET /x/{data}"', "option name"],
  ],

  // Parameters without a URL form.
  [
    "query value an invalid Date",
    () => endpoint("GET /x", { since: new Date(NaN) }),
    "ERR_INVALID_PARAMETER",
    'Invalid parameter "since" for route "GET /x": Invalid Date',
  ],
  [
    "query value an object",
    () => api("GET /x", { filter: { a: 1 } }),
    "ERR_INVALID_PARAMETER",
    ['parameter "filter"', "an object", 'route "GET /x"'],
  ],
  [
    "query value a function",
    () => api("GET /x", { cb: () => 1 }),
    "ERR_INVALID_PARAMETER",
    ['parameter "cb"', "a function", 'route "GET /x"'],
  ],
  [
    "query value a symbol",
    () => api("GET /x", { s: Symbol("s") }),
    "ERR_INVALID_PARAMETER",
    ['parameter "s"', "a symbol"],
  ],
  ["query value a Map", () => api("GET /x", { m: new Map([["a", 1]]) }), "ERR_INVALID_PARAMETER", ['"m"', "Map"]],
  [
    "query list with an object",
    () => api("GET /x", { ids: [1, { a: 1 }] }),
    "ERR_INVALID_PARAMETER",
    ['parameter "ids"', "an object"],
  ],
  [
    "query value NaN",
    () => api("GET /x", { page: Number.NaN }),
    "ERR_INVALID_PARAMETER",
    ['parameter "page"', "NaN", 'route "GET /x"'],
  ],
  [
    "query value Infinity",
    () => api("GET /x", { page: Number.POSITIVE_INFINITY }),
    "ERR_INVALID_PARAMETER",
    ['parameter "page"', "Infinity"],
  ],
  [
    "path value a Map",
    () => api("GET /x/{a}", { a: new Map() }),
    "ERR_INVALID_PARAMETER",
    ['"a"', "Map", 'route "GET /x/{a}"'],
  ],
  ["path list of lists", () => api("GET /x/{a}", { a: [[1]] }), "ERR_INVALID_PARAMETER", ['parameter "a"', "an array"]],
  [
    "prefix of a list",
    () => api("GET /x/{a:2}", { a: ["b"] }),
    "ERR_INVALID_PARAMETER",
    ['parameter "a"', "{a:2}", 'route "GET /x/{a:2}"'],
  ],
  [
    "prefix of a map",
    () => api("GET /x/{+a:2}", { a: { k: "v" } }),
    "ERR_INVALID_PARAMETER",
    ['parameter "a"', "{+a:2}"],
  ],

  // A lone surrogate (not valid Unicode) anywhere a string is percent-encoded.
  [
    "lone surrogate in a path value",
    () => api("GET /x/{a}", { a: "\uD800" }),
    "ERR_INVALID_PARAMETER",
    ['parameter "a"', "lone surrogate", 'route "GET /x/{a}"'],
  ],
  [
    "lone surrogate in a `:name` value",
    () => api("GET /x/:a", { a: "b\uDC00" }),
    "ERR_INVALID_PARAMETER",
    ['parameter "a"', "lone surrogate"],
  ],
  [
    "lone surrogate in a reserved value",
    () => api("GET /x/{+a}", { a: "\uDBFFb" }),
    "ERR_INVALID_PARAMETER",
    ['parameter "a"', "lone surrogate"],
  ],
  [
    "lone surrogate after a prefix cut",
    () => api("GET /x/{a:1}", { a: "\uDC00\uD800" }),
    "ERR_INVALID_PARAMETER",
    ['parameter "a"', "lone surrogate"],
  ],
  [
    "lone surrogate in a list member",
    () => api("GET /x{/a*}", { a: ["ok", "\uDC00"] }),
    "ERR_INVALID_PARAMETER",
    ['parameter "a"', "lone surrogate", 'route "GET /x{/a*}"'],
  ],
  [
    "lone surrogate in a map key",
    () => api("GET /x{?a*}", { a: { "\uD800": "v" } }),
    "ERR_INVALID_PARAMETER",
    ['parameter "a"', "lone surrogate"],
  ],
  [
    "lone surrogate in a map value",
    () => api("GET /x{a}", { a: { k: "\uD800" } }),
    "ERR_INVALID_PARAMETER",
    ['parameter "a"', "lone surrogate"],
  ],
  [
    "lone surrogate after an undefined variable",
    () => api("GET /x/a{b,c}d", { c: "\uD800" }),
    "ERR_INVALID_PARAMETER",
    ['parameter "c"', "lone surrogate"],
  ],
  [
    "lone surrogate in a query value",
    () => api("GET /x", { q: "\uD800" }),
    "ERR_INVALID_PARAMETER",
    ['parameter "q"', "lone surrogate", 'route "GET /x"'],
  ],
  [
    "lone surrogate in a query key",
    () => api("GET /x", { "k\uD800": "v" }),
    "ERR_INVALID_PARAMETER",
    ['parameter "k\\ud800"', "lone surrogate"],
  ],
  [
    "lone surrogate in a query list",
    () => api("GET /x", { "ids[]": ["a", "\uDFFF"] }),
    "ERR_INVALID_PARAMETER",
    ['parameter "ids[]"', "lone surrogate"],
  ],

  // Values that would move the request (more in security/path.test.ts).
  [
    "dot segment",
    () => endpoint("GET /repos/{owner}/{repo}", { owner: "o", repo: ".." }),
    "ERR_UNSAFE_PARAMETER",
    'Unsafe parameter "repo" for route "GET /repos/{owner}/{repo}": it adds a dot segment ("." or "..") to the path',
  ],
  [
    "query in a reserved value",
    () => api("GET /contents/{+path}", { path: "a?b" }),
    "ERR_UNSAFE_PARAMETER",
    ['parameter "path"', '"?"', 'route "GET /contents/{+path}"'],
  ],

  // Headers.
  [
    "header value with CR LF",
    () => endpoint("GET /x", { headers: { "x-a": "1\r\nx-b: 2" } }),
    "ERR_INVALID_HEADER",
    'Invalid header "x-a" for route "GET /x": its value has a line break (U+000D) at position 1',
  ],
  [
    "header name with a space",
    () => api("GET /x", { headers: { "x y": "1" } }),
    "ERR_INVALID_HEADER",
    ['"x y"', 'route "GET /x"'],
  ],
  ["empty header name", () => api("GET /x", { headers: { "": "1" } }), "ERR_INVALID_HEADER", ['""']],
  ["header name with a colon", () => api("GET /x", { headers: { "x:y": "1" } }), "ERR_INVALID_HEADER", ['"x:y"']],
  [
    "header name with a newline",
    () => api("GET /x", { headers: { "x\r\nevil": "1" } }),
    "ERR_INVALID_HEADER",
    ['"x\\r\\nevil"'],
  ],
  ["header name not ASCII", () => api("GET /x", { headers: { é: "1" } }), "ERR_INVALID_HEADER", ['"é"']],
  [
    "header value with LF",
    () => api("GET /x", { headers: { "x-a": "1\nb" } }),
    "ERR_INVALID_HEADER",
    ['"x-a"', "a line break (U+000A) at position 1"],
  ],
  [
    "header value with CR",
    () => api("GET /x", { headers: { "x-a": "1\rb" } }),
    "ERR_INVALID_HEADER",
    ['"x-a"', "a line break (U+000D) at position 1"],
  ],
  [
    "header value with NUL",
    () => api("GET /x", { headers: { "x-a": "1\u0000" } }),
    "ERR_INVALID_HEADER",
    ['"x-a"', "a control character (U+0000) at position 1"],
  ],
  [
    "header value a boolean",
    () => api("GET /x", { headers: { "x-a": true } }),
    "ERR_INVALID_HEADER",
    ['"x-a"', "true"],
  ],
  ["header value NaN", () => api("GET /x", { headers: { "x-a": Number.NaN } }), "ERR_INVALID_HEADER", ['"x-a"', "NaN"]],
  [
    "header value an object",
    () => api("GET /x", { headers: { "x-a": {} } }),
    "ERR_INVALID_HEADER",
    ['"x-a"', "object"],
  ],
  ["header value a bigint", () => api("GET /x", { headers: { "x-a": 1n } }), "ERR_INVALID_HEADER", ['"x-a"', "1n"]],
  [
    "bad header in defaults",
    () => api.defaults({ headers: { "x-a": "\n" } }),
    "ERR_INVALID_HEADER",
    ['"x-a"', "a line break (U+000A) at position 0"],
  ],

  // Bodies.
  [
    "data on GET",
    // @ts-expect-error -- a GET request has no body
    () => endpoint("GET /x", { data: "d" }),
    "ERR_BODY_NOT_ALLOWED",
    'Invalid option "data" for route "GET /x" (a GET request has no body)',
  ],
  [
    "data null on HEAD",
    () => api("HEAD /x", { data: null }),
    "ERR_BODY_NOT_ALLOWED",
    ['"data"', "HEAD", 'route "HEAD /x"'],
  ],
  [
    "empty data on OPTIONS",
    () => api("OPTIONS /x", { data: "" }),
    "ERR_BODY_NOT_ALLOWED",
    ['"data"', "OPTIONS", 'route "OPTIONS /x"'],
  ],
];

/** The rows whose expected message is exact: one per code, as the README shows them. */
const DOCUMENTED = ROWS.filter(
  (row): row is [string, () => unknown, EndpointErrorCode, string] => typeof row[3] === "string",
);

describe("bad input throws EndpointError with its code and a message naming it", () => {
  test.each(ROWS)("%s", (_, run, code, expected) => {
    const fragments = typeof expected === "string" ? [] : expected;
    const error = expectEndpointError(run, code, ...fragments);
    expect(error).toBeInstanceOf(TypeError);
    if (typeof expected === "string") expect(error.message).toBe(expected);
  });

  test("every code of ERROR_CODES is raised above", () => {
    expect(ERROR_CODES.length).toBeGreaterThanOrEqual(10);
    expect([...new Set(ROWS.map((row) => row[2]))].sort()).toEqual([...ERROR_CODES].sort());
  });

  test("the README's error table lists every code with the message its row gives", () => {
    const readme = readFileSync(join(ROOT, "README.md"), "utf8");
    const rows = [...readme.matchAll(/^\| `(ERR_[A-Z_]+)` *\|[^|]*\| `(.*)` *\|$/gm)].map((m) => [m[1], m[2]]);
    expect(rows).toEqual(DOCUMENTED.map(([, , code, message]) => [code, message]));
  });
});

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
    ["a null-prototype object", Object.create(null) as object, "an object"],
  ])("describes %s in messages", (_, value, text) => {
    expect(
      expectEndpointError(() => endpoint("GET /x", { headers: { "x-a": value } } as never), "ERR_INVALID_HEADER")
        .message,
    ).toContain(`"x-a" for route "GET /x": its value is ${text}`);
  });
});

describe("strings that are never percent-encoded", () => {
  // Header values go on the wire as they are, so they must be RFC 9110
  // field-values (nothing above U+00FF): a lone surrogate is refused here,
  // not later by the HTTP client with an error of its own.
  test("a header value with a lone surrogate throws ERR_INVALID_HEADER", () => {
    expectEndpointError(
      () => endpoint("GET /x", { headers: { "x-a": "\uD800" } }),
      "ERR_INVALID_HEADER",
      '"x-a"',
      "its value has a character above U+00FF (U+D800) at position 0",
    );
  });

  test("a body value with a lone surrogate is kept (JSON.stringify escapes it)", () => {
    const { body } = endpoint("POST /x", { title: "\uD800" });
    expect(body).toEqual({ title: "\uD800" });
    expect(JSON.stringify(body)).toBe('{"title":"\\ud800"}');
  });

  test("merge() does not expand, so it does not reject a value parse() will", () => {
    const merged: MergedOptions = api.merge("GET /x/{a}", { a: "\uD800" });
    expect(merged.a).toBe("\uD800");
    expectEndpointError(() => api.parse(merged), "ERR_INVALID_PARAMETER");
  });
});
