// Linear time for the shapes of round five's findings: each at two sizes,
// one 16 times the other; linear work grows about 16 times, quadratic 256
// times (k operations sharing one server grew some 80 times: the quadratic
// part is a JSON text per operation), so a test fails past GROWTH = 64
// times, four times what linear work shows (the process's own CPU time, the
// least of a few runs, as in linear-openapi.test.ts). A call to a route the
// description's size does not concern must cost the same at both sizes.
import { endpoint as typedEndpoint } from "../../src/openapi.js";
import { fastest, outcomeOf } from "../helpers/cpu-time.js";
import { loose } from "../helpers/loose-endpoint.js";
import { roundFive } from "../helpers/round-five-inputs.js";

const endpoint = loose(typedEndpoint);
const GROWTH = 64;
const SLACK_MS = 5;

describe("round five's shapes take linear time", () => {
  test.each(roundFive.series)("$name", ({ run, size, outcome }) => {
    expect(outcomeOf(() => run(endpoint, size)).outcome).toBe(outcome);
    const small = fastest(() => run(endpoint, size / 16), 5);
    const full = fastest(() => run(endpoint, size), 3);
    expect(full).toBeLessThan(GROWTH * small + SLACK_MS);
  });
});

describe("a described call costs the same however many names the description declares elsewhere", () => {
  test("200 calls to an unrelated route, beside 2,000 and 32,000 near-miss names", () => {
    const { size, prepare } = roundFive.nearNames;
    const calls = (api: ReturnType<typeof prepare>) => () => {
      for (let i = 0; i < 200; i++) api("GET /other", { id: i });
    };
    const small = prepare(endpoint, size / 16);
    const full = prepare(endpoint, size);
    expect(outcomeOf(calls(full)).outcome).toBe("ok");
    // Both measured alike, the small one first and last (a warm-up counts for neither).
    const before = fastest(calls(small), 5);
    const large = fastest(calls(full), 5);
    const after = fastest(calls(small), 5);
    expect(large).toBeLessThan(4 * Math.min(before, after) + SLACK_MS);
  });
});
