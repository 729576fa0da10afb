import { endpoint } from "../../src/index";
import { expectEndpointError } from "../helpers/expect-error";
import { loose } from "../helpers/loose-endpoint";

// The cases mix call forms, so they are called through the untyped endpoint.
const api = loose(endpoint);

const cases: Array<[string, unknown[]]> = [
  ["GET with path and query", ["GET /orgs/{org}/repos", { org: "octokit", type: "private" }]],
  ["POST with a body", ["POST /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", title: "t" }]],
  ["options form", [{ method: "PUT", url: "/x/{y}", y: 1, headers: { "X-A": "1" } }]],
  [
    "data and an upload URL",
    ["POST https://u.test/a{?name}", { name: "n", data: "x", headers: { "content-type": "text/plain" } }],
  ],
  ["mediaType", ["GET /x", { mediaType: { format: "raw", previews: ["mercy"] } }]],
  ["request", ["GET /x", { request: { timeout: 1 } }]],
  ["PATCH with no body", ["PATCH /x"]],
];

describe("endpoint.parse()", () => {
  test.each(cases)("endpoint(x) deep-equals parse(merge(x)): %s", (_, args) => {
    expect(api(...args)).toStrictEqual(endpoint.parse(api.merge(...args)));
  });

  test("is stateless: the same merged options give equal results twice", () => {
    const merged = endpoint.merge("POST /x", { a: 1 });
    expect(endpoint.parse(merged)).toStrictEqual(endpoint.parse(merged));
  });

  test("two results share no mutable object", () => {
    const merged = endpoint.merge("POST /x", { a: 1 });
    const first = endpoint.parse(merged);
    const second = endpoint.parse(merged);
    expect(first.headers).not.toBe(second.headers);
    expect(first.body).not.toBe(second.body);
    expect(first.headers).not.toBe(merged.headers);
  });

  test("validates what it uses: header names are lowercased, the method uppercased", () => {
    const result = endpoint.parse({
      method: "post",
      baseUrl: "https://h.test",
      url: "/x",
      headers: { "X-A": "1" },
    } as never);
    expect(result).toStrictEqual({ method: "POST", url: "https://h.test/x", headers: { "x-a": "1" } });
  });

  test("works without headers or mediaType", () => {
    expect(endpoint.parse({ method: "GET", url: "https://h.test/x" } as never)).toStrictEqual({
      method: "GET",
      url: "https://h.test/x",
      headers: {},
    });
  });

  test.each([
    ["no url", {}],
    ["url undefined", { url: undefined }],
    ["url null", { url: null }],
    ['url ""', { url: "" }],
  ])("%s throws ERR_MISSING_URL", (_, options) => {
    expectEndpointError(() => endpoint.parse({ ...endpoint.merge(), ...options }), "ERR_MISSING_URL", '"url"');
    expectEndpointError(() => endpoint(options as never), "ERR_MISSING_URL", '"url"');
  });

  test("a relative url with no baseUrl throws ERR_INVALID_OPTION", () => {
    expectEndpointError(
      () => endpoint.parse({ method: "GET", url: "/x" } as never),
      "ERR_INVALID_OPTION",
      '"baseUrl"',
      '"GET /x"',
    );
  });

  test("a url that is not a string throws ERR_INVALID_OPTION", () => {
    expectEndpointError(() => endpoint.parse({ method: "GET", url: 5 } as never), "ERR_INVALID_OPTION", '"url"');
  });

  test.each<[string, object, string, string]>([
    ["no method", { url: "https://h.test/x" }, "ERR_INVALID_OPTION", '"method"'],
    ["an unknown method", { method: "FETCH", url: "https://h.test/x" }, "ERR_INVALID_METHOD", '"FETCH"'],
    [
      "a near-miss option name",
      { method: "GET", url: "/x", baseURL: "https://h.test" },
      "ERR_INVALID_OPTION",
      '"baseUrl"',
    ],
    ["headers that are not an object", { method: "GET", url: "/x", headers: "x" }, "ERR_INVALID_OPTION", '"headers"'],
  ])("hand-made options with %s are checked as merge() checks them", (_, options, code, named) => {
    expectEndpointError(() => endpoint.parse(options as never), code as never, named);
  });

  test.each([[null], ["GET /x"], [[]]])(
    "merged options that are not a plain object (%p) throw ERR_INVALID_OPTION",
    (value) => {
      expectEndpointError(() => endpoint.parse(value as never), "ERR_INVALID_OPTION", "merged options");
    },
  );

  test("a placeholder named like an option is never filled by the option", () => {
    // @ts-expect-error -- "url" is an option, never a parameter (a compile error too)
    expectEndpointError(() => endpoint("GET /x/{url}"), "ERR_MISSING_PARAMETER", '"url"', "option name");
    expect(endpoint("POST /x{?data}", { data: "d" }).url).toBe("https://api.github.com/x");
  });
});

describe("endpoint.parse() checks allowAbsoluteUrls on hand-made options", () => {
  test("a value that is not a boolean throws ERR_INVALID_OPTION", () => {
    const merged = { ...endpoint.merge("GET /user"), allowAbsoluteUrls: "no" };
    expectEndpointError(() => api.parse(merged), "ERR_INVALID_OPTION", "allowAbsoluteUrls", "expected a boolean");
  });

  test("false keeps an absolute url at the baseUrl's origin", () => {
    const merged = { ...endpoint.merge("GET https://elsewhere.test/x"), allowAbsoluteUrls: false };
    expectEndpointError(() => api.parse(merged), "ERR_INVALID_OPTION", "allowAbsoluteUrls is false");
  });
});
