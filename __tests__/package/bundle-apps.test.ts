import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { ensureDist, ROOT } from "../helpers/dist";

// What bundler users ship: the apps of bench/bundle-apps.mjs (the built
// package installed by name, bundled for the browser with rollup + terser and
// with esbuild, gzip -9). The budgets hold the sizes reached so that they
// cannot grow unnoticed; docs/performance.md ("Bundle size") has the figures
// and the targets.

type Sizes = {
  [app: string]: { rollup: number; esbuild: number; openapi: boolean; fetch: boolean; importsToFetchArgs: boolean };
};

const BUDGETS: { [app: string]: { rollup: number; esbuild: number } } = {
  "endpoint alone": { rollup: 12830, esbuild: 13265 },
  "with .defaults, EndpointError and toFetchArgs": { rollup: 14055, esbuild: 14550 },
  "through rest-endpoint/openapi, with a description": { rollup: 31135, esbuild: 32130 },
};

let sizes: Sizes;

beforeAll(() => {
  ensureDist();
  const stdout = execFileSync(process.execPath, [join(ROOT, "bench", "bundle-apps.mjs"), "--json"], {
    cwd: ROOT,
    encoding: "utf8",
  });
  sizes = JSON.parse(stdout) as Sizes;
  console.log(JSON.stringify(sizes, null, 2));
}, 300_000);

test("every app is measured, and only the budgeted ones", () => {
  expect(Object.keys(sizes).sort()).toEqual(Object.keys(BUDGETS).sort());
});

describe.each(Object.entries(BUDGETS))("%s", (app, budget) => {
  test(`is at most ${budget.rollup} B gzip with rollup and ${budget.esbuild} B with esbuild`, () => {
    const { rollup, esbuild } = sizes[app]!;
    // Each at most its budget: the larger of the two is the budget.
    expect({ rollup: Math.max(rollup, budget.rollup), esbuild: Math.max(esbuild, budget.esbuild) }).toEqual(budget);
  });

  test(`holds the OpenAPI runtime only when it imports rest-endpoint/openapi`, () => {
    expect(sizes[app]!.openapi).toBe(app.includes("rest-endpoint/openapi"));
  });

  // With both bundlers: esbuild keeps a module-level call it cannot prove pure.
  test(`holds toFetchArgs's code only when it imports toFetchArgs`, () => {
    expect(sizes[app]!.fetch).toBe(sizes[app]!.importsToFetchArgs);
  });
});
