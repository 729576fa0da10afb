/**
 * Calls typed by an OpenAPI description: `endpoint.defaults<paths>()` with
 * the `paths` openapi-typescript generated from the test description
 * (__tests__/fixtures/openapi/tasks.yaml, OpenAPI 3.1). Compile-time half:
 * `tsc -p tsconfig.test.json` checks every `expectTypeOf` and that each
 * `// @ts-expect-error` line fails to compile. Run-time half: the same calls
 * run under jest; the typed endpoint is the plain one, so a line the types
 * reject still does what the untyped call does (or throws).
 */
import { expectTypeOf } from "expect-type";
import { endpoint } from "../../src/index";
import type {
  EndpointInterface,
  MergedOptions,
  OpenApiParameters,
  OpenApiRoute,
  RequestOptions,
} from "../../src/index";
import type { paths } from "../fixtures/openapi/tasks";
import { expectEndpointError } from "../helpers/expect-error";

const BASE = "https://tasks.example.com/api/v1";
const tasks = endpoint.defaults<paths>({ baseUrl: BASE, headers: { authorization: "Bearer t" } });

describe("routes: an operation of the description, METHOD in uppercase", () => {
  test("every operation is a route; absent methods and TRACE are not", () => {
    expectTypeOf<Extract<OpenApiRoute<paths>, `${string} /lists/{list_id}`>>().toEqualTypeOf<
      "GET /lists/{list_id}" | "HEAD /lists/{list_id}" | "PATCH /lists/{list_id}" | "DELETE /lists/{list_id}"
    >();
    expect(tasks("GET /health")).toMatchObject({ method: "GET", url: `${BASE}/health` });
  });

  test("a path or method the description does not have is a compile error (the call itself would still run)", () => {
    // @ts-expect-error -- no such path
    expect(tasks("GET /list/{list_id}", { list_id: 1 }).url).toBe(`${BASE}/list/1`);
    // @ts-expect-error -- /health has no DELETE
    expect(tasks("DELETE /health").method).toBe("DELETE");
    // @ts-expect-error -- the method is written in uppercase, as in the result
    expect(tasks("get /health").method).toBe("GET");
    // @ts-expect-error -- a URL-only route names no operation
    expect(tasks("/health").method).toBe("GET");
  });

  test("the result's method is the route's literal, in call, merge and parse", () => {
    const result = tasks("PATCH /lists/{list_id}", { list_id: 1, name: "Home" });
    expectTypeOf(result).toEqualTypeOf<RequestOptions<"PATCH">>();
    expect(result).toMatchObject({ method: "PATCH", url: `${BASE}/lists/1`, body: { name: "Home" } });
    const merged = tasks.merge("HEAD /lists/{list_id}", { list_id: 1 });
    expectTypeOf(merged).toEqualTypeOf<MergedOptions<"HEAD">>();
    expectTypeOf(tasks.parse(merged).method).toEqualTypeOf<"HEAD">();
    expect(tasks.parse(merged)).toStrictEqual(tasks("HEAD /lists/{list_id}", { list_id: 1 }));
    expectTypeOf(tasks.merge()).toEqualTypeOf<MergedOptions<"GET">>();
  });
});

describe("path parameters: required, typed as the schema says", () => {
  test("given with their types", () => {
    expect(tasks("GET /lists/{list_id}/tasks/{task_id}", { list_id: 1, task_id: 22 }).url).toBe(
      `${BASE}/lists/1/tasks/22`,
    );
    expectTypeOf<OpenApiParameters<paths, "GET /lists/{list_id}/tasks/{task_id}">["task_id"]>().toEqualTypeOf<number>();
  });

  test("missing: a compile error, and it throws", () => {
    expectEndpointError(
      // @ts-expect-error -- task_id is required
      () => tasks("GET /lists/{list_id}/tasks/{task_id}", { list_id: 1 }),
      "ERR_MISSING_PARAMETER",
      '"task_id"',
    );
    // @ts-expect-error -- the options are required when a parameter is
    expectEndpointError(() => tasks("GET /lists/{list_id}"), "ERR_MISSING_PARAMETER", '"list_id"');
  });

  test("of another type than the schema's: a compile error", () => {
    // @ts-expect-error -- list_id is an integer in the schema
    expect(tasks("GET /lists/{list_id}", { list_id: "1" }).url).toBe(`${BASE}/lists/1`);
  });

  test("a hyphenated name ({team-slug}) is a parameter like any other", () => {
    const result = tasks("GET /teams/{team-slug}/lists", { "team-slug": "core", limit: 5 });
    expect(result.url).toBe(`${BASE}/teams/core/lists?limit=5`);
    expectEndpointError(
      // @ts-expect-error -- team-slug is required
      () => tasks("GET /teams/{team-slug}/lists", { limit: 5 }),
      "ERR_MISSING_PARAMETER",
      '"team-slug"',
    );
  });
});

