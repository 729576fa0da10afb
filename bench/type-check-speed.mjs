// Editor responsiveness of the typed routes: how long `tsc --noEmit` takes on
// a file with 200 different route literals (every call form, path and query
// variables, `:name`, modifiers, absolute URLs, `.defaults()` cascades),
// against the same file with every route typed as a plain `string` (which
// skips the type-level parser), so the difference is the parser's cost, and
// against a file with no routes (what checking the library costs).
//
//   node bench/type-check-speed.mjs            3 runs each, interleaved; min and median, against
//                                              the built declarations (dist/index.d.mts, after
//                                              `npm run build`), as a consumer's project reads them
//   TYPE_BENCH_RUNS=5 node bench/type-check-speed.mjs
//   node bench/type-check-speed.mjs --keep     keep the generated project
//   node bench/type-check-speed.mjs --src      import src/ instead: tsc then also checks the
//                                              library's function bodies
//   node bench/type-check-speed.mjs --against DIR
//                                              the same files against another checkout (a git
//                                              worktree of an earlier commit, built first unless
//                                              --src), interleaved, with the ratios
//
// The target: under 3 s for the typed file on this machine. It is
// reported, not asserted (wall-clock depends on the machine).
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = resolve(fileURLToPath(new URL("..", import.meta.url)));
const tsc = join(root, "node_modules", "typescript", "bin", "tsc");
const RUNS = Number(process.env.TYPE_BENCH_RUNS ?? 3);
const COUNT = 200;
const FROM_SOURCE = process.argv.includes("--src");

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE", "get", "post"];
const RESOURCES = ["repos", "orgs", "users", "teams", "gists", "projects", "apps", "packages", "issues", "pulls"];
const SHAPES = [
  (r, i) => [`/${r}/{owner}/{repo}/items${i}/{item_id}`, { owner: '"o"', repo: '"r"', item_id: i }],
  (r, i) => [`/${r}/:org/members${i}/:username`, { org: '"o"', username: '"u"' }],
  (r, i) => [
    `/${r}/{owner}/{repo}/contents${i}/{+path}{?ref}`,
    { owner: '"o"', repo: '"r"', path: '"a/b"', ref: '"main"' },
  ],
  (r, i) => [
    `/${r}/{owner}/{repo}/compare${i}/{base}...{head}`,
    { owner: '"o"', repo: '"r"', base: '"a"', head: '"b"' },
  ],
  (r, i) => [`/${r}${i}{/id}{?page,per_page}`, { page: 2 }],
  (r, i) => [
    `https://uploads.example.com/${r}/{owner}/releases${i}/{release_id:5}/assets{?name,label}`,
    { owner: '"o"', release_id: 1, name: '"n"' },
  ],
  (r, i) => [`/${r}/{owner}/files${i}/{path*}`, { owner: '"o"', path: '["a", "b"]' }],
  (r, i) => [`/${r}/{org}/v${i}.{format}/x{;matrix}`, { org: '"o"', format: '"json"' }],
];

function literal(params) {
  return `{ ${Object.entries(params)
    .map(([k, v]) => `${k}: ${v}`)
    .join(", ")}, per_page: 100 }`;
}

/** `count` calls; `typed` false writes every route as a `string`, not a literal. */
function source(typed, count, importPath) {
  const lines = [`import { endpoint } from ${JSON.stringify(importPath)};`, ""];
  lines.push(
    `export const api = endpoint.defaults({ owner: "o" }).defaults({ method: "POST", baseUrl: "https://h.test" });`,
  );
  for (let i = 0; i < count; i++) {
    const resource = RESOURCES[i % RESOURCES.length];
    const [url, params] = /** @type {[string, object]} */ (SHAPES[i % SHAPES.length](resource, i));
    const method = METHODS[i % METHODS.length];
    const route = JSON.stringify(`${method} ${url}`);
    const routeExpr = typed ? route : `(${route} as string)`;
    const urlExpr = typed ? JSON.stringify(url) : `(${JSON.stringify(url)} as string)`;
    switch (i % 4) {
      case 0:
        lines.push(`export const r${i} = endpoint(${routeExpr}, ${literal(params)});`);
        break;
      case 1:
        lines.push(
          `export const r${i} = endpoint({ method: ${JSON.stringify(method)}, url: ${urlExpr}, ...${literal(params)} });`,
        );
        break;
      case 2:
        lines.push(`export const r${i} = endpoint.merge(${routeExpr}, ${literal(params)});`);
        break;
      default:
        lines.push(`export const r${i} = api(${routeExpr}, ${literal(params)});`);
    }
  }
  return `${lines.join("\n")}\n`;
}

