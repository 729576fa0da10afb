/**
 * Typed routes in every call form. Compile-time half: `tsc -p
 * tsconfig.test.json` (part of `npm test`) checks every `expectTypeOf`, and
 * each `// @ts-expect-error` marks the exact line that must fail to compile
 * (an unused one is itself an error, so a regression that lets the line
 * compile fails the build). Run-time half: the same calls run under jest,
 * and a line the types reject is shown to throw (or, for the few values the
 * types narrow on purpose, to do what the README says).
 */
import { expectTypeOf } from "expect-type";
import { endpoint, EndpointError, ERROR_CODES, VERSION } from "../../src/index";
import type {
  EndpointDefaults,
  EndpointErrorCode,
  EndpointInterface,
  MergedOptions,
  PathValue,
  RequestBody,
  RequestMeta,
  RequestMethod,
  RequestOptions,
  MergedHeaders,
  RouteMethod,
  RouteParameters,
} from "../../src/index";
import { defined } from "../helpers/defined";
import { expectEndpointError } from "../helpers/expect-error";

const BASE = "https://api.github.com";

describe("route form: endpoint(route, options)", () => {
  test("all required path parameters given, extra parameters allowed (they go to the query)", () => {
    const result = endpoint("GET /repos/{owner}/{repo}", { owner: "o", repo: "r", per_page: 100 });
    expectTypeOf(result).toEqualTypeOf<RequestOptions<"GET">>();
    expect(result.url).toBe(`${BASE}/repos/o/r?per_page=100`);
  });

  test("a missing required parameter is a compile error and throws ERR_MISSING_PARAMETER", () => {
    expectEndpointError(
      // @ts-expect-error -- repo is required
      () => endpoint("GET /repos/{owner}/{repo}", { owner: "o" }),
      "ERR_MISSING_PARAMETER",
      '"repo"',
    );
    expectEndpointError(
      // @ts-expect-error -- the options are required when a parameter is
      () => endpoint("GET /repos/{owner}/{repo}"),
      "ERR_MISSING_PARAMETER",
      '"owner"',
    );
  });

  test("path values are strings, numbers or bigints", () => {
    const url = endpoint("GET /a/{s}/{n}/{b}", { s: "x", n: 1, b: 12345678901234567890n }).url;
    expect(url).toBe(`${BASE}/a/x/1/12345678901234567890`);
    expectTypeOf<RouteParameters<"GET /a/{s}">["s"]>().toEqualTypeOf<string | number | bigint>();
  });

  test("a required value typed undefined or null is a compile error, and throws", () => {
    // @ts-expect-error -- undefined is a missing value
    expectEndpointError(() => endpoint("GET /users/{user}", { user: undefined }), "ERR_MISSING_PARAMETER", '"user"');
    // @ts-expect-error -- null is a missing value
    expectEndpointError(() => endpoint("GET /users/{user}", { user: null }), "ERR_MISSING_PARAMETER", '"user"');
    const maybe = "u" as string | undefined;
    // @ts-expect-error -- a value that may be undefined is not enough
    expect(endpoint("GET /users/{user}", { user: maybe }).url).toBe(`${BASE}/users/u`);
  });

  test("other value types in a required segment are compile errors (the runtime would still expand them)", () => {
    // @ts-expect-error -- a boolean is not a path value
    expect(endpoint("GET /a/{flag}", { flag: true }).url).toBe(`${BASE}/a/true`);
    // @ts-expect-error -- a list needs an exploded variable
    expect(endpoint("GET /a/{ids}", { ids: [1, 2] }).url).toBe(`${BASE}/a/1,2`);
  });

  test("an exploded required variable also takes a list or a map", () => {
    expect(endpoint("GET /files/{path*}", { path: ["a", "b"] }).url).toBe(`${BASE}/files/a,b`);
    expect(endpoint("GET /files{/path*}/x/{keys*}", { path: ["a", "b"], keys: { k: 1 } }).url).toBe(
      `${BASE}/files/a/b/x/k=1`,
    );
    expect(endpoint("GET /files/{path*}", { path: 7 }).url).toBe(`${BASE}/files/7`);
  });

  test("optional variables may be left out; their values are typed", () => {
    expect(endpoint("GET /search/code{?q,per_page}").url).toBe(`${BASE}/search/code`);
    expect(endpoint("GET /search/code{?q,per_page}", { q: "x", per_page: 10 }).url).toBe(
      `${BASE}/search/code?q=x&per_page=10`,
    );
    // @ts-expect-error -- a function has no URL form
    expectEndpointError(() => endpoint("GET /search/code{?q}", { q: () => 1 }), "ERR_INVALID_PARAMETER", '"q"');
  });

  test("method or url in the options after a route string is a compile error, and throws", () => {
    // @ts-expect-error -- the route gives the method
    expectEndpointError(() => endpoint("GET /x", { method: "POST" }), "ERR_INVALID_OPTION", '"method"');
    // @ts-expect-error -- the route gives the url
    expectEndpointError(() => endpoint("GET /x", { url: "/y" }), "ERR_INVALID_OPTION", '"url"');
  });

  test("an option name in a required placeholder can never be filled: compile error, and it throws", () => {
    // @ts-expect-error -- "url" is an option, never a parameter
    expectEndpointError(() => endpoint("GET /x/{url}"), "ERR_MISSING_PARAMETER", '"url"');
    expect(endpoint("GET /x{?data}").url).toBe(`${BASE}/x`);
  });

  test("a route that is a plain string stays permissive", () => {
    const route: string = "GET /repos/{owner}/{repo}";
    expectTypeOf(endpoint(route, { owner: "o", repo: "r" })).toEqualTypeOf<RequestOptions<RequestMethod>>();
    expectEndpointError(() => endpoint(route, { owner: "o" }), "ERR_MISSING_PARAMETER", '"repo"');
    // @ts-expect-error -- even then, method after a route string always throws
    expectEndpointError(() => endpoint(route, { method: "GET" }), "ERR_INVALID_OPTION", '"method"');
  });

  test("options typed any are not checked (nor taken for left out)", () => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- what a caller with untyped options writes
    const loose: any = { owner: "o", repo: "r" };
    // eslint-disable-next-line @typescript-eslint/no-unsafe-argument -- passing `any` is what this test is about
    expect(endpoint("GET /repos/{owner}/{repo}", loose).url).toBe(`${BASE}/repos/o/r`);
    // eslint-disable-next-line @typescript-eslint/no-unsafe-argument -- passing `any` is what this test is about
    expect(endpoint.merge("GET /repos/{owner}/{repo}", loose).owner).toBe("o");
  });

  test("the route's method, in any case and with any whitespace, is the result's uppercase method", () => {
    const post = endpoint("post /x");
    expectTypeOf(post.method).toEqualTypeOf<"POST">();
    expect(post.method).toBe("POST");
    const spaced = endpoint("  Patch \t /x \n");
    expectTypeOf(spaced.method).toEqualTypeOf<"PATCH">();
    expect(spaced).toMatchObject({ method: "PATCH", url: `${BASE}/x` });
    expectTypeOf<RouteMethod<"delete /x">>().toEqualTypeOf<"DELETE">();
  });

  test("a URL-only route takes the defaults' method", () => {
    const result = endpoint("/rate_limit");
    expectTypeOf(result.method).toEqualTypeOf<"GET">();
    expect(result.method).toBe("GET");
  });

  test("an invalid route literal is a compile error, and throws", () => {
    // @ts-expect-error -- unknown method
    expectEndpointError(() => endpoint("GTE /x"), "ERR_INVALID_METHOD", '"GTE"');
    // @ts-expect-error -- three parts
    expectEndpointError(() => endpoint("GET /a /b"), "ERR_INVALID_ROUTE", '"GET /a /b"');
    // @ts-expect-error -- empty
    expectEndpointError(() => endpoint(" "), "ERR_INVALID_ROUTE", '" "');
  });

  test("a union of route literals requires what any of them requires", () => {
    const pick = (first: boolean) => (first ? "GET /a/{x}" : "POST /b/{y}");
    const result = endpoint(pick(false), { x: 1, y: 2 });
    expectTypeOf(result.method).toEqualTypeOf<"GET" | "POST">();
    expect(result).toMatchObject({ method: "POST", url: `${BASE}/b/2`, body: { x: 1 } });
    // @ts-expect-error -- y is required by one of them
    expect(endpoint(pick(true), { x: 1 }).url).toBe(`${BASE}/a/1`);
  });
});

