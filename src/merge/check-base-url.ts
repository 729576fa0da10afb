import { invalidOption } from "../util/errors.js";

// The WHATWG URL parser, as browsers, Node and Deno all have it (the library
// is type-checked without DOM or Node types).
declare const URL: new (input: string) => {
  origin: string;
  protocol: string;
  username: string;
  password: string;
  host: string;
  port: string;
};

// The last baseUrl accepted: parse() of hand-made options checks it again
// on every call, and a URL parse is the dearest step of that check.
let lastBaseUrl = "";

/**
 * Validates `baseUrl`: an absolute `http:` or `https:` URL that the WHATWG
 * URL parser (the one fetch uses) accepts and reads with the host exactly
 * as written, since the request goes to the host the parser reads, not the
 * one a person reads. So no backslash (read as `/`: `https://evil.com\.api.github.com`
 * is host `evil.com`), no whitespace or controls (tabs and newlines are
 * dropped), no user name or password, a valid port, and no spelling the
 * parser rewrites (`127.1`, `%2e`, full-width letters; an IDN host is
 * written in its ASCII `xn--` form, which the message shows). An explicit
 * default port (`:443`) is fine. No query or fragment, since the path is
 * appended to it.
 *
 * @example
 * checkBaseUrl("https://ghe.example.com/api/v3"); // "https://ghe.example.com/api/v3"
 * checkBaseUrl("https://a.com:99999");            // throws ERR_INVALID_OPTION
 */
export function checkBaseUrl(value: unknown): string {
  if (value === lastBaseUrl && lastBaseUrl) return lastBaseUrl;
  const problem = typeof value === "string" ? baseUrlProblem(value) : "expected an absolute http(s) URL";
  if (problem) throw invalidOption("baseUrl", value, ` (${problem})`);
  return (lastBaseUrl = value as string);
}

function baseUrlProblem(value: string): string {
  if (value.includes("\\")) return 'a backslash, which URL parsers read as "/"';
  if (!/^https?:\/\/[^\s\p{Cc}]*$/iu.test(value)) return "expected an absolute http(s) URL";
  if (/[?#]/.test(value)) return "expected no query or fragment: the path is appended to it";
  let url;
  try {
    url = new URL(value);
  } catch {
    return "not a valid URL";
  }
  if (url.username || url.password) return "expected no user name or password";
  // The host as written, lowercased as ASCII: a non-ASCII host (an IDN) is
  // different from what the parser reads by definition.
  const written = value.slice(value.indexOf("//") + 2).split("/", 1)[0];
  const ascii = /^[\x21-\x7e]*$/.test(written) ? written.toLowerCase() : "";
  const defaultPort = url.protocol === "https:" ? ":443" : ":80";
  if (ascii === url.host || (url.port === "" && ascii === url.host + defaultPort)) return "";
  return `the URL parser reads the host as ${JSON.stringify(url.host)}; write it that way`;
}

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
