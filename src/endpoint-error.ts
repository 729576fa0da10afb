import { describeValue, forRoute, type RouteRef } from "./describe.js";
import type { EndpointErrorCode } from "./types.js";

/**
 * The one error type rest-endpoint throws for bad input. It extends
 * `TypeError` (bad input is a kind of misuse) and carries a stable `code`.
 *
 * @example
 * try {
 *   endpoint("GET /repos/{owner}/{repo}", { owner: "octokit" });
 * } catch (error) {
 *   if (error instanceof EndpointError && error.code === "ERR_MISSING_PARAMETER") {
 *     console.error(error.message);
 *     // Missing parameter "repo" for route "GET /repos/{owner}/{repo}"
 *   }
 * }
 */
export class EndpointError extends TypeError {
  /** A stable, documented identifier; match on this rather than on the message. */
  readonly code: EndpointErrorCode;

  constructor(code: EndpointErrorCode, message: string) {
    super(message);
    this.name = "EndpointError";
    this.code = code;
  }
}

/**
 * The error for bad input, with the message every error shares:
 * `<what> <value>[ for route "<route>"][<detail>]`, so each one names the
 * bad value and the route the same way.
 *
 * @example
 * throw fail("ERR_INVALID_HEADER", "Invalid header", "x-a", { method: "GET", url: "/x" }, ': "a\\nb"');
 * // EndpointError: Invalid header "x-a" for route "GET /x": "a\nb"
 */
export function fail(code: EndpointErrorCode, what: string, subject: unknown, route: RouteRef, detail = ""): EndpointError {
  return new EndpointError(code, `${what} ${describeValue(subject)}${forRoute(route)}${detail}`);
}
