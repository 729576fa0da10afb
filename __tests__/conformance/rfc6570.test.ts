// RFC 6570 to the letter: every case of the shared URI Template test suite
// (fixtures/rfc6570, a copy of github.com/uri-templates/uritemplate-test),
// run through endpoint() itself, plus the templates the suite does not cover
// (`:name`, a leftover query before a fragment, operators with undefined
// values). Linear time on hostile templates is in security/linear-time.test.ts.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { endpoint, EndpointError } from "../../src/index.js";
import { defined } from "../helpers/defined.js";
import { expectEndpointError } from "../helpers/expect-error.js";
import { loose } from "../helpers/loose-endpoint.js";

type Expected = string | string[] | false;
type Variables = { [name: string]: unknown };
interface SuiteFile {
  [group: string]: { level?: number; variables: Variables; testcases: Array<[string, Expected]> };
}
interface Case {
  file: string;
  group: string;
  index: number;
  template: string;
  expected: Expected;
  variables: Variables;
}

const FILES = [
  "spec-examples.json",
  "spec-examples-by-section.json",
  "extended-tests.json",
  "negative-tests.json",
] as const;

function load(file: string): Case[] {
  const suite = JSON.parse(readFileSync(join(__dirname, "..", "fixtures", "rfc6570", file), "utf8")) as SuiteFile;
  const cases: Case[] = [];
  for (const [group, { variables, testcases }] of Object.entries(suite)) {
    testcases.forEach(([template, expected], index) =>
      cases.push({ file, group, index, template, expected, variables }),
    );
  }
  return cases;
}

const CASES = FILES.flatMap(load);
const positive = (file: string) => CASES.filter((c) => c.file === file && c.expected !== false);

// Every case runs as a whole URL: "https://h.test/" + template. POST, so the
// variables a template does not use go to the body instead of the query
// string, and the URL is the template's expansion and nothing else. The
// expansion of a literal prefix followed by the template is the prefix
// followed by the template's expansion, so `expected` is compared with the
// same prefix in front, never rewritten. No case needs another prefix: none
// puts an undefined variable in a simple expression at a segment boundary
// (which docs/decisions.md makes a required parameter).
const PREFIX = "https://h.test/";
const OPTION_KEYS = ["method", "url", "baseUrl", "headers", "mediaType", "request", "data"];

function expand(template: string, variables: Variables): string {
  return endpoint({ method: "POST", url: PREFIX + template, ...variables }).url;
}

function acceptable(expected: string | string[]): string[] {
  return (Array.isArray(expected) ? expected : [expected]).map((e) => PREFIX + e);
}

// `{keys:1}` and `{+keys:1}` are valid syntax: a prefix is only wrong for the
// map value `keys` holds, so they fail as a parameter, not as a template.
const VALUE_ERRORS = new Set(["{keys:1}", "{+keys:1}"]);

// The one deliberate difference from the suite: "-" is allowed inside a
// variable name, as GitHub's routes (`{enterprise-team}`) and OpenAPI path
// templates use it, so these two negative cases expand.
const HYPHENATED: { [template: string]: string } = {
  "/{default-graph-uri}": "/g",
  "/sparql{?query,default-graph-uri}": "/sparql?query=q&default-graph-uri=g",
};
const isHyphenated = (c: Case) => Object.hasOwn(HYPHENATED, c.template);

// The second deliberate difference: "" for a variable that alone forms a
// path segment throws ERR_MISSING_PARAMETER (docs/decisions.md, "Required
// parameters"). With PREFIX every leading expression starts a segment, yet
// no case of the suite has such an empty value, so no case is listed here
// (docs/rfc6570.md says so beside the hyphen cases); a case added to the
// suite that the rule changes shows up in the test below and belongs here.
const EMPTY_SEGMENT: { [template: string]: string } = {};

