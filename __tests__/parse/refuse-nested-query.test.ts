// Another client's habit: the query under searchParams (ky), params (axios)
// or query (ofetch). Here parameters are passed flat; the message shows how.
import { endpoint } from "../../src/index";
import { createEndpoint } from "../../src/openapi";
import { expectEndpointError } from "../helpers/expect-error";

describe.each(["searchParams", "params", "query"])("an object under %s", (name) => {
  test.each(["GET /repos/{owner}/issues", "POST /repos/{owner}/issues"])(
    "%s: ERR_INVALID_PARAMETER with the flat form, built from its keys",
    (route) => {
      const error = expectEndpointError(
        () => endpoint(route, { owner: "o", [name]: { page: 2, per_page: 50 } }),
        "ERR_INVALID_PARAMETER",
        `Invalid parameter "${name}" for route "${route}": an object`,
        `parameters are passed flat, not under "${name}"; pass them flat: { page: ..., per_page: ... }`,
      );
      expect(error.message.includes('goes in "parameters"')).toBe(route.startsWith("POST"));
    },
  );

  test("a URLSearchParams too, named by its keys (each once)", () => {
    expectEndpointError(
      () => endpoint("GET /x", { [name]: new URLSearchParams("a=1&a=2&b=3") }),
      "ERR_INVALID_PARAMETER",
      "a URLSearchParams",
      "pass them flat: { a: ..., b: ... }",
    );
  });

  test("declared as a placeholder, it is the route's", () => {
    expect(endpoint(`GET /x{?${name}*}`, { [name]: { a: 1 } }).url).toBe("https://api.github.com/x?a=1");
  });

  test("under the parameters option, it is sent on purpose", () => {
    expect(endpoint("POST /_search", { parameters: { [name]: { match: { a: 1 } } } }).body).toStrictEqual({
      [name]: { match: { a: 1 } },
    });
  });

  test("a string or a number under it is a parameter as before", () => {
    expect(endpoint("GET /x", { [name]: "abc" }).url).toBe(`https://api.github.com/x?${name}=abc`);
  });

  test("in .defaults() and through createEndpoint too", () => {
    expectEndpointError(() => endpoint.defaults({ [name]: { a: 1 } })("GET /x"), "ERR_INVALID_PARAMETER", "{ a: ... }");
    const api = createEndpoint({ baseUrl: "https://api.example.com" });
    expectEndpointError(() => api("GET /x", { [name]: { a: 1 } }), "ERR_INVALID_PARAMETER", "{ a: ... }");
  });
});

test.each<[string, object, string]>([
  ["more than three keys: three, then ...", { a: 1, b: 2, c: 3, d: 4 }, "{ a: ..., b: ..., c: ..., ... }"],
  ["no keys", {}, "{ name: value }"],
  [
    "keys that are no identifiers, quoted and escaped",
    { "per-page": 1, "a\nb": 2 },
    '{ "per-page": ..., "a\\nb": ... }',
  ],
  ["a line separator escaped", { "\u2028": 1 }, '{ "\\u2028": ... }'],
])("the example, with %s", (_case, query, example) => {
  expectEndpointError(
    () => endpoint("GET /x", { searchParams: query }),
    "ERR_INVALID_PARAMETER",
    `pass them flat: ${example})`,
  );
});

test("a long key is cut as any value in a message", () => {
  const error = expectEndpointError(
    () => endpoint("GET /x", { query: { ["k".repeat(10_000)]: 1 } }),
    "ERR_INVALID_PARAMETER",
  );
  expect(error.message.length).toBeLessThan(300);
});
