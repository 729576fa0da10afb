import { EndpointError } from "./endpoint-error.js";
import { describeValue, forRoute, type RouteRef } from "./describe.js";
import type { TemplateValue } from "./rfc6570.js";

/**
 * The string form of a scalar parameter value, `undefined` for `undefined`
 * and `null`, or `null` when the value is not a scalar. Numbers and bigints
 * become their decimal text, a `Date` its ISO 8601 form; `NaN`, `Infinity`
 * and an invalid `Date` have no meaningful URL form and throw.
 *
 * @example
 * scalarToString(10n, "id", {});                 // "10"
 * scalarToString(new Date(0), "since", {});      // "1970-01-01T00:00:00.000Z"
 * scalarToString({}, "x", {});                    // null
 */
export function scalarToString(value: unknown, name: string, route: RouteRef): string | undefined | null {
  switch (typeof value) {
    case "string":
      return value;
    case "number":
      if (Number.isFinite(value)) return String(value);
      break;
    case "bigint":
    case "boolean":
      return String(value);
    case "undefined":
      return undefined;
    default:
      if (value === null) return undefined;
      if (value instanceof Date) {
        if (!Number.isNaN(value.getTime())) return value.toISOString();
        break;
      }
      return null;
  }
  throw new EndpointError(
    "ERR_INVALID_PARAMETER",
    `Parameter ${describeValue(name)} has no URL form: ${value instanceof Date ? "an invalid Date" : describeValue(value)}${forRoute(route)}`,
  );
}

/**
 * Normalises a parameter for RFC 6570 expansion: scalars to strings, lists
 * and maps to lists and maps of strings. Empty lists and maps become
 * `undefined` (RFC 6570 §2.3 treats them as undefined); `null` members are
 * dropped. Anything without a URL form (a nested list, a function, a class
 * instance) throws `ERR_INVALID_PARAMETER`.
 *
 * @example
 * normalizeValue([1, null, "b"], "ids", {}); // ["1", "b"]
 * normalizeValue({}, "keys", {});           // undefined
 */
export function normalizeValue(value: unknown, name: string, route: RouteRef): TemplateValue {
  const scalar = scalarToString(value, name, route);
  if (scalar !== null) return scalar;
  if (Array.isArray(value)) {
    const list: string[] = [];
    for (const item of value) {
      const text = memberToString(item, name, route);
      if (text !== undefined) list.push(text);
    }
    return list.length === 0 ? undefined : list;
  }
  if (isPlainRecord(value)) {
    // Null prototype: a "__proto__" key from JSON.parse stays a plain key.
    const map: { [key: string]: string } = Object.create(null);
    let size = 0;
    for (const key of Object.keys(value)) {
      const text = memberToString(value[key], name, route);
      if (text !== undefined) {
        map[key] = text;
        size++;
      }
    }
    return size === 0 ? undefined : map;
  }
  throw new EndpointError(
    "ERR_INVALID_PARAMETER",
    `Parameter ${describeValue(name)} has no URL form: ${describeValue(value)}${forRoute(route)}`,
  );
}

function memberToString(item: unknown, name: string, route: RouteRef): string | undefined {
  const text = scalarToString(item, name, route);
  if (text === null) {
    throw new EndpointError(
      "ERR_INVALID_PARAMETER",
      `Parameter ${describeValue(name)} contains ${describeValue(item)}, which has no URL form; lists and maps may hold only strings, numbers, booleans, bigints and Dates${forRoute(route)}`,
    );
  }
  return text;
}

// A map: an object whose prototype is Object.prototype (of any realm) or
// null. Not is-plain-object, which reads `value.constructor` and so takes a
// map with a "constructor" key (`{ constructor: "c" }`) for a class instance.
function isPlainRecord(value: unknown): value is { [key: string]: unknown } {
  if (typeof value !== "object" || value === null || Object.prototype.toString.call(value) !== "[object Object]") return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === null || Object.getPrototypeOf(proto) === null;
}
