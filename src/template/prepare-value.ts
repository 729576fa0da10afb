import { invalidParameter } from "../util/errors.js";
import { dateTime } from "../util/date-time.js";
import { isPlain } from "../util/is-plain.js";
import { BODY_VALUE_HINT, isBodyValue } from "../util/body-value.js";
import { bigintOrDateText, undefinedIfEmpty, type TemplateValue } from "./url-template.js";

/**
 * The URL text of a scalar parameter value, `undefined` for `undefined` and
 * `null`. Numbers, bigints and booleans become their decimal text, a `Date`
 * its ISO 8601 form (url-template alone drops bigints and mishandles dates).
 * Anything else (`NaN`, an invalid `Date`, an object, a value that only
 * looks like a `Date`) throws `ERR_INVALID_PARAMETER`, naming the parameter.
 *
 * @example
 * scalarText(10n, "id");            // "10"
 * scalarText(new Date(0), "since"); // "1970-01-01T00:00:00.000Z"
 */
export function scalarText(value: unknown, name: string): string | undefined {
  if (typeof value === "string") return value;
  if (value === undefined || value === null) return undefined;
  if (typeof value === "boolean" || (typeof value === "number" && Number.isFinite(value))) return String(value);
  if (typeof value === "bigint") return bigintOrDateText(value);
  // A real Date's time, never its own methods: a look-alike has none to call.
  const time = dateTime(value);
  if (time !== undefined && Number.isFinite(time)) return bigintOrDateText(new Date(time));
  // A Blob, bytes, a FormData... have no URL form either: the caller meant the body.
  throw invalidParameter(name, value, isBodyValue(value) ? BODY_VALUE_HINT : "");
}

/**
 * Prepares a parameter for url-template: scalars become strings, arrays
 * lists and plain objects maps of strings. `null` members and holes are
 * dropped (arrays are walked by their elements, so a sparse array costs
 * nothing for its length), and an empty list or map becomes `undefined`, as
 * RFC 6570 §2.3 treats it (url-template alone would write `name=`).
 *
 * @example
 * prepareValue([1, null, "b"], "ids"); // ["1", "b"]
 * prepareValue({}, "keys");           // undefined
 */
export function prepareValue(value: unknown, name: string): TemplateValue | undefined {
  if (typeof value !== "object" || value === null) return scalarText(value, name);
  if (Array.isArray(value)) return prepareList(value, name);
  if (isPlain(value)) return prepareMap(value, name);
  // A Date, or an object with no URL form (which throws there).
  return scalarText(value, name);
}

/**
 * A list prepared for url-template: its elements as strings, `undefined`,
 * `null` and holes dropped, `undefined` when nothing is left. Walks the
 * elements that exist, so a sparse array costs nothing for its length.
 *
 * @example
 * prepareList(["a", null, 2], "ids"); // ["a", "2"]
 */
export function prepareList(list: readonly unknown[], name: string): string[] | undefined {
  const items: string[] = [];
  for (const key of Object.keys(list)) {
    if (!isIndex(key)) continue;
    const text = scalarText(list[key as unknown as number], name);
    if (text !== undefined) items.push(text);
  }
  return undefinedIfEmpty(items, items.length);
}

function prepareMap(map: { [key: string]: unknown }, name: string): TemplateValue | undefined {
  // No prototype: a "__proto__" key (JSON.parse makes one) stays a plain key.
  const entries = Object.create(null) as { [key: string]: string };
  let size = 0;
  for (const key of Object.keys(map)) {
    const text = scalarText(map[key], name);
    if (text === undefined) continue;
    entries[key] = text;
    size++;
  }
  return undefinedIfEmpty(entries, size);
}

// Array indices, not other own properties a list may carry (a RegExp match's "index").
function isIndex(key: string): boolean {
  return key === String(Number(key) >>> 0) && key !== "4294967295";
}
