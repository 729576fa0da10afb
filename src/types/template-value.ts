/** The values a parameter takes, by where the template puts it. */

/**
 * The value of a required path parameter: it becomes one path segment (or
 * part of one), so it must be a scalar. `undefined` and `null` are missing
 * values and throw `ERR_MISSING_PARAMETER`.
 *
 * @example
 * endpoint("GET /repos/{owner}/{repo}/issues/{issue_number}", { owner: "o", repo: "r", issue_number: 1 });
 */
export type PathValue = string | number | bigint;

/**
 * A scalar that the runtime turns into URL text (a `Date` as ISO 8601).
 *
 * @example
 * const since: ScalarValue = new Date("2024-01-01T00:00:00Z");
 */
export type ScalarValue = string | number | bigint | boolean | Date;

/**
 * The value of an optional template variable (`{?page}`, `{/path}`, ...) or
 * of a leftover parameter sent in the query string: a scalar, a list or a map
 * of scalars (RFC 6570); `undefined` and `null` leave it out.
 *
 * @example
 * endpoint("GET /search/code{?q,per_page}", { q: "endpoint", per_page: 10 });
 */
export type TemplateValue =
  | ScalarValue
  | readonly (ScalarValue | null | undefined)[]
  | { readonly [key: string]: ScalarValue | null | undefined }
  | null
  | undefined;

/**
 * The value of a required exploded variable (`{list*}`, `{+list*}`): a path
 * value, or a list or map of path values.
 *
 * @example
 * endpoint("GET /files/{path*}", { path: ["a", "b"] }).url; // ".../files/a,b"
 */
export type ExplodedPathValue = PathValue | readonly PathValue[] | { readonly [key: string]: PathValue };
