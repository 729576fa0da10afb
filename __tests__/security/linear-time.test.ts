// Linear time: every regular expression and loop that sees user input (the
// route, url, accept header, previews, header names and values, baseUrl,
// format, parameter values, and the URL template itself) gets long input
// built against it (long runs that nearly match, then fail at the end), at
// two sizes: 6,250 and 16 times that, 100,000 characters. Linear work grows
// about 16 times from one to the other (up to some 60 times measured here:
// caches, garbage collection), quadratic work 256 times, and a backtracking
// pattern far more; a test fails if the growth is over GROWTH times. This
// compares growth of the process's own CPU time, not a time limit: how fast
// or how busy the machine is does not matter, only how the cost scales with
// the input.
import { endpoint } from "../../src/index";
import { fastest, outcomeOf } from "../helpers/cpu-time";
import { loose } from "../helpers/loose-endpoint";

const N = 100_000;
const SMALL = N / 16;
// Half of quadratic's 256, twice the most measured for linear work.
const GROWTH = 128;
// Added to the small run's time: below it, timer resolution and a stray
// garbage collection dominate, and no quadratic cost hides there (at
// 100,000 characters a quadratic step costs seconds).
const SLACK_MS = 5;
// Wrong on purpose: the parameter types do not take 20,000 generated names.
const api = loose(endpoint);

type Variables = { [name: string]: unknown };

/** The times of `run(n)` at the small and the full size. */
function growth(run: (n: number) => unknown): { small: number; full: number } {
  return { small: fastest(() => run(SMALL), 5), full: fastest(() => run(N), 3) };
}

type Attack = [name: string, run: (n: number) => unknown, outcome: string];

// Collections of n / 5 entries (20,000 at full size): enough to expose
// quadratic work (400 million steps). Built once per size, outside the runs.
const range = (n: number) => Array.from({ length: n }, (_, i) => i);
const collections = new Map<number, ReturnType<typeof buildCollections>>();
function buildCollections(m: number) {
  return {
    headers: Object.fromEntries(range(m).map((i) => [`x-${i}`, "v"])),
    list: range(m),
    map: Object.fromEntries(range(m).map((i) => [`k${i}`, "v"])),
    params: Object.fromEntries(range(m).map((i) => [`p${i}`, i])),
    previews: range(m * 2.5).map((i) => `p${i}`),
  };
}
function big(n: number) {
  let built = collections.get(n);
  if (!built) collections.set(n, (built = buildCollections(n / 5)));
  return built;
}
big(SMALL);
big(N);

