import { compileTemplate } from "../../src/template/compile-template.js";
import { authorityLength } from "../../src/template/lex-template.js";
import { decodeQueryText } from "../../src/template/query-keys.js";
import type { Expression, Literal } from "../../src/template/template-parts.js";
import { defined } from "../helpers/defined.js";
import { expectEndpointError } from "../helpers/expect-error.js";

const expressions = (template: string) =>
  compileTemplate(template).parts.filter((part): part is Expression => part.kind === "expression");
const literals = (template: string) =>
  compileTemplate(template)
    .parts.filter((part): part is Literal => part.kind === "literal")
    .map((part) => part.text);

describe("compileTemplate", () => {
  test.each<[string, string[]]>([
    ["/repos/{owner}/:repo{?page,per_page}", ["owner", "repo", "page", "per_page"]],
    ["/teams/{enterprise-team}", ["enterprise-team"]],
    ["/x{/list*}{.fmt}{;p:3}", ["list", "fmt", "p"]],
    ["https://u:pw@h.test:8080/:id", ["id"]],
    ["/x?since=:time#:frag", []],
  ])("%s has the variables %j", (template, names) => {
    expect([...compileTemplate(template).names]).toEqual(names);
  });

  test.each<[string, boolean[]]>([
    ["/repos/{owner}/{repo}", [true, true]],
    ["/compare/{base}...{head}", [true, true]],
    ["/x/pre{a}post", [false]],
    ["/x{/a}{?b}{&c}{#d}", [false, false, false, false]],
    ["/x/{+path}", [true]],
    ["/x/{a}{?q}", [true, false]],
    ["/x?{a}", [false]],
  ])("%s: which expressions are required", (template, required) => {
    expect(expressions(template).map((e) => e.required)).toEqual(required);
  });

  test("literal text is encoded once, as RFC 6570 encodes it", () => {
    expect(literals("/café/{x}/a b%/%2F")).toEqual(["/caf%C3%A9/", "/a%20b%25/%2F"]);
    expect(literals("/plain/{x}/text")).toEqual(["/plain/", "/text"]);
  });

  test("literals are cut where the query and the fragment start, and say which they open", () => {
    const parts = compileTemplate("/x?a=1#top?b").parts as Literal[];
    expect(parts.map(({ text, opens }) => [text, opens])).toEqual([
      ["/x", undefined],
      ["?a=1", "query"],
      ["#top?b", "fragment"],
    ]);
    expect(literals("/x/{y}z#f")).toEqual(["/x/", "z", "#f"]);
  });

  test("structure flags", () => {
    expect(compileTemplate("/a/{b}")).toMatchObject({ relative: true, authorityEnd: undefined, pathStart: 0 });
    expect(compileTemplate("https://h.test{+p}").parts[1]).toMatchObject({ afterHost: true, names: ["p"] });
    expect(compileTemplate("https://{+s}.h.test/x")).toMatchObject({ relative: false, authorityEnd: 3, pathStart: 3 });
    expect(compileTemplate("{+upload_url}")).toMatchObject({ relative: false, pathStart: 0 });
    expect(compileTemplate("{+upload_url}").parts[0]).toMatchObject({ afterHost: false });
  });

  test("literals know their segments, expressions whether they start a segment of values", () => {
    const { parts } = compileTemplate("/a%2Fb/{x}/c\\d");
    expect(parts.map((part) => (part.kind === "literal" ? [part.head, part.tail] : part.startsValues))).toEqual([
      ["", ""],
      true,
      ["", "d"],
    ]);
    expect(compileTemplate("x{y}").parts[0]).toMatchObject({ head: "x", tail: undefined });
  });

  test.each<[string, number]>([
    ["https://h.test/x", 14],
    ["https://h.test", 14],
    ["HTTP://u:p@h.test:8080?q", 22],
    ["https://a{/x}b.com/", 10],
    ["/x", 0],
    ["h.test/x", 0],
  ])("authorityLength(%j) is %d", (text, length) => {
    expect(authorityLength(text)).toBe(length);
  });

  test("where the authority ends, when host text follows an expression in it", () => {
    // The literal is cut there: part 3 ("/x") starts with the "/" that ends it.
    expect(literals("https://{+u}@h.test/x?y")).toEqual(["https://", "@h.test", "/x", "?y"]);
    expect(compileTemplate("https://{+u}@h.test/x?y").authorityEnd).toBe(3);
    // The template ends inside the authority: after its last part.
    expect(compileTemplate("https://{+sub}.h.test").authorityEnd).toBe(3);
    // An expression with "/" ends the authority itself (":y" is a path placeholder there).
    expect(compileTemplate("https://a{/x}:y/").authorityEnd).toBeUndefined();
    expect(compileTemplate("https://{+u}@h{/p}").authorityEnd).toBe(3);
    // No host text after the expression, or no expression in the authority.
    expect(compileTemplate("https://{+host}/x").authorityEnd).toBeUndefined();
    expect(compileTemplate("https://h.test/{x}").authorityEnd).toBeUndefined();
    expect(compileTemplate("/x/{y}").authorityEnd).toBeUndefined();
  });

  test("a name used twice gets one url-template expression per variable", () => {
    const [twice] = expressions("{/var:1,var}");
    expect(twice?.each).toHaveLength(2);
    expect(defined(expressions("{/a,b}")[0], "an expression in {/a,b}").each).toBeUndefined();
  });

  test("a pct-encoded name in a named expression is given to url-template decoded", () => {
    expect(expressions("{?Stra%C3%9Fe}")[0]?.vars[0]).toMatchObject({ name: "Stra%C3%9Fe", key: "Straße" });
    expect(expressions("{Stra%C3%9Fe}")[0]?.vars[0]).toMatchObject({ key: "Stra%C3%9Fe" });
    expect(expressions("{?%C3}")[0]?.vars[0]).toMatchObject({ key: "%C3" });
    // Decoded, "," would be url-template's expression syntax: the name stays as written.
    expect(expressions("{?a%2Cb}")[0]?.vars[0]).toMatchObject({ key: "a%2Cb" });
    // "A" is what "%41" encodes: url-template writes it as "A", the same URI (RFC 3986 §6.2.2.2).
    expect(expressions("{?%41}")[0]?.vars[0]).toMatchObject({ key: "A" });
  });

  test.each<[string, string]>([
    ["/x/{a", 'unclosed "{" at position 3'],
    ["/x/{a{b}", 'unexpected "{" at position 5'],
    ["/x/a}", 'unexpected "}" at position 4'],
    ["/x/{-a}", 'unexpected "-" at position 4'],
    ["/x/{a:0}", "at position 6"],
    ["/x/\uD800", "a lone surrogate) at position 3"],
  ])("%s is refused: %s", (template, detail) => {
    expectEndpointError(() => compileTemplate(template), "ERR_INVALID_TEMPLATE", detail);
  });
});

describe("decodeQueryText", () => {
  test.each([
    ["ty%70e", "type"],
    ["a+b", "a b"],
    ["%E0", "%E0"], // not UTF-8: kept as written, as servers keep it
    ["%", "%"],
  ])("%s is read by servers as %s", (key, read) => {
    expect(decodeQueryText(key)).toBe(read);
  });
});
