import { CliError } from "./cli-error.js";
import { parseJson } from "./parse-json.js";
import { describeValue } from "../util/describe-value.js";

/**
 * One command-line item, as the user wrote it (`text`) and as understood.
 *
 * @example
 * const item: Item = { kind: "header", name: "Accept", value: "text/html", text: "Accept:text/html" };
 */
export type Item =
  | { readonly kind: "parameter"; readonly key: string; readonly value: unknown; readonly text: string }
  | { readonly kind: "header"; readonly name: string; readonly value: string | null; readonly text: string }
  | FileItem;

/**
 * An item whose value is in a file (HTTPie's): `key=@FILE` its text,
 * `key:=@FILE` its JSON, `key@FILE` a file part of a multipart body.
 *
 * @example
 * const item: FileItem = { kind: "file", key: "logo", path: "logo.png", read: "part", text: "logo@logo.png" };
 */
export interface FileItem {
  readonly kind: "file";
  readonly key: string;
  readonly path: string;
  readonly read: "text" | "json" | "part";
  readonly text: string;
}

/**
 * Reads one item in the HTTPie conventions. The first separator in the
 * item decides its kind, and at a `:` a following `=` makes it `:=`:
 *
 * - `key=value`: a string parameter (`url=https://x:1` is a parameter);
 * - `key:=json`: a JSON parameter (`n:=1`, `tags:='["a"]'`, `x:=null`);
 * - `Name:value`: a header (`X-Range:a=b` is a header), its value trimmed of
 *   spaces and tabs; `Name:` with nothing after it (a `null` value) removes
 *   the header, including a default one;
 * - `key=@FILE`, `key:=@FILE`: the parameter's text, or JSON, from a file;
 * - `key@FILE`: a file part of a multipart body.
 *
 * In the key, `\=`, `\:`, `\@` and `\\` stand for the character itself. `key==v`
 * is refused rather than read as the value `=v`: HTTPie users mean a query
 * parameter by it, which this command has no separate syntax for.
 *
 * @example
 * parseItem("state=open");        // { kind: "parameter", key: "state", value: "open", ... }
 * parseItem("per_page:=100");     // { kind: "parameter", key: "per_page", value: 100, ... }
 * parseItem("Accept: text/html"); // { kind: "header", name: "Accept", value: "text/html", ... }
 */
export function parseItem(text: string): Item {
  const label = `item ${describeValue(text)}`;
  let key = "";
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    const next = text[index + 1];
    if (char === "\\" && (next === "\\" || next === "=" || next === ":" || next === "@")) {
      key += next;
      index++;
      continue;
    }
    if (char !== "=" && char !== ":" && char !== "@") {
      key += char;
      continue;
    }
    const separator = char === ":" && next === "=" ? ":=" : char;
    // What follows ":" is a header's value: never quoted in a message.
    if (key === "" && separator === ":") throw new CliError("ERR_INVALID_ITEM", 'a header item: nothing before ":"');
    if (key === "") throw new CliError("ERR_INVALID_ITEM", `${label}: nothing before "${separator}"`);
    const rest = text.slice(index + separator.length);
    const file = fileItem({ key, path: rest, text }, separator);
    if (file) return file;
    if (separator === ":=") return { kind: "parameter", key, value: parseJson(rest, label), text };
    if (separator === ":") {
      const value = rest.replace(/^[ \t]+|[ \t]+$/g, "");
      return { kind: "header", name: key, value: value === "" ? null : value, text };
    }
    if (next === "=") {
      const why = "parameters go to the query string for GET, HEAD and OPTIONS by themselves";
      throw new CliError(
        "ERR_INVALID_ITEM",
        `${label}: "==" is not an item separator (${why}); ` +
          `for a value that starts with "=", use a JSON string: key:='"=..."'`,
      );
    }
    return { kind: "parameter", key, value: rest, text };
  }
  throw new CliError("ERR_INVALID_ITEM", `${label}: expected key=value, key:=json or Header:value`);
}

// `key@FILE`, `key=@FILE` and `key:=@FILE`: the value is read from the file later.
function fileItem(
  { key, path: rest, text }: { key: string; path: string; text: string },
  separator: string,
): FileItem | undefined {
  if (separator === "@") {
    if (rest === "") throw new CliError("ERR_INVALID_ITEM", `item ${describeValue(text)}: no file after "@"`);
    return { kind: "file", key, path: rest, read: "part", text };
  }
  if ((separator !== "=" && separator !== ":=") || !rest.startsWith("@")) return undefined;
  const path = rest.slice(1);
  if (path === "") throw new CliError("ERR_INVALID_ITEM", `item ${describeValue(text)}: no file after "@"`);
  return { kind: "file", key, path, read: separator === "=" ? "text" : "json", text };
}
