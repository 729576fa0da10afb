/**
 * `Object.prototype.hasOwnProperty`, shared by every module that asks (one
 * copy in the bundle); `hasOwn.call(object, key)`.
 *
 * @example
 * hasOwn.call({ a: 1 }, "a"); // true
 */
export const hasOwn = Object.prototype.hasOwnProperty;

/**
 * `object[key] = value`, except that a `"__proto__"` key (which JSON.parse
 * creates as an ordinary key) becomes an own property instead of replacing
 * the object's prototype.
 *
 * @example
 * setOwn(target, "__proto__", { polluted: true }); // Object.prototype untouched
 */
export function setOwn(object: object, key: string, value: unknown): void {
  if (key === "__proto__") {
    Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
  } else {
    (object as { [key: string]: unknown })[key] = value;
  }
}
