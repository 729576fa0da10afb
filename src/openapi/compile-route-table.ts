import { compileDescription } from "./compile-description.js";
import { readRouteRecords } from "./read-route-table.js";
import type { RouteRecords, RouteTable } from "./route-table.js";
import { entryText, type Entry } from "./table-entry.js";

/**
 * The compact route table of a Swagger 2.0 or OpenAPI 3.0 or 3.1 description: what
 * `.defaults({ openapi })` needs of it, a small fraction of its size, for
 * programs (browsers) that should not ship the whole description. The
 * command `rest-endpoint openapi <file.json>` prints it. A description the
 * runtime cannot follow throws `ERR_INVALID_OPTION` naming the JSON pointer.
 *
 * @example
 * const table = compileRouteTable(JSON.parse(readFileSync("openapi.json", "utf8")));
 * const api = endpoint.defaults({ openapi: table }); // the same requests as with the description
 */
export function compileRouteTable(description: unknown): RouteTable {
  const records = compileDescription(description);
  // Checked as the runtime will: a table it would refuse is never handed out.
  readRouteRecords(records);
  return tableOf(records);
}

// The records as the table's text: a list of entries shared by several
// routes (a path item's) is written once and shared, frozen, as the table type says.
function tableOf({ server, variables, routes }: RouteRecords): RouteTable {
  const written = new Map<readonly Entry[], readonly string[]>();
  const texts: { [route: string]: readonly string[] } = {};
  for (const route of Object.keys(routes)) {
    const entries = routes[route]!; // a key of its own
    let text = written.get(entries);
    if (!text) written.set(entries, (text = Object.freeze(entries.map(entryText))));
    texts[route] = text;
  }
  return {
    "openapi-routes": 1,
    ...(server !== undefined && { server }),
    ...(variables !== undefined && { variables }),
    routes: texts,
  };
}
