import { jsonText } from "../request/json-text.js";

/**
 * `JSON.stringify(value, null, indent)` for what the command line prints and
 * sends, a `bigint` as a JSON number with all its digits (the library's
 * {@link jsonText}); always a string, since its output is printed: a value
 * with no JSON text (the command line never has one) is `null`.
 *
 * @example
 * stringifyJson({ id: 12345678901234567890n, tags: ["a"] }); // '{"id":12345678901234567890,"tags":["a"]}'
 * stringifyJson({ a: 1 }, "  ");                           // '{\n  "a": 1\n}'
 */
export function stringifyJson(value: unknown, indent = ""): string {
  return jsonText(value, indent) ?? "null";
}
