import { endpointError } from "../util/errors.js";
import { isPlain } from "../util/is-plain.js";
import { hasOwn, ownValue, setOwn } from "../util/own.js";
import { checkServer } from "./check-server.js";
import { escapePointer, invalid } from "./table-checks.js";

/** A server variable: its default and, when the description lists them, the values it may take. */
export interface ServerVariable {
  readonly default: string;
  readonly enum?: readonly string[];
}

/** Server variables by name, as the route table's `variables` holds them. */
export type ServerVariables = { readonly [name: string]: ServerVariable };

const PLACEHOLDER = /\{([^{}]*)\}/g;

/**
 * The longest a server URL may be once its variables are filled in: a
 * base URL, well under what servers take for a whole request line (8 KB),
 * and a bound on what a short description can make (`{a}` repeated with a
 * long default would be quadratic text).
 */
export const MAX_SERVER_URL = 8192;

/**
 * A server URL template with its variables filled in: a `given` value, else
 * the variable's default. OpenAPI substitutes them as text; every name of
 * the template has its variable (the description and the table are checked
 * for that). Over {@link MAX_SERVER_URL} characters throws
 * `ERR_INVALID_OPTION`, measured before the text is built.
 *
 * @example
 * fillServer("https://{region}.api.test", { region: { default: "eu" } }, { region: "us" }); // "https://us.api.test"
 */
export function fillServer(
  url: string,
  variables: ServerVariables,
  given: { readonly [name: string]: string },
): string {
  const length = filledLength(url, variables, given);
  if (length > MAX_SERVER_URL) throw endpointError("ERR_INVALID_OPTION", "openapi", tooLong(length));
  return url.replace(PLACEHOLDER, (_, name: string) => valueOf(name, variables, given));
}

/**
 * How long {@link fillServer}'s URL would be, without building it.
 *
 * @example
 * filledLength("https://{r}.a.test", { r: { default: "eu" } }, {}); // 17
 */
export function filledLength(
  url: string,
  variables: ServerVariables,
  given: { readonly [name: string]: string },
): number {
  let length = url.length;
  for (const [text, name = ""] of url.matchAll(PLACEHOLDER))
    length += valueOf(name, variables, given).length - text.length;
  return length;
}

/**
 * The detail of the error for a server URL of `length` characters.
 *
 * @example
 * tooLong(9000); // ": a server URL of 9000 characters once its variables are filled in (at most 8192)"
 */
export function tooLong(length: number): string {
  return `: a server URL of ${length} characters once its variables are filled in (at most ${MAX_SERVER_URL})`;
}

function valueOf(name: string, variables: ServerVariables, given: { readonly [name: string]: string }): string {
  return hasOwn(given, name) ? given[name]! : variables[name]!.default;
}

/**
 * A server variable of a description or a route table, checked: a `default`
 * that is a string, an `enum` (optional) of strings.
 *
 * @example
 * readServerVariable({ default: "eu", enum: ["eu", "us"], description: "region" }, "#/servers/0/variables/region");
 * // { default: "eu", enum: ["eu", "us"] }
 */
export function readServerVariable(variable: unknown, pointer: string): ServerVariable {
  const value = isPlain(variable) ? ownValue(variable, "default") : undefined;
  if (typeof value !== "string") throw invalid(pointer, "a server variable needs a default string");
  const values = isPlain(variable) ? ownValue(variable, "enum") : undefined;
  if (values === undefined) return { default: value };
  if (!Array.isArray(values) || !values.every((entry) => typeof entry === "string")) {
    throw invalid(`${pointer}/enum`, "expected a list of strings");
  }
  return { default: value, enum: values };
}

/**
 * The route table's `variables`, each checked.
 *
 * @example
 * readServerVariables({ region: { default: "eu" } }); // { region: { default: "eu" } }
 */
export function readServerVariables(value: unknown): ServerVariables {
  if (value === undefined) return {};
  if (!isPlain(value)) throw invalid("#/variables", "expected an object");
  const variables: { [name: string]: ServerVariable } = {};
  for (const name of Object.keys(value)) {
    setOwn(variables, name, readServerVariable(value[name], `#/variables/${escapePointer(name)}`));
  }
  return variables;
}

/**
 * A server URL template of a route table: each `{name}` must be a variable,
 * and the URL with the defaults filled in a valid base URL.
 *
 * @example
 * checkServerTemplate("https://{region}.api.test", { region: { default: "eu" } }, "#/server"); // "https://{region}.api.test"
 */
export function checkServerTemplate(url: unknown, variables: ServerVariables, pointer: string): string {
  if (typeof url !== "string") return checkServer(url, pointer); // throws: no base URL
  for (const [, name = ""] of url.matchAll(PLACEHOLDER)) {
    if (!hasOwn(variables, name)) throw invalid(pointer, `no server variable ${JSON.stringify(name)}`);
  }
  checkServer(fillServer(url, variables, {}), pointer);
  return url;
}
