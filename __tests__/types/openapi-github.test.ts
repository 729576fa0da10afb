/**
 * Calls typed by GitHub's own OpenAPI description: `endpoint.defaults<paths>()`
 * with `paths` from @octokit/openapi-types (openapi-typescript's older output
 * shape: no `put?: never` entries, operations without `parameters` or
 * `requestBody` keys). The same rules as openapi.test.ts, on real routes;
 * compile-time half via `tsc -p tsconfig.test.json`, run-time half via jest.
 */
import { expectTypeOf } from "expect-type";
import type { paths } from "@octokit/openapi-types";
import { endpoint } from "../../src/index";
import type { MergedOptions, OpenApiParameters, OpenApiRoute, RequestOptions } from "../../src/index";
import { expectEndpointError } from "../helpers/expect-error";

const BASE = "https://api.github.com";
const github = endpoint.defaults<paths>();

describe("routes: GitHub's operations, METHOD in uppercase", () => {
  test("the description's operations are the routes", () => {
    expectTypeOf<"GET /repos/{owner}/{repo}/issues">().toExtend<OpenApiRoute<paths>>();
    expectTypeOf<"POST /repos/{owner}/{repo}/issues">().toExtend<OpenApiRoute<paths>>();
    expectTypeOf<Extract<OpenApiRoute<paths>, "GET /user" | "PATCH /user" | "PUT /user">>().toEqualTypeOf<
      "GET /user" | "PATCH /user"
    >();
    expect(github("GET /user").url).toBe(`${BASE}/user`);
  });

  test("a typo, a missing method or a lowercase method is a compile error", () => {
    // @ts-expect-error -- "issue", not "issues"
    expect(github("GET /repos/{owner}/{repo}/issue", { owner: "o", repo: "r" }).url).toBe(`${BASE}/repos/o/r/issue`);
    // @ts-expect-error -- /user has no PUT
    expect(github("PUT /user").method).toBe("PUT");
    // @ts-expect-error -- uppercase, as the result's method
    expect(github("get /user").method).toBe("GET");
  });

  test("the result's method is the route's literal", () => {
    expectTypeOf(github("DELETE /repos/{owner}/{repo}", { owner: "o", repo: "r" })).toEqualTypeOf<
      RequestOptions<"DELETE">
    >();
    const merged = github.merge("PUT /repos/{owner}/{repo}/topics", { owner: "o", repo: "r", names: ["types"] });
    expectTypeOf(merged).toEqualTypeOf<MergedOptions<"PUT">>();
    expect(github.parse(merged)).toMatchObject({
      method: "PUT",
      url: `${BASE}/repos/o/r/topics`,
      body: { names: ["types"] },
    });
  });
});

describe("path parameters", () => {
  test("required, typed as the description says (issue_number is a number)", () => {
    const url = github("GET /repos/{owner}/{repo}/issues/{issue_number}", {
      owner: "octokit",
      repo: "rest.js",
      issue_number: 1,
    }).url;
    expect(url).toBe(`${BASE}/repos/octokit/rest.js/issues/1`);
    expectTypeOf<
      OpenApiParameters<paths, "GET /repos/{owner}/{repo}/issues/{issue_number}">["issue_number"]
    >().toEqualTypeOf<number>();
    expectEndpointError(
      // @ts-expect-error -- repo is required
      () => github("GET /repos/{owner}/{repo}/issues/{issue_number}", { owner: "o", issue_number: 1 }),
      "ERR_MISSING_PARAMETER",
      '"repo"',
    );
    // @ts-expect-error -- issue_number is a number
    github("GET /repos/{owner}/{repo}/issues/{issue_number}", { owner: "o", repo: "r", issue_number: "1" });
  });

  test("hyphenated names: {enterprise-team}", () => {
    const route = "GET /enterprises/{enterprise}/teams/{enterprise-team}/memberships";
    expect(github(route, { enterprise: "acme", "enterprise-team": "core", per_page: 10 }).url).toBe(
      `${BASE}/enterprises/acme/teams/core/memberships?per_page=10`,
    );
    // @ts-expect-error -- enterprise-team is required
    expectEndpointError(() => github(route, { enterprise: "acme" }), "ERR_MISSING_PARAMETER", '"enterprise-team"');
  });
});

