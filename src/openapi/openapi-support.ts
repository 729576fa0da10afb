import type { OpenapiSupport } from "../with-defaults.js";
import { compileOpenapi } from "./compile-openapi.js";
import { parseDescribed } from "./parse-described.js";

/**
 * The OpenAPI runtime as `withDefaults` takes it: `.defaults({ openapi })`
 * compiles with it, and calls of a described endpoint parse with it.
 *
 * @example
 * const endpoint = withDefaults(DEFAULTS, OPENAPI_SUPPORT);
 */
export const OPENAPI_SUPPORT: OpenapiSupport = { compile: compileOpenapi, parse: parseDescribed };
