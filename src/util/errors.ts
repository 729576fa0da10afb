/**
 * Every error rest-endpoint throws for bad input: one class, one table of
 * codes and message prefixes, and the helpers that describe values and
 * routes the same way in every message.
 */

/**
 * Every `EndpointError#code`, and the words its message starts with. Messages
 * read `<prefix> <value>[ for route "<route>"][: <detail>]`.
 */
const PREFIXES = {
  ERR_INVALID_ROUTE: "Invalid route",
  ERR_INVALID_METHOD: "Unknown method",
  ERR_INVALID_OPTION: "Invalid option",
  ERR_MISSING_URL: "Missing option",
  ERR_INVALID_TEMPLATE: "Invalid URL template",
  ERR_MISSING_PARAMETER: "Missing parameter",
  ERR_INVALID_PARAMETER: "Invalid parameter",
  ERR_UNSAFE_PARAMETER: "Unsafe parameter",
  ERR_INVALID_HEADER: "Invalid header",
  ERR_BODY_NOT_ALLOWED: "Invalid option",
} as const;

/** A stable code carried by `EndpointError#code`. */
export type EndpointErrorCode = keyof typeof PREFIXES;

/**
 * Every code an `EndpointError` can carry, for exhaustive handling.
 *
 * @example
 * ERROR_CODES.includes(error.code); // true for every EndpointError
 */
export const ERROR_CODES = Object.freeze(Object.keys(PREFIXES)) as readonly EndpointErrorCode[];

/**
 * The one error type rest-endpoint throws for bad input. It extends
 * `TypeError` (bad input is a kind of misuse) and carries a stable `code`.
 *
 * @example
 * try {
 *   endpoint("GET /repos/{owner}/{repo}", { owner: "octokit" });
 * } catch (error) {
 *   if (error instanceof EndpointError && error.code === "ERR_MISSING_PARAMETER") {
 *     console.error(error.message);
 *     // Missing parameter "repo" for route "GET /repos/{owner}/{repo}"
 *   }
 * }
 */
export class EndpointError extends TypeError {
  /** A stable, documented identifier; match on this rather than on the message. */
  readonly code: EndpointErrorCode;

  constructor(code: EndpointErrorCode, message: string) {
    super(message);
    this.name = "EndpointError";
    this.code = code;
  }
}

/** Where an error happened: merged options, or just a method and a URL. */
export interface RouteRef {
  readonly method?: unknown;
  readonly url?: unknown;
}

/**
 * The error for bad input: `<prefix> <subject>[ for route "<route>"]<detail>`,
 * the prefix read from the code's row of the table.
 *
 * @example
 * throw fail("ERR_INVALID_HEADER", "x-a", { method: "GET", url: "/x" }, ': "a\\nb"');
 * // EndpointError: Invalid header "x-a" for route "GET /x": "a\nb"
 */
export function fail(code: EndpointErrorCode, subject: unknown, route: RouteRef, detail = ""): EndpointError {
  const message = `${PREFIXES[code]} ${describeValue(subject)}${forRoute(route)}${detail}`;
  return new EndpointError(code, message);
}

/**
 * The `ERR_INVALID_OPTION` error for a bad value of option `name`.
 *
 * @example
 * throw invalidOption("headers", { method: "GET", url: "/x" }, []);
 * // EndpointError: Invalid option "headers" for route "GET /x": an array
 */
export function invalidOption(name: string, route: RouteRef, value: unknown, detail = ""): EndpointError {
  return fail("ERR_INVALID_OPTION", name, route, `: ${describeValue(value)}${detail}`);
}

/**
 * The `ERR_INVALID_PARAMETER` error: a value with no URL form.
 *
 * @example
 * throw invalidParameter("since", { method: "GET", url: "/x" }, new Date(NaN));
 * // Invalid parameter "since" for route "GET /x": Invalid Date
 */
export function invalidParameter(name: string, route: RouteRef, value: unknown, detail = ""): EndpointError {
  return fail("ERR_INVALID_PARAMETER", name, route, `: ${describeValue(value)}${detail}`);
}

/**
 * Renders any value for an error message: strings quoted with JSON escapes
 * (so "\r\n" and lone surrogates show) and cut after 80 characters, since an
 * attacker-sized value must not make an attacker-sized message; other values
 * by their kind.
 *
 * @example
 * describeValue("a\nb"); // '"a\\nb"'
 * describeValue([1]);    // "an array"
 */
export function describeValue(value: unknown): string {
  if (typeof value === "string") {
    return JSON.stringify(value.length > 80 ? `${value.slice(0, 80)}…` : value);
  }
  if (typeof value === "bigint") return `${value}n`;
  if (typeof value === "function" || typeof value === "symbol") return `a ${typeof value}`;
  if (typeof value !== "object" || value === null) return String(value);
  if (Array.isArray(value)) return "an array";
  if (value instanceof Date) return String(value);
  return describeInstance(value);
}

/**
 * The ` for route "GET /x"` part of error messages, built only when an error
 * is thrown (the hot path passes the options object it already has).
 *
 * @example
 * forRoute({ method: "GET", url: "/repos/{owner}" }); // ' for route "GET /repos/{owner}"'
 */
function forRoute(route: RouteRef): string {
  // Own values only: a polluted Object.prototype.url must not show up here
  // (Object.hasOwn, since errors.ts imports nothing: every module imports it).
  const method = Object.hasOwn(route, "method") ? route.method : undefined;
  const url = Object.hasOwn(route, "url") ? route.url : undefined;
  if (typeof url !== "string" || !url) return "";
  return ` for route ${describeValue(typeof method === "string" && method ? `${method} ${url}` : url)}`;
}

// "a Map", "an object": the class, unless it is Object (or hides its name).
function describeInstance(value: object): string {
  const proto = Object.getPrototypeOf(value) as { constructor?: { name?: unknown } } | null;
  const name = proto?.constructor?.name;
  return typeof name === "string" && name && name !== "Object" ? `a ${name}` : "an object";
}
