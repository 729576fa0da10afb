// Fused runs (`/{a}/{b}` expanded as one `{/a,b}`) must change nothing but
// the number of url-template calls: the same URL, the same verification, the
// same error and message, for every template and every value. Checked
// differentially: each template expanded from its plain compiled form and
// from its fused form, over GitHub's route list and generated templates,
// with values from ordinary to hostile.
import fc from "fast-check";
import { compileTemplate } from "../../src/template/compile-template.js";
import type { CompiledTemplate } from "../../src/template/template-parts.js";
import { writeUrl } from "../../src/template/write-url.js";
import { OPTION_NAME_SET } from "../../src/util/option-names.js";
import { routed } from "../helpers/expect-error.js";
import { githubRoutes } from "../helpers/github-routes.js";
import { runs } from "../helpers/runs";

type Outcome = { url: string } | { error: string };

function outcome(template: CompiledTemplate, params: Record<string, unknown>, route: string): Outcome {
  try {
    // The route as the entry point adds it, so the whole message is compared.
    return { url: routed({ method: "GET", url: route }, () => writeUrl(template, params, OPTION_NAME_SET))() };
  } catch (error) {
    return {
      error: `${(error as Error).constructor.name} ${(error as { code?: string }).code} ${(error as Error).message}`,
    };
  }
}

// A template as compiled, with its runs, and without them (every part expanded on its own).
function forms(template: string): [CompiledTemplate, CompiledTemplate] {
  // Runs are found when the cache keeps a template: at its second use.
  compileTemplate(template);
  const fused = compileTemplate(template);
  return [{ ...fused, runs: undefined }, fused];
}

const hostileChar = fc.oneof(
  fc.constantFrom("/", ".", "..", "%", "%2e", "%2F", "?", "#", "\\", "@", ":", "{", "}", ",", " ", "\uD800", "é", "😀"),
  fc.string({ unit: "grapheme-ascii", maxLength: 3 }),
);
const scalar = fc.oneof(
  fc.string({ maxLength: 6 }),
  fc.array(hostileChar, { maxLength: 3 }).map((pieces) => pieces.join("")),
  fc.constantFrom("", "..", ".", "%2e%2e", undefined, null, Number.NaN),
  fc.integer(),
  fc.bigInt({ min: -5n, max: 5n }),
  fc.boolean(),
);
const value = fc.oneof(
  { weight: 4, arbitrary: scalar },
  fc.array(scalar, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 3 }), scalar, { maxKeys: 2 }),
  fc.constant(new Date(0)),
  fc.constant({ toString: () => "x" }),
);

// Values for a template's names: each one given, left out, or (rarely) an option name's.
const paramsFor = (names: readonly string[]) =>
  fc.tuple(...names.map(() => fc.option(value, { freq: 8 }))).map((values) => {
    const params: Record<string, unknown> = {};
    names.forEach((name, k) => {
      if (values[k] !== null) params[name] = values[k];
    });
    return params;
  });

const routes = githubRoutes().map(({ url }) => url);

describe("fused runs of path expressions", () => {
  test("GitHub's routes with runs are fused (the differential checks below are not empty)", () => {
    const fused = routes.filter((template) => forms(template)[1].runs !== undefined);
    expect(fused.length).toBeGreaterThan(routes.length * 0.4);
    expect(forms("/repos/{owner}/{repo}/issues/{issue_number}")[1].runs?.[1]?.expression.vars.length).toBe(2);
  });

  test.each<[string, Array<[number, number]>]>([
    ["/repos/{owner}/{repo}", [[1, 2]]],
    ["/a/{x}/{y}/b/{z}", [[1, 2]]],
    ["/{a}/{b}{?q}", [[1, 2]]],
    // A prefix is written by its part: a run writes values whole.
    ["/{a}/{b:2}/{c}", []],
    // A value in the authority is held to the authority's rule: no run starts there.
    ["https://{h}/{a}/{b}", [[3, 2]]],
    ["https://{h}/{a}", []],
    ["/:owner/:repo", [[1, 2]]],
  ])("%s fuses the runs (first part, count) %j", (template, expected) => {
    const runs = forms(template)[1].runs ?? [];
    expect([...runs.entries()].filter(([, run]) => run).map(([at, run]) => [at, run?.expression.vars.length])).toEqual(
      expected,
    );
  });

  test.each([
    "/{a}",
    "/{a}{b}",
    "/{a}/x{b}",
    "/{a}/{a}",
    "/{a*}/{b}",
    "/{+a}/{b}",
    "/x{a}/{b}/y",
    "/{a}-{b}/{c}",
    "{a}/{b}",
  ])("%s has no run to fuse", (template) => {
    expect(forms(template)[1].runs).toBeUndefined();
  });

  test("every GitHub route gives the same URL or the same error, fused or not", () => {
    const fusedRoutes = routes.filter((template) => forms(template)[1].runs !== undefined);
    fc.assert(
      fc.property(
        fc
          .constantFrom(...fusedRoutes)
          .chain((template) => fc.tuple(fc.constant(template), paramsFor([...compileTemplate(template).names]))),
        ([template, params]) => {
          const [plain, fused] = forms(template);
          expect(outcome(fused, params, template)).toEqual(outcome(plain, params, template));
        },
      ),
      { numRuns: runs(3000) },
    );
  });

  test("generated templates give the same URL or the same error, fused or not", () => {
    const segment = fc.oneof(
      fc.constantFrom("{a}", "{b}", "{c:2}", "{a*}", "{+b}", "{.c}", ":a", "x", "..", ".", "%2e", "", "{d}"),
      fc.string({ unit: "grapheme-ascii", maxLength: 2 }).filter((text) => !/[{}:]/.test(text)),
    );
    const template = fc
      .tuple(fc.constantFrom("", "https://h.test", "https://{h}"), fc.array(segment, { minLength: 1, maxLength: 6 }))
      .map(([start, segments]) => `${start}/${segments.join("/")}`)
      .filter((text) => {
        try {
          compileTemplate(text);
          return true;
        } catch {
          return false;
        }
      });
    fc.assert(
      fc.property(
        template.chain((text) => fc.tuple(fc.constant(text), paramsFor([...compileTemplate(text).names]))),
        ([text, params]) => {
          const [plain, fused] = forms(text);
          expect(outcome(fused, params, text)).toEqual(outcome(plain, params, text));
        },
      ),
      { numRuns: runs(3000) },
    );
  });
});
