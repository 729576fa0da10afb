import { endpointError } from "../util/errors.js";
import { describeValue } from "../util/describe-value.js";
import { ownValue } from "../util/own.js";
import { typeTag } from "../util/type-tag.js";

/** A header as given: its name as written, and its value (checked by the caller). */
export type HeaderEntry = readonly [name: string, value: unknown];

/**
 * The headers of a `Headers` object or of a list of `[name, value]` pairs
 * (the forms fetch takes besides a plain object), in their order: each name
 * is later lowercased and checked as any header's is, and a later pair for
 * the same name wins, as a later key of an object does. Anything else throws
 * `ERR_INVALID_OPTION`. Only own indices of a list are read.
 *
 * @example
 * headerEntries([["Accept", "text/plain"]]);          // [["Accept", "text/plain"]]
 * headerEntries(new Headers({ "X-A": "1" }));          // [["x-a", "1"]]
 */
export function headerEntries(headers: unknown): HeaderEntry[] {
  if (Array.isArray(headers)) return pairs(headers);
  const forEach = typeTag(headers) === "Headers" ? (headers as { forEach?: unknown }).forEach : undefined;
  if (typeof forEach !== "function") throw badHeaders(headers);
  const entries: HeaderEntry[] = [];
  forEach.call(headers, (value: unknown, name: unknown) => entries.push([String(name), value]));
  return entries;
}

function pairs(list: readonly unknown[]): HeaderEntry[] {
  const entries: HeaderEntry[] = [];
  for (let k = 0; k < list.length; k++) {
    // A hole is no pair, whatever a polluted Array.prototype holds at its index.
    const pair = ownValue(list, String(k));
    if (!Array.isArray(pair) || pair.length !== 2 || typeof ownValue(pair, "0") !== "string") {
      // The item is named by its place, never quoted: it may hold a credential.
      throw endpointError("ERR_INVALID_OPTION", "headers", `: item ${k} is not a [name, value] pair`);
    }
    entries.push([pair[0] as string, ownValue(pair, "1")]);
  }
  return entries;
}

// A string is header text ("authorization: token ..."): named by its kind, never quoted.
function badHeaders(headers: unknown) {
  const given = typeof headers === "string" ? "a string" : describeValue(headers);
  return endpointError(
    "ERR_INVALID_OPTION",
    "headers",
    `: ${given} (expected an object, a Headers object, or [name, value] pairs)`,
  );
}
