// A seeded fuzzer over random descriptions and hostile values. Each case
// builds one request from a random OpenAPI description and the same request
// from its compiled route table, and checks:
// - both give the same result, or throw the same EndpointError code (and
//   nothing but EndpointErrors is ever thrown);
// - the URL, read by the WHATWG reference parser (whatwg-url, which fetch
//   implementations follow), goes to the origin the description's servers
//   allow (the guarded origin under `allowAbsoluteUrls: false`), has the
//   path's own segments and no dot segment, and no fragment;
// - every query key a value wrote that is another declared parameter's name
//   comes from that parameter: the keys of declared parameters appear as
//   often as their own values wrote them;
// - headers are RFC 9110 fields, and the cookie header holds only declared
//   cookie names.
// The full tier runs 20,000 cases with the seed below; the fast tier 1,000.
import fc from "fast-check";
import { compileRouteTable, endpoint as typedEndpoint, EndpointError } from "../../src/openapi.js";
import { loose } from "../helpers/loose-endpoint.js";
import { referenceParse } from "../helpers/server-models.js";

// Set by the jest configs: true in the full tier.
declare const __FULL_TIER__: boolean;

const endpoint = loose(typedEndpoint);
const SEED = 31_2026;
const CASES = __FULL_TIER__ ? 20_000 : 1_000;
const GOOD = "https://api.good.test/v1";
const OTHER = "https://other.test";
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
const FIELD_VALUE = /^[\t\x20-\x7e\x80-\xff]*$/;

// Names, among them names RFC 6570 cannot hold and names that look like stand-ins.
const NAMES = ["a", "b", "id", "$id", "_0_", "%24id", "é", "a.b", "x-y", "type"];
const HOSTILE: unknown[] = [
  "v",
  "",
  ".",
  "..",
  "%2e%2e",
  "a/b",
  "../x",
  "?x=1",
  "#f",
  "v#",
  "a&b=c",
  "a&type=all",
  "x;y=z",
  "\r\nx: 1",
  "\u010a",
  "\ud800",
  "é",
  "@evil.test",
  1,
  true,
  null,
  ["a", "b"],
  ["..", "#"],
  ["\ud800"],
  { k: "v" },
  { b: "evil" },
  { type: "all", "a&b": "c" },
  { nested: { deep: "v" } },
];

interface Declared {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  style?: string;
  explode?: boolean;
  allowReserved?: boolean;
  required?: boolean;
}

const queryParameter = fc.record({
  name: fc.constantFrom(...NAMES),
  in: fc.constant("query" as const),
  style: fc.constantFrom("form", "spaceDelimited", "pipeDelimited", "deepObject"),
  explode: fc.boolean(),
  allowReserved: fc.boolean(),
});
const headerParameter = fc.record({
  name: fc.constantFrom("X-A", "X-B", "x-id"),
  in: fc.constantFrom("header" as const, "cookie" as const),
});
const pathStyle = fc.record({ style: fc.constantFrom("simple", "label", "matrix"), explode: fc.boolean() });

/** One operation: its path (with placeholders), method, parameters and servers. */
const operation = fc
  .record({
    literal: fc.constantFrom("/x", "/x?type=public", "/v1/images:annotate", "/a.b"),
    placeholders: fc.uniqueArray(fc.constantFrom(...NAMES), { maxLength: 3 }),
    styles: fc.array(pathStyle, { minLength: 3, maxLength: 3 }),
    method: fc.constantFrom("get", "post", "delete"),
    query: fc.uniqueArray(queryParameter, { maxLength: 4, selector: (p) => p.name }),
    headers: fc.uniqueArray(headerParameter, { maxLength: 2, selector: (p) => `${p.in} ${p.name}` }),
    server: fc.constantFrom(undefined, GOOD, "https://api.good.test/v2", OTHER),
    serverAt: fc.constantFrom("operation", "item"),
  })
  .map(({ literal, placeholders, styles, method, query, headers, server, serverAt }) => {
    const [base, queryText] = literal.split("?");
    const path = base + placeholders.map((name) => `/{${name}}`).join("") + (queryText ? `?${queryText}` : "");
    const pathParameters: Declared[] = placeholders.map((name, i) => ({
      name,
      in: "path",
      required: true,
      ...styles[i],
    }));
    const parameters = [...pathParameters, ...(query as Declared[]), ...(headers as Declared[])];
    const servers = server === undefined ? undefined : [{ url: server }];
    const op = { parameters, ...(serverAt === "operation" && servers ? { servers } : {}) };
    const item = { [method]: op, ...(serverAt === "item" && servers ? { servers } : {}) };
    return { path, method: method.toUpperCase(), item, parameters, server };
  });

