// rest-endpoint beside @octokit/endpoint on odd inputs: where they agree, and
// every place they differ on purpose, with the rule that makes the difference.
// A change on either side (theirs in an update, ours by accident) fails here.
import { endpoint as octokitEndpoint } from "@octokit/endpoint";
import { endpoint, VERSION } from "../../src/index";
import { expectEndpointError } from "../helpers/expect-error";
import { loose } from "../helpers/loose-endpoint";
import type { LooseEndpoint } from "../helpers/loose-endpoint";
import type { EndpointErrorCode } from "../../src/index";

const ours = loose(endpoint);
const theirs = octokitEndpoint as unknown as LooseEndpoint;

/** What a case reads from one library: a URL, a header, a whole result. */
type Build = (api: LooseEndpoint) => unknown;

/** Whole results without the user-agent header, which always differs (each library names itself). */
function anonymous(result: { headers: Record<string, unknown> }): unknown {
  const { "user-agent": _agent, ...headers } = result.headers;
  return { ...result, headers };
}

const AGREE: Array<[string, Build]> = [
  ["`q` keeps `+` as its term separator", (api) => api("GET /search/issues", { q: "repo:o/r+is:open+a b" }).url],
  ["`q` in a `{?q}` expression sends `+` as %2B", (api) => api("GET /search/issues{?q}", { q: "a+b" }).url],
  ["`q` with non-ASCII text", (api) => api("GET /search/issues", { q: "location:Jyväskylä+x" }).url],
  ["a bigint query value", (api) => api("GET /x", { id: 10n }).url],
  ["numbers and booleans in the query", (api) => api("GET /x", { a: 1, b: true, c: undefined }).url],
  ["leftovers after a query the template already has", (api) => api("GET /x?a=1", { b: 2 }).url],
  ["a lowercase method is sent uppercase", (api) => api("patch /x", { a: 1 }).method],
  ["`:name` placeholders", (api) => api("GET /repos/:owner/:repo", { owner: "o", repo: "r" }).url],
  [
    "a `/` in a `{name}` value is encoded",
    (api) => api("GET /repos/{owner}/{repo}/contents/{path}", { owner: "o", repo: "r", path: "a/b.txt" }).url,
  ],
  [
    "`{+path}` keeps `/`",
    (api) => api("GET /repos/{owner}/{repo}/contents/{+path}", { owner: "o", repo: "r", path: "a/b c.txt" }).url,
  ],
  ["a placeholder in the host", (api) => api("GET https://{host}/x", { host: "e.test" }).url],
  ["an absolute http URL ignores baseUrl", (api) => api("GET http://e.test/x").url],
  [
    "0 and the empty string are values",
    (api) => [api("GET /x/{id}", { id: 0 }).url, api("GET /x/v{id}/y", { id: "" }).url],
  ],
  ["previews on /graphql", (api) => api("POST /graphql", { mediaType: { previews: ["a"] } }).headers.accept],
  ["a format on /graphql", (api) => api("POST /graphql", { mediaType: { format: "raw" } }).headers.accept],
  ["`data: null` is a JSON body", (api) => anonymous(api("POST /x", { data: null }))],
  ["`data` wins over leftovers", (api) => anonymous(api("POST /x", { data: { a: 1 }, b: 2 }))],
  [
    "a null leftover stays in the body, an undefined one does not",
    (api) => anonymous(api("POST /x", { a: null, b: undefined })),
  ],
  ["DELETE sends leftovers as a body", (api) => anonymous(api("DELETE /x", { a: 1 }))],
  ["PUT with nothing to send has an empty body", (api) => anonymous(api("PUT /x"))],
  ['PATCH with `data: ""`', (api) => anonymous(api("PATCH /x", { data: "" }))],
  ["POST with nothing to send has no body", (api) => anonymous(api("POST /x"))],
  ["an array as data is JSON", (api) => anonymous(api("POST /x", { data: [1] }))],
  [
    "the caller's content-type, in any case, wins",
    (api) => anonymous(api("POST /x", { a: 1, headers: { "Content-Type": "text/plain" } })),
  ],
  [
    "header names are lowercased; a number stays a number",
    (api) => anonymous(api("GET /x", { headers: { "X-A": "1", "x-count": 4 } })),
  ],
  [
    "an undefined header is left out",
    (api) => anonymous(api("GET /x", { headers: { "if-modified-since": undefined } })),
  ],
  ["`request` is passed on", (api) => anonymous(api("GET /x", { request: { timeout: 1 } }))],
  [
    "a method from .defaults() and a URL-only call",
    (api) => anonymous(api.defaults({ method: "POST" })("/x", { a: 1 })),
  ],
  [
    "headers and baseUrl cascade through two .defaults() levels",
    (api) =>
      anonymous(
        api
          .defaults({ baseUrl: "https://e.test/api", headers: { "x-a": "1" }, org: "o" })
          .defaults({ headers: { "x-b": "2" } })("GET /orgs/{org}/repos"),
      ),
  ],
];

