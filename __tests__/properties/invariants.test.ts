// Invariants that must hold for every input, checked with fast-check over
// generated inputs from realistic to hostile. The number of generated cases
// is counted as the properties run, and the last test checks the total.
import fc from "fast-check";
import { endpoint, EndpointError } from "../../src/index.js";
import { snapshot } from "../helpers/structure.js";
import { loose } from "../helpers/loose-endpoint.js";
import { referenceParse } from "../helpers/server-models.js";
import { runs } from "../helpers/runs";

const RUNS = {
  parseOfMerge: runs(2500),
  unchanged: runs(2000),
  roundTrip: runs(3000),
  noNewComponent: runs(2000),
  onlyEndpointError: runs(3000),
};
let executed = 0;
const counted =
  <A extends unknown[]>(body: (...args: A) => void) =>
  (...args: A): void => {
    executed++;
    body(...args);
  };

// Hostile calls on purpose: the route and option types would reject them.
const untyped = loose(endpoint);
// ES2022 has no String#isWellFormed: a lone surrogate is a high one not
// followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

// Own keys defined, not assigned: "__proto__" stays a key, as JSON.parse makes it.
function record(entries: Array<[string, unknown]>, nullPrototype = false): { [key: string]: unknown } {
  const object = (nullPrototype ? Object.create(null) : {}) as { [key: string]: unknown };
  for (const [key, value] of entries)
    Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
  return object;
}

// Characters that break things: controls, lone surrogates, template and URL
// syntax, percent signs, dots, and any UTF-16 unit at all.
const hostileChar = fc.oneof(
  fc.constantFrom(
    "\u0000",
    "\r",
    "\n",
    "\t",
    "\uD800",
    "\uDFFF",
    "{",
    "}",
    "/",
    ".",
    "..",
    "?",
    "#",
    "%",
    "%2e",
    ":",
    "@",
    " ",
    "é",
    "😀",
    "*",
    ",",
    "+",
    "&",
    "=",
  ),
  fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)),
);
const hostileString = fc.string({ unit: hostileChar, maxLength: 10 });
const validString = fc.string({ unit: "binary", maxLength: 10 });
const KEYS = [
  "owner",
  "repo",
  "path",
  "q",
  "ids[]",
  "page",
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "url",
  "method",
  "data",
  "headers",
  "",
];
const key = fc.oneof(fc.constantFrom(...KEYS), fc.string({ maxLength: 6 }));

const leaf: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  validString,
  fc.integer(),
  fc.double(),
  fc.bigInt(),
  fc.boolean(),
  fc.constantFrom(null, undefined, Number.MAX_VALUE, -0, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53 + 1),
  fc.date({ noInvalidDate: false }),
  fc.constant(Symbol("s")),
  fc.constant(() => "f"),
  fc.constant(new Map([["k", "v"]])),
  fc.constant(new Set([1])),
  fc.constant(new Uint8Array([1])),
  // A boxed string is a hostile value.
  fc.constant(new String("boxed")),
  fc.constant(new URL("https://h.test/")),
  // eslint-disable-next-line no-sparse-arrays -- a sparse array is a hostile value
  fc.constant([, 1] as unknown[]),
);

const { value: hostile } = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    leaf,
    fc.array(tie("value"), { maxLength: 3 }),
    fc
      .tuple(fc.array(fc.tuple(key, tie("value")), { maxLength: 4 }), fc.boolean())
      .map(([entries, bare]) => record(entries, bare)),
  ),
}));

const ROUTES = [
  "GET /repos/{owner}/{repo}",
  "POST /repos/{owner}/{repo}/issues",
  "PUT /repos/:owner/:repo/contents/{+path}",
  "PATCH /x{?q,page}",
  "DELETE /x{/ids*}",
  "HEAD /search/issues",
  "OPTIONS /x#frag",
  "get https://uploads.h.test/{owner}{?name,label}",
  "/rate_limit",
];
const route = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...ROUTES) }, { weight: 1, arbitrary: hostileString });

