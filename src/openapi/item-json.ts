import { invalidOption } from "../util/errors.js";
import { jsonText, JsonTextError } from "../util/json-text.js";

/**
 * The JSON text of one element of a list body (a sequence's item, a
 * multipart body's part), or `ERR_INVALID_OPTION` naming `data` and the
 * element (`label`: "item 2", "part 1.0") when it has none. An error of the
 * caller's own code (a getter) passes through as it is.
 *
 * @example
 * itemJson({ a: 1 }, "item 0"); // '{"a":1}'
 */
export function itemJson(item: unknown, label: string): string {
  let text: string | undefined;
  try {
    text = jsonText(item);
  } catch (error) {
    if (error instanceof JsonTextError) throw invalidOption("data", item, ` (${label}: ${error.message})`);
    throw error;
  }
  if (text === undefined) throw invalidOption("data", item, ` (${label} has no JSON text)`);
  return text;
}
