import { endpointError } from "./errors.js";
import { isPlain } from "./is-plain.js";
import { setOwn } from "./own.js";

// Deeper than any real options object; a cycle reaches it too.
const MAX_DEPTH = 100;

/**
 * Copies plain objects and arrays all the way down; anything else (class
 * instances such as an `http.Agent`, functions, primitives) is shared as it
 * is. Gives defaults their own objects to freeze, and each merge its own
 * objects to hand out. A cycle, or nesting deeper than 100 levels, throws
 * `ERR_INVALID_OPTION` instead of overflowing the stack.
 *
 * @example
 * const copy = deepCopy({ headers: { a: "1" }, agent });
 * copy.headers !== original.headers; copy.agent === agent; // true, true
 */
export function deepCopy<T>(value: T, depth = 0): T {
  const list = Array.isArray(value);
  if (!list && !isPlain(value)) return value;
  if (depth > MAX_DEPTH)
    throw endpointError("ERR_INVALID_OPTION", "defaults", " (nested over 100 levels deep, or circular)");
  const copy = list ? [] : {};
  for (const key of Object.keys(value as object))
    setOwn(copy, key, deepCopy((value as { [key: string]: unknown })[key], depth + 1));
  return copy as T;
}