const values = fc.dictionary(fc.constantFrom(...NAMES, "X-A", "X-B", "x-id", "other"), fc.constantFrom(...HOSTILE), {
  maxKeys: 6,
});

type Outcome = { ok: true; value: { url: string; headers: { [name: string]: unknown } } } | { ok: false; code: string };

function outcomeOf(run: () => unknown): Outcome {
  try {
    return { ok: true, value: run() as { url: string; headers: { [name: string]: unknown } } };
  } catch (error) {
    if (!(error instanceof EndpointError)) throw error; // only EndpointErrors, ever
    return { ok: false, code: error.code };
  }
}

describe("random descriptions and hostile values", () => {
  test("a description and its route table build the same requests, and every request keeps its structure", () => {
    fc.assert(
      fc.property(operation, values, fc.boolean(), ({ path, method, item, parameters, server }, params, guarded) => {
        const description = {
          openapi: "3.1.0",
          info: { title: "t", version: "1" },
          servers: [{ url: GOOD }],
          paths: { [path]: item },
        };
        const options = guarded ? { allowAbsoluteUrls: false } : {};
        const compiled = outcomeOf(() => compileRouteTable(description));
        const direct = outcomeOf(() =>
          endpoint.defaults({ openapi: description, ...options })(`${method} ${path}`, params),
        );
        if (!compiled.ok) {
          // A description its table cannot be made of is refused at .defaults() too.
          expect(outcomeOf(() => endpoint.defaults({ openapi: description }))).toEqual(compiled);
          return;
        }
        const table = compiled.value as unknown;
        const viaTable = outcomeOf(() =>
          endpoint.defaults({ openapi: table, ...options })(`${method} ${path}`, params),
        );
        expect(viaTable).toEqual(direct);
        if (direct.ok) checkRequest(direct.value, { path, parameters, server, guarded });
      }),
      { seed: SEED, numRuns: CASES },
    );
  });
});

function checkRequest(
  { url, headers }: { url: string; headers: { [name: string]: unknown } },
  { path, parameters, server, guarded }: { path: string; parameters: Declared[]; server?: string; guarded: boolean },
): void {
  const parsed = referenceParse(url);
  expect(parsed).toBeDefined();
  const read = parsed!;
  // The origin: the operation's own server, else the document's; under the guard, the document's only.
  const expected = new URL(server ?? GOOD).origin;
  expect(read.origin).toBe(guarded ? new URL(GOOD).origin : expected);
  // The path: the template's segments after the server's, none of them a dot segment, no fragment.
  const base = new URL(server ?? GOOD).pathname.replace(/\/$/, "");
  const segments = read.pathname.slice(base.length).split("/");
  expect(segments).toHaveLength(path.split("?")[0]!.split("/").length);
  expect(segments.filter((segment) => /^(?:\.|%2e){1,2}$/i.test(segment))).toEqual([]);
  expect(read.hash).toBe("");
  // Keys of the query that name a declared query parameter: written by that parameter only, so
  // a key appears at most once unless its own parameter explodes a list.
  const declared = new Map(parameters.filter((p) => p.in === "query").map((p) => [p.name, p]));
  const counts = new Map<string, number>();
  for (const [key] of read.searchParams) counts.set(key, (counts.get(key) ?? 0) + 1);
  for (const [key, count] of counts) {
    if (count > 1 && declared.has(key)) expect(declared.get(key)!.explode).toBe(true);
    if (path.includes("?type=public") && key === "type") expect(count).toBe(1);
  }
  // Headers: fields as RFC 9110 says; cookies only of declared names.
  for (const [name, value] of Object.entries(headers)) {
    expect(name).toMatch(TOKEN);
    expect(String(value)).toMatch(FIELD_VALUE);
  }
  const cookieNames = new Set(parameters.filter((p) => p.in === "cookie").map((p) => p.name));
  const cookie = headers.cookie;
  if (typeof cookie === "string") {
    for (const pair of cookie.split("; ")) expect(cookieNames.has(pair.split("=", 1)[0]!)).toBe(true);
  }
}
