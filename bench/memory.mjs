// A million calls over 100,000 distinct templates, each used twice in a row:
// the heap must stay bounded, because the template cache is.
//
// Each reading is taken after a full GC, so it shows what is still reachable
// (the cache and anything else that leaked), not garbage waiting to be
// collected. The calls use the build of internals.mjs: the same code as
// dist/index.mjs, plus access to the cache size. This process builds it, then
// measures in a child (with --expose-gc) that loads nothing but that module,
// so rollup and TypeScript are not part of the heap being read.
import { spawnSync } from "node:child_process";
import { fileURLToPath, pathToFileURL } from "node:url";

const DISTINCT = 100_000;
const WARMUP = 20_000;
const CALLS = 1_000_000;
const READ_EVERY = 250_000;
// Generous: the cache holds at most a few thousand small objects.
const GROWTH_LIMIT_MB = 50;

const built = process.argv[2];
if (built === undefined || typeof globalThis.gc !== "function") {
  const { buildWithInternals } = await import("./internals.mjs");
  const file = await buildWithInternals();
  const child = spawnSync(process.execPath, ["--expose-gc", fileURLToPath(import.meta.url), file], {
    stdio: "inherit",
  });
  process.exit(child.status ?? 1);
}

const { endpoint, templates, cache } = await import(pathToFileURL(built).href);
const { templateCacheSize } = templates;
const TEMPLATE_CACHE_LIMIT = cache.CACHE_LIMIT;

const mb = (bytes) => (bytes / 1024 / 1024).toFixed(1);
function heapUsed() {
  globalThis.gc();
  globalThis.gc();
  return process.memoryUsage().heapUsed;
}

let call = 0;
let sink = 0;
// Route strings are built per call, so the script itself holds none of them.
// Each template is used twice in a row, as a program that reuses them would.
function calls(count) {
  for (const end = call + count; call < end; call++) {
    const i = Math.floor(call / 2) % DISTINCT;
    sink += endpoint(`GET /tenants/t${i}/repos/{owner}/{repo}/items{?page}`, {
      owner: `owner-${i % 8}`,
      repo: `repository-${i % 64}`,
      page: 1 + (i % 7),
      sort: "updated",
    }).url.length;
  }
}

console.log(
  `## Memory: ${(CALLS / 1e6).toFixed(0)} million calls over ${DISTINCT.toLocaleString("en-US")} distinct templates\n`,
);
calls(WARMUP);
const baseline = heapUsed();
const rows = [[`after warmup (${WARMUP.toLocaleString("en-US")} calls)`, baseline, templateCacheSize()]];
call = 0;
for (let done = READ_EVERY; done <= CALLS; done += READ_EVERY) {
  calls(READ_EVERY);
  rows.push([`after ${done.toLocaleString("en-US")} calls`, heapUsed(), templateCacheSize()]);
}

console.log("| reading (gc first) | heap used | change since warmup | cached templates |");
console.log("|---|---:|---:|---:|");
for (const [label, bytes, size] of rows) {
  const change = bytes - baseline;
  console.log(
    `| ${label} | ${mb(bytes)} MB | ${change >= 0 ? "+" : ""}${mb(change)} MB | ${size.toLocaleString("en-US")} |`,
  );
}
const growth = rows[rows.length - 1][1] - baseline;
const bounded = growth < GROWTH_LIMIT_MB * 1024 * 1024;
console.log(
  `\n${bounded ? "Bounded" : "NOT bounded"}: ${mb(growth)} MB more reachable after ${CALLS.toLocaleString("en-US")} calls ` +
    `than after warmup (limit ${GROWTH_LIMIT_MB} MB); the cache never held more than ` +
    `${Math.max(...rows.map((row) => row[2])).toLocaleString("en-US")} of the ${DISTINCT.toLocaleString("en-US")} templates` +
    (TEMPLATE_CACHE_LIMIT === undefined ? "." : ` (its limit: ${TEMPLATE_CACHE_LIMIT.toLocaleString("en-US")}).`),
);
if (sink === 0) console.log("(no calls made)");
if (!bounded) process.exitCode = 1;
