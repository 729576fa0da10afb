import { isPlain } from "../util/is-plain.js";
import { hasOwn } from "../util/own.js";
import { compileDescription } from "./compile-description.js";
import { readRouteRecords, readRouteTable } from "./read-route-table.js";
import { invalid, type Api } from "./route-table.js";

/**
 * The runtime's lookup for the `openapi` option: a Swagger 2.0 or OpenAPI
 * 3.0 or 3.1 description, or the compact route table `rest-endpoint openapi` prints.
 * Runs once, at `.defaults()`; the given object is only read.
 *
 * @example
 * const api = compileOpenapi(JSON.parse(readFileSync("openapi.json", "utf8")));
 * api.operations.get("GET /pets/{petId}")?.parameters.path; // [{ name: "petId", in: "path", ... }]
 */
export function compileOpenapi(value: unknown): Api {
  if (isPlain(value) && hasOwn(value, "openapi-routes")) {
    if (value["openapi-routes"] !== 1) throw invalid("#/openapi-routes", "expected 1");
    return readRouteTable(value);
  }
  // A description's records are read as they are: its table is never written.
  return readRouteRecords(compileDescription(value));
}
