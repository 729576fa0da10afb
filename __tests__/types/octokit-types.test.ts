/**
 * rest-endpoint where @octokit/types' `EndpointInterface` is expected.
 *
 * `endpoint` is deliberately not assignable to it: that would take giving up
 * types that are true of rest-endpoint and stricter than @octokit/types'
 * (the result's method includes OPTIONS; `DEFAULTS.url` may be `null`;
 * `DEFAULTS.headers` need not have `accept` or `user-agent`, since `.defaults()`
 * can remove them; `.defaults()` rejects an unknown method literal at compile
 * time). Code written against @octokit/types takes it with a cast, and works:
 * the compile-time half checks the cast form and Octokit-typed calls, the
 * run-time half that those calls do what `endpoint` does.
 */
import { expectTypeOf } from "expect-type";
import type {
  EndpointInterface as OctokitEndpointInterface,
  EndpointOptions as OctokitEndpointOptions,
  RequestOptions as OctokitRequestOptions,
} from "@octokit/types";
import { endpoint } from "../../src/index";

const BASE = "https://api.github.com";

/** What a library written against @octokit/types does with the endpoint it is given. */
function issueUrl(api: OctokitEndpointInterface, owner: string, repo: string, issue_number: number): string {
  return api("GET /repos/{owner}/{repo}/issues/{issue_number}", { owner, repo, issue_number }).url;
}

describe("@octokit/types' EndpointInterface", () => {
  test("is not what endpoint's type is: assigning directly is a compile error", () => {
    // @ts-expect-error -- stricter types on both sides (see the file comment); a cast is the documented way
    const direct: OctokitEndpointInterface = endpoint;
    expect(direct).toBe(endpoint);
  });

  test("the cast form compiles, and Octokit-typed code then runs unchanged", () => {
    const api = endpoint as unknown as OctokitEndpointInterface;
    expect(issueUrl(api, "octokit", "rest.js", 1)).toBe(`${BASE}/repos/octokit/rest.js/issues/1`);

    const result = api("POST /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", title: "Hi" });
    expectTypeOf(result.method).toEqualTypeOf<"POST">();
    expect(result).toStrictEqual(endpoint("POST /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", title: "Hi" }));

    const enterprise = api.defaults({ baseUrl: "https://ghe.example.com/api/v3" });
    expectTypeOf(enterprise).toEqualTypeOf<OctokitEndpointInterface<object & { baseUrl: string }>>();
    expect(issueUrl(enterprise, "o", "r", 2)).toBe("https://ghe.example.com/api/v3/repos/o/r/issues/2");
    expect(enterprise.DEFAULTS.baseUrl).toBe("https://ghe.example.com/api/v3");

    const merged = api.merge({ method: "GET", url: "/orgs/{org}/repos", org: "octokit", type: "private" });
    expect(api.parse(merged).url).toBe(`${BASE}/orgs/octokit/repos?type=private`);
  });
});

describe("rest-endpoint's results and @octokit/types' options", () => {
  test("a result is an Octokit RequestOptions, except for OPTIONS (not a method @octokit/types knows)", () => {
    const take = (options: OctokitRequestOptions) => options.method;
    expect(take(endpoint("GET /user"))).toBe("GET");
    expect(take(endpoint("DELETE /repos/{owner}/{repo}", { owner: "o", repo: "r" }))).toBe("DELETE");
    // @ts-expect-error -- "OPTIONS" is not in @octokit/types' RequestMethod
    expect(take(endpoint("OPTIONS /user"))).toBe("OPTIONS");
  });

  test("Octokit EndpointOptions are accepted as the options form", () => {
    const options: OctokitEndpointOptions = { method: "GET", url: "/repos/{owner}/{repo}", owner: "o", repo: "r" };
    const result = endpoint(options);
    expectTypeOf(result.method).toEqualTypeOf<"GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE">();
    expect(result.url).toBe(`${BASE}/repos/o/r`);
  });
});
