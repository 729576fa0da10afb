import { checkParameterName, invalid } from "./table-checks.js";
import { hasOwn } from "../util/own.js";
import type { QueryStyle, StyledParameter } from "../template/expand-styles.js";

/** Where a parameter goes. */
export type Location = "path" | "query" | "header" | "cookie" | "formData" | "querystring" | "encoding";

/** A parameter of an operation, ready for the runtime. */
export interface Parameter extends StyledParameter {
  readonly in: Location;
  /** For a path parameter: simple, label or matrix. */
  readonly pathStyle: "" | "." | ";";
  readonly required: boolean;
  /** Declared with `content` (not a style): an object value is sent as JSON text. */
  readonly json: boolean;
  /**
   * What joins a list's values into one text before it is expanded (Swagger
   * 2.0's `ssv`, `pipes`, `tsv` where no query style writes them): " ", "|", a tab.
   */
  readonly separator: string | undefined;
  /**
   * What OpenAPI 3.2 writes its own way: `cookie` (style cookie: pairs as
   * given, no percent-encoding), and a querystring's media type: `urlencoded`
   * (a form of its Encoding Objects), `text` (the value as one string); JSON is `json`.
   */
  readonly format: "cookie" | "urlencoded" | "text" | undefined;
}

const LOCATIONS: { readonly [letter: string]: Location } = {
  p: "path",
  q: "query",
  h: "header",
  c: "cookie",
  f: "formData",
  Q: "querystring",
  E: "encoding",
};
const STYLES: { readonly [letter: string]: string } = {
  s: "simple",
  l: "label",
  m: "matrix",
  f: "form",
  S: "spaceDelimited",
  P: "pipeDelimited",
  T: "tabDelimited",
  d: "deepObject",
  j: "content",
  u: "urlencoded",
  t: "text",
  C: "cookie",
};
const DEFAULT_STYLE: { readonly [L in Location]: string } = {
  path: "simple",
  query: "form",
  header: "simple",
  cookie: "form",
  formData: "form",
  querystring: "text",
  encoding: "form",
};
// The styles whose explode defaults to true.
const EXPLODING = new Set(["form", "cookie"]);
const FORMATS = new Set(["cookie", "urlencoded", "text"]);
const PARAMETER = /^([pqhcfQE])([slmfSPTdjutC]?)([!*+-]*) ([^]+)$/;

/** A parameter as a description declares it (`style` also "content"), its defaults applied. */
export interface DeclaredParameter {
  readonly name: string;
  readonly in: Location;
  readonly style: string;
  readonly explode: boolean;
  readonly required: boolean;
  readonly allowReserved: boolean;
}

/**
 * The letters a parameter is written with in the table: location, style
 * (left out when it is the location's default), and flags `!` required, `*`
 * or `-` for an `explode` other than the style's default, `+` allowReserved.
 *
 * @example
 * parameterEntry({ name: "tags", in: "query", style: "form", explode: false, required: true, allowReserved: false });
 * // "q-! tags"
 */
export function parameterEntry(parameter: DeclaredParameter): string {
  const { name, style, explode, required, allowReserved: reserved } = parameter;
  const location = parameter.in;
  const letter = Object.keys(STYLES).find((key) => STYLES[key] === style) ?? "";
  let flags = "";
  if (explode !== EXPLODING.has(style)) flags = explode ? "*" : "-";
  if (required && location !== "path") flags += "!";
  if (reserved) flags += "+";
  const where = Object.keys(LOCATIONS).find((key) => LOCATIONS[key] === location)!;
  return `${where}${style === DEFAULT_STYLE[location] ? "" : letter}${flags} ${name}`;
}

/**
 * A table entry `"<in><style><flags> <name>"` as the runtime reads it; a
 * malformed one throws `ERR_INVALID_OPTION` naming its pointer.
 *
 * @example
 * readParameter("q-! tags", "#/routes/GET ~1pets/0").explode; // false
 */
export function readParameter(entry: string, pointer: string): Parameter {
  const match = PARAMETER.exec(entry);
  if (!match) throw invalid(pointer, 'expected "<in><style><flags> <name>"');
  // Every group but the style letter always takes part.
  const [, letter, styleLetter, flags = "", name = ""] = match;
  const location = LOCATIONS[letter!]!;
  checkParameterName(location, name, pointer);
  const style = (styleLetter && STYLES[styleLetter]) || DEFAULT_STYLE[location];
  const explode = flags.includes("*") || (EXPLODING.has(style) && !flags.includes("-"));
  const pathStyle = PATH_STYLES[style] ?? "";
  const queryStyle = (hasOwn(QUERY_STYLES, style) ? style : "form") as QueryStyle;
  return {
    name,
    in: location,
    style: queryStyle,
    pathStyle,
    explode,
    required: location === "path" || flags.includes("!"),
    reserved: flags.includes("+"),
    json: style === "content",
    separator: separatorOf(location, style),
    format: FORMATS.has(style) ? (style as Parameter["format"]) : undefined,
  };
}

// Lists written as one text: tabDelimited everywhere (no query style writes
// it), the other delimited styles outside the query (where styles do).
function separatorOf(location: Location, style: string): string | undefined {
  if (style === "tabDelimited") return "\t";
  const separator = SEPARATORS[style];
  return location === "query" ? undefined : separator;
}

const SEPARATORS: { readonly [style: string]: string } = { spaceDelimited: " ", pipeDelimited: "|" };

const PATH_STYLES: { readonly [style: string]: "." | ";" } = { label: ".", matrix: ";" };
const QUERY_STYLES = { form: 1, spaceDelimited: 1, pipeDelimited: 1, deepObject: 1 };
