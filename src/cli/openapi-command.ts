import { compileRouteTable, type RouteTable } from "../openapi.js";
import { CliError } from "./cli-error.js";
import type { CliIo } from "./cli-io.js";
import { readDescription } from "./read-description.js";
import { oneLine } from "../util/describe-value.js";

/**
 * `rest-endpoint openapi <file>`: reads an OpenAPI 3.x description (JSON,
 * or YAML when the name ends in `.yaml` or `.yml`) and prints its compact route table, one route
 * per line, for `.defaults({ openapi: table })`.
 *
 * @example
 * await openapiCommand(["openapi.json"], io); // writes {"openapi-routes":1,...}
 */
export async function openapiCommand(argv: readonly string[], io: CliIo): Promise<void> {
  const path = argv[0];
  if (argv.length !== 1 || path === undefined || path.startsWith("-")) {
    throw new CliError("ERR_MISSING_ARGUMENT", "usage: rest-endpoint openapi <file.json|file.yaml>");
  }
  const description = await readDescription(path, io, "openapi");
  io.stdout.write(`${tableText(compileRouteTable(description))}\n`);
}

/**
 * The table as JSON with one route per line: compact, and readable in a diff;
 * nothing from the description can move the terminal's cursor or reorder
 * what it shows.
 *
 * @example
 * tableText({ "openapi-routes": 1, routes: { "GET /x": [] } });
 * // '{"openapi-routes":1,"routes":{\n"GET /x":[]\n}}'
 */
function tableText(table: RouteTable): string {
  // Description text as messages write it: C1 and bidi controls, U+2028 and
  // U+2029 as \u escapes too (JSON.stringify escapes only C0), the same JSON.
  const head = oneLine(JSON.stringify({ ...table, routes: undefined }).slice(0, -1));
  const routes = Object.keys(table.routes).map((route) =>
    oneLine(`${JSON.stringify(route)}:${JSON.stringify(table.routes[route])}`),
  );
  return `${head},"routes":{\n${routes.join(",\n")}\n}}`;
}
