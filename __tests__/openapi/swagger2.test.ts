// Swagger 2.0 at run time, cell by cell against swagger-client's buildRequest:
// every `in` x `collectionFormat`, formData under both `consumes`, the body
// parameter, and schemes/host/basePath. Where swagger-client departs from the
// 2.0 specification (versions/2.0.md, Parameter Object `collectionFormat`,
// Swagger Object `schemes`), the specification's value is asserted instead,
// with the reason; docs/openapi.md lists the same differences.
import { endpoint, toFetchArgs } from "../../src/openapi";
import { expectEndpointError } from "../helpers/expect-error";

/** What this test uses of swagger-client, which ships no types. */
interface SwaggerClient {
  buildRequest(options: { spec: object; operationId: string; parameters: object }): {
    url: string;
    method: string;
    headers: { [name: string]: unknown };
    body?: unknown;
  };
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
const Swagger = require("swagger-client") as SwaggerClient;

type Loose = (route: string, options?: object) => { url: string; headers: { [name: string]: unknown }; body?: unknown };
const URLENCODED = "application/x-www-form-urlencoded";
const MULTIPART = "multipart/form-data";
const FORMATS = [undefined, "csv", "ssv", "tsv", "pipes", "multi"] as const;
// A space, a pipe and a comma inside values: each format must keep them apart from its separator.
const VALUE = ["a b", "c|d", "e,f"];

type Where = "query" | "path" | "header" | "urlencoded" | "multipart";
const WHERE: readonly Where[] = ["query", "path", "header", "urlencoded", "multipart"];

function description(where: Where, format: string | undefined): object {
  const location = where === "urlencoded" || where === "multipart" ? "formData" : where;
  const parameter = { name: "v", in: location, type: "array", items: { type: "string" }, required: true };
  const operation = {
    operationId: "op",
    parameters: [format === undefined ? parameter : { ...parameter, collectionFormat: format }],
    ...(location === "formData" ? { consumes: [where === "urlencoded" ? URLENCODED : MULTIPART] } : {}),
  };
  const path = where === "path" ? "/p/{v}" : "/p";
  return {
    swagger: "2.0",
    info: { title: "t", version: "1" },
    host: "x.test",
    basePath: "/v1",
    paths: { [path]: { post: operation } },
  };
}

// What each request sends for the parameter, as a server reads it: the
// query's and form's pairs decoded, the path segment as written, the header's value.
function sent(where: Where, request: { url: string; headers: { [name: string]: unknown }; body?: unknown }): unknown {
  const { url, headers, body } = request;
  if (where === "query") return [...new URL(url).searchParams];
  if (where === "path") return new URL(url).pathname.split("/").pop();
  if (where === "header") return String(headers.v); // fetch writes a list as String() does
  if (where === "urlencoded") return [...new URLSearchParams(String(body))];
  return Array.from(body as Iterable<[string, unknown]>);
}

function ours(where: Where, format: string | undefined): unknown {
  const api = endpoint.defaults({ openapi: description(where, format) }) as unknown as Loose;
  const route = where === "path" ? "POST /p/{v}" : "POST /p";
  const [url, init] = toFetchArgs(api(route, { v: VALUE }) as Parameters<typeof toFetchArgs>[0]);
  return sent(where, { url, headers: init.headers, body: init.body });
}

function theirs(where: Where, format: string | undefined): unknown {
  const request = Swagger.buildRequest({
    spec: description(where, format),
    operationId: "op",
    parameters: { v: VALUE },
  });
  return sent(where, request);
}

/**
 * The cells where swagger-client departs from the 2.0 specification: what
 * the specification says is sent, and why swagger-client's differs.
 */
const SPECIFICATION_WINS: { [cell: string]: { readonly sent: unknown; readonly why: string } } = {
  // csv: "comma separated values foo,bar"; swagger-client encodes the separator itself.
  "path csv": { sent: "a%20b,c%7Cd,e%2Cf", why: "swagger-client writes the separating commas as %2C (data commas)" },
  "path (none)": { sent: "a%20b,c%7Cd,e%2Cf", why: "csv is the default; swagger-client writes %2C" },
  "path multi": { sent: "a%20b,c%7Cd,e%2Cf", why: "multi is for query and formData only: read as csv" },
  "path ssv": { sent: "a%20b%20c%7Cd%20e%2Cf", why: "swagger-client ignores collectionFormat in a path" },
  "path tsv": { sent: "a%20b%09c%7Cd%09e%2Cf", why: "swagger-client ignores collectionFormat in a path" },
  "path pipes": { sent: "a%20b%7Cc%7Cd%7Ce%2Cf", why: "swagger-client ignores collectionFormat in a path" },
  "header ssv": {
    sent: "a b c|d e,f",
    why: "swagger-client ignores collectionFormat in a header (fetch joins with ',')",
  },
  "header tsv": { sent: "a b\tc|d\te,f", why: "swagger-client ignores collectionFormat in a header" },
  "header pipes": { sent: "a b|c|d|e,f", why: "swagger-client ignores collectionFormat in a header" },
  // multipart fields are not percent-encoded: a space separates ssv values, a tab tsv values.
  "multipart ssv": { sent: [["v", "a b c|d e,f"]], why: "swagger-client writes the separator as the text %20" },
  "multipart tsv": { sent: [["v", "a b\tc|d\te,f"]], why: "swagger-client writes the separator as the text %09" },
};

const CELLS = WHERE.flatMap((where) =>
  FORMATS.map((format) => [`${where} ${format ?? "(none)"}`, where, format] as const),
);

describe("every `in` x collectionFormat, compared with swagger-client", () => {
  const agree = CELLS.filter(([cell]) => !(cell in SPECIFICATION_WINS));
  test.each(agree)("%s: the same as swagger-client's", (_, where, format) => {
    expect(ours(where, format)).toStrictEqual(theirs(where, format));
  });

  const differ = CELLS.filter(([cell]) => cell in SPECIFICATION_WINS);
  test.each(differ)("%s: as the specification says (swagger-client differs)", (cell, where, format) => {
    const { sent: expected, why } = SPECIFICATION_WINS[cell]!;
    expect(ours(where, format)).toStrictEqual(expected);
    // The difference is real: if swagger-client starts agreeing, this entry goes.
    expect([why, theirs(where, format)]).not.toStrictEqual([why, expected]);
  });

  test("all 30 cells are compared", () => {
    expect(agree.length + differ.length).toBe(30);
    expect(differ.length).toBe(Object.keys(SPECIFICATION_WINS).length);
  });
});

describe("the body parameter and formData fields", () => {
  const info = { title: "t", version: "1" };
  const spec = (consumes: string[] | undefined, parameters: object[]) => ({
    swagger: "2.0",
    info,
    host: "x.test",
    paths: { "/pets/{id}": { put: { operationId: "op", ...(consumes ? { consumes } : {}), parameters } } },
  });
  const pet = { name: "Rex", tags: ["a"] };
  const bodyParameter = { name: "payload", in: "body", required: true, schema: { type: "object" } };
  const id = { name: "id", in: "path", required: true, type: "integer" };

  test.each([
    ["JSON", ["application/json"], "application/json"],
    ["JSON offered second", ["text/plain", "application/json"], "application/json"],
    ["no JSON (Docker's build context)", ["application/x-tar"], "application/x-tar"],
    ["no consumes (JSON)", undefined, "application/json"],
  ])("in: body (%s) is the body, by its name as swagger-client takes it", (_, consumes, type) => {
    const api = endpoint.defaults({ openapi: spec(consumes, [id, bodyParameter]) }) as unknown as Loose;
    const ours = api("PUT /pets/{id}", { id: 7, payload: pet });
    const theirs = Swagger.buildRequest({
      spec: spec(consumes, [id, bodyParameter]),
      operationId: "op",
      parameters: { id: 7, payload: pet },
    });
    expect(ours.url).toBe(theirs.url.replace(/^http:/, "https:"));
    expect(ours.body).toStrictEqual(theirs.body);
    expect(String(ours.headers["content-type"]).replace(/;.*/, "")).toBe(type);
    // swagger-client takes the first of `consumes`; JSON, when offered, is what rest-endpoint writes.
    if (consumes) expect(theirs.headers["Content-Type"]).toBe(consumes[0]);
  });

  test("in: body also takes `data`; both at once is an error, a missing required body too", () => {
    const api = endpoint.defaults({ openapi: spec(["application/json"], [id, bodyParameter]) }) as unknown as Loose;
    expect(api("PUT /pets/{id}", { id: 7, data: pet }).body).toStrictEqual(pet);
    expectEndpointError(
      () => api("PUT /pets/{id}", { id: 7, data: pet, payload: pet }),
      "ERR_INVALID_PARAMETER",
      '"payload"',
      "given twice",
    );
    expectEndpointError(() => api("PUT /pets/{id}", { id: 7 }), "ERR_MISSING_PARAMETER", '"body"');
  });

  test.each([
    [[URLENCODED], URLENCODED],
    [[MULTIPART], MULTIPART],
    // Slack's descriptions: JSON first, then urlencoded. formData is a form, whatever comes first.
    [["application/json", URLENCODED], URLENCODED],
    [[URLENCODED, MULTIPART], URLENCODED],
  ])("formData under consumes %j is a %s body of its fields", (consumes, type) => {
    const fields = [
      id,
      { name: "name", in: "formData", type: "string", required: true },
      { name: "age", in: "formData", type: "integer" },
    ];
    const api = endpoint.defaults({ openapi: spec(consumes, fields) }) as unknown as Loose;
    const request = api("PUT /pets/{id}", { id: 7, name: "Rex & co", age: 3 });
    expect(request.headers["content-type"]).toBe(type);
    expect(request.body).toStrictEqual({ name: "Rex & co", age: 3 });
    const theirs = Swagger.buildRequest({
      spec: spec(consumes, fields),
      operationId: "op",
      parameters: { id: 7, name: "Rex & co", age: 3 },
    });
    const [, init] = toFetchArgs(request as Parameters<typeof toFetchArgs>[0]);
    const pairs = (body: unknown) =>
      typeof body === "string" ? [...new URLSearchParams(body)] : Array.from(body as Iterable<[string, unknown]>);
    expect(pairs(init.body)).toStrictEqual(pairs(theirs.body));
    expectEndpointError(() => api("PUT /pets/{id}", { id: 7, age: 3 }), "ERR_MISSING_PARAMETER", '"name"');
  });

  test("a file field makes the form multipart, whatever consumes comes first", () => {
    const fields = [id, { name: "file", in: "formData", type: "file" }];
    const api = endpoint.defaults({ openapi: spec([URLENCODED, MULTIPART], fields) }) as unknown as Loose;
    const file = new Blob(["x"]);
    const request = api("PUT /pets/{id}", { id: 7, file });
    expect(request.headers["content-type"]).toBe(MULTIPART);
    expect(request.body).toStrictEqual({ file });
  });

  test("form fields are no body on GET", () => {
    const get = {
      swagger: "2.0",
      info,
      host: "x.test",
      paths: { "/f": { get: { parameters: [{ name: "a", in: "formData", type: "string" }] } } },
    };
    const api = endpoint.defaults({ openapi: get }) as unknown as Loose;
    expectEndpointError(() => api("GET /f", { a: "x" }), "ERR_BODY_NOT_ALLOWED");
    expect(api("GET /f").url).toBe("https://x.test/f");
  });
});

describe("schemes, host and basePath", () => {
  const info = { title: "t", version: "1" };
  const spec = (fields: object, operation: object = {}) => ({
    swagger: "2.0",
    info,
    ...fields,
    paths: { "/p": { get: { operationId: "op", ...operation } } },
  });
  const url = (fields: object, operation?: object) =>
    (endpoint.defaults({ openapi: spec(fields, operation), baseUrl: undefined }) as unknown as Loose)("GET /p").url;
  const theirUrl = (fields: object, operation?: object) =>
    Swagger.buildRequest({ spec: spec(fields, operation), operationId: "op", parameters: {} }).url;

  test.each([
    ["https only", { schemes: ["https"], host: "x.test", basePath: "/v1" }, {}],
    ["http only", { schemes: ["http"], host: "x.test", basePath: "/v1" }, {}],
    ["https first", { schemes: ["https", "http"], host: "x.test:8443", basePath: "/api/v2" }, {}],
    ["a basePath of /", { schemes: ["https"], host: "x.test", basePath: "/" }, {}],
    ["no basePath", { schemes: ["https"], host: "x.test" }, {}],
  ] as Array<[string, object, object?]>)("%s: as swagger-client", (...[, fields, operation]) => {
    expect(url(fields, operation)).toBe(theirUrl(fields, operation));
  });

  // Decisions where swagger-client takes the first scheme, or http for none.
  test.each([
    [
      "http listed first: https is used",
      { schemes: ["http", "https"], host: "x.test" },
      "https://x.test/p",
      "http://x.test/p",
    ],
    ["no schemes: https", { host: "x.test", basePath: "/v1" }, "https://x.test/v1/p", "http://x.test/v1/p"],
  ])("%s (swagger-client: the first, or http)", (_, fields, expected, swaggerClients) => {
    expect(url(fields)).toBe(expected);
    expect(theirUrl(fields)).toBe(swaggerClients);
  });

  test("an operation's own schemes replace the document's (swagger-client reads only the document's)", () => {
    const fields = { schemes: ["https"], host: "x.test", basePath: "/v1" };
    expect(url(fields, { schemes: ["http"] })).toBe("http://x.test/v1/p");
    expect(theirUrl(fields, { schemes: ["http"] })).toBe("https://x.test/v1/p");
  });

  test("no host (the host that served the description): baseUrl applies, basePath included", () => {
    const api = endpoint.defaults({
      openapi: spec({ basePath: "/v1" }),
      baseUrl: "https://docker.local/v1",
    }) as unknown as Loose;
    expect(api("GET /p").url).toBe("https://docker.local/v1/p");
    // Only web sockets: no http(s) server, baseUrl applies too.
    const ws = endpoint.defaults({
      openapi: spec({ schemes: ["wss"], host: "x.test" }),
      baseUrl: "https://y.test",
    }) as unknown as Loose;
    expect(ws("GET /p").url).toBe("https://y.test/p");
  });
});

describe("bad Swagger 2.0 descriptions", () => {
  const info = { title: "t", version: "1" };
  const withParameters = (parameters: unknown[], extra: object = {}) => ({
    swagger: "2.0",
    info,
    paths: { "/x": { post: { parameters } } },
    ...extra,
  });
  test.each([
    [
      "an unknown collectionFormat",
      withParameters([{ name: "a", in: "query", collectionFormat: "json" }]),
      "#/paths/~1x/post/parameters/0/collectionFormat",
    ],
    ["an unknown in", withParameters([{ name: "a", in: "cookie" }]), "#/paths/~1x/post/parameters/0"],
    [
      "two body parameters",
      withParameters([
        { name: "a", in: "body" },
        { name: "b", in: "body" },
      ]),
      "#/paths/~1x/post/parameters/1",
    ],
    [
      "body next to formData",
      withParameters([
        { name: "a", in: "body" },
        { name: "b", in: "formData" },
      ]),
      "#/paths/~1x/post/parameters/1",
    ],
    ["a host with a path", { ...withParameters([]), host: "x.test/v1" }, "#/host"],
    ["a basePath without /", { ...withParameters([]), host: "x.test", basePath: "v1" }, "#/basePath"],
    ["schemes not a list", { ...withParameters([]), host: "x.test", schemes: "https" }, "#/schemes"],
    ["consumes not a list", { ...withParameters([]), consumes: "application/json" }, "#/consumes"],
    ["another version", { ...withParameters([]), swagger: "2.1" }, "#/swagger"],
  ])("%s", (_, document, pointer) => {
    expectEndpointError(() => endpoint.defaults({ openapi: document }), "ERR_INVALID_OPTION", pointer);
  });

  test("a referenced parameter is followed; inherited properties are not read", () => {
    const document = withParameters([{ $ref: "#/parameters/tags" }], {
      host: "x.test",
      parameters: { tags: { name: "tags", in: "query", type: "array", collectionFormat: "pipes" } },
    });
    const polluted = Object.create({ collectionFormat: "multi", required: true }) as object;
    Object.assign(polluted, { name: "ids", in: "query", type: "array" });
    document.paths["/x"].post.parameters.push(polluted);
    const api = endpoint.defaults({ openapi: document }) as unknown as Loose;
    expect(api("POST /x", { tags: ["a", "b"], ids: [1, 2] }).url).toBe("https://x.test/x?ids=1,2&tags=a%7Cb");
  });
});

describe("Swagger 2.0 corners", () => {
  const info = { title: "t", version: "1" };
  test("undeclared parameters join the form fields in the body", () => {
    const api = endpoint.defaults({
      openapi: {
        swagger: "2.0",
        info,
        host: "x.test",
        paths: { "/f": { post: { parameters: [{ name: "a", in: "formData", type: "string" }] } } },
      },
    }) as unknown as Loose;
    expect(api("POST /f", { a: "1", b: 2 }).body).toStrictEqual({ a: "1", b: 2 });
  });

  test.each([
    ["paths not an object", { paths: [] }, "#/paths"],
    ["a path item not an object", { paths: { "/x": 1 } }, "#/paths/~1x"],
    ["an operation not an object", { paths: { "/x": { get: 1 } } }, "#/paths/~1x/get"],
    ["parameters not a list", { paths: { "/x": { get: { parameters: {} } } } }, "#/paths/~1x/get/parameters"],
    ["a parameter not an object", { paths: { "/x": { get: { parameters: [1] } } } }, "#/paths/~1x/get/parameters/0"],
    [
      "a header name with white space",
      { paths: { "/x": { get: { parameters: [{ name: "a b", in: "header" }] } } } },
      "/name",
    ],
  ])("%s is refused", (_, fields, pointer) => {
    expectEndpointError(
      () => endpoint.defaults({ openapi: { swagger: "2.0", info, ...fields } }),
      "ERR_INVALID_OPTION",
      pointer,
    );
  });
});
