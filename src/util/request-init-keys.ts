/**
 * The keys of a result's `request` that `toFetchArgs()` passes on to fetch,
 * each with what fetch accepts for it: a list of its values, or the type of
 * value. They say how fetch handles the request and its response (cancel it,
 * follow redirects, use the cache, check the body's integrity, outlive the
 * page, its priority, CORS mode), not what it sends or who sees it:
 * `credentials`, `referrer` and `referrerPolicy` would add cookies or the
 * page's address, `dispatcher` is one runtime's own. Nothing else of
 * `request` (agents, timeouts, hooks of other clients) reaches fetch.
 *
 * @example
 * Object.keys(REQUEST_INIT_KEYS); // ["signal", "keepalive", "integrity", "redirect", "cache", "mode", "priority"]
 */
export const REQUEST_INIT_KEYS = {
  signal: "AbortSignal",
  keepalive: "boolean",
  integrity: "string",
  redirect: ["follow", "error", "manual"],
  cache: ["default", "no-store", "reload", "no-cache", "force-cache", "only-if-cached"],
  // "navigate" is for browsers' own navigations: fetch refuses it.
  mode: ["cors", "no-cors", "same-origin"],
  priority: ["high", "low", "auto"],
} as const;

/** A key of {@link REQUEST_INIT_KEYS}. */
export type RequestInitKey = keyof typeof REQUEST_INIT_KEYS;
