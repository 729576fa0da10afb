import { fail, describeValue, type RouteRef } from "../errors.js";
import { isPlain } from "../objects/is-plain.js";
import type { TemplateValue } from "./url-template.js";

/**
 * The string form of a scalar parameter value, `undefined` for `undefined`
 * and `null`. Numbers and bigints become their decimal text, a `Date` its
 * ISO 8601 form. Anything else (`NaN`, an invalid `Date`, an object) has no
 * URL form and throws `ERR_INVALID_PARAMETER`, naming the parameter.
 *
 * @example
 * scalarToString(10n, "id", {});            // "10"
 * scalarToString(new Date(0), "since", {}); // "1970-01-01T00:00:00.000Z"
 */
export function scalarToString(value: unknown, name: string, route: RouteRef): string | undefined {
  const type = typeof value;
  if (type === "string") return value as string;
  if (value == null) return undefined;
  if (type === "bigint" || type === "boolean" || (type === "number" && Number.isFinite(value))) return String(value);
  if (value instanceof Date && Number.isFinite(value.getTime())) return value.toISOString();
  throw invalidParameter(name, value, route);
}

/**
 * Normalises a parameter for RFC 6570 expansion: scalars to strings, arrays
 * and plain objects to lists and maps of strings. `null` members are dropped
 * and an empty list or map becomes `undefined`, as RFC 6570 §2.3 treats them.
 *
 * @example
 * normalizeValue([1, null, "b"], "ids", {}); // ["1", "b"]
 * normalizeValue({}, "keys", {});           // undefined
 */
export function normalizeValue(value: unknown, name: string, route: RouteRef): TemplateValue {
  if (typeof value !== "object" || value === null) return scalarToString(value, name, route);
  const list = Array.isArray(value);
  if (!list && !isPlain(value)) return scalarToString(value, name, route);
  // A null prototype: a "__proto__" key from JSON.parse stays a plain key.
  const result: string[] & { [key: string]: string } = list ? ([] as never) : Object.create(null);
  let size = 0;
  for (const key of Object.keys(value as object)) {
    const text = scalarToString((value as { [key: string]: unknown })[key], name, route);
    if (text !== undefined) {
      if (list) result.push(text);
      else result[key] = text;
      size++;
    }
  }
  return size ? result : undefined;
}

/**
 * The `ERR_INVALID_PARAMETER` error: a value with no URL form.
 *
 * @example
 * throw invalidParameter("since", new Date(NaN), { method: "GET", url: "/x" });
 * // Invalid parameter "since" for route "GET /x": Invalid Date
 */
export function invalidParameter(name: string, value: unknown, route: RouteRef, lone = false): Error {
  // `lone`: encoding failed on a lone surrogate, which has no UTF-8 form.
  return fail("ERR_INVALID_PARAMETER", name, route, `: ${describeValue(value)}${lone ? " (has a lone surrogate)" : ""}`);
}