const ATTACKS: Attack[] = [
  // The route split (parseRoute, in merge): trim and split on whitespace.
  ["route: spaces before a url", (n) => endpoint(" ".repeat(n) + "/x"), "ok"],
  ["route: whitespace between method and url", (n) => endpoint("GET" + " \t\n".repeat(n / 3) + "/x"), "ok"],
  [
    "route: whitespace and a third part",
    (n) => endpoint("GET" + " ".repeat(n) + "/x" + " ".repeat(n) + "y"),
    "ERR_INVALID_ROUTE",
  ],
  ["route: many parts", (n) => endpoint("a ".repeat(n / 2)), "ERR_INVALID_ROUTE"],
  ["route: unicode spaces", (n) => endpoint("\u2003".repeat(n) + "GET\u00a0/x"), "ok"],
  ["route: a long method", (n) => endpoint("G".repeat(n) + " /x"), "ERR_INVALID_METHOD"],
  // url: scheme and authority detection, absolute-url test.
  ["url: a long scheme without ://", (n) => endpoint("a".repeat(n) + ":"), "ok"],
  ["url: many ://", (n) => endpoint("https" + "://".repeat(n / 3)), "ok"],
  ["url: https:// and a long host", (n) => endpoint("https://" + "a".repeat(n)), "ok"],
  ["url: http repeated", (n) => endpoint("http".repeat(n / 4) + "://x"), "ok"],
  // accept header, rewritten by mediaType.
  [
    "accept: vendor prefixes with a format",
    (n) => endpoint("GET /x", { headers: { accept: "application/vnd.".repeat(n / 16) }, mediaType: { format: "raw" } }),
    "ok",
  ],
  [
    "accept: vendor prefixes with previews",
    (n) =>
      endpoint("GET /x", { headers: { accept: "application/vnd.".repeat(n / 16) }, mediaType: { previews: ["a"] } }),
    "ok",
  ],
  [
    "accept: a long vendor",
    (n) =>
      endpoint("GET /x", {
        headers: { accept: "application/vnd." + "a".repeat(n) + "+json" },
        mediaType: { format: "raw" },
      }),
    "ok",
  ],
  [
    "accept: dotted vendor parts",
    (n) =>
      endpoint("GET /x", {
        headers: { accept: "application/vnd.github." + "a.".repeat(n / 2) },
        mediaType: { format: "raw" },
      }),
    "ok",
  ],
  [
    "accept: -preview repeated",
    (n) =>
      endpoint("GET /x", {
        headers: { accept: "application/vnd.github." + "-preview".repeat(n / 8) + "+json" },
        mediaType: { previews: ["b"] },
      }),
    "ok",
  ],
  [
    "accept: many commas",
    (n) => endpoint("GET /x", { headers: { accept: ",".repeat(n) }, mediaType: { previews: ["a"] } }),
    "ok",
  ],
  [
    "accept: many entries",
    (n) =>
      endpoint("GET /x", {
        headers: { accept: "application/vnd.github.v3+json,".repeat(n / 32) },
        mediaType: { format: "diff" },
      }),
    "ok",
  ],
  [
    "accept: many parameters",
    (n) =>
      endpoint("GET /x", {
        headers: { accept: "application/vnd.github.v3+json" + ";q".repeat(n / 2) },
        mediaType: { format: "raw" },
      }),
    "ok",
  ],
  [
    "accept: spaces around octet-stream",
    (n) =>
      endpoint("GET /x", {
        headers: { accept: " ".repeat(n) + "application/octet-stream" + " ".repeat(n) },
        mediaType: { format: "raw" },
      }),
    "ok",
  ],
  // mediaType.previews names.
  [
    "previews: -preview repeated",
    (n) => endpoint("GET /x", { mediaType: { previews: ["-preview".repeat(n / 8)] } }),
    "ok",
  ],
  [
    "previews: a long name then a bad character",
    (n) => endpoint("GET /x", { mediaType: { previews: ["a".repeat(n) + "!"] } }),
    "ERR_INVALID_OPTION",
  ],
  ["previews: dashes", (n) => endpoint("GET /x", { mediaType: { previews: ["-".repeat(n)] } }), "ok"],
  // mediaType.format.
  [
    "format: a long token then a bad character",
    (n) => endpoint("GET /x", { mediaType: { format: "a".repeat(n) + "!" } }),
    "ERR_INVALID_OPTION",
  ],
  ["format: plus signs", (n) => endpoint("GET /x", { mediaType: { format: "+".repeat(n) } }), "ok"],
  ["format: dots", (n) => endpoint("GET /x", { mediaType: { format: ".".repeat(n) } }), "ok"],
  // header names and values.
  [
    "header name: a long token then a space",
    (n) => endpoint("GET /x", { headers: { ["a".repeat(n) + " "]: "1" } }),
    "ERR_INVALID_HEADER",
  ],
  [
    "header name: token punctuation",
    (n) => endpoint("GET /x", { headers: { ["!#$%&'*+-.^_`|~".repeat(n / 15)]: "1" } }),
    "ok",
  ],
  [
    "header value: long, then a newline",
    (n) => endpoint("GET /x", { headers: { "x-a": "a".repeat(n) + "\n" } }),
    "ERR_INVALID_HEADER",
  ],
  ["header value: spaces", (n) => endpoint("GET /x", { headers: { "x-a": " ".repeat(n) } }), "ok"],
  [
    "header value: carriage returns",
    (n) => endpoint("GET /x", { headers: { "x-a": "\r".repeat(n) } }),
    "ERR_INVALID_HEADER",
  ],
  ["headers: n / 5 of them", (n) => endpoint("GET /x", { headers: big(n).headers }), "ok"],
  // baseUrl.
  [
    "baseUrl: a long host then a space",
    (n) => endpoint("GET /x", { baseUrl: "https://" + "a".repeat(n) + " " }),
    "ERR_INVALID_OPTION",
  ],
  [
    "baseUrl: slashes then a space",
    (n) => endpoint("GET /x", { baseUrl: "https://a" + "/".repeat(n) + " " }),
    "ERR_INVALID_OPTION",
  ],
  ["baseUrl: only slashes", (n) => endpoint("GET /x", { baseUrl: "https://" + "/".repeat(n) }), "ERR_INVALID_OPTION"],
  [
    "baseUrl: a long path then a query",
    (n) => endpoint("GET /x", { baseUrl: "https://a/" + "a/".repeat(n / 2) + "?" }),
    "ERR_INVALID_OPTION",
  ],
  [
    "baseUrl: a long scheme",
    (n) => endpoint("GET /x", { baseUrl: "http" + "s".repeat(n) + "://a" }),
    "ERR_INVALID_OPTION",
  ],
  ["baseUrl: a long valid host", (n) => endpoint("GET /x", { baseUrl: "HTTPS://" + "-".repeat(n) }), "ok"],
  // Parameter values through encoding and the safety checks.
  ["value: dots and slashes in {+x}", (n) => endpoint("GET /{+x}", { x: "a./".repeat(n / 3) }), "ok"],
  ["value: %2e. segments in {+x}", (n) => endpoint("GET /{+x}", { x: "%2e./".repeat(n / 4) }), "ERR_UNSAFE_PARAMETER"],
  [
    "value: .. at the end of a long {+x}",
    (n) => endpoint("GET /{+x}", { x: "a/".repeat(n / 2) + ".." }),
    "ERR_UNSAFE_PARAMETER",
  ],
  ["value: percent signs in {x}", (n) => endpoint("GET /{x}", { x: "%".repeat(n) }), "ok"],
  ["value: percent signs in {+x}", (n) => endpoint("GET /{+x}", { x: "%2".repeat(n / 2) }), "ok"],
  [
    "value: a lone surrogate at the end",
    (n) => endpoint("GET /{x}", { x: "é".repeat(n) + "\uD800" }),
    "ERR_INVALID_PARAMETER",
  ],
  ["value: a long prefix cut", (n) => endpoint("GET /{x:9999}", { x: "😀".repeat(n) }), "ok"],
  ["value: a list of n / 5", (n) => endpoint("GET /x{?ids}", { ids: big(n).list }), "ok"],
  ["value: a map of n / 5", (n) => endpoint("GET /x{?map*}", { map: big(n).map }), "ok"],
  ["query: plus signs in q", (n) => endpoint("GET /search", { q: "+".repeat(n) }), "ok"],
  ["query: a long [] name", (n) => endpoint("GET /x", { ["[]".repeat(n / 2)]: [1, 2] }), "ok"],
  ["query: n / 5 parameters", (n) => api("GET /x", big(n).params), "ok"],
  ["body: n / 5 parameters", (n) => api("POST /x", big(n).params), "ok"],
  // Error messages quote the value: shortened, not copied whole.
  [
    "message: a long unknown method",
    (n) => endpoint({ method: "X".repeat(n), url: "/" + "u".repeat(n) }),
    "ERR_INVALID_METHOD",
  ],
];

