import { dateTime } from "./date-time.js";

// Enough to recognise a value; a value pasted from a file can be megabytes
// long, and a message must stay one readable line.
const SHOWN = 80;

// What can end a log line or reorder its text: C0 controls and DEL, C1
// controls (U+0085 is NEL), the line and paragraph separators, and the bidi
// marks, embeddings, overrides and isolates. JSON.stringify escapes only C0.
// The command line's shell quoting escapes the same set.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
export const LINE_BREAKING = /[\x00-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

/**
 * `text` with every character that could start a new log line or reorder
 * the text (C0 and C1 controls, U+2028, U+2029, bidi controls) written as a
 * `\uXXXX` escape, so that one error is one line in any log reader.
 *
 * @example
 * oneLine("a\u2028b"); // "a\\u2028b"
 */
export function oneLine(text: string): string {
  LINE_BREAKING.lastIndex = 0;
  if (!LINE_BREAKING.test(text)) return text;
  return text.replace(LINE_BREAKING, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/**
 * Text from outside that a message names as it is (a JSON pointer, a URL),
 * cut to 80 characters as values are: its start and its end, which say
 * most, around an ellipsis.
 *
 * @example
 * cutMiddle(`#/paths/~1${"a".repeat(1000)}/get`); // "#/paths/~1aaa…aaa/get"
 */
export function cutMiddle(text: string): string {
  if (text.length <= SHOWN) return text;
  const half = SHOWN / 2;
  return `${text.slice(0, half)}…${text.slice(-half)}`;
}

/**
 * Text for a field of an error (`parameter`, `header`, `route`): as a
 * message holds it, without the quotes. Cut after 80 characters as values
 * are, and with every character that could start a new log line or reorder
 * the text escaped (see {@link oneLine}): fields are logged as messages are.
 *
 * @example
 * fieldText("x\r\nInjected: 1"); // "x\\u000d\\u000aInjected: 1"
 */
export function fieldText(text: string): string {
  return oneLine(text.length > SHOWN ? `${text.slice(0, SHOWN)}…` : text);
}

/**
 * Renders any value for a message (the library's errors, the command
 * line's): strings quoted with JSON escapes
 * (so "\r\n" and lone surrogates show), line separators, C1 and bidi
 * controls escaped too (see {@link oneLine}), and cut after 80 characters, since an
 * attacker-sized value must not make an attacker-sized message; other values
 * by their kind.
 *
 * @example
 * describeValue("a\nb"); // '"a\\nb"'
 * describeValue([1]);    // "an array"
 */
export function describeValue(value: unknown): string {
  if (typeof value === "string") {
    return oneLine(JSON.stringify(value.length > SHOWN ? `${value.slice(0, SHOWN)}…` : value));
  }
  if (typeof value === "bigint") return `${value}n`;
  if (typeof value === "function" || typeof value === "symbol") return `a ${typeof value}`;
  if (typeof value !== "object" || value === null) return String(value);
  if (Array.isArray(value)) return "an array";
  const time = dateTime(value);
  // A real Date by its own text, read with Date's method (a Date may carry
  // another toString); a look-alike has no text Date's methods can read.
  if (time !== undefined) return Date.prototype.toString.call(value);
  if (value instanceof Date) return "an object that only looks like a Date";
  return describeInstance(value);
}

// "a Map", "an object": the class, unless it is Object (or hides its name).
function describeInstance(value: object): string {
  const proto = Object.getPrototypeOf(value) as { constructor?: { name?: unknown } } | null;
  const name = proto?.constructor?.name;
  return typeof name === "string" && name && name !== "Object" ? withArticle(name) : "an object";
}

/**
 * A class name with its indefinite article, as it is read aloud: "an" before
 * a vowel sound ("an ArrayBuffer", "an AbortSignal", "an Error"), "a" before
 * a consonant sound, also a "U" read as "you" ("a Uint8Array", "a URL").
 *
 * @example
 * withArticle("ArrayBuffer"); // "an ArrayBuffer"
 * withArticle("Uint8Array");  // "a Uint8Array"
 */
export function withArticle(name: string): string {
  return `${VOWEL_SOUND.test(name) ? "an" : "a"} ${name}`;
}

// A, E, I, O; and U only as in "Unknown", "Undici" (not "Uint", "URL", "Usb").
const VOWEL_SOUND = /^(?:[aeio]|un[^i]|u[dgmpt][^aeiou])/i;
