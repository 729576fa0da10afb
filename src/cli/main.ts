import { endpoint, EndpointError, VERSION, type RequestOptions, type RouteOptions } from "../openapi.js";
import { CliError } from "./cli-error.js";
import { describeValue, oneLine } from "../util/describe-value.js";
import { parseArgs, type RequestCommand } from "./parse-args.js";
import { buildOptions, type Environment } from "./build-options.js";
import { renderCurl } from "./render-curl.js";
import { jsonText } from "../util/json-text.js";
import { helpText } from "./help.js";
import { openapiCommand } from "./openapi-command.js";

/**
 * Where output goes: `process.stdout` or `process.stderr` will do.
 *
 * @example
 * const lines: string[] = [];
 * const output: Output = { write: (text) => lines.push(text) };
 */
interface Output {
  write(text: string): unknown;
}

/**
 * Everything the command touches outside itself, injected so tests run in-process.
 *
 * @example
 * const io: CliIo = {
 *   stdout,
 *   stderr,
 *   env: {},
 *   readFile: async () => new Uint8Array(),
 *   readStdin: async () => new Uint8Array(),
 * };
 */
export interface CliIo {
  readonly stdout: Output;
  readonly stderr: Output;
  readonly env: Environment;
  /** The bytes of a file (`--data @FILE`). */
  readFile(path: string): Promise<Uint8Array>;
  /** All of standard input (`--data @-`). */
  readStdin(): Promise<Uint8Array>;
}

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
      const data = command.data === undefined ? undefined : await readData(command.data, io);
      const options = buildOptions(command, io.env, data);
      const request = endpoint(command.route, options);
      checkBodyItems(command, options);
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

// With a body from `data`, endpoint() uses the other parameters only to fill
// the URL template and drops the rest without a word; on the command line
// such an item is a mistake, so it is reported. (For GET, HEAD and OPTIONS
// endpoint() has already refused the body.)
function checkBodyItems(command: RequestCommand, options: RouteOptions): void {
  if (options.data === undefined) return;
  const unused = command.items.find(
    (item) => item.kind === "parameter" && item.key !== "data" && !fillsTemplate(command.route, options, item.key),
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

// Whether parameter `key` is a variable of the URL template. The library is
// asked, since it alone knows its template syntax: built with two different
// one-letter values, the URLs differ only if the template writes the value,
// wherever it stands (path, query, fragment, a prefix like {key:1}).
function fillsTemplate(route: string, options: RouteOptions, key: string): boolean {
  const urlWith = (value: string): string => endpoint(route, { ...options, [key]: value }).url;
  return urlWith("a") !== urlWith("b");
}
