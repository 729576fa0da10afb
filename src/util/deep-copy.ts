import { endpointError } from "./errors.js";
import { isPlain } from "./is-plain.js";
import { setOwn } from "./own.js";

// Deeper than any real options object.
const MAX_DEPTH = 100;
// Marks an object whose copy is being made: meeting it again is a cycle.
const COPYING = {};

/**
 * Copies plain objects and arrays all the way down; anything else (class
 * instances such as an `http.Agent`, functions, primitives) is shared as it
 * is. Gives defaults their own objects to freeze, and each merge its own
 * objects to hand out. An object reached twice (YAML anchors make such
 * options) is copied once and the copy shared the same way, so the work is
 * linear in the number of distinct objects. A cycle, or nesting deeper than
 * 100 levels, throws `ERR_INVALID_OPTION` instead of overflowing the stack.
 *
 * @example
 * const copy = deepCopy({ headers: { a: "1" }, agent });
 * copy.headers !== original.headers; copy.agent === agent; // true, true
 */
export function deepCopy<T>(value: T): T {
  return copyOf(value, new Map(), 0) as T;
}

function copyOf(value: unknown, copies: Map<object, object>, depth: number): unknown {
  const list = Array.isArray(value);
  if (!list && !isPlain(value)) return value;
  const known = copies.get(value as object);
  if (known === COPYING || depth > MAX_DEPTH) {
    throw endpointError("ERR_INVALID_OPTION", "defaults", " (nested over 100 levels deep, or circular)");
  }
  if (known) return known;
  copies.set(value as object, COPYING);
  const copy = list ? [] : {};
  for (const key of Object.keys(value as object)) {
    setOwn(copy, key, copyOf((value as { [key: string]: unknown })[key], copies, depth + 1));
  }
  copies.set(value as object, copy);
  return copy;
}
