/**
 * Every error rest-endpoint throws for bad input: one class, one table of
 * codes and message prefixes, and the one place an error learns the route
 * of the call it belongs to ({@link withRoute}).
 */
import { describeValue, fieldText, oneLine } from "./describe-value.js";
import { ownValue } from "./own.js";

/**
 * Every `EndpointError#code`: the words its message starts with, and the
 * field that names what is at fault, if any. Messages read
 * `<prefix> <subject>[ for route "<route>"][: <detail>]`.
 */
// A body given where the method takes none is an invalid option too.
const INVALID_OPTION = ["Invalid option", "option"] as const;

const CODES = {
  ERR_INVALID_ROUTE: ["Invalid route"],
  ERR_INVALID_METHOD: ["Unknown method"],
  ERR_INVALID_OPTION: INVALID_OPTION,
  ERR_MISSING_URL: ["Missing option", "option"],
  ERR_INVALID_TEMPLATE: ["Invalid URL template"],
  ERR_MISSING_PARAMETER: ["Missing parameter", "parameter"],
  ERR_INVALID_PARAMETER: ["Invalid parameter", "parameter"],
  ERR_UNSAFE_PARAMETER: ["Unsafe parameter", "parameter"],
  ERR_INVALID_HEADER: ["Invalid header", "header"],
  ERR_BODY_NOT_ALLOWED: INVALID_OPTION,
} as const satisfies { [code: string]: Row };

// Every field an error may carry (see Facts).
const FACTS = ["route", "parameter", "option", "header"] as const;

/** A row of the table: a message prefix, and the field that names what is at fault. */
type Row = readonly [prefix: string, field?: Field];

/**
 * A stable code carried by `EndpointError#code`: one of {@link ERROR_CODES}.
 *
 * @example
 * const code: EndpointErrorCode = error.code; // "ERR_MISSING_PARAMETER", ...
 */
export type EndpointErrorCode = keyof typeof CODES;

/**
 * Every code an `EndpointError` can carry, for exhaustive handling.
 *
 * @example
 * ERROR_CODES.includes(error.code); // true for every EndpointError
 */
// Both calls marked pure: a bundle that never reads the list drops it
// (esbuild keeps an outer pure call whose argument is an unmarked one).
export const ERROR_CODES = /* @__PURE__ */ Object.freeze(
  /* @__PURE__ */ Object.keys(CODES),
) as readonly EndpointErrorCode[];

// The message around the place of the route, as endpointError built it, per
// error, until the error leaves the entry of its call (see withRoute). Only
// this module reaches it: an error of another copy of the class, or made
// with `new`, has none here.
const PARTS = new WeakMap<object, MessageParts>();

// The brand of EndpointError's instances, the same symbol in every copy of the class.
const BRAND = Symbol.for("rest-endpoint.EndpointError");

/**
 * The one error type rest-endpoint throws for bad input. It extends
 * `TypeError` (bad input is a kind of misuse) and carries a stable `code`,
 * the route of the call and the name at fault as fields.
 *
 * @example
 * try {
 *   endpoint("GET /repos/{owner}/{repo}", { owner: "octokit" });
 * } catch (error) {
 *   if (error instanceof EndpointError && error.code === "ERR_MISSING_PARAMETER") {
 *     console.error(error.message); // Missing parameter "repo" for route "GET /repos/{owner}/{repo}"
 *     error.parameter; // "repo"
 *     error.route;     // "GET /repos/{owner}/{repo}"
 *   }
 * }
 */
export class EndpointError extends TypeError {
  // Every copy of the class brands its errors (on its prototype, not
  // enumerable), with the symbol Symbol.for() returns for this key in every copy.
  static {
    Object.defineProperty(this.prototype, BRAND, { value: true });
  }

  /** A stable, documented identifier; match on this rather than on the message. */
  readonly code: EndpointErrorCode;
  // The fields below are declared, not initialized: an error has only those it knows.
  /** The call's route as the message names it (`"GET /repos/{owner}/{repo}"`, or a URL alone); absent when the call has none yet, and on `ERR_INVALID_ROUTE`. */
  declare readonly route?: string;
  /** `ERR_MISSING_PARAMETER`, `ERR_INVALID_PARAMETER`, `ERR_UNSAFE_PARAMETER`: the parameter at fault (several comma-separated, as in the message). */
  declare readonly parameter?: string;
  /** `ERR_INVALID_OPTION`, `ERR_MISSING_URL`, `ERR_BODY_NOT_ALLOWED`: the option at fault (`"url"`, `"headers"`, `"data"`, ...). */
  declare readonly option?: string;
  /** `ERR_INVALID_HEADER`: the header at fault, as given (its name, never its value). */
  declare readonly header?: string;

  /**
   * Every field follows the rules of the message, since fields are logged
   * as messages are: cut after 80 characters, and with control, line
   * separator and bidi characters written as `\uXXXX` escapes.
   */
  constructor(code: EndpointErrorCode, message: string, facts: Facts = {}) {
    // One log line whatever the message was built from (see oneLine).
    super(oneLine(message));
    this.name = "EndpointError";
    this.code = code;
    // The known fields only, each a string: a field is text for a log.
    for (const key of FACTS) {
      const value = ownValue(facts, key);
      if (typeof value === "string") (this as { -readonly [K in keyof Facts]: string })[key] = fieldText(value);
    }
  }

