import { invalidParameter } from "../util/errors.js";
import { isPlain } from "../util/is-plain.js";
import { scalarText } from "../template/prepare-value.js";
import { MAX_SHARED_ENTRIES, treeProblem } from "../util/tree-size.js";

// Deeper than any real filter object; a cycle reaches it too.
const MAX_DEPTH = 32;

/**
 * A `deepObject` parameter's value as `[name, value]` pairs, nested levels
 * too: `{ status: "open", user: { id: 1 } }` under `filter` gives
 * `filter[status]=open` and `filter[user][id]=1`. A list gives one pair per
 * element under the same name. url-template encodes both sides later.
 *
 * @example
 * deepObjectPairs("filter", { status: "open", tags: ["a", "b"] });
 * // [["filter[status]", "open"], ["filter[tags]", "a"], ["filter[tags]", "b"]]
 */
export function deepObjectPairs(name: string, value: object): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  // An object met twice is shared: the value is measured once, before its
  // pairs can grow exponentially.
  const seen = new Set<object>();
  let measured = false;
  const walk = (prefix: string, item: unknown, depth: number): void => {
    if (depth > MAX_DEPTH) throw invalidParameter(name, value, DEEP);
    if (typeof item === "object" && item !== null) {
      if (seen.has(item) && !measured) {
        measured = true;
        const problem = treeProblem(value, isContainer, MAX_DEPTH);
        if (problem) throw invalidParameter(name, value, problem === "too large" ? TOO_LARGE : DEEP);
      }
      seen.add(item);
    }
    if (isPlain(item)) {
      for (const key of Object.keys(item)) walk(`${prefix}[${key}]`, item[key], depth + 1);
    } else if (Array.isArray(item)) {
      for (const element of item) walk(prefix, element, depth + 1);
    } else {
      const text = scalarText(item, name);
      if (text !== undefined) pairs.push([prefix, text]);
    }
  };
  walk(name, value, 0);
  return pairs;
}

const DEEP = " (nested too deep, or circular)";
const TOO_LARGE = ` (its shared objects repeat over ${MAX_SHARED_ENTRIES} pairs)`;

function isContainer(item: object): boolean {
  return Array.isArray(item) || isPlain(item);
}
