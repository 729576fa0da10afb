// Interleaved timing of several tasks in one process.
//
// One call costs about a microsecond, close to the cost of reading the clock,
// so a sample is a batch of BATCH calls timed together (tinybench's
// `overriddenDuration` records the per-call mean of the batch). The tasks
// being compared run in alternating rounds: each round is one tinybench Bench
// holding all of them, in an order that rotates from round to round, so that
// a slow phase of the machine (another process, a GC, CPU frequency) hits
// every task alike instead of just the one that happened to run then.
// Reported: the median over the rounds of each round's mean per-call time
// (and, in run.mjs, the median of the per-round ratios: paired, so that a
// slow round counts against both libraries).
import { Bench } from "tinybench";

/** Calls per timed sample. */
export const BATCH = 64;

// Many short rounds rather than a few long ones: the finer the interleaving,
// the more alike the conditions each library meets on a busy machine.
/** The defaults; BENCH_ROUNDS and BENCH_TIME (ms per task per round) override them. */
export const SETTINGS = {
  rounds: Number(process.env.BENCH_ROUNDS ?? 40),
  time: Number(process.env.BENCH_TIME ?? 25),
  warmupTime: 5,
};

// Written by every call so that no result can be optimised away.
let sink = 0;

/**
 * A tinybench task function timing BATCH calls of `fn` over `inputs`
 * (`[route, parameters]` pairs, cycled; the position carries over between
 * samples and rounds, so every input is used as often as any other).
 */
export function batchOf(fn, inputs) {
  let next = 0;
  return () => {
    const start = process.hrtime.bigint();
    for (let k = 0; k < BATCH; k++) {
      const input = inputs[next];
      next = next + 1 === inputs.length ? 0 : next + 1;
      sink ^= touch(fn(input[0], input[1]));
    }
    const ms = Number(process.hrtime.bigint() - start) / 1e6;
    return { overriddenDuration: ms / BATCH, overriddenIterationCost: ms };
  };
}

function touch(result) {
  return typeof result === "string" ? result.length : typeof result?.url === "string" ? result.url.length : 1;
}

/**
 * Times the tasks (`{ name, run }`, where `run` comes from batchOf) in
 * interleaved rounds. Returns, per task name, the per-call time in ns (the
 * median of the round means) and every round's mean.
 */
export function compare(tasks, settings = SETTINGS) {
  const rounds = Object.fromEntries(tasks.map((task) => [task.name, []]));
  for (let round = 0; round < settings.rounds; round++) {
    const bench = new Bench({
      time: settings.time,
      warmupTime: settings.warmupTime,
      iterations: 16,
      warmupIterations: 16,
      timestampProvider: "hrtimeNow",
      throws: true,
    });
    const shift = round % tasks.length;
    for (const task of [...tasks.slice(shift), ...tasks.slice(0, shift)])
      bench.add(task.name, task.run, { async: false });
    bench.runSync();
    for (const task of bench.tasks) rounds[task.name].push(task.result.latency.mean * 1e6);
  }
  return Object.fromEntries(
    Object.entries(rounds).map(([name, means]) => [name, { perCall: median(means), rounds: means }]),
  );
}

/** The q-quantile (0..1) of `values`, interpolated. */
function quantile(values, q) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (sorted.length - 1) * q;
  const low = Math.floor(at);
  return sorted[low] + (sorted[Math.ceil(at)] - sorted[low]) * (at - low);
}

export function median(values) {
  return quantile(values, 0.5);
}

export function geometricMean(values) {
  return Math.exp(values.reduce((sum, value) => sum + Math.log(value), 0) / values.length);
}

/** "1.23 µs" or "456 ns". */
export function formatTime(ns) {
  return ns >= 1000 ? `${(ns / 1000).toFixed(2)} µs` : `${ns.toFixed(0)} ns`;
}

/**
 * Exported so that `sink` stays observable: the engine cannot prove the results unused.
 *
 * @public
 */
export function drain() {
  return sink;
}
