/**
 * The OpenAPI typing rules that real descriptions exercise, on a description
 * written for them (__tests__/fixtures/openapi/rules/rules.yaml, types by
 * openapi-typescript): with the description given at run time
 * (`defaults<paths>({ openapi })`) every parameter is passed by name, where
 * its `in` says; without it (`defaults<paths>()`) the plain rules apply and
 * what the types accept builds. Compile-time: `tsc -p tsconfig.test.json`.
 * The calls of the described endpoint are type-checked only here (their
 * run-time half is the OpenAPI runtime's test); the plain ones also run.
 */
import { expectTypeOf } from "expect-type";
import { endpoint } from "../../src/openapi";
import type { OpenApiEndpoint, OpenApiParameters, RequestOptions, RootDefaults } from "../../src/index";
import type { paths } from "../fixtures/openapi/rules/rules";
import { expectEndpointError } from "../helpers/expect-error";

const BASE = "https://rules.example.com/v1";
declare const description: object;
// Typed only: the calls below that use it are checked by tsc and never run.
const described = {} as OpenApiEndpoint<paths, RootDefaults, true>;
const plain = endpoint.defaults<paths>({ baseUrl: BASE });

describe("the two modes", () => {
  test("defaults<paths>({ openapi }) gives the described endpoint, defaults<paths>() the plain one", () => {
    const make = () => endpoint.defaults<paths>({ openapi: description, baseUrl: BASE });
    expectTypeOf(make).returns.toEqualTypeOf<OpenApiEndpoint<paths, RootDefaults, true>>();
    expectTypeOf(plain).toEqualTypeOf<OpenApiEndpoint<paths, RootDefaults, false>>();
    // @ts-expect-error -- openapi is the description: a type argument says what it describes
    expectTypeOf(() => endpoint.defaults<paths>({ openapi: 1 })).toBeFunction();
  });

  test("a cascade keeps the mode, and its defaults make parameters optional", () => {
    const one = () => described.defaults({ id: 1 });
    expectTypeOf(one).returns.toMatchTypeOf<
      OpenApiEndpoint<paths, { method: "GET"; url: undefined; parameters: "id" }, true>
    >();
    const calls = () => {
      described.defaults({ id: 1 })("DELETE /things/{id}", { force: true, "api-version": "2024" });
    };
    expectTypeOf(calls).toBeFunction();
  });
});

describe("with the description: every parameter by name, where its in says", () => {
  test("header parameters: required, typed, enums; cookie parameters too", () => {
    const calls = () => {
      described("PATCH /things/{id}", { id: 1, "X-Request-Id": "a", dry_run: true, session: "s", data: {} });
      // @ts-expect-error -- X-Request-Id is required
      described("PATCH /things/{id}", { id: 1, dry_run: true, data: {} });
      // @ts-expect-error -- "c" is not in the enum
      described("PATCH /things/{id}", { id: 1, "X-Request-Id": "c", dry_run: true, data: {} });
      // @ts-expect-error -- X-Trace is an integer
      described("GET /things", { "X-Trace": "1" });
      // Accept, Content-Type and Authorization header parameters are ignored (OpenAPI says so): they go in headers.
      described("PATCH /things/{id}", {
        id: 1,
        "X-Request-Id": "a",
        dry_run: true,
        data: {},
        headers: { accept: "x" },
      });
      // @ts-expect-error -- not a parameter: it would be sent in the body
      described("PATCH /things/{id}", { id: 1, "X-Request-Id": "a", dry_run: true, data: {}, Accept: "x" });
    };
    expectTypeOf(calls).toBeFunction();
    expectTypeOf<OpenApiParameters<paths, "GET /things", never, true>["X-Trace"]>().toEqualTypeOf<number | undefined>();
  });

  test("required query parameters of every method are required, without a route suffix", () => {
    const calls = () => {
      described("DELETE /things/{id}", { id: 1, force: true, "api-version": "2024" });
      // @ts-expect-error -- force is required
      described("DELETE /things/{id}", { id: 1, "api-version": "2024" });
      // @ts-expect-error -- force is a boolean
      described("DELETE /things/{id}", { id: 1, force: "yes", "api-version": "2024" });
      // A suffix naming a real parameter is accepted too; one naming none is not.
      described("DELETE /things/{id}{?force}", { id: 1, force: true, "api-version": "2024" });
      // @ts-expect-error -- DELETE /things/{id} has no query parameter "purge"
      described("DELETE /things/{id}{?purge}", { id: 1, force: true, "api-version": "2024" });
    };
    expectTypeOf(calls).toBeFunction();
  });

  test("deepObject and object query parameters are typed as objects; names like $filter are parameters", () => {
    const calls = () => {
      described("GET /things", { filter: { status: "open", created: { gt: 1 } }, $filter: "x eq 1", tags: ["a"] });
      // @ts-expect-error -- not a status
      described("GET /things", { filter: { status: "opened" } });
      // @ts-expect-error -- $filter is no RFC 6570 variable name: it cannot be in a route suffix
      described("GET /things{?$filter}", { $filter: "x" });
    };
    expectTypeOf(calls).toBeFunction();
  });

  test("a free-form or map body goes in data next to the path parameters", () => {
    const calls = () => {
      described("PATCH /things/{id}", { id: 1, "X-Request-Id": "b", dry_run: false, data: { any: { thing: 1 } } });
      described("PUT /maps/{name}", { name: "m", data: { a: "1", b: "2" } });
      // @ts-expect-error -- a map of strings
      described("PUT /maps/{name}", { name: "m", data: { a: 1 } });
      // @ts-expect-error -- a map body has no properties form
      described("PUT /maps/{name}", { name: "m", a: "1" });
    };
    expectTypeOf(calls).toBeFunction();
  });

  test("a required body given by properties needs one at least", () => {
    const calls = () => {
      described("POST /things", { name: "n" });
      described("POST /things", { data: {} });
      // @ts-expect-error -- no property and no data: the body is missing
      described("POST /things", {});
      // @ts-expect-error -- not a colour of the enum
      described("POST /things", { color: "green" });
    };
    expectTypeOf(calls).toBeFunction();
  });

  test("no data on GET, whatever the description declares", () => {
    const calls = () => {
      // @ts-expect-error -- fetch cannot send a GET body
      described("GET /things", { data: { expand: "x" } });
      // @ts-expect-error -- nor its properties
      described("GET /things", { expand: "x" });
    };
    expectTypeOf(calls).toBeFunction();
  });

  test("a parameter named like an option goes in parameters", () => {
    const calls = () => {
      described("GET /fetch", { parameters: { url: "https://example.com", Data: "d" } });
      // @ts-expect-error -- url is the url option
      described("GET /fetch", { url: "https://example.com" });
      // @ts-expect-error -- url is required
      described("GET /fetch", { parameters: { Data: "d" } });
    };
    expectTypeOf(calls).toBeFunction();
  });

  test(":name in a described path is literal text", () => {
    const calls = () => {
      described("POST /v1/images:annotate", { image: "i" });
    };
    expectTypeOf(calls).toBeFunction();
  });
});

