/**
 * Differential test of the type-level template reader against the runtime:
 * fast-check writes random valid templates (literals, "/", "?", "#", ":name",
 * "scheme://user:pass@host:port", every operator, modifiers, option names,
 * names with "-" inside), the runtime (src/template/compile-template.ts)
 * says which variables are required, and one generated TypeScript file
 * asserts that `TemplateVariables` says the same for every template. The
 * file is type-checked with the compiler API; a diagnostic names the
 * template the types got wrong. The same on the RFC 6570 suite's templates
 * here, and on GitHub's routes in template-agreement-github.test.ts.
 */
import fc from "fast-check";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { typeDisagreements, withVerdicts } from "../helpers/type-agreement";

jest.setTimeout(120_000);

const RUNS = Number(process.env.TYPE_AGREEMENT_RUNS ?? 400);
const SEED = Number(process.env.FC_SEED ?? Date.now() % 2 ** 31);

// Valid names with "-" inside, and invalid ones ("-" first or last, doubled), which the runtime rejects.
const name = fc.constantFrom(
  "a",
  "b",
  "x_1",
  "Ab9",
  "list",
  "url",
  "data",
  "a.b",
  "n%20m",
  "team-slug",
  "a-b.c-d",
  "-a",
  "a-",
  "a--b",
);
const modifier = fc.constantFrom("", "", "", "*", ":3", ":10");
const expression = fc
  .tuple(
    fc.constantFrom("", "", "+", "#", ".", "/", ";", "?", "&"),
    fc.array(fc.tuple(name, modifier), { minLength: 1, maxLength: 3 }),
  )
  .map(([operator, vars]) => `{${operator}${vars.map(([n, m]) => n + m).join(",")}}`);
const colonName = fc.constantFrom(":a", ":x_1", ":_", ":Ab9", ":1", ":", ":-");
const literal = fc.constantFrom("/", "/", "/", "a", "x", ".", "-", "...", "?", "#", "=", "@", "&", "v1.json", "O", "X");
const piece = fc.oneof(
  { weight: 4, arbitrary: literal },
  { weight: 3, arbitrary: expression },
  { weight: 2, arbitrary: colonName },
);
const prefix = fc.constantFrom(
  "",
  "",
  "",
  "https://",
  "http://user:pass@h:8080",
  "http://h:",
  "git+ssh://",
  "1a://h:",
  "HTTP://H:",
);
const template = fc.tuple(prefix, fc.array(piece, { maxLength: 8 })).map(([start, pieces]) => start + pieces.join(""));

test(`TemplateVariables agrees with the runtime on ${RUNS} random templates (seed ${SEED})`, () => {
  const templates = withVerdicts(fc.sample(template, { numRuns: RUNS * 2, seed: SEED })).slice(0, RUNS);
  // Enough of each kind that a wrong rule cannot hide.
  expect(templates.length).toBeGreaterThan(RUNS / 2);
  expect(templates.filter((t) => t.verdict.required.length > 0).length).toBeGreaterThan(templates.length / 5);
  expect(templates.filter((t) => t.verdict.optional.length > 0).length).toBeGreaterThan(templates.length / 5);
  // Hyphenated names are valid (docs/decisions.md): they must be among the templates compared.
  const hyphenated = (t: (typeof templates)[number]) =>
    [...t.verdict.required, ...t.verdict.optional].some((n) => n.includes("-"));
  expect(templates.filter(hyphenated).length).toBeGreaterThan(templates.length / 10);

  expect(typeDisagreements(templates)).toStrictEqual([]);
});

// The RFC 6570 suite's templates: those the runtime accepts (most negative
// tests' it rejects, and they have no verdict to compare).
test("TemplateVariables agrees with the runtime on every template of the RFC 6570 suite", () => {
  const texts: string[] = [];
  for (const file of [
    "spec-examples.json",
    "spec-examples-by-section.json",
    "extended-tests.json",
    "negative-tests.json",
  ]) {
    const suite = JSON.parse(readFileSync(join(__dirname, "..", "fixtures", "rfc6570", file), "utf8")) as {
      [group: string]: { testcases: Array<[string, unknown]> };
    };
    for (const { testcases } of Object.values(suite)) texts.push(...testcases.map(([template]) => template));
  }
  const templates = withVerdicts(texts);
  expect(templates.length).toBeGreaterThan(100);
  expect(templates.filter((t) => t.verdict.required.length > 0).length).toBeGreaterThan(10);
  expect(typeDisagreements(templates)).toStrictEqual([]);
});
