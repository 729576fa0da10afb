/**
 * How many entries a tree walk over shared objects may write beyond those
 * its distinct objects hold: a value whose objects are shared (YAML anchors:
 * 30 objects, each holding the next twice, stand for 2^30 entries) is
 * written out once per reference by JSON text and by `deepObject` pairs.
 */
export const MAX_SHARED_ENTRIES = 100_000;

/** Why a value cannot be written out as a tree, or "" when it can. */
export type TreeProblem = "" | "circular" | "too deep" | "too large";

/**
 * Whether writing `value` out as a tree (each object once per reference, as
 * JSON text does) is possible in bounded work: "circular" for a cycle, "too
 * deep" past `maxDepth` levels, "too large" when shared objects make it
 * write more than {@link MAX_SHARED_ENTRIES} entries (keys and elements)
 * and more than its distinct objects hold; "" otherwise. Objects `follow`
 * accepts are walked by their own enumerable keys, each once (memoised), so
 * the check is linear in the distinct objects whatever the sharing.
 *
 * @example
 * let o = { v: 1 }; for (let i = 0; i < 40; i++) o = { a: o, b: o };
 * treeProblem(o, () => true, 100); // "too large"
 */
export function treeProblem(value: unknown, follow: (item: object) => boolean, maxDepth: number): TreeProblem {
  // Per object: the entries writing it out takes; -1 while it is on the path.
  const sizes = new Map<object, number>();
  let distinct = 0;
  let problem: TreeProblem = "";
  const size = (item: unknown, depth: number): number => {
    if (problem || typeof item !== "object" || item === null || !follow(item)) return 0;
    const known = sizes.get(item);
    if (known === -1) problem = "circular";
    else if (depth > maxDepth) problem = "too deep";
    if (known !== undefined || problem) return known ?? 0;
    sizes.set(item, -1);
    const keys = Object.keys(item);
    distinct += keys.length;
    let total = keys.length;
    for (const key of keys) total += size((item as { [key: string]: unknown })[key], depth + 1);
    sizes.set(item, total);
    return total;
  };
  const total = size(value, 0);
  if (problem) return problem;
  return total > MAX_SHARED_ENTRIES && total > distinct ? "too large" : "";
}
