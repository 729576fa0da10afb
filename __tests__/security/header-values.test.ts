// No header value in any message or error field: header values are where
// credentials travel (authorization, cookie, an API key the defaults set),
// and messages end up in logs and in an API's error responses. A message
// names the header and says what is wrong with its value, never its text.
// Parameter values are still quoted.
import fc from "fast-check";
import { endpoint as core, EndpointError, toFetchArgs } from "../../src/index.js";
import { endpoint } from "../../src/openapi.js";
import { expectEndpointError } from "../helpers/expect-error.js";
import { loose } from "../helpers/loose-endpoint.js";
import { runs } from "../helpers/runs";

const info = { title: "t", version: "1" };
const SECRET = "SECRETtoken0123456789";

function d32(paths: object): object {
  return { openapi: "3.2.0", info, servers: [{ url: "https://api.test/v1" }], paths };
}

function swagger(paths: object): object {
  return { swagger: "2.0", info, host: "api.test", schemes: ["https"], paths };
}

// A described endpoint whose defaults set `headers`, called loosely (the calls are wrong on purpose).
function described(openapi: object, headers: { [name: string]: string }) {
  return loose(endpoint.defaults({ openapi, headers } as never));
}

// The message and every own field of what `call` throws; [] when it throws nothing.
function texts(call: () => unknown): string[] {
  try {
    call();
  } catch (error) {
    expect(error).toBeInstanceOf(EndpointError);
    const fields = Object.values(error as object).filter((value): value is string => typeof value === "string");
    return [(error as Error).message, ...fields];
  }
  return [];
}

describe("a parameter given beside a header: the header's value stays out of the message", () => {
  test.each<[string, () => unknown, string]>([
    [
      "a 3.x header parameter against the defaults' header",
      () =>
        described(d32({ "/x": { get: { parameters: [{ name: "X-Api-Key", in: "header" }] } } }), {
          "x-api-key": SECRET,
        })("GET /x", JSON.parse('{"X-Api-Key":"attacker"}')),
      '"X-Api-Key"',
    ],
    [
      "a 2.0 Authorization header parameter against the defaults' authorization",
      () =>
        described(
          swagger({ "/x": { get: { parameters: [{ name: "Authorization", in: "header", type: "string" }] } } }),
          {
            authorization: `token ${SECRET}`,
          },
        )("GET /x", { Authorization: "attacker" }),
      '"Authorization"',
    ],
    [
      "a 3.x Cookie header parameter against the defaults' cookie",
      () =>
        described(d32({ "/x": { get: { parameters: [{ name: "Cookie", in: "header" }] } } }), {
          cookie: `sid=${SECRET}`,
        })("GET /x", { Cookie: "attacker" }),
      '"Cookie"',
    ],
  ])("%s", (_, call, parameter) => {
    const error = expectEndpointError(
      call,
      "ERR_INVALID_PARAMETER",
      parameter,
      'for route "GET /x"',
      // The parameter's own value is quoted as ever.
      '"attacker" (also given in headers, with another value)',
    );
    expect(error.message).not.toContain(SECRET);
    expect(JSON.stringify({ ...error })).not.toContain(SECRET);
  });

  test("the same value in both places is no conflict", () => {
    const api = described(d32({ "/x": { get: { parameters: [{ name: "X-Api-Key", in: "header" }] } } }), {
      "x-api-key": SECRET,
    });
    expect(api("GET /x", { "X-Api-Key": SECRET }).headers["x-api-key"]).toBe(SECRET);
  });
});

