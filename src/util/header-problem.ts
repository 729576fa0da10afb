import { describeValue } from "./describe-value.js";

// What a field-value may not hold (RFC 9110 §5.5): controls other than HTAB,
// DEL, and anything above U+00FF (it would lose its high byte on the wire).
const NOT_FIELD_VALUE = /[^\t\x20-\x7e\x80-\xff]/;

/**
 * What is wrong with a header value, in words that never hold its text:
 * header values are where credentials travel (`authorization`, `cookie`,
 * any header the defaults set), and messages end up in logs and in error
 * responses. A string is described by its first bad character and where it
 * is (counted from 0, as template errors count); any other value by its
 * kind (`an object`, `NaN`).
 *
 * @example
 * headerProblem("token abc\n"); // "its value has a line break (U+000A) at position 9"
 * headerProblem({});            // "its value is an object"
 */
export function headerProblem(value: unknown): string {
  if (typeof value !== "string") return `its value is ${describeValue(value)}`;
  const found = NOT_FIELD_VALUE.exec(value);
  if (!found) return "its value is a field value";
  const char = found[0];
  const code = `U+${char.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}`;
  return `its value has ${kindOf(char)} (${code}) at position ${found.index}`;
}

function kindOf(char: string): string {
  if (char === "\r" || char === "\n") return "a line break";
  return char > "\xff" ? "a character above U+00FF" : "a control character";
}
