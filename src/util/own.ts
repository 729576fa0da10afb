/**
 * `Object.prototype.hasOwnProperty`, shared by every module that asks (one
 * copy in the bundle); `hasOwn.call(object, key)`.
 *
 * @example
 * hasOwn.call({ a: 1 }, "a"); // true
 */
// eslint-disable-next-line @typescript-eslint/unbound-method -- always called as hasOwn.call(object, key)
export const hasOwn = Object.prototype.hasOwnProperty;

/**
 * `object[key]` if `object` has that key itself, else `undefined`: a
 * polluted `Object.prototype` (`Object.prototype.url = ...`, left by some
 * other library's bug) is never read as an option.
 *
 * @example
 * ownValue({}, "toString"); // undefined
 */
export function ownValue(object: object, key: string): unknown {
  return hasOwn.call(object, key) ? (object as { [key: string]: unknown })[key] : undefined;
}

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

/**
 * `Object.assign(target, source)` for the own enumerable string keys of
 * `source`, through {@link setOwn}: `Object.assign` would hand a
 * `"__proto__"` key to the prototype setter.
 *
 * @example
 * copyOwn({}, JSON.parse('{"__proto__": {"url": "/evil"}}')); // an own "__proto__" key; prototype unchanged
 */
export function copyOwn<T extends object>(target: T, source: object): T {
  for (const key of Object.keys(source)) setOwn(target, key, (source as { [key: string]: unknown })[key]);
  return target;
}
