import fc from "fast-check";
import { parseJson } from "../../src/cli/parse-json";
import { jsonText } from "../../src/util/json-text";
import { expectCliError } from "../helpers/expect-error";
import { runs } from "../helpers/runs";

// What parseJson must return: JSON.parse's value, except that an integer
// written without fraction or exponent and beyond the safe range is the
// bigint of its digits. `text` is JSON.stringify output, where every
// integer-valued number that JSON.stringify writes without an exponent is
// written with all its digits.
function expected(value: unknown): unknown {
  if (typeof value === "number") {
    const text = JSON.stringify(value);
    return Number.isSafeInteger(value) || /[.e]/.test(text) ? value : BigInt(text);
  }
  if (Array.isArray(value)) return value.map(expected);
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, expected(item)]));
  }
  return value;
}

describe("parseJson(): JSON.parse, with exact big integers", () => {
  test("property: for any JSON value, compact or indented, the result is JSON.parse's (big integers as bigint)", () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.constantFrom(undefined, 2, "\t"), (value, indent) => {
        const text = JSON.stringify(value, null, indent);
        expect(parseJson(text, "item")).toStrictEqual(expected(JSON.parse(text)));
      }),
      { numRuns: 500 },
    );
  });

  // Texts from the characters JSON is made of, so most are near misses.
  const jsonish = fc.oneof(
    fc.string({ unit: fc.constantFrom(...'{}[],:"\\ntrufalsex0129-+.eE \t\n'), maxLength: 12 }),
    fc.constantFrom("1e999", "[-1e400]", '{"a":1E+999}'),
  );

  test("property: a text JSON.parse rejects (or reads as a non-finite number) is rejected with ERR_INVALID_JSON, others agree", () => {
    fc.assert(
      fc.property(jsonish, (text) => {
        let reference: unknown;
        try {
          reference = JSON.parse(text);
        } catch {
          expectCliError(() => parseJson(text, "item"), "ERR_INVALID_JSON");
          return;
        }
        if (hasNonFinite(reference)) {
          // 1e999 is Infinity for JSON.parse; here it is out of range.
          expectCliError(() => parseJson(text, "item"), "ERR_INVALID_JSON", "out of range");
          return;
        }
        expect(parseJson(text, "item")).toStrictEqual(expected(reference));
      }),
      { numRuns: runs(2000) },
    );
  });

  test.each([
    ["12345678901234567890", 12345678901234567890n],
    ["-9007199254740993", -9007199254740993n],
    ["9007199254740991", 9007199254740991],
    ["9007199254740992", 9007199254740992n],
    ["1.5e300", 1.5e300],
    ["12345678901234567890.0", 12345678901234567000],
    ["-0", -0],
    ['{"__proto__": {"polluted": true}}', JSON.parse('{"__proto__": {"polluted": true}}')],
    ['{"a": 1, "a": 2}', { a: 2 }],
    ['"\\u00e9\\n\\ud83c\\udf89"', "é\n🎉"],
    [" [ ] ", []],
    ["{ }", {}],
  ])("%s", (text, value) => {
    expect(parseJson(text, "item")).toStrictEqual(value);
  });

  test('a "__proto__" key is an own property, and no prototype is touched', () => {
    const value = parseJson('{"__proto__": {"polluted": true}}', "item") as object;
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(Object.keys(value)).toEqual(["__proto__"]);
    expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
  });

  test.each([
    ["", 0, "unexpected end of input"],
    ["1O", 1, 'unexpected "O"'],
    ["tru", 0, 'unexpected "t"'],
    ["[1,]", 3, 'unexpected "]"'],
    ["[1 2]", 3, 'expected "," or "]", found "2"'],
    ["[1, 2", 5, 'expected "," or "]", found the end'],
    ['{"a" 1}', 5, 'expected ":", found "1"'],
    ['{"a":1 "b":2}', 7, 'expected "," or "}", found "\\""'],
    ['{"a":1', 6, 'expected "," or "}", found the end'],
    ['{"a"', 4, 'expected ":", found the end'],
    ["{a:1}", 1, 'expected a property name in double quotes, found "a"'],
    ["{", 1, "expected a property name in double quotes, found the end"],
    ['"abc', 0, "unterminated string"],
    ['"a\\x"', 0, "invalid string"],
    ['"tab\there"', 0, "invalid string"],
    ["1e400", 0, "number 1e400 is out of range"],
    ["01", 1, 'unexpected "1"'],
    ["-", 0, 'unexpected "-"'],
    ["[1] x", 4, 'unexpected "x"'],
  ])("%j fails at position %d: %s", (text, position, reason) => {
    expectCliError(
      () => parseJson(text, "item"),
      "ERR_INVALID_JSON",
      `item: invalid JSON at position ${position}: ${reason}`,
    );
  });

  test("nesting is limited (500 levels), so a hostile argument cannot exhaust the stack", () => {
    expect(parseJson(`${"[".repeat(500)}${"]".repeat(500)}`, "item")).toBeDefined();
    const deep = `${"[".repeat(501)}${"]".repeat(501)}`;
    expectCliError(() => parseJson(deep, "item"), "ERR_INVALID_JSON", "nested deeper than 500 levels");
    expectCliError(() => parseJson("[".repeat(100_000), "item"), "ERR_INVALID_JSON");
  });
});

