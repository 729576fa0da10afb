// `npm run bench`: speed of the BUILT package (dist/index.mjs) against
// @octokit/endpoint and the url-template floor, same process, same inputs,
// interleaved (harness.mjs), in wall and CPU time; then the rows the GC and
// the caches decide again, one library per process (isolated.mjs); then the memory check (memory.mjs, which measures in a child process run
// with --expose-gc) and the bundle size breakdown (size.mjs), each in a
// fresh process so that neither inherits this one's heap or JIT state.
//
//   node bench/run.mjs               everything (after `npm run build`)
//   node bench/run.mjs --speed-only  just the two speed tables
//   node bench/run.mjs --interleaved just the interleaved table
//   node bench/isolated.mjs          just the one-library-per-process table
//   BENCH_ROUNDS=100 BENCH_TIME=50 node bench/run.mjs   longer, steadier runs
import os from "node:os";
import { readFileSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { endpoint, VERSION } from "../dist/index.mjs";
import { endpoint as octokitEndpoint } from "@octokit/endpoint";
import { SCENARIOS, difference, githubRouteScenario } from "./scenarios.mjs";
import { expandPlan, floorFuses, floorPlan } from "./floor.mjs";
import { printIsolated } from "./isolated.mjs";
import { machine } from "./machine.mjs";
import { BATCH, SETTINGS, batchOf, compare, formatTime, geometricMean, pairedRatio } from "./harness.mjs";

const OURS = "rest-endpoint";
const THEIRS = "@octokit/endpoint";
const FLOOR = "url-template floor";
const ALL_SCENARIOS = [...SCENARIOS, await githubRouteScenario()];
const theirVersion = JSON.parse(
  readFileSync(new URL("../node_modules/@octokit/endpoint/package.json", import.meta.url), "utf8"),
).version;

// Timing two libraries that build different requests would compare nothing.
function checkEquivalence() {
  const problems = [];
  for (const scenario of ALL_SCENARIOS) {
    const ours = scenario.prepare(endpoint);
    const theirs = scenario.prepare(octokitEndpoint);
    for (const [route, parameters] of scenario.inputs) {
      const found = difference(ours(route, parameters), theirs(route, parameters));
      if (found !== "") {
        problems.push(`${scenario.name}: ${route}: ${found}`);
        break;
      }
    }
  }
  return problems;
}

function speed() {
  console.log(`## Speed: ${OURS} ${VERSION} vs ${THEIRS} ${theirVersion}\n`);
  console.log(machine());
  const [load] = os.loadavg();
  if (load > os.cpus().length / 2) {
    console.log(`Load average ${load.toFixed(2)} at the start: other processes compete for the CPU, expect noise.`);
  }
  const problems = checkEquivalence();
  if (problems.length > 0) {
    console.error(
      `\nThe two libraries disagree on url, method or accept, so timing them would mean nothing:\n  ${problems.join("\n  ")}`,
    );
    process.exit(1);
  }
  console.log(
    `Same url, method (case-insensitive) and accept header from both libraries for every input of every scenario.`,
  );
  console.log(
    `Per-call time: median over ${SETTINGS.rounds} interleaved rounds of the round's mean ` +
      `(each round ${SETTINGS.time} ms per library after a short warmup, batches of ${BATCH} calls; inputs cycled); ` +
      `wall time, and CPU time (process.cpuUsage(), user + system) where it says so.\n`,
  );

  const rows = [];
  for (const scenario of ALL_SCENARIOS) {
    const ours = scenario.prepare(endpoint);
    const fuse = floorFuses(scenario);
    const plans = scenario.inputs.map(([route, parameters]) => [floorPlan(ours.merge, route, parameters, { fuse })]);
    const sample = scenario.inputs[0];
    if (expandPlan(plans[0][0]) !== ours(sample[0], sample[1]).url) {
      console.error(`\n${scenario.name}: the floor's URL differs from ours: ${expandPlan(plans[0][0])}`);
      process.exit(1);
    }
    const results = compare([
      { name: OURS, run: batchOf(ours, scenario.inputs) },
      { name: THEIRS, run: batchOf(scenario.prepare(octokitEndpoint), scenario.inputs) },
      { name: FLOOR, run: batchOf(expandPlan, plans) },
    ]);
    const [mine, theirs, floor] = [OURS, THEIRS, FLOOR].map((name) => results[name]);
    rows.push({
      name: scenario.name,
      ours: mine.perCall,
      theirs: theirs.perCall,
      floor: floor.perCall,
      oursCpu: mine.cpu,
      ratio: pairedRatio(theirs.rounds, mine.rounds),
      cpuRatio: pairedRatio(theirs.cpuRounds, mine.cpuRounds),
      overFloor: pairedRatio(mine.rounds, floor.rounds),
      cpuOverFloor: pairedRatio(mine.cpuRounds, floor.cpuRounds),
      fuse,
    });
  }

  console.log(
    `| scenario | ${OURS} | ${THEIRS} | ${FLOOR} | ${OURS}, CPU | faster than ${THEIRS} | same, CPU | time ÷ floor | same, CPU |`,
  );
  console.log(`|---|---:|---:|---:|---:|---:|---:|---:|---:|`);
  const x = (ratio) => `${ratio.toFixed(2)}×`;
  for (const row of rows) {
    const times = [row.ours, row.theirs, row.floor, row.oursCpu].map(formatTime).join(" | ");
    const ratios = [row.ratio, row.cpuRatio, row.overFloor, row.cpuOverFloor].map(x).join(" | ");
    console.log(`| ${row.name}${row.fuse ? "" : " (floor unfused)"} | ${times} | ${ratios} |`);
  }
  const means = ["ratio", "cpuRatio", "overFloor", "cpuOverFloor"].map((key) =>
    x(geometricMean(rows.map((row) => row[key]))),
  );
  console.log(`| **geometric mean** | | | | | **${means.join("** | **")}** |`);
  console.log(
    `\nfaster than = ${THEIRS} time ÷ ${OURS} time; time ÷ floor = ${OURS} time ÷ the ${FLOOR} ` +
      `(url-template's expand() alone on the same expressions and values, each expression parsed once, ` +
      `adjacent path expressions fused where ${OURS} fuses them). ` +
      `All are medians of per-round ratios (rounds interleave the three tasks).`,
  );
}

function runScript(name, nodeFlags = []) {
  const script = fileURLToPath(new URL(name, import.meta.url));
  const { status } = spawnSync(process.execPath, [...nodeFlags, script], { stdio: "inherit" });
  if (status !== 0) process.exitCode = status ?? 1;
}

speed();
if (!process.argv.includes("--interleaved")) {
  console.log("");
  await printIsolated();
}
if (!process.argv.includes("--speed-only") && !process.argv.includes("--interleaved")) {
  console.log("");
  runScript("./memory.mjs");
  console.log("");
  runScript("./size.mjs");
}
