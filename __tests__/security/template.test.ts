// Hostile parameter values against the URL template: the expanded URL is
// checked against the template's own structure, whatever the values are.
import fc from "fast-check";
import { endpoint, EndpointError } from "../../src/index.js";
import { expectEndpointError } from "../helpers/expect-error.js";
import { loose } from "../helpers/loose-endpoint.js";
import { DECODES_SLASHES, MERGES_SLASHES, dotSegmentsFor, referenceParse } from "../helpers/server-models.js";
import { runs } from "../helpers/runs";

const untyped = loose(endpoint);

describe("values cannot change the URL's structure", () => {
  test.each<[string, string, Record<string, unknown>, string, string]>([
    // Empty values beside literal dots form a ".." segment.
    [
      "empty values beside literal dots",
      "GET /repos/{owner}/{repo}/compare/{base}..{head}",
      { owner: "o", repo: "r", base: "", head: "" },
      "base,head",
      "dot segment",
    ],
    [
      "a dot beside literal dots",
      "GET /repos/{owner}/{repo}/compare/{base}...{head}",
      { owner: "o", repo: "r", base: "", head: "" },
      "",
      "",
    ],
    // After an optional query expression that expands to nothing, the path goes on.
    ["../ after an empty {?q}", "GET /a{?q}/{+y}", { y: "../../admin" }, "y", "dot segment"],
    ["? after an empty {?q}", "GET /a{?q}/{+y}", { y: "b?admin=1" }, "y", 'adds "?" to the path'],
    ["# after an empty {?q}", "GET /a{?q}/{+y}", { y: "b#x" }, "y", 'adds "#" to the path'],
    ["# after a non-empty {?q}", "GET /a{?q}/{+y}", { q: "1", y: "b#x" }, "y", 'adds a fragment ("#")'],
    // An expression right after a literal host.
    [
      "userinfo after the host",
      "GET https://api.github.com{+path}",
      { path: "@evil.com/x" },
      "path",
      "changes the host",
    ],
    ["a longer host name", "GET https://api.github.com{+path}", { path: ".evil.com/x" }, "path", "changes the host"],
    // An expression before host text the template writes may not end the authority early.
    [
      "a userinfo expression",
      "GET https://{+user}@api.github.com/x",
      { user: "evil.com/" },
      "user",
      "changes the host",
    ],
    ["a subdomain expression", "GET https://{+sub}.example.com/x", { sub: "evil.com/" }, "sub", "changes the host"],
    ["before a port", "GET https://{+host}:8080/x", { host: "evil.com/" }, "host", "changes the host"],
    [
      "before a path expression",
      "GET https://{+user}@h.test{/p}",
      { user: "evil.com/", p: "x" },
      "user",
      "changes the host",
    ],
    ["a port", "GET https://api.github.com{+path}", { path: ":8080/x" }, "path", "changes the host"],
    [
      "a query from the host's path expression",
      "GET https://api.github.com{+path}",
      { path: "?a=1" },
      "path",
      'adds "?" to the path',
    ],
    [
      "after a host built from a value",
      "GET https://{sub}.example.com{+path}",
      { sub: "a", path: "@evil.com" },
      "path",
      "changes the host",
    ],
    // Segments that servers decode into dot segments.
    ["..;/ (Tomcat's path parameters)", "GET /x/{+p}", { p: "..;/admin" }, "p", "dot segment"],
    ["%2e%2e%2f", "GET /x/{+p}", { p: "%2e%2e%2fadmin" }, "p", "dot segment"],
    ["%2E%2e%5C", "GET /x/{+p}", { p: "a%5C%2E%2e" }, "p", "dot segment"],
    ["..%2f in a simple expansion", "GET /x/{p}", { p: "../admin" }, "p", "dot segment"],
    ["{.x} making a dot segment", "GET /x/{.ext}", { ext: "" }, "ext", "dot segment"],
    ["a value making a relative URL absolute", "GET h{+x}", { x: "ttps://evil.com/" }, "x", "absolute"],
  ])("%s: %s", (_, route, params, names, detail) => {
    if (!detail) {
      expect(untyped(route, params).url).toBe("https://api.github.com/repos/o/r/compare/...");
      return;
    }
    expectEndpointError(
      () => untyped(route, params),
      "ERR_UNSAFE_PARAMETER",
      `Unsafe parameter ${JSON.stringify(names)}`,
      detail,
    );
  });

  test("host text before an expression that starts the path is the authority's end", () => {
    expect(untyped("GET https://{+user}@h.test{/p}", { user: "me", p: "x" }).url).toBe("https://me@h.test/x");
    expect(untyped("GET https://{+sub}.h.test", { sub: "a.b" }).url).toBe("https://a.b.h.test");
  });

  test.each<[string, Record<string, unknown>, string]>([
    ["GET https://api.github.com{+path}", { path: "/user" }, "https://api.github.com/user"],
    ["GET https://api.github.com{+path}", { path: "" }, "https://api.github.com"],
    ["GET https://{sub}.example.com/x", { sub: "api" }, "https://api.example.com/x"],
    ["GET /a{?q}/{+y}", { q: "1", y: "../../admin" }, "https://api.github.com/a?q=1/../../admin"],
    [
      "GET /repos/{owner}/{repo}/compare/{base}..{head}",
      { owner: "o", repo: "r", base: "a", head: "b" },
      "https://api.github.com/repos/o/r/compare/a..b",
    ],
    ["GET /x/{+p}", { p: "a;b/c.d/..e" }, "https://api.github.com/x/a;b/c.d/..e"],
    [
      "POST {+upload_url}",
      { upload_url: "https://uploads.example.com/a/b", data: "" },
      "https://uploads.example.com/a/b",
    ],
  ])("allowed: %s with %j", (route, params, url) => {
    expect(untyped(route, params).url).toBe(url);
  });
});

