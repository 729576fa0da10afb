// Linear time: every regular expression and loop that sees user input (the
// route, url, accept header, previews, header names and values, baseUrl,
// format, parameter values, and the URL template itself) gets a
// 100,000-character string built against it (long runs that nearly match,
// then fail at the end). A test fails if a call takes more than a second; a
// backtracking pattern takes minutes here.
import { endpoint, EndpointError } from "../../src/index";
import { loose } from "../helpers/loose-endpoint";

const N = 100_000;
const LIMIT_MS = 1000;
// Wrong on purpose: the parameter types do not take 20,000 generated names.
const api = loose(endpoint);

type Variables = { [name: string]: unknown };

/** Runs `run` once: "ok" or the EndpointError's code (anything else as text), its message, and how long it took. */
function timed(run: () => unknown): { outcome: string; message: string; elapsed: number } {
  const started = performance.now();
  let outcome = "ok";
  let message = "";
  try {
    run();
  } catch (error) {
    outcome = error instanceof EndpointError ? error.code : String(error);
    message = error instanceof Error ? error.message : "";
  }
  return { outcome, message, elapsed: performance.now() - started };
}

type Attack = [name: string, run: () => unknown, outcome: string];

// Collections: 20,000 entries are enough to expose quadratic work (400
// million steps) and keep the linear cost far below the limit even with
// coverage instrumentation. Built once, outside the timed calls.
const M = 20_000;
const range = (n: number) => Array.from({ length: n }, (_, i) => i);
const BIG = {
  headers: Object.fromEntries(range(M).map((i) => [`x-${i}`, "v"])),
  list: range(M),
  map: Object.fromEntries(range(M).map((i) => [`k${i}`, "v"])),
  params: Object.fromEntries(range(M).map((i) => [`p${i}`, i])),
  previews: range(50_000).map((i) => `p${i}`),
};

