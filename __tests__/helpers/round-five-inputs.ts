// The inputs of round five's linear-time findings, at any size, for
// __tests__/security/linear-round-five.test.ts; bench/linear-inputs.mjs
// builds the same shapes to fit their growth on the built package.
import type { LooseEndpoint } from "./loose-endpoint.js";

const info = { title: "t", version: "1" };
const range = (m: number) => Array.from({ length: m }, (_, i) => i);
/** A 3.2 description of `paths` on one https server, as the round-five findings write it. */
export const d32 = (paths: object, extra: object = {}) => ({
  openapi: "3.2.0",
  info,
  servers: [{ url: "https://api.test/v1" }],
  paths,
  ...extra,
});

/** One finding's input: `run` builds and uses it at size `n`; `size` is the full size, `outcome` what it gives there. */
export interface Series {
  readonly name: string;
  readonly size: number;
  readonly outcome: string;
  readonly run: (endpoint: LooseEndpoint, n: number) => unknown;
}

// R5-06: a 2.0 `consumes` entry of n white space characters, then a letter.
function consumes(endpoint: LooseEndpoint, n: number): unknown {
  const parameters = [{ name: "f", in: "formData", type: "string" }];
  const openapi = {
    swagger: "2.0",
    info,
    host: "api.test",
    consumes: [`${"\t".repeat(n)}x`],
    paths: { "/x": { post: { parameters } } },
  };
  return endpoint.defaults({ openapi });
}

// R5-07: a server URL naming one variable k times, the variable with a k-value enum.
function placeholders(endpoint: LooseEndpoint, k: number): unknown {
  const values = range(k).map((i) => `v${i}`);
  const url = `https://api.test/${"{a}".repeat(k)}`;
  const servers = [{ url, variables: { a: { default: "a", enum: ["a", ...values] } } }];
  return endpoint.defaults({ openapi: d32({ "/x": { get: {} } }, { servers }) });
}

// R5-07: k operations whose servers `$ref` one server with a k-value enum.
function sharedServer(endpoint: LooseEndpoint, k: number): unknown {
  const values = range(k).map((i) => `v${i}`);
  const server = { url: "https://{a}.api.test", variables: { a: { default: "a", enum: ["a", ...values] } } };
  const servers = [{ $ref: "#/components/x-servers/one" }];
  const paths = Object.fromEntries(range(k).map((i) => [`/p${i}`, { get: { servers } }]));
  return endpoint.defaults({ openapi: d32(paths, { components: { "x-servers": { one: server } } }) });
}

// R5-08: n placeholders, each filled with an n-character default.
function hugeServer(endpoint: LooseEndpoint, n: number): unknown {
  const servers = [{ url: `https://api.test/${"{a}".repeat(n)}`, variables: { a: { default: "a".repeat(n) } } }];
  return endpoint.defaults({ openapi: d32({ "/x": { get: {} } }, { servers }) });
}

// R5-09: itemEncoding listing k types, k parts each taking the last.
function multipart(endpoint: LooseEndpoint, k: number): unknown {
  const types = range(k).map((i) => `application/x-t${i}`);
  const content = { "multipart/mixed": { itemEncoding: { contentType: types.join(",") } } };
  const api = endpoint.defaults({ openapi: d32({ "/up": { post: { requestBody: { content } } } }) });
  const last = types[k - 1]!;
  const data = range(k).map(() => ({ body: "x", headers: { "content-type": last } }));
  return api("POST /up", { data });
}

// The i-th near miss of `allowAbsoluteUrls`: "-", "_" or nothing in each gap, by i's base-3 digits.
function nearMiss(i: number): string {
  const letters = "allowAbsoluteUrls";
  let name = "";
  let rest = i;
  for (const letter of letters) {
    name += ["", "-", "_"][rest % 3]! + letter;
    rest = Math.floor(rest / 3);
  }
  return name;
}

// R5-10: one operation declaring n near-miss names; the endpoint, for calls to another route.
function nearNames(endpoint: LooseEndpoint, n: number): LooseEndpoint {
  const parameters = range(n).map((i) => ({ name: nearMiss(i + 1), in: "query" }));
  const paths = { "/declared": { get: { parameters } }, "/other": { get: {} } };
  return endpoint.defaults({ openapi: d32(paths) });
}

/** The series, at their full sizes, and the near-miss description (R5-10) for calls measured apart. */
export const roundFive = {
  series: [
    { name: "a 2.0 consumes entry of white space (R5-06)", size: 64_000, outcome: "ok", run: consumes },
    { name: "a server URL naming one enum variable k times (R5-07)", size: 8_000, outcome: "ok", run: placeholders },
    {
      name: "k operations $ref-ing one server with a k-value enum (R5-07)",
      size: 4_000,
      outcome: "ok",
      run: sharedServer,
    },
    {
      name: "k placeholders with a k-character default (R5-08)",
      size: 25_600,
      outcome: "ERR_INVALID_OPTION",
      run: hugeServer,
    },
    { name: "k parts taking the last of k listed types (R5-09)", size: 4_000, outcome: "ok", run: multipart },
  ] as readonly Series[],
  nearNames: { size: 32_000, prepare: nearNames },
};
