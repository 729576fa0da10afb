import { endpointError, atRoute } from "../util/errors.js";
import { normalizeMethod } from "../util/methods.js";
import { keep } from "../util/bounded-cache.js";
import type { RequestMethod } from "../types/index.js";

/**
 * A route string split into its parts; `method` is `undefined` for a
 * URL-only route, and always an own key (a polluted
 * `Object.prototype.method` is never read through it).
 */
export interface ParsedRoute {
  readonly method: RequestMethod | undefined;
  readonly url: string;
}

// One or two words, surrounded and separated by whitespace. Anchored, and
// each part can end only one way, so it runs in linear time.
const ROUTE = /^\s*(\S+)(?:\s+(\S+))?\s*$/;

/**
 * Splits `"<METHOD> <url>"` (or a bare URL) on runs of whitespace and
 * validates the method. Anything else (empty, three parts) is rejected rather
 * than guessed at. Programs use a handful of route strings over and over:
 * each is split once (bounded cache).
 *
 * @example
 * parseRoute(" get  /users/{user} "); // { method: "GET", url: "/users/{user}" }
 * parseRoute("/rate_limit");          // { method: undefined, url: "/rate_limit" }
 */
export function parseRoute(route: string): ParsedRoute {
  return CACHE.get(route) ?? splitRoute(route);
}

// Apart from parseRoute, whose calls mostly find the route cached: its
// closure would cost each of them an allocation.
function splitRoute(route: string): ParsedRoute {
  const parts = ROUTE.exec(route);
  if (!parts) throw endpointError("ERR_INVALID_ROUTE", route, ' (expected "<METHOD> <url>" or "<url>")');
  // Group 1 always matches (\S+); group 2 only when there are two parts.
  const first = parts[1]!;
  const url = parts[2];
  return keep(CACHE, route, () =>
    url === undefined ? { method: undefined, url: first } : { method: method(first, url), url },
  );
}

// The method of a two-part route; an unknown one names the route as written.
function method(word: string, url: string): RequestMethod {
  return atRoute({ method: word, url }, normalizeMethod, word);
}

const CACHE = new Map<string, ParsedRoute>();
