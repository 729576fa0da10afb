// Interleaved timing of several tasks in one process, in wall time and CPU time.
//
// One call costs about a microsecond, close to the cost of reading the clock,
// so the clock is read around batches of BATCH calls. The tasks being
// compared run in alternating rounds, in an order that rotates from round to
// round, so that a slow phase of the machine (another process, a GC, CPU
// frequency) hits every task alike instead of just the one that happened to
// run then. Each task's turn in a round is timed twice: wall time
// (process.hrtime) and CPU time (process.cpuUsage, user + system, this
// process's threads only, so time lost to other processes on a busy machine
// does not count, while this process's own GC threads do).
// Reported: per task, the median over the rounds of each round's per-call
// time (and, in run.mjs, the median of the per-round ratios: paired, so that
// a slow round counts against both libraries).

/** Calls per batch: the clock is read once per batch. */
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
 * A function that makes BATCH calls of `fn` over `inputs` (`[route,
 * parameters]` pairs, cycled; the position carries over between batches and
 * rounds, so every input is used as often as any other).
 */
export function batchOf(fn, inputs) {
  let next = 0;
  return () => {
    for (let k = 0; k < BATCH; k++) {
      const input = inputs[next];
      next = next + 1 === inputs.length ? 0 : next + 1;
      sink ^= touch(fn(input[0], input[1]));
    }
  };
}

function touch(result) {
  return typeof result === "string" ? result.length : typeof result?.url === "string" ? result.url.length : 1;
}

/**
 * Runs `run` (from batchOf) in batches for `ms` milliseconds (at least one
 * batch) and returns the per-call wall and CPU time in ns.
 */
export function timeFor(run, ms) {
  const budget = BigInt(Math.round(ms * 1e6));
  const cpuStart = process.cpuUsage();
  const start = process.hrtime.bigint();
  let calls = 0;
  let elapsed;
  do {
    run();
    calls += BATCH;
    elapsed = process.hrtime.bigint() - start;
  } while (elapsed < budget);
  const cpu = process.cpuUsage(cpuStart);
  return { wall: Number(elapsed) / calls, cpu: ((cpu.user + cpu.system) * 1000) / calls };
}

/**
 * Times the tasks (`{ name, run }`, where `run` comes from batchOf) in
 * interleaved rounds. Returns, per task name, the per-call wall and CPU
 * times in ns (medians of the round means: `perCall`, `cpu`) and every
 * round's means (`rounds`, `cpuRounds`).
 */
export function compare(tasks, settings = SETTINGS) {
  const wall = Object.fromEntries(tasks.map((task) => [task.name, []]));
  const cpu = Object.fromEntries(tasks.map((task) => [task.name, []]));
  for (let round = 0; round < settings.rounds; round++) {
    const shift = round % tasks.length;
    for (const task of [...tasks.slice(shift), ...tasks.slice(0, shift)]) {
      timeFor(task.run, settings.warmupTime);
      const times = timeFor(task.run, settings.time);
      wall[task.name].push(times.wall);
      cpu[task.name].push(times.cpu);
    }
  }
  return Object.fromEntries(
    tasks.map(({ name }) => [
      name,
      { perCall: median(wall[name]), rounds: wall[name], cpu: median(cpu[name]), cpuRounds: cpu[name] },
    ]),
  );
}

/** The q-quantile (0..1) of `values`, interpolated. */
export function quantile(values, q) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (sorted.length - 1) * q;
  const low = Math.floor(at);
  return sorted[low] + (sorted[Math.ceil(at)] - sorted[low]) * (at - low);
}

export function median(values) {
  return quantile(values, 0.5);
}

/** The median of the paired ratios a[k] / b[k]. */
export function pairedRatio(a, b) {
  return median(a.map((value, k) => value / b[k]));
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
