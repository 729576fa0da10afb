/** Where an error happened: merged options, or just a method and a URL. */
export interface RouteRef {
  readonly method?: unknown;
  readonly url?: unknown;
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
  const type = typeof value;
  return type === "string"
    ? JSON.stringify((value as string).length > 80 ? `${(value as string).slice(0, 80)}…` : value)
    : type === "bigint"
      ? `${value}n`
      : type === "function" || type === "symbol"
        ? `a ${type}`
        : type !== "object" || value === null
          ? String(value)
          : Array.isArray(value)
            ? "an array"
            : value instanceof Date
              ? String(value)
              : describeInstance(value as object);
}

/**
 * The ` for route "GET /x"` suffix of error messages, built only when an
 * error is thrown (the hot path passes the options object it already has).
 *
 * @example
 * forRoute({ method: "GET", url: "/repos/{owner}" }); // ' for route "GET /repos/{owner}"'
 */
export function forRoute({ method, url }: RouteRef): string {
  return typeof url === "string" && url
    ? ` for route ${describeValue(typeof method === "string" && method ? `${method} ${url}` : url)}`
    : "";
}

// "a Map", "an object": the class, unless it is Object (or hides its name).
function describeInstance(value: object): string {
  const name: unknown = Object.getPrototypeOf(value)?.constructor?.name;
  return typeof name === "string" && name && name !== "Object" ? `a ${name}` : "an object";
}
