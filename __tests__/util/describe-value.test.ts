import { describeValue, withArticle } from "../../src/util/describe-value";
import { endpoint } from "../../src/index";

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
    [new ArrayBuffer(1), "an ArrayBuffer"],
    [new AbortController().signal, "an AbortSignal"],
    [new Error("e"), "an Error"],
    [new Int8Array(1), "an Int8Array"],
    [new Uint8Array(1), "a Uint8Array"],
    [new URL("https://x.test"), "a URL"],
    [new URLSearchParams(), "a URLSearchParams"],
    [new DataView(new ArrayBuffer(1)), "a DataView"],
    [new (class Unknown {})(), "an Unknown"],
    [{}, "an object"],
    [Object.create(null), "an object"],
  ])("%p is described by its kind: %s", (value, text) => {
    expect(describeValue(value)).toBe(text);
  });
});

describe("withArticle(): the article a message puts before a name", () => {
  test.each([
    ["ArrayBuffer", "an ArrayBuffer"],
    ["AbortSignal", "an AbortSignal"],
    ["OPTIONS", "an OPTIONS"],
    ["application/jsonl", "an application/jsonl"],
    ["Update", "an Update"],
    ["GET", "a GET"],
    ["Uint16Array", "a Uint16Array"],
    ["User", "a User"],
    ["multipart/mixed", "a multipart/mixed"],
  ])("%s: %s", (name, text) => {
    expect(withArticle(name)).toBe(text);
  });

  test("an OPTIONS request with data is named with its article", () => {
    // @ts-expect-error -- an OPTIONS request has no body
    expect(() => endpoint("OPTIONS /x", { data: "d" })).toThrow("(an OPTIONS request has no body)");
  });
});