describe("large input", () => {
  test("prefixes are linear: 16,666 `{x:1}` with a 100,000-character value", () => {
    const route = "GET " + "/{x:1}".repeat(16_666);
    const { url } = untyped(route, { x: "é".repeat(100_000) });
    expect(url).toBe("https://api.github.com" + "/%C3%A9".repeat(16_666));
  });

  test("an exploded list too long for url-template says so, not 'lone surrogate'", () => {
    const list = Array.from({ length: 300_000 }, (_, i) => `v${i}`);
    const error = expectEndpointError(() => untyped("GET /x{?list*}", { list }), "ERR_INVALID_PARAMETER", '"list"');
    expect(error.message).toContain("too many items");
    expect(error.message).not.toContain("surrogate");
  });

  // Walking such an array by its length would take minutes (the test would
  // time out); its elements are the only work.
  test("a sparse array costs its elements, not its length", () => {
    const sparse: number[] = [];
    sparse[2 ** 32 - 2] = 7;
    expect(untyped("GET /x", { ids: sparse }).url).toBe("https://api.github.com/x?ids=7");
    expect(untyped("GET /x{/ids*}", { ids: sparse }).url).toBe("https://api.github.com/x/7");
    expect(untyped("GET /x", { "ids[]": sparse }).url).toBe("https://api.github.com/x?ids%5B%5D=7");
  });

  test("a lone surrogate is named as one", () => {
    expectEndpointError(
      () => untyped("GET /x/{a}", { a: "ok\uD800" }),
      "ERR_INVALID_PARAMETER",
      '"a"',
      "lone surrogate",
    );
    expectEndpointError(() => untyped("GET /x", { q: ["\uDC00"] }), "ERR_INVALID_PARAMETER", '"q"', "lone surrogate");
    expectEndpointError(() => untyped("GET /x", { "\uD800": "v" }), "ERR_INVALID_PARAMETER", "lone surrogate");
  });
});

describe("GitHub's hyphenated names", () => {
  test("{enterprise-team} is a variable like any other", () => {
    const { url } = endpoint("GET /enterprises/{enterprise}/teams/{enterprise-team}", {
      enterprise: "e",
      "enterprise-team": "t",
    });
    expect(url).toBe("https://api.github.com/enterprises/e/teams/t");
  });

  test("a hyphen may not start or end a name", () => {
    expectEndpointError(() => untyped("GET /x/{-a}"), "ERR_INVALID_TEMPLATE", "at position 4");
    expectEndpointError(() => untyped("GET /x/{a-}"), "ERR_INVALID_TEMPLATE", "at position 5");
  });
});

// An oracle of its own: the WHATWG reference parser (whatwg-url) resolves
// dot segments as fetch does, so a URL that passes the checks must come back
// from it with the same path, host and structure; and servers that decode
// %2F and %5C, or merge "//", must route it by the template's structure.
describe("the oracle is the WHATWG reference parser", () => {
  test("it resolves /a/.b/.. to /a/ (Node 20's own URL leaves it), and endpoint() refuses that value", () => {
    expect(referenceParse("https://h.test/a/.b/..")?.pathname).toBe("/a/");
    expectEndpointError(() => untyped("GET /a/{+p}", { p: ".b/.." }), "ERR_UNSAFE_PARAMETER", "dot segment");
  });

  test("the server models read what servers read", () => {
    expect(DECODES_SLASHES.segments("/a/b%2Fc%5cd\\e")).toEqual(["", "a", "b", "c", "d", "e"]);
    expect(MERGES_SLASHES.segments("/a//b/")).toEqual(["", "a", "b", ""]);
    expect(dotSegmentsFor(DECODES_SLASHES, "/a/x%2F%2e%2E;p/b")).toEqual(["%2e%2E;p"]);
  });
});

