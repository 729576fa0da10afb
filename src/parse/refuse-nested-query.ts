import { invalidParameter } from "../util/errors.js";
import { describeValue } from "../util/describe-value.js";
import { isPlain } from "../util/is-plain.js";
import { isBodyless } from "../util/methods.js";
import { typeTag } from "../util/type-tag.js";

/**
 * Where ky (`searchParams`), axios (`params`) and ofetch (`query`) take the query.
 *
 * @example
 * QUERY_NAMES.has("searchParams"); // true
 */
export const QUERY_NAMES: ReadonlySet<string> = new Set(["searchParams", "params", "query"]);
// Keys shown in the example; the rest is "...".
const SHOWN_KEYS = 3;

/**
 * Refuses the query of another client's habit: an object (or
 * `URLSearchParams`) under one of {@link QUERY_NAMES}, as a leftover
 * parameter (the pass over the parameters asks for those only). Here
 * parameters are passed flat, and the message shows how, from the object's
 * keys. Any other value there is a parameter as any.
 *
 * @example
 * refuseNestedQuery("searchParams", { page: 2 }, "GET");
 * // EndpointError: Invalid parameter "searchParams": an object (parameters are passed flat, ...: { page: ... })
 */
export function refuseNestedQuery(name: string, value: unknown, method: unknown): void {
  const keys = queryKeys(value);
  if (!keys) return;
  const shown = keys.slice(0, SHOWN_KEYS).map((key) => `${keyText(key)}: ...`);
  if (keys.length > SHOWN_KEYS) shown.push("...");
  const example = shown.length ? `{ ${shown.join(", ")} }` : "{ name: value }";
  const onPurpose = isBodyless(method) ? "" : `; a body field named "${name}" goes in "parameters"`;
  throw invalidParameter(
    name,
    value,
    ` (parameters are passed flat, not under "${name}"; pass them flat: ${example}${onPurpose})`,
  );
}

// The keys of a plain object or a URLSearchParams; undefined for any other value.
function queryKeys(value: unknown): string[] | undefined {
  if (isPlain(value)) return Object.keys(value);
  if (typeTag(value) !== "URLSearchParams") return undefined;
  const keys = new Set<string>();
  (value as { forEach(callback: (value: string, key: string) => void): void }).forEach((_, key) => keys.add(key));
  return [...keys];
}

// A key as it is written in code: bare if it is an identifier, else quoted and escaped.
function keyText(key: string): string {
  return /^[A-Za-z_$][\w$]{0,79}$/.test(key) ? key : describeValue(key);
}