describe("query parameters", () => {
  test("GET: enums, numbers, strings, as the description says", () => {
    const url = github("GET /repos/{owner}/{repo}/issues", {
      owner: "o",
      repo: "r",
      state: "closed",
      per_page: 100,
      labels: "bug,ui",
    }).url;
    expect(url).toBe(`${BASE}/repos/o/r/issues?state=closed&per_page=100&labels=bug%2Cui`);
    // @ts-expect-error -- not a state
    github("GET /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", state: "opened" });
    // @ts-expect-error -- per_page is a number
    github("GET /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", per_page: "100" });
    // @ts-expect-error -- not a parameter of this operation
    github("GET /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", statee: "open" });
  });

  test("a required query parameter (search's q) is required", () => {
    expect(github("GET /search/issues", { q: "is:open+repo:octokit/rest.js", sort: "created" }).url).toBe(
      `${BASE}/search/issues?q=is%3Aopen+repo%3Aoctokit%2Frest.js&sort=created`,
    );
    // @ts-expect-error -- q is required
    github("GET /search/issues", { sort: "created" });
  });

  test("POST: a query parameter is named in the route (the release asset upload's name)", () => {
    const upload = github("POST /repos/{owner}/{repo}/releases/{release_id}/assets{?name,label}", {
      owner: "o",
      repo: "r",
      release_id: 1,
      name: "app.zip",
      data: "bytes",
      baseUrl: "https://uploads.github.com",
      headers: { "content-type": "application/zip" },
    });
    expect(upload).toMatchObject({
      url: "https://uploads.github.com/repos/o/r/releases/1/assets?name=app.zip",
      body: "bytes",
    });
    // @ts-expect-error -- name is required by the description
    github("POST /repos/{owner}/{repo}/releases/{release_id}/assets{?name,label}", {
      owner: "o",
      repo: "r",
      release_id: 1,
    });
    github("POST /repos/{owner}/{repo}/releases/{release_id}/assets", {
      owner: "o",
      repo: "r",
      release_id: 1,
      // @ts-expect-error -- not named in the route: it would be sent in the body
      name: "app.zip",
    });
  });
});

describe("request bodies", () => {
  test("properties as parameters: required ones required, typed as the description says", () => {
    const result = github("POST /repos/{owner}/{repo}/issues", {
      owner: "o",
      repo: "r",
      title: "Found a bug",
      labels: ["bug"],
    });
    expect(result).toMatchObject({
      method: "POST",
      url: `${BASE}/repos/o/r/issues`,
      body: { title: "Found a bug", labels: ["bug"] },
    });
    // @ts-expect-error -- title is required
    github("POST /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", labels: ["bug"] });
    // @ts-expect-error -- assignees is a list of logins
    github("POST /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", title: "t", assignees: "octocat" });
  });

  test("or the whole body as data", () => {
    const body = { title: "Found a bug", body: "Steps: ..." };
    expect(github("POST /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", data: body }).body).toBe(body);
    // @ts-expect-error -- data lacks title
    github("POST /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", data: { body: "no title" } });
  });

  test("a body requiring a property named like an option (url) goes in data", () => {
    const registry = {
      registry_type: "npm_registry" as const,
      url: "https://npm.example.com",
      visibility: "all" as const,
    };
    expect(github("POST /orgs/{org}/private-registries", { org: "acme", data: registry }).body).toBe(registry);
    expectEndpointError(
      // @ts-expect-error -- url is the url option
      () => github("POST /orgs/{org}/private-registries", { org: "acme", ...registry }),
      "ERR_INVALID_OPTION",
      '"url"',
    );
  });

  test("a body that is not JSON (markdown as text/plain) is given as data", () => {
    const result = github("POST /markdown/raw", {
      data: "# Hi",
      headers: { "content-type": "text/plain; charset=utf-8" },
    });
    expect(result).toMatchObject({ url: `${BASE}/markdown/raw`, body: "# Hi" });
    // @ts-expect-error -- a string
    github("POST /markdown/raw", { data: 42 });
  });

  test("an operation without a body takes no data", () => {
    // @ts-expect-error -- DELETE /repos/{owner}/{repo} has no body
    expect(github("DELETE /repos/{owner}/{repo}", { owner: "o", repo: "r", data: {} }).body).toStrictEqual({});
  });
});

describe("options and defaults", () => {
  test("headers, mediaType, request and baseUrl are allowed", () => {
    const result = github("GET /repos/{owner}/{repo}/readme", {
      owner: "o",
      repo: "r",
      baseUrl: "https://ghe.example.com/api/v3",
      headers: { authorization: "token x" },
      mediaType: { format: "raw" },
      request: { timeout: 1000 },
    });
    expect(result).toMatchObject({
      url: "https://ghe.example.com/api/v3/repos/o/r/readme",
      headers: { accept: "application/vnd.github.v3.raw" },
    });
  });

  test(".defaults() makes the parameters it gives optional", () => {
    const octokit = github.defaults({ owner: "octokit", repo: "rest.js" });
    expect(octokit("GET /repos/{owner}/{repo}/issues/{issue_number}", { issue_number: 2 }).url).toBe(
      `${BASE}/repos/octokit/rest.js/issues/2`,
    );
    expect(octokit("POST /repos/{owner}/{repo}/issues", { title: "Hi" }).body).toStrictEqual({ title: "Hi" });
    expectEndpointError(
      // @ts-expect-error -- issue_number has no default
      () => octokit("GET /repos/{owner}/{repo}/issues/{issue_number}"),
      "ERR_MISSING_PARAMETER",
      '"issue_number"',
    );
  });
});
