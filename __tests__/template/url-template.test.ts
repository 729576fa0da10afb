// The workarounds in src/template/url-template.ts, one block each: what
// url-template itself does today (called directly, so the test fails the day
// url-template gets it right and the workaround can go), what the workaround
// does, and the RFC 6570 result through endpoint(). The reports for
// url-template are in docs/rfc6570.md, "Reports for url-template".
import { parseTemplate } from "url-template";
import { endpoint } from "../../src/index.js";
import {
  bigintOrDateText,
  delegateName,
  escapeLonePercent,
  joinExpansions,
  overflowedOnItems,
  prefix,
  undefinedIfEmpty,
} from "../../src/template/url-template.js";
import { expectEndpointError } from "../helpers/expect-error.js";

// url-template's own expansion, with what it throws as "<class>: <message>".
function upstream(template: string, context: Record<string, unknown>): string {
  try {
    return parseTemplate(template).expand(context as Parameters<ReturnType<typeof parseTemplate>["expand"]>[0]);
  } catch (error) {
    return error instanceof Error ? `${error.constructor.name}: ${error.message}` : String(error);
  }
}

const url = (route: string, params: object) =>
  (endpoint as (r: string, p: object) => { url: string })(route, params).url;
const BASE = "https://api.github.com";

describe("workaround 1: a pct-encoded name in {?name}, {&name}, {;name}", () => {
  test("url-template still encodes the name's % again", () => {
    expect(upstream("{?Stra%C3%9Fe}", { "Stra%C3%9Fe": "b" })).toBe("?Stra%25C3%259Fe=b");
    expect(upstream("{;%41}", { "%41": "v" })).toBe(";%2541=v");
  });

  test.each([
    ["Stra%C3%9Fe", "Straße"],
    ["%41", "A"],
    ["plain", "plain"],
    ["%C3", "%C3"],
    ["a%2Cb", "a%2Cb"],
  ])("delegateName(%j) is %j", (name, delegated) => {
    expect(delegateName(name)).toBe(delegated);
  });

  test("endpoint() writes the name as the same URI", () => {
    expect(url("POST /x{?Stra%C3%9Fe}", { "Stra%C3%9Fe": "b" })).toBe(`${BASE}/x?Stra%C3%9Fe=b`);
    expect(url("POST /x{;%41}", { "%41": "v" })).toBe(`${BASE}/x;A=v`);
  });
});

describe("workaround 2: a lone % in reserved expansion and in literal text", () => {
  test("url-template still keeps a % followed by one hex digit", () => {
    expect(upstream("{+x}", { x: "%foo" })).toBe("%foo");
    expect(upstream("{#x}", { x: "a%b" })).toBe("#a%b");
    expect(upstream("/a%fz", {})).toBe("/a%fz");
  });

  test.each([
    ["100%", "100%25"],
    ["%2F%zz%2", "%2F%25zz%252"],
    ["%foo", "%25foo"],
    ["none", "none"],
  ])("escapeLonePercent(%j) is %j", (text, escaped) => {
    expect(escapeLonePercent(text)).toBe(escaped);
  });

  test("endpoint() encodes it as %25, and keeps triplets", () => {
    expect(url("GET /x/{+p}", { p: "%foo%2F" })).toBe(`${BASE}/x/%25foo%2F`);
    expect(url("GET /a%fz", {})).toBe(`${BASE}/a%25fz`);
  });
});

describe("workaround 3: a prefix counts characters, not UTF-16 units", () => {
  test("url-template still cuts inside a surrogate pair, and throws", () => {
    expect(upstream("{x:1}", { x: "😀a" })).toBe("URIError: URI malformed");
    expect(upstream("{x:3}", { x: "a😀b" })).toBe("a%F0%9F%98%80");
  });

  test.each<[string, number, string]>([
    ["abcdef", 3, "abc"],
    ["😀😀", 1, "😀"],
    ["a😀b", 2, "a😀"],
    ["ab", 5, "ab"],
  ])("prefix(%j, %i) is %j", (text, length, cut) => {
    expect(prefix(text, length)).toBe(cut);
  });

  test.each<[Parameters<typeof joinExpansions>[0], string[], string]>([
    ["/", ["/x", "/xyz"], "/x/xyz"],
    ["?", ["?a=x", "?a=xyz"], "?a=x&a=xyz"],
    ["", ["", ""], ","],
    [".", [], ""],
  ])("joinExpansions(%j, %j) is %j: one name twice, each expanded on its own", (operator, pieces, joined) => {
    expect(joinExpansions(operator, pieces)).toBe(joined);
  });

  test("endpoint() cuts in characters, also for a name used twice", () => {
    expect(url("GET /x{/e:1}", { e: "😀a" })).toBe(`${BASE}/x/%F0%9F%98%80`);
    expect(url("GET /x{/e:1,e}", { e: "😀a" })).toBe(`${BASE}/x/%F0%9F%98%80/%F0%9F%98%80a`);
  });
});

describe("workaround 4: bigint and Date values", () => {
  test("url-template still drops them (it reads them as maps with no keys)", () => {
    expect(upstream("{x}", { x: 10n })).toBe("");
    expect(upstream("{?x}", { x: 10n })).toBe("?x=");
    expect(upstream("{x}", { x: new Date(0) })).toBe("");
  });

  test("bigintOrDateText gives the digits and the ISO 8601 form", () => {
    expect(bigintOrDateText(12345678901234567890n)).toBe("12345678901234567890");
    expect(bigintOrDateText(new Date(0))).toBe("1970-01-01T00:00:00.000Z");
  });

  test("endpoint() writes them as text", () => {
    expect(url("GET /x/{id}{?since}", { id: 12345678901234567890n, since: new Date(0) })).toBe(
      `${BASE}/x/12345678901234567890?since=1970-01-01T00%3A00%3A00.000Z`,
    );
  });
});

describe("workaround 5: an empty list or map is undefined", () => {
  test("url-template still writes name= for it", () => {
    expect(upstream("{?list}", { list: [] })).toBe("?list=");
    expect(upstream("{;list}", { list: [] })).toBe(";list=");
    expect(upstream("{&keys}", { keys: {} })).toBe("&keys=");
  });

  test("undefinedIfEmpty keeps only what has members", () => {
    expect(undefinedIfEmpty([], 0)).toBeUndefined();
    expect(undefinedIfEmpty({}, 0)).toBeUndefined();
    expect(undefinedIfEmpty(["a"], 1)).toEqual(["a"]);
  });

  test("endpoint() writes nothing for it, also once null members are dropped", () => {
    expect(url("GET /x{?list,keys}{;m}", { list: [], keys: {}, m: [null] })).toBe(`${BASE}/x`);
  });
});

describe("workaround 6: a list too long for url-template", () => {
  const items = Array.from({ length: 200_000 }, () => "a");

  test("url-template still overflows the stack on an exploded list of 200,000 items", () => {
    expect(upstream("{/list*}", { list: items })).toBe("RangeError: Maximum call stack size exceeded");
  });

  test("overflowedOnItems tells that RangeError from a string too long", () => {
    expect(overflowedOnItems(new RangeError("Maximum call stack size exceeded"))).toBe(true);
    expect(overflowedOnItems(new RangeError("Invalid string length"))).toBe(false);
  });

  test("endpoint() says the list has too many items", () => {
    expectEndpointError(
      () => url("GET /x{/list*}", { list: items }),
      "ERR_INVALID_PARAMETER",
      '"list"',
      "has too many items to expand",
    );
  });
});
