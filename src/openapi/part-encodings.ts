import { checkMediaType, checkParameterName, invalid } from "./table-checks.js";
import type { Entry } from "./table-entry.js";

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

/**
 * Adds a part or part header record to `parts` (made on the first one): the
 * parts of a level come in order, each before its headers and before the
 * parts nested in it. A record out of that order, a header name that is no
 * token or a media type that is no header value throws `ERR_INVALID_OPTION`
 * naming its pointer.
 *
 * @example
 * addPart(undefined, { kind: "part", path: ["0"], type: "application/json" }, "#/routes/POST ~1x/0");
 * // { prefix: [{ type: "application/json", headers: [], parts: undefined }], item: undefined }
 */
export function addPart(parts: Parts | undefined, entry: Entry<"part" | "partHeader">, pointer: string): Parts {
  const top = (parts ?? { prefix: [], item: undefined }) as Building;
  const keys = entry.path.slice(0, -1);
  const last = entry.path[entry.path.length - 1]!; // a path has one position at least
  let level = top;
  for (const key of keys) {
    const part = partAt(level, key, pointer);
    level = part.parts ??= { prefix: [], item: undefined };
  }
  if (entry.kind === "partHeader") {
    checkParameterName("header", entry.name, pointer);
    partAt(level, last, pointer).headers.push({ name: entry.name, required: entry.required });
    return top;
  }
  for (const listed of entry.type.split(",")) checkMediaType(listed.trim(), pointer);
  const part: Built = { type: entry.type, headers: [], parts: undefined };
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