// Options: each known option plausible or hostile, and parameters.
const maybe = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined, freq: 2 });
const options = fc
  .record({
    baseUrl: maybe(fc.oneof(fc.constantFrom("https://h.test", "https://h.test/api/", "http://127.0.0.1:1"), hostile)),
    headers: maybe(
      fc.oneof(
        fc
          .array(
            fc.tuple(
              fc.oneof(fc.constantFrom("accept", "X-A", "Content-Type", "user-agent"), key),
              fc.oneof(validString, hostile),
            ),
            { maxLength: 3 },
          )
          .map((e) => record(e)),
        hostile,
      ),
    ),
    mediaType: maybe(
      fc.oneof(
        fc.record({
          format: maybe(fc.constantFrom("raw", "diff", "", "r w")),
          previews: maybe(fc.array(fc.constantFrom("mercy", "symmetra-preview", "", "a b"), { maxLength: 2 })),
        }),
        hostile,
      ),
    ),
    request: maybe(hostile),
    data: maybe(hostile),
    params: fc.array(fc.tuple(key, fc.oneof(validString, fc.integer(), hostile)), { maxLength: 5 }),
  })
  .map(({ params, ...known }) => record([...params, ...Object.entries(known).filter(([, v]) => v !== undefined)]));

// What a call did. Any exception is recorded, not rethrown: which type may
// escape is the last property's concern, the others check their own.
const outcome = (run: () => unknown): { value?: unknown; error?: string; code?: string; message?: string } => {
  try {
    return { value: run() };
  } catch (error) {
    if (error instanceof EndpointError) return { code: error.code, message: error.message };
    return { error: String(error) };
  }
};