describe("query parameters of GET, HEAD and OPTIONS: typed as the schema says", () => {
  test("enums, numbers, arrays, dates as strings", () => {
    const url = tasks("GET /lists/{list_id}/tasks", {
      list_id: 1,
      status: "open",
      priority: 2,
      tags: ["a", "b"],
      due_before: "2025-01-31",
    }).url;
    expect(url).toBe(`${BASE}/lists/1/tasks?status=open&priority=2&tags=a,b&due_before=2025-01-31`);
    type Query = OpenApiParameters<paths, "GET /lists/{list_id}/tasks">;
    expectTypeOf<Query["status"]>().toEqualTypeOf<"open" | "done" | "archived" | undefined>();
    expectTypeOf<Query["tags"]>().toEqualTypeOf<string[] | undefined>();
    expectTypeOf<Query["limit"]>().toEqualTypeOf<number | undefined>();
  });

  test("a value outside the enum, a wrong type, an unknown name: compile errors", () => {
    // @ts-expect-error -- not a status
    expect(tasks("GET /lists/{list_id}/tasks", { list_id: 1, status: "opened" }).url).toContain("status=opened");
    // @ts-expect-error -- priority is a number
    expect(tasks("GET /lists/{list_id}/tasks", { list_id: 1, priority: "high" }).url).toContain("priority=high");
    // @ts-expect-error -- in is a list of "title" | "notes"
    expect(tasks("GET /search", { q: "milk", in: ["body"] }).url).toBe(`${BASE}/search?q=milk&in=body`);
    // @ts-expect-error -- the schema has no such parameter (a typo of status)
    expect(tasks("GET /lists/{list_id}/tasks", { list_id: 1, stauts: "open" }).url).toContain("stauts=open");
  });

  test("a required query parameter is required; options may be left out when nothing is", () => {
    expect(tasks("GET /search", { q: "milk", in: ["title", "notes"] }).url).toBe(
      `${BASE}/search?q=milk&in=title,notes`,
    );
    // @ts-expect-error -- q is required
    expect(tasks("GET /search", { limit: 1 }).url).toBe(`${BASE}/search?limit=1`);
    expect(tasks("GET /lists").url).toBe(`${BASE}/lists`);
  });
});

describe("query parameters of other methods: named in the route", () => {
  test("POST, PUT, PATCH, DELETE send leftovers in the body: a query parameter must be in a {?...} expression", () => {
    const result = tasks("DELETE /lists/{list_id}{?force}", { list_id: 1, force: true });
    expect(result).toMatchObject({ method: "DELETE", url: `${BASE}/lists/1?force=true` });
    expect(result).not.toHaveProperty("body");
    // @ts-expect-error -- not named in the route, force would go to the body
    expect(tasks("DELETE /lists/{list_id}", { list_id: 1, force: true }).body).toStrictEqual({ force: true });
  });

  test("a required one is typed as the schema says, next to a binary body given as data", () => {
    const upload = tasks("POST /lists/{list_id}/tasks/{task_id}/attachments{?filename}", {
      list_id: 1,
      task_id: 2,
      filename: "notes.txt",
      data: "bytes",
      headers: { "content-type": "application/octet-stream" },
    });
    expect(upload).toMatchObject({ url: `${BASE}/lists/1/tasks/2/attachments?filename=notes.txt`, body: "bytes" });
    // @ts-expect-error -- filename is required
    tasks("POST /lists/{list_id}/tasks/{task_id}/attachments{?filename}", { list_id: 1, task_id: 2, data: "bytes" });
  });

  test("a name the operation does not have, or a path the schema does not have, is a compile error", () => {
    // @ts-expect-error -- DELETE /lists/{list_id} has no "purge"
    expect(tasks("DELETE /lists/{list_id}{?purge}", { list_id: 1 }).url).toBe(`${BASE}/lists/1`);
    // @ts-expect-error -- no such path
    expect(tasks("DELETE /list/{list_id}{?force}", { list_id: 1 }).url).toBe(`${BASE}/list/1`);
  });
});

