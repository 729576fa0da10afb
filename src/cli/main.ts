import { MULTIPART } from "./curl-form.js";
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
import { readItems } from "./read-items.js";

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
    if (command.kind === "request" && command.serverVariables.length && command.openapi === undefined) {
      throw new CliError(
        "ERR_INVALID_ARGUMENT",
        "--server-variable sets a variable of --openapi's servers: give --openapi",
      );
    }
    if (command.kind === "help") {
      io.stdout.write(helpText(endpoint.DEFAULTS.baseUrl));
    } else if (command.kind === "version") {
      io.stdout.write(`${VERSION}\n`);
    } else {
      const api: Api = command.openapi === undefined ? endpoint : await describedEndpoint(command, io);
      const data = command.data === undefined ? undefined : await readData(command.data, io);
      const { items, parts } = await readItems(command.items, io);
      const options = buildOptions({ ...command, items }, io.env, data);
      // Without a description the content type is the items' own, known before the call
      // (which would refuse a file outside a form); with one, the description's.
      if (parts.size && command.openapi === undefined) checkMultipart(multipartByDefault(options), command);
      const request = api(command.route, options);
      if (parts.size) checkMultipart(request.headers["content-type"], command);
      // The items as read: a file part beside a body from data is as unused as any parameter.
      checkBodyItems(api, { ...command, items }, options);
      io.stdout.write(`${render(request, command, parts)}\n`);
    }
    return 0;
  } catch (error) {
    if (!(error instanceof CliError || error instanceof EndpointError)) throw error;
    io.stderr.write(`rest-endpoint: ${error.code}: ${oneLine(error.message)}\n`);
    return 2;
  }
}

// The request as pretty JSON (a file part as "@FILE"), or with --curl as a curl command.
function render(request: RequestOptions, command: RequestCommand, parts: ReadonlyMap<unknown, string>): string {
  if (command.curl) return renderCurl(request, { tokenVariable: command.tokenEnv, parts });
  // An object always has JSON text; a bigint in the body is written with all its digits.
  return (
    jsonText(parts.size ? { ...request, body: partsAsPaths(request.body as object, parts) } : request, "  ") ?? "null"
  );
}

// `key@FILE` items without a description: a multipart form, as HTTPie sends
// them, unless a Content-Type item says otherwise. Returns the content type
// the request will have.
function multipartByDefault(options: RouteOptions): unknown {
  // The command's own headers: a plain object of header items.
  const headers: { [name: string]: unknown } = { ...options.headers };
  const given = Object.keys(headers).find((name) => name.toLowerCase() === "content-type");
  if (given !== undefined) return headers[given];
  options.headers = { ...headers, "content-type": "multipart/form-data" };
  return "multipart/form-data";
}

// A file part has a place only in a multipart form.
function checkMultipart(contentType: unknown, command: RequestCommand): void {
  const type = typeof contentType === "string" ? contentType : "";
  if (MULTIPART.test(type)) return;
  const item = command.items.find((each) => each.kind === "file" && each.read === "part")!;
  // The content type is a header: named, never quoted.
  const why = type ? "this request's content-type header names another" : "this request has no content-type header";
  throw new CliError(
    "ERR_INVALID_ITEM",
    `item ${describeValue(item.text)}: a file part needs a multipart/form-data body (${why})`,
  );
}

// The body with each file part written as "@FILE" (a File has no JSON text of its own).
// With file parts the body is a multipart form's fields (checkMultipart; no data beside them).
function partsAsPaths(body: object, parts: ReadonlyMap<unknown, string>): unknown {
  const shown = (value: unknown) => (parts.has(value) ? `@${parts.get(value)}` : value);
  return Object.fromEntries(
    Object.entries(body).map(([key, value]) => [key, Array.isArray(value) ? value.map(shown) : shown(value)]),
  );
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
async function describedEndpoint(command: RequestCommand, io: CliIo): Promise<Api> {
  const serverVariables = serverVariablesOf(command.serverVariables);
  const openapi = await readDescription(command.openapi!, io, "--openapi");
  return endpoint.defaults({ openapi, ...(serverVariables && { serverVariables }) });
}

// `--server-variable NAME=VALUE`, each name once; the library checks names and values.
function serverVariablesOf(given: readonly string[]): { [name: string]: string } | undefined {
  if (!given.length) return undefined;
  const variables = new Map<string, string>();
  for (const text of given) {
    const equals = text.indexOf("=");
    const name = text.slice(0, equals);
    if (equals < 1) {
      throw new CliError("ERR_INVALID_ARGUMENT", `--server-variable ${describeValue(text)}: expected NAME=VALUE`);
    }
    if (variables.has(name)) {
      throw new CliError("ERR_INVALID_ARGUMENT", `--server-variable ${describeValue(name)} is given twice`);
    }
    variables.set(name, text.slice(equals + 1));
  }
  return Object.fromEntries(variables);
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