describe("invalid header values are described, never quoted", () => {
  // A trailing newline from a file read is the common mistake.
  test.each(["authorization", "proxy-authorization", "cookie", "x-api-key"])(
    "%s with a trailing line break, in a call, in the defaults and in toFetchArgs",
    (name) => {
      const value = `token ${SECRET}\n`;
      const calls = [
        () => core("GET /x", { headers: { [name]: value } }),
        () => core.defaults({ headers: { [name]: value } }),
        () => toFetchArgs({ method: "GET", url: "https://api.test/x", headers: { [name]: value } }),
      ];
      for (const call of calls) {
        const error = expectEndpointError(
          call,
          "ERR_INVALID_HEADER",
          `Invalid header "${name}"`,
          "its value has a line break (U+000A) at position 27",
        );
        expect(error.message).not.toContain(SECRET);
        expect(error.header).toBe(name);
      }
    },
  );

  test.each<[string, string, string]>([
    ["a control character", "a\u0000b", "a control character (U+0000) at position 1"],
    ["DEL", "ab\u007f", "a control character (U+007F) at position 2"],
    ["a character no byte can carry", "ab\u20ac", "a character above U+00FF (U+20AC) at position 2"],
    ["a line separator", "\u2028", "a character above U+00FF (U+2028) at position 0"],
  ])("%s is named by its code point and position", (_, value, words) => {
    expectEndpointError(() => core("GET /x", { headers: { "x-a": value } }), "ERR_INVALID_HEADER", words);
  });

  test("a transport header and a wrong content-length are named, their values not quoted", () => {
    const host = expectEndpointError(() => core("GET /x", { headers: { host: "evil.example" } }), "ERR_INVALID_HEADER");
    expect(host.message).not.toContain("evil.example");
    const length = expectEndpointError(
      () => core("POST /x", { data: "hi", headers: { "content-length": "12345" } }),
      "ERR_INVALID_HEADER",
      "it is not the body's length (2 bytes)",
    );
    expect(length.message).not.toContain("12345");
  });

  test("headers given as one string of header text are named by their kind", () => {
    const error = expectEndpointError(
      () => loose(core)("GET /x", { headers: `authorization: token ${SECRET}` }),
      "ERR_INVALID_OPTION",
      'option "headers"',
      "a string",
    );
    expect(error.message).not.toContain(SECRET);
  });

  test("a cookie parameter's bad value is quoted, the defaults' cookie it joins is not", () => {
    const api = described(d32({ "/x": { get: { parameters: [{ name: "theme", in: "cookie" }] } } }), {
      cookie: `sid=${SECRET}`,
    });
    expect(api("GET /x", { theme: "dark" }).headers.cookie).toBe(`sid=${SECRET}; theme=dark`);
    const message = texts(() => api("GET /x", { theme: "a\nb" })).join(" ");
    expect(message).not.toContain(SECRET);
  });
});

describe("property: no header value in any message or error field", () => {
  // A value with a marker no message holds by itself, and maybe a character a header cannot carry.
  const bad = fc.constantFrom("", "\n", "\r\n", "\r", "\u0000", '"', "\\", "\u2028", "\u202e", "\u0085", "€", "\t");
  const headerValue = fc
    .tuple(fc.string({ maxLength: 12 }), bad, fc.string({ maxLength: 12 }), bad)
    .map(([a, first, b, second]) => `${a}${first}§${b}${second}`);
  const headerName = fc.constantFrom(
    "authorization",
    "proxy-authorization",
    "cookie",
    "x-api-key",
    "X-Token",
    "host",
    "content-length",
  );
  // Parameter values, quoted as ever: never holding the marker, so they cannot pass for a header's value.
  const parameterValue = fc.oneof(
    fc.string({ maxLength: 12 }).filter((text) => !text.includes("§")),
    fc.constantFrom("a\nb", '"', "attacker"),
  );

  const places: ReadonlyArray<[string, (name: string, value: string, parameter: string) => unknown]> = [
    ["a call's headers", (name, value) => loose(core)("GET /x", { headers: { [name]: value } })],
    ["the defaults' headers", (name, value) => loose(core.defaults({ headers: { [name]: value } } as never))("GET /x")],
    [
      "toFetchArgs",
      (name, value) =>
        toFetchArgs({ method: "POST", url: "https://api.test/x", headers: { [name]: value }, body: "b" }),
    ],
    [
      "a 3.x header parameter beside the defaults' header",
      (name, value, parameter) =>
        described(d32({ "/x": { get: { parameters: [{ name, in: "header" }] } } }), { [name]: value })("GET /x", {
          [name]: parameter,
        }),
    ],
    [
      "a 2.0 header parameter beside the call's header",
      (name, value, parameter) =>
        described(swagger({ "/x": { get: { parameters: [{ name, in: "header", type: "string" }] } } }), {})("GET /x", {
          [name]: parameter,
          headers: { [name]: value },
        }),
    ],
    [
      "a cookie parameter beside the defaults' cookie",
      (_, value, parameter) =>
        described(d32({ "/x": { get: { parameters: [{ name: "theme", in: "cookie" }] } } }), { cookie: value })(
          "GET /x",
          { theme: parameter },
        ),
    ],
  ];

  test.each(places)(`%s (${runs(800)} cases)`, (_, place) => {
    fc.assert(
      fc.property(headerName, headerValue, parameterValue, (name, value, parameter) => {
        for (const text of texts(() => place(name, value, parameter))) {
          expect(text).not.toContain("§");
          expect(text).not.toContain(value);
          expect(text).not.toContain(JSON.stringify(value).slice(1, -1));
        }
      }),
      { numRuns: runs(800) },
    );
  });
});
