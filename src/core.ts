/**
 * rest-endpoint without the OpenAPI runtime: the entry of the core browser
 * bundle (dist/rest-endpoint.umd.min.js). `.defaults({ openapi })` needs the
 * full library (the package's main entry, or
 * dist/rest-endpoint.openapi.umd.min.js in a browser).
 *
 * @example
 * const { endpoint } = restEndpoint; // <script src="rest-endpoint.umd.min.js">
 * endpoint("GET /orgs/{org}/repos", { org: "octokit" }).url; // "https://api.github.com/orgs/octokit/repos"
 *
 * @packageDocumentation
 */
import { withDefaults } from "./with-defaults.js";
import { DEFAULTS } from "./merge/defaults.js";

/**
 * The `endpoint` function of the main entry, without OpenAPI descriptions.
 *
 * @example
 * endpoint("GET /user").url; // "https://api.github.com/user"
 */
export const endpoint = withDefaults(DEFAULTS);

export { EndpointError, ERROR_CODES } from "./util/errors.js";
export { VERSION } from "./merge/version.js";
export { toFetchArgs } from "./fetch/to-fetch-args.js";
export type * from "./types/index.js";
