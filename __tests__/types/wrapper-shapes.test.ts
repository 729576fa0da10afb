/**
 * Wrappers in the shapes people write besides the documented `createClient`:
 * a class, a function over `typeof endpoint`, an arrow factory over a
 * `.defaults()` result, a wrapper that only takes GET routes or a fixed set
 * of routes, and an endpoint function kept in an object. Each compiles
 * without casts, its callers get the endpoint's checks (every
 * `// @ts-expect-error` must stay an error: `tsc -p tsconfig.test.json`), and
 * its calls build the request `endpoint` itself builds.
 */
import { endpoint } from "../../src/index";
import { expectEndpointError } from "../helpers/expect-error";
import type { EndpointArguments, EndpointFunction, RequestOptions } from "../../src/index";
import type { paths } from "../fixtures/openapi/tasks";

class Client<Api extends EndpointFunction> {
  constructor(private readonly api: Api) {}

  options<R extends string>(route: R, ...args: EndpointArguments<Api, R>): RequestOptions {
    return this.api(route, ...args);
  }
}

// `endpoint` called with a generic route cannot be checked against that route:
// a wrapper over `typeof endpoint` calls it as the `EndpointFunction` it also is.
const github: EndpointFunction = endpoint;

function request<R extends string>(route: R, ...args: EndpointArguments<typeof endpoint, R>) {
  return github(route, ...args);
}

const urlOf =
  <Api extends EndpointFunction>(api: Api) =>
  <R extends string>(route: R, ...args: EndpointArguments<Api, R>) =>
    api(route, ...args).url;

function get<R extends `GET ${string}`>(route: R, ...args: EndpointArguments<typeof endpoint, R>) {
  return github(route, ...args);
}

type Known = "GET /users/{user}" | "GET /orgs/{org}/repos{?type}";
function known<R extends Known>(route: R, ...args: EndpointArguments<typeof endpoint, R>) {
  return github(route, ...args);
}

const services: { readonly github: EndpointFunction } = { github: endpoint };

// Never called: calls that must fail to compile, and would also fail at run time.
export function mistakes(): void {
  const client = new Client(endpoint.defaults({ headers: { authorization: "token t" } }));
  // @ts-expect-error -- repo is missing
  client.options("GET /repos/{owner}/{repo}", { owner: "o" });
  // @ts-expect-error -- unknown method
  client.options("GTE /user");
  // @ts-expect-error -- a path value is a string, number or bigint
  client.options("GET /repos/{owner}/{repo}", { owner: "o", repo: null });
  // @ts-expect-error -- did you mean baseUrl?
  client.options("GET /user", { baseURL: "https://x.test" });
  // @ts-expect-error -- a GET request has no body
  client.options("GET /user", { data: {} });
  // @ts-expect-error -- the options are required
  request("GET /users/{user}");
  // @ts-expect-error -- repo is missing, though the defaults give owner
  urlOf(endpoint.defaults({ owner: "o" }))("GET /repos/{owner}/{repo}", {});
  // @ts-expect-error -- not a GET route
  get("POST /users/{user}", { user: "u" });
  // @ts-expect-error -- org is missing
  known("GET /orgs/{org}/repos{?type}", {});
  // @ts-expect-error -- not a route of the description
  new Client(endpoint.defaults<paths>()).options("GET /nowhere");
}

test("a class over a .defaults() result builds what the endpoint builds", () => {
  const api = endpoint.defaults({ baseUrl: "https://ghe.test/api/v3", headers: { authorization: "token t" } });
  const client = new Client(api);
  expect(client.options("GET /repos/{owner}/{repo}", { owner: "o", repo: "r" })).toStrictEqual(
    api("GET /repos/{owner}/{repo}", { owner: "o", repo: "r" }),
  );
});

test("a function over typeof endpoint, with and without options", () => {
  expect(request("POST /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", title: "t" })).toStrictEqual(
    endpoint("POST /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", title: "t" }),
  );
  expect(request("GET /user").url).toBe("https://api.github.com/user");
});

test("an arrow factory keeps the defaults' parameters optional", () => {
  const url = urlOf(endpoint.defaults({ owner: "me" }));
  expect(url("GET /repos/{owner}/{repo}", { repo: "r" })).toBe("https://api.github.com/repos/me/r");
});

test("wrappers narrowed to GET routes or to a set of routes", () => {
  expect(get("GET /users/{user}", { user: "u" }).url).toBe("https://api.github.com/users/u");
  expect(known("GET /orgs/{org}/repos{?type}", { org: "o", type: "all" }).url).toBe(
    "https://api.github.com/orgs/o/repos?type=all",
  );
});

test("a route only known at run time is checked at run time", () => {
  const route: string = "GET /users/{user}";
  expect(request(route, { user: "u" }).url).toBe("https://api.github.com/users/u");
  expectEndpointError(() => request(route), "ERR_MISSING_PARAMETER", '"user"');
});

test("an endpoint function kept in an object", () => {
  expect(services.github("GET /zen").url).toBe("https://api.github.com/zen");
});

test("an OpenAPI-typed endpoint through the class", () => {
  const tasks = new Client(endpoint.defaults<paths>({ baseUrl: "https://tasks.test/api" }));
  expect(tasks.options("GET /health").url).toBe("https://tasks.test/api/health");
});