// Where each malformed template goes wrong, counted in the template as the
// suite writes it (the URL adds PREFIX.length): the first character that the
// RFC 6570 grammar cannot accept there, or the "{" left open.
const ERROR_OFFSET: { [template: string]: number } = {
  "{/id*": 0, // never closed
  "/id*}": 4, // "}" with no "{"
  "{/?id}": 2, // a second operator
  "{var:prefix}": 5, // digits expected after ":"
  "{hello:2*}": 8, // a prefix and an explode
  "{??hello}": 2,
  "{!hello}": 1, // "!" is reserved for future operators
  "{with space}": 5,
  "{ leading_space}": 1,
  "{trailing_space }": 15,
  "{=path}": 1,
  "{$var}": 1,
  "{|var*}": 1,
  "{*keys?}": 1,
  "{?empty=default,var}": 7,
  "{var}{-prefix|/-/|var}": 6,
  "?q={searchTerms}&amp;c={example:color?}": 32,
  "x{?empty|foo=none}": 8,
  "/h{#hello+}": 9,
  "/h#{hello+}": 9,
  "{;keys:1*}": 8,
  "?{-join|&|var,list}": 2,
  "/people/{~thing}": 9,
  "/sparql{?query){&default-graph-uri*}": 15, // a "{" inside the expression opened at 7
  "/resolution{?x, y}": 15,
  "{var:0}": 5, // prefix lengths are 1 to 9999
  "{var:01}": 5,
  "{var:10000}": 5,
  "{var:}": 5,
  "{x.}": 2, // a name may not end with "."
  "{x..y}": 2, // "x." ends with "." before the second one
  "{%2x}": 1, // "%" starts a pct-encoded triplet
};

/** Where in the URL a malformed template goes wrong: its ERROR_OFFSET, after PREFIX. */
function errorPosition(template: string): number {
  return PREFIX.length + defined(ERROR_OFFSET[template], `an ERROR_OFFSET entry for ${template}`);
}

function negativeOutcome({ template, variables }: Case): string {
  if (Object.hasOwn(HYPHENATED, template)) return "documented";
  try {
    expand(template, variables);
    return "no error";
  } catch (error) {
    if (!(error instanceof EndpointError)) return `not an EndpointError: ${String(error)}`;
    const route = JSON.stringify(`POST ${PREFIX}${template}`);
    if (VALUE_ERRORS.has(template)) {
      return error.code === "ERR_INVALID_PARAMETER" && error.message.includes('"keys"') && error.message.includes(route)
        ? "ok"
        : `${error.code}: ${error.message}`;
    }
    const expectedEnd = `at position ${errorPosition(template)}`;
    return error.code === "ERR_INVALID_TEMPLATE" &&
      error.message.includes(JSON.stringify(PREFIX + template)) &&
      error.message.endsWith(expectedEnd)
      ? "ok"
      : `${error.code}: ${error.message} (expected it to end with "${expectedEnd}")`;
  }
}

function positiveOutcome({ template, expected, variables }: Case): string {
  try {
    const url = expand(template, variables);
    return acceptable(expected as string | string[]).includes(url) ? "ok" : url;
  } catch (error) {
    return `threw ${String(error)}`;
  }
}

describe("RFC 6570 test suite through endpoint()", () => {
  test("the harness never passes a variable that endpoint() would read as an option", () => {
    const names = CASES.flatMap((c) => Object.keys(c.variables));
    expect(names.filter((name) => OPTION_KEYS.includes(name))).toEqual([]);
  });

  describe.each(FILES.filter((f) => f !== "negative-tests.json"))("%s", (file) => {
    test.each(positive(file))("$group #$index: $template", (c) => {
      expect(acceptable(c.expected as string | string[])).toContain(expand(c.template, c.variables));
    });
  });

  test("the cases the empty-segment rule changes are exactly the documented ones", () => {
    const changed = CASES.filter((c) => c.expected !== false).filter((c) => {
      try {
        expand(c.template, c.variables);
        return false;
      } catch (error) {
        return error instanceof EndpointError && /is empty/.test(error.message);
      }
    });
    expect(changed.map((c) => c.template)).toEqual(Object.keys(EMPTY_SEGMENT));
  });

  test("the rule itself: {empty} alone in a segment throws, O{empty}X does not", () => {
    expectEndpointError(() => expand("{empty}", { empty: "" }), "ERR_MISSING_PARAMETER", "is empty");
    expect(expand("x/O{empty}X", { empty: "" })).toBe(`${PREFIX}x/OX`);
  });

  describe("negative-tests.json", () => {
    test("every malformed template has a hand-checked error position", () => {
      const negatives = CASES.filter((c) => c.expected === false).map((c) => c.template);
      const invalid = negatives.filter((t) => !VALUE_ERRORS.has(t) && !Object.hasOwn(HYPHENATED, t));
      expect(invalid.sort()).toEqual(Object.keys(ERROR_OFFSET).sort());
    });

    test.each(CASES.filter((c) => c.file === "negative-tests.json" && isHyphenated(c)))(
      "$template is valid here: a hyphen inside a name",
      (c) => {
        const variables = { query: "q", "default-graph-uri": "g" };
        expect(expand(c.template, variables)).toBe(PREFIX + HYPHENATED[c.template]);
      },
    );

    test.each(CASES.filter((c) => c.file === "negative-tests.json" && !isHyphenated(c)))("$template", (c) => {
      expect(c.expected).toBe(false);
      const run = () => expand(c.template, c.variables);
      expect(run).toThrow(EndpointError);
      if (VALUE_ERRORS.has(c.template)) {
        expectEndpointError(run, "ERR_INVALID_PARAMETER");
        expect(run).toThrow('parameter "keys"');
        expect(run).toThrow(`for route ${JSON.stringify(`POST ${PREFIX}${c.template}`)}`);
      } else {
        expectEndpointError(run, "ERR_INVALID_TEMPLATE");
        expect(run).toThrow(`Invalid URL template ${JSON.stringify(PREFIX + c.template)}`);
        expect(run).toThrow(new RegExp(`at position ${errorPosition(c.template)}$`));
      }
    });
  });

  // Recomputed here rather than collected from the tests above, so that it
  // holds whichever tests were filtered in.
  test("totals: spec examples 64/64, by section 117/117, extended 53/53, negative 34/34 plus the two documented", () => {
    const totals: { [file: string]: string } = {};
    for (const file of FILES) {
      const cases = CASES.filter((c) => c.file === file);
      const outcomes = cases.map((c) => (c.expected === false ? negativeOutcome(c) : positiveOutcome(c)));
      const passed = outcomes.filter((o) => o === "ok").length;
      const documented = outcomes.filter((o) => o === "documented").length;
      totals[file] = `${passed}/${cases.length - documented}` + (documented ? ` + ${documented} documented` : "");
    }
    expect(totals).toEqual({
      "spec-examples.json": "64/64",
      "spec-examples-by-section.json": "117/117",
      "extended-tests.json": "53/53",
      "negative-tests.json": "34/34 + 2 documented",
    });
  });
});

