import { prepareList } from "../template/prepare-value.js";
import { expandStyled, type QueryStyle } from "../template/expand-styles.js";
import { hasOwn } from "../util/own.js";
import type { Parameter } from "./route-table.js";
import type { Separator } from "./table-entry.js";

/**
 * What Swagger 2.0's `items.collectionFormat` joins an inner list's values
 * with; `multi` inside a list is read as `csv` (2.0 allows `multi` on the
 * parameter only).
 */
const SEPARATORS: { readonly [format: string]: Separator } = { csv: ",", ssv: " ", tsv: "\t", pipes: "|", multi: "," };
// The query style that writes a level as a parameter's own list would be
// written; tsv has none, its values are joined by a tab as text.
const STYLES: { readonly [separator: string]: QueryStyle | undefined } = {
  ",": "form",
  " ": "spaceDelimited",
  "|": "pipeDelimited",
};

/**
 * The separators of a Swagger 2.0 parameter's nested lists, from its
 * `items` (`items.collectionFormat`, then `items.items.collectionFormat`,
 * ...): what joins each level's values, `[]` when its items are no lists,
 * `undefined` for an unknown format.
 *
 * @example
 * nestedSeparators({ type: "array", collectionFormat: "pipes" }, ownValue); // ["|"]
 */
export function nestedSeparators(
  items: unknown,
  own: (object: object, key: string) => unknown,
): Separator[] | undefined {
  const separators: Separator[] = [];
  // Bounded by the description's own depth: each level is a distinct object it holds.
  const seen = new Set<unknown>();
  for (let level = items; isArrayItems(level, own) && !seen.has(level); level = own(level as object, "items")) {
    seen.add(level);
    const format = own(level as object, "collectionFormat") ?? "csv";
    if (typeof format !== "string" || !hasOwn(SEPARATORS, format)) return undefined;
    separators.push(SEPARATORS[format]!);
  }
  return separators;
}

function isArrayItems(value: unknown, own: (object: object, key: string) => unknown): boolean {
  return typeof value === "object" && value !== null && own(value, "type") === "array";
}

/**
 * A nested list's elements, each inner list written as one text (its values
 * as url-template writes scalars, joined by its level's separator, deeper
 * levels first): `[[1, 2], [3, 4]]` with `["|"]` is `["1|2", "3|4"]`. The
 * texts are values like any other: url-template encodes them where they go.
 *
 * @example
 * joinNested([[1, 2], [3, 4]], [","], "p"); // ["1,2", "3,4"]
 */
export function joinNested(list: readonly unknown[], separators: readonly string[], name: string): unknown[] {
  return list.map((element) => (Array.isArray(element) ? nestedText(element, separators, name) : element));
}

function nestedText(list: readonly unknown[], separators: readonly string[], name: string): string | undefined {
  const [separator, ...deeper] = separators;
  if (separator === undefined) return undefined;
  const items = deeper.length ? joinNested(list, deeper, name) : list;
  return prepareList(items, name)?.join(separator);
}

/**
 * A `multi` query parameter whose elements are lists: each element its own
 * pair, written as its level's format writes a parameter's list (csv: RFC
 * 6570's form list `p=1,2`; ssv and pipes: the delimited styles; tsv: the
 * values joined by a tab), every value expanded by url-template.
 *
 * @example
 * expandNestedMulti(parameter, [[1, 2], [3, 4]], [","]); // "&p=1,2&p=3,4"
 */
export function expandNestedMulti(
  parameter: Parameter,
  list: readonly unknown[],
  separators: readonly string[],
): string {
  const [separator, ...deeper] = separators;
  const style = STYLES[separator!];
  let query = "";
  for (const element of list) {
    const inner = Array.isArray(element) && deeper.length ? joinNested(element, deeper, parameter.name) : element;
    let value = Array.isArray(inner) ? prepareList(inner, parameter.name) : prepareList([inner], parameter.name)?.[0];
    if (value === undefined) continue;
    if (Array.isArray(value) && style === undefined) value = value.join(separator);
    query += expandStyled({ ...parameter, style: style ?? "form", explode: false }, value);
  }
  return query;
}
