import { describeValue } from "../util/describe-value.js";
import { isPlain } from "../util/is-plain.js";
import { hasOwn, ownValue } from "../util/own.js";
import { resolveRef } from "./resolve-ref.js";
import { checkServer, invalid } from "./route-table.js";

/**
 * The URL of the first `https:` entry of a `servers` list (the first entry
 * when none is: credentials do not go out in clear text by default, and AWS
 * descriptions list `http:` first), each `{variable}` replaced by its
 * `default` (OpenAPI substitutes them as text). `undefined` when the list is
 * absent or empty, or the URL is relative (`/v1`): relative to the
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
  const index = Math.max(
    0,
    servers.findIndex((entry, at) => isHttps(document, entry, `${pointer}/${at}`)),
  );
  const { value: server, pointer: at } = resolveRef(document, servers[index], `${pointer}/${index}`);
  const written = isPlain(server) ? ownValue(server, "url") : undefined;
  if (typeof written !== "string") throw invalid(at, "a server needs a url");
  const given = ownValue(server as object, "variables");
  const variables = isPlain(given) ? given : {};
  const url = written.replace(/\{([^{}]*)\}/g, (_, name: string) => {
    const variable = hasOwn.call(variables, name) ? variables[name] : undefined;
    const value = isPlain(variable) ? ownValue(variable, "default") : undefined;
    if (typeof value !== "string") throw invalid(`${at}/variables`, `no default for ${describeValue(name)}`);
    return value;
  });
  return /^https?:\/\//i.test(url) ? checkServer(withoutTrailingSlashes(url), `${at}/url`) : undefined;
}

/**
 * The URL without the "/"s it ends with: a scan, since `/\/+$/` backtracks
 * from every "/" (quadratic in a server URL from a description).
 *
 * @example
 * withoutTrailingSlashes("https://a.test/v1//"); // "https://a.test/v1"
 */
export function withoutTrailingSlashes(url: string): string {
  let end = url.length;
  while (end > 0 && url[end - 1] === "/") end--;
  return url.slice(0, end);
}

// Whether a server's URL, as written, starts with "https:" (a `{scheme}`
// variable is read at its default only for the server finally chosen).
function isHttps(document: object, entry: unknown, pointer: string): boolean {
  const { value } = resolveRef(document, entry, pointer);
  const url = isPlain(value) ? ownValue(value, "url") : undefined;
  return typeof url === "string" && /^https:/i.test(url);
}