describe("options form: endpoint({ method, url, ...parameters })", () => {
  test("checked like the route form", () => {
    const result = endpoint({ method: "patch", url: "/repos/{owner}/{repo}", owner: "o", repo: 1, name: "n" });
    expectTypeOf(result).toEqualTypeOf<RequestOptions<"PATCH">>();
    expect(result).toMatchObject({ method: "PATCH", url: `${BASE}/repos/o/1`, body: { name: "n" } });
    expectEndpointError(
      // @ts-expect-error -- repo is required
      () => endpoint({ url: "/repos/{owner}/{repo}", owner: "o" }),
      "ERR_MISSING_PARAMETER",
      '"repo"',
    );
    // @ts-expect-error -- null is a missing value
    expectEndpointError(() => endpoint({ url: "/users/:user", user: null }), "ERR_MISSING_PARAMETER", '"user"');
  });

  test("a union of url literals requires what any of them requires", () => {
    const pick = (first: boolean) => (first ? "/a/{x}" : "/b/{y}");
    expect(endpoint({ url: pick(false), x: 1, y: 2 }).url).toBe(`${BASE}/b/2?x=1`);
    // @ts-expect-error -- y is required by one of them
    expect(endpoint({ url: pick(true), x: 1 }).url).toBe(`${BASE}/a/1`);
  });

  test("without a method, the defaults' method", () => {
    const result = endpoint({ url: "/x" });
    expectTypeOf(result.method).toEqualTypeOf<"GET">();
    expect(result.method).toBe("GET");
  });

  test("a url is required (from the options or the defaults)", () => {
    // @ts-expect-error -- no url anywhere
    expectEndpointError(() => endpoint({ method: "GET" }), "ERR_MISSING_URL", '"url"');
    // @ts-expect-error -- null is no url
    expectEndpointError(() => endpoint({ url: null }), "ERR_MISSING_URL", '"url"');
  });

  test("an unknown method literal is a compile error, and throws", () => {
    // @ts-expect-error -- unknown method
    expectEndpointError(() => endpoint({ method: "FETCH", url: "/x" }), "ERR_INVALID_METHOD", '"FETCH"');
  });

  test("a url or method that is a plain string stays permissive", () => {
    const url: string = "/repos/{owner}/{repo}";
    const method: string = "put";
    const result = endpoint({ method, url, owner: "o", repo: "r" });
    expectTypeOf(result.method).toEqualTypeOf<RequestMethod>();
    expect(result).toMatchObject({ method: "PUT", url: `${BASE}/repos/o/r` });
    // Compiles (nothing is known about the url), throws at run time.
    expectEndpointError(() => endpoint({ method, url, owner: "o" }), "ERR_MISSING_PARAMETER", '"repo"');
  });

  test("a second argument after an options object is a compile error, and throws", () => {
    // @ts-expect-error -- only a route string takes options
    expectEndpointError(() => endpoint({ url: "/x" }, { a: 1 }), "ERR_INVALID_OPTION", "second argument");
  });
});

