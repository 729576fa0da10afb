// Parameter values an attacker controls must not move the request: no dot
// segment, no new query or fragment. (Values against the template's own
// structure, host and large input: template.test.ts beside this file.)
import { endpoint } from "../../src/index";
import type { EndpointOptions } from "../../src/index";
import { expectEndpointError } from "../helpers/expect-error";
import { loose } from "../helpers/loose-endpoint";

// Many calls here are wrong on purpose; the route types would reject them.
const untyped = loose(endpoint);

const BASE = "https://api.github.com";

describe("path traversal", () => {
  test.each<[string, EndpointOptions, string, string]>([
    ["/repos/{owner}/{repo}", { owner: "..", repo: "r" }, "owner", ".."],
    ["/repos/{owner}/{repo}", { owner: "o", repo: "." }, "repo", "."],
    ["/repos/:owner/:repo", { owner: "..", repo: "r" }, "owner", ".."],
    ["/x{/p}", { p: ".." }, "p", ".."],
    ["/x{/p*}", { p: ["a", ".."] }, "p", ".."],
    ["/x{/p,q}", { p: "a", q: "." }, "p,q", "."],
    ["/x/{p}", { p: [".."] }, "p", ".."],
    ["/x/{+p}", { p: "a/../../admin" }, "p", ".."],
    ["/x/{+p}", { p: "../" }, "p", ".."],
    ["/x/{+p}", { p: "a/./b" }, "p", "."],
    ["/x/{+p}", { p: "%2e%2e" }, "p", "%2e%2e"],
    ["/x/{+p}", { p: ".%2E" }, "p", ".%2E"],
    ["/x/{+p}/y", { p: "%2E" }, "p", "%2E"],
    ["/x/{+p}", { p: ["a", "/../b"] }, "p", ".."],
    ["/x/{a}{b}", { a: ".", b: "." }, "a,b", ".."],
    ["/x/.{a}", { a: "." }, "a", ".."],
    ["/x/{.ext}", { ext: "." }, "ext", ".."],
    ["/x/{a}%2e", { a: "." }, "a", ".%2e"],
  ])("POST %s with %j throws ERR_UNSAFE_PARAMETER", (url, params, name, _segment) => {
    expectEndpointError(
      () => untyped({ method: "POST", url, ...params }),
      "ERR_UNSAFE_PARAMETER",
      `parameter ${JSON.stringify(name)}`,
      "dot segment",
      `for route ${JSON.stringify(`POST ${url}`)}`,
    );
  });

  // Expected URLs worked out by hand: RFC 6570 encodes everything but the
  // unreserved characters in {name}, so these can never form a dot segment.
  test.each<[string, EndpointOptions, string]>([
    [
      "/repos/{owner}/{repo}/compare/{head}",
      { owner: "o", repo: "r", head: "owner:branch" },
      "/repos/o/r/compare/owner%3Abranch",
    ],
    ["/users/{user}", { user: "a@b" }, "/users/a%40b"],
    ["/x/{a}", { a: "100%" }, "/x/100%25"],
    ["/x/{a}", { a: "%2e%2e" }, "/x/%252e%252e"],
    ["/x/{a}", { a: "..." }, "/x/..."],
    ["/x/{a}", { a: ".hidden" }, "/x/.hidden"],
    ["/x/{a}", { a: "..a" }, "/x/..a"],
    ["/x/{+p}", { p: "a/b.c/d..e" }, "/x/a/b.c/d..e"],
    ["/x/{+p}", { p: "%2e%2e%2e" }, "/x/%2e%2e%2e"],
    ["/x{?q}", { q: ".." }, "/x?q=.."],
    ["/x{#f}", { f: "../y" }, "/x#../y"],
    ["/x", { q: ".." }, "/x?q=.."],
    // Dot segments written in the template are the author's, and stay.
    ["/a/../b/{x}", { x: "c" }, "/a/../b/c"],
    ["/a/./{x}/..", { x: "c" }, "/a/./c/.."],
    ["/a/%2e%2e/{x}", { x: "c" }, "/a/%2e%2e/c"],
  ])("GET %s with %j is encoded, not rejected", (url, params, expected) => {
    expect(untyped({ url, ...params }).url).toBe(BASE + expected);
  });
});

describe("an encoded slash is read as a separator, as servers that decode %2F read it", () => {
  test.each<[string, EndpointOptions]>([
    ["/x/{a}", { a: "a/../b" }],
    ["/x{/p}", { p: "../.." }],
    ["/x/{a}", { a: "..\\x" }],
  ])("GET %s with %j throws ERR_UNSAFE_PARAMETER", (url, params) => {
    expectEndpointError(() => untyped({ url, ...params }), "ERR_UNSAFE_PARAMETER", 'adds a dot segment ("." or "..")');
  });
});

describe("reserved expansion cannot start a query or fragment the template does not have", () => {
  test.each<[string, EndpointOptions, string]>([
    ["/contents/{+path}", { path: "a?b" }, "?"],
    ["/contents/{+path}", { path: "a#b" }, "#"],
    ["/contents/{+path}/raw", { path: ["a", "b?c"] }, "?"],
    ["/contents/{+path}", { path: { k: "v#" } }, "#"],
    ["/x?{+q}", { q: "a#b" }, "#"],
    ["/x{?a}{+q}", { a: "1", q: "#b" }, "#"],
  ])("GET %s with %j throws ERR_UNSAFE_PARAMETER", (url, params, character) => {
    expectEndpointError(
      () => untyped({ url, ...params }),
      "ERR_UNSAFE_PARAMETER",
      JSON.stringify(character),
      `for route ${JSON.stringify(`GET ${url}`)}`,
    );
  });

  test.each<[string, EndpointOptions, string]>([
    // Already in the query or the fragment: nothing new starts.
    ["/x?{+q}", { q: "a?b" }, "/x?a?b"],
    ["/x#{+f}", { f: "a#b?c" }, "/x#a#b?c"],
    ["/x{#f}", { f: "a#b" }, "/x#a#b"],
    // Encoded everywhere else.
    ["/x/{p}", { p: "a?b#c" }, "/x/a%3Fb%23c"],
    ["/x{/p}", { p: "?#" }, "/x/%3F%23"],
  ])("GET %s with %j is allowed", (url, params, expected) => {
    expect(untyped({ url, ...params }).url).toBe(BASE + expected);
  });
});