describe("request bodies: the JSON body's properties as parameters, or all of it as data", () => {
  test("properties: required ones required, typed as the schema says", () => {
    const result = tasks("POST /lists/{list_id}/tasks", {
      list_id: 1,
      title: "Milk",
      priority: 3,
      tags: ["shop"],
      notes: null,
    });
    expect(result.body).toStrictEqual({ title: "Milk", priority: 3, tags: ["shop"], notes: null });
    // @ts-expect-error -- title is required
    expect(tasks("POST /lists/{list_id}/tasks", { list_id: 1, priority: 3 }).body).toStrictEqual({ priority: 3 });
    // @ts-expect-error -- priority is a number
    tasks("POST /lists/{list_id}/tasks", { list_id: 1, title: "Milk", priority: "high" });
    // @ts-expect-error -- the body schema has no "titel"
    tasks("POST /lists/{list_id}/tasks", { list_id: 1, title: "Milk", titel: "Milk" });
  });

  test("data: the whole body, checked against the schema; then no property may be given as well", () => {
    expect(tasks("POST /lists/{list_id}/tasks", { list_id: 1, data: { title: "Milk" } }).body).toStrictEqual({
      title: "Milk",
    });
    // @ts-expect-error -- data lacks the required title
    tasks("POST /lists/{list_id}/tasks", { list_id: 1, data: { priority: 1 } });
    // @ts-expect-error -- with data, title would not be sent
    const both = tasks("POST /lists/{list_id}/tasks", { list_id: 1, title: "Tea", data: { title: "Milk" } });
    expect(both.body).toStrictEqual({ title: "Milk" });
  });

  test("a required body combined from allOf (PUT): every required property, enums included", () => {
    const result = tasks("PUT /lists/{list_id}/tasks/{task_id}", {
      list_id: 1,
      task_id: 2,
      title: "Milk",
      status: "done",
    });
    expect(result.body).toStrictEqual({ title: "Milk", status: "done" });
    // @ts-expect-error -- status is required by the PUT body
    tasks("PUT /lists/{list_id}/tasks/{task_id}", { list_id: 1, task_id: 2, title: "Milk" });
  });

  test("a body that is not an object (a list of tags) is given as data only", () => {
    expect(
      tasks("PUT /lists/{list_id}/tasks/{task_id}/tags", { list_id: 1, task_id: 2, data: ["a"] }).body,
    ).toStrictEqual(["a"]);
    // @ts-expect-error -- the body is required
    tasks("PUT /lists/{list_id}/tasks/{task_id}/tags", { list_id: 1, task_id: 2 });
    // @ts-expect-error -- a list of strings
    tasks("PUT /lists/{list_id}/tasks/{task_id}/tags", { list_id: 1, task_id: 2, data: [1] });
  });

  test("a body requiring a property named like an option (url) is given as data only", () => {
    const hook = { url: "https://hooks.example.com/tasks", events: ["task.done" as const] };
    expect(tasks("POST /webhooks", { data: hook }).body).toBe(hook);
    expectEndpointError(
      // @ts-expect-error -- url is the url option, not a body property
      () => tasks("POST /webhooks", { url: hook.url, events: hook.events }),
      "ERR_INVALID_OPTION",
      '"url"',
    );
  });

  test("a form body is given as data, in whatever form the client sends (rest-endpoint does not encode forms)", () => {
    const form = new URLSearchParams({ source: "https://example.com/tasks.csv" });
    const headers = { "content-type": "application/x-www-form-urlencoded" };
    expect(tasks("POST /lists/{list_id}/import", { list_id: 1, data: form, headers }).body).toBe(form);
    expect(tasks("POST /lists/{list_id}/import", { list_id: 1, data: "source=x", headers }).body).toBe("source=x");
    // @ts-expect-error -- the body is required
    tasks("POST /lists/{list_id}/import", { list_id: 1 });
    // @ts-expect-error -- form fields are not parameters: rest-endpoint would send them as JSON
    tasks("POST /lists/{list_id}/import", { list_id: 1, source: "x" });
  });

  test("an optional body (PATCH): every property optional, and no body at all is fine", () => {
    expect(tasks("PATCH /lists/{list_id}", { list_id: 1, archived: true }).body).toStrictEqual({ archived: true });
    expect(tasks("PATCH /lists/{list_id}", { list_id: 1 }).body).toBe("");
    // @ts-expect-error -- not a colour of the enum
    tasks("PATCH /lists/{list_id}", { list_id: 1, color: "pink" });
  });

  test("no body in the schema: data is a compile error (and throws for GET)", () => {
    // @ts-expect-error -- GET /lists takes no body
    expectEndpointError(() => tasks("GET /lists", { data: "x" }), "ERR_BODY_NOT_ALLOWED", '"data"');
  });
});

