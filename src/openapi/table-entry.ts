import { invalid } from "./table-checks.js";

/**
 * The route table's letters (docs/openapi.md, "The compact route table"),
 * one table per concept. The record types below are derived from them, and
 * this module alone reads or writes them: the compilers build records, the
 * runtime reads records, and a table's strings are made and read here.
 */
const LETTERS = {
  /** A parameter's first letter: where it goes. */
  location: { path: "p", query: "q", header: "h", cookie: "c", formData: "f", querystring: "Q", encoding: "E" },
  /** A parameter's second letter, left out for its location's default style. */
  style: {
    simple: "s",
    label: "l",
    matrix: "m",
    form: "f",
    spaceDelimited: "S",
    pipeDelimited: "P",
    tabDelimited: "T",
    deepObject: "d",
    content: "j",
    urlencoded: "u",
    text: "t",
    cookie: "C",
  },
  /** A parameter's flags; `!` also marks a required body or part header. */
  flag: { required: "!", explode: "*", keep: "-", reserved: "+" },
  /** Per level of a Swagger 2.0 list of lists: what joins its values. */
  separator: { ",": "c", " ": "s", "\t": "t", "|": "p" },
  /** Every other entry: its letters, before its first space. */
  kind: { body: "b", payload: "B", field: "k", accept: "a", nested: "n", part: "m", partHeader: "mh", server: "s" },
} as const;

/** Where a parameter goes. */
export type Location = keyof typeof LETTERS.location;
/** How a parameter is written: an OpenAPI style, `content` (JSON text), or 3.2's querystring formats. */
export type Style = keyof typeof LETTERS.style;
/** What joins the values of one level of a Swagger 2.0 list of lists. */
export type Separator = keyof typeof LETTERS.separator;
type Kind = "parameter" | keyof typeof LETTERS.kind;

/** A part of a positional multipart body: its position at each level, `*` for every later one (`["1", "0"]`). */
type PartPath = readonly string[];

/** What an entry of each kind holds (the table's text for it after the colon). */
interface Fields {
  /** A parameter as a description declares it, its defaults applied: `"q-! tags"`. */
  parameter: {
    name: string;
    in: Location;
    style: Style;
    explode: boolean;
    required: boolean;
    allowReserved: boolean;
  };
  /** The request body's media type: `"b! application/json"`. */
  body: { type: string; required: boolean };
  /** Swagger 2.0's `in: body` parameter, whose value is the body: `"B pet"`. */
  payload: { name: string };
  /** A top-level property of the body's schema: `"k title"`. */
  field: { name: string };
  /** The `accept` header the responses' media types make: `"a application/json, text/plain"`. */
  accept: { types: string };
  /** A Swagger 2.0 parameter whose list holds lists, and the separator of each level below its own: `"n cp ids"`. */
  nested: { name: string; separators: readonly Separator[] };
  /** A part of a positional multipart body and its media type: `"m 1.0 image/png"`. */
  part: { path: PartPath; type: string };
  /** A header an Encoding Object declares for a part: `"mh! 0 X-Id"`. */
  partHeader: { path: PartPath; name: string; required: boolean };
  /** The operation's own server URL template, or a relative URL: `"s https://upload.test"`. */
  server: { url: string };
}

/** One entry of a route as a record: `{ kind: "body", type: "application/json", required: true }`. */
export type Entry<K extends Kind = Kind> = K extends Kind ? { readonly kind: K } & Readonly<Fields[K]> : never;
/** A parameter entry's record. */
export type ParameterEntry = Entry<"parameter">;

const { location: WHERE, style: STYLE, flag: FLAG, separator: SEPARATOR, kind: KIND } = LETTERS;
// The style a parameter of each location has when its entry names none.
const DEFAULT_STYLE: { readonly [L in Location]: Style } = {
  path: "simple",
  query: "form",
  header: "simple",
  cookie: "form",
  formData: "form",
  querystring: "text",
  encoding: "form",
};
// The styles whose explode defaults to true: the explode flags say otherwise.
const EXPLODING: ReadonlySet<Style> = new Set(["form", "cookie"]);

const PARAMETER_FORMAT = 'expected "<in><style><flags> <name>"';
const NESTED_FORMAT = `expected "${KIND.nested} <letters> <name>" (letters ${Object.values(SEPARATOR).join(", ")})`;
const PART_FORMAT = `expected "${KIND.part} <position> <media type>" or "${KIND.partHeader}[${FLAG.required}] <position> <header>"`;
// A part's path: up to 9 positions (the compiler nests 8 levels at most).
const PART_PATH = /^((?:(?:\d{1,9}|\*)\.){0,8}(?:\d{1,9}|\*)) ([^]+)$/;

/** Writes an entry, one per kind. */
const WRITERS: { readonly [K in Kind]: (entry: Entry<K>) => string } = {
  parameter: parameterText,
  body: ({ type, required }) => `${KIND.body}${required ? FLAG.required : ""} ${type}`,
  payload: ({ name }) => `${KIND.payload} ${name}`,
  field: ({ name }) => `${KIND.field} ${name}`,
  accept: ({ types }) => `${KIND.accept} ${types}`,
  nested: ({ name, separators }) => `${KIND.nested} ${separators.map((by) => SEPARATOR[by]).join("")} ${name}`,
  part: ({ path, type }) => `${KIND.part} ${path.join(".")} ${type}`,
  partHeader: ({ path, name, required }) =>
    `${KIND.partHeader}${required ? FLAG.required : ""} ${path.join(".")} ${name}`,
  server: ({ url }) => `${KIND.server} ${url}`,
};

