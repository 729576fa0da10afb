// `headers` as fetch takes them: a plain object, a Headers object, or
// [name, value] pairs; every form lowercased and checked alike.
import { runInNewContext } from "node:vm";
import { expectTypeOf } from "expect-type";
import { endpoint } from "../../src/index";
import type { RequestOptions } from "../../src/index";
import { headerEntries } from "../../src/merge/header-entries";
import { expectEndpointError } from "../helpers/expect-error";

const UA = endpoint.DEFAULTS.headers["user-agent"];

describe.each<[string, (entries: [string, string][]) => unknown]>([
  ["a Headers object", (entries) => new Headers(entries)],
  ["[name, value] pairs", (entries) => entries],
])("headers given as %s", (_form, make) => {
  test("names lowercased, merged over the defaults as an object's are", () => {
    const headers = make([
      ["Authorization", "token t"],
      ["Accept", "text/plain"],
    ]);
    const result = endpoint("GET /user", { headers } as never);
    expect(result.headers).toStrictEqual({ accept: "text/plain", "user-agent": UA, authorization: "token t" });
  });

  test("in .defaults(), merge, and parse of hand-made options", () => {
    const api = endpoint.defaults({ headers: make([["X-Api-Key", "k"]]) } as never);
    expect(api("GET /x").headers["x-api-key"]).toBe("k");
    const merged = { ...endpoint.merge("GET /x"), headers: make([["X-B", "b"]]) };
    expect(endpoint.parse(merged as never).headers).toStrictEqual({ "x-b": "b" });
  });

  test("every header check still applies", () => {
    expectEndpointError(
      () => endpoint("GET /x", { headers: make([["host", "evil.test"]]) } as never),
      "ERR_INVALID_HEADER",
      '"host"',
    );
    expectEndpointError(
      () => endpoint("GET /x", { headers: make([["content-length", "-1"]]) } as never),
      "ERR_INVALID_HEADER",
      '"content-length"',
    );
  });
});

describe("[name, value] pairs", () => {
  test("a later pair for the same name (in any case) wins, as a later key of an object does", () => {
    const headers = [
      ["x-a", "1"],
      ["X-A", "2"],
      ["x-a", "3"],
    ] as const;
    expect(endpoint("GET /x", { headers }).headers["x-a"]).toBe("3");
  });

  test("null removes a header, as in an object", () => {
    expect(endpoint("GET /x", { headers: [["user-agent", null]] }).headers).not.toHaveProperty("user-agent");
  });

  test("a bad name or value throws as in an object", () => {
    expectEndpointError(() => endpoint("GET /x", { headers: [["a b", "1"]] }), "ERR_INVALID_HEADER", '"a b"');
    expectEndpointError(() => endpoint("GET /x", { headers: [["x-a", "1\r\nx: y"]] }), "ERR_INVALID_HEADER", '"x-a"');
  });

  test.each<[string, unknown[]]>([
    ["not a pair", ["x-a"]],
    ["one item", [["x-a"]]],
    ["three items", [["x-a", "1", "2"]]],
    ["a name that is no string", [[1, "1"]]],
    ["a hole", [, ["x-a", "1"]]], // eslint-disable-line no-sparse-arrays -- a hole is the case
  ])("%s throws ERR_INVALID_OPTION naming the item", (_case, headers) => {
    expectEndpointError(() => endpoint("GET /x", { headers } as never), "ERR_INVALID_OPTION", '"headers"', "item 0");
  });
});

test.each<[string, unknown]>([
  ["a Map", new Map([["x-a", "1"]])],
  ["a string", "x-a: 1"],
  ["an object faking Headers' forEach", { forEach: () => undefined, [Symbol.toStringTag]: "Nope" }],
])("%s is no headers value", (_case, headers) => {
  expectEndpointError(
    () => endpoint("GET /x", { headers } as never),
    "ERR_INVALID_OPTION",
    '"headers"',
    "[name, value] pairs",
  );
});

test("a Headers object from another realm is read", () => {
  const headers = runInNewContext("new Headers({ 'X-A': '1' })", { Headers }) as unknown;
  expect(headerEntries(headers)).toStrictEqual([["x-a", "1"]]);
});

test("types: a Headers object and pairs are headers", () => {
  expectTypeOf(endpoint("GET /x", { headers: new Headers() })).toEqualTypeOf<RequestOptions<"GET">>();
  expectTypeOf(endpoint("GET /x", { headers: [["x-a", "1"]] })).toEqualTypeOf<RequestOptions<"GET">>();
  const api = endpoint.defaults({ headers: [["x-api-key", "k"]] }).defaults({ headers: new Headers({ "x-b": "b" }) });
  expect(api("GET /x").headers).toMatchObject({ "x-api-key": "k", "x-b": "b" });
  // @ts-expect-error -- a pair has two items
  expectEndpointError(() => endpoint("GET /x", { headers: [["x-a"]] }), "ERR_INVALID_OPTION", "item 0");
});
