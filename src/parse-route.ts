import { EndpointError } from "./endpoint-error.js";
import { describeValue } from "./describe.js";

/** A route string split into its parts; `method` is absent for a URL-only route. */
export interface ParsedRoute {
  method?: string;
  url: string;
}

const WHITESPACE = /\s+/;

/**
 * Splits `"<METHOD> <url>"` (or a bare URL) on runs of whitespace. Anything
 * else (empty, three parts) is rejected rather than guessed at.
 *
 * @example
 * parseRoute(" get  /users/{user} "); // { method: "get", url: "/users/{user}" }
 * parseRoute("/rate_limit");          // { url: "/rate_limit" }
 */
export function parseRoute(route: string): ParsedRoute {
  const parts = route.trim().split(WHITESPACE);
  if (parts.length === 1 && parts[0] !== "") return { url: parts[0] };
  if (parts.length === 2) return { method: parts[0], url: parts[1] };
  throw new EndpointError(
    "ERR_INVALID_ROUTE",
    `Invalid route ${describeValue(route)}: expected "<METHOD> <url>" or "<url>"`,
  );
}
