// Installing on the Node.js versions the project is developed on must not
// warn: every package the lockfile installs (optional ones aside: npm skips
// or tolerates those) accepts the Node.js running the tests, and so does
// rest-endpoint's own `engines`.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { satisfies } from "semver";
import { ROOT } from "../helpers/dist";

type LockedPackage = { engines?: { node?: string }; optional?: boolean };
const lock = JSON.parse(readFileSync(join(ROOT, "package-lock.json"), "utf8")) as {
  packages: { [path: string]: LockedPackage };
};

test("every installed package accepts this Node.js", () => {
  const refusing = Object.entries(lock.packages)
    .filter(([, locked]) => !locked.optional && locked.engines?.node !== undefined)
    .filter(([, locked]) => !satisfies(process.versions.node, locked.engines?.node ?? ""))
    .map(([path, locked]) => `${path} wants Node.js ${locked.engines?.node}`);
  expect(refusing).toEqual([]);
});

test("rest-endpoint's own engines accept this Node.js", () => {
  const { engines } = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { engines: { node: string } };
  expect(satisfies(process.versions.node, engines.node)).toBe(true);
});
