import { invalidParameter } from "../util/errors.js";
import { isPlain } from "../util/is-plain.js";
import { expandPairs, expandSimple, expandStyled } from "../template/expand-styles.js";
import { prepareValue, scalarText } from "../template/prepare-value.js";
import type { ParameterView } from "../parse/parameter-view.js";
import { deepObjectPairs } from "./deep-object-pairs.js";
import { jsonValue, parameterValue } from "./parameter-value.js";
import { valueOf } from "./swagger-values.js";
import type { Operation, Parameter } from "./route-table.js";
import { QueryKeyGuard } from "./query-key-guard.js";

/**
 * OpenAPI 3.2's `in: querystring` parameter as the query it writes (`&...`,
 * the caller turns the first `&` into `?`), every value expanded by
 * url-template: JSON text or any other media type's text as one encoded
 * value (`?%7B%22a%22%3A1%7D`), and `application/x-www-form-urlencoded` as
 * the object's properties in pairs, each as its Encoding Object says (a
 * style, JSON text) or by the defaults (objects as JSON text, lists one
 * pair per item), spaces as `+` as that media type writes them. `""` when
 * the operation has none or no value is given. The query keeps its
 * structure as `in: query` keeps it: a value may not write a key another
 * property or the path (`literalKeys`) writes (an exploded map's key, an
 * `allowReserved` value's `&key=`), nor `#` (see {@link QueryKeyGuard}).
 *
 * @example
 * querystringQuery(operation, view, new Set()); // "&foo=a+%2B+b&bar=true" for { foo: "a + b", bar: true }
 */
export function querystringQuery(operation: Operation, view: ParameterView, literalKeys: ReadonlySet<string>): string {
  const [parameter] = operation.parameters.querystring;
  const value = parameter && valueOf(view, parameter.name);
  if (parameter === undefined || value === undefined || value === null) return "";
  if (parameter.format !== "urlencoded") {
    const text = parameter.json ? parameterValue(parameter, value) : scalarText(value, parameter.name);
    return text ? `&${expandSimple(text, false, parameter.name)}` : "";
  }
  if (!isPlain(value)) throw invalidParameter(parameter.name, value, " (a form needs an object)");
  // By name, the first of a name winning: one lookup per property, not a search.
  const encodings = new Map<string, Parameter>();
  for (const encoding of operation.parameters.encoding) {
    if (!encodings.has(encoding.name)) encodings.set(encoding.name, encoding);
  }
  const guard = {
    keys: new QueryKeyGuard(operation.parameters.encoding, literalKeys, Object.keys(value)),
    blamed: parameter.name,
  };
  let query = "";
  for (const key of Object.keys(value)) query += property(encodings.get(key), key, value[key], guard);
  // url-template writes a space as %20; the form media type as "+" (which it writes as %2B).
  return query.replace(/%20/g, "+");
}

// One property of a form: styled as its Encoding Object says, or as JSON or text pairs.
// eslint-disable-next-line max-params -- the guard is the whole form's, made once per call
function property(
  encoding: Parameter | undefined,
  key: string,
  value: unknown,
  { keys, blamed }: { keys: QueryKeyGuard; blamed: string },
): string {
  if (value === undefined || value === null) return "";
  if (encoding && !encoding.json && encoding.format === undefined) {
    if (encoding.style === "deepObject" && isPlain(value)) return expandPairs(deepObjectPairs(key, value), key);
    const prepared = prepareValue(value, key);
    if (prepared === undefined) return "";
    const text = expandStyled(encoding, prepared);
    if (encoding.reserved) keys.checkReserved(key, prepared, text, blamed);
    if (encoding.explode && isPlain(value)) keys.check(key, Object.keys(value), true, blamed);
    return text;
  }
  const pairs: Array<[string, string]> = [];
  // Encoding by name: a list's items are encoded one by one.
  for (const item of Array.isArray(value) ? value : [value]) {
    const json = encoding?.json || isPlain(item) || Array.isArray(item);
    const text = json ? jsonValue(key, item) : scalarText(item, key);
    if (text !== undefined) pairs.push([key, text]);
  }
  return expandPairs(pairs, key);
}
