// Where the time goes: a CPU profile of a loop over one scenario of
// scenarios.mjs, calling the BUILT package (dist/index.mjs), summarised by
// self time and total time per function. Positions in dist/core.mjs are
// mapped back to src/*.ts through its source map.
//
//   node bench/profile.mjs [scenario=1] [calls=1000000] [--octokit]
//
// scenario counts from 1 in the order of the speed table (1 = GET with path
// and query parameters); --octokit profiles @octokit/endpoint instead. Not
// part of `npm run bench`: it is a tool for whoever optimises src/.
import { mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { fileURLToPath, pathToFileURL } from "node:url";
import { decodeMappings, originalPosition } from "./source-map.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const args = process.argv.slice(2);
const octokit = args.includes("--octokit");
const [scenarioNumber = 1, calls = 1_000_000] = args.filter((arg) => !arg.startsWith("--")).map(Number);
const TOP = 25;

if (args.includes("--loop")) {
  // The child: the loop being profiled.
  const { SCENARIOS, githubRouteScenario } = await import("./scenarios.mjs");
  const { endpoint } = octokit ? await import("@octokit/endpoint") : await import("../dist/index.mjs");
  const scenario = [...SCENARIOS, await githubRouteScenario()][scenarioNumber - 1];
  const fn = scenario.prepare(endpoint);
  const inputs = scenario.inputs;
  let sink = 0;
  const start = process.hrtime.bigint();
  for (let i = 0; i < calls; i++) {
    const input = inputs[i % inputs.length];
    sink += fn(input[0], input[1]).url.length;
  }
  const ns = Number(process.hrtime.bigint() - start) / calls;
  console.log(
    `${calls.toLocaleString("en-US")} calls of "${scenario.name}" (${octokit ? "@octokit/endpoint" : "rest-endpoint"}): ${(ns / 1000).toFixed(2)} µs per call under the profiler (sink ${sink % 10})`,
  );
  process.exit(0);
}

const dir = `${root}node_modules/.cache/rest-endpoint-bench/profiles`;
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });
const child = spawnSync(
  process.execPath,
  ["--cpu-prof", `--cpu-prof-dir=${dir}`, "--cpu-prof-interval=100", fileURLToPath(import.meta.url), ...args, "--loop"],
  { stdio: "inherit" },
);
if (child.status !== 0) process.exit(child.status ?? 1);
const file = readdirSync(dir).find((name) => name.endsWith(".cpuprofile"));
console.log(`Profile: ${dir}/${file} (open it in Chrome DevTools for the flame chart)\n`);
summarise(JSON.parse(readFileSync(`${dir}/${file}`, "utf8")));

function summarise(profile) {
  // The library's code is in the chunk dist/index.mjs imports.
  const dist = pathToFileURL(`${root}dist/core.mjs`).href;
  const decoded = decodeMappings(JSON.parse(readFileSync(`${root}dist/core.mjs.map`, "utf8")));
  const where = ({ url, lineNumber, columnNumber }) => {
    if (url === dist) {
      const original = originalPosition(decoded, lineNumber, columnNumber);
      if (original?.source !== undefined) return `${original.source.replace(/^(\.\.\/)+/, "")}:${original.line + 1}`;
    }
    if (url === "") return "";
    const path = url.startsWith("file://") ? fileURLToPath(url) : url;
    return `${path.replace(root, "").replace(/^.*node_modules\//, "")}:${lineNumber + 1}`;
  };
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes) for (const childId of node.children ?? []) parent.set(childId, node.id);
  const key = (node) => `${node.callFrame.functionName || "(anonymous)"}\t${where(node.callFrame)}`;

  const self = new Map();
  const total = new Map();
  for (const id of profile.samples) {
    const node = byId.get(id);
    self.set(key(node), (self.get(key(node)) ?? 0) + 1);
    // Total: once per sample for every function on the stack (recursion counted once).
    const seen = new Set();
    for (let at = id; at !== undefined; at = parent.get(at)) seen.add(key(byId.get(at)));
    for (const name of seen) total.set(name, (total.get(name) ?? 0) + 1);
  }
  const samples = profile.samples.length;
  const msPerSample = (profile.endTime - profile.startTime) / 1000 / samples;
  const pct = (count) => `${((100 * count) / samples).toFixed(1)}%`;
  const row = ([name, count], other) => {
    const [fn, at] = name.split("\t");
    return `| ${fn} | ${at} | ${pct(count)} | ${(count * msPerSample).toFixed(0)} ms | ${other} |`;
  };

  console.log(`${samples.toLocaleString("en-US")} samples, ${(samples * msPerSample).toFixed(0)} ms\n`);
  console.log(`### Top ${TOP} functions by self time\n`);
  console.log("| function | where | self | self ms | total |");
  console.log("|---|---|---:|---:|---:|");
  for (const entry of [...self].sort((a, b) => b[1] - a[1]).slice(0, TOP))
    console.log(row(entry, pct(total.get(entry[0]))));

  console.log(`\n### Top ${TOP} functions by total time (self + callees)\n`);
  console.log("| function | where | total | total ms | self |");
  console.log("|---|---|---:|---:|---:|");
  const skip = new Set(["(root)", "(program)", "(garbage collector)", "(idle)"]);
  const totals = [...total].filter(([name]) => !skip.has(name.split("\t")[0]) && name.split("\t")[1] !== "");
  for (const entry of totals.sort((a, b) => b[1] - a[1]).slice(0, TOP))
    console.log(row(entry, pct(self.get(entry[0]) ?? 0)));

  console.log(`\n### Self time per source file\n`);
  const perFile = new Map();
  for (const [name, count] of self) {
    const at = name.split("\t")[1];
    const fileName = at === "" ? name.split("\t")[0] : at.replace(/:\d+$/, "");
    perFile.set(fileName, (perFile.get(fileName) ?? 0) + count);
  }
  console.log("| file | self |");
  console.log("|---|---:|");
  for (const [fileName, count] of [...perFile].sort((a, b) => b[1] - a[1]).slice(0, TOP))
    console.log(`| ${fileName} | ${pct(count)} |`);
}
