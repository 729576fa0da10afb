import type { EndpointErrorCode } from "./types.js";

/**
 * The one error type rest-endpoint throws for bad input. It extends
 * `TypeError` (bad input is a type of misuse) and carries a stable `code`.
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
