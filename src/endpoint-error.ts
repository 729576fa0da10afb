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

/**
 * The `ERR_INVALID_OPTION` error for a bad value: `Invalid option <name>[ for
 * route "<route>"]: <value><detail>`. One helper, since most checks say just this.
 *
 * @example
 * throw invalidOption("headers", { method: "GET", url: "/x" }, []);
 * // EndpointError: Invalid option "headers" for route "GET /x": an array
 */
export function invalidOption(name: string, route: RouteRef, value: unknown, detail = ""): EndpointError {
  return fail("ERR_INVALID_OPTION", "Invalid option", name, route, `: ${describeValue(value)}${detail}`);
}
