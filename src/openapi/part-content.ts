import { invalidOption } from "../util/errors.js";
import { describeValue } from "../util/describe-value.js";
import { isPlain } from "../util/is-plain.js";
import { hasOwn, ownValue } from "../util/own.js";
import { typeTag } from "../util/type-tag.js";
import { JSON_TYPE } from "../util/json-text.js";
import { itemJson } from "./item-json.js";
import { LONE_SURROGATE } from "../util/lone-surrogate.js";
import { mergeHeaders } from "../merge/merge-headers.js";
import type { PartEncoding } from "./part-encodings.js";
import { mediaEssence } from "./media-type.js";

/** One part of a multipart body before framing: its header lines, and its content as text or binary. */
export interface PartContent {
  /** `Content-Type: ...\r\n` and the other header lines, each ending with CRLF. */
  readonly head: string;
  /** The content: text, or a `Blob`, `File` or bytes sent as they are. */
  readonly content: string | object;
}

/** A part's value and the headers given with it, read from a list element, and where it is (`1`, `1.0`). */
interface Given {
  readonly value: unknown;
  readonly headers: { readonly [name: string]: unknown };
  readonly path: string;
}

const NO_HEADERS: Given["headers"] = Object.freeze({});
const PART_KEYS = new Set(["body", "headers"]);

/**
 * A list element as a part, `{ body, headers }` or its value alone: a part
 * object where the Encoding Object declares headers or allows several
 * content types (a list, a wildcard), since only there is there anything to
 * give besides the value; everywhere else an object is the part's JSON value.
 *
 * @example
 * givenPart({ body: "<p>", headers: { "Content-Location": "https://x.test/" } }, encoding, "0");
 */
export function givenPart(item: unknown, encoding: PartEncoding, path: string): Given {
  const takesParts = encoding.headers.length > 0 || allowedOf(encoding).several;
  if (!takesParts || !isPlain(item)) return { value: item, headers: NO_HEADERS, path };
  const other = Object.keys(item).find((key) => !PART_KEYS.has(key));
  if (other !== undefined || !hasOwn(item, "body"))
    throw invalidOption("data", item, ` (part ${path}: a part is { body, headers })`);
  const headers = ownValue(item, "headers") ?? NO_HEADERS;
  if (!isPlain(headers)) throw invalidOption("data", headers, ` (part ${path}: its headers are an object)`);
  return { value: item.body, headers, path };
}

/**
 * The content type a part is sent with: its Encoding Object's when that is
 * one media type; else the one the caller chose (a `content-type` part
 * header, or a `Blob`'s own type), which must be one of those it allows.
 *
 * @example
 * partType({ type: "image/png, image/jpeg", ... }, { value: blob, headers: { "content-type": "image/png" }, path: "1" }); // "image/png"
 */
export function partType(encoding: PartEncoding, given: Given): string {
  const { path } = given;
  const allowed = allowedOf(encoding);
  const name = Object.keys(given.headers).find((key) => key.toLowerCase() === "content-type");
  const chosen = name === undefined ? undefined : given.headers[name];
  if (chosen !== undefined) {
    mergeHeaders({}, { "content-type": chosen }); // a header value it must be: text or a number
    const text = `${chosen as string | number}`;
    if (allowed.matches(text)) return text;
    throw invalidOption("data", chosen, ` (part ${path}: its content type is one of ${encoding.type})`);
  }
  if (!allowed.several) return encoding.type;
  const tag = typeTag(given.value);
  const own = tag === "Blob" || tag === "File" ? (given.value as { readonly type: string }).type : "";
  if (own && allowed.matches(own)) return own;
  throw invalidOption(
    "data",
    given.value,
    ` (part ${path}: give its content type, one of ${encoding.type}, as a content-type part header)`,
  );
}

/**
 * The header lines of a part: `Content-Type` first, then each header its
 * Encoding Object declares that the caller gave (as it spells it). A
 * required one missing, one it does not declare, or a value that is no
 * header value throws.
 *
 * @example
 * partHead("text/html", encoding, given); // "Content-Type: text/html\r\nContent-Location: https://x.test/\r\n"
 */
