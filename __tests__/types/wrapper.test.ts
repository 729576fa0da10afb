/**
 * `EndpointFunction` and `EndpointArguments`: a generic wrapper written as a
 * wrapper author would (the `createClient` below, exactly as in the
 * TypeScript docs, no casts) compiles, and its callers get the checks of the
 * endpoint function it wraps: a plain `endpoint`, a `.defaults()` result and
 * an OpenAPI-typed one, plain (`defaults<paths>()`) or described
 * (`defaults<paths>({ openapi })`). Compile-time half: `tsc -p tsconfig.test.json`, each
 * `// @ts-expect-error` marking a call that must fail. Run-time half: the same
 * wrapper sends requests to a local server.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expectTypeOf } from "expect-type";
import { endpoint, toFetchArgs } from "../../src/openapi";
import type {
  EndpointArguments,
  EndpointFunction,
  OpenApiEndpoint,
  OpenApiParameters,
  PathValue,
  RequestMethod,
  RootDefaults,
  RouteOptions,
} from "../../src/index";
import type { paths } from "../fixtures/openapi/tasks";
import type { paths as rules } from "../fixtures/openapi/rules/rules";

function createClient<Api extends EndpointFunction>(api: Api) {
  return async function request<R extends string>(route: R, ...args: EndpointArguments<Api, R>) {
    const options = api(route, ...args);
    const response = await fetch(...toFetchArgs(options));
    return { status: response.status, url: options.url, method: options.method };
  };
}

let server: Server;
let origin: string;
const received: Array<{ method?: string; url?: string; body: string }> = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    request.on("end", () => {
      received.push({ method: request.method, url: request.url, body });
      response.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => received.splice(0));

// Never called: calls that must fail to compile, and would also fail at run time.
export function mistakes(): void {
  const plain = createClient(endpoint);
  // @ts-expect-error -- repo is missing
  void plain("GET /repos/{owner}/{repo}", { owner: "o" });
  // @ts-expect-error -- the options are required
  void plain("GET /repos/{owner}/{repo}");
  // @ts-expect-error -- unknown method
  void plain("GTE /user");
  // @ts-expect-error -- a path value is a string, number or bigint
  void plain("GET /repos/{owner}/{repo}", { owner: "o", repo: { name: "r" } });
  // @ts-expect-error -- did you mean baseUrl?
  void plain("GET /user", { baseURL: "https://x.test" });
  // @ts-expect-error -- a GET request has no body
  void plain("GET /user", { data: "x" });
  // @ts-expect-error -- the route gives the method
  void plain("GET /user", { method: "POST" });

  const owned = createClient(endpoint.defaults({ owner: "octokit" }));
  // @ts-expect-error -- repo has no default
  void owned("GET /repos/{owner}/{repo}", {});
  // @ts-expect-error -- unknown method
  void owned("FETCH /repos/{owner}/{repo}", { repo: "r" });
  // @ts-expect-error -- a path value is a string, number or bigint
  void owned("GET /repos/{owner}/{repo}", { repo: null });

  const tasks = createClient(endpoint.defaults<paths>());
  // @ts-expect-error -- list_id is required
  void tasks("GET /lists/{list_id}/tasks", { status: "open" });
  // @ts-expect-error -- unknown method
  void tasks("GTE /health");
  // @ts-expect-error -- not a route of the description
  void tasks("GET /nowhere");
  // @ts-expect-error -- list_id is a number in the schema
  void tasks("GET /lists/{list_id}/tasks", { list_id: "1" });
  // @ts-expect-error -- not a status of the schema
  void tasks("GET /lists/{list_id}/tasks", { list_id: 1, status: "opened" });
  // @ts-expect-error -- the body's title is required
  void tasks("POST /lists/{list_id}/tasks", { list_id: 1 });
}

// The described mode is typed only (its calls are never run here, as in
// openapi-rules.test.ts): the description given at run time.
declare const description: object;

// Never called: a wrapper over a described endpoint takes every parameter by
// name where its `in` says, as the endpoint itself does, and refuses what it refuses.
export function describedCalls(): void {
  const described = createClient(endpoint.defaults<rules>({ openapi: description }));
  void described("PATCH /things/{id}", { id: 1, "X-Request-Id": "a", dry_run: true, session: "s", data: {} });
  void described("DELETE /things/{id}", { id: 1, force: true, "api-version": "2024" });
  void described("GET /fetch", { parameters: { url: "https://example.com", Data: "d" } });
  void described("POST /v1/images:annotate", { image: "i" });
  void described("PUT /maps/{name}", { name: "m", data: { a: "1" } });
  // @ts-expect-error -- X-Request-Id is required
  void described("PATCH /things/{id}", { id: 1, dry_run: true, data: {} });
  // @ts-expect-error -- force is required
  void described("DELETE /things/{id}", { id: 1, "api-version": "2024" });
  // @ts-expect-error -- url is the url option: the parameter goes in parameters
  void described("GET /fetch", { url: "https://example.com" });
  // @ts-expect-error -- no data on GET, whatever the description declares
  void described("GET /things", { data: { expand: "x" } });
  // @ts-expect-error -- DELETE /things/{id} has no query parameter "purge"
  void described("DELETE /things/{id}{?purge}", { id: 1, force: true, "api-version": "2024" });
  // @ts-expect-error -- not a route of the description
  void described("GET /nowhere");
  // @ts-expect-error -- unknown method
  void described("GTE /things");

  const cascaded = createClient(endpoint.defaults<rules>({ openapi: description }).defaults({ id: 1 }));
  void cascaded("DELETE /things/{id}", { force: true, "api-version": "2024" });
  // @ts-expect-error -- force has no default
  void cascaded("DELETE /things/{id}", { "api-version": "2024" });

  // The same description without it at run time: the plain rules.
  const plain = createClient(endpoint.defaults<rules>());
  // @ts-expect-error -- without the description, :name reads as a placeholder
  void plain("POST /v1/images:annotate", { image: "i" });
}

describe("EndpointArguments is what the endpoint function takes", () => {
  test("for a route literal: its parameters, defaults included", () => {
    expectTypeOf<EndpointArguments<typeof endpoint, "GET /users/{user}">>().toEqualTypeOf<
      [options: { user: PathValue } & RouteOptions<"GET">]
    >();
    const owned = endpoint.defaults({ user: "u" });
    expect(owned("GET /users/{user}").url).toBe("https://api.github.com/users/u");
    expectTypeOf<EndpointArguments<typeof owned, "GET /users/{user}">>().toEqualTypeOf<
      [options?: { user?: PathValue } & RouteOptions<"GET">]
    >();
    expectTypeOf<EndpointArguments<typeof endpoint, string>>().toEqualTypeOf<[options?: RouteOptions]>();
  });

  test("every kind of endpoint function is an EndpointFunction", () => {
    expectTypeOf(endpoint).toExtend<EndpointFunction>();
    expectTypeOf(endpoint.defaults({ method: "POST", url: "/x" })).toExtend<EndpointFunction>();
    expectTypeOf(endpoint.defaults<paths>()).toExtend<EndpointFunction>();
    expectTypeOf(endpoint.defaults<paths>().defaults({ list_id: 1 })).toExtend<EndpointFunction>();
    expectTypeOf<OpenApiEndpoint<rules, RootDefaults, true>>().toExtend<EndpointFunction>();
  });

  test("for a described endpoint (defaults<paths>({ openapi })): the described mode's parameters", () => {
    type Described = OpenApiEndpoint<rules, RootDefaults, true>;
    type Plain = OpenApiEndpoint<rules, RootDefaults, false>;
    // Typed only, as in describedCalls(): the description is never given at run time here.
    expectTypeOf(() => endpoint.defaults<rules>({ openapi: description })).returns.toEqualTypeOf<Described>();
    expectTypeOf(() => endpoint.defaults<rules>()).returns.toEqualTypeOf<Plain>();
    expectTypeOf<EndpointArguments<Described, "PATCH /things/{id}">>().toEqualTypeOf<
      [options: OpenApiParameters<rules, "PATCH /things/{id}", never, true>]
    >();
    // Header parameters by name (or under headers: then undefined here): the described mode's, not the plain one's.
    expectTypeOf<EndpointArguments<Described, "PATCH /things/{id}">[0]["X-Request-Id"]>().toEqualTypeOf<
      "a" | "b" | undefined
    >();
    expectTypeOf<EndpointArguments<Plain, "PATCH /things/{id}">>().toEqualTypeOf<
      [options: OpenApiParameters<rules, "PATCH /things/{id}", never, false>]
    >();
    expectTypeOf<EndpointArguments<Plain, "PATCH /things/{id}">>().not.toEqualTypeOf<
      EndpointArguments<Described, "PATCH /things/{id}">
    >();
  });
});

describe("the wrapper sends what the endpoint function builds", () => {
  test("a plain endpoint (an absolute route)", async () => {
    const plain = createClient(endpoint);
    const result = await plain(`POST ${origin}/markdown`, { text: "Hi" });
    expectTypeOf(result.method).toEqualTypeOf<RequestMethod>();
    expect(result).toStrictEqual({ status: 200, url: `${origin}/markdown`, method: "POST" });
    expect(received).toStrictEqual([{ method: "POST", url: "/markdown", body: '{"text":"Hi"}' }]);
  });

  test("a .defaults() result: its defaulted parameters may be left out", async () => {
    const owned = createClient(endpoint.defaults({ baseUrl: origin, owner: "octokit" }));
    const result = await owned("GET /repos/{owner}/{repo}", { repo: "rest.js", per_page: 2 });
    expect(result).toStrictEqual({ status: 200, url: `${origin}/repos/octokit/rest.js?per_page=2`, method: "GET" });
    expect(received).toStrictEqual([{ method: "GET", url: "/repos/octokit/rest.js?per_page=2", body: "" }]);
  });

  test("an OpenAPI-typed endpoint: parameters typed by the schema", async () => {
    const tasks = createClient(endpoint.defaults<paths>({ baseUrl: origin }));
    await tasks("GET /lists/{list_id}/tasks", { list_id: 7, status: "open" });
    await tasks("POST /lists/{list_id}/tasks", { list_id: 7, title: "Milk" });
    expect(received).toStrictEqual([
      { method: "GET", url: "/lists/7/tasks?status=open", body: "" },
      { method: "POST", url: "/lists/7/tasks", body: '{"title":"Milk"}' },
    ]);
  });
});
