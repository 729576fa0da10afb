import { prepareList, prepareValue, scalarText } from "../../src/template/prepare-value.js";
import { expectEndpointError } from "../helpers/expect-error.js";

describe("scalarText", () => {
  test.each<[unknown, string | undefined]>([
    ["a", "a"],
    [0, "0"],
    [-1.5, "-1.5"],
    [10n, "10"],
    [false, "false"],
    [new Date(0), "1970-01-01T00:00:00.000Z"],
    [null, undefined],
    [undefined, undefined],
  ])("%p gives %p", (value, text) => {
    expect(scalarText(value, "x")).toBe(text);
  });

  test.each([NaN, Infinity, new Date(NaN), {}, Symbol("s"), () => 1])("%p has no URL form", (value) => {
    expectEndpointError(() => scalarText(value, "x"), "ERR_INVALID_PARAMETER", '"x"');
  });
});

describe("prepareValue", () => {
  test("lists and maps become strings, null members and empty ones drop out", () => {
    expect(prepareValue([1, null, "b"], "x")).toEqual(["1", "b"]);
    expect(prepareValue({ a: 1, b: null }, "x")).toEqual({ a: "1" });
    expect(prepareValue([], "x")).toBeUndefined();
    expect(prepareValue({ a: undefined }, "x")).toBeUndefined();
  });

  test("a map keeps a __proto__ key as a plain key", () => {
    const map = prepareValue(JSON.parse('{"__proto__": "v"}'), "x") as Record<string, string>;
    expect(Object.keys(map)).toEqual(["__proto__"]);
    expect(Object.getPrototypeOf(map)).toBeNull();
  });

  test("a class instance has no URL form", () => {
    expectEndpointError(() => prepareValue(new Map(), "m"), "ERR_INVALID_PARAMETER", "a Map");
  });
});

describe("prepareList", () => {
  test("reads elements, not other own properties", () => {
    const match = /b/.exec("abc") as RegExpExecArray;
    expect(prepareList(match, "x")).toEqual(["b"]);
  });
});