describe("merge(): checked the same way, url optional", () => {
  test("route form", () => {
    const merged = endpoint.merge("POST /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", title: "t" });
    expectTypeOf(merged).toEqualTypeOf<MergedOptions<"POST">>();
    expectTypeOf(merged.mediaType.previews).toEqualTypeOf<string[]>();
    expect(merged).toMatchObject({ method: "POST", url: "/repos/{owner}/{repo}/issues", title: "t" });
    // @ts-expect-error -- repo is required
    expect(endpoint.merge("GET /repos/{owner}/{repo}", { owner: "o" }).owner).toBe("o");
    // @ts-expect-error -- the route gives the method
    expectEndpointError(() => endpoint.merge("GET /x", { method: "POST" }), "ERR_INVALID_OPTION", '"method"');
  });

  test("options form, and no arguments at all", () => {
    const merged = endpoint.merge({ method: "delete", url: "/x/{id}", id: 1 });
    expectTypeOf(merged.method).toEqualTypeOf<"DELETE">();
    expect(merged.method).toBe("DELETE");
    // @ts-expect-error -- id is required
    expect(endpoint.merge({ url: "/x/{id}" }).url).toBe("/x/{id}");
    const defaults = endpoint.merge();
    expectTypeOf(defaults).toEqualTypeOf<MergedOptions<"GET">>();
    expect(defaults.url).toBeUndefined();
    expect(endpoint.merge({ headers: { "x-a": "1" } }).headers["x-a"]).toBe("1");
  });

  test("parse() keeps the method", () => {
    const result = endpoint.parse(endpoint.merge("PUT /x"));
    expectTypeOf(result).toEqualTypeOf<RequestOptions<"PUT">>();
    expect(result).toMatchObject({ method: "PUT", body: "" });
    // eslint-disable-next-line @typescript-eslint/unbound-method -- only its type is read; parse uses no `this`
    expectTypeOf(endpoint.parse).parameter(0).toExtend<MergedOptions>();
  });
});

