/**
 * rest-endpoint/openapi: everything `rest-endpoint` exports, with an
 * `endpoint` that reads OpenAPI descriptions (`.defaults({ openapi })`), and
 * `compileRouteTable`. The OpenAPI runtime lives here so that the main entry
 * stays small for the applications that do not read a description.
 *
 * @example
 * import { endpoint } from "rest-endpoint/openapi";
 * const api = endpoint.defaults({ openapi: description });
 * api("GET /pets/{petId}", { petId: 7 }).url; // "https://petstore.example.com/v1/pets/7"
 *
 * @packageDocumentation
 */
import { withDefaults } from "./with-defaults.js";
import { DEFAULTS } from "./merge/defaults.js";
import { describing } from "./with-description.js";
import { endpointCreator } from "./create-endpoint.js";
import type { EndpointInterface } from "./types/index.js";

/**
 * The `endpoint` of the main entry, plus OpenAPI descriptions:
 * `.defaults({ openapi })` compiles a description once, and the derived
 * function places each parameter where the description says (path, query,
 * header, cookie, body), typed with `.defaults<paths>({ openapi })`.
 *
 * @example
 * const api = endpoint.defaults<paths>({ openapi: description });
 * api("GET /pets/{petId}", { petId: 7 });
 * // { method: "GET", url: "https://petstore.example.com/v1/pets/7", headers: { ... } }
 */
export const endpoint = withDefaults(DEFAULTS, describing());

/**
 * Creates an endpoint function for any REST API, as the main entry's
 * `createEndpoint` does (no GitHub defaults: no `baseUrl`, `accept` or media
 * type unless given), that reads OpenAPI descriptions like {@link endpoint}:
 * `createEndpoint({ openapi })` takes its base URL from the description's
 * first server.
 *
 * @example
 * import { createEndpoint } from "rest-endpoint/openapi";
 * const api = createEndpoint<paths>({ openapi: description });
 * api("GET /pets/{petId}", { petId: 7 }).url; // "https://petstore.example.com/v1/pets/7"
 */
export const createEndpoint: EndpointInterface["defaults"] = /* @__PURE__ */ endpointCreator(describing());

export { EndpointError, ERROR_CODES } from "./util/errors.js";
export { VERSION } from "./merge/version.js";
export { toFetchArgs } from "./fetch/to-fetch-args.js";
export { compileRouteTable } from "./openapi/compile-route-table.js";
export type { RouteTable } from "./openapi/route-table.js";
export type * from "./types/index.js";
