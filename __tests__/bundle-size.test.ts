import { execFileSync, execSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

// Issue 7: the browser bundle (every dependency included) stays small.
// bench/size.mjs shows where the bytes go. The target is 3,500 B;
// the bundle is not there yet (the README's "Performance" section says where
// the bytes go), so this budget holds the size reached and stops it growing.
// Raised once, from 6,600 to 6,700 B, for the two caches' fast paths that
// took the benchmark's geometric mean past 5x: the admission filter of
// src/bounded-cache.ts (about 90 B) and the last-result check of
// src/apply-media-type.ts (about 60 B).

const ROOT = join(__dirname, "..");
const UMD = join(ROOT, "dist", "rest-endpoint.umd.min.js");
const GZIP_BUDGET = 6700;

describe("dist/rest-endpoint.umd.min.js", () => {
  let minified: Buffer;

  beforeAll(() => {
    if (!existsSync(UMD)) execSync("npx rollup -c --silent", { cwd: ROOT, stdio: "inherit" });
    minified = readFileSync(UMD);
    // The unminified size needs a second rollup build; bench/size.mjs makes it.
    const sizes = JSON.parse(
      execFileSync(process.execPath, [join(ROOT, "bench", "size.mjs"), "--umd-json"], { cwd: ROOT, encoding: "utf8" }),
    ) as { raw: number };
    console.log(
      `rest-endpoint.umd.min.js: ${sizes.raw} B unminified, ${minified.length} B minified, ` +
        `${gzipSync(minified, { level: 9 }).length} B gzip -9 (budget ${GZIP_BUDGET} B)`,
    );
  }, 120_000);

  test(`is at most ${GZIP_BUDGET} bytes gzipped (level 9)`, () => {
    expect(gzipSync(minified, { level: 9 }).length).toBeLessThanOrEqual(GZIP_BUDGET);
  });
});
