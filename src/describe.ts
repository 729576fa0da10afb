/** Where an error happened: merged options, or just a method and a URL. */
export interface RouteRef {
  readonly method?: unknown;
  readonly url?: unknown;
}

/**
 * Renders any value for an error message: strings quoted with JSON escapes
 * (so "\r\n" and lone surrogates show) and shortened, since an attacker-sized
 * value must not make an attacker-sized message; other values by their kind.
 *
 * @example
 * describeValue("a\nb"); // '"a\\nb"'
 * describeValue([1]);    // "an array"
 */
export function describeValue(value: unknown): string {
  const type = typeof value;
  if (type === "string") {
    const text = value as string;
    return JSON.stringify(text.length > 80 ? `${text.slice(0, 80)}…` : text);
  }
  if (type === "bigint") return `${value}n`;
  if (type === "function" || type === "symbol") return `a ${type}`;
  if (type !== "object" || value === null) return String(value);
  if (Array.isArray(value)) return "an array";
  const name = (Object.getPrototypeOf(value) as { constructor?: { name?: string } } | null)?.constructor?.name;
  return typeof name === "string" && name && name !== "Object" ? `a ${name}` : "an object";
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
