// Values against the URL's structure, third round: empty whole segments,
// absent optional expressions beside literal dots, userinfo from a value,
// query keys the template writes repeated by a parameter, and the stance on
// encoded slashes. Expected URLs are worked out by hand from RFC 6570.
import { endpoint } from "../../src/index.js";
import { expectEndpointError } from "../helpers/expect-error.js";
import { loose } from "../helpers/loose-endpoint.js";

const untyped = loose(endpoint);
const BASE = "https://api.github.com";

describe('"" for a variable that alone forms a required path segment', () => {
  test.each<[string, Record<string, unknown>, string]>([
    ["GET /users/{username}", { username: "" }, "username"],
    ["GET /repos/{owner}/{repo}/issues", { owner: "", repo: "r" }, "owner"],
    ["GET /repos/{owner}/{repo}", { owner: "o", repo: "" }, "repo"],
    ["DELETE /repos/:owner/:repo", { owner: "", repo: "r" }, "owner"],
    ["GET /repos/{owner}/{repo}/contents/{+path}", { owner: "o", repo: "r", path: "" }, "path"],
    ["GET /users/{username}", { username: [""] }, "username"],
    ["GET /users/{username}{?page}", { username: "", page: 2 }, "username"],
    ["GET /users/{username}{/tab}", { username: "", tab: "x" }, "username"],
    ["GET /users/{username}#top", { username: "" }, "username"],
    ["GET https://h.test/{id}", { id: "" }, "id"],
    ["GET users/{username}", { username: "" }, "username"],
  ])("%s with %j throws ERR_MISSING_PARAMETER (is empty)", (route, params, name) => {
    expectEndpointError(
      () => untyped(route, params),
      "ERR_MISSING_PARAMETER",
      `Missing parameter ${JSON.stringify(name)} for route ${JSON.stringify(route)}: it is empty`,
    );
  });

  test('two values that together form a segment, both "", are named together', () => {
    expectEndpointError(
      () => untyped("GET /x/{a}{b}/y", { a: "", b: "" }),
      "ERR_MISSING_PARAMETER",
      'Missing parameter "a,b" for route "GET /x/{a}{b}/y": they are empty, and alone form a path segment',
    );
    expect(untyped("GET /x/{a}{b}/y", { a: "", b: "2" }).url).toBe(`${BASE}/x/2/y`);
  });

  test('through defaults too: a default parameter of ""', () => {
    const api = untyped.defaults({ owner: "" });
    expectEndpointError(() => api("GET /repos/{owner}/{repo}", { repo: "r" }), "ERR_MISSING_PARAMETER", "is empty");
  });

  // Inside a segment with literal text, and in operator expressions, "" is a value (RFC 6570).
  test.each<[string, Record<string, unknown>, string]>([
    ["GET /v{major}.json", { major: "" }, "/v.json"],
    ["GET /x/pre{a}post", { a: "" }, "/x/prepost"],
    ["GET /x/{a}.json", { a: "" }, "/x/.json"],
    ["GET /x{/a}", { a: "" }, "/x/"],
    ["GET /x{;a}", { a: "" }, "/x;a"],
    ["GET /x{.a}", { a: "" }, "/x."],
    ["GET /x{?a}", { a: "" }, "/x?a="],
    ["GET /x{#a}", { a: "" }, "/x#"],
    ["GET /x/{a,b}", { a: "", b: "y" }, "/x/,y"],
    [
      "GET /repos/{owner}/{repo}/compare/{base}...{head}",
      { owner: "o", repo: "r", base: "", head: "h" },
      "/repos/o/r/compare/...h",
    ],
    ["GET /x", { a: "" }, "/x?a="],
  ])("%s with %j stays a value: %s", (route, params, path) => {
    expect(untyped(route, params).url).toBe(BASE + path);
  });
});

describe("absent optional expressions beside literal dots count as empty values", () => {
  test.each<[string, Record<string, unknown>, string]>([
    ["GET /a/..{;m}b/{+p}", { p: "../admin" }, "p"],
    ["GET /.{/x}b/{+p}", { p: "../admin" }, "p"],
    ["GET /{/x}..", {}, "x"],
    ["GET /{?q}../{+p}", { p: "a" }, "q"],
    ["GET /a/.{.e}/{+p}", { p: "x" }, "e"],
    ["GET /a/..{;m}", {}, "m"],
  ])("%s with %j throws ERR_UNSAFE_PARAMETER", (route, params, name) => {
    expectEndpointError(
      () => untyped(route, params),
      "ERR_UNSAFE_PARAMETER",
      `parameter ${JSON.stringify(name)}`,
      "dot segment",
    );
  });

  test.each<[string, Record<string, unknown>, string]>([
    // Given, the expression keeps the literal dots the template's own segment.
    ["GET /a/..{;m}b/{+p}", { m: "1", p: "q" }, "/a/..;m=1b/q"],
    ["GET /.{/x}b/{+p}", { x: "y", p: "q" }, "/./yb/q"],
    // Absent, and no dot segment results.
    ["GET /a/..{;m}b/{+p}", { p: "q" }, "/a/..b/q"],
    ["GET /.{/x}b", {}, "/.b"],
    ["GET /x{/y}/../z", {}, "/x/../z"],
    // An absent `{/y}` or `{?q}` after the template's own ".." joins nothing to it.
    ["GET /a/..{/y}", {}, "/a/.."],
    ["GET /a/..{?q}", {}, "/a/.."],
    ["GET /a/../{x}{/y}", { x: "b" }, "/a/../b"],
    // Given, a `{?q}` or `{#f}` ends the path: the ".." before it stays the template's own.
    ["GET /a/..{?q}", { q: "1" }, "/a/..?q=1"],
    ["GET /a/.{#f}", { f: "x" }, "/a/.#x"],
  ])("%s with %j is allowed: %s", (route, params, path) => {
    expect(untyped(route, params).url).toBe(BASE + path);
  });
});

