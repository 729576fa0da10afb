import {
  endpointError,
  EndpointError,
  ERROR_CODES,
  invalidOption,
  withRoute,
  type EndpointErrorCode,
} from "../../src/util/errors";
import { expectEndpointError } from "../helpers/expect-error";
import { endpoint } from "../../src/index";
import { loose } from "../helpers/loose-endpoint";
import { polluted } from "../helpers/pollute";
import fc from "fast-check";
import { runs } from "../helpers/runs";

// Helpers below the entry points build errors knowing nothing of routes; the
// code that took the call in hands what it catches to withRoute(), and an
// error built below it names the route in its message and its `route` field.
describe("withRoute()", () => {
  const route = { method: "GET", url: "/repos/{owner}" };

  test("an error built below names the route after the subject, before the detail", () => {
    const error = withRoute(endpointError("ERR_INVALID_HEADER", "x-a", ': "a\\nb"'), route) as EndpointError;
    expect(error.message).toBe('Invalid header "x-a" for route "GET /repos/{owner}": "a\\nb"');
    expect(error).toMatchObject({ route: "GET /repos/{owner}", header: "x-a" });
    // Its own keys in the order of an error built knowing both.
    const both = new EndpointError("ERR_INVALID_HEADER", "m", { header: "x-a", route: "GET /repos/{owner}" });
    expect(Object.keys(error)).toStrictEqual(Object.keys(both));
    expect(Object.keys(error)).toStrictEqual(["name", "code", "route", "header"]);
    // Outside an entry, no route: nothing is kept from the call before.
    const outside = endpointError("ERR_INVALID_HEADER", "x-a", ': "a\\nb"');
    expect(outside.message).toBe('Invalid header "x-a": "a\\nb"');
    expect(Object.hasOwn(outside, "route")).toBe(false);
  });

  test("an error with no field at fault gets the route alone", () => {
    const error = withRoute(endpointError("ERR_INVALID_TEMPLATE", "{a", ": unclosed"), route) as EndpointError;
    expect(error.message).toBe('Invalid URL template "{a" for route "GET /repos/{owner}": unclosed');
    expect(Object.keys(error)).toStrictEqual(["name", "code", "route"]);
  });

  test("returns any other value, and an error made by hand, as it is", () => {
    const foreign = new TypeError("a getter of yours");
    expect(withRoute(foreign, route)).toBe(foreign);
    expect(foreign.message).toBe("a getter of yours");
    const direct = new EndpointError("ERR_INVALID_OPTION", "made by hand");
    expect(withRoute(direct, route)).toBe(direct);
    expect(direct.message).toBe("made by hand");
    expect(direct.route).toBeUndefined();
    for (const value of [undefined, null, "text", 1]) expect(withRoute(value, route)).toBe(value);
  });

  test("the innermost route names an error; an outer entry changes nothing", () => {
    const error = withRoute(withRoute(invalidOption("headers", []), { method: "POST", url: "/other" }), route);
    expect((error as EndpointError).message).toBe('Invalid option "headers" for route "POST /other": an array');
    expect((error as EndpointError).route).toBe("POST /other");
    const after = withRoute(invalidOption("headers", []), route) as EndpointError;
    expect(after.message).toBe('Invalid option "headers" for route "GET /repos/{owner}": an array');
  });

  test("a route with no url string names none, and no outer entry names one later", () => {
    const error = withRoute(endpointError("ERR_MISSING_URL", "url"), { method: "GET" }) as EndpointError;
    expect(error.message).toBe('Missing option "url"');
    expect(error.route).toBeUndefined();
    withRoute(error, route);
    expect(error.message).toBe('Missing option "url"');
    expect(error.route).toBeUndefined();
  });

  test("a URL-only route is named by its url", () => {
    const error = withRoute(endpointError("ERR_MISSING_PARAMETER", "a"), { url: "/x/{a}" }) as EndpointError;
    expect(error.message).toBe('Missing parameter "a" for route "/x/{a}"');
    expect(error.route).toBe("/x/{a}");
  });

  test("an ERR_INVALID_ROUTE error names no route: its subject is the route", () => {
    const error = withRoute(endpointError("ERR_INVALID_ROUTE", "a b c", " (expected a route)"), route) as EndpointError;
    expect(error.message).toBe('Invalid route "a b c" (expected a route)');
    expect(error.route).toBeUndefined();
  });

  test("reads only the route's own method and url", () => {
    let error: EndpointError | undefined;
    polluted({ method: "DELETE", url: "/polluted" }, () => {
      error = withRoute(endpointError("ERR_MISSING_PARAMETER", "a"), {}) as EndpointError;
    });
    expect(error?.message).toBe('Missing parameter "a"');
  });

  test("the route is escaped and cut in the message and the field, as values are", () => {
    const long = { method: "GET", url: `/x\u2028/${"a".repeat(500)}` };
    const error = withRoute(endpointError("ERR_MISSING_PARAMETER", "a"), long) as EndpointError;
    expect(error.route).toBe(`GET /x\\u2028/${"a".repeat(500)}`.slice(0, 80 + 5) + "…");
    expect(error.message).toBe(`Missing parameter "a" for route "${error.route}"`);
  });

  test("an error from a nested call keeps the route of the call that threw it", () => {
    const inner = (): string => (endpoint as (route: string) => { url: string })("GET /inner/{a}").url;
    const params = {
      get a() {
        return inner();
      },
    };
    expect(() => endpoint("GET /outer/{a}", params)).toThrow('Missing parameter "a" for route "GET /inner/{a}"');
  });
});

