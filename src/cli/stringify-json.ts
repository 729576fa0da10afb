/**
 * `JSON.stringify(value, null, indent)` for the values the command line
 * handles (JSON values, `bigint`, `undefined`), except that a `bigint` is
 * written as a JSON number with all its digits instead of throwing. For a
 * value without bigints the output is identical to `JSON.stringify`.
 *
 * @example
 * stringifyJson({ id: 12345678901234567890n, tags: ["a"] }); // '{"id":12345678901234567890,"tags":["a"]}'
 * stringifyJson({ a: 1 }, "  ");                           // '{\n  "a": 1\n}'
 */
export function stringifyJson(value: unknown, indent = ""): string {
  // Only a top-level undefined (or function, symbol) has no text; the command
  // line never passes one.
  return write(value, indent, "") ?? "null";
}

function write(value: unknown, indent: string, current: string): string | undefined {
  if (typeof value === "bigint") return value.toString();
  if (typeof value !== "object" || value === null) return JSON.stringify(value) as string | undefined;
  const inner = current + indent;
  // With an indent every member goes on its own line; without, none do.
  const open = indent === "" ? "" : `\n${inner}`;
  const separator = indent === "" ? "," : `,\n${inner}`;
  const close = indent === "" ? "" : `\n${current}`;
  if (Array.isArray(value)) {
    if (value.length === 0) return "[]";
    const items = Array.from(value, (item: unknown) => write(item, indent, inner) ?? "null");
    return `[${open}${items.join(separator)}${close}]`;
  }
  const colon = indent === "" ? ":" : ": ";
  const members: string[] = [];
  for (const [key, item] of Object.entries(value)) {
    const text = write(item, indent, inner);
    if (text !== undefined) members.push(`${JSON.stringify(key)}${colon}${text}`);
  }
  return members.length === 0 ? "{}" : `{${open}${members.join(separator)}${close}}`;
}