describe("no userinfo written by a value", () => {
  test.each<[string, Record<string, unknown>]>([
    ["GET https://{+sub}.example.com/x", { sub: "attacker:pw@api" }],
    ["GET https://{+sub}.example.com/x", { sub: "attacker@api" }],
    ["GET https://{+sub}.example.com{/p}", { sub: "a:b@c" }],
    ["GET https://{+user}@api.github.com/", { user: "a@b" }],
    ["GET https://{+sub}.example.com:8443/x", { sub: "u:p@api" }],
  ])("%s with %j throws ERR_UNSAFE_PARAMETER", (route, params) => {
    expectEndpointError(() => untyped(route, params), "ERR_UNSAFE_PARAMETER", "user name or password");
  });

  test.each<[string, Record<string, unknown>, string]>([
    ["GET https://{+sub}.example.com/x", { sub: "api" }, "https://api.example.com/x"],
    ["GET https://{sub}.example.com/x", { sub: "a:pw@b" }, "https://a%3Apw%40b.example.com/x"],
    // The template writes the "@": the user name is the template's design.
    ["GET https://{+user}@api.github.com/", { user: "me" }, "https://me@api.github.com/"],
    // After the authority, "@" is path text.
    ["GET https://{+sub}.example.com/{+p}", { sub: "api", p: "a@b" }, "https://api.example.com/a@b"],
  ])("%s with %j is allowed", (route, params, url) => {
    expect(untyped(route, params).url).toBe(url);
  });
});

describe("a parameter may not repeat a query key the template writes", () => {
  // The value named is the parameter's, else the one written (a map's key, the template's own).
  test.each<[string, Record<string, unknown>, string, string]>([
    ["GET /orgs/{org}/repos?type=public", { org: "o", type: "all" }, "type", ': "all"'],
    ["GET /orgs/{org}/repos?per_page=1&type=public", { org: "o", type: "all" }, "type", ': "all"'],
    ["GET /x?ty%70e=public", { type: "all" }, "type", ': "all"'],
    ["GET /x?a+b=1", { "a b": "2" }, "a b", ': "2"'],
    ["GET /x?flag", { flag: "1" }, "flag", ': "1"'],
    ["GET /x?type=public#top", { type: "all" }, "type", ': "all"'],
    ["POST /x?type=public{&m*}", { m: { type: "all" } }, "type", ': "all"'],
    ["GET /x?type=public{&m*}", { m: { type: "a+b" } }, "type", ': "a+b"'],
    ["GET /x?type=1&type=2", {}, "type", ': "2"'],
    ["GET /x?flag&flag", {}, "flag", ""],
  ])("%s with %j throws ERR_INVALID_PARAMETER", (route, params, key, value) => {
    expectEndpointError(
      () => untyped(route, params),
      "ERR_INVALID_PARAMETER",
      `Invalid parameter ${JSON.stringify(key)} for route ${JSON.stringify(route)}${value} (the route's query already has`,
    );
  });

  test.each<[string, Record<string, unknown>, string]>([
    ["GET /orgs/{org}/repos?type=public", { org: "o", sort: "name" }, "/orgs/o/repos?type=public&sort=name"],
    ["GET /x?type=public{&sort}", { sort: "a" }, "/x?type=public&sort=a"],
    ["GET /x{?type}", { type: "all" }, "/x?type=all"],
    ["GET /x#type=1", { type: "2" }, "/x?type=2#type=1"],
    ["GET /x?types=1", { type: "2" }, "/x?types=1&type=2"],
  ])("%s with %j is allowed", (route, params, path) => {
    expect(untyped(route, params).url).toBe(BASE + path);
  });

  test("on POST a leftover goes to the body, so it repeats nothing", () => {
    const result = untyped("POST /x?type=public", { type: "all" });
    expect([result.url, result.body]).toEqual([`${BASE}/x?type=public`, { type: "all" }]);
  });
});

describe("encoded slashes are out of scope: RFC 6570 requires %2F, and docs/security.md says what to do", () => {
  test("a slash in {repo} is sent encoded, not refused", () => {
    const { url } = untyped("DELETE /repos/{owner}/{repo}", { owner: "o", repo: "r/collaborators/bob" });
    expect(url).toBe(`${BASE}/repos/o/r%2Fcollaborators%2Fbob`);
  });

  test("a dot segment behind an encoded slash is still refused (servers that decode %2F would resolve it)", () => {
    expectEndpointError(
      () => untyped("DELETE /repos/{owner}/{repo}", { owner: "o", repo: "r/../../admin" }),
      "ERR_UNSAFE_PARAMETER",
    );
  });

  test("{/path*} writes real segments, for values meant as paths", () => {
    expect(untyped("GET /files{/path*}", { path: ["a", "b c"] }).url).toBe(`${BASE}/files/a/b%20c`);
  });
});
