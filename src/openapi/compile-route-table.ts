import { compileDescription } from "./compile-description.js";
import { readRouteTable } from "./read-route-table.js";
import type { RouteTable } from "./route-table.js";

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
  const table = compileDescription(description);
  // Read as the runtime will: a table it would refuse is never handed out.
  readRouteTable(table as unknown as { [key: string]: unknown });
  return table;
}
