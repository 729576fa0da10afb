import { endpoint } from "../../src/index";
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

  test.each([
    [[], "ERR_MISSING_ARGUMENT"],
    [["missing.json"], "ERR_READ_FAILED"],
    [["bad.json"], "ERR_INVALID_JSON"],
    [["swagger.json"], "ERR_INVALID_OPTION"],
  ])("%j fails with %s", async (args, code) => {
    const io = memoryIo({ files: { "bad.json": "{", "swagger.json": '{"swagger":"2.0"}' } });
    expect(await main(["openapi", ...args], io)).toBe(2);
    expect(io.err.join("")).toContain(code);
    expect(io.out).toEqual([]);
  });
});