describe("options and defaults", () => {
  test("headers, mediaType, request and baseUrl are allowed; method and url come from the route", () => {
    const agent = {};
    const result = tasks("GET /lists", {
      baseUrl: "https://eu.tasks.example.com/v1",
      headers: { "x-request-id": "1" },
      mediaType: { format: "raw" },
      request: { agent },
    });
    expect(result).toMatchObject({
      url: "https://eu.tasks.example.com/v1/lists",
      headers: { "x-request-id": "1", authorization: "Bearer t" },
    });
    expect(result.request?.agent).toBe(agent);
    // @ts-expect-error -- the route gives the method
    expectEndpointError(() => tasks("GET /lists", { method: "POST" }), "ERR_INVALID_OPTION", '"method"');
  });

  test(".defaults() on the typed endpoint: the parameters it gives become optional, cascading", () => {
    const list = tasks.defaults({ list_id: 7 });
    expect(list("GET /lists/{list_id}/tasks", { status: "done" }).url).toBe(`${BASE}/lists/7/tasks?status=done`);
    const task = list.defaults({ task_id: 9 });
    expect(task("GET /lists/{list_id}/tasks/{task_id}").url).toBe(`${BASE}/lists/7/tasks/9`);
    // @ts-expect-error -- task_id has no default in `list`
    expectEndpointError(() => list("GET /lists/{list_id}/tasks/{task_id}"), "ERR_MISSING_PARAMETER", '"task_id"');
    const cleared = task.defaults({ task_id: undefined });
    // @ts-expect-error -- the default was removed
    expectEndpointError(() => cleared("GET /lists/{list_id}/tasks/{task_id}"), "ERR_MISSING_PARAMETER", '"task_id"');
  });

  test("defaults<paths>(options) takes the shared options; parameters go in a chained .defaults()", () => {
    // @ts-expect-error -- a parameter here could not be made optional: chain .defaults({ list_id: 3 })
    const early = endpoint.defaults<paths>({ baseUrl: BASE, list_id: 3 });
    expect(early("GET /lists/{list_id}", { list_id: 4 }).url).toBe(`${BASE}/lists/4`);
    // @ts-expect-error -- routes give the method
    expect(endpoint.defaults<paths>({ method: "POST" }).DEFAULTS.method).toBe("POST");
    const chained = endpoint.defaults<paths>({ baseUrl: BASE }).defaults({ list_id: 3 });
    expect(chained("GET /lists/{list_id}").url).toBe(`${BASE}/lists/3`);
  });

  test("parameters defaulted before the description was given are optional too", () => {
    const list = endpoint.defaults({ baseUrl: BASE, list_id: 3 }).defaults<paths>();
    expect(list("GET /lists/{list_id}").url).toBe(`${BASE}/lists/3`);
  });

  test("defaults<paths>() adds types only: the function behaves as endpoint.defaults(options)", () => {
    const plain = endpoint.defaults({ baseUrl: BASE, headers: { authorization: "Bearer t" } });
    expect(tasks.DEFAULTS).toStrictEqual(plain.DEFAULTS);
    expect(tasks("POST /lists", { name: "Home" })).toStrictEqual(plain("POST /lists", { name: "Home" }));
    expect(endpoint.defaults<paths>().DEFAULTS).toStrictEqual(endpoint.DEFAULTS);
    // Without a type argument or options: the same defaults, untyped.
    expectTypeOf(endpoint.defaults()).toEqualTypeOf<EndpointInterface>();
    expect(endpoint.defaults().DEFAULTS).toStrictEqual(endpoint.DEFAULTS);
    expectTypeOf(tasks.defaults()).toEqualTypeOf(tasks);
  });
});
