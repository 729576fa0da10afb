// `npm run bench`: speed of the BUILT package (dist/index.mjs) against
// @octokit/endpoint, same process, same inputs, interleaved (harness.mjs);
// then the memory check (memory.mjs, which measures in a child process run
// with --expose-gc) and the bundle size breakdown (size.mjs), each in a
// fresh process so that neither inherits this one's heap or JIT state.
//
//   node bench/run.mjs               everything (after `npm run build`)
//   node bench/run.mjs --speed-only  just the speed table
//   BENCH_ROUNDS=100 BENCH_TIME=50 node bench/run.mjs   longer, steadier runs
import os from "node:os";
import { readFileSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { endpoint, VERSION } from "../dist/index.mjs";
import { endpoint as octokitEndpoint } from "@octokit/endpoint";
import { SCENARIOS, difference } from "./scenarios.mjs";
import { machine } from "./machine.mjs";
import { BATCH, SETTINGS, batchOf, compare, formatTime, geometricMean, median, quantile } from "./harness.mjs";

const OURS = "rest-endpoint";
const THEIRS = "@octokit/endpoint";
const theirVersion = JSON.parse(
  readFileSync(new URL("../node_modules/@octokit/endpoint/package.json", import.meta.url), "utf8"),
).version;

// Timing two libraries that build different requests would compare nothing.
function checkEquivalence() {
  const problems = [];
  for (const scenario of SCENARIOS) {
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
    console.error(`\nThe two libraries disagree on url, method or accept, so timing them would mean nothing:\n  ${problems.join("\n  ")}`);
    process.exit(1);
  }
  console.log(`Same url, method (case-insensitive) and accept header from both libraries for every input of every scenario.`);
  console.log(
    `Per-call time: median over ${SETTINGS.rounds} interleaved rounds of the round's mean ` +
      `(each round ${SETTINGS.time} ms per library after a short warmup, samples of ${BATCH} calls; inputs cycled).\n`,
  );

  const rows = [];
  for (const scenario of SCENARIOS) {
    const results = compare([
      { name: OURS, run: batchOf(scenario.prepare(endpoint), scenario.inputs) },
      { name: THEIRS, run: batchOf(scenario.prepare(octokitEndpoint), scenario.inputs) },
    ]);
    const ours = results[OURS];
    const theirs = results[THEIRS];
    const ratios = ours.rounds.map((time, k) => theirs.rounds[k] / time);
    rows.push({
      name: scenario.name,
      ours: ours.perCall,
      theirs: theirs.perCall,
      ratio: median(ratios),
      spread: [quantile(ratios, 0.25), quantile(ratios, 0.75)],
    });
  }

  console.log(`| scenario | ${OURS} | ${THEIRS} | ratio |`);
  console.log(`|---|---:|---:|---:|`);
  for (const row of rows) {
    console.log(`| ${row.name} | ${formatTime(row.ours)} | ${formatTime(row.theirs)} | ${row.ratio.toFixed(2)}× |`);
  }
  const mean = geometricMean(rows.map((row) => row.ratio));
  console.log(`| **geometric mean of the ratios** | | | **${mean.toFixed(2)}×** |`);
  console.log(
    `\nratio = ${THEIRS} time ÷ ${OURS} time, the median of the per-round ratios (above 1: ${OURS} is faster). ` +
      `Interquartile range of the per-round ratios: ` +
      `${rows.map((row) => `${row.name} ${row.spread[0].toFixed(2)}–${row.spread[1].toFixed(2)}`).join("; ")}.`,
  );
}

function runScript(name, nodeFlags = []) {
  const script = fileURLToPath(new URL(name, import.meta.url));
  const { status } = spawnSync(process.execPath, [...nodeFlags, script], { stdio: "inherit" });
  if (status !== 0) process.exitCode = status ?? 1;
}

speed();
if (!process.argv.includes("--speed-only")) {
  console.log("");
  runScript("./memory.mjs");
  console.log("");
  runScript("./size.mjs");
}