describe(`linear time: from ${SMALL} to ${N} characters the cost grows at most ${GROWTH} times`, () => {
  test.each(ATTACKS)("%s", (_, run, expected) => {
    const { outcome, message } = outcomeOf(() => run(N));
    expect(outcome).toBe(expected);
    // A message quotes at most a shortened copy of the input.
    expect(message.length).toBeLessThan(1000);
    const { small, full } = growth(run);
    expect(full).toBeLessThan(GROWTH * small + SLACK_MS);
  });

  // Not a regular expression, but the same attack: mergeMediaType used to
  // de-duplicate previews with Array#includes, quadratic in their number
  // (100,000 names took 32 s).
  test("previews: n / 2 distinct names (50,000 at full size)", () => {
    const run = (n: number) => endpoint("GET /x", { mediaType: { previews: big(n).previews } });
    expect(String(run(N).headers.accept).split(",")).toHaveLength(big(N).previews.length);
    const { small, full } = growth(run);
    expect(full).toBeLessThan(GROWTH * small + SLACK_MS);
  });
});

describe(`linear time on hostile templates: from ${SMALL} to ${N} characters the cost grows at most ${GROWTH} times`, () => {
  // A counter keeps every template new, so the cache never answers for it.
  let fresh = 0;
  const unique = () => `z${fresh++}`;

  test.each<[string, (n: number) => string, Variables, string]>([
    ["{ repeated", (n) => "/" + unique() + "{".repeat(n), {}, "ERR_INVALID_TEMPLATE"],
    ["} repeated", (n) => "/" + unique() + "}".repeat(n), {}, "ERR_INVALID_TEMPLATE"],
    ["nested braces", (n) => "/" + unique() + "{".repeat(n / 2) + "}".repeat(n / 2), {}, "ERR_INVALID_TEMPLATE"],
    ["unclosed expressions", (n) => "/" + unique() + "{a,".repeat(n / 3), {}, "ERR_INVALID_TEMPLATE"],
    [
      "a long name then a bad character",
      (n) => "/" + unique() + "{" + "a".repeat(n) + "$}",
      {},
      "ERR_INVALID_TEMPLATE",
    ],
    ["a long dotted name", (n) => "/" + unique() + "{" + "a.".repeat(n / 2) + "}", {}, "ERR_INVALID_TEMPLATE"],
    ["invalid characters", (n) => "/" + unique() + "{" + "$".repeat(n) + "}", {}, "ERR_INVALID_TEMPLATE"],
    ["a prefix of 100,000 digits", (n) => "/" + unique() + "{a:" + "9".repeat(n) + "}", {}, "ERR_INVALID_TEMPLATE"],
    ["pct-encoded names", (n) => "/" + unique() + "{" + "%41".repeat(n / 3) + "%4}", {}, "ERR_INVALID_TEMPLATE"],
    ["one variable 50,000 times", (n) => "/" + unique() + "/{" + "a,".repeat(n / 2) + "a}", { a: "x" }, "ok"],
    ["`:name` placeholders", (n) => "/" + unique() + "/:a".repeat(n / 3), { a: "x" }, "ok"],
    ["`:` in literal text", (n) => "/" + unique() + ":".repeat(n), {}, "ok"],
    ["one `:name` of 100,000 characters", (n) => "/" + unique() + "/:" + "a".repeat(n), {}, "ERR_MISSING_PARAMETER"],
    ["`:` in an authority", (n) => "https://" + unique() + "a:".repeat(n / 2), {}, "ok"],
    ["a long scheme", (n) => "a".repeat(n) + unique() + "://h/:a", { a: "x" }, "ok"],
    ["long literal text", (n) => "/" + unique() + "a".repeat(n), {}, "ok"],
    ["literal text to encode", (n) => "/" + unique() + "é ".repeat(n / 2), {}, "ok"],
    ["lone %", (n) => "/" + unique() + "%".repeat(n), {}, "ok"],
    ["% and one hex digit", (n) => "/" + unique() + "%2".repeat(n / 2), {}, "ok"],
    ["pct-encoded triplets", (n) => "/" + unique() + "%2e".repeat(n / 3), {}, "ok"],
    ["many expressions", (n) => "/" + unique() + "{a}".repeat(n / 3), { a: "x." }, "ok"],
    ["many list expressions", (n) => "/" + unique() + "{a*}".repeat(n / 4), { a: ["x", "y"] }, "ok"],
    ["many query expressions", (n) => "/" + unique() + "{?a}".repeat(n / 4), { a: "x" }, "ok"],
    [
      "literal dot segments, then values with dots",
      (n) => "/" + unique() + "/..".repeat(n / 6) + "/{a}".repeat(n / 8),
      { a: "x.y" },
      "ok",
    ],
    ["values forming dot segments", (n) => "/" + unique() + "/{a}".repeat(n / 4), { a: "." }, "ERR_UNSAFE_PARAMETER"],
    ["empty segments", (n) => "/" + unique() + "/".repeat(n), {}, "ok"],
  ])("%s", (_, makeTemplate, params, expected) => {
    const run = (n: number) => endpoint({ method: "POST", url: makeTemplate(n), ...params });
    const url = makeTemplate(N);
    expect(url.length).toBeGreaterThanOrEqual(N);
    expect(outcomeOf(() => endpoint({ method: "POST", url, ...params })).outcome).toBe(expected);
    const { small, full } = growth(run);
    expect(full).toBeLessThan(GROWTH * small + SLACK_MS);
  });

  test("an error message quotes a long template shortened", () => {
    const url = "/" + unique() + "{".repeat(N);
    const { message } = outcomeOf(() => endpoint({ url }));
    expect(message).toContain(`Invalid URL template ${JSON.stringify(url.slice(0, 20)).slice(0, -1)}`);
    expect(message.length).toBeLessThan(1000);
  });
});
