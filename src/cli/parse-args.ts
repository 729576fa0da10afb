import { endpoint, type RequestMethod } from "../index.js";
import { CliError } from "./cli-error.js";
import { parseItem, type Item } from "./parse-item.js";
import { quoteText } from "./quote-text.js";

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
 * const command: RequestCommand = { kind: "request", route: "GET /user", items: [], previews: [], curl: false };
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
  readonly curl: boolean;
}

type ValueOption = "baseUrl" | "format" | "data" | "tokenEnv";
const VALUE_OPTIONS: { readonly [flag: string]: ValueOption | "previews" } = {
  "--base-url": "baseUrl",
  "--format": "format",
  "--preview": "previews",
  "--data": "data",
  "--token-env": "tokenEnv",
};
const SEE_HELP = " (see rest-endpoint --help)";

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
  const positionals: string[] = [];
  const values: { [K in ValueOption]?: string } = {};
  const previews: string[] = [];
  let curl = false;

  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index];
    if (arg === "--") {
      positionals.push(...argv.slice(index + 1));
      break;
    }
    if (!arg.startsWith("-") || arg === "-") {
      positionals.push(arg);
      continue;
    }
    const equals = arg.startsWith("--") ? arg.indexOf("=") : -1;
    const flag = equals === -1 ? arg : arg.slice(0, equals);
    const inline = equals === -1 ? undefined : arg.slice(equals + 1);
    const option = VALUE_OPTIONS[flag];
    if (option === undefined) {
      if (flag !== "--help" && flag !== "-h" && flag !== "--version" && flag !== "--curl") {
        throw new CliError("ERR_UNKNOWN_OPTION", `unknown option ${quoteText(flag)}; an item that starts with "-" goes after "--"${SEE_HELP}`);
      }
      if (inline !== undefined) throw new CliError("ERR_INVALID_ARGUMENT", `option ${flag} takes no value, got ${quoteText(arg)}`);
      if (flag === "--curl") curl = true;
      else return { kind: flag === "--version" ? "version" : "help" };
      continue;
    }
    const value = inline ?? argv[++index];
    if (value === undefined) throw new CliError("ERR_MISSING_ARGUMENT", `option ${flag} needs a value${SEE_HELP}`);
    if (option === "previews") {
      previews.push(value);
    } else if (values[option] !== undefined) {
      throw new CliError("ERR_INVALID_ARGUMENT", `option ${flag} is given twice (${quoteText(values[option])} and ${quoteText(value)})`);
    } else {
      values[option] = value;
    }
  }

  if (positionals.length === 0) {
    throw new CliError("ERR_MISSING_ARGUMENT", `missing the route, for example "GET /repos/{owner}/{repo}"${SEE_HELP}`);
  }
  const split = positionals.length > 1 && isMethod(positionals[0]) ? 2 : 1;
  return {
    kind: "request",
    route: positionals.slice(0, split).join(" "),
    items: positionals.slice(split).map((item) => parseItem(item)),
    ...values,
    previews,
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
