/**
 * OperationResponse and EndpointResponse: a described route's 2xx response
 * body, on the project's tasks description and on GitHub's real one
 * (@octokit/openapi-types); and the reference wrapper (examples/request.ts)
 * returning it, typed without casts. Compile-time half via
 * `tsc -p tsconfig.test.json`; the wrapper also runs against a fake fetch.
 */
import { expectTypeOf } from "expect-type";
import type { components as github, paths as githubPaths } from "@octokit/openapi-types";
import { endpoint } from "../../src/openapi";
import type { EndpointResponse, OperationResponse } from "../../src/index";
import type { components, paths } from "../fixtures/openapi/tasks";
import { createClient } from "../../examples/request";

const tasks = endpoint.defaults<paths>({ baseUrl: "https://tasks.test" });

describe("OperationResponse<paths, Route>", () => {
  test("the JSON body of the 2xx response, per route", () => {
    expectTypeOf<OperationResponse<paths, "GET /lists/{list_id}/tasks">>().toEqualTypeOf<
      components["schemas"]["Task"][]
    >();
    // 201 and 422: only the 2xx one.
    expectTypeOf<OperationResponse<paths, "POST /lists/{list_id}/tasks">>().toEqualTypeOf<
      components["schemas"]["Task"]
    >();
    // 204 without content.
    expectTypeOf<OperationResponse<paths, "GET /health">>().toEqualTypeOf<undefined>();
  });

  test("on GitHub's description", () => {
    expectTypeOf<OperationResponse<githubPaths, "GET /repos/{owner}/{repo}/issues">>().toEqualTypeOf<
      github["schemas"]["issue"][]
    >();
    expectTypeOf<OperationResponse<githubPaths, "POST /repos/{owner}/{repo}/issues">>().toEqualTypeOf<
      github["schemas"]["issue"]
    >();
    expectTypeOf<OperationResponse<githubPaths, "GET /user">>().toEqualTypeOf<
      github["schemas"]["private-user"] | github["schemas"]["public-user"]
    >();
  });

  test("a route suffix names the same operation; a route the schema lacks is unknown", () => {
    expectTypeOf<OperationResponse<paths, "GET /lists/{list_id}/tasks{?status}">>().toEqualTypeOf<
      components["schemas"]["Task"][]
    >();
    expectTypeOf<OperationResponse<paths, "GET /nowhere">>().toBeUnknown();
  });
});

describe("EndpointResponse and the reference wrapper", () => {
  test("a described endpoint's response type; any other endpoint's is unknown", () => {
    expectTypeOf<EndpointResponse<typeof tasks, "GET /lists/{list_id}/tasks">>().toEqualTypeOf<
      components["schemas"]["Task"][]
    >();
    expectTypeOf<EndpointResponse<typeof endpoint, "GET /user">>().toBeUnknown();
  });

  test("createClient over a described endpoint returns typed data, no cast", async () => {
    const body = [{ id: 1, title: "Buy milk" }];
    const send = (() =>
      Promise.resolve(
        new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } }),
      )) as unknown as typeof fetch;
    const request = createClient(tasks, send);
    const { data } = await request("GET /lists/{list_id}/tasks", { list_id: 7 });
    expectTypeOf(data).toEqualTypeOf<components["schemas"]["Task"][]>();
    expect(data[0]?.title).toBe("Buy milk");
    const plain = await createClient(endpoint, send)("GET /user");
    expectTypeOf(plain.data).toBeUnknown();
  });
});
