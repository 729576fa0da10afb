import { CliError } from "./cli-error.js";
import { describeValue } from "../util/describe-value.js";
import { jsonText } from "../util/json-text.js";

/** A multipart form's content type, which curl's --form writes (with its boundary). */
export const MULTIPART = /^\s*multipart\/form-data\s*(?:;|$)/i;
// curl reads a file name up to `;` or `,` unless it is in double quotes.
const NEEDS_QUOTES = /[;,"\\]/;

/**
 * Whether a request's body is a multipart form curl writes itself with
 * `--form`: a plain object under `multipart/form-data`.
 *
 * @example
 * isCurlForm({ method: "POST", url, headers: { "content-type": "multipart/form-data" }, body: { a: "1" } }); // true
 */
export function isCurlForm(headers: { readonly [name: string]: string | number }, body: unknown): boolean {
  return isObject(body) && MULTIPART.test(String(headers["content-type"] ?? ""));
}

// A plain object (what a form body is), not a list, Blob or other class instance.
function isObject(value: unknown): value is { readonly [name: string]: unknown } {
  if (typeof value !== "object" || value === null) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

/**
 * The curl arguments (before quoting) of a multipart form body: a file part
 * read from a path (`parts`) as `--form name=@FILE` (the path in double
 * quotes when it holds `;`, `,`, `"` or `\`), every other field as
 * `--form-string name=value`, which curl sends as it is (never reading `@`
 * or `<` as a file). A list is one field per element; an object its JSON
 * text, as `toFetchArgs` writes it. A part curl cannot be told to send
 * (bytes in memory, a name with `=`) is `ERR_INVALID_DATA`.
 *
 * @example
 * formWords({ title: "logo", file }, new Map([[file, "logo.png"]]));
 * // ["--form-string", "title=logo", "--form", "file=@logo.png"]
 */
export function formWords(body: { readonly [name: string]: unknown }, parts: ReadonlyMap<unknown, string>): string[] {
  const words: string[] = [];
  for (const name of Object.keys(body)) {
    const value = body[name];
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null) continue;
      if (name.includes("=")) {
        throw new CliError("ERR_INVALID_DATA", `cannot write the form field ${describeValue(name)} with curl's --form`);
      }
      const path = parts.get(item);
      if (path !== undefined) words.push("--form", `${name}=@${NEEDS_QUOTES.test(path) ? quoted(path) : path}`);
      else words.push("--form-string", `${name}=${fieldText(name, item)}`);
    }
  }
  return words;
}

// A field's text as toFetchArgs writes it: scalars as their text, objects as JSON.
function fieldText(name: string, value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean" || typeof value === "bigint") return String(value);
  if (isObject(value) || Array.isArray(value)) return jsonText(value) ?? "";
  throw new CliError(
    "ERR_INVALID_DATA",
    `cannot write the form field ${describeValue(name)} in a curl command: give a file as ${name}@FILE`,
  );
}

function quoted(path: string): string {
  return `"${path.replace(/[\\"]/g, (char) => `\\${char}`)}"`;
}
