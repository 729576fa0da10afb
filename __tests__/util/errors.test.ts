import {
  atRoute,
  endpointError,
  EndpointError,
  ERROR_CODES,
  invalidOption,
  type EndpointErrorCode,
} from "../../src/util/errors";
import { expectEndpointError } from "../helpers/expect-error";
import { endpoint } from "../../src/index";
import { loose } from "../helpers/loose-endpoint";
import { polluted } from "../helpers/pollute";

// Helpers below the entry points build errors knowing nothing of routes; the
// code that took the call in runs them in atRoute(), and an error built
// there names the route in its message and its `route` field.
describe("atRoute()", () => {
  const route = { method: "GET", url: "/repos/{owner}" };

  test("an error built inside names the route after the subject, before the detail", () => {
    const error = atRoute(route, () => endpointError("ERR_INVALID_HEADER", "x-a", ': "a\\nb"'), undefined);
    expect(error.message).toBe('Invalid header "x-a" for route "GET /repos/{owner}": "a\\nb"');
    expect(error).toMatchObject({ route: "GET /repos/{owner}", header: "x-a" });
    // Outside, no route: nothing is kept from the call before.
    const outside = endpointError("ERR_INVALID_HEADER", "x-a", ': "a\\nb"');
    expect(outside.message).toBe('Invalid header "x-a": "a\\nb"');
    expect(Object.hasOwn(outside, "route")).toBe(false);
  });

  test("returns what the work returns, and lets any thrown value through as it is", () => {
    expect(atRoute(route, (n: number) => n + 1, 1)).toBe(2);
    const foreign = new TypeError("a getter of yours");
    expect(() =>
      atRoute(
        route,
        () => {
          throw foreign;
        },
        undefined,
      ),
    ).toThrow(foreign);
    expect(foreign.message).toBe("a getter of yours");
    const direct = new EndpointError("ERR_INVALID_OPTION", "made by hand");
    expect(() =>
      atRoute(
        route,
        () => {
          throw direct;
        },
        undefined,
      ),
    ).toThrow("made by hand");
  });

  test("the innermost route names an error; the outer one is back after it", () => {
    const error = atRoute(
      route,
      () => atRoute({ method: "POST", url: "/other" }, () => invalidOption("headers", []), undefined),
      undefined,
    );
    expect(error.message).toBe('Invalid option "headers" for route "POST /other": an array');
    const after = atRoute(route, () => invalidOption("headers", []), undefined);
    expect(after.message).toBe('Invalid option "headers" for route "GET /repos/{owner}": an array');
  });

  test("a route with no url string names none", () => {
    const error = atRoute({ method: "GET" }, () => endpointError("ERR_MISSING_URL", "url"), undefined);
    expect(error.message).toBe('Missing option "url"');
    expect(error.route).toBeUndefined();
  });

  test("a URL-only route is named by its url", () => {
    const error = atRoute({ url: "/x/{a}" }, () => endpointError("ERR_MISSING_PARAMETER", "a"), undefined);
    expect(error.message).toBe('Missing parameter "a" for route "/x/{a}"');
    expect(error.route).toBe("/x/{a}");
  });

  test("an ERR_INVALID_ROUTE error names no route: its subject is the route", () => {
    const error = atRoute(route, () => endpointError("ERR_INVALID_ROUTE", "a b c", " (expected a route)"), undefined);
    expect(error.message).toBe('Invalid route "a b c" (expected a route)');
    expect(error.route).toBeUndefined();
  });

  test("reads only the route's own method and url", () => {
    let error: EndpointError | undefined;
    polluted({ method: "DELETE", url: "/polluted" }, () => {
      error = atRoute({}, () => endpointError("ERR_MISSING_PARAMETER", "a"), undefined);
    });
    expect(error?.message).toBe('Missing parameter "a"');
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

  test("a long route is cut in the message, whole in the field", () => {
    const url = `/x/${"a".repeat(500)}/{b}`;
    const error = expectEndpointError(() => endpoint(`GET ${url}`), "ERR_MISSING_PARAMETER");
    expect(error.route).toBe(`GET ${url}`);
    expect(error.message.length).toBeLessThan(url.length);
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
