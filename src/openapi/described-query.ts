import { isPlain } from "../util/is-plain.js";
import type { ParameterView } from "../parse/parameter-view.js";
import { expandForm, expandPairs, expandStyled } from "../template/expand-styles.js";
import { prepareValue } from "../template/prepare-value.js";
import type { TemplateContext } from "../template/url-template.js";
import { deepObjectPairs } from "./deep-object-pairs.js";
import { expandNestedMulti } from "./nested-lists.js";
import type { Match } from "./route-table.js";
import { QueryKeyGuard } from "./query-key-guard.js";
import { valueOf } from "./swagger-values.js";
import { parameterValue } from "./parameter-value.js";

/**
 * The query a described operation's parameters write, as `&name=value`
 * pairs: form parameters in one url-template expression, then the other
 * styles one by one (a route suffix's names are its own: the group is
 * skipped then). A value may not write another parameter's key: an
 * exploded map's keys and what an `allowReserved` value writes (`&b=evil`)
 * must not be a declared query name or a key the path writes
 * (`literalKeys`), or `ERR_INVALID_PARAMETER`; an `allowReserved` value
 * may not write `#` (`ERR_UNSAFE_PARAMETER`): the server would lose the
 * rest of the query.
 *
 * @example
 * describedQuery(match, view, new Set()); // "&tags=a&tags=b&filter%5Bstatus%5D=open"
 */
export function describedQuery(
  { operation, suffix }: Match,
  view: ParameterView,
  literalKeys: ReadonlySet<string>,
): string {
  const { form } = operation;
  const keys = new QueryKeyGuard(operation.parameters.query, literalKeys);
  let query = "";
  let rest = operation.styled;
  if (form && suffix.size) rest = operation.parameters.query;
  else if (form) {
    const context = Object.create(null) as TemplateContext;
    for (const parameter of form.parameters) {
      const given = valueOf(view, parameter.name);
      if (parameter.explode && isPlain(given)) keys.check(parameter.name, Object.keys(given));
      context[parameter.name] = prepareValue(given, parameter.name);
    }
    query = expandForm(form.expression, context);
  }
  for (const parameter of rest) {
    if (suffix.has(parameter.name)) continue;
    const given = valueOf(view, parameter.name);
    const separators = operation.nested?.get(parameter.name);
    if (separators && parameter.explode && parameter.style === "form" && Array.isArray(given)) {
      query += expandNestedMulti(parameter, given, separators);
      continue;
    }
    if (parameter.style === "deepObject" && isPlain(given)) {
      query += expandPairs(deepObjectPairs(parameter.name, given), parameter.name);
      continue;
    }
    const value = parameterValue(parameter, given);
    if (value === undefined) continue;
    const text = expandStyled(parameter, value);
    if (parameter.reserved) keys.checkReserved(parameter.name, value, text);
    if (parameter.explode && isPlain(given)) keys.check(parameter.name, Object.keys(given));
    query += text;
  }
  return query;
}