const ATTACKS: Attack[] = [
  // parse-route: trim and split on whitespace.
  ["route: spaces before a url", () => endpoint(" ".repeat(N) + "/x"), "ok"],
  ["route: whitespace between method and url", () => endpoint("GET" + " \t\n".repeat(N / 3) + "/x"), "ok"],
  [
    "route: whitespace and a third part",
    () => endpoint("GET" + " ".repeat(N) + "/x" + " ".repeat(N) + "y"),
    "ERR_INVALID_ROUTE",
  ],
  ["route: many parts", () => endpoint("a ".repeat(N / 2)), "ERR_INVALID_ROUTE"],
  ["route: unicode spaces", () => endpoint("\u2003".repeat(N) + "GET\u00a0/x"), "ok"],
  ["route: a long method", () => endpoint("G".repeat(N) + " /x"), "ERR_INVALID_METHOD"],
  // url: scheme and authority detection, absolute-url test.
  ["url: a long scheme without ://", () => endpoint("a".repeat(N) + ":"), "ok"],
  ["url: many ://", () => endpoint("https" + "://".repeat(N / 3)), "ok"],
  ["url: https:// and a long host", () => endpoint("https://" + "a".repeat(N)), "ok"],
  ["url: http repeated", () => endpoint("http".repeat(N / 4) + "://x"), "ok"],
  // accept header, rewritten by mediaType.
  [
    "accept: vendor prefixes with a format",
    () => endpoint("GET /x", { headers: { accept: "application/vnd.".repeat(N / 16) }, mediaType: { format: "raw" } }),
    "ok",
  ],
  [
    "accept: vendor prefixes with previews",
    () =>
      endpoint("GET /x", { headers: { accept: "application/vnd.".repeat(N / 16) }, mediaType: { previews: ["a"] } }),
    "ok",
  ],
  [
    "accept: a long vendor",
    () =>
      endpoint("GET /x", {
        headers: { accept: "application/vnd." + "a".repeat(N) + "+json" },
        mediaType: { format: "raw" },
      }),
    "ok",
  ],
  [
    "accept: dotted vendor parts",
    () =>
      endpoint("GET /x", {
        headers: { accept: "application/vnd.github." + "a.".repeat(N / 2) },
        mediaType: { format: "raw" },
      }),
    "ok",
  ],
  [
    "accept: -preview repeated",
    () =>
      endpoint("GET /x", {
        headers: { accept: "application/vnd.github." + "-preview".repeat(N / 8) + "+json" },
        mediaType: { previews: ["b"] },
      }),
    "ok",
  ],
  [
    "accept: many commas",
    () => endpoint("GET /x", { headers: { accept: ",".repeat(N) }, mediaType: { previews: ["a"] } }),
    "ok",
  ],
  [
    "accept: many entries",
    () =>
      endpoint("GET /x", {
        headers: { accept: "application/vnd.github.v3+json,".repeat(N / 32) },
        mediaType: { format: "diff" },
      }),
    "ok",
  ],
  [
    "accept: many parameters",
    () =>
      endpoint("GET /x", {
        headers: { accept: "application/vnd.github.v3+json" + ";q".repeat(N / 2) },
        mediaType: { format: "raw" },
      }),
    "ok",
  ],
  [
    "accept: spaces around octet-stream",
    () =>
      endpoint("GET /x", {
        headers: { accept: " ".repeat(N) + "application/octet-stream" + " ".repeat(N) },
        mediaType: { format: "raw" },
      }),
    "ok",
  ],
  // mediaType.previews names.
  [
    "previews: -preview repeated",
    () => endpoint("GET /x", { mediaType: { previews: ["-preview".repeat(N / 8)] } }),
    "ok",
  ],
  [
    "previews: a long name then a bad character",
    () => endpoint("GET /x", { mediaType: { previews: ["a".repeat(N) + "!"] } }),
    "ERR_INVALID_OPTION",
  ],
  ["previews: dashes", () => endpoint("GET /x", { mediaType: { previews: ["-".repeat(N)] } }), "ok"],
  // mediaType.format.
  [
    "format: a long token then a bad character",
    () => endpoint("GET /x", { mediaType: { format: "a".repeat(N) + "!" } }),
    "ERR_INVALID_OPTION",
  ],
  ["format: plus signs", () => endpoint("GET /x", { mediaType: { format: "+".repeat(N) } }), "ok"],
  ["format: dots", () => endpoint("GET /x", { mediaType: { format: ".".repeat(N) } }), "ok"],
  // header names and values.
  [
    "header name: a long token then a space",
    () => endpoint("GET /x", { headers: { ["a".repeat(N) + " "]: "1" } }),
    "ERR_INVALID_HEADER",
  ],
  [
    "header name: token punctuation",
    () => endpoint("GET /x", { headers: { ["!#$%&'*+-.^_`|~".repeat(N / 15)]: "1" } }),
    "ok",
  ],
  [
    "header value: long, then a newline",
    () => endpoint("GET /x", { headers: { "x-a": "a".repeat(N) + "\n" } }),
    "ERR_INVALID_HEADER",
  ],
  ["header value: spaces", () => endpoint("GET /x", { headers: { "x-a": " ".repeat(N) } }), "ok"],
  [
    "header value: carriage returns",
    () => endpoint("GET /x", { headers: { "x-a": "\r".repeat(N) } }),
    "ERR_INVALID_HEADER",
  ],
  ["headers: 20,000 of them", () => endpoint("GET /x", { headers: BIG.headers }), "ok"],
  // baseUrl.
  [
    "baseUrl: a long host then a space",
    () => endpoint("GET /x", { baseUrl: "https://" + "a".repeat(N) + " " }),
    "ERR_INVALID_OPTION",
  ],
  [
    "baseUrl: slashes then a space",
    () => endpoint("GET /x", { baseUrl: "https://a" + "/".repeat(N) + " " }),
    "ERR_INVALID_OPTION",
  ],
  ["baseUrl: only slashes", () => endpoint("GET /x", { baseUrl: "https://" + "/".repeat(N) }), "ERR_INVALID_OPTION"],
  [
    "baseUrl: a long path then a query",
    () => endpoint("GET /x", { baseUrl: "https://a/" + "a/".repeat(N / 2) + "?" }),
    "ERR_INVALID_OPTION",
  ],
  [
    "baseUrl: a long scheme",
    () => endpoint("GET /x", { baseUrl: "http" + "s".repeat(N) + "://a" }),
    "ERR_INVALID_OPTION",
  ],
  ["baseUrl: a long valid host", () => endpoint("GET /x", { baseUrl: "HTTPS://" + "-".repeat(N) }), "ok"],
  // Parameter values through encoding and the safety checks.
  ["value: dots and slashes in {+x}", () => endpoint("GET /{+x}", { x: "a./".repeat(N / 3) }), "ok"],
  ["value: %2e. segments in {+x}", () => endpoint("GET /{+x}", { x: "%2e./".repeat(N / 4) }), "ERR_UNSAFE_PARAMETER"],
  [
    "value: .. at the end of a long {+x}",
    () => endpoint("GET /{+x}", { x: "a/".repeat(N / 2) + ".." }),
    "ERR_UNSAFE_PARAMETER",
  ],
  ["value: percent signs in {x}", () => endpoint("GET /{x}", { x: "%".repeat(N) }), "ok"],
  ["value: percent signs in {+x}", () => endpoint("GET /{+x}", { x: "%2".repeat(N / 2) }), "ok"],
  [
    "value: a lone surrogate at the end",
    () => endpoint("GET /{x}", { x: "é".repeat(N) + "\uD800" }),
    "ERR_INVALID_PARAMETER",
  ],
  ["value: a long prefix cut", () => endpoint("GET /{x:9999}", { x: "😀".repeat(N) }), "ok"],
  ["value: a list of 20,000", () => endpoint("GET /x{?ids}", { ids: BIG.list }), "ok"],
  ["value: a map of 20,000", () => endpoint("GET /x{?map*}", { map: BIG.map }), "ok"],
  ["query: plus signs in q", () => endpoint("GET /search", { q: "+".repeat(N) }), "ok"],
  ["query: a long [] name", () => endpoint("GET /x", { ["[]".repeat(N / 2)]: [1, 2] }), "ok"],
  ["query: 20,000 parameters", () => api("GET /x", BIG.params), "ok"],
  ["body: 20,000 parameters", () => api("POST /x", BIG.params), "ok"],
  // Error messages quote the value: shortened, not copied whole.
  [
    "message: a long unknown method",
    () => endpoint({ method: "X".repeat(N), url: "/" + "u".repeat(N) }),
    "ERR_INVALID_METHOD",
  ],
];

