import { expandQuery } from "../../src/template/expand-query.js";
import { expectEndpointError } from "../helpers/expect-error.js";

const query = (params: Record<string, unknown>) => expandQuery(params, new Set(), new Set());

describe("expandQuery", () => {
  test.each<[Record<string, unknown>, string]>([
    [{ a: 1, b: "x y" }, "&a=1&b=x%20y"],
    [{ list: ["a", "b,c"] }, "&list=a,b%2Cc"],
    [{ "ids[]": [1, 2] }, "&ids%5B%5D=1&ids%5B%5D=2"],
    [{ a: null, b: undefined, c: [], d: [null] }, ""],
    [{ q: "repo:a/b+is:open", page: 2 }, "&q=repo%3Aa%2Fb+is%3Aopen&page=2"],
    [{ "a,b": "v", c: 1, "x:y": ["1", "2"] }, "&a%2Cb=v&c=1&x%3Ay=1,2"],
    [{ "{}[]": [1, 2] }, "&%7B%7D%5B%5D=1&%7B%7D%5B%5D=2"],
    [{ "": "empty name", since: new Date(0) }, "&=empty%20name&since=1970-01-01T00%3A00%3A00.000Z"],
  ])("%j gives %s, in the order given", (params, expected) => {
    expect(query(params)).toBe(expected);
  });

  test("objects have no query form", () => {
    expectEndpointError(() => query({ filter: { a: 1 } }), "ERR_INVALID_PARAMETER", '"filter"');
  });

  test("a lone surrogate in a name or a value is named", () => {
    expectEndpointError(() => query({ a: "\uD800" }), "ERR_INVALID_PARAMETER", '"a"', "lone surrogate");
    expectEndpointError(() => query({ "\uDC00": "v" }), "ERR_INVALID_PARAMETER", "lone surrogate");
  });
});

describe("expandQuery's leftovers", () => {
  test("skips the template's variables and the option names, keeping the order of the rest", () => {
    const params = { owner: "o", page: 2, headers: {}, q: "x", method: "GET", per_page: 5 };
    const expected = "&page=2&q=x&per_page=5";
    expect(expandQuery(params, new Set(["owner"]), new Set(["headers", "method"]))).toBe(expected);
  });
});
