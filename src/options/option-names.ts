/**
 * Keys with a meaning of their own. Every other key of the options is a
 * parameter: it fills a placeholder, or goes to the query string or body.
 *
 * @example
 * OPTION_NAMES.has("baseUrl"); // true
 */
export const OPTION_NAMES: ReadonlySet<string> = new Set([
  "method",
  "baseUrl",
  "url",
  "headers",
  "mediaType",
  "request",
  "data",
]);
