/**
 * rest-endpoint: turns a REST route and parameters into request options
 * (`method`, `url`, `headers`, `body`) for any HTTP client. This is the core:
 * it holds no OpenAPI runtime, so a bundle that imports it pays nothing for
 * descriptions. `rest-endpoint/openapi` exports the same names with an
 * `endpoint` that reads them (`.defaults({ openapi })`).
 *
 * @packageDocumentation
 * @example
 * import { endpoint } from "rest-endpoint";
 * const { method, url, headers } = endpoint("GET /orgs/{org}/repos", { org: "octokit", type: "private" });
 * // url: "https://api.github.com/orgs/octokit/repos?type=private"
 */
import { plainEndpoint, withDefaults } from "./with-defaults.js";
import { DEFAULTS } from "./merge/defaults.js";
import { endpointCreator } from "./create-endpoint.js";
import type { EndpointInterface } from "./types/index.js";

/**
 * Builds request options from a route (`"POST /repos/{owner}/{repo}/issues"`)
 * and parameters. Also: `.defaults()`, `.DEFAULTS`, `.merge()`, `.parse()`.
 * `.defaults<paths>()` types the routes of an OpenAPI description (types
 * only); `.defaults({ openapi })` needs the `endpoint` of
 * `rest-endpoint/openapi`.
 *
 * @example
 * endpoint("POST /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", title: "Hi" });
 * // { method: "POST", url: "https://api.github.com/repos/o/r/issues",
 * //   headers: { accept, "user-agent", "content-type": "application/json; charset=utf-8" },
 * //   body: { title: "Hi" } }
 */
export const endpoint = withDefaults(DEFAULTS, plainEndpoint);

/**
 * Creates an endpoint function for any REST API: the interface of
 * {@link endpoint} (call, `DEFAULTS`, `.defaults()`, `.merge()`, `.parse()`)
 * over no GitHub defaults. No `baseUrl` (a relative route needs one), no
 * `accept` header and no media type unless given; the method is GET and the
 * `user-agent` names this library. Takes what `endpoint.defaults()` takes.
 *
 * @example
 * import { createEndpoint } from "rest-endpoint";
 * const api = createEndpoint({ baseUrl: "https://api.example.com/v2", headers: { accept: "application/json" } });
 * api("GET /items/{id}", { id: 42, expand: "owner" });
 * // { method: "GET", url: "https://api.example.com/v2/items/42?expand=owner",
 * //   headers: { accept: "application/json", "user-agent": "rest-endpoint/1.0.0 ..." } }
 */
export const createEndpoint: EndpointInterface["defaults"] = /* @__PURE__ */ endpointCreator(plainEndpoint);

export { EndpointError, ERROR_CODES } from "./util/errors.js";
export { VERSION } from "./merge/version.js";
export { toFetchArgs } from "./fetch/to-fetch-args.js";
// The route table's type costs no bytes; compileRouteTable is in rest-endpoint/openapi.
export type { RouteTable } from "./openapi/route-table.js";
export type * from "./types/index.js";
