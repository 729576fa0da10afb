import { describeValue } from "../util/describe-value.js";
import { isPlain } from "../util/is-plain.js";
import { hasOwn } from "../util/own.js";
import { invalid } from "./route-table.js";

/** A value of the description and the JSON pointer it was found at. */
export interface Located {
  readonly value: unknown;
  readonly pointer: string;
}

// Per document being compiled: what each `$ref` resolved to, so a chain
// (`p0 -> p1 -> ... -> pN`) or a reference used a thousand times is followed
// once. Started over by each compile ({@link forgetRefs}): the caller may
// change the document between two compiles.
const RESOLVED = new WeakMap<object, Map<string, Located>>();

/**
 * Starts a compile of `document`: references resolved before are forgotten.
 *
 * @example
 * forgetRefs(description); // then resolveRef(description, ...) as often as needed
 */
export function forgetRefs(document: object): void {
  RESOLVED.delete(document);
}

/**
 * Follows `$ref` (and a `$ref` that leads to another) inside `document` and
 * returns what it names, with its pointer. Each reference is resolved once
 * per compile (see {@link forgetRefs}), so the work is linear in the
 * document whatever its chains. A reference that leaves the document, does
 * not resolve, or leads back to itself throws `ERR_INVALID_OPTION` naming
 * the pointer of the `$ref`.
 *
 * @example
 * resolveRef(doc, { $ref: "#/components/parameters/limit" }, "#/paths/~1pets/get/parameters/0");
 * // { value: { name: "limit", in: "query", ... }, pointer: "#/components/parameters/limit" }
 */
export function resolveRef(document: object, value: unknown, pointer: string): Located {
  let resolved = RESOLVED.get(document);
  if (!resolved) RESOLVED.set(document, (resolved = new Map<string, Located>()));
  // The references of this chain not resolved before, in order.
  const chain: string[] = [];
  const onChain = new Set<string>();
  let current: Located = { value, pointer };
  while (isPlain(current.value) && hasOwn(current.value, "$ref")) {
    const ref = current.value.$ref;
    const at = `${current.pointer}/$ref`;
    if (typeof ref !== "string") throw invalid(at, "expected a string");
    const known = resolved.get(ref);
    if (known) {
      current = known;
      break;
    }
    if (!ref.startsWith("#")) throw invalid(at, `${describeValue(ref)} leaves the document; bundle it first`);
    if (onChain.has(ref)) throw invalid(at, `${describeValue(ref)} refers back to itself`);
    chain.push(ref);
    onChain.add(ref);
    current = { value: valueAt(document, ref, at), pointer: ref };
  }
  for (const ref of chain) resolved.set(ref, current);
  return current;
}

// The value a "#/a/b~1c" pointer names; own properties only.
function valueAt(document: object, ref: string, at: string): unknown {
  let value: unknown = document;
  let fragment = ref.slice(1);
  try {
    fragment = decodeURIComponentSafe(fragment);
  } catch {
    throw invalid(at, `${describeValue(ref)} is not a valid JSON pointer`);
  }
  if (fragment === "") return document;
  if (!fragment.startsWith("/")) throw invalid(at, `${describeValue(ref)} is not a JSON pointer`);
  for (const token of fragment.slice(1).split("/")) {
    const key = token.replace(/~1/g, "/").replace(/~0/g, "~");
    if (typeof value !== "object" || value === null || !hasOwn(value, key))
      throw invalid(at, `${describeValue(ref)} does not resolve`);
    value = (value as { [key: string]: unknown })[key];
  }
  return value;
}

// A URI fragment may percent-encode its characters ("#/paths/~1a%7Bb%7D").
function decodeURIComponentSafe(text: string): string {
  return text.includes("%") ? decodeURIComponent(text) : text;
}
