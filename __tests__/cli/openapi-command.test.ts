import { endpoint } from "../../src/openapi";
import { main } from "../../src/cli/main";
import { memoryIo } from "../helpers/cli";

const description = {
  openapi: "3.0.3",
  info: { title: "t", version: "1" },
  servers: [{ url: "https://api.test/v1" }],
  paths: {
    "/pets/{petId}": {
      parameters: [{ name: "petId", in: "path", required: true, style: "label" }],
      get: {
        parameters: [
          { name: "tags", in: "query", explode: false, required: true },
          { name: "filter", in: "query", style: "deepObject", explode: true },
          { name: "X-Trace", in: "header" },
          { name: "raw", in: "query", allowReserved: true },
        ],
      },
      post: {
        requestBody: { required: true, content: { "application/x-www-form-urlencoded": {} } },
        servers: [{ url: "https://upload.test" }],
      },
    },
  },
};

describe("rest-endpoint openapi <file.json>", () => {
  test("prints the compact route table, one route per line", async () => {
    const io = memoryIo({ files: { "api.json": JSON.stringify(description) } });
    expect(await main(["openapi", "api.json"], io)).toBe(0);
    expect(io.out.join("")).toBe(
      '{"openapi-routes":1,"server":"https://api.test/v1","routes":{\n' +
        '"GET /pets/{petId}":["pl petId","q-! tags","qd* filter","h X-Trace","q+ raw"],\n' +
        '"POST /pets/{petId}":["pl petId","b! application/x-www-form-urlencoded","s https://upload.test"]\n' +
        "}}\n",
    );
  });

  test("description text is escaped as messages escape it, and reads back as the same JSON", async () => {
    const path = "/x\u009b2J\u202e\u2028y\u0085";
    const hostile = { ...description, paths: { [path]: { get: {} } } };
    const io = memoryIo({ files: { "api.json": JSON.stringify(hostile) } });
    expect(await main(["openapi", "api.json"], io)).toBe(0);
    const out = io.out.join("");
    expect(out).not.toMatch(/[\u0080-\u009f\u2028\u2029\u202a-\u202e]/);
    expect(out).toContain('"GET /x\\u009b2J\\u202e\\u2028y\\u0085":[]');
    expect(JSON.parse(out)).toEqual({
      "openapi-routes": 1,
      server: "https://api.test/v1",
      routes: { [`GET ${path}`]: [] },
    });
  });

  test("the table builds the same requests as the description", async () => {
    const io = memoryIo({ files: { "api.json": JSON.stringify(description) } });
    await main(["openapi", "api.json"], io);
    const table: unknown = JSON.parse(io.out.join(""));
    const fromTable = endpoint.defaults({ openapi: table });
    const fromDescription = endpoint.defaults({ openapi: description });
    const options = { petId: 1, tags: ["a", "b"], filter: { a: { b: "c" } }, "X-Trace": "t", raw: "a/b?c" };
    expect(fromTable("GET /pets/{petId}", options)).toEqual(fromDescription("GET /pets/{petId}", options));
    expect(fromTable("GET /pets/{petId}", options).url).toBe(
      "https://api.test/v1/pets/.1?tags=a,b&filter%5Ba%5D%5Bb%5D=c&raw=a/b?c",
    );
    expect(fromTable("POST /pets/{petId}", { petId: 1, name: "n" })).toEqual(
      fromDescription("POST /pets/{petId}", { petId: 1, name: "n" }),
    );
  });

  test("a Swagger 2.0 description: its table, which builds the same requests", async () => {
    const swagger = {
      swagger: "2.0",
      info: { title: "t", version: "1" },
      host: "api.test",
      basePath: "/v1",
      paths: {
        "/pets/{ids}": {
          parameters: [{ name: "ids", in: "path", required: true, type: "array", collectionFormat: "tsv" }],
          put: { parameters: [{ name: "pet", in: "body", required: true, schema: { type: "object" } }] },
          post: {
            consumes: ["multipart/form-data"],
            parameters: [
              { name: "tags", in: "query", type: "array", collectionFormat: "pipes" },
              { name: "names", in: "formData", type: "array", collectionFormat: "ssv", required: true },
            ],
            schemes: ["http"],
          },
        },
      },
    };
    const io = memoryIo({ files: { "swagger.json": JSON.stringify(swagger) } });
    expect(await main(["openapi", "swagger.json"], io)).toBe(0);
    expect(io.out.join("")).toBe(
      '{"openapi-routes":1,"server":"https://api.test/v1","routes":{\n' +
        '"PUT /pets/{ids}":["pT ids","B pet","b! application/json"],\n' +
        '"POST /pets/{ids}":["pT ids","qP tags","fS! names","b multipart/form-data","s http://api.test/v1"]\n' +
        "}}\n",
    );
    // Loosely typed: a path list is a Swagger 2.0 collectionFormat, which the route types do not know.
    type Loose = (route: string, options: object) => unknown;
    const fromTable = endpoint.defaults({ openapi: JSON.parse(io.out.join("")) as unknown }) as unknown as Loose;
    const fromDescription = endpoint.defaults({ openapi: swagger }) as unknown as Loose;
    const calls = [
      ["PUT /pets/{ids}", { ids: [1, 2], pet: { name: "Rex" } }],
      ["POST /pets/{ids}", { ids: [1, 2], tags: ["a", "b"], names: ["c d", "e"] }],
    ] as const satisfies ReadonlyArray<readonly [string, object]>;
    for (const [route, options] of calls) {
      expect(fromTable(route, options)).toEqual(fromDescription(route, options));
    }
    expect(fromTable(...calls[1])).toMatchObject({
      url: "http://api.test/v1/pets/1%092?tags=a%7Cb",
      body: { names: "c d e" },
    });
  });

  test.each([
    [[], "ERR_MISSING_ARGUMENT"],
    [["missing.json"], "ERR_READ_FAILED"],
    [["bad.json"], "ERR_INVALID_JSON"],
    [["swagger1.json"], "ERR_INVALID_OPTION"],
  ])("%j fails with %s", async (args, code) => {
    const io = memoryIo({ files: { "bad.json": "{", "swagger1.json": '{"swagger":"1.2"}' } });
    expect(await main(["openapi", ...args], io)).toBe(2);
    expect(io.err.join("")).toContain(code);
    expect(io.out).toEqual([]);
  });
});
