// One library per process: the rows where the garbage collector and the
// caches decide the result (10,000 distinct templates, GitHub's route list)
// are also timed in child processes that load and run just one of
// rest-endpoint, @octokit/endpoint or the url-template floor, so that no
// library pays for another's garbage or finds its caches warm or cold
// because of it. The children run one after another, in an order that
// rotates from repetition to repetition; ratios pair the children of the
// same repetition, and are medians over the repetitions.
//
//   node bench/isolated.mjs                 the isolated table alone (after `npm run build`)
//   BENCH_REPEATS=9 node bench/isolated.mjs more repetitions
//   node bench/isolated.mjs --child <row> <library>   one child (what the parent spawns)
//   BENCH_DIST=path/to/index.mjs node bench/isolated.mjs   another build of rest-endpoint (to compare two)
import { spawnSync } from "node:child_process";
import { resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { batchOf, formatTime, median, pairedRatio, timeFor } from "./harness.mjs";

export const LIBRARIES = ["rest-endpoint", "@octokit/endpoint", "url-template floor"];
/** Repetitions: each runs one child per library. */
export const REPEATS = Number(process.env.BENCH_REPEATS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 40);
const TIME = Number(process.env.BENCH_TIME ?? 25);
// Long enough to go through 10,000 templates a few times before timing.
const WARMUP_MS = 400;
const DIST = process.env.BENCH_DIST ? pathToFileURL(resolve(process.env.BENCH_DIST)).href : "../dist/index.mjs";

/** The scenarios timed in isolation, by name: what the GC and the caches decide. */
export async function isolatedScenarios() {
  const { SCENARIOS, githubRouteScenario } = await import("./scenarios.mjs");
  return [...SCENARIOS.filter((scenario) => scenario.isolate), await githubRouteScenario()];
}

async function child(row, library) {
  const scenario = (await isolatedScenarios())[row];
  let run;
  if (library === LIBRARIES[0] || library === LIBRARIES[2]) {
    const { endpoint } = await import(DIST);
    const ours = scenario.prepare(endpoint);
    if (library === LIBRARIES[0]) run = batchOf(ours, scenario.inputs);
    else {
      const { expandPlan, floorPlan, floorFuses } = await import("./floor.mjs");
      const fuse = floorFuses(scenario);
      const plans = scenario.inputs.map(([route, parameters]) => [floorPlan(ours.merge, route, parameters, { fuse })]);
      run = batchOf(expandPlan, plans);
    }
  } else {
    const { endpoint } = await import("@octokit/endpoint");
    run = batchOf(scenario.prepare(endpoint), scenario.inputs);
  }
  timeFor(run, WARMUP_MS);
  const wall = [];
  const cpu = [];
  for (let round = 0; round < ROUNDS; round++) {
    const times = timeFor(run, TIME);
    wall.push(times.wall);
    cpu.push(times.cpu);
  }
  process.stdout.write(JSON.stringify({ wall: median(wall), cpu: median(cpu) }));
}

function spawnChild(row, library) {
  const script = fileURLToPath(import.meta.url);
  const result = spawnSync(process.execPath, [script, "--child", String(row), library], { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`${library} child for row ${row} failed:\n${result.stderr}`);
  return JSON.parse(result.stdout);
}

/**
 * Times every isolated scenario: per library the median over REPEATS children
 * of each child's median per-call time (wall and CPU), and the paired ratios.
 */
export async function isolatedRows() {
  const scenarios = await isolatedScenarios();
  const rows = [];
  for (const [row, scenario] of scenarios.entries()) {
    const runs = Object.fromEntries(LIBRARIES.map((library) => [library, { wall: [], cpu: [] }]));
    for (let repeat = 0; repeat < REPEATS; repeat++) {
      const shift = repeat % LIBRARIES.length;
      for (const library of [...LIBRARIES.slice(shift), ...LIBRARIES.slice(0, shift)]) {
        const times = spawnChild(row, library);
        runs[library].wall.push(times.wall);
        runs[library].cpu.push(times.cpu);
      }
    }
    const [ours, theirs, floor] = LIBRARIES.map((library) => runs[library]);
    rows.push({
      name: scenario.name,
      ours: median(ours.wall),
      theirs: median(theirs.wall),
      floor: median(floor.wall),
      oursCpu: median(ours.cpu),
      theirsCpu: median(theirs.cpu),
      floorCpu: median(floor.cpu),
      ratio: pairedRatio(theirs.wall, ours.wall),
      ratioRange: range(theirs.wall.map((time, k) => time / ours.wall[k])),
      cpuRatio: pairedRatio(theirs.cpu, ours.cpu),
      cpuRatioRange: range(theirs.cpu.map((time, k) => time / ours.cpu[k])),
      overFloor: pairedRatio(ours.wall, floor.wall),
      cpuOverFloor: pairedRatio(ours.cpu, floor.cpu),
    });
  }
  return rows;
}

function range(values) {
  return [Math.min(...values), Math.max(...values)];
}

/** Prints the isolated table. */
export async function printIsolated() {
  console.log(
    `One library per process: ${REPEATS} repetitions, each a child process per library (in rotating order) ` +
      `timing ${ROUNDS} rounds of ${TIME} ms after ${WARMUP_MS} ms of warmup; per-call times are medians ` +
      `over the repetitions of each child's median, ratios medians of the paired per-repetition ratios ` +
      `(range in brackets). CPU = process.cpuUsage() (user + system) per call.\n`,
  );
  const rows = await isolatedRows();
  console.log(
    "| scenario (isolated) | rest-endpoint, CPU | @octokit/endpoint, CPU | floor, CPU | rest-endpoint, wall | " +
      "faster than @octokit/endpoint, CPU | same, wall | CPU time ÷ floor | wall time ÷ floor |",
  );
  console.log("|---|---:|---:|---:|---:|---:|---:|---:|---:|");
  const x = (ratio) => `${ratio.toFixed(2)}×`;
  const spread = ([low, high]) => `(${low.toFixed(2)}-${high.toFixed(2)})`;
  for (const row of rows) {
    const times = [row.oursCpu, row.theirsCpu, row.floorCpu, row.ours].map(formatTime).join(" | ");
    console.log(
      `| ${row.name} | ${times} | ${x(row.cpuRatio)} ${spread(row.cpuRatioRange)} | ` +
        `${x(row.ratio)} ${spread(row.ratioRange)} | ${x(row.cpuOverFloor)} | ${x(row.overFloor)} |`,
    );
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const at = process.argv.indexOf("--child");
  if (at >= 0) await child(Number(process.argv[at + 1]), process.argv[at + 2]);
  else await printIsolated();
}
