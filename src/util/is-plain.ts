/**
 * Whether a value is a plain object (an object literal, `JSON.parse`
 * output, `Object.create(null)`, or an object made with `Object.create` from
 * such objects), not an array, a class instance or a built-in. The
 * prototype chain decides, as `is-plain-object` does, but without reading a
 * `constructor`: it ends at `null` or at an `Object.prototype` of any realm,
 * and no prototype before that has a `constructor` of its own (a class
 * has); `Object.prototype.toString` must say `[object Object]`. An own
 * `"constructor"` key (from `JSON.parse`) is an ordinary key, and an
 * inherited one may be polluted (`Object.prototype.constructor = null`).
 *
 * @example
 * isPlain(JSON.parse('{"constructor": null}')); // true
 * isPlain(new Map());                           // false
 */
export function isPlain(value: unknown): value is { [key: string]: unknown } {
  if (typeof value !== "object" || value === null) return false;
  for (let proto = Object.getPrototypeOf(value) as object | null; proto !== null;) {
    const next = Object.getPrototypeOf(proto) as object | null;
    if (next === null) break; // an Object.prototype, of this realm or another
    if (Object.hasOwn(proto, "constructor")) return false;
    proto = next;
  }
  return Object.prototype.toString.call(value) === "[object Object]";
}
