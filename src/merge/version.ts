// Replaced with the version from package.json: by rollup in every bundle and
// by jest's `globals` in tests, so there is one source of truth.
declare const __VERSION__: string;

/**
 * The released version of rest-endpoint.
 *
 * @example
 * `rest-endpoint/${VERSION}`; // "rest-endpoint/1.0.0"
 */
export const VERSION: string = __VERSION__;
