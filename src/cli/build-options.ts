import type { RouteOptions } from "../openapi.js";
import type { OptionName } from "../types/defaults.js";
import { CliError } from "./cli-error.js";
import { describeValue } from "../util/describe-value.js";
import type { RequestCommand } from "./parse-args.js";
import type { Item } from "./parse-item.js";
import { VARIABLE_NAME } from "./render-curl.js";

/**
 * The environment, as far as the command line reads it.
 *
 * @example
 * const env: Environment = process.env;
 */
export interface Environment {
  readonly [name: string]: string | undefined;
}

// Options of endpoint() that an item cannot set, and what to use instead:
// every option name but data (checked against the library's one list).
const RESERVED: { readonly [key: string]: string } = {
  method: "the route sets the method",
  url: "the route sets the URL",
  baseUrl: "use --base-url",
  headers: "use Name:value items",
  mediaType: "use --format and --preview",
  request: "it holds settings for an HTTP client, not part of the request",
  parameters: "every item is a parameter already",
  openapi: "a description is given to .defaults(), not to one request",
  serverVariables: "server variables are given to .defaults(); use --base-url",
  allowAbsoluteUrls: "it guards defaults, and the command line sends to the URL it is given",
} satisfies { readonly [K in Exclude<OptionName, "data">]: string };
// Printable ASCII without spaces: what API tokens are made of; anything else
// (a trailing newline from a file, say) would corrupt the header.
const TOKEN = /^[\x21-\x7e]+$/;

/**
 * Turns a parsed command into the options for `endpoint(route, options)`:
 *
 * - parameters by key; a key given more than once collects its values into
 *   a list, in order (`labels=bug labels=ui` is `labels:='["bug","ui"]'`);
 *   the item `data` (or `--data`, with `data` the text of the body) sets the
 *   whole body; the other option names of `endpoint()` are refused;
 * - headers by lowercased name (a header given twice is refused: the result
 *   holds one value per name);
 * - `--token-env NAME`: `authorization: token <value of NAME>` (`Bearer`
 *   with `--openapi`); the variable
 *   must be set and hold a token (printable ASCII, no spaces);
 * - `--base-url`, `--format`, `--preview` as `baseUrl` and `mediaType`.
 *
 * @example
 * buildOptions(parseArgs(["GET /issues", "state=open", "--token-env", "T"]), { T: "abc" }, undefined); // files read (readItems)
 * // { state: "open", headers: { authorization: "token abc" } }
 */
export function buildOptions(command: RequestCommand, env: Environment, data: string | undefined): RouteOptions {
  // Maps, turned into objects at the end with Object.fromEntries, which
  // defines every key as an own property: "__proto__" included.
  const headers = new Map<string, string | null>();
  const collected = new Map<string, { text: string; values: unknown[] }>();

  for (const item of command.items) {
    if (item.kind === "header") {
      addHeader(headers, item);
    } else if (item.kind === "parameter") {
      addParameter(collected, item);
    } else {
      // main() reads the files first (readItems); a file item here was never read.
      throw new CliError("ERR_INVALID_ITEM", `item ${describeValue(item.text)}: its file was not read`);
    }
  }
  const options: RouteOptions = Object.fromEntries([...collected].map(([key, { values }]) => [key, oneOrList(values)]));

  if (data !== undefined) {
    const item = collected.get("data");
    if (item !== undefined) {
      throw new CliError("ERR_INVALID_ARGUMENT", `--data and item ${describeValue(item.text)} both set the body`);
    }
    options.data = data;
  }
  if (command.tokenEnv !== undefined) {
    const token = readToken(command.tokenEnv, env);
    if (headers.has("authorization")) {
      throw new CliError(
        "ERR_INVALID_ARGUMENT",
        "--token-env and an authorization item both set the authorization header",
      );
    }
    // GitHub's scheme by default; a described API gets the standard one (RFC 6750).
    headers.set("authorization", `${command.openapi === undefined ? "token" : "Bearer"} ${token}`);
  }
  if (headers.size > 0) options.headers = Object.fromEntries(headers);
  if (command.baseUrl !== undefined) options.baseUrl = command.baseUrl;
  if (command.format !== undefined || command.previews.length > 0) {
    options.mediaType = { previews: [...command.previews] };
    if (command.format !== undefined) options.mediaType.format = command.format;
  }
  return options;
}

type HeaderItem = Extract<Item, { kind: "header" }>;
type ParameterItem = Extract<Item, { kind: "parameter" }>;

function addHeader(headers: Map<string, string | null>, item: HeaderItem): void {
  const name = item.name.toLowerCase();
  if (headers.has(name)) {
    // Named by the header, never by the item's text: that holds the value.
    throw new CliError("ERR_INVALID_ITEM", `header ${describeValue(name)} is given twice (as two items)`);
  }
  headers.set(name, item.value);
}

function addParameter(collected: Map<string, { text: string; values: unknown[] }>, item: ParameterItem): void {
  if (Object.hasOwn(RESERVED, item.key)) {
    const hint = RESERVED[item.key];
    throw new CliError(
      "ERR_INVALID_ITEM",
      `item ${describeValue(item.text)}: "${item.key}" is an option of endpoint(), not a parameter; ${hint}`,
    );
  }
  const entry = collected.get(item.key);
  if (entry === undefined) {
    collected.set(item.key, { text: item.text, values: [item.value] });
  } else {
    entry.values.push(item.value);
  }
}

// One value as itself, a key given more than once as the list of its values.
function oneOrList(values: readonly unknown[]): unknown {
  return values.length === 1 ? values[0] : values;
}

// The token from the environment; the value is never shown: it is a secret.
function readToken(name: string, env: Environment): string {
  if (!VARIABLE_NAME.test(name)) {
    throw new CliError("ERR_INVALID_ARGUMENT", `--token-env ${describeValue(name)}: not an environment variable name`);
  }
  const token = env[name];
  if (token === undefined || token === "") {
    throw new CliError(
      "ERR_MISSING_TOKEN",
      `--token-env ${name}: the environment variable ${name} is not set or empty`,
    );
  }
  if (!TOKEN.test(token)) {
    const expected = "printable ASCII without spaces or newlines";
    throw new CliError("ERR_INVALID_TOKEN", `--token-env ${name}: the value of ${name} is not a token (${expected})`);
  }
  return token;
}