// Each code's errors carry the route and the name at fault as fields, made
// through the public API as users meet them.
describe("EndpointError's fields, for every code", () => {
  // Calls that are wrong on purpose: the types would refuse most of them.
  const api = loose(endpoint);
  type Fields = { route?: string; parameter?: string; option?: string; header?: string };
  const cases: ReadonlyArray<[string, () => unknown, Fields]> = [
    ["ERR_INVALID_ROUTE", () => api("GET /x extra"), {}],
    ["ERR_INVALID_METHOD", () => api("FETCH /x"), { route: "FETCH /x" }],
    ["ERR_INVALID_OPTION", () => api("GET /x", { headers: "x" }), { route: "GET /x", option: "headers" }],
    ["ERR_MISSING_URL", () => api({ method: "GET" }), { option: "url" }],
    ["ERR_INVALID_TEMPLATE", () => api("GET /x/{a"), { route: "GET /x/{a" }],
    ["ERR_MISSING_PARAMETER", () => api("GET /x/{a}"), { route: "GET /x/{a}", parameter: "a" }],
    ["ERR_INVALID_PARAMETER", () => api("GET /x/{a}", { a: NaN }), { route: "GET /x/{a}", parameter: "a" }],
    [
      "ERR_UNSAFE_PARAMETER",
      () => api("GET /c/{a}..{b}", { a: "", b: "" }),
      { route: "GET /c/{a}..{b}", parameter: "a,b" },
    ],
    ["ERR_INVALID_HEADER", () => api("GET /x", { headers: { "x-a": "a\nb" } }), { route: "GET /x", header: "x-a" }],
    ["ERR_BODY_NOT_ALLOWED", () => api("GET /x", { data: "d" }), { route: "GET /x", option: "data" }],
  ];

  test("the table covers every code", () => {
    expect(cases.map(([code]) => code).sort()).toEqual([...ERROR_CODES].sort());
  });

  test.each(cases)("%s carries exactly the fields it knows", (code, call, fields) => {
    const error = expectEndpointError(call, code as EndpointErrorCode);
    const known = { route: error.route, parameter: error.parameter, option: error.option, header: error.header };
    expect(Object.fromEntries(Object.entries(known).filter(([, value]) => value !== undefined))).toEqual(fields);
    // What the fields say, the message says too.
    for (const value of Object.values(fields)) expect(error.message).toContain(JSON.stringify(value));
  });

  test("a long route is cut in the message and in the field, as values are", () => {
    const url = `/x/${"a".repeat(500)}/{b}`;
    const error = expectEndpointError(() => endpoint(`GET ${url}`), "ERR_MISSING_PARAMETER");
    expect(error.route).toBe(`GET ${url}`.slice(0, 80) + "…");
    expect(error.message).toContain(`route "${error.route}"`);
    expect(error.message.length).toBeLessThan(url.length);
  });
});

