// Error messages quote user input; an attacker-sized value must not turn into
// an attacker-sized message, so quoted strings are shortened.
const MAX_QUOTED = 80;

/**
 * Renders any value for an error message: strings quoted (and shortened),
 * everything else by its kind.
 *
 * @example
 * describeValue("a\nb"); // '"a\\nb"'
 * describeValue([1]);    // "an array"
 */
export function describeValue(value: unknown): string {
  if (typeof value === "string") {
    const quoted = JSON.stringify(value.length > MAX_QUOTED ? value.slice(0, MAX_QUOTED) : value);
    return value.length > MAX_QUOTED ? `${quoted.slice(0, -1)}…" (${value.length} characters)` : quoted;
  }
  if (value === null || value === undefined || typeof value === "number" || typeof value === "boolean") {
    return String(value);
  }
  if (typeof value === "bigint") return `${value}n`;
  if (typeof value === "symbol") return "a symbol";
  if (typeof value === "function") return "a function";
  if (Array.isArray(value)) return "an array";
  const name = (Object.getPrototypeOf(value) as { constructor?: { name?: unknown } } | null)?.constructor?.name;
  return typeof name === "string" && name !== "Object" && name !== "" ? `an instance of ${name}` : "an object";
}

/** Where an error happened: merged options, or just a method and a URL. */
export interface RouteRef {
  readonly method?: unknown;
  readonly url?: unknown;
}

/**
 * The ` for route "GET /x"` suffix of error messages, built only when an
 * error is thrown (the hot path passes the options object it already has).
 * Empty when nothing is known about the route yet.
 *
 * @example
 * forRoute({ method: "GET", url: "/repos/{owner}" }); // ' for route "GET /repos/{owner}"'
 */
export function forRoute({ method, url }: RouteRef): string {
  if (typeof url !== "string" || url === "") return "";
  const route = typeof method === "string" && method !== "" ? `${method} ${url}` : url;
  return ` for route ${describeValue(route)}`;
}