describe(".defaults(): defaulted keys become optional, cascades accumulate", () => {
  const owned = endpoint.defaults({ owner: "octokit" });

  test("a defaulted parameter may be left out", () => {
    expect(owned("GET /repos/{owner}/{repo}", { repo: "r" }).url).toBe(`${BASE}/repos/octokit/r`);
    // @ts-expect-error -- repo has no default
    expectEndpointError(() => owned("GET /repos/{owner}/{repo}", {}), "ERR_MISSING_PARAMETER", '"repo"');
    expectTypeOf<
      import("../../src/index").EndpointArguments<typeof owned, "GET /repos/{owner}/{repo}">
    >().toEqualTypeOf<
      [options: { repo: PathValue; owner?: PathValue } & import("../../src/index").RouteOptions<"GET">]
    >();
  });

  test("cascades keep accumulating", () => {
    const both = owned.defaults({ repo: "rest.js" }).defaults({ per_page: 100 });
    expect(both("GET /repos/{owner}/{repo}").url).toBe(`${BASE}/repos/octokit/rest.js?per_page=100`);
    expect(both("GET /repos/{owner}/{repo}/issues/{number}", { number: 1 }).url).toBe(
      `${BASE}/repos/octokit/rest.js/issues/1?per_page=100`,
    );
    // @ts-expect-error -- number has no default
    expectEndpointError(() => both("GET /repos/{owner}/{repo}/issues/{number}"), "ERR_MISSING_PARAMETER", '"number"');
  });

  test("a default set to undefined or null is overridden: the parameter is required again", () => {
    const cleared = owned.defaults({ owner: undefined });
    // @ts-expect-error -- owner's default was removed
    expectEndpointError(() => cleared("GET /users/{owner}"), "ERR_MISSING_PARAMETER", '"owner"');
    const nulled = owned.defaults({ owner: null });
    // @ts-expect-error -- owner's default was removed
    expectEndpointError(() => nulled("GET /users/{owner}"), "ERR_MISSING_PARAMETER", '"owner"');
  });

  test("a defaulted url: later calls pass only parameters", () => {
    const repo = endpoint.defaults({ url: "/repos/{owner}/{repo}" });
    expect(repo({ owner: "o", repo: "r" }).url).toBe(`${BASE}/repos/o/r`);
    // @ts-expect-error -- repo is required by the defaulted url
    expectEndpointError(() => repo({ owner: "o" }), "ERR_MISSING_PARAMETER", '"repo"');
    const mine = repo.defaults({ owner: "me" });
    expect(mine({ repo: "r" }).url).toBe(`${BASE}/repos/me/r`);
    // A route replaces the defaulted url; the defaulted parameter is then a leftover.
    expect(mine("GET /user").url).toBe(`${BASE}/user?owner=me`);
  });

  test("a defaulted method: URL-only routes and method-less options take it", () => {
    const post = endpoint.defaults({ method: "post" });
    const result = post("/markdown", { text: "x" });
    expectTypeOf(result.method).toEqualTypeOf<"POST">();
    expect(result.method).toBe("POST");
    expectTypeOf(post({ url: "/x" }).method).toEqualTypeOf<"POST">();
    expectTypeOf(post("GET /x").method).toEqualTypeOf<"GET">();
    expectTypeOf(post.DEFAULTS.method).toEqualTypeOf<"POST">();
    expect(post.DEFAULTS.method).toBe("POST");
    // @ts-expect-error -- unknown method
    expectEndpointError(() => endpoint.defaults({ method: "FETCH" }), "ERR_INVALID_METHOD", '"FETCH"');
  });

  test("any endpoint function fits EndpointInterface<EndpointDefaults>", () => {
    const apis: EndpointInterface<EndpointDefaults>[] = [
      endpoint,
      owned,
      endpoint.defaults({ method: "PUT", url: "/x" }),
    ];
    expect(apis.map((api) => api.DEFAULTS.method)).toStrictEqual(["GET", "GET", "PUT"]);
  });
});

