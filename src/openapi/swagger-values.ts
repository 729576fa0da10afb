import { endpointError } from "../util/errors.js";
import { hasOwn, setOwn } from "../util/own.js";
import type { ParameterView } from "../parse/parameter-view.js";
import { prepareValue } from "../template/prepare-value.js";
import type { Operation, Parameter } from "./route-table.js";
import { joinNested } from "./nested-lists.js";

/**
 * A declared parameter's value: never an option's (a parameter named `url`
 * is given in `parameters`).
 *
 * @example
 * valueOf(readParameters({ ...merged, petId: 7 }, placed, pass), "petId"); // 7
 */
export function valueOf({ params, ignored }: ParameterView, name: string): unknown {
  return ignored.has(name) || !hasOwn(params, name) ? undefined : params[name];
}

/**
 * The view with each list of a `separator` parameter (Swagger 2.0's `ssv`,
 * `pipes`, `tsv` in a path or header, and `tsv` in the query) joined into one
 * text, which url-template then expands as any string: `["a", "b"]` with
 * `tsv` is `a%09b`; and the inner lists of a list of lists
 * (`items.collectionFormat`) each joined into one text, but for a `multi`
 * query parameter, which the query writes level by level. The same view when
 * the operation has none.
 *
 * @example
 * joinedView(operation, view).params.ids; // "1\t2" for ids: [1, 2] declared `collectionFormat: tsv`
 */
export function joinedView(operation: Operation, view: ParameterView): ParameterView {
  if (!operation.joined.length) return view;
  const params: { [name: string]: unknown } = {};
  for (const key of Object.keys(view.params)) setOwn(params, key, view.params[key]);
  for (const parameter of operation.joined) {
    const value = valueOf(view, parameter.name);
    if (!Array.isArray(value)) continue;
    const separators = operation.nested?.get(parameter.name);
    // A multi query list of lists is written level by level (describedQuery).
    if (separators && parameter.in === "query" && parameter.explode && parameter.style === "form") continue;
    const list = separators ? joinNested(value, separators, parameter.name) : value;
    setOwn(params, parameter.name, parameter.separator === undefined ? list : joined(parameter, list));
  }
  return { params, ignored: view.ignored };
}

/**
 * What `data` is for the operation: `data`, or the value of Swagger 2.0's
 * `in: body` parameter given by its name (as swagger-client takes it). Both
 * given throws `ERR_INVALID_PARAMETER`.
 *
 * @example
 * bodyData(operation, view, undefined); // { name: "Rex" } for { body: { name: "Rex" } } and `in: body` named "body"
 */
export function bodyData(operation: Operation, view: ParameterView, data: unknown): unknown {
  const name = operation.body?.name;
  const value = name === undefined ? undefined : valueOf(view, name);
  if (value === undefined) return data;
  if (data !== undefined) {
    throw endpointError("ERR_INVALID_PARAMETER", name!, ": the body is given twice (as data and as this parameter)");
  }
  return value;
}

/**
 * Swagger 2.0's `in: formData` parameters as the fields of a form body,
 * each list written by its `collectionFormat` (`multi` keeps the list, one
 * field per value; `csv`, `ssv`, `pipes`, `tsv` join it into one text), and
 * the undeclared parameters (`rest`) after them. `rest` when the operation
 * has no form field with a value.
 *
 * @example
 * formFields(operation, view, undefined); // { tags: "a,b", file: blob } for tags: ["a", "b"] (csv) and a file
 */
export function formFields(operation: Operation, view: ParameterView, rest: object | undefined): object | undefined {
  let body: object | undefined;
  for (const parameter of operation.parameters.formData) {
    const value = valueOf(view, parameter.name);
    if (value === undefined || value === null) continue;
    const separators = operation.nested?.get(parameter.name);
    const list = separators && Array.isArray(value) ? joinNested(value, separators, parameter.name) : value;
    const field = Array.isArray(list) && !parameter.explode ? joined(parameter, list) : list;
    if (field !== undefined) setOwn((body ??= {}), parameter.name, field);
  }
  if (!body || !rest) return body ?? rest;
  for (const key of Object.keys(rest)) setOwn(body, key, (rest as { [key: string]: unknown })[key]);
  return body;
}

// A list as one text: its values' text (url-template's rules for scalars) joined.
function joined(parameter: Parameter, list: readonly unknown[]): string | undefined {
  const values = prepareValue(list, parameter.name) as readonly string[] | undefined;
  return values?.join(parameter.separator ?? ",");
}