describe("without the description: the plain rules, and what the types accept builds", () => {
  test("a {?tags*} suffix names the query parameter tags", () => {
    expect(plain("GET /things{?tags*}", { tags: ["a", "b"] }).url).toBe(`${BASE}/things?tags=a&tags=b`);
    // @ts-expect-error -- GET /things has no query parameter "tag"
    expect(plain("GET /things{?tag*}", { tag: ["a"] }).url).toBe(`${BASE}/things?tag=a`);
  });

  test("a query name that is no RFC 6570 name is a leftover, never a route variable", () => {
    expect(plain("GET /things", { $filter: "x eq 1" }).url).toBe(`${BASE}/things?%24filter=x%20eq%201`);
    expectEndpointError(
      // @ts-expect-error -- $filter cannot be a template variable
      () => plain("GET /things{?$filter}", { $filter: "x" }),
      "ERR_INVALID_TEMPLATE",
      "$filter",
    );
  });

  test("an object query parameter cannot be a leftover (it throws): typed out", () => {
    expectEndpointError(
      // @ts-expect-error -- only through the description (deepObject) or a named {?filter} expression
      () => plain("GET /things", { filter: { status: "open" } }),
      "ERR_INVALID_PARAMETER",
      '"filter"',
    );
    expect(plain("GET /things{?filter}", { filter: { status: "open" } }).url).toBe(`${BASE}/things?filter=status,open`);
  });

  test("query parameters of other methods are named in the route; headers go in headers", () => {
    const result = plain("DELETE /things/{id}{?force,api-version}", { id: 1, force: true, "api-version": "2024" });
    expect(result.url).toBe(`${BASE}/things/1?force=true&api-version=2024`);
    // @ts-expect-error -- not named in the route, force would go to the body
    expect(plain("DELETE /things/{id}", { id: 1, force: true }).body).toStrictEqual({ force: true });
    const patch = plain("PATCH /things/{id}", { id: 1, headers: { "x-request-id": "a" }, data: { a: 1 } });
    expect(patch).toMatchObject({ headers: { "x-request-id": "a" }, body: { a: 1 } });
    // @ts-expect-error -- a header parameter is no parameter without the description
    expect(plain("PATCH /things/{id}", { id: 1, "X-Request-Id": "a", data: {} }).body).toStrictEqual({});
  });

  test("a free-form body with a path parameter compiles in the data form", () => {
    const result: RequestOptions<"PATCH"> = plain("PATCH /things/{id}", { id: 1, data: { any: { thing: 1 } } });
    expect(result).toMatchObject({ url: `${BASE}/things/1`, body: { any: { thing: 1 } } });
  });

  test("data on GET is refused, as at run time", () => {
    expectEndpointError(
      // @ts-expect-error -- the description declares a GET body, fetch cannot send it
      () => plain("GET /things", { data: { expand: "x" } }),
      "ERR_BODY_NOT_ALLOWED",
      '"data"',
    );
  });

  test(":name in a path is a placeholder without the description: typed out", () => {
    expectEndpointError(
      // @ts-expect-error -- give the description, or the route reads :annotate as a parameter
      () => plain("POST /v1/images:annotate", { image: "i" }),
      "ERR_MISSING_PARAMETER",
      '"annotate"',
    );
  });
});
