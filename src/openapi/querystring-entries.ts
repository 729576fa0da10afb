import { isPlain } from "../util/is-plain.js";
import { hasOwn, ownValue } from "../util/own.js";
import { resolveRef } from "./resolve-ref.js";
import { invalid } from "./table-checks.js";
import type { ParameterEntry, Style } from "./table-entry.js";

const JSON_MEDIA = /^application\/(?:[\w.-]+\+)?json\b/i;
const QUERY_STYLES: ReadonlySet<unknown> = new Set<Style>(["form", "spaceDelimited", "pipeDelimited", "deepObject"]);

/**
 * The entries of OpenAPI 3.2's `in: querystring` parameter, which writes the
 * whole query from one value by its one `content` media type: style
 * `urlencoded` for `application/x-www-form-urlencoded` (followed by an
 * `encoding` entry for each Encoding Object that says how a property is
 * written: its style, explode and allowReserved, or JSON text), `content`
 * for JSON text, `text` for any other type (the value's text). Own
 * properties only.
 *
 * @example
 * querystringEntries(doc, { name: "q", in: "querystring", content: { "application/json": {} } }, "#/...");
 * // [{ kind: "parameter", name: "q", in: "querystring", style: "content", ... }]
 */
export function querystringEntries(
  document: object,
  parameter: { [key: string]: unknown },
  at: string,
): ParameterEntry[] {
  const name = parameter.name as string;
  const content = ownValue(parameter, "content");
  const types = isPlain(content) ? Object.keys(content) : [];
  const [type] = types;
  if (type === undefined || types.length !== 1) {
    throw invalid(`${at}/content`, "a querystring parameter needs content with one media type");
  }
  const required = ownValue(parameter, "required") === true;
  const declared = {
    kind: "parameter",
    name,
    in: "querystring",
    explode: false,
    required,
    allowReserved: false,
  } as const;
  if (JSON_MEDIA.test(type)) return [{ ...declared, style: "content" }];
  if (!/^application\/x-www-form-urlencoded\b/i.test(type)) return [{ ...declared, style: "text" }];
  const pointer = `${at}/content/${type.replace(/~/g, "~0").replace(/\//g, "~1")}`;
  const { value: media, pointer: mediaAt } = resolveRef(
    document,
    (content as { [key: string]: unknown })[type],
    pointer,
  );
  const encoding = isPlain(media) ? ownValue(media, "encoding") : undefined;
  const entries: ParameterEntry[] = [{ ...declared, style: "urlencoded" }];
  if (!isPlain(encoding)) return entries;
  for (const property of Object.keys(encoding)) {
    const where = `${mediaAt}/encoding/${property.replace(/~/g, "~0").replace(/\//g, "~1")}`;
    const entry = encodingEntry(resolveRef(document, encoding[property], where).value, property, where);
    if (entry) entries.push(entry);
  }
  return entries;
}

// An Encoding Object's entry: RFC 6570 style fields win over contentType (as the specification says).
function encodingEntry(value: unknown, name: string, at: string): ParameterEntry | undefined {
  if (!isPlain(value)) throw invalid(at, "expected an encoding object");
  const styled = ["style", "explode", "allowReserved"].some((key) => hasOwn(value, key));
  const declared = { kind: "parameter", name, in: "encoding", required: false } as const;
  if (styled) {
    const style = ownValue(value, "style") ?? "form";
    if (typeof style !== "string" || !QUERY_STYLES.has(style)) throw invalid(`${at}/style`, "expected a query style");
    const explode = ownValue(value, "explode");
    const allowReserved = ownValue(value, "allowReserved") === true;
    return {
      ...declared,
      style: style as Style, // one of QUERY_STYLES
      explode: explode === undefined ? style === "form" : explode === true,
      allowReserved,
    };
  }
  const type = ownValue(value, "contentType");
  if (typeof type !== "string") return undefined;
  const style = JSON_MEDIA.test(type) ? "content" : "text";
  return { ...declared, style, explode: false, allowReserved: false };
}
