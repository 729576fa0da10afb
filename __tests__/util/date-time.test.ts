import { dateTime } from "../../src/util/date-time";
import { describeValue } from "../../src/util/describe-value";
import { runInNewContext } from "node:vm";

describe("dateTime()", () => {
  test.each<[string, unknown, number | undefined]>([
    ["a Date", new Date(0), 0],
    ["an invalid Date", new Date(Number.NaN), Number.NaN],
    ["a Date of another realm", runInNewContext("new Date(5)"), 5],
    ["a Date with a toString of its own", Object.assign(new Date(7), { toString: () => "x" }), 7],
    ["an object inheriting Date.prototype", Object.create(Date.prototype), undefined],
    ["a Proxy of a Date", new Proxy(new Date(0), {}), undefined],
    ["an object that says it is a Date", { [Symbol.toStringTag]: "Date", getTime: () => 1 }, undefined],
    ["a number", 0, undefined],
    ["null", null, undefined],
  ])("%s", (_, value, time) => {
    expect(dateTime(value)).toBe(time);
  });
});

describe("describeValue() of dates and look-alikes", () => {
  test("a real Date by its own text, read with Date's method", () => {
    const date = Object.assign(new Date(Number.NaN), { toString: () => "not this" });
    expect(describeValue(date)).toBe("Invalid Date");
  });

  test.each([
    ["an object inheriting Date.prototype", Object.create(Date.prototype) as object],
    ["a Proxy of a Date", new Proxy(new Date(0), {})],
  ])("%s is described without calling Date's methods on it", (_, value) => {
    expect(describeValue(value)).toBe("an object that only looks like a Date");
  });
});
