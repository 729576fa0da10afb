import { isPlainObject } from "is-plain-object";
import { hasOwn } from "./own.js";

/**
 * `is-plain-object`, made safe for data from `JSON.parse`: that package reads
 * `value.constructor`, which an own `"constructor"` key replaces (`null`
 * crashes it, a string makes a plain object look like a class instance).
 * For such objects the prototype decides instead: `Object.prototype` of any
 * realm, or `null`.
 *
 * @example
 * isPlain(JSON.parse('{"constructor": null}')); // true
 * isPlain(new Map());                           // false
 */
export function isPlain(value: unknown): value is { [key: string]: unknown } {
  if (typeof value !== "object" || value === null) return false;
  if (!hasOwn.call(value, "constructor")) return isPlainObject(value);
  const proto = Object.getPrototypeOf(value) as object | null;
  return (
    Object.prototype.toString.call(value) === "[object Object]" &&
    (proto === null || Object.getPrototypeOf(proto) === null)
  );
}
