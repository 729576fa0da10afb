// The rule of each section of the URL, as writeUrl checks an expansion
// where it is written: the authority, the path (and its segments), the
// query and the fragment. Expected URLs are worked out by hand from RFC 6570.
import { compileTemplate } from "../../src/template/compile-template.js";
import { writeUrl } from "../../src/template/write-url.js";
import { expectEndpointError } from "../helpers/expect-error.js";

// The template as the cache keeps it (at its second use), with its runs: the form most calls write.
const kept = (template: string) => compileTemplate(template) && compileTemplate(template);
const write = (template: string, params: Record<string, unknown>, leftovers = "") =>
  writeUrl(kept(template), params, new Set(), () => leftovers);

describe("a path segment a value enters may not be a dot segment", () => {
  test.each<[string, string]>([
    ["..", "/a/.."],
    [".", "/a/."],
    ["%2e%2E", "/a/%2e%2E"],
    ["..;x", "/a/..;x"],
    ["b%2f..", "/a/b%2f.."],
    ["b%5C.", "/a/b%5C."],
    ["b\\..", "/a/b\\.."],
  ])("{+p} = %j (%s) is refused", (p) => {
    expectEndpointError(() => write("/a/{+p}", { p }), "ERR_UNSAFE_PARAMETER", '"p"', "dot segment");
  });

  test.each<[string, string]>([
    ["...", "/a/..."],
    ["..a", "/a/..a"],
    [".hidden", "/a/.hidden"],
    ["b/c", "/a/b/c"],
  ])("{+p} = %j is an ordinary segment: %s", (p, url) => {
    expect(write("/a/{+p}", { p })).toBe(url);
  });
});

describe("each section's rule, naming the value at fault", () => {
  test.each<[string, Record<string, unknown>, string, string]>([
    ["/x/{+p}", { p: "a?b" }, "p", 'adds "?" to the path'],
    ["/x/{+p}", { p: "a#b" }, "p", 'adds "#" to the path'],
    ["/x?a={+q}", { q: "b#c" }, "q", 'adds a fragment ("#")'],
    ["https://h.test{+p}", { p: "@evil.test" }, "p", "changes the host"],
    ["https://{+sub}.h.test/", { sub: "evil.test/" }, "sub", "changes the host"],
    ["https://{+sub}.h.test/", { sub: "u:pw@api" }, "sub", "user name or password"],
    ["https://h.test{+p}", { p: "/a?b" }, "p", 'adds "?" to the path'],
    ["h{+p}", { p: "ttp://evil.test" }, "p", "makes the relative URL absolute"],
    ["/c/{a}..{b}", { a: "", b: "" }, "a,b", "dot segment"],
    ["/x/{+p}/{q}", { p: "ok/..", q: "fine" }, "p", "dot segment"],
    ["https://{a}.example{b}/x/{c}", { a: "api", b: "", c: ".." }, "c", "dot segment"],
    ["{+base}/x", { base: "https://h.test/a/../b" }, "base", "dot segment"],
    // Once a kept template's runs are found: the path after a host value is still checked.
    ["https://{h}/{a}/{.c}", { h: "h.test", a: "x", c: "/" }, "c", "dot segment"],
  ])("%s with %j is refused, naming %s", (template, params, names, detail) => {
    expectEndpointError(() => write(template, params), "ERR_UNSAFE_PARAMETER", `"${names}"`, detail);
  });

  test.each<[string, Record<string, unknown>, string]>([
    ["/a/../b/{x}", { x: "c" }, "/a/../b/c"],
    ["/x{/y*}", { y: [] }, "/x"],
    ["/a{?q}/{+y}", { q: "1", y: "../z" }, "/a?q=1/../z"],
    ["https://h.test{+p}", { p: "/ok/x.y" }, "https://h.test/ok/x.y"],
    ["https://h.test{+p}", { p: "" }, "https://h.test"],
    ["https://{+host}/x", { host: "h.test:8443" }, "https://h.test:8443/x"],
    ["/x{#f}", { f: "a?b#c" }, "/x#a?b#c"],
    // Host text between expressions holds no path: the path's ".." is the template's own.
    ["https://{a}.example{b}/x/..", { a: "api", b: "" }, "https://api.example/x/.."],
  ])("%s with %j is %s", (template, params, url) => {
    expect(write(template, params)).toBe(url);
  });
});

describe("the leftover query is written where the query section ends", () => {
  test.each<[string, Record<string, unknown>, string, string]>([
    ["/x", {}, "&a=1", "/x?a=1"],
    ["/x#f", {}, "&a=1", "/x?a=1#f"],
    ["/x?", {}, "&a=1", "/x?a=1"],
    ["/x?b=2", {}, "&a=1", "/x?b=2&a=1"],
    ["/x?b=2&", {}, "&a=1", "/x?b=2&a=1"],
    ["/x{?b}#f", { b: 2 }, "&a=1", "/x?b=2&a=1#f"],
    ["/x{?b}", {}, "&a=1", "/x?a=1"],
    ["https://h.test", {}, "&a=1", "https://h.test?a=1"],
  ])("%s with %j and %s gives %s", (template, params, leftovers, url) => {
    expect(write(template, params, leftovers)).toBe(url);
  });
});

describe("a query key the template writes comes once", () => {
  test.each([
    ["no query at all", "/orgs/{org}/repos?type=public", ""],
    ["another key", "/orgs/{org}/repos?type=public", "&per_page=2"],
  ])("%s: accepted", (_, template, leftovers) => {
    expect(() => write(template, { org: "o" }, leftovers)).not.toThrow();
  });

  test("a key only in the fragment is not the query's", () => {
    expect(write("/x?type=public#type={f}", { f: "all" })).toBe("/x?type=public#type=all");
  });

  test.each([
    ["written again", "&type=all", { type: "all" }, ': "all"'],
    ["encoded differently", "&ty%70e=all", {}, "servers disagree"],
  ])("the key %s throws ERR_INVALID_PARAMETER", (_, leftovers, params, words) => {
    expectEndpointError(
      () => write("/orgs/o/repos?type=public", params, leftovers),
      "ERR_INVALID_PARAMETER",
      '"type"',
      words,
    );
  });
});
