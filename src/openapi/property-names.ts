import { isPlain } from "../util/is-plain.js";
import { ownValue } from "../util/own.js";
import { resolveRef, type Located } from "./resolve-ref.js";

type Json = { [key: string]: unknown };

/**
 * The property names of an object schema and of its `allOf` parts, each
 * schema read once (a cycle or a fan-out of `$ref`s stays linear): the
 * declared fields of a JSON body, for near misses and option-like names.
 *
 * @example
 * propertyNames(document, { properties: { title: {} }, allOf: [{ properties: { body: {} } }] }, "#/s");
 * // ["title", "body"] (in some order)
 */
export function propertyNames(document: Json, value: unknown, pointer: string): string[] {
  const names: string[] = [];
  const seen = new Set<string>();
  const pending: Located[] = value === undefined ? [] : [{ value, pointer }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value: schema, pointer: at } = resolveRef(document, next.value, next.pointer);
    if (!isPlain(schema) || seen.has(at)) continue;
    seen.add(at);
    const properties = ownValue(schema, "properties");
    if (isPlain(properties)) names.push(...Object.keys(properties));
    const parts = ownValue(schema, "allOf");
    if (Array.isArray(parts))
      parts.forEach((part, index) => pending.push({ value: part, pointer: `${at}/allOf/${index}` }));
  }
  return names;
}
