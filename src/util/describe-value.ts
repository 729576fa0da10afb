// Enough to recognise a value; a value pasted from a file can be megabytes
// long, and a message must stay one readable line.
const SHOWN = 80;

/**
 * Renders any value for a message (the library's errors, the command
 * line's): strings quoted with JSON escapes
 * (so "\r\n" and lone surrogates show) and cut after 80 characters, since an
 * attacker-sized value must not make an attacker-sized message; other values
 * by their kind.
 *
 * @example
 * describeValue("a\nb"); // '"a\\nb"'
 * describeValue([1]);    // "an array"
 */
export function describeValue(value: unknown): string {
  if (typeof value === "string") return JSON.stringify(value.length > SHOWN ? `${value.slice(0, SHOWN)}…` : value);
  if (typeof value === "bigint") return `${value}n`;
  if (typeof value === "function" || typeof value === "symbol") return `a ${typeof value}`;
  if (typeof value !== "object" || value === null) return String(value);
  if (Array.isArray(value)) return "an array";
  if (value instanceof Date) return String(value);
  return describeInstance(value);
}

// "a Map", "an object": the class, unless it is Object (or hides its name).
function describeInstance(value: object): string {
  const name: unknown = Object.getPrototypeOf(value)?.constructor?.name;
  return typeof name === "string" && name && name !== "Object" ? `a ${name}` : "an object";
}
