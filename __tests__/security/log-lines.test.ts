// An error message is one log line: nothing in it can start a new line (in
// any reader: Python's splitlines() also splits at \v, \f, \x1c-\x1e,
// U+0085, U+2028 and U+2029) or reorder the text (bidi controls), whatever
// value it quotes and wherever the value came from.
import fc from "fast-check";
import { endpoint, EndpointError, toFetchArgs } from "../../src/index.js";
import type { RequestOptions } from "../../src/index.js";
import { loose } from "../helpers/loose-endpoint.js";
import { runs } from "../helpers/runs";

const untyped = loose(endpoint);
// Python's str.splitlines() boundaries.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const LINE_BREAK = /\r\n|[\n\r\v\f\x1c-\x1e\x85\u2028\u2029]/;
const BIDI = /[\u202a-\u202e\u2066-\u2069]/;
// Every other C0 and C1 control, and DEL.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\x00-\x1f\x7f-\x9f]/;

// Places a value can reach a message from.
const POSITIONS: Array<[string, (value: string) => unknown]> = [
  ["a route", (v) => untyped(v)],
  ["a method", (v) => untyped({ method: v, url: "/x" })],
  ["a template", (v) => untyped(`GET /x/{${v}`)],
  ["a literal in a template", (v) => untyped(`GET /x/${v}{`)],
  ["a header name", (v) => untyped("GET /x", { headers: { [`${v}:`]: "v" } })],
  ["a header value", (v) => untyped("GET /x", { headers: { "x-a": `${v}\n` } })],
  ["a transport header value", (v) => untyped("GET /x", { headers: { host: v } })],
  ["a parameter name", (v) => untyped("GET /x/{a}", { [`${v}`]: 1 })],
  ["a path value", (v) => untyped("GET /x/{+a}", { a: `${v}/../..` })],
  ["a query value repeating a key", (v) => untyped("GET /x?k=1", { k: v })],
  ["a baseUrl", (v) => untyped("GET /x", { baseUrl: v })],
  ["a format", (v) => untyped("GET /x", { mediaType: { format: v } })],
  ["a route split in two", (v) => untyped("get", v)],
  ["toFetchArgs", (v) => toFetchArgs({ method: v, url: v, headers: {} } as unknown as RequestOptions)],
];

function messages(value: string): string[] {
  const found: string[] = [];
  for (const [, call] of POSITIONS) {
    try {
      call(value);
    } catch (error) {
      if (error instanceof EndpointError) found.push(error.message);
      else throw error;
    }
  }
  return found;
}

const dangerous = fc.constantFrom(
  "\n",
  "\r\n",
  "\v",
  "\f",
  "\x1c",
  "\x1d",
  "\x1e",
  "\x85",
  "\u2028",
  "\u2029",
  "\u202a",
  "\u202e",
  "\u2066",
  "\u2069",
  "\x00",
  "\x7f",
  "\x9b",
);
const text = fc.oneof(
  fc.string({ unit: fc.oneof(dangerous, fc.string({ unit: "binary", maxLength: 1 })), maxLength: 20 }),
  fc.string({ unit: "binary", maxLength: 20 }),
);

describe("every message is one log line", () => {
  test.each([
    ["U+0085 (NEL)", "a\x85b"],
    ["U+2028", "a\u2028b"],
    ["U+2029", "a\u2029b"],
    ["right-to-left override", "a\u202eb"],
    ["first strong isolate", "a\u2068b"],
    ["a C1 control", "a\x9bb"],
    ["form feed and vertical tab", "a\f\vb"],
  ])("%s is escaped wherever it comes from", (_, value) => {
    const found = messages(value);
    expect(found.length).toBeGreaterThan(10);
    for (const message of found) {
      expect(message.split(LINE_BREAK)).toHaveLength(1);
      expect(message).not.toMatch(BIDI);
      expect(message).not.toMatch(CONTROL);
    }
  });

  test("an escaped character shows as its \\u escape", () => {
    expect(() => untyped("GET /a\u2028b/{c}")).toThrow('route "GET /a\\u2028b/{c}"');
    // A header value is not quoted at all: its character is named by its code point.
    expect(() => untyped("GET /x", { headers: { host: "a\u2028b" } })).toThrow("(U+2028) at position 1");
  });

  test(`for any value, in any position (${runs(3_000)} cases)`, () => {
    fc.assert(
      fc.property(text, (value) => {
        for (const message of messages(value)) {
          expect(message.split(LINE_BREAK).length).toBe(1);
          expect(BIDI.test(message)).toBe(false);
          expect(CONTROL.test(message)).toBe(false);
        }
      }),
      { numRuns: runs(3_000) },
    );
  });
});
