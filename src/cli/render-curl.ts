import { toFetchArgs, type RequestOptions } from "../openapi.js";
import { CliError } from "./cli-error.js";
import { quoteShell } from "./shell-quote.js";
import { describeValue } from "../util/describe-value.js";
import { LONE_SURROGATE } from "../util/lone-surrogate.js";
import { formWords, isCurlForm } from "./curl-form.js";

// Linux refuses a single argument longer than this (MAX_ARG_STRLEN is
// 32 pages including the terminating NUL): a larger body goes through a pipe.
const MAX_ARGUMENT_BYTES = 131071;
// curl reads `[]{}` in a URL as a glob pattern unless told not to.
const GLOB = /[[\]{}]/;
// curl removes `.` and `..` segments from the path unless told not to.
const DOT_SEGMENT = /\/\.\.?(?=[/?#]|$)/;
/**
 * An environment variable name, safe to write as `"${NAME:?}"`.
 *
 * @example
 * VARIABLE_NAME.test("GITHUB_TOKEN"); // true
 */
export const VARIABLE_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
// Headers curl adds by itself when the command does not set them.
const CURL_DEFAULTS = ["accept", "user-agent"];
// Over this many bytes of body curl adds "expect: 100-continue" (over 1 MiB
// since curl 8, over 1 KiB before).
const EXPECT_THRESHOLD = 1024;

/**
 * Options of {@link renderCurl}.
 *
 * @example
 * renderCurl(request, { tokenVariable: "GITHUB_TOKEN" });
 */
export interface CurlOptions {
  /**
   * The name of the environment variable the `authorization` header's token
   * came from (`--token-env`). The header is then written as
   * `'authorization: token '"${NAME:?}"`, so the token itself never appears
   * in the command (or in the history of the shell it is pasted into), and
   * an unset variable stops the command instead of sending an empty token.
   */
  tokenVariable?: string;
  /** File parts of a multipart body (`key@FILE` items) and their paths: `--form 'key=@FILE'`. */
  parts?: ReadonlyMap<unknown, string>;
}

/**
 * Renders request options as one line that, pasted into bash (or any POSIX
 * shell with `$'...'`), makes curl send exactly that request:
 *
 * - `--request METHOD` (`--head` for HEAD, since `--request HEAD` makes curl
 *   wait for a body that never comes) and `--url URL`, plus `--globoff` when
 *   the URL has `[]{}` and `--path-as-is` when it has `.`/`..` segments;
 * - one `--header` per header (an empty value as `name;`, curl's syntax for
 *   it), and `accept:`, `user-agent:` (and `content-type:` with a body,
 *   `expect:` with a body over 1 KiB) emptied when the request has none, so
 *   curl adds nothing of its own;
 * - the body with `--data-raw`: sent byte for byte, newlines included, and
 *   never read as a file name (`--data-binary '@/etc/passwd'` would upload
 *   that file). A string body is sent as is; any other body is serialized
 *   as JSON (a `bigint` as a JSON number with all its digits), which needs a
 *   JSON content type. An empty PUT/PATCH body (`""`) gives
 *   `--data-raw ''`, so curl sends `content-length: 0`. A body over
 *   128 KiB, too long for one argument, is piped in:
 *   `printf '%s' BODY | curl ... --data-binary @-`;
 * - a multipart form (a plain object under `multipart/form-data`) with
 *   `--form 'name=@FILE'` for each file part and `--form-string` for other
 *   fields: curl writes the body and its content type with the boundary.
 *
 * Every argument is quoted with {@link quoteShell}.
 *
 * @example
 * renderCurl({
 *   method: "POST",
 *   url: "https://api.github.com/markdown",
 *   headers: { "content-type": "application/json" },
 *   body: { text: "it's" },
 * });
 * // curl --request POST --url https://api.github.com/markdown --header 'content-type: application/json'
 * //   --header accept: --header user-agent: --data-raw '{"text":"it'\''s"}' (on one line)
 */
export function renderCurl(request: RequestOptions, options: CurlOptions = {}): string {
  const { method, url, headers } = request;
  const { tokenVariable } = options;
  if (tokenVariable !== undefined && !VARIABLE_NAME.test(tokenVariable)) {
    throw new CliError("ERR_INVALID_ARGUMENT", `${describeValue(tokenVariable)} is not an environment variable name`);
  }
  const words: string[] = [];
  if (GLOB.test(url)) words.push("--globoff");
  // split() always returns at least one string.
  if (DOT_SEGMENT.test(url.split(/[?#]/, 1)[0]!)) words.push("--path-as-is");
  if (method === "HEAD") words.push("--head");
  // Quoted as every word: a description may declare a method with `$` or backticks.
  else words.push("--request", quoteWord(method));
  words.push("--url", quoteWord(url));

  // A multipart form: curl writes it, and its content type with the boundary.
  if (isCurlForm(headers, request.body)) {
    for (const [name, value] of Object.entries(headers)) {
      if (name !== "content-type") words.push("--header", headerWord(name, value, tokenVariable));
    }
    for (const name of [...CURL_DEFAULTS, "expect"])
      if (!Object.hasOwn(headers, name)) words.push("--header", `${name}:`);
    const form = formWords(request.body as { [name: string]: unknown }, options.parts ?? new Map());
    return `curl ${[...words, ...form.map((word) => (word.startsWith("--") ? word : quoteWord(word)))].join(" ")}`;
  }
  for (const [name, value] of Object.entries(headers)) {
    words.push("--header", headerWord(name, value, tokenVariable));
  }
  const body = bodyText(request);
  const bytes = body === undefined ? 0 : new TextEncoder().encode(body).length;
  for (const name of curlsOwnHeaders(body !== undefined, bytes)) {
    if (!Object.hasOwn(headers, name)) words.push("--header", `${name}:`);
  }

  if (body === undefined) return `curl ${words.join(" ")}`;
  if (bytes <= MAX_ARGUMENT_BYTES) return `curl ${words.join(" ")} --data-raw ${quoteWord(body)}`;
  return `printf '%s' ${quoteWord(body)} | curl ${words.join(" ")} --data-binary @-`;
}

// One header as a curl argument ("name;" is curl's syntax for an empty
// value); the token from --token-env as a reference to its variable, after
// its scheme ("token", or "Bearer" with --openapi).
function headerWord(name: string, value: string | number, tokenVariable: string | undefined): string {
  if (name === "authorization" && tokenVariable !== undefined) {
    const scheme = String(value).split(" ", 1)[0];
    return `${quoteShell(`authorization: ${scheme} `)}"\${${tokenVariable}:?}"`;
  }
  return quoteWord(value === "" ? `${name};` : `${name}: ${String(value)}`);
}

// The headers curl would add by itself for this request.
function curlsOwnHeaders(hasBody: boolean, bodyBytes: number): string[] {
  const names = [...CURL_DEFAULTS];
  if (hasBody) names.push("content-type");
  if (bodyBytes > EXPECT_THRESHOLD) names.push("expect");
  return names;
}

function quoteWord(text: string): string {
  if (LONE_SURROGATE.test(text)) {
    const reason = "it is not valid Unicode (a lone surrogate)";
    throw new CliError("ERR_INVALID_DATA", `cannot write ${describeValue(text)} in a curl command: ${reason}`);
  }
  return quoteShell(text);
}

function bodyText(request: RequestOptions): string | undefined {
  const { body } = request;
  if (body === undefined) return undefined;
  const text = typeof body === "string" ? body : encodedBody(request);
  if (text.includes("\0")) {
    throw new CliError(
      "ERR_INVALID_DATA",
      "the body contains a NUL character, which no shell argument can carry; " +
        "save it to a file and use curl's --data-binary @FILE",
    );
  }
  return text;
}

// A body that is not text is sent as toFetchArgs() writes it for fetch: as
// JSON text under a JSON content type, as form text under
// application/x-www-form-urlencoded (an OpenAPI form body). Anything else
// (multipart form data, or no content type that says how) is refused.
function encodedBody(request: RequestOptions): string {
  let body: unknown;
  try {
    body = toFetchArgs(request)[1].body;
  } catch {
    body = undefined;
  }
  if (typeof body === "string" || body instanceof URLSearchParams) return String(body);
  // A header's value is never quoted in a message (see headerProblem).
  const given = request.headers["content-type"];
  const contentType = given === undefined || given === "" ? "no content type" : "its content type";
  throw new CliError(
    "ERR_INVALID_DATA",
    `cannot send ${kindOf(request.body)} as the body with ${contentType}: ` +
      "only a JSON or form-urlencoded content type says how to write it in a curl command; " +
      "pass the body as text with --data",
  );
}

// "an object", "an array", or the value itself (42, true, null).
function kindOf(value: unknown): string {
  if (Array.isArray(value)) return "an array";
  if (typeof value === "object" && value !== null) return "an object";
  return String(value);
}
