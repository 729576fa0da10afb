// No shared mutable state: no call changes its input at any depth, results
// and merges share no object with DEFAULTS or with each other, and DEFAULTS
// is deeply frozen at every level of .defaults(). A tenant's defaults cannot
// leak into another's requests.
import { Agent } from "node:http";
import { endpoint } from "../../src/index";
import { allFrozen, containers, intersect, snapshot } from "../helpers/structure";
import { loose } from "../helpers/loose-endpoint";

// Many calls here are wrong on purpose; the route types would reject them.
const untyped = loose(endpoint);

describe("no shared mutable state", () => {
  const agent = new Agent({ keepAlive: false });
  const inputs = () => ({
    defaults: {
      baseUrl: "https://ghe.test/api/v3/",
      headers: { "X-Tenant": "t1", Authorization: "token a" },
      mediaType: { previews: ["mercy"], format: "" },
      request: { agent, retries: { limit: 2, codes: [500, 502] } },
      labels: ["a"],
      filter: { state: "open", nested: { deep: [1, { x: 2 }] } },
    },
    route: "POST /repos/{owner}/{repo}/issues{?fields}",
    options: {
      owner: "o",
      repo: "r",
      fields: ["a", "b"],
      title: "t",
      meta: { a: [1, 2], since: new Date(0) },
      headers: { "X-Call": "1", accept: "application/vnd.github.v3+json" },
      mediaType: { previews: ["symmetra"], format: "raw" },
      request: { retries: { limit: 3 }, signal: { aborted: false } },
      filter: { nested: { extra: true } },
    },
  });

  test("no call changes its input, at any depth", () => {
    const given = inputs();
    const before = snapshot(given);
    const api = untyped.defaults(given.defaults);
    const deeper = api.defaults(given.options);
    const merged = api.merge(given.route, given.options);
    const mergedBefore = snapshot(merged);
    api.parse(merged);
    expect(snapshot(merged)).toBe(mergedBefore);
    api(given.route, given.options);
    api({ method: "GET", url: "/x", ...given.options, title: undefined, meta: undefined, filter: undefined });
    deeper(given.route);
    deeper.merge(given.route, given.options);
    api(given.route, given.options);
    expect(snapshot(given)).toBe(before);
    expect(Object.isFrozen(agent)).toBe(false);
  });

  test("results and merges share no object with DEFAULTS or with each other", () => {
    const given = inputs();
    const callerObjects = containers(given);
    const api = untyped.defaults(given.defaults);
    const fromDefaults = containers(api.DEFAULTS);
    const first = api(given.route, given.options);
    const second = api(given.route, given.options);
    const merges = [api.merge(given.route, given.options), api.merge(given.route, given.options), api.merge()];
    for (const made of [first, second, ...merges]) {
      expect(intersect(containers(made), fromDefaults)).toEqual([]);
    }
    // Anything two results share must be the caller's (body values and
    // request values are passed by reference on purpose).
    const shared = intersect(containers(first), containers(second));
    expect(shared.filter((object) => !callerObjects.has(object))).toEqual([]);
    const sharedMerges = intersect(containers(merges[0]), containers(merges[1]));
    expect(sharedMerges.filter((object) => !callerObjects.has(object))).toEqual([]);
    expect(first.request?.agent).toBe(agent);
  });

  test("changing a merge() result or a result changes nothing else", () => {
    const api = untyped.defaults(inputs().defaults);
    const defaultsBefore = snapshot(api.DEFAULTS);
    const merged = api.merge("GET /x");
    merged.headers["x-tenant"] = "t2";
    merged.mediaType.previews.push("squirrel-girl");
    (merged.request as { retries: { limit: number } }).retries.limit = 99;
    (merged.filter as { state: string }).state = "closed";
    (merged.labels as string[]).push("b");
    const result = api("POST /x");
    result.headers["x-tenant"] = "t3";
    expect(snapshot(api.DEFAULTS)).toBe(defaultsBefore);
    const again = api.merge("GET /x");
    expect(again.headers["x-tenant"]).toBe("t1");
    expect(again.mediaType.previews).toEqual(["mercy"]);
    expect(again.request).toEqual({ agent: expect.any(Agent) as unknown, retries: { limit: 2, codes: [500, 502] } });
    expect(api("POST /x").headers["x-tenant"]).toBe("t1");
  });

  test("DEFAULTS is deeply frozen at every level of .defaults(), class instances are not", () => {
    const given = inputs();
    const one = untyped.defaults(given.defaults);
    const two = one.defaults(given.options);
    const three = two.defaults({ request: { extra: { list: [1] } }, more: [{ a: [] }] });
    for (const api of [endpoint, one, two, three]) {
      expect(allFrozen(api.DEFAULTS)).toBe(true);
      expect(containers(api.DEFAULTS).size).toBeGreaterThan(3);
    }
    expect(three.DEFAULTS.request?.agent).toBe(agent);
    expect(Object.isFrozen(agent)).toBe(false);
    // The caller's objects were copied, not frozen.
    expect([...containers(given)].some((object) => Object.isFrozen(object))).toBe(false);
  });
});
