/**
 * OpenAPI typing on small real descriptions (the large ones, Kubernetes and
 * GitHub, are in openapi-real-large.test.ts): for every operation, a call
 * with its required parameters (and one with an optional parameter)
 * compiles; every seeded mistake (a missing required path, query or header
 * parameter, a wrong type, an off-enum value, a missing body, `data` on a
 * GET, an unknown route) fails to compile. Calls come from the description's
 * schemas, types from openapi-typescript run on the same description. Both
 * modes: the description given at run time (`defaults<paths>({ openapi })`)
 * and types only (`defaults<paths>()`); the valid calls of both modes also
 * run: whatever the types accept, the library builds.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { endpoint } from "../../src/index";
import { checkDescriptions, describedFailures, summary } from "../helpers/openapi-real";

jest.setTimeout(120_000);

// Required header parameters and free-form PATCH bodies; required DELETE
// query parameters and `$filter`; query parameters named `url`.
const { files, runnable, described, skipped } = checkDescriptions(
  ["vtex-master-data", "graphrbac", "webscraping-ai"],
  1,
);

test("every generated valid call compiles, every seeded mistake fails to compile", () => {
  console.log(`${summary(files)}\nnot callable without the description, by reason: ${JSON.stringify(skipped)}`);
  expect(files.flatMap((f) => f.problems).slice(0, 40)).toStrictEqual([]);
  for (const { kind, calls } of files) expect(calls).toBeGreaterThan(kind === "invalid" ? 3 : 0);
});

test("without the description, every valid call the types accept builds at run time", () => {
  const plain = endpoint.defaults({ baseUrl: "https://api.example.com" });
  const failures: string[] = [];
  for (const { slug, call } of runnable) {
    try {
      expect(plain(call.route, call.runtime).url.startsWith("https://api.example.com/")).toBe(true);
    } catch (error) {
      failures.push(`${slug} ${call.route} ${JSON.stringify(call.runtime)}: ${(error as Error).message}`);
    }
  }
  expect(failures).toStrictEqual([]);
  expect(runnable.length).toBeGreaterThan(50);
});

test("with the description at run time, every valid call the types accept builds", () => {
  expect(describedFailures(described).slice(0, 20)).toStrictEqual([]);
  expect(described.length).toBeGreaterThan(50);
  expect(new Set(described.map(({ slug }) => slug)).size).toBe(3);
});

test("the committed types are what the generators make of the descriptions now", () => {
  const fixtures = join(__dirname, "..", "fixtures", "openapi");
  const dir = mkdtempSync(join(tmpdir(), "rest-endpoint-openapi-types-"));
  try {
    execFileSync(process.execPath, [join(fixtures, "real", "generate.mjs"), "--committed", dir]);
    for (const slug of ["vtex-master-data", "graphrbac", "webscraping-ai"]) {
      expect(readFileSync(join(dir, `${slug}.ts`), "utf8")).toBe(
        readFileSync(join(fixtures, "real", `${slug}.ts`), "utf8"),
      );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const rules = execFileSync(process.execPath, [join(fixtures, "rules", "generate.mjs"), "--stdout"], {
    encoding: "utf8",
  });
  expect(rules).toBe(readFileSync(join(fixtures, "rules", "rules.ts"), "utf8"));
});
