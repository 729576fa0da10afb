import { endpointError } from "../util/errors.js";
import { describeValue } from "../util/describe-value.js";
import { isPlain } from "../util/is-plain.js";
import type { ParameterView } from "../parse/parameter-view.js";
import { decodeKey } from "../template/query-keys.js";
import { expandForm, expandPairs, expandStyled } from "../template/expand-styles.js";
import { prepareValue } from "../template/prepare-value.js";
import type { TemplateContext, TemplateValue } from "../template/url-template.js";
import { deepObjectPairs } from "./deep-object-pairs.js";
import { expandNestedMulti } from "./nested-lists.js";
import type { Match, Operation } from "./route-table.js";
import type { Parameter } from "./table-entry.js";
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
  const keys = new QueryKeys(operation, literalKeys);
  let query = "";
  let rest = operation.styled;
  if (form && suffix.size) rest = operation.parameters.query;
  else if (form) {
    const context = Object.create(null) as TemplateContext;
    for (const parameter of form.parameters) {
      const given = valueOf(view, parameter.name);
      if (parameter.explode && isPlain(given)) keys.check(parameter, Object.keys(given));
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
    if (parameter.reserved) keys.checkReserved(parameter, value, text);
    if (parameter.explode && isPlain(given)) keys.check(parameter, Object.keys(given));
    query += text;
  }
  return query;
}

// The query keys values may not write: the operation's declared query
// names and the path's literal keys, gathered only when a value could.
class QueryKeys {
  private taken: ReadonlySet<string> | undefined;

  constructor(
    private readonly operation: Operation,
    private readonly literalKeys: ReadonlySet<string>,
  ) {}

  // The keys a parameter's value writes besides the pairs its structure writes
  // (`own`: its own name is one of those, as an exploded map's key).
  check(parameter: Parameter, written: readonly string[], own = true): void {
    for (const key of written) {
      if (own && key === parameter.name) continue;
      this.taken ??= new Set([...this.operation.parameters.query.map(({ name }) => name), ...this.literalKeys]);
      if (key !== parameter.name && !this.taken.has(key)) continue;
      const detail = ` (it writes the query key ${describeValue(key)}, which a parameter or the path writes, and servers disagree on which wins)`;
      throw endpointError("ERR_INVALID_PARAMETER", parameter.name, detail);
    }
  }

  // An allowReserved value: no "#", and the `&key=` its texts write.
  checkReserved(parameter: Parameter, value: TemplateValue, text: string): void {
    if (text.includes("#")) {
      throw endpointError("ERR_UNSAFE_PARAMETER", parameter.name, ': it adds a fragment ("#") to the query');
    }
    if (!text.includes("&", 1)) return;
    const written: string[] = [];
    for (const item of textsOf(value)) {
      // split gives at least one piece; the first is the value's own text.
      for (const pair of item.split("&").slice(1)) written.push(decodeKey(pair.split("=", 1)[0]!));
    }
    this.check(parameter, written, false);
  }
}

// The texts of a prepared value: a string, a list's items, a map's values.
function textsOf(value: TemplateValue): readonly string[] {
  if (typeof value === "string") return [value];
  return Array.isArray(value) ? (value as readonly string[]) : Object.values(value as { [key: string]: string });
}