describe("templates the suite does not cover", () => {
  const api = endpoint.defaults({ baseUrl: "https://h.test" });

  // Expected URLs are worked out by hand from RFC 6570 and docs/decisions.md.
  test.each([
    ["GET /repos/:owner/:repo", { owner: "octo cat", repo: "r" }, "https://h.test/repos/octo%20cat/r"],
    ["GET /files/:name.json", { name: "a" }, "https://h.test/files/a.json"],
    ["GET /x/:a:b", { a: "1", b: "2" }, "https://h.test/x/12"],
    ["GET /x/:_id", { _id: 7 }, "https://h.test/x/7"],
    ["GET /x/:1abc", { "1abc": "no" }, "https://h.test/x/:1abc?1abc=no"],
    ["GET /x/{var:3}", { var: "abcdef" }, "https://h.test/x/abc"],
    ["GET /x/:id{?q}", { id: "a/b", q: "c" }, "https://h.test/x/a%2Fb?q=c"],
    // Not in the query or the fragment, where ":" is ordinary text.
    ["GET /x?since=:time", { time: "t" }, "https://h.test/x?since=:time&time=t"],
    ["GET /x#:frag", { frag: "f" }, "https://h.test/x?frag=f#:frag"],
    // Not in the authority of an absolute URL.
    ["GET https://u:pw@h.test:8080/x/:id", { id: "1", pw: "p" }, "https://u:pw@h.test:8080/x/1?pw=p"],
    ["GET http://h.test:8080/:id", { id: "1" }, "http://h.test:8080/1"],
  ])("`:name`: %s with %j", (route, params, url) => {
    expect(api(route, params).url).toBe(url);
  });

  test("a `:name` placeholder is required and named in the error", () => {
    // The route types reject this call at compile time; at run time it throws.
    const run = () => loose(api)("GET /users/:user/repos", {});
    expectEndpointError(run, "ERR_MISSING_PARAMETER");
    expect(run).toThrow('Missing parameter "user" for route "GET /users/:user/repos"');
  });

  test.each([
    ["/x#frag", { a: "1" }, "https://h.test/x?a=1#frag"],
    ["/x?y=1#frag", { a: 1 }, "https://h.test/x?y=1&a=1#frag"],
    ["/x?", { a: 1 }, "https://h.test/x?a=1"],
    ["/x?y=1&", { a: 1 }, "https://h.test/x?y=1&a=1"],
    ["/x{#f}", { f: "s", a: "1" }, "https://h.test/x?a=1#s"],
    ["/x{#f}", { f: "a#b?c", a: "1" }, "https://h.test/x?a=1#a#b?c"],
    ["/x{?y}{#f}", { y: "2", f: "s", a: "1" }, "https://h.test/x?y=2&a=1#s"],
    ["/x{?y}", { a: 1 }, "https://h.test/x?a=1"],
    ["/x#a?b", { c: 1 }, "https://h.test/x?c=1#a?b"],
    ["/x{?y}#top", { y: "", c: 1 }, "https://h.test/x?y=&c=1#top"],
  ])("leftover query before the fragment: GET %s with %j", (url, params, expected) => {
    expect(api({ url, ...params }).url).toBe(expected);
  });

  test.each([
    ["/x{/a}", {}, "https://h.test/x"],
    ["/x{/a}", { a: "b c" }, "https://h.test/x/b%20c"],
    ["/x{/a}", { a: "" }, "https://h.test/x/"],
    ["/x{/a*}", { a: ["p", "q"] }, "https://h.test/x/p/q"],
    ["/x{/a,b}", { a: "1", b: "2" }, "https://h.test/x/1/2"],
    ["/x{/a,b}", { b: "2" }, "https://h.test/x/2"],
    ["/x{.fmt}", { fmt: "json" }, "https://h.test/x.json"],
    ["/x{.fmt}", {}, "https://h.test/x"],
    ["/x{;p,q}", { p: 1, q: "" }, "https://h.test/x;p=1;q"],
    ["/x{?a,b}{&c}", { a: 1, b: "2", c: true }, "https://h.test/x?a=1&b=2&c=true"],
    ["/x{?a}{&c}", { c: 3 }, "https://h.test/x&c=3"],
    ["/x/pre{a}post", {}, "https://h.test/x/prepost"],
    ["/x/v{a}/y", { a: "" }, "https://h.test/x/v/y"],
    ["/compare/{base}...{head}", { base: "main", head: "o:topic" }, "https://h.test/compare/main...o%3Atopic"],
    ["/café/{x}", { x: "é" }, "https://h.test/caf%C3%A9/%C3%A9"],
    ["/x/", {}, "https://h.test/x/"],
    // null members are dropped; a list or map left empty is undefined.
    ["/x{/a*}", { a: ["p", null, "q"] }, "https://h.test/x/p/q"],
    ["/x{?m*}", { m: { a: "1", b: null } }, "https://h.test/x?a=1"],
    ["/x{?a,m}", { a: [null], m: { b: undefined } }, "https://h.test/x"],
    ["/x{?m}", { m: Object.assign(Object.create(null) as object, { k: "v" }) }, "https://h.test/x?m=k,v"],
    // A pct-encoded name is written as it is; url-template writes a name that
    // is not UTF-8 once decoded (`%C3` alone) encoded again (docs/rfc6570.md).
    ["/x{?%C3}", { "%C3": "v" }, "https://h.test/x?%25C3=v"],
    ["/x{%C3}", { "%C3": "v" }, "https://h.test/xv"],
    // Lowercase hex digits come back uppercase: the same URI (RFC 3986 §2.1).
    ["/x{?st%c3%a4dte}", { "st%c3%a4dte": "v" }, "https://h.test/x?st%C3%A4dte=v"],
    ["/x{?%2Bx}", { "%2Bx": "v" }, "https://h.test/x?%2Bx=v"],
    // An encoded unreserved character comes back as itself: the same URI (RFC 3986 §6.2.2.2).
    ["/x{?%41b}", { "%41b": "v" }, "https://h.test/x?Ab=v"],
    // Decoded, "," would be url-template's syntax: the name is encoded again (docs/rfc6570.md).
    ["/x{?a%2Cb}", { "a%2Cb": "v" }, "https://h.test/x?a%252Cb=v"],
    ["/x{;Stra%C3%9Fe}", { "Stra%C3%9Fe": "" }, "https://h.test/x;Stra%C3%9Fe"],
    // The same name twice with different prefixes, beside a list.
    ["/x{?a:1,l,a}", { a: "abc", l: ["p", "q"] }, "https://h.test/x?a=a&l=p,q&a=abc"],
    ["/x/pre{a:2,m*,a}", { a: "abc", m: { k: "v" } }, "https://h.test/x/preab,k=v,abc"],
  ])("operators: POST %s with %j", (url, params, expected) => {
    expect(api({ method: "POST", url, ...params }).url).toBe(expected);
  });

  test.each([
    ["/x/{a}", "a"],
    ["/x/{+a}", "a"],
    ["/x/{a}.json", "a"],
    ["/x/v{a}", "a"],
    ["/compare/{base}...{head}", "base"],
    ["/x/{a,b}", "a"],
  ])("required at a segment boundary: %s without %s", (url, name) => {
    const run = () => api({ method: "POST", url });
    expectEndpointError(run, "ERR_MISSING_PARAMETER");
    expect(run).toThrow(`Missing parameter ${JSON.stringify(name)} for route ${JSON.stringify(`POST ${url}`)}`);
  });
});
