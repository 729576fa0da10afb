/**
 * The type-level template reader against the runtime on every URL template
 * of GitHub's REST routes (see helpers/type-agreement.ts): for each, what
 * `TemplateVariables` infers as required and optional equals what the
 * runtime compiler says. In the full tier: a thousand templates take the
 * compiler a while.
 */
import { githubRoutes } from "../helpers/github-routes";
import { typeDisagreements, withVerdicts } from "../helpers/type-agreement";

jest.setTimeout(300_000);

test("TemplateVariables agrees with the runtime on every URL template of GitHub's routes", () => {
  const templates = withVerdicts(githubRoutes().map(({ url }) => url));
  expect(templates.length).toBeGreaterThan(600);
  expect(templates.filter((t) => t.verdict.required.length > 0).length).toBeGreaterThan(500);
  expect(typeDisagreements(templates)).toStrictEqual([]);
});
