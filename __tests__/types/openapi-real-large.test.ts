/**
 * OpenAPI typing on Kubernetes' description (free-form and map PATCH bodies
 * with path parameters, 845 operations; types generated now, 6 MB) and
 * GitHub's (@octokit/openapi, typed by @octokit/openapi-types): the same
 * check as openapi-real.test.ts, with mistakes seeded into every third
 * operation. Slow (about a minute): one TypeScript program over both.
 */
import { endpoint } from "../../src/index";
import { checkDescriptions, describedFailures, summary } from "../helpers/openapi-real";

jest.setTimeout(600_000);

const started = Date.now();
const { files, runnable, described, skipped } = checkDescriptions(["kubernetes", "github"], 3);
const seconds = (Date.now() - started) / 1000;

test("every generated valid call compiles, every seeded mistake fails to compile", () => {
  console.log(
    `${summary(files)}\n${seconds} s in all\nnot callable without the description: ${JSON.stringify(skipped)}`,
  );
  expect(files.flatMap((f) => f.problems).slice(0, 40)).toStrictEqual([]);
  for (const { kind, calls } of files) expect(calls).toBeGreaterThan(kind === "invalid" ? 100 : 800);
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
  expect(runnable.length).toBeGreaterThan(1000);
});

test("with the description at run time, every valid call the types accept builds", () => {
  expect(describedFailures(described).slice(0, 20)).toStrictEqual([]);
  expect(described.length).toBeGreaterThan(1000);
  expect(new Set(described.map(({ slug }) => slug)).size).toBe(2);
});
