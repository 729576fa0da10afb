import { endpoint, EndpointError, VERSION, type RequestOptions, type RouteOptions } from "../openapi.js";
import { CliError } from "./cli-error.js";
import { describeValue, oneLine } from "../util/describe-value.js";
import { parseArgs, type RequestCommand } from "./parse-args.js";
import { buildOptions } from "./build-options.js";
import { renderCurl } from "./render-curl.js";
import { jsonText } from "../util/json-text.js";
import { helpText } from "./help.js";
import { openapiCommand } from "./openapi-command.js";
import type { CliIo } from "./cli-io.js";
import { readDescription } from "./read-description.js";

/**
 * Runs the command: parses `argv` (the arguments after the command name),
 * builds the request with `endpoint()` and writes it to `io.stdout`, as
 * pretty JSON or as a curl command. Returns the exit status: 0, or 2 for bad
 * input (an `EndpointError` or a `CliError`), reported as one line on
 * `io.stderr` with the error code, and nothing on `io.stdout`. Any other
 * exception is a bug and propagates.
 *
 * @example
 * const status = await main(["GET /users/{user}", "user=octocat"], { stdout: process.stdout, ... });
 */
export async function main(argv: readonly string[], io: CliIo): Promise<number> {
  try {
    if (argv[0] === "openapi") {
      await openapiCommand(argv.slice(1), io);
      return 0;
    }
    const command = parseArgs(argv);
    if (command.kind === "help") {
      io.stdout.write(helpText(endpoint.DEFAULTS.baseUrl));
    } else if (command.kind === "version") {
      io.stdout.write(`${VERSION}\n`);
    } else {
      const api: Api = command.openapi === undefined ? endpoint : await describedEndpoint(command.openapi, io);
      const data = command.data === undefined ? undefined : await readData(command.data, io);
      const options = buildOptions(command, io.env, data);
      const request = api(command.route, options);
      checkBodyItems(api, command, options);
      io.stdout.write(`${render(request, command)}\n`);
    }
    return 0;
  } catch (error) {
    if (!(error instanceof CliError || error instanceof EndpointError)) throw error;
    io.stderr.write(`rest-endpoint: ${error.code}: ${oneLine(error.message)}\n`);
    return 2;
  }
}

// The request as pretty JSON, or with --curl as a curl command.
function render(request: RequestOptions, command: RequestCommand): string {
  if (command.curl) return renderCurl(request, { tokenVariable: command.tokenEnv });
  // An object always has JSON text; a bigint in the body is written with all its digits.
  return jsonText(request, "  ") ?? "null";
}

const UTF8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

async function readData(argument: string, io: CliIo): Promise<string> {
  const stdin = argument === "-" || argument === "@-";
  if (!stdin && !argument.startsWith("@")) return argument;
  const source = stdin ? "standard input" : `file ${describeValue(argument.slice(1))}`;
  let bytes: Uint8Array;
  try {
    bytes = await (stdin ? io.readStdin() : io.readFile(argument.slice(1)));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new CliError("ERR_READ_FAILED", `--data ${describeValue(argument)}: cannot read ${source}: ${reason}`);
  }
  try {
    return UTF8.decode(bytes);
  } catch {
    const hint = "send binary files with curl's --data-binary @FILE";
    throw new CliError("ERR_INVALID_DATA", `--data ${describeValue(argument)}: ${source} is not UTF-8 text (${hint})`);
  }
}

/** An endpoint function as the command calls it: a route string and options. */
type Api = (route: string, options: RouteOptions) => RequestOptions;

// `--openapi FILE`: routes, parameters, servers, bodies and headers as the
// description says (and no GitHub accept header).
async function describedEndpoint(path: string, io: CliIo): Promise<Api> {
  const openapi = await readDescription(path, io, "--openapi");
  return endpoint.defaults({ openapi });
}

// With a body from `data`, endpoint() uses the other parameters only to fill
// the URL template (and, with a description, the headers and query its
// parameters go to) and drops the rest without a word; on the command line
// such an item is a mistake, so it is reported. (For GET, HEAD and OPTIONS
// endpoint() has already refused the body.)
function checkBodyItems(api: Api, command: RequestCommand, options: RouteOptions): void {
  if (options.data === undefined) return;
  const unused = command.items.find(
    (item) =>
      item.kind === "parameter" && item.key !== "data" && !usesItem(api, command.route, { options, key: item.key }),
  );
  if (unused === undefined) return;
  const source = command.data === undefined ? 'the item "data"' : "--data";
  const template = String(endpoint.merge(command.route).url);
  throw new CliError(
    "ERR_INVALID_ITEM",
    `item ${describeValue(unused.text)} is not used: the body comes from ${source}, ` +
      `so parameters only fill the URL template ${describeValue(template)}`,
  );
}

// Whether parameter `key` is used besides the body. The library is asked,
// since it alone knows its template syntax and the description: built with
// two different one-letter values, the URLs (or headers) differ only if the
// value is written there, wherever it stands (path, query, fragment, a prefix
// like {key:1}, a header parameter).
function usesItem(api: Api, route: string, { options, key }: { options: RouteOptions; key: string }): boolean {
  const requestWith = (value: string) => {
    const { url, headers } = api(route, { ...options, [key]: value });
    return jsonText({ url, headers });
  };
  return requestWith("a") !== requestWith("b");
}
