import { invalidOption } from "../util/errors.js";
import { withArticle } from "../util/describe-value.js";
import { isPlain } from "../util/is-plain.js";
import { hasOwn } from "../util/own.js";
import { itemJson } from "./item-json.js";
import { LONE_SURROGATE } from "../util/lone-surrogate.js";

/**
 * The sequential media types (OpenAPI 3.2, "Sequential Media Types") whose
 * items a list body writes: JSON Lines and NDJSON (each item's JSON text and
 * a line feed), JSON Text Sequences (RFC 7464: a record separator, the JSON
 * text, a line feed; also any `+json-seq` type), and Server-Sent Events
 * (each item an event's fields, then a blank line). The match's groups say
 * which: 1 lines, 2 a JSON text sequence, 3 events.
 *
 * @example
 * SEQUENCE_TYPE.exec("application/x-ndjson")?.[1]; // "application/x-ndjson"
 */
export const SEQUENCE_TYPE =
  /^\s*(?:(application\/(?:jsonl|x-ndjson))|(application\/(?:[^\s;/]+\+)?json-seq)|(text\/event-stream))\s*(?:;|$)/i;

/** An event's fields, in the order they are written; `retry` is a number, the rest text. */
const EVENT_FIELDS = ["event", "data", "id", "retry"] as const;

// What an event's one-line field cannot hold: a line break ends the field.
const LINE_BREAK = /[\r\n]/;

/**
 * A list body as the text of its sequential media type (`match` is
 * {@link SEQUENCE_TYPE}'s): one item after the other, as the type frames
 * it. The body must be a list: the sequence's data model is one (OpenAPI
 * maps it to an array in the same order). An item with no JSON text, or an
 * event that a stream cannot carry as given, throws `ERR_INVALID_OPTION`
 * naming `data`. Text, so any HTTP client sends it as it is.
 *
 * @example
 * sequenceText([{ a: 1 }, 2], SEQUENCE_TYPE.exec("application/jsonl")!); // '{"a":1}\n2\n'
 */
export function sequenceText(body: unknown, match: RegExpExecArray): string {
  if (!Array.isArray(body))
    throw invalidOption("data", body, ` (${withArticle(match[0].trim())} body is a list of its items)`);
  // Array.from visits holes too: a hole is an undefined item, refused, never an item left out.
  const items = Array.from(body as readonly unknown[]);
  if (match[3]) return items.map(eventText).join("");
  const prefix = match[2] ? "\x1e" : "";
  return items.map((item, index) => `${prefix}${itemJson(item, `item ${index}`)}\n`).join("");
}

// One event: its fields as `name: value` lines (`data` one line per line of
// its text), then the blank line that ends it.
function eventText(item: unknown, index: number): string {
  if (!isPlain(item)) throw invalidOption("data", item, ` (item ${index}: an event is an object of ${FIELD_LIST})`);
  const unknown = Object.keys(item).find((key) => !(EVENT_FIELDS as readonly string[]).includes(key));
  if (unknown !== undefined)
    throw invalidOption("data", item, ` (item ${index}: ${JSON.stringify(unknown)} is no event field, ${FIELD_LIST})`);
  let text = "";
  for (const field of EVENT_FIELDS) {
    const value = hasOwn(item, field) ? item[field] : undefined;
    if (value !== undefined) text += fieldLines(field, value, index);
  }
  return `${text}\n`;
}

const FIELD_LIST = EVENT_FIELDS.join(", ");

function fieldLines(field: (typeof EVENT_FIELDS)[number], value: unknown, index: number): string {
  const at = ` (item ${index}, ${field}: `;
  if (field === "retry") {
    if (Number.isSafeInteger(value) && (value as number) >= 0) return `retry: ${String(value)}\n`;
    throw invalidOption("data", value, `${at}a whole number of milliseconds, 0 or more)`);
  }
  if (typeof value !== "string") throw invalidOption("data", value, `${at}text)`);
  if (LONE_SURROGATE.test(value)) throw invalidOption("data", value, `${at}a lone surrogate, sent as U+FFFD)`);
  // A data field of several lines is written as several data lines, which a
  // reader joins with line feeds again; any other field must stay one line.
  if (field === "data")
    return value
      .split(/\r\n|\r|\n/)
      .map((line) => `data: ${line}\n`)
      .join("");
  if (LINE_BREAK.test(value) || (field === "id" && value.includes("\0")))
    throw invalidOption("data", value, `${at}a line break${field === "id" ? " or NUL" : ""} cannot be sent)`);
  return `${field}: ${value}\n`;
}
