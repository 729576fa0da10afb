/**
 * One EndpointError class for the built CommonJS and ES module files: a
 * program that loads both (an ES module app with a CommonJS dependency that
 * requires the library) gets errors that are `instanceof` either class.
 * Run in a child Node process on dist/ (built if stale): jest's CommonJS
 * sandbox cannot import the ES module build.
 */
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { ensureDist, ROOT } from "../helpers/dist";

const file = (name: string) => pathToFileURL(join(ROOT, "dist", name)).href;

const SCRIPT = `
import { createRequire } from "node:module";
import * as esm from ${JSON.stringify(file("index.mjs"))};
import * as esmOpenapi from ${JSON.stringify(file("openapi.mjs"))};
const require = createRequire(import.meta.url);
const cjs = require(${JSON.stringify(join(ROOT, "dist", "index.cjs"))});
const cjsOpenapi = require(${JSON.stringify(join(ROOT, "dist", "openapi.cjs"))});
const thrown = (api) => { try { api("GET /x/{a}"); } catch (error) { return error; } };
const builds = { esm, esmOpenapi, cjs, cjsOpenapi };
const result = { distinctClasses: esm.EndpointError !== cjs.EndpointError, instanceOf: {} };
for (const [from, build] of Object.entries(builds)) {
  const error = thrown(build.endpoint);
  for (const [of, other] of Object.entries(builds)) result.instanceOf[from + " of " + of] = error instanceof other.EndpointError;
}
class Mine extends cjs.EndpointError {}
result.subclass = {
  mineOfEsm: new Mine("ERR_INVALID_OPTION", "m") instanceof esm.EndpointError,
  esmOfMine: thrown(esm.endpoint) instanceof Mine,
  cjsOfMine: thrown(cjs.endpoint) instanceof Mine,
};
result.typeError = thrown(cjs.endpoint) instanceof TypeError && thrown(esm.endpoint) instanceof TypeError;
console.log(JSON.stringify(result));
`;

test("an error of either build is an instance of the class of every build; subclasses stay apart", () => {
  ensureDist();
  const result = JSON.parse(
    execFileSync(process.execPath, ["--input-type=module", "-e", SCRIPT], { cwd: ROOT, encoding: "utf8" }),
  ) as {
    distinctClasses: boolean;
    instanceOf: Record<string, boolean>;
    subclass: Record<string, boolean>;
    typeError: boolean;
  };
  // Two copies of the class, as the two builds hold them.
  expect(result.distinctClasses).toBe(true);
  expect(Object.keys(result.instanceOf)).toHaveLength(16);
  expect(Object.entries(result.instanceOf).filter(([, holds]) => !holds)).toStrictEqual([]);
  expect(result.subclass).toStrictEqual({ mineOfEsm: true, esmOfMine: false, cjsOfMine: false });
  expect(result.typeError).toBe(true);
});
