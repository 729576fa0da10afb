import fc from "fast-check";
import { variableName } from "../../src/template/variable-name.js";
import { runs } from "../helpers/runs.js";

// RFC 6570 §2.3, written out here as the test's own oracle: varchar = ALPHA /
// DIGIT / "_" / pct-encoded, with "." between varchars ("-" is allowed too).
const RFC_VARNAME = /^(?:[A-Za-z0-9_]|%[0-9A-Fa-f]{2})(?:[.-]?(?:[A-Za-z0-9_]|%[0-9A-Fa-f]{2}))*$/;

describe("variableName", () => {
  test.each<[string, string]>([
    ["owner", "owner"],
    ["per_page", "per_page"],
    ["a.b", "a.b"],
    ["x-id", "x-id"],
    ["Stra%C3%9Fe", "Stra%C3%9Fe"],
    ["$id", "%24id"],
    ["a~b", "a%7Eb"],
    ["-lead", "%2Dlead"],
    ["trail.", "trail%2E"],
    ["a b", "a%20b"],
    ["x(1)", "x%281%29"],
    ["it's", "it%27s"],
    ["café", "caf%C3%A9"],
    ["100%", "100%25"],
    ["a,b", "a%2Cb"],
    ["{x}", "%7Bx%7D"],
    ["", ""],
  ])("%p is given to url-template as %p", (name, key) => {
    expect(variableName(name)).toBe(key);
  });

  test.each(["\uD800", "a\uDC00b"])("%p (a lone surrogate) has no variable name", (name) => {
    expect(variableName(name)).toBeUndefined();
  });

  test("any name no URI refuses gets a varname that decodes to the name", () => {
    const names = fc.string({ unit: "grapheme", maxLength: 12 }).filter((name) => !name.includes("%") && name !== "");
    fc.assert(
      fc.property(names, (name) => {
        const key = variableName(name) as string;
        expect(key).toMatch(RFC_VARNAME);
        expect(decodeURIComponent(key)).toBe(name);
      }),
      { numRuns: runs(2000) },
    );
  });
});
