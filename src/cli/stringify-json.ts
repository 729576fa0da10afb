/**
 * `JSON.stringify(value, null, indent)` for the JSON-shaped values the
 * command line prints (what `parseJson` reads, and the request built from
 * it), except that a `bigint` is a JSON number with all its digits. Always a
 * string, since it is printed: a value with no JSON text is `null`.
 * Written out by hand because `JSON.stringify` cannot emit a number it did
 * not make (JSON.rawJSON is newer than the Node versions supported).
 *
 * @example
 * stringifyJson({ id: 12345678901234567890n, tags: ["a"] }); // '{"id":12345678901234567890,"tags":["a"]}'
 * stringifyJson({ a: 1 }, "  ");                           // '{\n  "a": 1\n}'
 */
export function stringifyJson(value: unknown, indent = ""): string {
  return jsonOf(value, indent, "") ?? "null";
}

// The text of one value whose line starts with `margin`; undefined for what
// JSON leaves out (undefined, a function, a symbol).
function jsonOf(value: unknown, indent: string, margin: string): string | undefined {
  if (typeof value === "bigint") return value.toString();
  // JSON.stringify gives undefined here for undefined, a function, a symbol.
  if (typeof value !== "object" || value === null) return JSON.stringify(value);
  const inner = margin + indent;
  if (Array.isArray(value)) {
    const items = value.map((item) => jsonOf(item, indent, inner) ?? "null");
    return enclose("[", items, "]", indent, margin);
  }
  const separator = indent === "" ? ":" : ": ";
  const members: string[] = [];
  for (const [key, member] of Object.entries(value)) {
    const text = jsonOf(member, indent, inner);
    if (text !== undefined) members.push(JSON.stringify(key) + separator + text);
  }
  return enclose("{", members, "}", indent, margin);
}

// "[1,2]", or with an indent one element a line; "[]" and "{}" stay short.
function enclose(open: string, parts: readonly string[], close: string, indent: string, margin: string): string {
  if (parts.length === 0) return open + close;
  if (indent === "") return open + parts.join(",") + close;
  const newline = `\n${margin}${indent}`;
  return `${open}${newline}${parts.join(`,${newline}`)}\n${margin}${close}`;
}