/** The error code rest-endpoint throws where @octokit/endpoint builds something. */
class Throws {
  constructor(readonly code: EndpointErrorCode) {}
}

const ANY_OCTOKIT_AGENT = expect.stringMatching(/^octokit-endpoint\.js\/\S+ /);

// [what, build, rest-endpoint's outcome, @octokit/endpoint's, the rule behind it]
const DIFFER: Array<[string, Build, unknown, unknown, string]> = [
  // Identity.
  [
    "user agent",
    (api) => api("GET /").headers["user-agent"],
    expect.stringMatching(new RegExp(`^rest-endpoint/${VERSION.replace(/\./g, "\\.")} `)),
    ANY_OCTOKIT_AGENT,
    "each library names itself",
  ],
  // Leftover query values: RFC 6570 `{?name}` rules, by url-template.
  [
    "an array in the query",
    (api) => api("GET /x", { labels: ["a", "b c"] }).url,
    "https://api.github.com/x?labels=a,b%20c",
    "https://api.github.com/x?labels=a%2Cb%20c",
    "elements are encoded, the comma between them is not",
  ],
  [
    "an empty array in the query",
    (api) => api("GET /x", { labels: [] }).url,
    "https://api.github.com/x",
    "https://api.github.com/x?labels=",
    "an empty list is undefined in RFC 6570",
  ],
  [
    "an array under a `name[]` key",
    (api) => api("GET /x", { "fields[]": ["a", "b"] }).url,
    "https://api.github.com/x?fields%5B%5D=a&fields%5B%5D=b",
    "https://api.github.com/x?fields[]=a%2Cb",
    "one pair per element; the name is encoded",
  ],
  [
    "`'`, `(`, `)`, `*` and `!` in a query value",
    (api) => api("GET /x", { v: "it's (a)*!" }).url,
    "https://api.github.com/x?v=it%27s%20%28a%29%2A%21",
    "https://api.github.com/x?v=it's%20(a)*!",
    "RFC 6570 encodes all but the unreserved characters",
  ],
  [
    "a null query value",
    (api) => api("GET /x", { a: 1, c: null }).url,
    "https://api.github.com/x?a=1",
    "https://api.github.com/x?a=1&c=null",
    "null and undefined are left out",
  ],
  [
    "a Date in the query",
    (api) => api("GET /x", { since: new Date(0) }).url,
    "https://api.github.com/x?since=1970-01-01T00%3A00%3A00.000Z",
    expect.stringContaining("?since=Thu%20Jan%2001%201970"),
    "a Date is sent as ISO 8601",
  ],
  [
    "an object in the query",
    (api) => api("GET /x", { a: { b: 1 } }).url,
    new Throws("ERR_INVALID_PARAMETER"),
    "https://api.github.com/x?a=%5Bobject%20Object%5D",
    "an object has no query form",
  ],
  [
    "a template's literal query key repeated by a parameter",
    (api) => api("GET /orgs/{org}/repos?type=public", { org: "o", type: "all" }).url,
    new Throws("ERR_INVALID_PARAMETER"),
    "https://api.github.com/orgs/o/repos?type=public&type=all",
    "servers disagree on which of two values wins",
  ],
  [
    "an `{?a,b,c}` expression whose first value is undefined",
    (api) => api("GET /x{?a,b,c}", { b: 1, c: 2 }).url,
    "https://api.github.com/x?b=1&c=2",
    "https://api.github.com/x?&b=1&c=2",
    "RFC 6570 (theirs adds a stray `&`)",
  ],
  [
    "leftovers and a fragment",
    (api) => api("GET /x#frag", { b: 2 }).url,
    "https://api.github.com/x?b=2#frag",
    "https://api.github.com/x#frag?b=2",
    "the query goes before the fragment",
  ],
  // Methods and bodies.
  [
    "`data` on GET",
    (api) => api("GET /x", { data: "x" }).url,
    new Throws("ERR_BODY_NOT_ALLOWED"),
    "https://api.github.com/x?data=x",
    "GET, HEAD and OPTIONS have no body",
  ],
  [
    "`data` on HEAD",
    (api) => api("HEAD /x", { data: "x" }).url,
    new Throws("ERR_BODY_NOT_ALLOWED"),
    "https://api.github.com/x?data=x",
    "GET, HEAD and OPTIONS have no body",
  ],
  [
    "OPTIONS with leftovers",
    (api) => api("OPTIONS /x", { a: 1 }).url,
    "https://api.github.com/x?a=1",
    "https://api.github.com/x",
    "OPTIONS sends leftovers in the query, as GET does",
  ],
  [
    "an empty value for a whole path segment",
    (api) => api("GET /repos/{owner}/{repo}/issues", { owner: "", repo: "r" }).url,
    new Throws("ERR_MISSING_PARAMETER"),
    "https://api.github.com/repos//r/issues",
    "`/users/` is another resource, and `//` is merged or redirected by servers",
  ],
  [
    "a transport header",
    (api) => api("GET /user", { headers: { host: "evil.test" } }).headers,
    new Throws("ERR_INVALID_HEADER"),
    expect.objectContaining({ host: "evil.test" }),
    "the HTTP client writes host, connection, transfer-encoding and the like",
  ],
  [
    "a content-length that is not the body's",
    (api) => api("POST /x", { headers: { "content-length": "0" }, data: "GET /admin HTTP/1.1" }).body,
    new Throws("ERR_INVALID_HEADER"),
    "GET /admin HTTP/1.1",
    "the server would read the rest of the body as a second request",
  ],
  [
    "an unknown method",
    (api) => api("GTE /x").method,
    new Throws("ERR_INVALID_METHOD"),
    "GTE",
    "only the seven known methods",
  ],
  [
    "an option name with the wrong case",
    (api) => api("GET /x", { baseURL: "https://e.test" }).url,
    new Throws("ERR_INVALID_OPTION"),
    "https://api.github.com/x?baseURL=https%3A%2F%2Fe.test",
    "a near-miss option name is refused, not sent as a parameter",
  ],
  [
    "bytes as data",
    (api) => api("POST /x", { data: new Uint8Array([1]) }).headers["content-type"],
    undefined,
    "application/json; charset=utf-8",
    "only JSON-able data gets the JSON content type",
  ],
  [
    "the prototype of a leftover body",
    (api) => Object.getPrototypeOf(api("POST /x", { a: 1 }).body),
    Object.prototype,
    null,
    "results only have Object.prototype",
  ],
  // URLs.
  [
    "a missing required placeholder",
    (api) => api("GET /repos/{owner}/{repo}", { owner: "o" }).url,
    new Throws("ERR_MISSING_PARAMETER"),
    "https://api.github.com/repos/o",
    "a path segment's placeholder is required",
  ],
  [
    "a `..` value",
    (api) => api("GET /repos/{owner}/{repo}", { owner: "..", repo: "r" }).url,
    new Throws("ERR_UNSAFE_PARAMETER"),
    "https://api.github.com/repos/../r",
    "no dot segment a template does not write",
  ],
  [
    "a trailing slash in the template",
    (api) => api("https://e.test/api/").url,
    "https://e.test/api/",
    "https://e.test/api",
    "the template is kept as written",
  ],
  [
    "a trailing slash on baseUrl",
    (api) => api("GET /x", { baseUrl: "https://e.test/" }).url,
    "https://e.test/x",
    "https://e.test//x",
    "exactly one `/` between baseUrl and the path",
  ],
  // Headers.
  [
    "a null header",
    (api) => api("GET /x", { headers: { accept: null } }).headers.accept,
    undefined,
    null,
    "null removes the header",
  ],
  [
    "a null header over a default",
    (api) => api.defaults({ headers: { "x-a": "1" } })("GET /x", { headers: { "x-a": null } }).headers["x-a"],
    undefined,
    null,
    "null removes the header, also one from .defaults()",
  ],
  // mediaType.
  [
    "previews on a REST URL",
    (api) => api("GET /repos", { mediaType: { previews: ["a"] } }).headers.accept,
    "application/vnd.github.a-preview+json",
    "application/vnd.github.v3+json",
    "mediaType applies to every URL",
  ],
  [
    "a format and previews on a REST URL",
    (api) => api("GET /x", { mediaType: { format: "raw", previews: ["a"] } }).headers.accept,
    "application/vnd.github.a-preview.raw",
    "application/vnd.github.v3.raw",
    "mediaType applies to every URL",
  ],
  [
    "a format on a preview accept header",
    (api) =>
      api("GET /x", { headers: { accept: "application/vnd.github.mercy-preview+json" }, mediaType: { format: "raw" } })
        .headers.accept,
    "application/vnd.github.mercy-preview.raw",
    "application/vnd.github.mercy-preview+json",
    "a format reaches every vendor range",
  ],
  [
    "a format on a range naming only a preview",
    (api) =>
      api("GET /x", { headers: { accept: "application/vnd.foo-preview" }, mediaType: { format: "raw" } }).headers
        .accept,
    "application/vnd.github.foo-preview.raw",
    "application/vnd.foo-preview",
    "application/vnd.<name>-preview is the preview <name>",
  ],
  [
    "a format on another API version",
    (api) =>
      api("GET /x", { headers: { accept: "application/vnd.github.v4+json" }, mediaType: { format: "raw" } }).headers
        .accept,
    "application/vnd.github.v4.raw",
    "application/vnd.github.raw",
    "a format keeps any `v<digits>` version, not only v3",
  ],
  [
    "a format on a list that also names octet-stream",
    (api) =>
      api("GET /x", {
        headers: { accept: "application/octet-stream, application/vnd.github.v3+json" },
        mediaType: { format: "raw" },
      }).headers.accept,
    "application/octet-stream,application/vnd.github.v3.raw",
    "application/octet-stream, application/vnd.github.v3+json",
    "only an accept header that is exactly application/octet-stream is left alone",
  ],
  [
    "previews from two .defaults() levels and the call, on /graphql",
    (api) =>
      api.defaults({ mediaType: { previews: ["a"] } }).defaults({ mediaType: { previews: ["b"] } })("POST /graphql", {
        mediaType: { previews: ["c"] },
      }).headers.accept,
    "application/vnd.github.a-preview+json,application/vnd.github.b-preview+json,application/vnd.github.c-preview+json",
    "application/vnd.github.b-preview+json,application/vnd.github.c-preview+json",
    "previews are merged at every level (union, defaults first)",
  ],
  [
    "previews in DEFAULTS after two .defaults() levels",
    (api) =>
      api.defaults({ mediaType: { previews: ["a"] } }).defaults({ mediaType: { previews: ["b"] } }).DEFAULTS.mediaType
        .previews,
    ["a", "b"],
    ["b"],
    "previews are merged at every level (union, defaults first)",
  ],
  [
    "merge() with no arguments: mediaType",
    (api) => api.merge().mediaType,
    { format: "", previews: [] },
    { format: "" },
    "DEFAULTS always has both mediaType keys",
  ],
  [
    "a -preview suffix in merged options",
    (api) => api.merge("GET /x", { mediaType: { previews: ["m-preview"] } }).mediaType.previews,
    ["m"],
    ["m-preview"],
    "preview names are stored without the suffix, for every URL",
  ],
  [
    "DEFAULTS is frozen",
    (api) => Object.isFrozen(api.DEFAULTS) && Object.isFrozen(api.DEFAULTS.headers),
    true,
    false,
    "DEFAULTS is deeply frozen",
  ],
];

describe("where rest-endpoint and @octokit/endpoint agree", () => {
  test.each(AGREE)("%s", (_, build) => {
    expect(build(ours)).toEqual(build(theirs));
  });
});

describe("where they differ on purpose", () => {
  const rows = DIFFER.map(([what, build, mine, octokit, rule]) => ({ what, build, mine, octokit, rule }));
  test.each(rows)("$what: $rule", ({ build, mine, octokit }) => {
    if (mine instanceof Throws) expectEndpointError(() => build(ours), mine.code);
    else expect(build(ours)).toStrictEqual(mine);
    expect(build(theirs)).toEqual(octokit);
  });
});