describe("random templates and values (fuzz)", () => {
  const piece = fc.constantFrom(
    "/lit",
    "/{x}",
    "{/x}",
    "/{+x}",
    "/:x",
    "{.x}",
    "{;x}",
    "/pre{x}",
    "{x}post",
    "/{x,y}",
    "{/y*}",
    "/{+y}",
    "/..{x}",
    "/{x}..",
    "/.",
    "{?x}",
    "/{+x}{+y}",
    "/a.b",
    "{x}{y}",
    "/..{;y}",
    "/.{/x}",
    "..",
    "/a/.b",
  );
  const hostile = fc.constantFrom(
    "",
    ".",
    "..",
    "%2e",
    "%2E%2e",
    "../",
    "/..",
    "..;x",
    "a%2f..",
    "..\\",
    "?",
    "#",
    "@evil.com",
    "a",
    "a.b",
    "/",
    "//",
    ".b/..",
  );
  const value = fc.oneof(
    hostile,
    fc.string({ maxLength: 6 }),
    fc.array(hostile, { maxLength: 3 }),
    fc.constant(undefined),
  );
  // Pieces with simple expressions only: a value there writes no "/" (it is
  // encoded), and "" is refused where it would leave a segment empty, so the
  // segments are the template's. (An absent or empty operator expression may
  // leave one empty, as RFC 6570 says: `{.x}` before "/lit".)
  const SIMPLE =
    /^(?:\/lit|\/\{x\}|\/:x|\/pre\{x\}|\{x\}post|\/\{x,y\}|\/\{x\}\.\.|\/\.\.\{x\}|\/\.|\/a\.b|\{x\}\{y\})$/;

  test(`whatever passes keeps its host, its path and its structure (${runs(6_000)} cases)`, () => {
    fc.assert(
      fc.property(fc.array(piece, { minLength: 1, maxLength: 5 }), value, value, (pieces, x, y) => {
        // After "/": an expression right after the host text would build the
        // host itself (`https://{sub}.example.com`), which is the caller's.
        const template = `https://h.test/${pieces.join("")}`;
        let url: string;
        try {
          url = untyped({ method: "POST", url: template, x, y }).url;
        } catch (error) {
          expect(error).toBeInstanceOf(EndpointError);
          return;
        }
        const parsed = referenceParse(url);
        expect(parsed).toBeDefined();
        const { host, pathname, search, hash } = parsed as NonNullable<typeof parsed>;
        expect(host).toBe("h.test");
        const raw = /^https:\/\/h\.test([^?#]*)/.exec(url)![1];
        // Each expression as a non-empty value after its operator's character.
        const skeleton = template.replace(/\{([/.;?&#]?)[^}]*\}|:x/g, "$1v");
        const ownDots = /(^|\/)\.\.?([/?#;]|$)/.test(skeleton);
        if (!ownDots) {
          // The reference parser resolves nothing, and servers that decode
          // %2F and %5C find no "." or ".." segment to resolve.
          expect(pathname).toBe(raw === "" ? "/" : raw);
          expect(dotSegmentsFor(DECODES_SLASHES, pathname)).toEqual([]);
          expect(dotSegmentsFor(MERGES_SLASHES, pathname)).toEqual([]);
        }
        if (!ownDots && pieces.every((p) => SIMPLE.test(p))) {
          // Merging "//" drops no segment a value made: the routed path has
          // the template's own number of segments.
          const expected = skeleton.replace(/^https:\/\/h\.test/, "").replace(/[?#].*/s, "");
          const templateSegments = MERGES_SLASHES.segments(expected).length;
          expect(MERGES_SLASHES.segments(pathname)).toHaveLength(templateSegments);
        }
        if (!template.includes("{?")) expect(search).toBe("");
        expect(hash).toBe("");
      }),
      { numRuns: runs(6_000) },
    );
  });

  // Expressions inside the authority build the host, as the template says;
  // the host text the template writes after them must stay the host's end,
  // and the path must stay the template's.
  const hostPiece = fc.constantFrom("{+x}", "{x}", "{+y}", "{.y}", "api", ".", "-");
  const hostEnd = fc.constantFrom(".h.test", "@h.test", "h.test", ".h.test:8080");
  const hostValue = fc.oneof(
    fc.constantFrom("", "a", "evil.com/", "evil.com\\", "e/..", "a@b", "x:1@", ":1", "?", "#", "%2f", "a.b"),
    fc.string({ maxLength: 6 }),
  );

  test(`host text the template writes after an expression stays the host's end (${runs(3_000)} cases)`, () => {
    fc.assert(
      fc.property(
        fc.array(hostPiece, { minLength: 1, maxLength: 3 }),
        hostEnd,
        hostValue,
        hostValue,
        (pieces, end, x, y) => {
          fc.pre(pieces.some((piece) => piece.startsWith("{")));
          const template = `https://${pieces.join("")}${end}/p`;
          let url: string;
          try {
            url = untyped({ method: "POST", url: template, x, y }).url;
          } catch (error) {
            expect(error).toBeInstanceOf(EndpointError);
            return;
          }
          // A URL no client can parse sends nothing anywhere.
          const parsed = referenceParse(url);
          if (parsed === undefined) return;
          expect(parsed.host.endsWith(end.slice(end.indexOf("@") + 1))).toBe(true);
          expect(parsed.pathname).toBe("/p");
        },
      ),
      { numRuns: runs(3_000) },
    );
  });
});
