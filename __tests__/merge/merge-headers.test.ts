import { mergeHeaders } from "../../src/merge/merge-headers";
import { expectEndpointError, routed } from "../helpers/expect-error";

const route = { method: "GET", url: "/h" };
// Every UTF-16 code unit, as a one-character string.
const ALL_UNITS = Array.from({ length: 0x10000 }, (_, code) => String.fromCharCode(code));
const TCHARS = "!#$%&'*+-.^_`|~0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";

describe("mergeHeaders(): values are RFC 9110 field-values", () => {
  test("exactly HTAB, SP, 0x21-0x7E and 0x80-0xFF are allowed, each code unit alone and inside a value", () => {
    const allowed = (code: number) => code === 0x09 || (code >= 0x20 && code <= 0x7e) || (code >= 0x80 && code <= 0xff);
    const accepted: number[] = [];
    const otherErrors: unknown[] = [];
    for (const unit of ALL_UNITS) {
      try {
        mergeHeaders({}, { "x-a": `a${unit}b` });
        accepted.push(unit.charCodeAt(0));
      } catch (error) {
        // One assertion after the loop: jest's matchers cost more than the call.
        if ((error as { code?: unknown }).code !== "ERR_INVALID_HEADER") otherErrors.push(error);
      }
    }
    expect(otherErrors).toEqual([]);
    expect(accepted).toEqual(ALL_UNITS.map((unit) => unit.charCodeAt(0)).filter(allowed));
  });

  test("an empty value, and whitespace at either end, are kept as given", () => {
    expect(mergeHeaders({}, { a: "", b: " x\t" })).toStrictEqual({ a: "", b: " x\t" });
  });

  test("numbers stay numbers; only finite ones", () => {
    expect(mergeHeaders({}, { "content-length": 0, "x-n": -2.5 })).toStrictEqual({
      "content-length": 0,
      "x-n": -2.5,
    });
    for (const value of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) {
      expectEndpointError(
        routed(route, () => mergeHeaders({}, { "x-n": value })),
        "ERR_INVALID_HEADER",
        '"x-n"',
        'route "GET /h"',
        String(value),
      );
    }
  });
});

describe("mergeHeaders(): names are RFC 9110 tokens", () => {
  test("exactly the tchars are allowed", () => {
    const accepted = ALL_UNITS.filter((unit) => {
      try {
        mergeHeaders({}, { [`x${unit}`]: "v" });
        return true;
      } catch {
        return false;
      }
    });
    expect(accepted.sort().join("")).toBe([...TCHARS].sort().join(""));
  });

  test("a bad name throws even when its value would remove the header", () => {
    expectEndpointError(
      routed(route, () => mergeHeaders({ "x y": "1" }, { "x y": null })),
      "ERR_INVALID_HEADER",
      '"x y"',
    );
  });
});

describe("mergeHeaders(): merging", () => {
  test("names are lowercased; null and undefined remove; the target is changed and returned", () => {
    const target = { accept: "a", "x-gone": "1" };
    expect(mergeHeaders(target, { ACCEPT: "b", "X-Gone": null, "x-new": "n", "x-none": undefined })).toBe(target);
    expect(target).toStrictEqual({ accept: "b", "x-new": "n" });
  });

  test('a "__proto__" header is an own header; only own keys are read', () => {
    const headers = Object.create({ inherited: "x" }) as Record<string, unknown>;
    Object.defineProperty(headers, "__proto__", { value: "v", enumerable: true });
    const merged = mergeHeaders({}, headers);
    expect(Object.getPrototypeOf(merged)).toBe(Object.prototype);
    expect(Object.keys(merged)).toEqual(["__proto__"]);
  });

  test.each([
    ["a string", "accept: x"],
    ["an array of strings (pairs are arrays)", ["a", "b"]],
    ["a Map", new Map()],
    ["null", null],
  ])("headers that are %s throw ERR_INVALID_OPTION", (_, headers) => {
    expectEndpointError(
      routed(route, () => mergeHeaders({}, headers)),
      "ERR_INVALID_OPTION",
      'option "headers"',
      'route "GET /h"',
    );
  });
});