// Fields are logged as messages are, so they follow the message rules: no
// raw control, line separator or bidi control, and cut as values are cut.
describe("EndpointError's fields follow the message rules", () => {
  const api = loose(endpoint);
  // What may not stay raw in a field: C0, DEL, C1, U+2028, U+2029 and the bidi controls.
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  const RAW = /[\x00-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

  test.each<[string, () => unknown, keyof EndpointError, string]>([
    [
      "a parameter name with CR LF",
      () => api("GET /x", { "a\r\nFAKE LOG LINE": NaN }),
      "parameter",
      "a\\u000d\\u000aFAKE LOG LINE",
    ],
    [
      "a header name with CR LF",
      () => api("GET /x", { headers: { "x\r\nInjected: 1": "1" } }),
      "header",
      "x\\u000d\\u000aInjected: 1",
    ],
    ["a route with U+2028", () => api({ method: "GET", url: "/x\u2028/{a}" }), "route", "GET /x\\u2028/{a}"],
    ["a route with a bidi override", () => api("GET /\u202egnp.exe/{a}"), "route", "GET /\\u202egnp.exe/{a}"],
  ])("%s is escaped in its field", (_, call, field, text) => {
    let error: unknown;
    try {
      call();
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(EndpointError);
    expect((error as EndpointError)[field]).toBe(text);
  });

  test("a field given to the constructor is escaped and cut there too", () => {
    const error = new EndpointError("ERR_INVALID_OPTION", "m", {
      option: `a\u0085${"b".repeat(500)}`,
      route: "\u2029",
    });
    // Cut after 80 characters of the text, then escaped, as a message quotes a value.
    expect(error.option).toBe(`a\\u0085${"b".repeat(78)}…`);
    expect(error.route).toBe("\\u2029");
  });

  test("a long parameter name is cut in its field as in the message", () => {
    const name = "p".repeat(5000);
    const error = expectEndpointError(() => api("GET /x", { [name]: NaN }), "ERR_INVALID_PARAMETER");
    expect(error.parameter).toBe(`${"p".repeat(80)}…`);
    expect(error.message).toContain(`"${error.parameter}"`);
  });

  test(`property: every field is free of raw controls and bounded (${runs(600)} cases)`, () => {
    const hostile = fc.string({ unit: "binary", maxLength: 200 });
    const calls: ReadonlyArray<(text: string) => unknown> = [
      (text) => api("GET /x", { [text]: NaN }),
      (text) => api("GET /x", { headers: { [`${text}\n`]: "1" } }),
      (text) => api({ method: "GET", url: `/x/${text}/{a}` }),
      (text) => api(`GET /x{?${text}}`),
      (text) => api("GET /x", { [text]: 1, baseURL: "https://a.test" }),
      (text) => api("GET /x", { [`${text}`]: { toJSON: 1 }, request: { signal: text } }),
      (text) =>
        new EndpointError("ERR_INVALID_OPTION", text, { option: text, route: text, parameter: text, header: text }),
    ];
    fc.assert(
      fc.property(hostile, fc.integer({ min: 0, max: calls.length - 1 }), (text, index) => {
        let error: unknown;
        try {
          const made = calls[index]!(text);
          if (made instanceof EndpointError) error = made;
        } catch (thrown) {
          error = thrown;
        }
        if (error === undefined) return;
        expect(error).toBeInstanceOf(EndpointError);
        for (const field of ["route", "parameter", "option", "header"] as const) {
          const value = (error as EndpointError)[field];
          if (value === undefined) continue;
          expect(value).not.toMatch(RAW);
          // 80 characters at most, each escaped to 6 at most, and the ellipsis.
          expect(value.length).toBeLessThanOrEqual(80 * 6 + 1);
        }
      }),
      { numRuns: runs(600) },
    );
  });
});

// One class for every copy of the library (the CommonJS and ES module
// builds are two): its errors are branded; the package test checks the
// built files (__tests__/package/error-class.test.ts).
describe("EndpointError across copies of the class", () => {
  // A second copy of the module, as a second build would hold it.
  let Other: typeof EndpointError;
  jest.isolateModules(() => {
    Other = jest.requireActual<{ EndpointError: typeof EndpointError }>("../../src/util/errors").EndpointError;
  });

  test("an error of either copy is an instance of both", () => {
    expect(Other).not.toBe(EndpointError);
    const ours = new EndpointError("ERR_INVALID_OPTION", "m");
    const theirs = new Other("ERR_INVALID_OPTION", "m");
    expect([ours instanceof Other, theirs instanceof EndpointError]).toStrictEqual([true, true]);
    expect([theirs instanceof TypeError, theirs instanceof Error]).toStrictEqual([true, true]);
  });

  test("an error of the other copy leaves this copy's withRoute as it came: its parts are its copy's", () => {
    let otherError: (code: EndpointErrorCode, subject: unknown) => EndpointError = endpointError;
    jest.isolateModules(() => {
      otherError = jest.requireActual<{ endpointError: typeof endpointError }>("../../src/util/errors").endpointError;
    });
    const theirs = otherError("ERR_MISSING_PARAMETER", "a");
    expect(theirs).toBeInstanceOf(EndpointError);
    expect(withRoute(theirs, { method: "GET", url: "/x/{a}" })).toBe(theirs);
    expect(theirs.message).toBe('Missing parameter "a"');
  });

  test("the brand is on the prototype, not enumerable: no own key, nothing in JSON", () => {
    const error = new EndpointError("ERR_INVALID_OPTION", "m");
    expect(Object.getOwnPropertySymbols(error)).toStrictEqual([]);
    expect(Object.keys(error)).toStrictEqual(["name", "code"]);
  });

  test.each<[string, unknown]>([
    ["a TypeError", new TypeError("m")],
    ["an object with a code", { code: "ERR_INVALID_OPTION", name: "EndpointError" }],
    ["an object with a false brand", { [Symbol.for("rest-endpoint.EndpointError")]: "yes" }],
    ["null", null],
    ["a string", "EndpointError"],
  ])("%s is none", (_case, value) => {
    expect(value instanceof EndpointError).toBe(false);
  });

  test("a subclass is matched by its prototype chain, as classes are", () => {
    class Mine extends EndpointError {}
    const mine = new Mine("ERR_INVALID_OPTION", "m");
    expect([mine instanceof Mine, mine instanceof EndpointError, mine instanceof Other]).toStrictEqual([
      true,
      true,
      true,
    ]);
    expect(new EndpointError("ERR_INVALID_OPTION", "m") instanceof Mine).toBe(false);
    expect(new Other("ERR_INVALID_OPTION", "m") instanceof Mine).toBe(false);
  });

  test("instanceof narrows the type, also to a subclass", () => {
    class Mine extends EndpointError {
      readonly mine = true;
    }
    const value: unknown = new Mine("ERR_INVALID_OPTION", "m");
    if (!(value instanceof Mine)) throw new Error("not Mine");
    expect(value.mine).toBe(true);
    if (!(value instanceof EndpointError)) throw new Error("not EndpointError");
    expect(value.code).toBe("ERR_INVALID_OPTION");
  });
});
