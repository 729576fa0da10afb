import { describeValue } from "../../src/util/describe-value";

// One quoter for the messages of the library and of the command line.
describe("describeValue(): user input in a message", () => {
  test.each([
    ["GET /x", '"GET /x"'],
    ["", '""'],
    ['say "hi"', '"say \\"hi\\""'],
    ["a\nb\u001b[31m", '"a\\nb\\u001b[31m"'],
    ["\ud800", '"\\ud800"'],
  ])("%j is quoted as JSON: %s", (text, quoted) => {
    expect(describeValue(text)).toBe(quoted);
  });

  test("80 characters are shown whole; a longer text is cut after 80, with an ellipsis", () => {
    const eighty = "x".repeat(80);
    expect(describeValue(eighty)).toBe(`"${eighty}"`);
    expect(describeValue(`${eighty}yz`)).toBe(`"${eighty}…"`);
    expect(describeValue("y".repeat(1_000_000))).toHaveLength(83);
  });

  test.each<[unknown, string]>([
    [12n, "12n"],
    [() => 1, "a function"],
    [Symbol("s"), "a symbol"],
    [null, "null"],
    [undefined, "undefined"],
    [Number.NaN, "NaN"],
    [[1], "an array"],
    [new Map(), "a Map"],
    [{}, "an object"],
    [Object.create(null), "an object"],
  ])("%p is described by its kind: %s", (value, text) => {
    expect(describeValue(value)).toBe(text);
  });
});