export function partHead(type: string, encoding: PartEncoding, given: Given): string {
  const { path } = given;
  const { byName, required } = declaredHeaders(encoding);
  // The caller's headers, each found by one lookup (parts x declared headers per call, else).
  const seen = new Set<string>();
  const valued = new Set<string>();
  const found: Array<{ index: number; key: string }> = [];
  for (const key of Object.keys(given.headers)) {
    const lower = key.toLowerCase();
    if (seen.has(lower)) throw invalidOption("data", key, ` (part ${path}: a header given twice)`);
    seen.add(lower);
    if (lower === "content-type") continue;
    const index = byName.get(lower);
    if (index === undefined) {
      const declared = encoding.headers.map((header) => header.name).join(", ") || "none";
      const detail = ` (part ${path}: a header its Encoding Object does not declare; declared: ${declared})`;
      throw invalidOption("data", key, detail);
    }
    const value = given.headers[key];
    if (value === undefined || value === null) continue;
    found.push({ index, key });
    valued.add(lower);
  }
  for (const name of required) {
    if (!valued.has(name.toLowerCase()))
      throw invalidOption("data", given.value, ` (part ${path}: the ${name} header is required)`);
  }
  let head = `Content-Type: ${type}\r\n`;
  // In the order the Encoding Object declares them.
  for (const { index, key } of found.sort((a, b) => a.index - b.index)) {
    const { name } = encoding.headers[index]!;
    const value = given.headers[key];
    if (typeof value !== "string" && typeof value !== "number")
      throw invalidOption("data", value, ` (part ${path}: the ${name} header is text or a number)`);
    mergeHeaders({}, { [name]: value }); // a header value: no CR, LF or other control
    head += `${name}: ${String(value)}\r\n`;
  }
  return head;
}

const DECLARED = new WeakMap<PartEncoding, { byName: Map<string, number>; required: string[] }>();

// An Encoding Object's headers by lowercase name (the first of a name), and the required ones; once per encoding.
function declaredHeaders(encoding: PartEncoding): { byName: Map<string, number>; required: string[] } {
  const known = DECLARED.get(encoding);
  if (known) return known;
  const byName = new Map<string, number>();
  const required: string[] = [];
  encoding.headers.forEach(({ name, required: needed }, index) => {
    const lower = name.toLowerCase();
    if (byName.has(lower)) return;
    byName.set(lower, index);
    if (needed) required.push(name);
  });
  const declared = { byName, required };
  DECLARED.set(encoding, declared);
  return declared;
}

/**
 * A part's value as its content: a `Blob`, `File` or bytes as they are;
 * under a JSON type (`application/json`, `+json`) its JSON text; else a
 * string as it is, a number, bigint or boolean as its text. Anything else
 * (an object or list under a non-JSON type, `null`, `undefined`) has no
 * form there and throws, as does text with a lone surrogate.
 *
 * @example
 * partContent({ a: 1 }, "application/json", "0"); // '{"a":1}'
 * partContent("a", "application/json", "0");      // '"a"'
 */
export function partContent(value: unknown, type: string, path: string): string | object {
  const tag = typeTag(value);
  if (tag === "Blob" || tag === "File" || value instanceof ArrayBuffer || ArrayBuffer.isView(value))
    return value as object;
  if (JSON_TYPE.test(type)) return itemJson(value, `part ${path}`);
  if (typeof value === "string") {
    if (LONE_SURROGATE.test(value))
      throw invalidOption("data", value, ` (part ${path}: a lone surrogate, sent as U+FFFD)`);
    return value;
  }
  if ((typeof value === "number" && Number.isFinite(value)) || typeof value === "bigint" || typeof value === "boolean")
    return String(value);
  throw invalidOption(
    "data",
    value,
    ` (part ${path}: ${describeKind(value)} has no ${type} form; give its text or bytes)`,
  );
}

function describeKind(value: unknown): string {
  if (isPlain(value)) return "an object";
  if (Array.isArray(value)) return "a list";
  return describeValue(value);
}

/** The media types an Encoding Object's `contentType` allows, read once (a call has many parts). */
interface Allowed {
  /** Several types, or a wildcard: the caller says which. */
  readonly several: boolean;
  /** Whether a media type (parameters aside) is one of them or matches a wildcard (`image/*`, `*\/*`). */
  matches(type: string): boolean;
}

const ALLOWED = new WeakMap<PartEncoding, Allowed>();

// Per encoding, once: the types as a set, so a part's type is one lookup,
// not a scan of the list (parts x types per call, else).
function allowedOf(encoding: PartEncoding): Allowed {
  const known = ALLOWED.get(encoding);
  if (known) return known;
  const exact = new Set<string>();
  const majors = new Set<string>();
  let any = false;
  for (const listed of encoding.type.split(",")) {
    const pattern = mediaEssence(listed);
    if (pattern === "*/*") any = true;
    else if (pattern.endsWith("/*")) majors.add(pattern.slice(0, -1));
    else exact.add(pattern);
  }
  const several = encoding.type.includes(",") || encoding.type.includes("*");
  const matches = (type: string): boolean => {
    const essence = mediaEssence(type);
    const slash = essence.indexOf("/");
    if (any) return /^[^/\s]+\/[^/\s]+$/.test(essence);
    return exact.has(essence) || (slash > 0 && slash < essence.length - 1 && majors.has(essence.slice(0, slash + 1)));
  };
  const allowed = { several, matches };
  ALLOWED.set(encoding, allowed);
  return allowed;
}