describe("result and helper types", () => {
  test("RequestOptions: method literal, url, headers, optional body and request", () => {
    const agent = { keepAlive: true };
    const result = endpoint("POST /markdown", { text: "Hi", request: { agent } });
    expectTypeOf(result.method).toEqualTypeOf<"POST">();
    expectTypeOf(result.url).toEqualTypeOf<string>();
    expectTypeOf(result.headers).toEqualTypeOf<MergedHeaders>();
    expectTypeOf(result.body).toEqualTypeOf<RequestBody | undefined>();
    expectTypeOf(result.request).toEqualTypeOf<RequestMeta | undefined>();
    expectTypeOf<NonNullable<typeof result.request>["agent"]>().toEqualTypeOf<unknown>();
    expect(result).toMatchObject({ method: "POST", body: { text: "Hi" } });
    expect(result.request?.agent).toBe(agent);
  });

  test("DEFAULTS, EndpointError and VERSION", () => {
    expectTypeOf(endpoint.DEFAULTS).toEqualTypeOf<Readonly<MergedOptions<"GET">>>();
    expectTypeOf(endpoint.DEFAULTS.mediaType.previews).toEqualTypeOf<string[]>();
    expect(endpoint.DEFAULTS.mediaType.previews).toStrictEqual([]);
    const error = new EndpointError("ERR_MISSING_URL", "m");
    expectTypeOf(error.code).toEqualTypeOf<EndpointErrorCode>();
    expectTypeOf(error).toExtend<TypeError>();
    expect(error).toBeInstanceOf(TypeError);
    // @ts-expect-error -- not a code
    expect(new EndpointError("ERR_NOPE", "m").code).toBe("ERR_NOPE");
    expectTypeOf(VERSION).toEqualTypeOf<string>();
    expect(VERSION).toMatch(/^\d+\.\d+\.\d+/);
  });

  test("ERROR_CODES lists exactly the EndpointErrorCode union", () => {
    expectTypeOf<(typeof ERROR_CODES)[number]>().toEqualTypeOf<EndpointErrorCode>();
    const code: EndpointErrorCode = defined(ERROR_CODES[0], "an error code");
    expect(ERROR_CODES).toContain(code);
    // @ts-expect-error -- not a code
    const nope: (typeof ERROR_CODES)[number] = "ERR_NOPE";
    expect(ERROR_CODES).not.toContain(nope);
  });

  test("mediaType previews may be a readonly list in the input, and are string[] after merge", () => {
    const previews = ["mercy"] as const;
    const merged = endpoint.merge("GET /x", { mediaType: { previews } });
    expectTypeOf(merged.mediaType.previews).toEqualTypeOf<string[]>();
    expect(merged.mediaType.previews).toStrictEqual(["mercy"]);
  });
});

describe("allowAbsoluteUrls: an option, typed as a boolean", () => {
  test("accepted in defaults and calls; another type is a compile error and throws", () => {
    const guarded = endpoint.defaults({ allowAbsoluteUrls: false });
    expectTypeOf(guarded("GET /user").url).toEqualTypeOf<string>();
    expect(guarded("GET /user", { allowAbsoluteUrls: false }).url).toBe(`${BASE}/user`);
    // @ts-expect-error -- a boolean, not a string
    expectEndpointError(() => endpoint("GET /user", { allowAbsoluteUrls: "no" }), "ERR_INVALID_OPTION");
  });
});
