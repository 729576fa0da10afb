import { EndpointError } from "./endpoint-error.js";
import { describeValue } from "./describe.js";
import { normalizeMethod } from "./methods.js";
import { BoundedCache } from "./bounded-cache.js";
import type { RequestMethod } from "./types.js";

/** A route string split into its parts; `method` is absent for a URL-only route. */
export interface ParsedRoute {
  readonly method?: RequestMethod;
  readonly url: string;
}

// Programs use a handful of route strings over and over: split each once.
// Long strings are not kept, so 1,000 entries stay small whatever comes in.
const CACHE = new BoundedCache<string, ParsedRoute>(1000);

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
  const cached = CACHE.get(route);
  if (cached) return cached;
  const [first, second, extra] = route.trim().split(/\s+/);
  if (!first || extra !== undefined) {
    throw new EndpointError("ERR_INVALID_ROUTE", `Invalid route ${describeValue(route)}: expected "<METHOD> <url>" or "<url>"`);
  }
  const parsed = second === undefined ? { url: first } : { method: normalizeMethod(first, { method: first, url: second }), url: second };
  return route.length > 2048 ? parsed : CACHE.set(route, parsed);
}
