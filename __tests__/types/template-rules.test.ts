/**
 * The type-level reading of URL templates agrees with the runtime, rule by
 * rule (docs/decisions.md, "Required parameters"). Each row is checked twice:
 * at compile time (`tsc -p tsconfig.test.json` fails on the row whose types
 * disagree, naming what the types computed) and at run time (jest compares
 * the row with what src/template/compile-template.ts marks as required, and calls
 * `endpoint` without each required variable).
 */
import { expectTypeOf } from "expect-type";
import { endpoint, EndpointError } from "../../src/index";
import type { TemplateVariables } from "../../src/types/route";
import { compileTemplate } from "../../src/template/compile-template";
import { OPTION_NAME_SET } from "../../src/util/option-names";

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

/** `unknown` when the types agree with the row; otherwise an object naming what they computed. */
type Agrees<T extends string, R extends readonly string[], O extends readonly string[]> =
  Equal<TemplateVariables<T>, { required: R[number]; optional: O[number] }> extends true
    ? unknown
    : { typesSay: TemplateVariables<T> };

interface Rule {
  template: string;
  required: readonly string[];
  optional: readonly string[];
}

/** One row: a template, its required and its optional variable names. */
function rule<const T extends string, const R extends readonly string[], const O extends readonly string[]>(
  template: T,
  required: R,
  optional: O & Agrees<T, R, O>,
): Rule {
  return { template, required, optional };
}

const RULES: Rule[] = [
  // Simple and reserved expressions that start or end a segment are required.
  rule("/repos/{owner}/{repo}", ["owner", "repo"], []),
  rule("{a}/b", ["a"], []),
  rule("/{a}", ["a"], []),
  rule("/a/{x,y}/b", ["x", "y"], []),
  rule("/contents/{+path}", ["path"], []),
  rule("{+base}/x", ["base"], []),
  rule("/compare/{base}...{head}", ["base", "head"], []),
  rule("/a/x{b}", ["b"], []),
  rule("/a/x{b}/c", ["b"], []),
  rule("/a/x{b}?q=1", ["b"], []),
  rule("/a/x{b}#top", ["b"], []),
  rule("/a/x{b}{/c}", ["b"], ["c"]),
  rule("/a/x{b}{?c}", ["b"], ["c"]),
  rule("/a/x{b}{&c}", ["b"], ["c"]),
  rule("/a/x{b}{#c}", ["b"], ["c"]),
  rule("/a/{b}.json", ["b"], []),
  // Enclosed by literal text inside one segment: optional (RFC 6570's O{undef}X).
  rule("/a/O{b}X", [], ["b"]),
  rule("/a/x{b}{.c}", [], ["b", "c"]),
  rule("/a/x{b}{c}", ["c"], ["b"]),
  rule("/a/v{+b}.json", [], ["b"]),
  // Operator expressions are optional wherever they are.
  rule("/a{/b}", [], ["b"]),
  rule("/a{?b,c}", [], ["b", "c"]),
  rule("/a{&b}", [], ["b"]),
  rule("/a{.b}", [], ["b"]),
  rule("/a{;b}", [], ["b"]),
  rule("/a{#b}", [], ["b"]),
  rule("/{/b}/{.c}/{;d}", [], ["b", "c", "d"]),
  rule("/a{/b}/{c}", ["c"], ["b"]),
  // The path part ends at a literal "?" or "#", or at "{?", "{&", "{#".
  rule("/a{?q}/{b}", [], ["q", "b"]),
  rule("/a{&q}/{b}", [], ["q", "b"]),
  rule("/a{#q}/{b}", [], ["q", "b"]),
  rule("/a?x=1/{b}", [], ["b"]),
  rule("/a#f/{b}", [], ["b"]),
  rule("/a?{b}", [], ["b"]),
  // Modifiers are not part of the name.
  rule("/a/{name:3}", ["name"], []),
  rule("/a/{list*}", ["list"], []),
  rule("/a/{+path*}/b", ["path"], []),
  rule("/a{?list*,x:2}", [], ["list", "x"]),
  rule("/a/{x:10,y*}", ["x", "y"], []),
  // Names: dots and pct-encoded triplets are part of them.
  rule("/a/{a.b}", ["a.b"], []),
  rule("/a/{Stra%C3%9Fe}", ["Stra%C3%9Fe"], []),
  // "-" inside a name (GitHub's and OpenAPI's {enterprise-team}), also next to "." parts.
  rule("/{default-graph-uri}", ["default-graph-uri"], []),
  rule("/sparql{?query,default-graph-uri}", [], ["query", "default-graph-uri"]),
  rule("/enterprises/{enterprise}/teams/{enterprise-team}", ["enterprise", "enterprise-team"], []),
  rule("/a/{a-b.c-d}/{+path-x*}{/x-1}", ["a-b.c-d", "path-x"], ["x-1"]),
  rule("/a/v{x-y}.json", [], ["x-y"]),
  // A name required anywhere is required; it is not also optional.
  rule("/a/{x}{?x}", ["x"], []),
  rule("/a{?x}", [], ["x"]),
  // :name is {name}: a letter or "_", then [A-Za-z0-9_]*; only in the path part.
  rule("/users/:username", ["username"], []),
  rule(":a/b", ["a"], []),
  rule("/a/:x/b", ["x"], []),
  rule("/a:x", ["x"], []),
  rule("/a:x.json", [], ["x"]),
  rule("/a/:x.json", ["x"], []),
  rule("/a/:_x9-y", ["_x9"], []),
  rule("/teams/:team-slug/x", ["team"], []),
  rule("/a/:x:y", ["x", "y"], []),
  rule("/a/:x:y.json", ["x"], ["y"]),
  rule("/a/:x{y}", ["x", "y"], []),
  rule("/a/x:x{y}.json", [], ["x", "y"]),
  rule("/a/:1", [], []),
  rule("/a/:", [], []),
  rule("/search?sort=:owner", [], []),
  rule("/a#:x", [], []),
  rule("/a{?q}:x", [], ["q"]),
  rule("/a/{x}:y", ["x", "y"], []),
  rule("/a/-{x}:y-", [], ["x", "y"]),
  // Never inside the authority of scheme://user:pass@host:port.
  rule("http://user:pass@localhost:8080/a/:id", ["id"], []),
  rule("https://h.test:443/:x", ["x"], []),
  rule("https://h.test:x", [], []),
  rule("http://a:b@{host}:80/:id", ["id"], ["host"]),
  rule("http://h{/p}:x", ["x"], ["p"]),
  rule("http://h{.p}:x", [], ["p"]),
  rule("https://{host}/x", ["host"], []),
  rule("https://api.{domain}/x", ["domain"], []),
  rule("https://{sub}.example.com/{x}", ["sub", "x"], []),
  rule("HTTPS://h.test:8443/:x", ["x"], []),
  rule("git+ssh://h:22/:x", ["x"], []),
  // Not a scheme ("://" after something that is not [A-Za-z][A-Za-z0-9+.-]*): ":" may start a name.
  rule("/a/b://c:d", ["d"], []),
  rule("1http://h:x/", ["x"], []),
  rule("{+base}://h:x/", ["base", "x"], []),
  // Option names are read like any other name (RouteParameters drops them).
  rule("/x/{url}/{data}{?headers}", ["url", "data"], ["headers"]),
  // No variables.
  rule("/rate_limit", [], []),
  rule("", [], []),
];

