import { copyOwn, ownValue, setOwn } from "../../src/util/own";
import { polluted } from "../helpers/pollute";

describe("ownValue()", () => {
  test("reads own keys only", () => {
    const object = Object.create({ inherited: 1 }) as Record<string, unknown>;
    object.mine = 2;
    expect(ownValue(object, "mine")).toBe(2);
    expect(ownValue(object, "inherited")).toBeUndefined();
    expect(ownValue({}, "toString")).toBeUndefined();
    expect(polluted({ url: "/polluted" }, () => ownValue({}, "url")).value).toBeUndefined();
  });
});

describe("setOwn() and copyOwn()", () => {
  test('a "__proto__" key becomes an own, enumerable, writable key; the prototype stays', () => {
    const target = {};
    setOwn(target, "__proto__", { polluted: true });
    expect(Object.getPrototypeOf(target)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(target, "__proto__")).toEqual({
      value: { polluted: true },
      enumerable: true,
      writable: true,
      configurable: true,
    });
    expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
  });

  test("copyOwn copies own enumerable string keys, __proto__ included, and returns the target", () => {
    const source = JSON.parse('{"a": 1, "__proto__": {"b": 2}, "constructor": 3}') as object;
    Object.defineProperty(source, "hidden", { value: 4, enumerable: false });
    const target = { z: 0 };
    expect(copyOwn(target, source)).toBe(target);
    expect(Object.getPrototypeOf(target)).toBe(Object.prototype);
    expect(Object.keys(target)).toEqual(["z", "a", "__proto__", "constructor"]);
    expect(Object.getOwnPropertyDescriptor(target, "__proto__")?.value).toEqual({ b: 2 });
  });
});
