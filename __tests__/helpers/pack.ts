// One `npm pack` for every test that installs the package: a clean clone of
// the committed HEAD (so nothing but what is in git can reach the tarball),
// its own install without scripts, then `npm pack`, which has to build dist/
// itself. Under `npm run test:all` the global setup packs once and hands the
// result to the test files in an environment variable; a test file run on
// its own packs for itself.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { ROOT } from "./dist";
import { execute } from "./execute";

export interface Packed {
  /** The directory holding the clone and the tarball. */
  readonly temp: string;
  /** The clean clone, with its devDependencies installed. */
  readonly clone: string;
  /** The tarball's full path. */
  readonly tarball: string;
  /** What `npm pack --json` lists as the tarball's files. */
  readonly files: readonly { path: string }[];
}

const PACKED = "REST_ENDPOINT_PACKED";

// Under `npm test`, npm exports its configuration as npm_* variables; among
// them npm_config_local_prefix, which would point a nested `npm install` at
// this package instead of the temporary project. Children get none of them.
export const CHILD_ENV = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name)));

export const QUIET = ["--no-audit", "--no-fund", "--prefer-offline"];

/** Runs a command with CHILD_ENV; resolves with its stdout, rejects with its output if it fails. */
export async function mustRun(command: string, args: string[], cwd: string): Promise<string> {
  const result = await execute(command, args, { cwd, env: CHILD_ENV });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(" ")} failed (${result.status}):\n${result.stderr}\n${result.stdout}`);
  }
  return result.stdout;
}

/** Clones HEAD, installs its devDependencies without scripts, packs it. */
async function packCleanClone(): Promise<Packed> {
  const temp = mkdtempSync(join(tmpdir(), "rest-endpoint-pack-"));
  const clone = join(temp, "clone");
  // The committed HEAD only: no dist/, no node_modules, no uncommitted edits.
  await mustRun("git", ["clone", "--quiet", "--depth", "1", pathToFileURL(ROOT).href, clone], temp);
  await mustRun("npm", ["install", "--ignore-scripts", ...QUIET], clone);
  const stdout = await mustRun("npm", ["pack", "--json", "--pack-destination", temp], clone);
  const [info] = JSON.parse(stdout) as { filename: string; files: { path: string }[] }[];
  if (info === undefined) throw new Error(`npm pack printed no package:\n${stdout}`);
  return { temp, clone, tarball: join(temp, info.filename), files: info.files };
}

/** The shared pack if the global setup made one, else a pack of this test file's own (`owned`). */
export async function sharedPack(): Promise<{ packed: Packed; owned: boolean }> {
  const given = process.env[PACKED];
  if (given) return { packed: JSON.parse(given) as Packed, owned: false };
  return { packed: await packCleanClone(), owned: true };
}

/** Global setup of `npm run test:all`: packs once, for every test file. */
export async function globalPack(): Promise<void> {
  process.env[PACKED] = JSON.stringify(await packCleanClone());
}

/** Global teardown: removes what globalPack() made. */
export function globalUnpack(): void {
  const given = process.env[PACKED];
  if (given) rmSync((JSON.parse(given) as Packed).temp, { recursive: true, force: true });
}
