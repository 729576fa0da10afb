import { endpoint, type RequestMethod } from "../openapi.js";
import { CliError } from "./cli-error.js";
import { parseItem, type Item } from "./parse-item.js";
import { describeValue } from "../util/describe-value.js";

/**
 * What the command line asks for.
 *
 * @example
 * parseArgs(["--version"]); // { kind: "version" }
 */
export type Command = { readonly kind: "help" } | { readonly kind: "version" } | RequestCommand;

/**
 * Build request options for a route (and print them as JSON or curl).
 *
 * @example
 * const command: RequestCommand = { kind: "request", route: "GET /user", items: [], previews: [], serverVariables: [], curl: false };
 */
export interface RequestCommand {
  readonly kind: "request";
  readonly route: string;
  readonly items: readonly Item[];
  readonly baseUrl?: string;
  readonly format?: string;
  readonly previews: readonly string[];
  /** `--data` as given: text, `@file`, `@-` or `-`. */
  readonly data?: string;
  readonly tokenEnv?: string;
  /** `--openapi FILE`: the OpenAPI description (JSON or YAML) that says how to build the request. */
  readonly openapi?: string;
  /** `--server-variable NAME=VALUE` (repeatable): the description's server variables, as given. */
  readonly serverVariables: readonly string[];
  readonly curl: boolean;
}

type ValueOption = "baseUrl" | "format" | "data" | "tokenEnv" | "openapi";
// Options that take a value, and where it goes.
const VALUE_OPTIONS = new Map<string, ValueOption | "previews" | "serverVariables">([
  ["--base-url", "baseUrl"],
  ["--format", "format"],
  ["--preview", "previews"],
  ["--data", "data"],
  ["--token-env", "tokenEnv"],
  ["--openapi", "openapi"],
  ["--server-variable", "serverVariables"],
]);
// Options without a value.
const FLAGS = new Map<string, "curl" | "help" | "version">([
  ["--curl", "curl"],
  ["--help", "help"],
  ["-h", "help"],
  ["--version", "version"],
]);
const SEE_HELP = " (see rest-endpoint --help)";

// What the arguments read so far say.
interface Parsed {
  readonly positionals: string[];
  readonly values: { [K in ValueOption]?: string };
  readonly previews: string[];
  readonly serverVariables: string[];
  curl: boolean;
}

/**
 * Parses the arguments after the command name. Options may come anywhere
 * (`--opt value` or `--opt=value`); `--` ends them, so an item may start with
 * `-`. `--help` and `--version` act where they stand: an error before them
 * is still reported. Items are parsed here (see {@link parseItem}); the first
 * positional argument is the route, or the first two when the first is a
 * method name.
 *
 * @example
 * parseArgs(["GET /repos/{owner}/{repo}", "owner=octokit", "repo=rest.js", "--curl"]);
 * // { kind: "request", route: "GET /repos/{owner}/{repo}", items: [...], previews: [], curl: true }
 */
export function parseArgs(argv: readonly string[]): Command {
  const parsed: Parsed = { positionals: [], values: {}, previews: [], serverVariables: [], curl: false };
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index]!; // index < argv.length
    if (arg === "--") {
      parsed.positionals.push(...argv.slice(index + 1));
      break;
    }
    if (!arg.startsWith("-") || arg === "-") {
      parsed.positionals.push(arg);
      continue;
    }
    const { flag, inline } = splitOption(arg);
    if (VALUE_OPTIONS.has(flag)) {
      addValue(parsed, flag, inline ?? argv[++index]);
      continue;
    }
    const action = flagAction(flag, inline, arg);
    if (action !== "curl") return { kind: action };
    parsed.curl = true;
  }
  return requestCommand(parsed);
}

// "--format=raw" is the option "--format" with the value "raw"; only long
// options take a value after "=".
function splitOption(arg: string): { flag: string; inline: string | undefined } {
  const equals = arg.startsWith("--") ? arg.indexOf("=") : -1;
  if (equals === -1) return { flag: arg, inline: undefined };
  return { flag: arg.slice(0, equals), inline: arg.slice(equals + 1) };
}

function flagAction(flag: string, inline: string | undefined, arg: string): "curl" | "help" | "version" {
  const action = FLAGS.get(flag);
  if (action === undefined) {
    const hint = `an item that starts with "-" goes after "--"${SEE_HELP}`;
    throw new CliError("ERR_UNKNOWN_OPTION", `unknown option ${describeValue(flag)}; ${hint}`);
  }
  if (inline !== undefined) {
    throw new CliError("ERR_INVALID_ARGUMENT", `option ${flag} takes no value, got ${describeValue(arg)}`);
  }
  return action;
}

// `flag` is one of VALUE_OPTIONS.
function addValue(parsed: Parsed, flag: string, value: string | undefined): void {
  if (value === undefined) throw new CliError("ERR_MISSING_ARGUMENT", `option ${flag} needs a value${SEE_HELP}`);
  const option = VALUE_OPTIONS.get(flag);
  if (option === "previews" || option === "serverVariables") {
    parsed[option].push(value);
    return;
  }
  const earlier = parsed.values[option as ValueOption];
  if (earlier !== undefined) {
    const both = `${describeValue(earlier)} and ${describeValue(value)}`;
    throw new CliError("ERR_INVALID_ARGUMENT", `option ${flag} is given twice (${both})`);
  }
  parsed.values[option as ValueOption] = value;
}

function requestCommand({ positionals, values, previews, serverVariables, curl }: Parsed): RequestCommand {
  if (positionals.length === 0) {
    const example = '"GET /repos/{owner}/{repo}"';
    throw new CliError("ERR_MISSING_ARGUMENT", `missing the route, for example ${example}${SEE_HELP}`);
  }
  const split = positionals.length > 1 && isMethod(positionals[0]!) ? 2 : 1; // checked non-empty above
  return {
    kind: "request",
    route: positionals.slice(0, split).join(" "),
    items: positionals.slice(split).map((item) => parseItem(item)),
    ...values,
    previews,
    serverVariables,
    curl,
  };
}

// The route may also be written as two arguments, `GET /path`, as HTTPie
// users do. What a method is, the library decides (it keeps the one list):
// merging options with that method either works or throws ERR_INVALID_METHOD.
function isMethod(word: string): boolean {
  try {
    endpoint.merge({ method: word as RequestMethod });
    return true;
  } catch {
    return false;
  }
}
