import { isPlain } from "../util/is-plain.js";
import { hasOwn, ownValue, setOwn } from "../util/own.js";
import { resolveRef, type Located } from "./resolve-ref.js";
import { checkServer } from "./check-server.js";
import { escapePointer, invalid } from "./table-checks.js";
import { fillServer, readServerVariable, type ServerVariable, type ServerVariables } from "./server-variables.js";

/** A server chosen from a `servers` list: its URL template (`https://{region}.api.test`) and its variables. */
export interface ServerChoice {
  readonly url: string;
  readonly variables: ServerVariables;
  /**
   * The URL is no absolute http(s) URL (`/v1`, `.`, `ftp://files.test`):
   * relative to where the description was read from, which a parsed object
   * no longer knows, or nothing fetch sends to. `url` is then filled in
   * with every variable's default.
   */
  readonly unresolved?: true;
}

const PLACEHOLDER = /\{([^{}]*)\}/g;

/**
 * The first `https:` entry of a `servers` list (the first entry when none
 * is: credentials do not go out in clear text by default, and AWS
 * descriptions list `http:` first), its `$ref` followed; `undefined` when
 * the list is absent or empty. A caller that meets one server object many
 * times (operations `$ref`-ing one server) reads it once with
 * {@link readServerChoice}. Its URL with every variable at its `default`
 * (OpenAPI substitutes them as text) must then be a valid base URL, unless
 * it is relative (`/v1`: relative to the description's own location, which
 * a parsed object no longer has) or not http(s): then the choice is
 * `unresolved` and only a `baseUrl` can stand for it.
 *
 * @example
 * pickServer(doc, [{ url: "http://a.test" }, { url: "https://a.test" }], "#/servers"); // { value: { url: "https://a.test" }, pointer: "#/servers/1" }
 */
export function pickServer(document: object, servers: unknown, pointer: string): Located | undefined {
  if (servers === undefined) return undefined;
  if (!Array.isArray(servers)) throw invalid(pointer, "expected an array");
  if (servers.length === 0) return undefined;
  const index = Math.max(
    0,
    servers.findIndex((entry, at) => isHttps(document, entry, `${pointer}/${at}`)),
  );
  return resolveRef(document, servers[index], `${pointer}/${index}`);
}

/**
 * A server object as {@link pickServer} picks it: each variable its URL
 * uses read once, however often the URL names it.
 *
 * @example
 * readServerChoice({ value: { url: "https://{r}.a.test/{r}", variables: { r: { default: "eu" } } }, pointer: "#/servers/0" });
 * // { url: "https://{r}.a.test/{r}", variables: { r: { default: "eu" } } }
 */
export function readServerChoice({ value: server, pointer: at }: Located): ServerChoice {
  const written = isPlain(server) ? ownValue(server, "url") : undefined;
  if (typeof written !== "string") throw invalid(at, "a server needs a url");
  const given = ownValue(server as object, "variables");
  const declared = isPlain(given) ? given : {};
  const variables: { [name: string]: ServerVariable } = {};
  for (const [, name = ""] of written.matchAll(PLACEHOLDER)) {
    if (hasOwn(variables, name)) continue;
    const variable = hasOwn(declared, name) ? declared[name] : undefined;
    setOwn(variables, name, readServerVariable(variable, `${at}/variables/${escapePointer(name)}`));
  }
  const url = withoutTrailingSlashes(written);
  const filled = fillServer(url, variables, {});
  if (!/^https?:\/\//i.test(filled)) return { url: filled, variables: {}, unresolved: true };
  checkServer(filled, `${at}/url`);
  return { url, variables };
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
