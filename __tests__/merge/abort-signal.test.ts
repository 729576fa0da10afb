// A top-level `signal`, as fetch and ky take it: an AbortSignal is
// `request.signal`; any other value is a parameter as before.
import { runInNewContext } from "node:vm";
import { endpoint } from "../../src/index";
import { createEndpoint } from "../../src/openapi";

describe("an AbortSignal under signal", () => {
  const { signal } = new AbortController();

  test("becomes request.signal, and is no parameter", () => {
    const result = endpoint("POST /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", title: "t", signal });
    expect(result.request?.signal).toBe(signal);
    expect(result.body).toStrictEqual({ title: "t" });
    expect(endpoint("GET /x", { signal }).url).toBe("https://api.github.com/x");
  });

  test("merged into request with its other keys; the caller's request object is not changed", () => {
    const agent = {};
    const request = { agent, timeout: 5 };
    const result = endpoint("GET /x", { request, signal });
    expect(result.request).toStrictEqual({ agent, timeout: 5, signal });
    expect(result.request?.agent).toBe(agent);
    expect(request).toStrictEqual({ agent, timeout: 5 });
  });

  test("request.signal given after it wins, as a later key does", () => {
    const other = new AbortController().signal;
    expect(endpoint("GET /x", { signal, request: { signal: other } }).request?.signal).toBe(other);
    expect(endpoint("GET /x", { request: { signal: other }, signal }).request?.signal).toBe(signal);
  });

  test("in .defaults() (never frozen), merge, and parse of hand-made merged options", () => {
    const api = endpoint.defaults({ signal });
    expect(api.DEFAULTS.request?.signal).toBe(signal);
    expect(Object.isFrozen(signal)).toBe(false);
    expect(api("GET /x").request?.signal).toBe(signal);
    expect(endpoint.merge("GET /x", { signal })).not.toHaveProperty("signal");
    expect(endpoint.parse({ ...endpoint.merge("GET /x"), signal }).request?.signal).toBe(signal);
  });

  test("also with createEndpoint of rest-endpoint/openapi, and from another realm", () => {
    const foreign = runInNewContext("new AbortController().signal", { AbortController }) as AbortSignal;
    const api = createEndpoint({ baseUrl: "https://api.example.com" });
    expect(api("GET /x", { signal: foreign }).request?.signal).toBe(foreign);
  });
});

test.each<[string, unknown, string]>([
  ["a string", "abc", "https://api.github.com/x?signal=abc"],
  ["a number", 9, "https://api.github.com/x?signal=9"],
])("any other value under signal (%s) is a parameter", (_kind, value, url) => {
  const result = endpoint("GET /x", { signal: value });
  expect(result.url).toBe(url);
  expect(result.request).toBeUndefined();
});
