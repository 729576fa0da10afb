// Linear time for descriptions, route tables and described calls: each
// shape below, built against the code that reads it (a `$ref` fan-out, a
// `$ref` chain, one long path, long urls and server URLs), at two sizes, one
// 16 times the other. Linear work grows about 16 times, quadratic 256 times;
// a test fails past GROWTH times (as in linear-time.test.ts: the process's
// own CPU time, the least of a few runs, so a busy machine does not count).
import { endpoint as typedEndpoint } from "../../src/openapi.js";
import { fastest, outcomeOf } from "../helpers/cpu-time.js";
import { loose } from "../helpers/loose-endpoint.js";

const endpoint = loose(typedEndpoint);
const N = 64_000;
const SMALL = N / 16;
const GROWTH = 128;
const SLACK_MS = 5;
const info = { title: "t", version: "1" };

const desc = (paths: object, extra: object = {}) => ({
  openapi: "3.1.0",
  info,
  servers: [{ url: "https://a.test" }],
  paths,
  ...extra,
});
const range = (m: number) => Array.from({ length: m }, (_, i) => i);

// n paths `$ref`-ing one path item with n parameters (m = n / 16: 4,000 at full size).
function fanOut(n: number) {
  const m = n / 16;
  const paths = Object.fromEntries(range(m).map((i) => [`/p${i}`, { $ref: "#/components/pathItems/big" }]));
  const parameters = range(m).map((i) => ({ name: `q${i}`, in: "query" }));
  return desc(paths, { components: { pathItems: { big: { get: { parameters } } } } });
}

// A chain p0 -> p1 -> ... -> pm of parameter `$ref`s, used by m operations.
function chain(n: number) {
  const m = n / 16;
  const parameters: { [name: string]: unknown } = Object.fromEntries(
    range(m).map((i) => [`p${i}`, { $ref: `#/components/parameters/p${i + 1}` }]),
  );
  parameters[`p${m}`] = { name: "x", in: "query" };
  const paths = Object.fromEntries(
    range(m).map((i) => [`/o${i}`, { get: { parameters: [{ $ref: "#/components/parameters/p0" }] } }]),
  );
  return desc(paths, { components: { parameters } });
}

// One path with m placeholders, each a declared path parameter.
function longPath(n: number) {
  const names = range(n / 8).map((i) => `a${i}`);
  const parameters = names.map((name) => ({ name, in: "path", required: true }));
  return desc({ [names.map((name) => `/{${name}}`).join("")]: { get: { parameters } } });
}

const tableApi = endpoint.defaults({
  openapi: { "openapi-routes": 1, server: "https://a.test", routes: { "GET /p": ["q a"] } },
});

const ATTACKS: Array<[name: string, run: (n: number) => unknown, outcome: string]> = [
  ["a path item $ref'd by every path", (n) => endpoint.defaults({ openapi: fanOut(n) }), "ok"],
  ["a $ref chain used by every operation", (n) => endpoint.defaults({ openapi: chain(n) }), "ok"],
  ["one long path", (n) => endpoint.defaults({ openapi: longPath(n) }), "ok"],
  [
    "a server URL ending in many slashes, then a character",
    (n) => endpoint.defaults({ openapi: desc({}, { servers: [{ url: `https://a.test${"/".repeat(n)}x` }] }) }),
    // Over 8 KB: refused once the slashes are found, in linear time still.
    "ERR_INVALID_OPTION",
  ],
  [
    "a url of many suffix expressions, then a character",
    (n) => tableApi({ method: "GET", url: `/p${"{?a}".repeat(n / 4)}x` }),
    "ERR_INVALID_ROUTE",
  ],
  [
    "a url of many unclosed suffix expressions",
    (n) => tableApi({ method: "GET", url: `/p${"{?a".repeat(n / 3)}}` }),
    "ERR_INVALID_ROUTE",
  ],
  ["a url of many suffix expressions", (n) => tableApi({ method: "GET", url: `/p${"{&a}".repeat(n / 4)}` }), "ok"],
];

describe("descriptions and described calls take linear time", () => {
  test.each(ATTACKS)("%s", (_, run, expected) => {
    expect(outcomeOf(() => run(N)).outcome).toBe(expected);
    const small = fastest(() => run(SMALL), 5);
    const full = fastest(() => run(N), 3);
    expect(full).toBeLessThan(GROWTH * small + SLACK_MS);
  });
});
