import { mergeOptions } from "../../src/merge/merge-options";
import { checkBaseUrl } from "../../src/merge/check-base-url";
import { mergeMediaType } from "../../src/merge/merge-media-type";
import { DEFAULTS } from "../../src/merge/defaults";
import { deepCopy } from "../../src/util/deep-copy";
import type { MergedOptions } from "../../src/index";
import { expectEndpointError, routed } from "../helpers/expect-error";
import { polluted } from "../helpers/pollute";
import { own } from "../helpers/structure";

const route = { method: "GET", url: "/x" };

describe("checkBaseUrl()", () => {
  test("returns the value as written", () => {
    for (const value of [
      "https://h.test",
      "HTTP://H.TEST:8080/Api/",
      "https://h.test:443",
      "https://[::1]/v3",
      "https://xn--bcher-kva.example",
    ]) {
      expect(checkBaseUrl(value)).toBe(value);
    }
  });

  test("a host the parser reads differently is named in the message, so the caller can write it that way", () => {
    const error = expectEndpointError(
      routed(route, () => checkBaseUrl("https://B\u00fccher.example/api")),
      "ERR_INVALID_OPTION",
    );
    expect(error.message).toBe(
      'Invalid option "baseUrl" for route "GET /x": "https://Bücher.example/api" (the URL parser reads the host as "xn--bcher-kva.example"; write it that way)',
    );
  });

  test("a port is written as the parser reads it; the scheme's default port may be written out", () => {
    expect(checkBaseUrl("http://h.test:80/a")).toBe("http://h.test:80/a");
    expect(checkBaseUrl("http://h.test:443")).toBe("http://h.test:443");
    expect(checkBaseUrl("https://h.test:80")).toBe("https://h.test:80");
    expectEndpointError(
      routed(route, () => checkBaseUrl("https://h.test:00443")),
      "ERR_INVALID_OPTION",
      'reads the host as "h.test"',
    );
    expectEndpointError(
      routed(route, () => checkBaseUrl("https://h.test:08080")),
      "ERR_INVALID_OPTION",
      'reads the host as "h.test:8080"',
    );
  });

  test.each([
    ["a NUL", "https://h.test/\u0000"],
    ["a DEL", "https://h.test/\u007f"],
    ["a newline", "https://h.test/a\nb"],
    ["a no-break space", "https://h.test/a\u00a0b"],
    ["a leading space", " https://h.test"],
  ])("%s anywhere is rejected (parsers drop or keep it differently)", (_, value) => {
    expectEndpointError(
      routed(route, () => checkBaseUrl(value)),
      "ERR_INVALID_OPTION",
      "expected an absolute http(s) URL",
    );
  });

  test.each([[undefined], [null], [1], [new URL("https://h.test")], [""]])("%p is not a URL string", (value) => {
    expectEndpointError(
      routed(route, () => checkBaseUrl(value)),
      "ERR_INVALID_OPTION",
      'option "baseUrl"',
      'route "GET /x"',
      "expected an absolute http(s) URL",
    );
  });

  test("a value accepted once is accepted again without a second parse (and a rejected one stays rejected)", () => {
    expect(checkBaseUrl("https://memo.test")).toBe("https://memo.test");
    expect(checkBaseUrl("https://memo.test")).toBe("https://memo.test");
    expectEndpointError(
      routed(route, () => checkBaseUrl("https://memo.test\\x")),
      "ERR_INVALID_OPTION",
      "backslash",
    );
    expectEndpointError(
      routed(route, () => checkBaseUrl("https://memo.test\\x")),
      "ERR_INVALID_OPTION",
      "backslash",
    );
  });
});

