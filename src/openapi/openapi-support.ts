import type { MergedOptions, RequestOptions } from "../types/index.js";
import type { Api } from "./route-table.js";
import type { Described } from "./parse-described.js";
import { compileOpenapi } from "./compile-openapi.js";
import { parseDescribed } from "./parse-described.js";
import { describedCheck, describedMerge } from "./merge-described.js";
import { bindServers, type BoundServers } from "./bind-servers.js";

/**
 * The OpenAPI runtime, handed to {@link withDefaults} by the entry point that
 * ships it (src/openapi.ts, `rest-endpoint/openapi`); the core (src/index.ts) goes without.
 *
 * @example
 * withDefaults(DEFAULTS, { compile: compileOpenapi, parse: parseDescribed, merge: describedMerge, check: describedCheck });
 */
export interface OpenapiSupport {
  compile: (value: unknown) => Api;
  bind: (api: Api, variables: unknown, before: { readonly [name: string]: string }) => BoundServers;
  parse: (options: MergedOptions, described: Described) => RequestOptions;
  /** `merge` of a described endpoint: methods the description declares are methods. */
  merge: (base: MergedOptions, api: Api) => (route?: unknown, options?: unknown) => MergedOptions;
  /** `parse`'s check of given merged options, with the same methods. */
  check: (api: Api) => (options: unknown) => MergedOptions;
}

/**
 * The OpenAPI runtime as `withDefaults` takes it: `.defaults({ openapi })`
 * compiles with it, and calls of a described endpoint parse with it.
 *
 * @example
 * const endpoint = withDefaults(DEFAULTS, OPENAPI_SUPPORT);
 */
export const OPENAPI_SUPPORT: OpenapiSupport = {
  compile: compileOpenapi,
  bind: bindServers,
  parse: parseDescribed,
  merge: describedMerge,
  check: describedCheck,
};
