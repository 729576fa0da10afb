import type { Entry, Location } from "./table-entry.js";
import type { ServerVariables } from "./server-variables.js";
import type { Parts } from "./part-encodings.js";
import type { StyledParameter } from "../template/expand-styles.js";

export { invalid } from "./table-checks.js";
export { checkServer } from "./check-server.js";

/**
 * The compact route table: what the runtime needs of an OpenAPI description,
 * as JSON (docs/openapi.md describes it). `rest-endpoint openapi <file>`
 * prints it; `.defaults({ openapi })` takes it as well as a description.
 *
 * @example
 * const table: RouteTable = {
 *   "openapi-routes": 1,
 *   server: "https://api.example.com/v1",
 *   routes: { "GET /pets/{petId}": ["p petId", "q! fields", "h X-Request-Id"] },
 * };
 */
export interface RouteTable {
  readonly "openapi-routes": 1;
  /** The first https server's URL (else the first's), `{name}` for a variable; absent when none or a relative one. */
  readonly server?: string;
  /** The variables of the servers' URLs: `{ "region": { "default": "eu", "enum": ["eu", "us"] } }`. */
  readonly variables?: { readonly [name: string]: { readonly default: string; readonly enum?: readonly string[] } };
  /**
   * Per route, its parameters (`"<in><style><flags> <name>"`), body (`"b[!] <type>"`), the parts of a
   * positional multipart body (`"m <position> <type>"`, `"mh[!] <position> <header>"`), body
   * properties (its schema's top-level names) (`"k <name>"`), the response media types for `accept`
   * (`"a <types>"`), Swagger 2.0's nested lists (`"n <letters> <name>"`) and server (`"s <url>"`).
   */
  readonly routes: { readonly [route: string]: readonly string[] };
}

/**
 * A route table as records: what the compilers build and the runtime reads
 * (a {@link RouteTable}'s entries are read into these). Its entry lists are
 * shared as the table's are. Every key is its own, `undefined` when the
 * table has none: an inherited `server` (a polluted prototype) is never read.
 *
 * @example
 * const records: RouteRecords = {
 *   server: undefined,
 *   variables: undefined,
 *   routes: { "GET /pets/{petId}": [{ kind: "accept", types: "application/json" }] },
 * };
 */
export interface RouteRecords {
  readonly server: string | undefined;
  readonly variables: RouteTable["variables"];
  readonly routes: { readonly [route: string]: readonly Entry[] };
}

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

/** One operation, ready for the runtime. */
export interface Operation {
  /** `"GET /pets/{petId}"`, as the description writes it. */
  readonly route: string;
  readonly path: string;
  /** The path as an RFC 6570 template: each placeholder in its style (`{.x}`, `{;x*}`), `:name` literal. */
  readonly template: string;
  /** Path parameter names and the template variable each fills. */
  readonly pathVars: ReadonlyArray<{ readonly name: string; readonly key: string }>;
  /** Its parameters by location, in declaration order. */
  readonly parameters: { readonly [L in Location]: readonly Parameter[] };
  /** Every declared name: these never go to the query string or body as leftovers. */
  readonly names: ReadonlySet<string>;
  /** The body's media type; `name`: Swagger 2.0's `in: body` parameter, whose value is the body. */
  readonly body: { readonly type: string; readonly required: boolean; readonly name?: string } | undefined;
  /** A positional multipart body's parts (OpenAPI 3.2 `prefixEncoding`, `itemEncoding`). */
  readonly parts: Parts | undefined;
  /** The properties of the body's schema: declared, so no near miss of an option (`Url`), and their near misses refused. */
  readonly fields: ReadonlySet<string>;
  /** Swagger 2.0 lists of lists: per parameter name, what joins each level below its own. */
  readonly nested: ReadonlyMap<string, readonly string[]> | undefined;
  /** The `accept` header its responses' media types make, unless the call or the defaults give one. */
  readonly accept: string | undefined;
  /** A server URL template of the path item or the operation, overriding the document's. */
  readonly server: string | undefined;
  /**
   * A relative (or not http) server URL of the path item or the operation
   * (`/v2`): relative to where the description was read from, so a call
   * needs a `baseUrl` (the document's server is not this operation's).
   */
  readonly unresolvedServer: string | undefined;
  /** The parameters that must have a value, of every location. */
  readonly required: readonly Parameter[];
  /**
   * The form-style query parameters RFC 6570 can write in one expression
   * (`{&a,b*}`), and that expression; the other query parameters are written
   * one by one. Undefined when there are none.
   */
  readonly form: { readonly expression: string; readonly parameters: readonly Parameter[] } | undefined;
  /** The query parameters not in `form`, in declaration order. */
  readonly styled: readonly Parameter[];
  /** The path, query and header parameters with a `separator`. */
  readonly joined: readonly Parameter[];
}

/** A route with a suffix (`GET /pets{?tags*}`) found in a description: the operation and its template. */
export interface Match {
  readonly operation: Operation;
  readonly template: string;
  /** The names the suffix expands (the route's own expression wins for those). */
  readonly suffix: ReadonlySet<string>;
}

/** A compiled description: its operations by route, and its server. */
export interface Api {
  readonly operations: ReadonlyMap<string, Operation>;
  /** Each operation's route as a match: one lookup per call, nothing allocated. */
  readonly exact: ReadonlyMap<string, Match>;
  /** The document's server URL template (`https://{region}.api.test`). */
  readonly server: string | undefined;
  /** The variables of every server URL template. */
  readonly variables: ServerVariables;
  /** Every declared name (parameter or body property) that is a near miss of an option name. */
  readonly nearNames: ReadonlySet<string>;
  /** Routes with a suffix, matched once (bounded). */
  readonly matches: Map<string, Match>;
  /** Methods beyond the seven that the description declares (`QUERY`, `COPY`), spelled as sent. */
  readonly methods: ReadonlySet<string>;
}
