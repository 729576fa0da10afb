/**
 * The time value of a real `Date` (made by the `Date` constructor, in any
 * realm), or `undefined` for anything else. Look-alikes are anything else:
 * an object inheriting `Date.prototype`, or a Proxy of a Date, has no time
 * value, and every `Date` method throws a `TypeError` when called on it.
 * Asking `Date.prototype.getTime` is the one portable test of that.
 *
 * @example
 * dateTime(new Date(0));                      // 0
 * dateTime(new Date(NaN));                    // NaN
 * dateTime(Object.create(Date.prototype));    // undefined
 * dateTime(new Proxy(new Date(0), {}));       // undefined
 */
export function dateTime(value: unknown): number | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  try {
    return Date.prototype.getTime.call(value);
  } catch {
    // No time value: not a Date, whatever its prototype says.
    return undefined;
  }
}
