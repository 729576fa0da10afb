import { endpointError, invalidOption } from "../util/errors.js";
import { describeValue } from "../util/describe-value.js";
import { isPlain } from "../util/is-plain.js";
import { hasOwn, setOwn } from "../util/own.js";
import { checkBaseUrl } from "../merge/check-base-url.js";
import type { Api } from "./route-table.js";
import { filledLength, fillServer, MAX_SERVER_URL, tooLong } from "./server-variables.js";
import { checkServerValues } from "./server-structure.js";

/** A description's servers with the variables an endpoint function chose. */
export interface BoundServers {
  /** The document's server: the base URL unless a `baseUrl` is given. */
  readonly base: string | undefined;
  /** Each operation server's URL, by its template. */
  readonly urls: ReadonlyMap<string, string>;
  /** The variables chosen so far (a cascade adds to them). */
  readonly chosen: { readonly [name: string]: string };
}

/**
 * The servers of a compiled description with `serverVariables` (the
 * `.defaults()` option, swagger-client's name) on top of the ones chosen
 * before: each must be a variable of the servers, a string, and one of its
 * `enum` values when it has them, else `ERR_INVALID_OPTION`. A value no
 * `enum` lists may not change a URL's structure (see `checkServerValues`).
 * Every URL is built once, here, at most `MAX_SERVER_URL` long, and checked
 * as a `baseUrl` is.
 *
 * @example
 * bindServers(api, { region: "eu-west-1" }, {}).base; // "https://lambda.eu-west-1.amazonaws.com"
 */
export function bindServers(api: Api, variables: unknown, before: { readonly [name: string]: string }): BoundServers {
  const chosen: { [name: string]: string } = { ...before };
  if (variables !== undefined && !isPlain(variables)) throw invalidOption("serverVariables", variables);
  for (const name of Object.keys(variables ?? {})) setOwn(chosen, name, checkVariable(api, name, variables![name]));
  const url = (template: string) => {
    const length = filledLength(template, api.variables, chosen);
    if (length > MAX_SERVER_URL) throw endpointError("ERR_INVALID_OPTION", "serverVariables", tooLong(length));
    checkServerValues(template, api.variables, chosen);
    const filled = fillServer(template, api.variables, chosen);
    try {
      return checkBaseUrl(filled);
    } catch (error) {
      throw invalidOption(
        "serverVariables",
        variables,
        ` (the server URL ${describeValue(filled)}: ${(error as Error).message})`,
      );
    }
  };
  const urls = new Map<string, string>();
  for (const operation of api.operations.values()) {
    if (operation.server !== undefined && !urls.has(operation.server))
      urls.set(operation.server, url(operation.server));
  }
  return { base: api.server === undefined ? undefined : url(api.server), urls, chosen };
}

// A value for one server variable: a string, one of its enum values if it has them.
function checkVariable(api: Api, name: string, value: unknown): string {
  const { variables } = api;
  if (!hasOwn(variables, name)) {
    const known = Object.keys(variables).map((key) => JSON.stringify(key));
    const have = known.length ? `the servers' variables are ${known.join(", ")}` : "the servers have no variables";
    throw endpointError("ERR_INVALID_OPTION", "serverVariables", `: unknown variable ${describeValue(name)} (${have})`);
  }
  if (typeof value !== "string")
    throw invalidOption("serverVariables", value, ` (${JSON.stringify(name)} takes a string)`);
  const values = variables[name]!.enum;
  if (values && !values.includes(value)) {
    const listed = values.slice(0, 5).map((entry) => JSON.stringify(entry));
    const more = values.length > 5 ? `, ... (${values.length} in all)` : "";
    throw invalidOption("serverVariables", value, ` (${JSON.stringify(name)} is one of ${listed.join(", ")}${more})`);
  }
  return value;
}
