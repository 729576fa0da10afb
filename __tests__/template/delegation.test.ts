// Delegation: every parameter value that reaches a URL is expanded by
// url-template's expand(). url-template is replaced by a wrapper around the
// real one that records every value it is given; each value a call puts in
// the URL (path or query) must be among them.
import fc from "fast-check";
import { endpoint } from "../../src/index.js";

const given: string[] = [];

jest.mock("url-template", () => {
  const actual = jest.requireActual<typeof import("url-template")>("url-template");
  const record = (value: unknown) => {
    if (typeof value === "string") given.push(value);
    else if (Array.isArray(value)) value.forEach(record);
    else if (value && typeof value === "object") Object.entries(value).forEach(([k, v]) => given.push(k) && record(v));
  };
  return {
    parseTemplate: (template: string) => {
      const parsed = actual.parseTemplate(template);
      return {
        expand: (context: Record<string, unknown>) => {
          Object.values(context).forEach(record);
          return parsed.expand(context as Parameters<typeof parsed.expand>[0]);
        },
      };
    },
  };
});

let counter = 0;
const marker = (label: string) => `${label}-${counter++}`;
// A marker's text: letters, "-" and digits, all unreserved, so encoding keeps it.

type Call = [label: string, run: (v: () => string) => { url: string; values: string[] }];

const CALLS: Call[] = [
  ["path parameters", (v) => call("GET /repos/{owner}/{repo}", { owner: v(), repo: v() })],
  ["`:name` placeholders", (v) => call("GET /users/:user/repos", { user: v() })],
  [
    "leftover query",
    (v) => call("GET /repos/{owner}/{repo}/issues", { owner: v(), repo: v(), state: v(), labels: [v(), v()] }),
  ],
  ["`[]` names", (v) => call("GET /search", { "fields[]": [v(), v()] })],
  ["search `q`", (v) => call("GET /search/issues", { q: `${v()}+is:open` })],
  [
    "upload `{?name,label}`",
    (v) =>
      call("POST https://uploads.github.com/repos/o/r/releases/1/assets{?name,label}", {
        name: v(),
        label: v(),
        data: "x",
      }),
  ],
  ["reserved `{+path}`", (v) => call("GET /repos/o/r/contents/{+path}", { path: `${v()}/${v()}.md` })],
  ["query expression in the template", (v) => call("GET /x{?a,b}", { a: v(), b: v() })],
  ["path segments `{/list*}`", (v) => call("GET /x{/list*}", { list: [v(), v()] })],
  ["exploded map `{?map*}`", (v) => call("GET /x{?map*}", { map: { [v()]: v() } })],
  ["a prefix `{a:30}`", (v) => call("GET /x/{a:30}", { a: v() })],
  ["a name used twice `{/a:3,a}`", (v) => call("GET /x{/a:3,a}", { a: v() })],
  ["an unusual query name", (v) => call("GET /x", { "a,b": v(), ok: v() })],
];

function call(route: string, params: Record<string, unknown>): { url: string; values: string[] } {
  const values = JSON.stringify(params).match(/[a-z]+-\d+/g) ?? [];
  given.length = 0;
  return { url: (endpoint as (r: string, p: object) => { url: string })(route, params).url, values };
}

describe("every value in a URL went through url-template's expand()", () => {
  test.each(CALLS)("%s", (label, run) => {
    const { url, values } = run(() => marker(label.replace(/[^a-z]/g, "") || "v"));
    expect(values.length).toBeGreaterThan(0);
    for (const value of values) {
      // Markers need no encoding: the URL holds them as they are.
      expect(url).toContain(value);
      expect(given.some((text) => text.includes(value))).toBe(true);
    }
  });

  test("random values in the path and the query are all expanded by it", () => {
    // Values that form no dot segment (those are refused before any URL is made).
    const dotSegment = (value: string) => value.split(/[/\\]/).some((piece) => piece === "." || piece === "..");
    const text = fc.string({ unit: "grapheme", minLength: 1, maxLength: 12 }).filter((value) => !dotSegment(value));
    fc.assert(
      fc.property(text, text, text, fc.array(text, { minLength: 1, maxLength: 3 }), (owner, repo, state, labels) => {
        given.length = 0;
        endpoint("GET /repos/{owner}/{repo}/issues", { owner, repo, state, labels });
        for (const value of [owner, repo, state, ...labels]) expect(given).toContain(value);
      }),
      { numRuns: 500 },
    );
  });
});
