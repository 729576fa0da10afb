import { checkBaseUrl } from "../merge/check-base-url.js";
import { invalid } from "./table-checks.js";

/**
 * A server URL becomes a base URL: it must pass the baseUrl check.
 *
 * @example
 * checkServer("https://api.test/v1", "#/server"); // "https://api.test/v1"
 */
export function checkServer(url: unknown, pointer: string): string {
  try {
    return checkBaseUrl(url);
  } catch (error) {
    throw invalid(pointer, (error as Error).message);
  }
}
