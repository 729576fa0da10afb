// Object.prototype pollution for the security and property suites: what a
// bug in some other library (`merge(target, JSON.parse(body))`) does to a
// program, set up and undone around one piece of code.

/** What a run under pollution did: its value, or what it threw. */
export type Outcome = { value: unknown; error?: undefined } | { value?: undefined; error: unknown };

/**
 * The mark every polluted string value carries, so that it can be found in
 * results and messages; no test input contains it.
 */
export const MARK = "p0llut3d";

/**
 * Keys a polluted `Object.prototype` typically carries in these tests: every
 * option name, the fields of a result, and a marker key; every string value
 * holds {@link MARK} (except the method, which must be a real one to matter).
 */
export const POLLUTION: Readonly<Record<string, unknown>> = {
  url: `https://${MARK}.example/steal`,
  method: "DELETE",
  baseUrl: `https://${MARK}.example`,
  headers: { "x-polluted": MARK },
  mediaType: { format: MARK },
  format: MARK,
  previews: [MARK],
  request: { polluted: MARK },
  data: MARK,
  body: MARK,
  polluted: MARK,
  "x-polluted": MARK,
};

/**
 * Runs `run` with `entries` set on `Object.prototype` (enumerable, as an
 * assignment sets them), removes them again whatever happens, and returns
 * the outcome. Assertions belong after the call: jest's own code must not
 * run with a polluted prototype.
 *
 * @example
 * const outcome = polluted(POLLUTION, () => endpoint.merge("/x"));
 * expect(outcome.value).toEqual(...);
 */
export function polluted(entries: Readonly<Record<string, unknown>>, run: () => unknown): Outcome {
  const keys = Object.keys(entries);
  for (const key of keys) {
    if (Object.prototype.hasOwnProperty.call(Object.prototype, key))
      throw new Error(`Object.prototype.${key} exists already`);
    Object.defineProperty(Object.prototype, key, {
      value: entries[key],
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  try {
    return { value: run() };
  } catch (error) {
    return { error };
  } finally {
    for (const key of keys) delete (Object.prototype as Record<string, unknown>)[key];
  }
}

/**
 * The paths at which `value` shows a trace of {@link POLLUTION}: a string
 * containing {@link MARK}, or one of its objects, at any depth of own
 * properties (cycles are followed once). Keys are not looked at: an own key
 * may well be called "url" or "polluted"; an inherited one shows up only by
 * its value.
 *
 * @example
 * expect(tracesOfPollution(endpoint("GET /x"))).toEqual([]);
 */
export function tracesOfPollution(value: unknown, path = "result", seen = new Set<object>()): string[] {
  if (typeof value === "string") return value.includes(MARK) ? [path] : [];
  if (typeof value !== "object" || value === null || seen.has(value)) return [];
  seen.add(value);
  if (Object.values(POLLUTION).includes(value)) return [path];
  const found: string[] = [];
  for (const key of Reflect.ownKeys(value)) {
    const name = String(key);
    const descriptor = Object.getOwnPropertyDescriptor(value, key) as PropertyDescriptor;
    if ("value" in descriptor) found.push(...tracesOfPollution(descriptor.value, `${path}.${name}`, seen));
  }
  return found;
}
