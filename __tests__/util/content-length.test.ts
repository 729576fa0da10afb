import { checkContentLength } from "../../src/util/content-length.js";
import { expectEndpointError } from "../helpers/expect-error.js";

// The byte length a body is sent with, compared with a given content-length.
describe("checkContentLength", () => {
  const cyclic: { self?: object } = {};
  cyclic.self = cyclic;

  test.each([
    ["no body", undefined, "0"],
    ["ASCII text", "hi", "2"],
    ["two-byte UTF-8", "é", "2"],
    ["three-byte UTF-8", "€", "3"],
    ["a surrogate pair", "😀", "4"],
    ["a lone surrogate, sent as U+FFFD", "\ud800", "3"],
    ["bytes", new Uint8Array(5), "5"],
    ["a plain object, as its JSON text", { a: 1 }, "7"],
    ["URLSearchParams", new URLSearchParams({ a: "é" }), "8"],
  ])("%s: the length it is sent with is accepted", (_, body, length) => {
    expect(() => checkContentLength({ "content-length": length }, body)).not.toThrow();
  });

  test.each([
    ["ASCII text", "hi", "3"],
    ["three-byte UTF-8", "€", "1"],
    ["a plain object", { a: 1 }, "2"],
  ])("%s: another length throws ERR_INVALID_HEADER", (_, body, length) => {
    expectEndpointError(() => checkContentLength({ "content-length": length }, body), "ERR_INVALID_HEADER", "bytes");
  });

  test("a body with no JSON text (a cycle) has no length known here: toFetchArgs says why", () => {
    expect(() => checkContentLength({ "content-length": "1" }, cyclic)).not.toThrow();
  });

  test("an error of the caller's own getter is not swallowed", () => {
    const body = {
      get a(): number {
        throw new RangeError("boom");
      },
    };
    expect(() => checkContentLength({ "content-length": "1" }, body)).toThrow(RangeError);
  });

  test("no content-length: nothing to check", () => {
    expect(() => checkContentLength({}, "anything")).not.toThrow();
  });
});