  /**
   * `error instanceof EndpointError` holds for an error of any copy of this
   * class: the CommonJS and the ES module builds are two copies (a program
   * may load both), and so are bundles. Such errors carry a brand, a symbol
   * from the global registry. A subclass is matched as classes are, by its
   * prototype chain.
   *
   * @example
   * errorFromTheCommonJsBuild instanceof EndpointError; // true in the ES module build too
   */
  static override [Symbol.hasInstance]<T>(this: abstract new (...args: never[]) => T, value: unknown): value is T {
    if ((this as unknown) !== EndpointError) return Function.prototype[Symbol.hasInstance].call(this, value);
    return typeof value === "object" && value !== null && (value as { [BRAND]?: unknown })[BRAND] === true;
  }
}

/** The fields an `EndpointError` may carry besides its code. */
type Facts = Partial<Pick<EndpointError, "route" | Field>>;

/** The fields that name what is at fault. */
type Field = "parameter" | "option" | "header";

/** The route of a call: merged options, or just a method and a URL. */
export interface RouteRef {
  readonly method?: unknown;
  readonly url?: unknown;
}

/** A message as endpointError builds it, around the place of the route. */
interface MessageParts {
  /** `<prefix> <subject>`. */
  readonly head: string;
  readonly detail: string;
  /** The field that names what is at fault, if the error has it. */
  readonly field: Field | undefined;
}

/**
 * The error for bad input: `<prefix> <subject><detail>`, the prefix read
 * from the code's row of the table. A string subject is also the field the
 * code's row names (`parameter`, `option`, `header`). The helpers that
 * build errors know only the value and the name at fault: the entry that
 * took the call in adds its route on the way out ({@link withRoute}).
 *
 * @example
 * throw endpointError("ERR_INVALID_HEADER", "x-a", ': "a\\nb"');
 * // EndpointError: Invalid header "x-a": "a\nb" (and, through parse, Invalid header "x-a" for route "GET /x": "a\nb")
 */
export function endpointError(code: EndpointErrorCode, subject: unknown, detail = ""): EndpointError {
  const [prefix, row]: Row = CODES[code];
  const field = row && typeof subject === "string" ? row : undefined;
  const head = `${prefix} ${describeValue(subject)}`;
  const error = new EndpointError(code, head + detail, field ? { [field]: subject } : {});
  // A route string is its own subject: an ERR_INVALID_ROUTE error names no other.
  if (code !== "ERR_INVALID_ROUTE") PARTS.set(error, { head, detail, field });
  return error;
}

/**
 * `error` as it leaves the entry that took a call to `route` in (merge,
 * parse, `toFetchArgs`, a route string's split): an `EndpointError` built
 * below it by {@link endpointError} names the route, from the route's own
 * `method` and `url` (nothing when it has no URL), in its message
 * (`<prefix> <subject> for route "<route>"<detail>`) and its `route` field.
 * The first entry an error leaves names it, so an error of a nested call (a
 * getter that calls `endpoint()`) keeps its own route; an error made with
 * `new`, any other value, and an `ERR_INVALID_ROUTE` error pass unchanged.
 * Entries catch only to add this, and throw what it returns.
 *
 * @example
 * try {
 *   mergeHeaders({}, { "x-a": "a\nb" });
 * } catch (error) {
 *   throw withRoute(error, { method: "GET", url: "/x" }); // Invalid header "x-a" for route "GET /x": its value has ...
 * }
 */
export function withRoute(error: unknown, route: RouteRef): unknown {
  // A WeakMap has no entry for a primitive (its get() is undefined).
  const parts = PARTS.get(error as object);
  // Once: the first entry an error leaves names it, an outer one nothing more.
  PARTS.delete(error as object);
  const text = parts && routeText(route);
  if (!parts || text === undefined) return error;
  // The route in the message, after the subject, and in the `route` field.
  const named = error as { message: string } & { -readonly [K in keyof Facts]?: string };
  named.message = oneLine(`${parts.head} for route ${describeValue(text)}${parts.detail}`);
  // Own keys in the order the constructor writes them when given both: the route first.
  const { field } = parts;
  const value = field && named[field];
  if (field) delete named[field];
  named.route = fieldText(text);
  if (field && value !== undefined) named[field] = value;
  return error;
}

/**
 * The `ERR_INVALID_OPTION` error for a bad value of option `name`.
 *
 * @example
 * throw invalidOption("headers", []);
 * // EndpointError: Invalid option "headers": an array
 */
export function invalidOption(name: string, value: unknown, detail = ""): EndpointError {
  return endpointError("ERR_INVALID_OPTION", name, `: ${describeValue(value)}${detail}`);
}

/**
 * The `ERR_INVALID_PARAMETER` error: a value with no URL form.
 *
 * @example
 * throw invalidParameter("since", new Date(NaN));
 * // Invalid parameter "since": Invalid Date
 */
export function invalidParameter(name: string, value: unknown, detail = ""): EndpointError {
  return endpointError("ERR_INVALID_PARAMETER", name, `: ${describeValue(value)}${detail}`);
}

// The route as error messages name it, "GET /x" (or "/x"), from the own
// values of `route` only: a polluted Object.prototype.url must not show up.
function routeText(route: RouteRef): string | undefined {
  const method = ownValue(route, "method");
  const url = ownValue(route, "url");
  if (typeof url !== "string" || !url) return undefined;
  return typeof method === "string" && method ? `${method} ${url}` : url;
}
