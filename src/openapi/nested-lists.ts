import { prepareList } from "../template/prepare-value.js";
import { expandStyled, type QueryStyle } from "../template/expand-styles.js";
import type { Parameter } from "./table-entry.js";

/**
 * Swagger 2.0's `items.collectionFormat` letters in the route table's
 * `n <letters> <name>` entry, one per level below the parameter's own list:
 * what joins that level's values.
 */
const SEPARATORS: { readonly [letter: string]: string } = { c: ",", s: " ", t: "\t", p: "|" };
const LETTERS: { readonly [format: string]: string } = { csv: "c", ssv: "s", tsv: "t", pipes: "p", multi: "c" };
// The query style that writes a level as a parameter's own list would be
// written; tsv has none, its values are joined by a tab as text.
const STYLES: { readonly [separator: string]: QueryStyle | undefined } = {
  ",": "form",
  " ": "spaceDelimited",
  "|": "pipeDelimited",
};

/**
 * The letters of a Swagger 2.0 parameter's nested lists, from its `items`
 * (`items.collectionFormat`, then `items.items.collectionFormat`, ...), or
 * `""` when its items are no lists. `multi` inside a list is read as `csv`
 * (2.0 allows `multi` on the parameter only); an unknown format is `undefined`.
 *
 * @example
 * nestedLetters({ type: "array", collectionFormat: "csv" }); // "c"
 */
export function nestedLetters(items: unknown, own: (object: object, key: string) => unknown): string | undefined {
  let letters = "";
  // Bounded by the description's own depth: each level is a distinct object it holds.
  const seen = new Set<unknown>();
  for (let level = items; isArrayItems(level, own) && !seen.has(level); level = own(level as object, "items")) {
    seen.add(level);
    const format = own(level as object, "collectionFormat") ?? "csv";
    const letter = typeof format === "string" ? LETTERS[format] : undefined;
    if (letter === undefined) return undefined;
    letters += letter;
  }
  return letters;
}

function isArrayItems(value: unknown, own: (object: object, key: string) => unknown): boolean {
  return typeof value === "object" && value !== null && own(value, "type") === "array";
}

/**
 * The separators an `n <letters> <name>` entry's letters stand for, or
 * `undefined` for a letter it does not know.
 *
 * @example
 * nestedSeparators("cp"); // [",", "|"]
 */
export function nestedSeparators(letters: string): string[] | undefined {
  const separators = [...letters].map((letter) => SEPARATORS[letter]);
  return separators.every((separator) => separator !== undefined) ? separators : undefined;
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