function project(dir, name, typed, count, library) {
  const sub = join(dir, name);
  mkdirSync(sub, { recursive: true });
  const entry = FROM_SOURCE ? "src/index.js" : "dist/index.mjs";
  writeFileSync(join(sub, "routes.ts"), source(typed, count, join(library, entry)));
  writeFileSync(
    join(sub, "tsconfig.json"),
    JSON.stringify({
      compilerOptions: {
        strict: true,
        noEmit: true,
        target: "ES2022",
        lib: ["ES2022"],
        types: [],
        module: "NodeNext",
        moduleResolution: "NodeNext",
        skipLibCheck: true,
      },
      files: ["routes.ts"],
    }),
  );
  return sub;
}

function run(dir) {
  const start = process.hrtime.bigint();
  const before = childCpuSeconds();
  const result = spawnSync(process.execPath, [tsc, "-p", dir, "--extendedDiagnostics"], { encoding: "utf8" });
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  // The children's CPU time (user and system, every thread of tsc): less disturbed by other load than wall time.
  const cpu = childCpuSeconds() - before;
  if (result.status !== 0) {
    throw new Error(`tsc failed on ${dir}:\n${result.stdout}${result.stderr}`);
  }
  const field = (name) =>
    Number(/^(?:\S.*?):\s+([\d.]+)/m.exec(result.stdout.split("\n").find((l) => l.startsWith(name)) ?? "")?.[1]);
  return {
    seconds,
    cpu,
    check: field("Check time"),
    instantiations: field("Instantiations"),
    memory: result.stdout
      .split("\n")
      .find((l) => l.startsWith("Memory used"))
      ?.split(/\s+/)
      .slice(-1)[0],
  };
}

/** CPU seconds of the children that have ended, read from /proc (Linux); NaN elsewhere. */
function childCpuSeconds() {
  try {
    const fields = readFileSync("/proc/self/stat", "utf8").split(") ")[1].split(" ");
    // cutime and cstime, fields 16 and 17 of stat(5), in clock ticks (100 a second on Linux).
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return Number.NaN;
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const dir = mkdtempSync(join(tmpdir(), "rest-endpoint-typebench-"));
try {
  const rows = [];
  const against = process.argv.includes("--against")
    ? resolve(process.argv[process.argv.indexOf("--against") + 1] ?? ".")
    : undefined;
  for (const library of FROM_SOURCE ? [] : [root, against ?? root]) {
    if (!existsSync(join(library, "dist", "index.d.mts"))) {
      throw new Error(`${join(library, "dist")} has no declarations: run \`npm run build\` there first, or give --src`);
    }
  }
  const variants = [
    ["typed", `${COUNT} route literals`, true, COUNT, root],
    ["untyped", `${COUNT} routes typed as string`, false, COUNT, root],
    ["empty", "no routes (the library alone)", true, 0, root],
  ];
  if (against) {
    variants.push(
      ["typed-against", `${COUNT} route literals, ${against}`, true, COUNT, against],
      ["empty-against", `no routes, ${against}`, true, 0, against],
    );
  }
  const subs = variants.map(([name, , typed, count, library]) => project(dir, name, typed, count, library));
  // Interleaved, so a burst of load elsewhere on the machine hits every variant alike.
  const runs = variants.map(() => []);
  for (let round = 0; round < RUNS; round++) subs.forEach((sub, k) => runs[k].push(run(sub)));
  const least = (k, key) => Math.min(...runs[k].map((r) => r[key]));
  variants.forEach(([, file], k) => {
    rows.push({
      file,
      "tsc wall (s), min": least(k, "seconds").toFixed(2),
      median: median(runs[k].map((r) => r.seconds)).toFixed(2),
      "CPU (s), min": least(k, "cpu").toFixed(2),
      "check time (s), min": least(k, "check").toFixed(2),
      instantiations: runs[k][0].instantiations,
      memory: runs[k][0].memory,
    });
  });
  const from = FROM_SOURCE ? "src/" : "dist/index.d.mts";
  console.log(
    `Type-check speed, ${RUNS} runs each (tsc --noEmit --extendedDiagnostics, strict, lib ES2022), types from ${from}:`,
  );
  console.table(rows);
  if (against) {
    // This checkout's figure over the other's, for the files both have.
    const index = (name) => variants.findIndex(([variant]) => variant === name);
    const ratios = ["typed", "empty"].map((name) => {
      const ratio = (key) => (least(index(name), key) / least(index(`${name}-against`), key)).toFixed(2);
      return {
        file: variants[index(name)][1],
        wall: ratio("seconds"),
        CPU: ratio("cpu"),
        "check time": ratio("check"),
      };
    });
    console.log(`This checkout against ${against}, least of ${RUNS} runs each:`);
    console.table(ratios);
  }
} finally {
  if (process.argv.includes("--keep")) console.log(`kept ${dir}`);
  else rmSync(dir, { recursive: true, force: true });
}
