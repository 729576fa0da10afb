import { isPlainObject } from "is-plain-object";
import { setOwn } from "./set-own.js";

/**
 * Copies plain objects and arrays all the way down; anything else (class
 * instances such as an `http.Agent`, functions, primitives) is shared as it
 * is. Gives defaults their own objects to freeze, and each merge its own
 * objects to hand out.
 *
 * @example
 * const copy = deepCopy({ headers: { a: "1" }, agent });
 * copy.headers !== original.headers; copy.agent === agent; // true, true
 */
export function deepCopy<T>(value: T): T {
  if (Array.isArray(value)) return value.map(deepCopy) as T;
  if (!isPlainObject(value)) return value;
  const copy = {};
  for (const key of Object.keys(value as object)) setOwn(copy, key, deepCopy((value as { [key: string]: unknown })[key]));
  return copy as T;
}
