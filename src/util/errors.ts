/**
 * Every error rest-endpoint throws for bad input: one class, one table of
 * codes and message prefixes, and the helpers that describe values and
 * routes the same way in every message.
 */
import { describeValue, oneLine } from "./describe-value.js";

/**
 * Every `EndpointError#code`, and the words its message starts with. Messages
 * read `<prefix> <value>[ for route "<route>"][: <detail>]`; the route is
 * added by {@link withRoute}.
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

/**
 * A stable code carried by `EndpointError#code`: one of {@link ERROR_CODES}.
 *
 * @example
 * const code: EndpointErrorCode = error.code; // "ERR_MISSING_PARAMETER", ...
 */
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
    // One log line whatever the message was built from (see oneLine).
    super(oneLine(message));
    this.name = "EndpointError";
    this.code = code;
  }
}

/** Where an error happened: merged options, or just a method and a URL. */
export interface RouteRef {
  readonly method?: unknown;
  readonly url?: unknown;
}

// Where ` for route "..."` goes in the message of an error that does not
// name its route yet: right after the subject. Module-private, so the error
// object itself carries nothing extra.
const ROUTE_AT = new WeakMap<EndpointError, number>();

/**
 * The error for bad input: `<prefix> <subject><detail>`, the prefix read from
 * the code's row of the table. The code that took the call in (merge, parse,
 * `toFetchArgs`) names the route with {@link withRoute}; a route string is its
 * own subject, so an `ERR_INVALID_ROUTE` error names none.
 *
 * @example
 * throw withRoute(endpointError("ERR_INVALID_HEADER", "x-a", ': "a\\nb"'), { method: "GET", url: "/x" });
 * // EndpointError: Invalid header "x-a" for route "GET /x": "a\nb"
 */
export function endpointError(code: EndpointErrorCode, subject: unknown, detail = ""): EndpointError {
  const head = `${PREFIXES[code]} ${describeValue(subject)}`;
  const error = new EndpointError(code, head + detail);
  if (code !== "ERR_INVALID_ROUTE") ROUTE_AT.set(error, head.length);
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

/**
 * Names the route in an error thrown below the code that took the call in:
 * ` for route "GET /x"` after the subject, from the own `method` and `url`
 * of `route` (nothing when it has no URL). Once: an error that names its
 * route already, and any other value, is returned as it is. Rethrow it.
 *
 * @example
 * try {
 *   mergeHeaders({}, { "x-a": "a\nb" });
 * } catch (error) {
 *   throw withRoute(error, { method: "GET", url: "/x" }); // Invalid header "x-a" for route "GET /x": "a\nb"
 * }
 */
export function withRoute(error: unknown, route: RouteRef): unknown {
  const at = ROUTE_AT.get(error as EndpointError);
  if (at === undefined) return error;
  const { message } = error as EndpointError;
  ROUTE_AT.delete(error as EndpointError);
  (error as EndpointError).message = message.slice(0, at) + forRoute(route) + message.slice(at);
  return error;
}

// The ` for route "GET /x"` part of error messages, built only when an error
// is thrown (the hot path passes the options object it already has).
function forRoute(route: RouteRef): string {
  // Own values only: a polluted Object.prototype.url must not show up here.
  const method = Object.hasOwn(route, "method") ? route.method : undefined;
  const url = Object.hasOwn(route, "url") ? route.url : undefined;
  if (typeof url !== "string" || !url) return "";
  return ` for route ${describeValue(typeof method === "string" && method ? `${method} ${url}` : url)}`;
}
