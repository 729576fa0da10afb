import { expansionError } from "./expand-expression.js";
import {
  escapeLonePercent,
  parse,
  type ParsedTemplate,
  type TemplateContext,
  type TemplateValue,
} from "./url-template.js";
import { keep } from "../util/bounded-cache.js";

/** How OpenAPI writes a query (or cookie) parameter. */
export type QueryStyle = "form" | "spaceDelimited" | "pipeDelimited" | "deepObject";

/** One query parameter as the description declares it. */
export interface StyledParameter {
  readonly name: string;
  readonly style: QueryStyle;
  readonly explode: boolean;
  /** `allowReserved: true`: reserved characters in values stay as they are. */
  readonly reserved: boolean;
}

// The only expressions used here; parsed once. `{&m*}` with a one-entry map
// writes `&name=value`, both encoded by url-template, whatever the name holds
// (`$filter`, `color[R]`), which a `{&name}` expression could not name.
const PAIR = parse("{&m*}");
const VALUE = parse("{v}");
const RESERVED = parse("{+v}");

// What spaceDelimited and pipeDelimited put between values: " " and "|",
// which a URI cannot hold as they are.
const SEPARATORS: { readonly [style: string]: string } = { spaceDelimited: "%20", pipeDelimited: "%7C" };

/**
 * Expands one query parameter in its OpenAPI style, as `&name=value` pairs
 * (the caller turns the first "&" into "?"): `form` (RFC 6570 `{&x}`, or
 * `{&x*}` exploded), `spaceDelimited` and `pipeDelimited` (values joined by
 * an encoded " " or "|"), and `deepObject` (`&x[a][b]=v`, from `pairs`,
 * which the caller flattens). url-template encodes every name and value;
 * `reserved` values keep reserved characters, as `{+x}` does.
 *
 * @example
 * expandStyled({ name: "tags", style: "form", explode: true, reserved: false }, ["a", "b"]);
 * // "&tags=a&tags=b"
 * expandStyled({ name: "c", style: "pipeDelimited", explode: false, reserved: false }, ["a", "b"]);
 * // "&c=a%7Cb"
 */
export function expandStyled(parameter: StyledParameter, value: TemplateValue): string {
  try {
    return styled(parameter, value);
  } catch (error) {
    throw expansionError(error, [parameter.name], { [parameter.name]: value });
  }
}

const FORMS = new Map<string, ParsedTemplate>();

/**
 * Expands one `{&a,b*}` expression (form-style query parameters) with the
 * given values; the expression is parsed once (bounded cache).
 *
 * @example
 * expandForm("{&tags*,limit}", { tags: ["a", "b"], limit: "5" }); // "&tags=a&tags=b&limit=5"
 */
export function expandForm(expression: string, context: TemplateContext): string {
  const parsed = FORMS.get(expression) ?? keep(FORMS, expression, () => parse(expression));
  try {
    return parsed.expand(context);
  } catch (error) {
    throw expansionError(error, Object.keys(context), context);
  }
}

/**
 * `&name=value` for each `[name, value]` pair, names and values encoded by
 * url-template: a `deepObject` parameter after flattening
 * (`[["filter[status]", "open"]]`).
 *
 * @example
 * expandPairs([["color[R]", "100"]], "color"); // "&color%5BR%5D=100"
 */
export function expandPairs(pairs: ReadonlyArray<readonly [string, string]>, name: string): string {
  try {
    return pairs.map(([key, text]) => pair(key, text)).join("");
  } catch (error) {
    throw expansionError(error, [name], {});
  }
}

/**
 * A value as RFC 6570 simple expansion `{x}` (or `{x*}`) writes it: the
 * value of a cookie pair. A value with no UTF-8 form throws
 * `ERR_INVALID_PARAMETER` naming the parameter `name`.
 *
 * @example
 * expandSimple(["a b", "c"], false, "c"); // "a%20b,c"
 */
export function expandSimple(value: TemplateValue, explode: boolean, name: string): string {
  try {
    if (!explode || typeof value !== "object" || Array.isArray(value)) return VALUE.expand({ v: value });
    const map = value as { readonly [key: string]: string };
    return Object.keys(map)
      .map((key) => `${VALUE.expand({ v: key })}=${VALUE.expand({ v: map[key] })}`)
      .join(",");
  } catch (error) {
    // A lone surrogate (URIError) names the parameter, as every expansion does.
    throw expansionError(error, [name], { [name]: value });
  }
}

function styled({ name, style, explode, reserved }: StyledParameter, value: TemplateValue): string {
  const list = Array.isArray(value);
  const map = !list && typeof value === "object";
  if (explode && map) return mapPairs(value as { readonly [key: string]: string }, reserved);
  if (explode && list) return (value as readonly string[]).map((item) => pairWith(name, item, reserved)).join("");
  const separator = SEPARATORS[style];
  if (!separator || typeof value === "string") return pairWith(name, value, reserved);
  const items = list ? (value as readonly string[]) : Object.entries(value).flat();
  return pair(name, "") + items.map((item) => valueText(item, reserved)).join(separator);
}

// `&name=` and the value, which may be a list or a map (`a,b`, `k,v`).
function pairWith(name: string, value: TemplateValue, reserved: boolean): string {
  if (typeof value === "string" && !reserved) return pair(name, value);
  return pair(name, "") + valueText(value, reserved);
}

function valueText(value: TemplateValue, reserved: boolean): string {
  if (!reserved) return VALUE.expand({ v: value });
  if (typeof value === "string") return RESERVED.expand({ v: escapeLonePercent(value) });
  return RESERVED.expand({ v: Array.isArray(value) ? value.map(escapeLonePercent) : value });
}

function mapPairs(map: { readonly [key: string]: string }, reserved: boolean): string {
  return Object.keys(map)
    .map((key) => pairWith(key, map[key]!, reserved))
    .join("");
}

function pair(name: string, text: string): string {
  // No prototype: a "__proto__" name stays a plain key.
  const entry = Object.create(null) as { [key: string]: string };
  entry[name] = text;
  return PAIR.expand({ m: entry });
}
