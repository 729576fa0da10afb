import { canonicalMethod, fetchMethod, isBodyless, normalizeMethod } from "../../src/util/methods";
import { expectEndpointError, routed } from "../helpers/expect-error";

const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

// Every way to write `name` with ASCII letters in either case.
function caseVariants(name: string): string[] {
  let variants = [""];
  for (const letter of name.toLowerCase())
    variants = variants.flatMap((head) => [head + letter, head + letter.toUpperCase()]);
  return variants;
}

describe("normalizeMethod()", () => {
  test.each(METHODS)("every ASCII case variant of %s gives %s", (method) => {
    for (const variant of caseVariants(method)) expect(normalizeMethod(variant)).toBe(method);
  });

  // Characters whose Unicode case mapping lands on an ASCII letter of a method name.
  test.each([
    ["poſt", "long s, uppercased to S"],
    ["optıons", "dotless i, uppercased to I"],
    ["GET\u0131", "a trailing dotless i"],
    ["\u212Aget", "the Kelvin sign, lowercased to k"],
    ["ＧＥＴ", "full-width letters"],
    ["get\u200b", "a zero-width space"],
    [" GET", "a leading space"],
    ["GET\n", "a trailing newline"],
    ["GETS", "one letter too many"],
    ["", "nothing"],
  ])("%j (%s) throws ERR_INVALID_METHOD naming it and the route", (method) => {
    expectEndpointError(
      routed({ url: "/x" }, () => normalizeMethod(method)),
      "ERR_INVALID_METHOD",
      `method ${JSON.stringify(method)}`,
      'route "/x"',
      "expected GET, HEAD",
    );
  });

  test.each([[undefined], [null], [1], [["GET"]], [new String("GET")]])(
    "%p is not a string: ERR_INVALID_OPTION",
    (method) => {
      expectEndpointError(() => normalizeMethod(method), "ERR_INVALID_OPTION", 'option "method"');
    },
  );
});

describe("canonicalMethod()", () => {
  test("gives the canonical name of a method, undefined for anything else", () => {
    expect(canonicalMethod("delete")).toBe("DELETE");
    expect(canonicalMethod("poſt")).toBeUndefined();
    expect(canonicalMethod("/user")).toBeUndefined();
    expect(canonicalMethod("toString")).toBeUndefined();
    expect(canonicalMethod("constructor")).toBeUndefined();
  });
});

describe("isBodyless()", () => {
  test.each([
    ["GET", true],
    ["HEAD", true],
    ["OPTIONS", true],
    ["POST", false],
    ["PUT", false],
    ["PATCH", false],
    ["DELETE", false],
    ["get", false], // merged methods are canonical already
    [undefined, false],
  ])("%s: %s", (method, bodyless) => {
    expect(isBodyless(method)).toBe(bodyless);
  });
});

describe("fetchMethod()", () => {
  // What toFetchArgs sends: it sees a result, not the endpoint that made it,
  // and nothing the program read before (no description) changes the answer.
  test.each([
    ["get", "GET"],
    ["Delete", "DELETE"],
    ["QUERY", "QUERY"],
    ["query", "query"],
    ["PROPFIND", "PROPFIND"],
    ["X`$|&'", "X`$|&'"],
  ])("%j is sent as %j", (method, sent) => {
    expect(fetchMethod(method)).toBe(sent);
  });

  test.each(["TRACE", "trace", "CONNECT", "Track", "", "GET /x", "poſt", "A(B)"])(
    "%j throws ERR_INVALID_METHOD",
    (method) => {
      expectEndpointError(() => fetchMethod(method), "ERR_INVALID_METHOD", JSON.stringify(method));
    },
  );

  test("a method that is not a string is an invalid option", () => {
    expectEndpointError(() => fetchMethod(1), "ERR_INVALID_OPTION", 'option "method"');
  });
});
