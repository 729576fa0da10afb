// How the URL a call returns is read on the way to a handler, for the URL
// fuzz tests: the WHATWG reference parser (`whatwg-url`, which every fetch
// follows; Node's own URL has lagged it, e.g. leaving `/a/.b/..` unresolved)
// and models of servers that normalise further before routing.
import { URL as ReferenceURL } from "whatwg-url";

/** A URL as the WHATWG reference implementation parses it, or undefined if it does not. */
export function referenceParse(url: string): ReferenceURL | undefined {
  return ReferenceURL.canParse(url) ? new ReferenceURL(url) : undefined;
}

/** A server model: the path segments a request URL's path is routed by. */
export interface ServerModel {
  readonly name: string;
  segments(pathname: string): string[];
}

// A segment as servers compare it with "." and "..": %2e decoded, ";params" dropped (Tomcat).
const asDots = (segment: string) => segment.replace(/;.*/s, "").replace(/%2e/gi, ".");

/**
 * Servers that decode `%2F` and `%5C` (and read `\`) as separators before
 * routing: nginx, Go's net/http, Flask/Werkzeug, Tomcat.
 *
 * @example
 * DECODES_SLASHES.segments("/a%2Fb"); // ["", "a", "b"]
 */
export const DECODES_SLASHES: ServerModel = {
  name: "decodes %2f and %5c",
  segments: (pathname) => pathname.split(/\/|\\|%2f|%5c/i),
};

/**
 * Servers that merge `//` into `/` (nginx's merge_slashes, Go's redirect to
 * the cleaned path): empty segments disappear.
 *
 * @example
 * MERGES_SLASHES.segments("/a//b"); // ["", "a", "b"]
 */
export const MERGES_SLASHES: ServerModel = {
  name: "merges //",
  segments: (pathname) => pathname.replace(/\/{2,}/g, "/").split("/"),
};

/**
 * The segments a server resolves away: `.` and `..` (as read after its
 * decoding), which would move the request up the path.
 *
 * @example
 * dotSegmentsFor(DECODES_SLASHES, "/a/b%2F..%2Fc"); // [".."]
 */
export function dotSegmentsFor(model: ServerModel, pathname: string): string[] {
  return model.segments(pathname).filter((segment) => {
    const dots = asDots(segment);
    return dots === "." || dots === "..";
  });
}
