// Prototype safety over generated JSON documents. Every input is JSON text
// run through JSON.parse, so "__proto__", "constructor" and "prototype" are
// ordinary own keys, as they arrive from a network body; they appear at every
// depth, next to option names, in defaults, options, headers, mediaType,
// request, data, hand-made merged options and hand-made results. Each case
// runs with Object.prototype polluted. Invariants: every object of a result
// has the ordinary prototype, no polluted value shows up anywhere, and
// nothing but EndpointError is thrown. The cases are counted as they run.
import fc from "fast-check";
import { endpoint, toFetchArgs, EndpointError } from "../../src/index";
import { loose } from "../helpers/loose-endpoint";
import { MARK, POLLUTION, polluted, tracesOfPollution, type Outcome } from "../helpers/pollute";
import { oddPrototypes } from "../helpers/structure";
import { runs } from "../helpers/runs";

const RUNS = {
  perCall: runs(2500),
  viaDefaults: runs(2500),
  sameEitherWay: runs(2000),
  parse: runs(2000),
  toFetchArgs: runs(1500),
};
let executed = 0;

// Generated input is hostile on purpose: the route and option types would reject it.
const api = loose(endpoint);

// ---------------------------------------------------------------------------
// JSON text, built by hand so that any key (also "__proto__") is written as is

const text = (value: unknown) => JSON.stringify(value);
const objectText = (entries: Array<[string, string]>) =>
  `{${entries.map(([key, value]) => `${text(key)}:${value}`).join(",")}}`;

const SPECIAL_KEYS = ["__proto__", "constructor", "prototype", "toString", "valueOf", "hasOwnProperty"];
const OPTION_KEYS = [
  "url",
  "method",
  "baseUrl",
  "headers",
  "mediaType",
  "request",
  "data",
  "format",
  "previews",
  "body",
  "polluted",
];
const PARAMETER_KEYS = ["owner", "repo", "a", "q", "ids[]"];
const key = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...SPECIAL_KEYS) },
  { weight: 2, arbitrary: fc.constantFrom(...OPTION_KEYS) },
  { weight: 2, arbitrary: fc.constantFrom(...PARAMETER_KEYS) },
  { weight: 1, arbitrary: fc.string({ maxLength: 4 }) },
);

const leafText = fc.oneof(
  fc.string({ maxLength: 6 }).map(text),
  fc.constantFrom("https://h.test", "/x/{a}", "GET", "DELETE", "raw", "\r\n", "\u2028", "polite").map(text),
  fc.integer().map(text),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map(text),
  fc.constantFrom("true", "false", "null"),
);

const { json } = fc.letrec<{ json: string }>((tie) => ({
  json: fc.oneof(
    { depthSize: "small", maxDepth: 5 },
    leafText,
    fc.array(tie("json"), { maxLength: 3 }).map((items) => `[${items.join(",")}]`),
    fc.array(fc.tuple(key, tie("json")), { maxLength: 4 }).map(objectText),
  ),
}));

// Plausible values for the options, so that merge and parse get past the
// first check often; each may also be any JSON at all.
const headerName = fc.oneof(
  fc.constantFrom("accept", "Content-Type", "X-A", "authorization", "__proto__", "constructor", "prototype"),
  key,
);
const headerValue = fc.oneof(
  fc.constantFrom("application/json", "token t", "x", "caf\u00e9", "a\r\nb", "\u0100", "").map(text),
  fc.nat().map(text),
  json,
);
const headersText = fc.oneof(
  { weight: 4, arbitrary: fc.array(fc.tuple(headerName, headerValue), { maxLength: 4 }).map(objectText) },
  { weight: 1, arbitrary: json },
);
const mediaTypeText = fc.oneof(
  fc
    .record({
      format: fc.constantFrom("raw", "diff", "", "r w").map(text),
      previews: fc
        .array(fc.constantFrom("mercy", "squirrel-girl-preview", "__proto__", "").map(text), { maxLength: 2 })
        .map((items) => `[${items.join(",")}]`),
      extra: fc.option(fc.tuple(key, json), { nil: undefined }),
    })
    .map(({ format, previews, extra }) =>
      objectText([["format", format], ["previews", previews], ...(extra ? [extra] : [])]),
    ),
  json,
);
const option = fc.oneof(
  fc.tuple(fc.constant("headers"), headersText),
  fc.tuple(fc.constant("mediaType"), mediaTypeText),
  fc.tuple(fc.constantFrom("request", "data"), json),
  fc.tuple(
    fc.constant("baseUrl"),
    fc.oneof(fc.constantFrom("https://h.test", "https://h.test/api/", "https://evil.com\\.h.test").map(text), json),
  ),
  fc.tuple(fc.constant("method"), fc.oneof(fc.constantFrom("GET", "post", "PATCH", "poſt").map(text), json)),
  fc.tuple(
    fc.constant("url"),
    fc.oneof(fc.constantFrom("/x", "/repos/{owner}/{repo}", "/x{?a}", "https://h.test/{a}").map(text), json),
  ),
  fc.tuple(key, json),
);
const optionsText = fc.array(option, { maxLength: 6 }).map(objectText);
// Same, without method and url: what a route string may be followed by.
const routeOptionsText = fc
  .array(
    option.filter(([name]) => name !== "method" && name !== "url"),
    { maxLength: 6 },
  )
  .map(objectText);

const route = fc.constantFrom(
  "GET /repos/{owner}/{repo}",
  "POST /x",
  "PUT /x/{a}",
  "PATCH /x{?q}",
  "DELETE /x",
  "HEAD /x",
  "/x",
  "OPTIONS /x",
);

