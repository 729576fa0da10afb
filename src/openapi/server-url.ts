import { isPlain } from "../util/is-plain.js";
import { hasOwn } from "../util/own.js";
import { resolveRef } from "./resolve-ref.js";
import { checkServer, invalid } from "./route-table.js";

/**
 * The URL of the first entry of a `servers` list, each `{variable}` replaced
 * by its `default` (OpenAPI substitutes them as text). `undefined` when the
 * list is absent or empty, or the URL is relative (`/v1`): relative to the
 * description's own location, which a parsed object no longer has, so the
 * `baseUrl` option applies instead.
 *
 * @example
 * serverUrl(doc, [{ url: "https://{region}.api.test/v1", variables: { region: { default: "eu" } } }], "#/servers");
 * // "https://eu.api.test/v1"
 */
export function serverUrl(document: object, servers: unknown, pointer: string): string | undefined {
  if (servers === undefined) return undefined;
  if (!Array.isArray(servers)) throw invalid(pointer, "expected an array");
  if (servers.length === 0) return undefined;
  const { value: server, pointer: at } = resolveRef(document, servers[0], `${pointer}/0`);
  if (!isPlain(server) || typeof server.url !== "string") throw invalid(at, "a server needs a url");
  const variables = isPlain(server.variables) ? server.variables : {};
  const url = server.url.replace(/\{([^{}]*)\}/g, (_, name: string) => {
    const variable = hasOwn.call(variables, name) ? variables[name] : undefined;
    const value = isPlain(variable) ? variable.default : undefined;
    if (typeof value !== "string") throw invalid(`${at}/variables`, `no default for ${JSON.stringify(name)}`);
    return value;
  });
  return /^https?:\/\//i.test(url) ? checkServer(url.replace(/\/+$/, ""), `${at}/url`) : undefined;
}
