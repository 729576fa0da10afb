import { EndpointError } from "../../src/index";

/** Runs `run` once: "ok" or the EndpointError's code (anything else as text), and its message. */
export function outcomeOf(run: () => unknown): { outcome: string; message: string } {
  try {
    run();
    return { outcome: "ok", message: "" };
  } catch (error) {
    const outcome = error instanceof EndpointError ? error.code : String(error);
    return { outcome, message: error instanceof Error ? error.message : "" };
  }
}

/**
 * The least of `times` runs' CPU time in ms: this process's own, so other
 * programs sharing the machine do not count (wall-clock time would), and the
 * least run is the one least disturbed (by a garbage collection, say).
 */
export function fastest(run: () => unknown, times: number): number {
  let best = Infinity;
  for (let i = 0; i < times; i++) {
    const before = process.cpuUsage();
    outcomeOf(run);
    const { user, system } = process.cpuUsage(before);
    best = Math.min(best, (user + system) / 1000);
  }
  return best;
}