/** What the runtime marks: required variables, and the others. */
function atRuntime(template: string): { required: string[]; optional: string[] } {
  const required = new Set<string>();
  const all = new Set<string>();
  for (const part of compileTemplate(template).parts) {
    if (!("vars" in part)) continue;
    for (const spec of part.vars) {
      all.add(spec.name);
      if (part.required) required.add(spec.name);
    }
  }
  return { required: [...required].sort(), optional: [...all].filter((name) => !required.has(name)).sort() };
}

describe("template rules: types, this table and the runtime agree", () => {
  test.each(RULES.map((r) => [r.template, r] as const))("%j", (_, { template, required, optional }) => {
    expect(atRuntime(template)).toStrictEqual({ required: [...required].sort(), optional: [...optional].sort() });
  });

  const withParameters = RULES.filter(
    (r) => r.required.length > 0 && !r.required.some((name) => OPTION_NAME_SET.has(name)),
  );
  test.each(withParameters.map((r) => [r.template, r] as const))(
    "%j throws ERR_MISSING_PARAMETER without each required variable",
    (_, r) => {
      const all = Object.fromEntries([...r.required, ...r.optional].map((name) => [name, "v"]));
      expect(() => endpoint({ url: r.template, ...all })).not.toThrow();
      for (const name of r.required) {
        const { [name]: _left, ...rest } = all;
        let thrown: unknown;
        try {
          endpoint({ url: r.template, ...rest });
        } catch (error) {
          thrown = error;
        }
        expect(thrown).toBeInstanceOf(EndpointError);
        expect((thrown as EndpointError).code).toBe("ERR_MISSING_PARAMETER");
        expect((thrown as EndpointError).message).toContain(`"${name}"`);
      }
    },
  );
});

describe("template rules: the types themselves", () => {
  test("exploded names lose their `*`, prefixed names their `:n`", () => {
    expectTypeOf<TemplateVariables<"/a/{list*}/{name:3}{?q*}">>().toEqualTypeOf<{
      required: "list" | "name";
      optional: "q";
    }>();
    expect(atRuntime("/a/{list*}/{name:3}{?q*}")).toStrictEqual({ required: ["list", "name"], optional: ["q"] });
  });

  test("a union of templates reads each one", () => {
    expectTypeOf<TemplateVariables<"/a/{x}" | "/b{?y}">>().toEqualTypeOf<
      { required: "x"; optional: never } | { required: never; optional: "y" }
    >();
    expect(atRuntime("/a/{x}").required).toStrictEqual(["x"]);
  });
});