/**
 * An entry as the route table writes it.
 *
 * @example
 * entryText({ kind: "parameter", name: "tags", in: "query", style: "form", explode: false, required: true, allowReserved: false });
 * // "q-! tags"
 * entryText({ kind: "nested", name: "ids", separators: [",", "|"] }); // "n cp ids"
 */
export function entryText(entry: Entry): string {
  // A union's writer takes only its own kind: the table above pairs them.
  return (WRITERS[entry.kind] as (entry: Entry) => string)(entry);
}

// Location, style (left out when it is the location's default), flags: `!`
// required (a path parameter always is), `*` or `-` an explode other than the
// style's default, `+` allowReserved.
function parameterText({ name, in: location, style, explode, required, allowReserved }: ParameterEntry): string {
  let flags = "";
  if (explode !== EXPLODING.has(style)) flags = explode ? FLAG.explode : FLAG.keep;
  if (required && location !== "path") flags += FLAG.required;
  if (allowReserved) flags += FLAG.reserved;
  return `${WHERE[location]}${style === DEFAULT_STYLE[location] ? "" : STYLE[style]}${flags} ${name}`;
}

/**
 * A table entry as a record; a malformed one throws `ERR_INVALID_OPTION`
 * naming its pointer. What the entry says is checked where the record is
 * used (a description's records are checked the same way).
 *
 * @example
 * readEntry("q-! tags", "#/routes/GET ~1pets/0"); // { kind: "parameter", name: "tags", explode: false, required: true, ... }
 * readEntry("b! application/json", "#/routes/POST ~1pets/1"); // { kind: "body", type: "application/json", required: true }
 */
export function readEntry(text: string, pointer: string): Entry {
  const space = text.indexOf(" ");
  const head = space < 0 ? text : text.slice(0, space);
  const rest = text.slice(space + 1);
  if (head.startsWith(KIND.part)) return readPart(head, space < 0 ? "" : rest, pointer);
  if (space < 0) throw invalid(pointer, PARAMETER_FORMAT);
  switch (head) {
    case KIND.body:
    case KIND.body + FLAG.required:
      return { kind: "body", type: rest, required: head !== KIND.body };
    case KIND.payload:
      return { kind: "payload", name: rest };
    case KIND.field:
      return { kind: "field", name: rest };
    case KIND.accept:
      return { kind: "accept", types: rest };
    case KIND.nested:
      return readNested(rest, pointer);
    case KIND.server:
      return { kind: "server", url: rest };
    default:
      return readParameter(head, rest, pointer);
  }
}

const LOCATION_OF = inverse(WHERE);
const STYLE_OF = inverse(STYLE);
const SEPARATOR_OF = inverse(SEPARATOR);
const FLAGS: ReadonlySet<string> = new Set(Object.values(FLAG));

// `<in><style><flags>` and the name.
function readParameter(head: string, name: string, pointer: string): ParameterEntry {
  const location = LOCATION_OF.get(head.charAt(0));
  const given = STYLE_OF.get(head.charAt(1));
  const flags = head.slice(given ? 2 : 1);
  if (!location || !name || ![...flags].every((flag) => FLAGS.has(flag))) throw invalid(pointer, PARAMETER_FORMAT);
  const style = given ?? DEFAULT_STYLE[location];
  return {
    kind: "parameter",
    name,
    in: location,
    style,
    explode: flags.includes(FLAG.explode) || (EXPLODING.has(style) && !flags.includes(FLAG.keep)),
    required: location === "path" || flags.includes(FLAG.required),
    allowReserved: flags.includes(FLAG.reserved),
  };
}

// `<letters> <name>`: a letter per level.
function readNested(text: string, pointer: string): Entry<"nested"> {
  const space = text.indexOf(" ");
  const separators = [...text.slice(0, Math.max(space, 0))].map((letter) => SEPARATOR_OF.get(letter));
  if (space < 1 || !separators.every((separator): separator is Separator => separator !== undefined)) {
    throw invalid(pointer, NESTED_FORMAT);
  }
  return { kind: "nested", name: text.slice(space + 1), separators };
}

// `m <path> <type>` or `mh[!] <path> <header>`.
function readPart(head: string, rest: string, pointer: string): Entry<"part" | "partHeader"> {
  const match = PART_PATH.exec(rest);
  const header = head === KIND.partHeader || head === KIND.partHeader + FLAG.required;
  if (!match || (!header && head !== KIND.part)) throw invalid(pointer, PART_FORMAT);
  const path = match[1]!.split("."); // the pattern's groups always take part
  const value = match[2]!;
  if (!header) return { kind: "part", path, type: value };
  return { kind: "partHeader", path, name: value, required: head !== KIND.partHeader };
}

/**
 * Refuses a parameter record no table entry can hold: one of no name (an
 * Encoding Object's property `""`), which the table reads as malformed. A
 * description is refused where its table would be, with the same error.
 *
 * @example
 * const property = { name: "", in: "encoding", style: "form", explode: true, required: false, allowReserved: false } as const;
 * checkWritable({ kind: "parameter", ...property }, "#/routes/GET ~1x/1"); // throws
 */
export function checkWritable(parameter: ParameterEntry, pointer: string): void {
  if (!parameter.name) throw invalid(pointer, PARAMETER_FORMAT);
}

// Letter to name, for reading.
function inverse<T extends string>(letters: { readonly [K in T]: string }): ReadonlyMap<string, T> {
  return new Map(Object.entries(letters).map(([name, letter]) => [letter as string, name as T]));
}
