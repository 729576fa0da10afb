import { checkMediaType, checkParameterName, invalid } from "./table-checks.js";

/**
 * A multipart media type whose parts are given by position (OpenAPI 3.2,
 * "Encoding By Position"): any `multipart/*` but `multipart/form-data`,
 * whose parts are named (that one only with `prefixEncoding` or
 * `itemEncoding`).
 *
 * @example
 * isPositional("multipart/mixed; boundary=x"); // true
 */
export function isPositional(type: string): boolean {
  return MULTIPART_TYPE.test(type) && !FORM_DATA.test(type);
}

/** A `multipart/*` media type, with or without parameters. */
export const MULTIPART_TYPE = /^\s*multipart\/[!#$%&'*+.^_`|~\w-]+\s*(?:;|$)/i;
const FORM_DATA = /^\s*multipart\/form-data\s*(?:;|$)/i;

/** The parts of a positional multipart body: by position (`prefixEncoding`), then the rest (`itemEncoding`). */
export interface Parts {
  readonly prefix: readonly PartEncoding[];
  readonly item: PartEncoding | undefined;
}

/** How one part is written: an Encoding Object, its defaults applied. */
export interface PartEncoding {
  /** The `contentType` as written: one media type, or a comma-separated list of types and wildcards (`image/*`). */
  readonly type: string;
  /** The part headers the Encoding Object declares, as it spells them. */
  readonly headers: ReadonlyArray<{ readonly name: string; readonly required: boolean }>;
  /** A part that is multipart itself: its own parts. */
  readonly parts: Parts | undefined;
}

interface Building {
  prefix: Built[];
  item: Built | undefined;
}
interface Built {
  type: string;
  headers: Array<{ name: string; required: boolean }>;
  parts: Building | undefined;
}

// "m <path> <type>" or "mh[!] <path> <header>": a path of positions (`0`, `*`, `1.0`).
const PART_ENTRY = /^m(h!?)? ((?:(?:\d{1,9}|\*)\.){0,8}(?:\d{1,9}|\*)) ([^]+)$/;

/**
 * Reads one `m` or `mh` entry of a route table into `parts` (made on the
 * first entry): the parts of a level come in order, each before its
 * headers and before the parts nested in it. A malformed one throws
 * `ERR_INVALID_OPTION` naming its pointer.
 *
 * @example
 * readPartEntry(undefined, "m 0 application/json", "#/routes/POST ~1x/0"); // { prefix: [{ type: "application/json", ... }], item: undefined }
 */
export function readPartEntry(parts: Parts | undefined, entry: string, pointer: string): Parts {
  const match = PART_ENTRY.exec(entry);
  if (!match) throw invalid(pointer, 'expected "m <position> <media type>" or "mh[!] <position> <header>"');
  const header = match[1];
  const path = match[2]!; // the pattern's groups but the first always take part
  const value = match[3]!;
  const top = (parts ?? { prefix: [], item: undefined }) as Building;
  const keys = path.split(".");
  const last = keys.pop()!; // split gives one key at least
  let level = top;
  for (const key of keys) {
    const part = partAt(level, key, pointer);
    level = part.parts ??= { prefix: [], item: undefined };
  }
  if (header) {
    checkParameterName("header", value, pointer);
    partAt(level, last, pointer).headers.push({ name: value, required: header === "h!" });
    return top;
  }
  for (const listed of value.split(",")) checkMediaType(listed.trim(), pointer);
  const part: Built = { type: value, headers: [], parts: undefined };
  if (last === "*") level.item = part;
  else if (Number(last) === level.prefix.length) level.prefix.push(part);
  else throw invalid(pointer, `part ${last} out of order (the parts of a body come one after the other)`);
  return top;
}

function partAt(level: Building, key: string, pointer: string): Built {
  const part = key === "*" ? level.item : level.prefix[Number(key)];
  if (!part) throw invalid(pointer, `no part ${key} before it`);
  return part;
}
