import { invalidParameter } from "../util/errors.js";
import { describeValue } from "../util/describe-value.js";
import type { TemplateValue } from "../template/url-template.js";
import type { Parameter } from "./route-table.js";

// RFC 6265: a cookie value may not hold controls, `"`, `,`, `;` or `\`
// (nor, here, non-ASCII text); a space inside is kept as the OpenAPI
// examples write it, but not at either end, which servers trim.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const UNSAFE = /[\u0000-\u001f\u007f-\uffff",;\\]|^\s|\s$/;
const TOKEN = /^[!#$%&'*+.^_`|~\w-]+$/;

/**
 * A `style: cookie` parameter (OpenAPI 3.2) as `name=value` pairs of the
 * cookie header, values as given, without percent-encoding: a list is
 * `n=a,b` (`n=a; n=b` exploded, the default), a map `n=k,v` (`k=v; k2=v2`
 * exploded). A value a cookie cannot hold throws `ERR_INVALID_PARAMETER`:
 * it is refused, not encoded (encode it first, or use `style: form`).
 *
 * @example
 * cookiePairs({ name: "greeting", explode: true, ... }, "Hello%2C world!"); // ["greeting=Hello%2C world!"]
 */
export function cookiePairs(parameter: Parameter, value: TemplateValue): string[] {
  const { name, explode } = parameter;
  const pieces: readonly string[] =
    typeof value === "string" || Array.isArray(value) ? [value].flat() : mapPieces(value);
  for (const piece of pieces) {
    if (piece === "" && typeof value === "string") continue;
    if (UNSAFE.test(piece))
      throw invalidParameter(name, value, " (a cookie cannot hold it; style cookie sends values as given)");
  }
  if (typeof value === "string") return [`${name}=${value}`];
  if (Array.isArray(value)) return explode ? value.map((item) => `${name}=${item}`) : [`${name}=${value.join(",")}`];
  const map = value as { readonly [key: string]: string };
  if (!explode) return [`${name}=${pieces.join(",")}`];
  return Object.keys(map).map((key) => {
    if (!TOKEN.test(key)) throw invalidParameter(name, value, ` (${describeValue(key)} is no cookie name)`);
    return `${key}=${map[key]}`;
  });
}

function mapPieces(value: TemplateValue): string[] {
  const map = value as { readonly [key: string]: string };
  return Object.keys(map).flatMap((key) => [key, map[key]!]);
}
