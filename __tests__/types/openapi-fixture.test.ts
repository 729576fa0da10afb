/**
 * The generated types of the test description cannot go stale:
 * __tests__/fixtures/openapi/tasks.ts must be exactly what generate.mjs
 * (openapi-typescript, then Prettier) makes of tasks.yaml now.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";

jest.setTimeout(60_000);

const FIXTURES = join(__dirname, "..", "fixtures", "openapi");

test("tasks.ts is what generate.mjs makes of tasks.yaml", () => {
  const generated = execFileSync(process.execPath, [join(FIXTURES, "generate.mjs"), "--stdout"], { encoding: "utf8" });
  expect(generated).toBe(readFileSync(join(FIXTURES, "tasks.ts"), "utf8"));
});

test("the description is OpenAPI 3.1, and tasks.ts has a path for each of its paths", () => {
  const yaml = readFileSync(join(FIXTURES, "tasks.yaml"), "utf8");
  expect(yaml).toMatch(/^openapi: 3\.1\.\d+$/m);
  const paths = [...yaml.matchAll(/^ {2}(\/\S*):$/gm)].map((match) => match[1]);
  expect(paths.length).toBeGreaterThan(5);
  const types = readFileSync(join(FIXTURES, "tasks.ts"), "utf8");
  for (const path of paths) expect(types).toContain(`  "${path}": {`);
});
