// Module-private, so that the engine sees one constant and can inline the
// check wherever hasOwn is called (an exported constant is read anew at each use).
// eslint-disable-next-line @typescript-eslint/unbound-method -- always called as hasOwnProperty.call(object, key)
const hasOwnProperty = Object.prototype.hasOwnProperty;

/**
 * Whether `object` has `key` itself, not through its prototype
 * (`Object.prototype.hasOwnProperty`, whatever the object overrides).
 *
 * @example
 * hasOwn({ a: 1 }, "a");        // true
 * hasOwn({ a: 1 }, "toString"); // false
 */
export function hasOwn(object: object, key: PropertyKey): boolean {
  return hasOwnProperty.call(object, key);
}

/**
 * `object[key]` if `object` has that key itself, else `undefined`: a
 * polluted `Object.prototype` (`Object.prototype.url = ...`, left by some
 * other library's bug) is never read as an option.
 *
 * @example
 * ownValue({}, "toString"); // undefined
 */
export function ownValue(object: object, key: string): unknown {
  return hasOwn(object, key) ? (object as { [key: string]: unknown })[key] : undefined;
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
