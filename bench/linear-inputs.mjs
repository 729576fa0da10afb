// How the cost of round five's hostile inputs grows: each series (a 2.0
// `consumes` entry of white space, a server URL naming one enum variable k
// times, k operations sharing one server with a k-value enum, k
// placeholders with a k-character default, k multipart parts taking the
// last of k listed types, and calls to one route beside n near-miss names
// declared elsewhere) at four sizes, each doubling, timed as the least of a
// few runs of this process's CPU time. Prints the times and the fitted
// growth exponent (least squares of log time on log size): about 1 is
// linear, 2 quadratic; the near-miss calls should show about 0. The same
// shapes as __tests__/helpers/round-five-inputs.ts (which the linear-time
// tests use at two sizes).
//
//   npm run build && node bench/linear-inputs.mjs
import { endpoint } from "../dist/openapi.mjs";

const info = { title: "t", version: "1" };
const range = (m) => Array.from({ length: m }, (_, i) => i);
const d32 = (paths, extra = {}) => ({
  openapi: "3.2.0",
  info,
  servers: [{ url: "https://api.test/v1" }],
  paths,
  ...extra,
});

function consumes(n) {
  const openapi = {
    swagger: "2.0",
    info,
    host: "api.test",
    consumes: [`${"\t".repeat(n)}x`],
    paths: { "/x": { post: { parameters: [{ name: "f", in: "formData", type: "string" }] } } },
  };
  return () => endpoint.defaults({ openapi });
}

function placeholders(k) {
  const variables = { a: { default: "a", enum: ["a", ...range(k).map((i) => `v${i}`)] } };
  const openapi = d32({ "/x": { get: {} } }, { servers: [{ url: `https://api.test/${"{a}".repeat(k)}`, variables }] });
  return () => endpoint.defaults({ openapi });
}

function sharedServer(k) {
  const one = {
    url: "https://{a}.api.test",
    variables: { a: { default: "a", enum: ["a", ...range(k).map((i) => `v${i}`)] } },
  };
  const servers = [{ $ref: "#/components/x-servers/one" }];
  const paths = Object.fromEntries(range(k).map((i) => [`/p${i}`, { get: { servers } }]));
  const openapi = d32(paths, { components: { "x-servers": { one } } });
  return () => endpoint.defaults({ openapi });
}

function hugeServer(n) {
  const servers = [{ url: `https://api.test/${"{a}".repeat(n)}`, variables: { a: { default: "a".repeat(n) } } }];
  const openapi = d32({ "/x": { get: {} } }, { servers });
  return () => endpoint.defaults({ openapi });
}

function multipart(k) {
  const types = range(k).map((i) => `application/x-t${i}`);
  const content = { "multipart/mixed": { itemEncoding: { contentType: types.join(",") } } };
  const api = endpoint.defaults({ openapi: d32({ "/up": { post: { requestBody: { content } } } }) });
  const data = range(k).map(() => ({ body: "x", headers: { "content-type": types[k - 1] } }));
  return () => api("POST /up", { data });
}

// The i-th near miss of `allowAbsoluteUrls`: "-", "_" or nothing in each gap, by i's base-3 digits.
function nearMiss(i) {
  let name = "";
  let rest = i;
  for (const letter of "allowAbsoluteUrls") {
    name += ["", "-", "_"][rest % 3] + letter;
    rest = Math.floor(rest / 3);
  }
  return name;
}

function nearNames(n) {
  const parameters = range(n).map((i) => ({ name: nearMiss(i + 1), in: "query" }));
  const api = endpoint.defaults({ openapi: d32({ "/declared": { get: { parameters } }, "/other": { get: {} } }) });
  return () => {
    for (let i = 0; i < 200; i++) api("GET /other", { id: i });
  };
}

const SERIES = [
  { name: "R5-06 2.0 consumes of n tabs", make: consumes, first: 128_000 },
  { name: "R5-07 k placeholders, k-value enum", make: placeholders, first: 1_000 },
  { name: "R5-07 k operations $ref one server", make: sharedServer, first: 1_000 },
  { name: "R5-08 k placeholders, k-char default", make: hugeServer, first: 16_000 },
  { name: "R5-09 k parts, last of k types", make: multipart, first: 1_000 },
  { name: "R5-10 200 calls beside n near names", make: nearNames, first: 8_000 },
];

// The least CPU time of `times` runs, in ms (errors are outcomes, not failures).
function fastest(run, times) {
  let best = Infinity;
  for (let i = 0; i < times; i++) {
    const before = process.cpuUsage();
    try {
      run();
    } catch {
      // A refusal is the outcome some series expect (R5-08).
    }
    const { user, system } = process.cpuUsage(before);
    best = Math.min(best, (user + system) / 1000);
  }
  return best;
}

// The slope of log(time) on log(size).
function exponent(points) {
  const xs = points.map(([size]) => Math.log(size));
  const ys = points.map(([, time]) => Math.log(Math.max(time, 0.001)));
  const mx = xs.reduce((a, b) => a + b) / xs.length;
  const my = ys.reduce((a, b) => a + b) / ys.length;
  let num = 0;
  let den = 0;
  xs.forEach((x, i) => {
    num += (x - mx) * (ys[i] - my);
    den += (x - mx) ** 2;
  });
  return num / den;
}

for (const { name, make, first } of SERIES) {
  // Warmed up first, so the smallest size does not pay for compiling the code it runs.
  fastest(make(first), 3);
  const points = [];
  for (const size of [first, first * 2, first * 4, first * 8]) {
    const run = make(size);
    points.push([size, fastest(run, 7)]);
  }
  const times = points.map(([size, time]) => `${size}: ${time.toFixed(1)} ms`).join(", ");
  console.log(`${name.padEnd(40)} exponent ${exponent(points).toFixed(2)}  (${times})`);
}
