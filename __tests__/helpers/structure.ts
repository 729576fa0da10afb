// Structural views of values for the security and property tests:
// whether anything changed in place, what objects two values share,
// whether a value is deeply frozen, and which prototypes it holds.

/**
 * A picture of a value, as a string, deep enough to notice any change made in
 * place: every own key (symbols too) with its descriptor flags, prototypes,
 * frozen state, Date times, Map and Set entries, and identity (an alias or a
 * cycle shows up as a reference to an earlier node, so replacing an object by
 * an equal copy is noticed too).
 *
 * @example
 * const before = snapshot(input);
 * endpoint(route, input);
 * expect(snapshot(input)).toBe(before);
 */
export function snapshot(root: unknown): string {
  const ids = new Map<unknown, number>();
  const id = (value: unknown): number => {
    if (!ids.has(value)) ids.set(value, ids.size);
    return ids.get(value) as number;
  };
  const out: string[] = [];
  const walk = (value: unknown): void => {
    switch (typeof value) {
      case "string":
        out.push(JSON.stringify(value));
        return;
      case "number":
        out.push(Object.is(value, -0) ? "-0" : String(value));
        return;
      case "bigint":
        out.push(`${value}n`);
        return;
      case "symbol":
      case "function":
        out.push(`${typeof value}#${id(value)}`);
        return;
      case "undefined":
      case "boolean":
        out.push(String(value));
        return;
    }
    if (value === null) {
      out.push("null");
      return;
    }
    const object = value as object;
    if (ids.has(object)) {
      out.push(`ref#${ids.get(object)}`);
      return;
    }
    // The prototype by identity only: reading Set.prototype's getters on the
    // prototype itself would throw.
    const proto: unknown = Object.getPrototypeOf(object);
    out.push(
      `{#${id(object)} ${Object.isFrozen(object) ? "frozen" : "open"} proto:${proto === null ? "null" : id(proto)}`,
    );
    if (object instanceof Date) out.push(` time:${object.getTime()}`);
    if (object instanceof Map || object instanceof Set) {
      out.push(" entries:[");
      for (const entry of object) walk(entry);
      out.push("]");
    }
    for (const key of Reflect.ownKeys(object)) {
      const d = Object.getOwnPropertyDescriptor(object, key) as PropertyDescriptor;
      const name = typeof key === "symbol" ? `symbol#${id(key)}` : JSON.stringify(key);
      const flags = `${d.enumerable ? "e" : ""}${d.writable ? "w" : ""}${d.configurable ? "c" : ""}`;
      out.push(` ${name}${flags}:`);
      if ("value" in d) walk(d.value);
      else out.push("accessor");
    }
    out.push("}");
  };
  walk(root);
  return out.join("");
}

/**
 * The plain objects and arrays reachable from a value. Class instances (an
 * `http.Agent`, a `Date`) belong to the caller and are not walked into.
 *
 * @example
 * containers({ a: [1], agent }).size; // 2: the object and the array
 */
export function containers(root: unknown, into = new Set<object>()): Set<object> {
  if (typeof root !== "object" || root === null || into.has(root)) return into;
  const proto: unknown = Object.getPrototypeOf(root);
  if (!Array.isArray(root) && proto !== Object.prototype && proto !== null) return into;
  into.add(root);
  for (const key of Object.keys(root)) containers((root as { [key: string]: unknown })[key], into);
  return into;
}

/**
 * The members of `a` that are also in `b`.
 *
 * @example
 * intersect(containers(first), containers(second)); // objects both share
 */
export function intersect<T>(a: Set<T>, b: Set<T>): T[] {
  return [...a].filter((x) => b.has(x));
}

/**
 * Whether every plain object and array reachable from `root` is frozen.
 *
 * @example
 * allFrozen(endpoint.DEFAULTS); // true
 */
export function allFrozen(root: unknown): boolean {
  return [...containers(root)].every((object) => Object.isFrozen(object));
}

/**
 * The value of an own data property, never an inherited one: a JSON
 * "__proto__" key is read as the own key it is.
 *
 * @example
 * own(JSON.parse('{"__proto__": {"a": 1}}'), "__proto__"); // { a: 1 }
 */
export function own(object: object, key: string): unknown {
  return Object.getOwnPropertyDescriptor(object, key)?.value;
}

/**
 * The paths of every object reachable through own keys whose prototype is not
 * the ordinary one (`Object.prototype`, or `Array.prototype` for an array).
 *
 * @example
 * expect(oddPrototypes(endpoint.merge("GET /x", input))).toEqual([]);
 */
export function oddPrototypes(value: unknown, path = "result", seen = new Set<object>()): string[] {
  if (typeof value !== "object" || value === null || seen.has(value)) return [];
  seen.add(value);
  const expected = Array.isArray(value) ? Array.prototype : Object.prototype;
  const found = Object.getPrototypeOf(value) === expected ? [] : [path];
  for (const key of Object.keys(value)) found.push(...oddPrototypes(own(value, key), `${path}.${key}`, seen));
  return found;
}
