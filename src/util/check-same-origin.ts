import { invalidOption } from "./errors.js";

// The WHATWG URL parser, as browsers, Node and Deno all have it (the library
// is type-checked without DOM or Node types).
declare const URL: new (input: string) => { origin: string };

/**
 * For `allowAbsoluteUrls: false`: throws `ERR_INVALID_OPTION` unless `url`
 * (a request URL, or a `baseUrl`) has the origin of `baseUrl`: the same
 * scheme, host and port, as the WHATWG URL parser reads them.
 *
 * @example
 * checkSameOrigin("url", "https://uploads.github.com/x", "https://api.github.com"); // throws
 */
export function checkSameOrigin(name: string, url: string, baseUrl: unknown): void {
  const origin = typeof baseUrl === "string" ? originOf(baseUrl) : undefined;
  if (origin !== undefined && originOf(url) === origin) return;
  const where = origin === undefined ? "no baseUrl to stay at" : `requests stay at ${origin}`;
  throw invalidOption(name, url, ` (allowAbsoluteUrls is false: ${where})`);
}

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}
