// A value fetch would send as a body, given as a parameter rather than as
// `data`: refused with a pointer to `data` (in a JSON body it was `{}`).
import { Buffer } from "node:buffer";
import { runInNewContext } from "node:vm";
import { endpoint } from "../../src/index";
import { endpoint as described, toFetchArgs } from "../../src/openapi";
import { isBodyValue } from "../../src/util/body-value";
import { expectEndpointError } from "../helpers/expect-error";

const BODIES: [string, () => unknown][] = [
  ["a FormData", () => new FormData()],
  ["a Blob", () => new Blob(["x"])],
  ["a File", () => new File(["x"], "x.txt")],
  ["a URLSearchParams", () => new URLSearchParams("a=1")],
  ["an ArrayBuffer", () => new ArrayBuffer(2)],
  ["a SharedArrayBuffer", () => new SharedArrayBuffer(2)],
  ["a Uint8Array", () => new Uint8Array(2)],
  ["a Buffer", () => Buffer.from("x")],
  ["a DataView", () => new DataView(new ArrayBuffer(2))],
  ["a ReadableStream", () => new ReadableStream()],
];

describe.each(BODIES)("%s given as a parameter", (text, make) => {
  test.each([
    ["POST /upload", "body"],
    ["PUT /files/{name}", "file"],
    ["GET /search", "q"],
    ["GET /files/{name}", "name"],
  ])("%s, as %s: ERR_INVALID_PARAMETER pointing to data", (route, key) => {
    const options = { name: "n", [key]: make() };
    expectEndpointError(
      () => endpoint(route, options),
      "ERR_INVALID_PARAMETER",
      `Invalid parameter "${key}" for route "${route}": ${text} (a request body goes in "data"`,
    );
  });

  test("also under the parameters option, in defaults, and in hand-made merged options", () => {
    expectEndpointError(() => endpoint("POST /x", { parameters: { data: make() } }), "ERR_INVALID_PARAMETER", '"data"');
    expectEndpointError(() => endpoint.defaults({ file: make() })("POST /x"), "ERR_INVALID_PARAMETER", '"file"');
    const merged = { ...endpoint.merge("POST /x"), file: make() };
    expectEndpointError(() => endpoint.parse(merged), "ERR_INVALID_PARAMETER", '"file"');
  });

  test("as data it is the body, as given", () => {
    const data = make() as Blob;
    expect(endpoint("POST /upload", { data }).body).toBe(data);
  });
});

test("a value from another realm is recognised", () => {
  const bytes = runInNewContext("new Uint8Array(1)") as unknown;
  const buffer = runInNewContext("new ArrayBuffer(1)") as unknown;
  expect([isBodyValue(bytes), isBodyValue(buffer)]).toStrictEqual([true, true]);
});

test.each<[string, unknown]>([
  ["a plain object", { a: 1 }],
  ["an array", [1]],
  ["a string", "x"],
  ["a Date", new Date(0)],
  ["null", null],
])("%s is no body value", (_text, value) => {
  expect(isBodyValue(value)).toBe(false);
});

test("a body value nested in a parameter's object is the caller's JSON (not looked into)", () => {
  expect(endpoint("POST /x", { nested: { at: new Date(0) } }).body).toStrictEqual({ nested: { at: new Date(0) } });
});

test("described multipart form fields still take files", () => {
  const api = described.defaults({
    openapi: {
      openapi: "3.1.0",
      info: { title: "t", version: "1" },
      servers: [{ url: "https://files.test" }],
      paths: {
        "/upload": {
          post: {
            requestBody: {
              content: {
                "multipart/form-data": {
                  schema: { type: "object", properties: { file: { type: "string", format: "binary" } } },
                },
              },
            },
            responses: {},
          },
        },
      },
    },
  });
  const file = new Blob(["x"]);
  const result = api("POST /upload", { file });
  expect(result.headers["content-type"]).toBe("multipart/form-data");
  const [, init] = toFetchArgs(result);
  expect((init.body as FormData).get("file")).toBeInstanceOf(Blob);
});

describe("under a multipart/form-data content type, the leftover body is a form", () => {
  const headers = { "content-type": "multipart/form-data" };

  test.each(BODIES.filter(([text]) => /^an? (Blob|File|Uint8Array|Buffer|DataView|ArrayBuffer)$/.test(text)))(
    "%s is a file field, which toFetchArgs sends as FormData",
    (_text, make) => {
      const value = make();
      const result = endpoint("POST /upload", { headers, title: "t", file: value });
      expect(result.body).toStrictEqual({ title: "t", file: value });
      const [, init] = toFetchArgs(result);
      const form = init.body as FormData;
      expect(form).toBeInstanceOf(FormData);
      expect(form.get("title")).toBe("t");
      expect(form.get("file")).toBeInstanceOf(Blob);
    },
  );

  test.each([
    ["a placeholder", "PUT /files/{file}", { "content-type": "multipart/form-data" }, "POST"],
    ["a GET's query", "GET /files", { "content-type": "multipart/form-data" }, "GET"],
    ["a JSON body", "POST /files", { "content-type": "application/json" }, "POST"],
  ])("but not in %s", (_where, route, given) => {
    expectEndpointError(
      () => endpoint(route, { headers: given, file: new Blob(["x"]) }),
      "ERR_INVALID_PARAMETER",
      '"file"',
    );
  });
});
