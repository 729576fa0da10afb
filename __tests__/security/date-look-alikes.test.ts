// Values that only look like Dates (an object inheriting Date.prototype, a
// Proxy of a Date) have no time value: every Date method throws a TypeError
// on them. Wherever a value may be a Date, such a value is refused with an
// EndpointError, never that raw TypeError.
import { endpoint as core, toFetchArgs, type EndpointErrorCode } from "../../src/index.js";
import { endpoint } from "../../src/openapi.js";
import { expectEndpointError } from "../helpers/expect-error.js";
import { loose } from "../helpers/loose-endpoint.js";

const untyped = loose(core);
const LOOK_ALIKES: ReadonlyArray<[string, () => object]> = [
  ["an object inheriting Date.prototype", () => Object.create(Date.prototype) as object],
  ["a Proxy of a Date", () => new Proxy(new Date(0), {})],
];

const described = loose(
  endpoint.defaults({
    openapi: {
      openapi: "3.1.0",
      info: { title: "t", version: "1" },
      servers: [{ url: "https://api.test" }],
      paths: {
        "/x/{p}": {
          get: {
            parameters: [
              { name: "p", in: "path", required: true },
              { name: "h", in: "header" },
              { name: "c", in: "cookie" },
              { name: "d", in: "query", style: "deepObject", explode: true },
            ],
          },
        },
      },
    },
  } as never),
);

const PLACES: ReadonlyArray<[string, (value: object) => unknown, EndpointErrorCode, string]> = [
  ["a query value", (value) => untyped("GET /x{?d}", { d: value }), "ERR_INVALID_PARAMETER", 'parameter "d"'],
  ["a list item", (value) => untyped("GET /x{?d}", { d: ["a", value] }), "ERR_INVALID_PARAMETER", 'parameter "d"'],
  ["a map value", (value) => untyped("GET /x{?d*}", { d: { a: value } }), "ERR_INVALID_PARAMETER", 'parameter "d"'],
  ["a leftover query parameter", (value) => untyped("GET /x", { d: value }), "ERR_INVALID_PARAMETER", 'parameter "d"'],
  ["a path value", (value) => untyped("GET /x/{d}", { d: value }), "ERR_INVALID_PARAMETER", 'parameter "d"'],
  ["a header", (value) => untyped("GET /x", { headers: { d: value } }), "ERR_INVALID_HEADER", 'header "d"'],
  ["a baseUrl", (value) => untyped("GET /x", { baseUrl: value }), "ERR_INVALID_OPTION", 'option "baseUrl"'],
  ["a url", (value) => untyped({ method: "GET", url: value }), "ERR_INVALID_OPTION", 'option "url"'],
  ["a default header", (value) => core.defaults({ headers: { d: value } } as never), "ERR_INVALID_HEADER", '"d"'],
  [
    "a described path parameter",
    (value) => described("GET /x/{p}", { p: value }),
    "ERR_INVALID_PARAMETER",
    'parameter "p"',
  ],
  [
    "a described header parameter",
    (value) => described("GET /x/{p}", { p: "1", h: value }),
    "ERR_INVALID_PARAMETER",
    'parameter "h"',
  ],
  [
    "a described cookie parameter",
    (value) => described("GET /x/{p}", { p: "1", c: value }),
    "ERR_INVALID_PARAMETER",
    'parameter "c"',
  ],
  [
    "a described deepObject member",
    (value) => described("GET /x/{p}", { p: "1", d: { a: value } }),
    "ERR_INVALID_PARAMETER",
    'parameter "d"',
  ],
  [
    "a JSON body in toFetchArgs",
    (value) =>
      toFetchArgs({
        method: "POST",
        url: "https://api.test/x",
        headers: { "content-type": "application/json" },
        body: { d: value },
      }),
    "ERR_INVALID_OPTION",
    'option "body"',
  ],
];

describe.each(LOOK_ALIKES)("%s", (_, make) => {
  test.each(PLACES)("as %s: an EndpointError", (_place, call, code, fragment) => {
    expectEndpointError(() => call(make()), code, fragment);
  });
});

test("a real Date still works where a Date is taken", () => {
  expect(untyped("GET /x{?d}", { d: new Date(0) }).url).toBe("https://api.github.com/x?d=1970-01-01T00%3A00%3A00.000Z");
  // Read with Date's own method: a Date whose toISOString was replaced is written as a Date.
  const date = Object.assign(new Date(0), { toISOString: () => "x" });
  expect(untyped("GET /x{?d}", { d: date }).url).toBe("https://api.github.com/x?d=1970-01-01T00%3A00%3A00.000Z");
});
