import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** The package root (where package.json is). */
export const ROOT = join(__dirname, "..", "..");

/** The command as users run it (it loads dist/cli.mjs). */
export const BIN = join(ROOT, "bin", "rest-endpoint.mjs");

const OUTPUTS = [
  ...["index", "openapi"].flatMap((entry) => ["mjs", "cjs", "d.mts", "d.cts"].map((ext) => `${entry}.${ext}`)),
  "rest-endpoint.umd.min.js",
  "rest-endpoint.openapi.umd.min.js",
  "cli.mjs",
  "cli-yaml.mjs",
].map((name) => join(ROOT, "dist", name));

function files(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(directory, entry.name)) : [join(directory, entry.name)],
  );
}

function isFresh(): boolean {
  if (!OUTPUTS.every((file) => existsSync(file))) return false;
  const built = Math.min(...OUTPUTS.map((file) => statSync(file).mtimeMs));
  const inputs = [
    ...files(join(ROOT, "src")),
    ...["package.json", "rollup.config.mjs", "tsconfig.json", "tsconfig.cli.json"].map((name) => join(ROOT, name)),
  ];
  return inputs.every((file) => statSync(file).mtimeMs <= built);
}

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * Builds dist/ with rollup unless it is newer than every source file (as it
 * is under `npm test`, which builds first). Test files running in parallel
 * take a lock directory, so only one of them builds at a time.
 */
export function ensureDist(): void {
  if (isFresh()) return;
  const lock = join(tmpdir(), `rest-endpoint-build-${Buffer.from(ROOT).toString("hex").slice(-32)}.lock`);
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      // Held for minutes: its builder died; build anyway.
      if (Date.now() > deadline) break;
      sleep(100);
    }
  }
  try {
    if (!isFresh())
      execFileSync(
        process.execPath,
        [join(ROOT, "node_modules", "rollup", "dist", "bin", "rollup"), "-c", "--silent"],
        { cwd: ROOT, stdio: "pipe" },
      );
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}