// ---------------------------------------------------------------------------
// Invariants

/** An outcome for each of the calls, in order. */
type Outcomes<Calls extends unknown[]> = { [K in keyof Calls]: Outcome };

/** Runs each call with Object.prototype polluted, then checks every outcome once it is clean again. */
function check<Calls extends Array<() => unknown>>(...calls: Calls): Outcomes<Calls> {
  const outcomes = calls.map((call) => polluted(POLLUTION, call));
  for (const outcome of outcomes) {
    if (outcome.error !== undefined) {
      expect(outcome.error).toBeInstanceOf(EndpointError);
      expect((outcome.error as EndpointError).message).not.toContain(MARK);
    } else {
      expect(oddPrototypes(outcome.value)).toEqual([]);
      expect(tracesOfPollution(outcome.value)).toEqual([]);
    }
  }
  // map() keeps the number and order of the calls.
  return outcomes as Outcomes<Calls>;
}

const parsed = (json: string) => JSON.parse(json) as object;

describe("prototype safety over generated JSON (Object.prototype polluted)", () => {
  test(`per call: merge, endpoint, parse(merge) and toFetchArgs (${RUNS.perCall} cases)`, () => {
    fc.assert(
      fc.property(fc.option(route, { nil: undefined }), optionsText, routeOptionsText, (r, options, afterRoute) => {
        executed++;
        const input = () => (r === undefined ? [parsed(options)] : [r, parsed(afterRoute)]);
        const [merged, direct] = check(
          () => api.merge(...input()),
          () => api(...input()),
          () => api.parse(api.merge(...input())),
        );
        if (merged.error === undefined) expect(Object.isFrozen(merged.value)).toBe(false);
        if (direct.error === undefined) check(() => toFetchArgs(direct.value as never));
      }),
      { numRuns: RUNS.perCall },
    );
  });

  test(`through .defaults(), twice, and DEFAULTS itself (${RUNS.viaDefaults} cases)`, () => {
    fc.assert(
      fc.property(optionsText, routeOptionsText, route, (defaults, options, r) => {
        executed++;
        const [derived] = check(() => api.defaults(parsed(defaults)));
        if (derived.error !== undefined) return;
        const derivedApi = derived.value as typeof api;
        check(
          () => derivedApi.DEFAULTS,
          () => derivedApi(r, parsed(options)),
          () => derivedApi.merge(r, parsed(options)),
          () => derivedApi.defaults(parsed(options))(r),
          () => derivedApi({ url: "/x/{a}", ...parsed(options) }),
        );
      }),
      { numRuns: RUNS.viaDefaults },
    );
  });

  test(`a key is treated the same in .defaults() and per call (${RUNS.sameEitherWay} cases)`, () => {
    fc.assert(
      fc.property(routeOptionsText, route, (options, r) => {
        executed++;
        const [perCall, viaDefaults] = check(
          () => api(r, parsed(options)),
          () => api.defaults(parsed(options))(r),
        );
        if (perCall.error !== undefined || viaDefaults.error !== undefined) {
          expect((viaDefaults.error as EndpointError | undefined)?.code).toBe(
            (perCall.error as EndpointError | undefined)?.code,
          );
        } else {
          // toEqual: toStrictEqual compares `constructor` properties, and an own
          // "constructor" key of a copied default is a copy. check() has
          // compared prototypes already.
          expect(viaDefaults.value).toEqual(perCall.value);
        }
      }),
      { numRuns: RUNS.sameEitherWay },
    );
  });

  test(`parse() of hand-made merged options (${RUNS.parse} cases)`, () => {
    const merged = fc
      .tuple(
        fc.constantFrom("GET", "POST", "put", "poſt").map(text),
        fc.constantFrom("/x", "/repos/{owner}/{repo}", "/x{?a}", "{+a}").map(text),
        fc.oneof(fc.constant(text("https://h.test")), json),
        headersText,
        mediaTypeText,
        fc.array(option, { maxLength: 4 }),
      )
      .map(([method, url, baseUrl, headers, mediaType, rest]) =>
        objectText([
          ["method", method],
          ["url", url],
          ["baseUrl", baseUrl],
          ["headers", headers],
          ["mediaType", mediaType],
          ...rest,
        ]),
      );
    fc.assert(
      fc.property(merged, (options) => {
        executed++;
        const [result] = check(() => api.parse(parsed(options)));
        if (result.error === undefined) check(() => toFetchArgs(result.value as never));
      }),
      { numRuns: RUNS.parse },
    );
  });

  test(`toFetchArgs() of hand-made results (${RUNS.toFetchArgs} cases)`, () => {
    const result = fc
      .tuple(
        fc.constantFrom("GET", "post", "PATCH", "get\r\nx: y").map(text),
        fc.constant(text("https://h.test/x")),
        headersText,
        fc.option(json, { nil: undefined }),
        fc.array(fc.tuple(key, json), { maxLength: 2 }),
      )
      .map(([method, url, headers, body, rest]) =>
        objectText([
          ["method", method],
          ["url", url],
          ["headers", headers],
          ...(body === undefined ? [] : [["body", body] as [string, string]]),
          ...rest,
        ]),
      );
    fc.assert(
      fc.property(result, (options) => {
        executed++;
        check(() => toFetchArgs(parsed(options) as never));
      }),
      { numRuns: RUNS.toFetchArgs },
    );
  });

  test(`at least ${runs(10_000)} generated cases ran in total`, () => {
    const planned = Object.values(RUNS).reduce((a, b) => a + b, 0);
    expect(planned).toBeGreaterThanOrEqual(runs(10_000));
    expect(executed).toBeGreaterThanOrEqual(planned);
  });
});