describe(`linear time on 100,000-character input (fails if one takes more than ${LIMIT_MS} ms)`, () => {
  test.each(ATTACKS)("%s", (_, run, expected) => {
    const { outcome, message, elapsed } = timed(run);
    expect(outcome).toBe(expected);
    expect(elapsed).toBeLessThan(LIMIT_MS);
    // A message quotes at most a shortened copy of the input.
    expect(message.length).toBeLessThan(1000);
  });

  // Not a regular expression, but the same attack: mergeMediaType used to
  // de-duplicate previews with Array#includes, quadratic in their number
  // (100,000 names took 32 s).
  test("previews: 50,000 distinct names", () => {
    const started = performance.now();
    const { headers } = endpoint("GET /x", { mediaType: { previews: BIG.previews } });
    expect(performance.now() - started).toBeLessThan(LIMIT_MS);
    expect(String(headers.accept).split(",")).toHaveLength(BIG.previews.length);
  });
});

describe(`linear time on hostile templates (fails if one takes more than ${LIMIT_MS} ms)`, () => {
  // A counter keeps every template new, so the cache never answers for it.
  let fresh = 0;
  const unique = () => `z${fresh++}`;

  test.each<[string, () => string, Variables, string]>([
    ["{ repeated", () => "/" + unique() + "{".repeat(N), {}, "ERR_INVALID_TEMPLATE"],
    ["} repeated", () => "/" + unique() + "}".repeat(N), {}, "ERR_INVALID_TEMPLATE"],
    ["nested braces", () => "/" + unique() + "{".repeat(N / 2) + "}".repeat(N / 2), {}, "ERR_INVALID_TEMPLATE"],
    ["unclosed expressions", () => "/" + unique() + "{a,".repeat(N / 3), {}, "ERR_INVALID_TEMPLATE"],
    ["a long name then a bad character", () => "/" + unique() + "{" + "a".repeat(N) + "$}", {}, "ERR_INVALID_TEMPLATE"],
    ["a long dotted name", () => "/" + unique() + "{" + "a.".repeat(N / 2) + "}", {}, "ERR_INVALID_TEMPLATE"],
    ["invalid characters", () => "/" + unique() + "{" + "$".repeat(N) + "}", {}, "ERR_INVALID_TEMPLATE"],
    ["a prefix of 100,000 digits", () => "/" + unique() + "{a:" + "9".repeat(N) + "}", {}, "ERR_INVALID_TEMPLATE"],
    ["pct-encoded names", () => "/" + unique() + "{" + "%41".repeat(N / 3) + "%4}", {}, "ERR_INVALID_TEMPLATE"],
    ["one variable 50,000 times", () => "/" + unique() + "/{" + "a,".repeat(N / 2) + "a}", { a: "x" }, "ok"],
    ["`:name` placeholders", () => "/" + unique() + "/:a".repeat(N / 3), { a: "x" }, "ok"],
    ["`:` in literal text", () => "/" + unique() + ":".repeat(N), {}, "ok"],
    ["one `:name` of 100,000 characters", () => "/" + unique() + "/:" + "a".repeat(N), {}, "ERR_MISSING_PARAMETER"],
    ["`:` in an authority", () => "https://" + unique() + "a:".repeat(N / 2), {}, "ok"],
    ["a long scheme", () => "a".repeat(N) + unique() + "://h/:a", { a: "x" }, "ok"],
    ["long literal text", () => "/" + unique() + "a".repeat(N), {}, "ok"],
    ["literal text to encode", () => "/" + unique() + "é ".repeat(N / 2), {}, "ok"],
    ["lone %", () => "/" + unique() + "%".repeat(N), {}, "ok"],
    ["% and one hex digit", () => "/" + unique() + "%2".repeat(N / 2), {}, "ok"],
    ["pct-encoded triplets", () => "/" + unique() + "%2e".repeat(N / 3), {}, "ok"],
    ["many expressions", () => "/" + unique() + "{a}".repeat(N / 3), { a: "x." }, "ok"],
    ["many list expressions", () => "/" + unique() + "{a*}".repeat(N / 4), { a: ["x", "y"] }, "ok"],
    ["many query expressions", () => "/" + unique() + "{?a}".repeat(N / 4), { a: "x" }, "ok"],
    [
      "literal dot segments, then values with dots",
      () => "/" + unique() + "/..".repeat(N / 6) + "/{a}".repeat(N / 8),
      { a: "x.y" },
      "ok",
    ],
    ["values forming dot segments", () => "/" + unique() + "/{a}".repeat(N / 4), { a: "." }, "ERR_UNSAFE_PARAMETER"],
    ["empty segments", () => "/" + unique() + "/".repeat(N), {}, "ok"],
  ])("%s", (_, makeTemplate, params, expected) => {
    const url = makeTemplate();
    expect(url.length).toBeGreaterThanOrEqual(N);
    const { outcome, elapsed } = timed(() => endpoint({ method: "POST", url, ...params }));
    expect(outcome).toBe(expected);
    expect(elapsed).toBeLessThan(LIMIT_MS);
  });

  test("an error message quotes a long template shortened", () => {
    const url = "/" + unique() + "{".repeat(N);
    const { message } = timed(() => endpoint({ url }));
    expect(message).toContain(`Invalid URL template ${JSON.stringify(url.slice(0, 20)).slice(0, -1)}`);
    expect(message.length).toBeLessThan(1000);
  });
});