describe("properties", () => {
  test(`endpoint(x) deep-equals parse(merge(x)) (${RUNS.parseOfMerge} cases)`, () => {
    fc.assert(
      fc.property(
        route,
        options,
        counted((r, o) => {
          const direct = outcome(() => untyped(r, o));
          const twoSteps = outcome(() => untyped.parse(untyped.merge(r, o)));
          expect(twoSteps).toEqual(direct);
        }),
      ),
      { numRuns: RUNS.parseOfMerge },
    );
  });

  test(`no call changes its input (${RUNS.unchanged} cases)`, () => {
    fc.assert(
      fc.property(
        route,
        options,
        options,
        counted((r, o, d) => {
          const before = snapshot([o, d]);
          outcome(() => untyped(r, o));
          outcome(() => untyped.parse(untyped.merge(r, o)));
          outcome(() => untyped.defaults(d)(r, o));
          outcome(() => untyped.defaults(d).merge(r, o));
          expect(snapshot([o, d])).toBe(before);
        }),
      ),
      { numRuns: RUNS.unchanged },
    );
  });

  // A `{name}` or `:name` value is one path segment, whatever it holds: the
  // URL parses (by the WHATWG reference parser), keeps its number of
  // segments, and gives the value back.
  test(`a path parameter round-trips through its segment (${RUNS.roundTrip} cases)`, () => {
    const value = fc.oneof(
      hostileString,
      validString,
      fc.integer(),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      fc.constantFrom(".", "..", "", "%2e"),
    );
    fc.assert(
      fc.property(
        value,
        value,
        counted((x, y) => {
          const result = outcome(() => untyped("GET /a/{x}/b/:y/c", { x, y }));
          const texts = [String(x), String(y)];
          // Expanded in order: the first value with no URL form, or empty, stops the call.
          const first = texts.find((t) => LONE_SURROGATE.test(t) || t === "");
          if (first !== undefined && LONE_SURROGATE.test(first)) {
            expect(result.code).toBe("ERR_INVALID_PARAMETER");
          } else if (first === "") {
            // "" alone in a segment would leave it empty.
            expect(result.code).toBe("ERR_MISSING_PARAMETER");
          } else if (texts.some((t) => t.split(/[/\\]/).some((piece) => piece === "." || piece === ".."))) {
            // Encoded, but servers that decode %2F and %5C would read a dot segment.
            expect(result.code).toBe("ERR_UNSAFE_PARAMETER");
          } else {
            const { url } = result.value as { url: string };
            const parsed = referenceParse(url) as NonNullable<ReturnType<typeof referenceParse>>;
            expect(parsed.href).toBe(url);
            const segments = parsed.pathname.split("/");
            expect(segments).toHaveLength(6);
            expect(segments.map((s) => decodeURIComponent(s))).toEqual(["", "a", texts[0], "b", texts[1], "c"]);
            expect(parsed.search + parsed.hash).toBe("");
          }
        }),
      ),
      { numRuns: RUNS.roundTrip },
    );
  });

  test(`no query or fragment appears that the template did not ask for (${RUNS.noNewComponent} cases)`, () => {
    const piece = fc.constantFrom(
      "/lit",
      "/{x}",
      "{/x}",
      "/{+x}",
      "/:x",
      "{.x}",
      "{;x}",
      "/pre{x}post",
      "/{x,y}",
      "{/y*}",
      "/{+y}",
    );
    const value = fc.oneof(
      hostileString,
      validString,
      fc.array(fc.oneof(hostileString, validString), { maxLength: 3 }),
      fc.dictionary(validString, hostileString, { maxKeys: 2 }),
    );
    fc.assert(
      fc.property(
        fc.array(piece, { minLength: 1, maxLength: 5 }),
        fc.boolean(),
        value,
        value,
        counted((pieces, askQuery, x, y) => {
          const url = pieces.join("") + (askQuery ? "{?q}" : "");
          const result = outcome(() => untyped({ method: "POST", url, x, y, q: x }));
          if (result.code !== undefined) return;
          const target = (result.value as { url: string }).url;
          expect(target).not.toContain("#");
          const questionMarks = target.split("?").length - 1;
          expect(questionMarks).toBeLessThanOrEqual(askQuery ? 1 : 0);
          const parsed = referenceParse(target) as NonNullable<ReturnType<typeof referenceParse>>;
          expect(parsed.hash).toBe("");
          if (parsed.search !== "") expect(parsed.search.startsWith("?q=")).toBe(true);
        }),
      ),
      { numRuns: RUNS.noNewComponent },
    );
  });

  test(`the only exception ever thrown is EndpointError (${RUNS.onlyEndpointError} cases)`, () => {
    const first = fc.oneof(route, options, hostile);
    const second = fc.oneof(options, hostile, fc.constant(undefined));
    const calls: Array<(a: unknown, b: unknown) => unknown> = [
      (a, b) => untyped(a, b),
      (a) => untyped(a),
      (a, b) => untyped.merge(a, b),
      (a) => untyped.parse(a),
      (_, b) => untyped.parse({ ...untyped.merge("POST /x/{owner}"), ...(b as object) }),
      (a) => untyped.defaults(a),
      (a, b) => untyped.defaults(b)(a),
    ];
    fc.assert(
      fc.property(
        first,
        second,
        counted((a, b) => {
          for (const call of calls) {
            try {
              call(a, b);
            } catch (error) {
              if (!(error instanceof EndpointError)) throw error;
            }
          }
        }),
      ),
      { numRuns: RUNS.onlyEndpointError },
    );
  });

  // Fixed hostile values the generators reach only by chance, in every
  // position: each call returns or throws an EndpointError, nothing else.
  const cyclic: { [key: string]: unknown } = { a: 1 };
  cyclic.self = cyclic;
  let deep: object = {};
  for (let i = 0; i < 100_000; i++) deep = { d: deep };
  const FIXED: Array<[string, () => unknown]> = [
    ['{"constructor": null}', () => JSON.parse('{"constructor": null}') as unknown],
    [
      "a constructor whose prototype has a null prototype",
      () => ({ constructor: { prototype: Object.create(null) as object } }),
    ],
    ["a cycle", () => cyclic],
    ["100,000 levels of nesting", () => deep],
  ];
  const POSITIONS: Array<[string, (value: unknown) => unknown]> = [
    ["options", (v) => untyped("POST /x", v)],
    ["a parameter", (v) => untyped("POST /x", { p: v })],
    ["a query parameter", (v) => untyped("GET /x", { p: v })],
    ["headers", (v) => untyped("GET /x", { headers: v })],
    ["request", (v) => untyped("GET /x", { request: v })],
    ["mediaType", (v) => untyped("GET /x", { mediaType: v })],
    ["merged options", (v) => untyped.parse(v)],
    ["defaults", (v) => untyped.defaults(v)],
    ["a default parameter", (v) => untyped.defaults({ p: v })],
    ["a default request", (v) => untyped.defaults({ request: v })],
    ["a parameter merged into a default", (v) => untyped.defaults({ p: { a: { b: 1 } } })("POST /x", { p: v })],
  ];
  test.each(FIXED)("%s: in any position, returns or throws an EndpointError", (_, make) => {
    const escaped: string[] = [];
    for (const [where, call] of POSITIONS) {
      try {
        call(make());
      } catch (error) {
        if (!(error instanceof EndpointError)) escaped.push(`as ${where}: ${String(error)}`);
      }
    }
    expect(escaped).toEqual([]);
  });

  test(`at least ${runs(10_000)} generated cases ran in total`, () => {
    const planned = Object.values(RUNS).reduce((a, b) => a + b, 0);
    expect(planned).toBeGreaterThanOrEqual(runs(10_000));
    expect(executed).toBeGreaterThanOrEqual(planned);
  });
});