// The command line prints with the library's JSON writer.
describe("jsonText(): JSON.stringify, with bigint as exact numbers", () => {
  test("property: without bigints the output is JSON.stringify's, compact and indented", () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.constantFrom("", "  ", "\t"), (value, indent) => {
        expect(jsonText(value, indent)).toBe(JSON.stringify(value, null, indent));
      }),
      { numRuns: 500 },
    );
  });

  test("property: parseJson reads back what jsonText writes, bigints included", () => {
    const withBigints = fc.letrec((tie) => ({
      value: fc.oneof(
        { depthSize: "small" },
        fc.jsonValue(),
        fc.bigInt(),
        fc.array(tie("value")),
        fc.dictionary(fc.string(), tie("value")),
      ),
    })).value;
    fc.assert(
      fc.property(withBigints, (value) => {
        expect(parseJson(jsonText(value) ?? "null", "item")).toStrictEqual(readBack(value));
      }),
      { numRuns: 300 },
    );
  });

  test.each([
    [{ id: 12345678901234567890n }, "", '{"id":12345678901234567890}'],
    [[-1n, 0n], "", "[-1,0]"],
    [{ a: undefined, b: [undefined], c: () => 1 }, "", '{"b":[null]}'],
    [{ a: [], b: {}, c: [1] }, "  ", '{\n  "a": [],\n  "b": {},\n  "c": [\n    1\n  ]\n}'],
  ])("%p → %j", (value, indent, text) => {
    expect(jsonText(value, indent)).toBe(text);
  });

  test("a value with no JSON text gives undefined, as JSON.stringify does", () => {
    expect(jsonText(undefined)).toBeUndefined();
    expect(jsonText(() => 1)).toBeUndefined();
  });
});

function hasNonFinite(value: unknown): boolean {
  if (typeof value === "number") return !Number.isFinite(value);
  return typeof value === "object" && value !== null && Object.values(value).some(hasNonFinite);
}

// What a value reads back as: a bigint within the safe range as a number,
// a number as JSON reads it (-0 as 0, an unsafe integer as a bigint).
function readBack(value: unknown): unknown {
  if (typeof value === "bigint")
    return value >= BigInt(Number.MIN_SAFE_INTEGER) && value <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(value) : value;
  if (typeof value === "number") return expected(JSON.parse(JSON.stringify(value)));
  if (Array.isArray(value)) return value.map(readBack);
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, readBack(item)]));
  }
  return value;
}
