import { fail } from "./endpoint-error.js";
import { normalizeMethod } from "./methods.js";
import { remember } from "./bounded-cache.js";
import type { RequestMethod } from "./types.js";

/** A route string split into its parts; `method` is absent for a URL-only route. */
export interface ParsedRoute {
  readonly method?: RequestMethod;
  readonly url: string;
}

// Programs use a handful of route strings over and over: split each once.
const CACHE = new Map<string, ParsedRoute>();

/**
 * Splits `"<METHOD> <url>"` (or a bare URL) on runs of whitespace and
 * validates the method. Anything else (empty, three parts) is rejected rather
 * than guessed at.
 *
 * @example
 * parseRoute(" get  /users/{user} "); // { method: "GET", url: "/users/{user}" }
 * parseRoute("/rate_limit");          // { url: "/rate_limit" }
 */
export function parseRoute(route: string): ParsedRoute {
  return remember(CACHE, route, () => {
    const [first, url, extra] = route.trim().split(/\s+/);
    if (!first || extra !== undefined) throw fail("ERR_INVALID_ROUTE", "Invalid route", route, {}, ' (expected "<METHOD> <url>" or "<url>")');
    return url === undefined ? { url: first } : { method: normalizeMethod(first, { method: first, url }), url };
  });
}
