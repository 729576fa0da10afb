import { isPlain } from "../util/is-plain.js";
import { ownValue } from "../util/own.js";
import { resolveRef } from "./resolve-ref.js";
import { checkMediaType, escapePointer, invalid } from "./table-checks.js";
import type { Entry } from "./table-entry.js";

type Json = { [key: string]: unknown };

/**
 * The entry for an OpenAPI 3.x operation's `accept` header: the media
 * types of its responses' `content` as written, those of its success
 * (2xx) responses first, then the others' and `default`'s,
 * each once, joined by ", ". None when no response has content. Each
 * response is read once, `$ref`s followed; the text is checked as a header
 * value (it is sent as one).
 *
 * @example
 * acceptEntries(document, { 404: { content: { "application/problem+json": {} } },
 *   200: { content: { "application/json": {} } } }, "#/paths/~1x/get/responses");
 * // [{ kind: "accept", types: "application/json, application/problem+json" }]
 */
export function acceptEntries(document: Json, responses: unknown, pointer: string): Array<Entry<"accept">> {
  if (responses === undefined) return [];
  if (!isPlain(responses)) throw invalid(pointer, "expected a responses object");
  const codes = Object.keys(responses);
  const ordered = [...codes.filter((code) => code.startsWith("2")), ...codes.filter((code) => !code.startsWith("2"))];
  const types: string[] = [];
  for (const code of ordered) {
    const { value: response } = resolveRef(document, responses[code], `${pointer}/${escapePointer(code)}`);
    const content = isPlain(response) ? ownValue(response, "content") : undefined;
    if (isPlain(content)) types.push(...Object.keys(content));
  }
  return acceptEntry(types, pointer);
}

/**
 * The entry for a Swagger 2.0 operation's `accept` header: its
 * `produces` (else the document's), as written, each once.
 *
 * @example
 * producesEntries(["application/json", "application/xml"], "#/paths/~1x/get/produces");
 * // [{ kind: "accept", types: "application/json, application/xml" }]
 */
export function producesEntries(produces: unknown, pointer: string): Array<Entry<"accept">> {
  if (produces === undefined) return [];
  if (!Array.isArray(produces) || !produces.every((type) => typeof type === "string")) {
    throw invalid(pointer, "expected a list of media types");
  }
  return acceptEntry(produces, pointer);
}

function acceptEntry(types: readonly string[], pointer: string): Array<Entry<"accept">> {
  const unique = [...new Set(types.map((type) => type.trim()).filter((type) => type !== ""))];
  if (!unique.length) return [];
  for (const type of unique) checkMediaType(type, pointer);
  return [{ kind: "accept", types: unique.join(", ") }];
}