describe("mergeMediaType()", () => {
  const fresh = () => ({ format: "", previews: ["mercy"] });

  test("only own keys are read", () => {
    const mediaType = Object.create({ format: "raw", previews: ["inherited"] }) as object;
    expect(mergeMediaType(fresh(), mediaType)).toStrictEqual(fresh());
  });

  test("undefined values are skipped; a format replaces; previews are added once, without -preview", () => {
    expect(mergeMediaType(fresh(), { format: undefined, previews: undefined })).toStrictEqual(fresh());
    expect(mergeMediaType(fresh(), { format: "diff", previews: ["mercy-preview", "a", "a-preview"] })).toStrictEqual({
      format: "diff",
      previews: ["mercy", "a"],
    });
  });

  test("a hole in previews is no name, whatever Array.prototype holds", () => {
    // eslint-disable-next-line no-sparse-arrays -- the hole is what this test is about
    const withHole = [, "a"] as unknown as string[];
    const outcome = polluted({ 0: "polluted" }, () => mergeMediaType(fresh(), { previews: withHole }));
    expect(outcome.error).toMatchObject({
      code: "ERR_INVALID_OPTION",
      message: expect.stringContaining('"mediaType.previews"') as unknown,
    });
  });

  test.each([
    ["a key other than format and previews", JSON.parse('{"__proto__": {"format": "raw"}}'), '"mediaType.__proto__"'],
    ["format not a string", { format: 1 }, '"mediaType.format"'],
    ["previews not an array", { previews: "mercy" }, '"mediaType.previews"'],
    ["a preview of just the suffix", { previews: ["-preview"] }, '"mediaType.previews"'],
  ])("%s throws ERR_INVALID_OPTION", (_, mediaType, name) => {
    expectEndpointError(
      routed(route, () => mergeMediaType(fresh(), mediaType)),
      "ERR_INVALID_OPTION",
      name,
      'route "GET /x"',
    );
  });
});

describe("mergeOptions()", () => {
  const proto = (text: string) => JSON.parse(text) as object;

  test('defaults holding "__proto__" keys are copied key by key: own keys, ordinary prototypes', () => {
    const defaults = deepCopy({
      ...DEFAULTS,
      headers: { ...DEFAULTS.headers, ...proto('{"__proto__": "h"}') },
      ...proto('{"__proto__": {"url": "/evil"}}'),
    }) as MergedOptions;
    const merged = mergeOptions(defaults, "GET /x");
    expect(Object.getPrototypeOf(merged)).toBe(Object.prototype);
    expect(Object.getPrototypeOf(merged.headers)).toBe(Object.prototype);
    expect(own(merged, "__proto__")).toEqual({ url: "/evil" });
    expect(own(merged, "__proto__")).not.toBe(own(defaults, "__proto__"));
    expect(own(merged.headers, "__proto__")).toBe("h");
    expect(merged.url).toBe("/x");
  });

  test("error messages name the route from own values only", () => {
    const outcome = polluted({ url: "/polluted" }, () => mergeOptions(DEFAULTS, { headers: { "x y": "1" } }));
    expect(outcome.error).toMatchObject({
      code: "ERR_INVALID_HEADER",
      message: 'Invalid header "x y": the name is not an RFC 9110 token',
    });
  });

  test("a near-miss option name: the message names the key, the route and the option", () => {
    expectEndpointError(() => mergeOptions(DEFAULTS, "POST /x", { baseURL: "https://h.test" }), "ERR_INVALID_OPTION");
    expect(() => mergeOptions(DEFAULTS, "POST /x", { baseURL: "https://h.test" })).toThrow(
      'Invalid option "baseURL" for route "POST /x" (did you mean "baseUrl"?)',
    );
  });

  test("a route split into two arguments: the message shows the one-string form", () => {
    expect(() => mergeOptions(DEFAULTS, "get", "/user")).toThrow(
      'Invalid route "get" and "/user" as two arguments (did you mean endpoint("GET /user")?)',
    );
  });

  test("a second string after a URL-only route that is no method is a bad options argument", () => {
    expectEndpointError(
      () => mergeOptions(DEFAULTS, "/user", "get"),
      "ERR_INVALID_OPTION",
      'option "options"',
      'route "/user"',
    );
  });

  test("undefined removes a default parameter, also one named __proto__", () => {
    const defaults = deepCopy({ ...DEFAULTS, a: 1, ...proto('{"__proto__": 2}') }) as MergedOptions;
    const options = Object.defineProperty({ a: undefined }, "__proto__", { value: undefined, enumerable: true });
    const merged = mergeOptions(defaults, "GET /x", options);
    expect(Object.keys(merged)).toEqual(expect.arrayContaining(["a", "__proto__"]));
    expect(merged.a).toBeUndefined();
    expect(own(merged, "__proto__")).toBeUndefined();
    expect(Object.getPrototypeOf(merged)).toBe(Object.prototype);
  });
});
