import { isPlain } from "./is-plain.js";

/**
 * Freezes plain objects and arrays all the way down, leaving class instances
 * (an `http.Agent` under `request.agent`) alone. Call it on a copy: freezing
 * never reaches the caller's objects. An object already frozen is passed
 * over: on a copy, only this function froze it, after everything below it,
 * so an object shared many times is walked once.
 *
 * @example
 * const DEFAULTS = deepFreeze(deepCopy(merged));
 * Object.isFrozen(DEFAULTS.headers); // true
 */
export function deepFreeze<T>(value: T): T {
  if ((Array.isArray(value) || isPlain(value)) && !Object.isFrozen(value)) {
    for (const key of Object.keys(value as object)) deepFreeze((value as { [key: string]: unknown })[key]);
    Object.freeze(value);
  }
  return value;
}
