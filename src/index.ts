/**
 * rest-endpoint: turns a REST route and parameters into request options
 * (`method`, `url`, `headers`, `body`) for any HTTP client.
 *
 * @packageDocumentation
 * @example
 * import { endpoint } from "rest-endpoint";
 * const { method, url, headers } = endpoint("GET /orgs/{org}/repos", { org: "octokit", type: "private" });
 * // url: "https://api.github.com/orgs/octokit/repos?type=private"
 */
import { withDefaults } from "./with-defaults.js";
import { DEFAULTS } from "./merge/defaults.js";
import { OPENAPI_SUPPORT } from "./openapi/openapi-support.js";

/**
 * Builds request options from a route (`"POST /repos/{owner}/{repo}/issues"`)
 * and parameters. Also: `.defaults()` (with `openapi`: an OpenAPI
 * description says where each parameter goes), `.DEFAULTS`, `.merge()`,
 * `.parse()`.
 *
 * @example
 * endpoint("POST /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", title: "Hi" });
 * // { method: "POST", url: "https://api.github.com/repos/o/r/issues",
 * //   headers: { accept, "user-agent", "content-type": "application/json; charset=utf-8" },
 * //   body: { title: "Hi" } }
 */
export const endpoint = withDefaults(DEFAULTS, OPENAPI_SUPPORT);

export { EndpointError, ERROR_CODES } from "./util/errors.js";
export { VERSION } from "./merge/version.js";
export { toFetchArgs } from "./fetch/to-fetch-args.js";
export { compileRouteTable } from "./openapi/compile-route-table.js";
export type { RouteTable } from "./openapi/route-table.js";
export type * from "./types/index.js";
