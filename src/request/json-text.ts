// Stands in for a bigint inside JSON.stringify's output; random, so no string
// in a value can pass for one.
const MARK = `big${Math.random().toString(36).slice(2)}`;
const MARKED = new RegExp(`"${MARK}(-?\\d+)${MARK}"`, "g");

/**
 * `JSON.stringify(value, null, indent)`, except that a `bigint` (or a BigInt
 * object) is written as a JSON number with all its digits instead of
 * throwing. `undefined` when the value has no JSON text (a function, a
 * symbol, `undefined`); a cycle throws JSON.stringify's TypeError. The one
 * serializer of the library (`toFetchArgs`) and the command line.
 *
 * @example
 * jsonText({ id: 12345678901234567890n }); // '{"id":12345678901234567890}'
 * jsonText({ a: 1 }, "  ");                // '{\n  "a": 1\n}'
 */
export function jsonText(value: unknown, indent?: string): string | undefined {
  // JSON.stringify's type says string, but it gives undefined for those values.
  const text: string | undefined = JSON.stringify(value, (_, item) => (typeof item === "bigint" || item instanceof BigInt ? MARK + item + MARK : item), indent);
  return text?.replace(MARKED, "$1");
}

/**
 * Matches a content type that says JSON: `application/json` or
 * `application/<type>+json`, with or without parameters. A constant, not a
 * function: it ships in the browser bundle, where a wrapper costs bytes.
 *
 * @example
 * JSON_TYPE.test("application/vnd.github+json; charset=utf-8"); // true
 * JSON_TYPE.test("text/plain");                                 // false
 */
export const JSON_TYPE = /^\s*application\/([^\s;/]+\+)?json\s*(;|$)/i;
