import { compileTemplate } from "../../src/template/compile-template.js";
import { expandTemplate } from "../../src/template/expand-template.js";
import { dotSegments, verifyQueryKeys } from "../../src/template/verify-url.js";
import { expectEndpointError } from "../helpers/expect-error.js";

const expand = (template: string, params: Record<string, unknown>) =>
  expandTemplate(compileTemplate(template), params, new Set());

describe("dotSegments", () => {
  test.each<[string, number]>([
    ["/a/b", 0],
    ["/a/../b/.", 2],
    ["/a/%2e%2E/b", 1],
    ["/a/..;x/b", 1],
    ["/a%2f..%5C.", 2],
    ["/a\\..", 1],
    ["/.../..a/.hidden", 0],
  ])("%s has %i", (path, count) => {
    expect(dotSegments(path)).toHaveLength(count);
  });
});

describe("verifyUrl, through expandTemplate", () => {
  test.each<[string, Record<string, unknown>, string, string]>([
    ["/x/{+p}", { p: "a?b" }, "p", 'adds "?" to the path'],
    ["/x?a={+q}", { q: "b#c" }, "q", 'adds a fragment ("#")'],
    ["https://h.test{+p}", { p: "@evil.test" }, "p", "changes the host"],
    ["h{+p}", { p: "ttp://evil.test" }, "p", "makes the relative URL absolute"],
    ["/c/{a}..{b}", { a: "", b: "" }, "a,b", "dot segment"],
    ["/x/{+p}/{q}", { p: "ok/..", q: "fine" }, "p", "dot segment"],
    ["https://{a}.example{b}/x/{c}", { a: "api", b: "", c: ".." }, "c", "dot segment"],
  ])("%s with %j is refused, naming %s", (template, params, names, detail) => {
    expectEndpointError(() => expand(template, params), "ERR_UNSAFE_PARAMETER", `"${names}"`, detail);
  });

  test.each<[string, Record<string, unknown>, string]>([
    ["/a/../b/{x}", { x: "c" }, "/a/../b/c"],
    ["/x{/y*}", { y: [] }, "/x"],
    ["/a{?q}/{+y}", { q: "1", y: "../z" }, "/a?q=1/../z"],
    ["https://h.test{+p}", { p: "/ok/x.y" }, "https://h.test/ok/x.y"],
    // Host text between expressions holds no path: the path's ".." is the template's own.
    ["https://{a}.example{b}/x/..", { a: "api", b: "" }, "https://api.example/x/.."],
  ])("%s with %j is %s", (template, params, url) => {
    expect(expand(template, params)).toBe(url);
  });
});

describe("verifyQueryKeys", () => {
  const template = compileTemplate("/orgs/{org}/repos?type=public");

  test.each([
    ["no query at all", "/orgs/o/repos"],
    ["the key once", "/orgs/o/repos?type=public&per_page=2"],
    ["the key only in the fragment", "/orgs/o/repos?type=public#type=all"],
  ])("%s: accepted", (_, url) => {
    expect(() => verifyQueryKeys(template, url, {})).not.toThrow();
  });

  test.each([
    ["written again", "/orgs/o/repos?type=public&type=all", { type: "all" }, ': "all"'],
    ["encoded differently", "/orgs/o/repos?type=public&ty%70e=all", {}, "servers disagree"],
  ])("the key %s throws ERR_INVALID_PARAMETER", (_, url, params, words) => {
    expectEndpointError(() => verifyQueryKeys(template, url, params), "ERR_INVALID_PARAMETER", words);
  });
});
