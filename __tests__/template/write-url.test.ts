import type { EndpointErrorCode } from "../../src/util/errors.js";
import { compileTemplate } from "../../src/template/compile-template.js";
import { writeUrl } from "../../src/template/write-url.js";
import { expansionError } from "../../src/template/expand-expression.js";
import { expectEndpointError, routed } from "../helpers/expect-error.js";

const OPTIONS = new Set(["url", "data"]);
const expand = (template: string, params: Record<string, unknown>) =>
  routed({ method: "GET", url: template }, () => writeUrl(compileTemplate(template), params, OPTIONS))();

describe("writeUrl", () => {
  test.each<[string, Record<string, unknown>, string]>([
    ["/repos/{owner}/{repo}", { owner: "a b", repo: "r" }, "/repos/a%20b/r"],
    ["/x{/list*}", { list: ["a", "b"] }, "/x/a/b"],
    ["/x{?a,b}", { b: 2 }, "/x?b=2"],
    ["/x/{+path}", { path: "a/b%2F100%" }, "/x/a/b%2F100%25"],
    ["/x/{a:2}", { a: "😀😀😀" }, "/x/%F0%9F%98%80%F0%9F%98%80"],
    ["/x{?a:1,a}", { a: "abc" }, "/x?a=a&a=abc"],
    ["/x{/a:1,b,a}", { a: "xyz" }, "/x/x/xyz"],
    ["/x{?a:1,a}", {}, "/x"],
    ["/x{;a,b}", { a: "", b: ["p", "q"] }, "/x;a;b=p,q"],
    ["/x{#f}", { f: "a#b" }, "/x#a#b"],
    // An empty value is still a value: RFC 6570 joins it like any other.
    ["/x/{a,a}", { a: "" }, "/x/,"],
    ["/x/{a,b}", { a: "", b: "" }, "/x/,"],
    ["/x{+a,a}", { a: "" }, "/x,"],
    ["/x{.a,a}", { a: "" }, "/x.."],
  ])("%s with %j gives %s", (template, params, url) => {
    expect(expand(template, params)).toBe(url);
  });

  test("a required variable without a value throws, naming it", () => {
    expectEndpointError(() => expand("/repos/{owner}/{repo}", { owner: "o" }), "ERR_MISSING_PARAMETER", '"repo"');
  });

  test("an option name never fills a placeholder, and the error says so", () => {
    expectEndpointError(() => expand("/x/{url}", { url: "u" }), "ERR_MISSING_PARAMETER", "an option name");
    expect(expand("/x{?data}", { data: "d" })).toBe("/x");
  });

  test("only own properties are read", () => {
    const params = Object.create({ owner: "inherited" }) as Record<string, unknown>;
    expectEndpointError(() => expand("/x/{owner}", params), "ERR_MISSING_PARAMETER", '"owner"');
  });

  // A fused run "/{a}/{b}" is expanded in one url-template call; when that
  // refuses a value, the parts are expanded one by one and the error names it.
  test.each<[string, Record<string, unknown>, string]>([
    ["the first", { a: "\uD800", b: "ok" }, '"a"'],
    ["the second", { a: "ok", b: "\uDC00" }, '"b"'],
  ])("a lone surrogate in %s value of a fused run throws, naming it", (_, params, name) => {
    compileTemplate("/x/{a}/{b}");
    const template = compileTemplate("/x/{a}/{b}"); // kept at its second use, with its runs
    expect(template.runs?.[1]).toBeDefined();
    const run = routed({ method: "GET", url: "/x/{a}/{b}" }, () => writeUrl(template, params, OPTIONS));
    expectEndpointError(run, "ERR_INVALID_PARAMETER", name, "lone surrogate", '"GET /x/{a}/{b}"');
  });

  describe("a fused run throws what its parts would", () => {
    const kept = () => {
      compileTemplate("/y/{a}/{b}");
      const template = compileTemplate("/y/{a}/{b}"); // kept at its second use, with its runs
      expect(template.runs?.[1]).toBeDefined();
      return template;
    };

    test.each<[string, Record<string, unknown>, EndpointErrorCode, string]>([
      ["a missing value", { a: "ok" }, "ERR_MISSING_PARAMETER", '"b"'],
      ["an invalid value", { a: { x: {} }, b: "ok" }, "ERR_INVALID_PARAMETER", '"a"'],
      ["an empty value", { a: "ok", b: "" }, "ERR_MISSING_PARAMETER", '"b"'],
    ])("%s", (_, params, code, name) => {
      const template = kept();
      expectEndpointError(() => writeUrl(template, params, OPTIONS), code, name);
    });

    test("what a getter throws passes through as it is, read once", () => {
      const template = kept();
      const mistake = new Error("a getter of yours");
      let reads = 0;
      const params = Object.defineProperty({ b: "ok" }, "a", {
        enumerable: true,
        get: () => {
          reads++;
          throw mistake;
        },
      });
      expect(() => writeUrl(template, params, OPTIONS)).toThrow(mistake);
      expect(reads).toBe(1);
    });
  });

  test("a prefix on a list or map throws", () => {
    expectEndpointError(() => expand("/x/{a:1}", { a: ["x"] }), "ERR_INVALID_PARAMETER", "strings only");
  });
});

describe("expansionError", () => {
  const route = { method: "GET", url: "/x/{a}" };

  test("URIError: the parameter with a lone surrogate", () => {
    const error = expectEndpointError(
      routed(route, () => {
        throw expansionError(new URIError("URI malformed"), ["b", "a"], { a: "\uD800", b: "ok" });
      }),
      "ERR_INVALID_PARAMETER",
    );
    expect(error.message).toBe('Invalid parameter "a" for route "GET /x/{a}": "\\ud800" (has a lone surrogate)');
  });

  test("RangeError: too large, or too many items", () => {
    const long = expansionError(new RangeError("Invalid string length"), ["a"], {});
    expect(long.message).toContain("expands past the longest possible string");
    const many = expansionError(new RangeError("Maximum call stack size exceeded"), ["a"], {});
    expect(many.message).toContain("has too many items to expand");
  });

  test("anything else is passed on as it is", () => {
    const error = new Error("a getter of yours");
    expect(expansionError(error, ["a"], {})).toBe(error);
  });
});
