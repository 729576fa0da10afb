import { isPlain } from "../util/is-plain.js";
import { hasOwn, ownValue } from "../util/own.js";
import { resolveRef } from "./resolve-ref.js";
import { checkMediaType, checkParameterName, invalid } from "./table-checks.js";
import type { Entry } from "./table-entry.js";
import { MULTIPART_TYPE } from "./part-encodings.js";

type Json = { [key: string]: unknown };

/** How deep multipart bodies may nest (OpenAPI 3.2 requires one level); a cycle of Encoding Objects ends here. */
const MAX_DEPTH = 8;
/** Entries one body may write: Encoding Objects shared by YAML anchors could stand for many more. */
const MAX_PART_ENTRIES = 100_000;

const OCTET = "application/octet-stream";

/**
 * The entries of a positional multipart body (OpenAPI 3.2, "Encoding By
 * Position"): for each position of `prefixEncoding` and of the schema's
 * `prefixItems`, then for the rest (`*`, `itemEncoding` with `items` or
 * `itemSchema`), a part (its path and the Encoding Object's `contentType`,
 * else the default its schema gives), then a part header for each header it
 * declares. A part whose type is multipart again is nested: its path
 * continues (`["1", "0"]`, `["1", "*"]`).
 *
 * @example
 * partEntries(doc, { schema: { prefixItems: [{ type: "object" }] }, prefixEncoding: [{}, { contentType: "image/*" }] }, at);
 * // [{ kind: "part", path: ["0"], type: "application/json" }, { kind: "part", path: ["1"], type: "image/*" },
 * //  { kind: "part", path: ["*"], type: "application/octet-stream" }]
 */
export function partEntries(document: Json, media: Json, pointer: string): Array<Entry<"part" | "partHeader">> {
  const entries: Array<Entry<"part" | "partHeader">> = [];
  writeLevel({ document, entries }, { media, schema: ownValue(media, "schema"), pointer, path: [], depth: 0 });
  return entries;
}

interface Writing {
  readonly document: Json;
  readonly entries: Array<Entry<"part" | "partHeader">>;
}

/** One multipart level: the object holding its encodings (a Media Type or Encoding Object) and its schema. */
interface Level {
  readonly media: Json;
  readonly schema: unknown;
  readonly pointer: string;
  /** The path of the part this level is ([] at the top). */
  readonly path: readonly string[];
  readonly depth: number;
}

function writeLevel(writing: Writing, level: Level): void {
  const { document } = writing;
  const { media, pointer } = level;
  if (level.depth > MAX_DEPTH) throw invalid(pointer, `multipart nested more than ${MAX_DEPTH} levels deep`);
  const { value: schema, pointer: schemaAt } = resolveRef(document, level.schema, `${pointer}/schema`);
  const prefixItems = isPlain(schema) ? arrayOf(ownValue(schema, "prefixItems"), `${schemaAt}/prefixItems`) : [];
  const prefixEncoding = arrayOf(ownValue(media, "prefixEncoding"), `${pointer}/prefixEncoding`);
  // The rest: `items` of the schema, or the Media Type Object's `itemSchema`.
  const rest = isPlain(schema) && hasOwn(schema, "items") ? schema.items : ownValue(media, "itemSchema");
  for (let index = 0; index < Math.max(prefixItems.length, prefixEncoding.length); index++) {
    const itemSchema = index < prefixItems.length ? prefixItems[index] : rest;
    const at = `${pointer}/prefixEncoding/${index}`;
    writePart(writing, level, { encoding: prefixEncoding[index], schema: itemSchema, pointer: at, key: `${index}` });
  }
  const key = "*";
  writePart(writing, level, {
    encoding: ownValue(media, "itemEncoding"),
    schema: rest,
    pointer: `${pointer}/itemEncoding`,
    key,
  });
}

function writePart(
  writing: Writing,
  level: Level,
  part: { encoding: unknown; schema: unknown; pointer: string; key: string },
): void {
  const { document, entries } = writing;
  const { pointer } = part;
  const path = [...level.path, part.key];
  if (part.encoding !== undefined && !isPlain(part.encoding)) throw invalid(pointer, "expected an Encoding Object");
  const encoding: Json = part.encoding ?? {};
  const given = ownValue(encoding, "contentType");
  if (given !== undefined && (typeof given !== "string" || !given.trim()))
    throw invalid(`${pointer}/contentType`, "expected a media type");
  const type = given ?? defaultType(document, part.schema, `${pointer}/schema`);
  for (const listed of type.split(",")) checkMediaType(listed.trim(), `${pointer}/contentType`);
  entries.push({ kind: "part", path, type });
  const headers = ownValue(encoding, "headers");
  if (isPlain(headers))
    for (const name of Object.keys(headers)) {
      const entry = headerEntry(document, [name, headers[name]], `${pointer}/headers/${name}`);
      if (entry) entries.push({ kind: "partHeader", path, name, required: entry.required });
    }
  if (entries.length > MAX_PART_ENTRIES) throw invalid(pointer, `a body of more than ${MAX_PART_ENTRIES} parts`);
  // A part that is multipart itself (one type, not a form) is a level of its own.
  if (MULTIPART_TYPE.test(type) && !type.includes(",") && !type.includes("*"))
    writeLevel(writing, { media: encoding, schema: part.schema, pointer, path, depth: level.depth + 1 });
}

// A declared part header: `Content-Type` is the Encoding Object's own field
// (the specification ignores it here), and one whose schema is `false` may
// never be sent (left out, so a part that gives it is refused).
function headerEntry(
  document: Json,
  [name, value]: readonly [string, unknown],
  pointer: string,
): { required: boolean } | undefined {
  checkParameterName("header", name, pointer);
  const { value: header } = resolveRef(document, value, pointer);
  if (name.toLowerCase() === "content-type" || !isPlain(header) || ownValue(header, "schema") === false)
    return undefined;
  return { required: ownValue(header, "required") === true };
}

/**
 * The default `contentType` of a part (the Encoding Object's table): no
 * `type` or a string with `contentEncoding` (or 3.0's `format: binary`)
 * `application/octet-stream`; other strings, numbers and booleans
 * `text/plain`; objects and arrays `application/json`. A 3.1 list of types
 * counts by its first one that is not `null`.
 */
function defaultType(document: Json, value: unknown, pointer: string): string {
  const { value: schema } = resolveRef(document, value, pointer);
  if (!isPlain(schema)) return OCTET;
  const declared = ownValue(schema, "type");
  const type = Array.isArray(declared) ? (declared as unknown[]).find((name) => name !== "null") : declared;
  if (type === "object" || type === "array") return "application/json";
  if (type === "number" || type === "integer" || type === "boolean") return "text/plain";
  const binary = hasOwn(schema, "contentEncoding") || ownValue(schema, "format") === "binary";
  return type === "string" && !binary ? "text/plain" : OCTET;
}

function arrayOf(value: unknown, pointer: string): readonly unknown[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw invalid(pointer, "expected an array");
  return value;
}
