import { isPlain } from "../util/is-plain.js";
import { hasOwn } from "../util/own.js";
import { invalid } from "./route-table.js";

/** A value of the description and the JSON pointer it was found at. */
export interface Located {
  readonly value: unknown;
  readonly pointer: string;
}

/**
 * Follows `$ref` (and a `$ref` that leads to another) inside `document` and
 * returns what it names, with its pointer. A reference that leaves the
 * document, does not resolve, or leads back to itself throws
 * `ERR_INVALID_OPTION` naming the pointer of the `$ref`.
 *
 * @example
 * resolveRef(doc, { $ref: "#/components/parameters/limit" }, "#/paths/~1pets/get/parameters/0");
 * // { value: { name: "limit", in: "query", ... }, pointer: "#/components/parameters/limit" }
 */
export function resolveRef(document: object, value: unknown, pointer: string): Located {
  const seen = new Set<string>();
  let current: Located = { value, pointer };
  while (isPlain(current.value) && hasOwn.call(current.value, "$ref")) {
    const ref = current.value.$ref;
    const at = `${current.pointer}/$ref`;
    if (typeof ref !== "string") throw invalid(at, "expected a string");
    if (!ref.startsWith("#")) throw invalid(at, `${JSON.stringify(ref)} leaves the document; bundle it first`);
    if (seen.has(ref)) throw invalid(at, `${JSON.stringify(ref)} refers back to itself`);
    seen.add(ref);
    current = { value: valueAt(document, ref, at), pointer: ref };
  }
  return current;
}

// The value a "#/a/b~1c" pointer names; own properties only.
function valueAt(document: object, ref: string, at: string): unknown {
  let value: unknown = document;
  let fragment = ref.slice(1);
  try {
    fragment = decodeURIComponentSafe(fragment);
  } catch {
    throw invalid(at, `${JSON.stringify(ref)} is not a valid JSON pointer`);
  }
  if (fragment === "") return document;
  if (!fragment.startsWith("/")) throw invalid(at, `${JSON.stringify(ref)} is not a JSON pointer`);
  for (const token of fragment.slice(1).split("/")) {
    const key = token.replace(/~1/g, "/").replace(/~0/g, "~");
    const container = typeof value === "object" && value !== null;
    if (!container || !hasOwn.call(value, key)) throw invalid(at, `${JSON.stringify(ref)} does not resolve`);
    value = (value as { [key: string]: unknown })[key];
  }
  return value;
}

// A URI fragment may percent-encode its characters ("#/paths/~1a%7Bb%7D").
function decodeURIComponentSafe(text: string): string {
  return text.includes("%") ? decodeURIComponent(text) : text;
}
