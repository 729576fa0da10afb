import { invalidParameter } from "../util/errors.js";
import { describeValue } from "../util/describe-value.js";
import { hasOwn, ownValue } from "../util/own.js";
import { isPlain } from "../util/is-plain.js";
import { isBodyless } from "../util/methods.js";
import { typeTag } from "../util/type-tag.js";
import type { MergedOptions } from "../types/index.js";

// Where ky (searchParams), axios (params) and ofetch (query) take the query.
const QUERY_NAMES = ["searchParams", "params", "query"] as const;
// Keys shown in the example; the rest is "...".
const SHOWN_KEYS = 3;

/**
 * Refuses the query of another client's habit: an object (or
 * `URLSearchParams`) under `searchParams`, `params` or `query` that the
 * route does not declare as a placeholder. Here parameters are passed flat,
 * and the message shows how, from the object's keys. A name given in the
 * `parameters` option passes (a body field named `query` is sent on purpose).
 *
 * @example
 * refuseNestedQuery(mergeOptions(DEFAULTS, "GET /x", { searchParams: { page: 2 } }), new Set());
 * // EndpointError: Invalid parameter "searchParams" ...: an object (parameters are passed flat: { page: ... })
 */
export function refuseNestedQuery(merged: MergedOptions, declared: ReadonlySet<string>): void {
  for (const name of QUERY_NAMES) {
    const value = ownValue(merged, name);
    if (value === undefined || declared.has(name) || given(merged, name)) continue;
    const keys = queryKeys(value);
    if (!keys) continue;
    const shown = keys.slice(0, SHOWN_KEYS).map((key) => `${keyText(key)}: ...`);
    if (keys.length > SHOWN_KEYS) shown.push("...");
    const example = shown.length ? `{ ${shown.join(", ")} }` : "{ name: value }";
    const onPurpose = isBodyless(merged.method) ? "" : `; a body field named "${name}" goes in "parameters"`;
    throw invalidParameter(
      name,
      value,
      ` (parameters are passed flat, not under "${name}"; pass them flat: ${example}${onPurpose})`,
    );
  }
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

function given(merged: MergedOptions, name: string): boolean {
  const parameters = ownValue(merged, "parameters");
  return parameters !== undefined && hasOwn(parameters as object, name);
}
