// A against B: two builds of rest-endpoint, interleaved round by round on the
// scenarios of the speed table, in wall and CPU time. For measuring one change:
// copy dist/ before it (anywhere under the project, so that its dependencies
// resolve; dist/index.mjs imports dist/core.mjs beside it), build after it,
// and compare.
//
//   node bench/ab.mjs <before/index.mjs> <after/index.mjs> [scenario numbers, from 1]
import { pathToFileURL } from "node:url";
import { resolve } from "node:path";
import { SCENARIOS, githubRouteScenario } from "./scenarios.mjs";
import { batchOf, compare, formatTime, pairedRatio, quantile } from "./harness.mjs";
import { machine } from "./machine.mjs";

const [before, after, ...chosen] = process.argv.slice(2);
if (!after) {
  console.error("usage: node bench/ab.mjs <before.mjs> <after.mjs> [scenario numbers]");
  process.exit(2);
}
const load = async (file) => (await import(pathToFileURL(resolve(file)).href)).endpoint;
const [a, b] = [await load(before), await load(after)];
const all = [...SCENARIOS, await githubRouteScenario()];
const numbers = chosen.length ? chosen.map(Number) : all.map((_, k) => k + 1);

console.log(`## ${before} (A) against ${after} (B)\n\n${machine()}\n`);
console.log("| scenario | A | B | B ÷ A, wall (quartiles) | B ÷ A, CPU (quartiles) |");
console.log("|---|---:|---:|---:|---:|");
for (const number of numbers) {
  const scenario = all[number - 1];
  const results = compare([
    { name: "A", run: batchOf(scenario.prepare(a), scenario.inputs) },
    { name: "B", run: batchOf(scenario.prepare(b), scenario.inputs) },
  ]);
  const ratios = (key) => results.B[key].map((time, k) => time / results.A[key][k]);
  const cell = (key) => {
    const r = ratios(key);
    return `${pairedRatio(results.B[key], results.A[key]).toFixed(3)} (${quantile(r, 0.25).toFixed(2)}-${quantile(r, 0.75).toFixed(2)})`;
  };
  console.log(
    `| ${scenario.name} | ${formatTime(results.A.perCall)} | ${formatTime(results.B.perCall)} | ${cell("rounds")} | ${cell("cpuRounds")} |`,
  );
}
