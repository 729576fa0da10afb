import { isPlain } from "./is-plain.js";
import { copyOwn, ownValue, setOwn } from "./own.js";

// Per object of the target, per object of the source: their merged copy.
type Merged = Map<object, Map<object, object>>;

// Merges `source` into `target` key by key where both sides hold plain
// objects; anything else (arrays, class instances) replaces. `target` is the
// merge's own copy: its own keys are set, `source` is never changed, and
// `source`'s values are shared by reference (no copy per call).
function deepMerge<T extends object>(target: T, source: object, merged: Merged): T {
  for (const key of Object.keys(source)) {
    const value = (source as { [key: string]: unknown })[key];
    // As in mergeKey: the target's value is read only when the source's is an object.
    const current = isPlain(value) ? ownValue(target, key) : undefined;
    setOwn(target, key, isPlain(current) ? mergedCopy(current, value as object, merged) : value);
  }
  return target;
}

/**
 * Sets `target[key]` to `value`, or, when both are plain objects, to a new
 * object with the keys of both merged, all the way down. `mergeOptions`
 * merges each option with it, so options and nested values follow the same
 * rule. Since a merge of two objects is a new object, an object the target
 * shares between two keys (sharing that `deepCopy` keeps) is never changed
 * under the other key; each pair of objects is merged once, so shared
 * objects cost nothing more.
 *
 * @example
 * const target = { request: { timeout: 1 } };
 * mergeKey(target, "request", { retries: 2 }); // target.request: { timeout: 1, retries: 2 }
 */
export function mergeKey(target: object, key: string, value: unknown): void {
  // Most values are not objects: their merge is one step, with no lookup.
  const current = isPlain(value) ? ownValue(target, key) : undefined;
  setOwn(target, key, isPlain(current) ? mergedCopy(current, value as object, new Map() as Merged) : value);
}

function mergedCopy(current: object, value: object, merged: Merged): object {
  let bySource = merged.get(current);
  const known = bySource?.get(value);
  if (known) return known;
  if (!bySource) merged.set(current, (bySource = new Map<object, object>()));
  const copy = copyOwn({}, current);
  // Noted before merging: a pair met again inside itself gets this same copy.
  bySource.set(value, copy);
  return deepMerge(copy, value, merged);
}
