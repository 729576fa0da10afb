import { invalidParameter } from "../util/errors.js";
import { jsonText, JsonTextError } from "../util/json-text.js";
import { prepareValue } from "../template/prepare-value.js";
import type { TemplateValue } from "../template/url-template.js";
import type { Parameter } from "./route-table.js";

/**
 * A parameter's value as url-template takes it: a `content` (JSON)
 * parameter's object as its JSON text, anything else prepared (lists and
 * maps for arrays and objects, scalars as text).
 *
 * @example
 * parameterValue({ name: "c", json: true, ... }, { lat: 10 }); // '{"lat":10}'
 */
export function parameterValue(parameter: Parameter, value: unknown): TemplateValue | undefined {
  if (!parameter.json || typeof value !== "object" || value === null) return prepareValue(value, parameter.name);
  return jsonValue(parameter.name, value);
}

/**
 * The JSON text of a parameter's value; a value with none (circular, a
 * `toJSON` that throws) throws `ERR_INVALID_PARAMETER` naming the parameter.
 *
 * @example
 * jsonValue("q", { numbers: [1, 2], flag: null }); // '{"numbers":[1,2],"flag":null}'
 */
export function jsonValue(name: string, value: unknown): string | undefined {
  try {
    return jsonText(value);
  } catch (error) {
    if (error instanceof JsonTextError) throw invalidParameter(name, value, ` (${error.message})`);
    throw error;
  }
}
