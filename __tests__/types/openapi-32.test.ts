/**
 * OpenAPI 3.2's routes typed: openapi-typescript 7 leaves `query`
 * operations, `additionalOperations` and `in: querystring` parameters out of
 * `paths` (checked here on files.json), so a user adds them by hand in the
 * same shape (docs/openapi.md, "Types for 3.2") and `defaults<paths>({ openapi })`
 * types `"QUERY /files"` and `"COPY /files/{id}"`. Compile-time half via
 * `tsc -p tsconfig.test.json`; the run-time half builds the same calls.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expectTypeOf } from "expect-type";
import { endpoint, toFetchArgs, type OpenApiRoute, type OperationResponse } from "../../src/openapi";
import type { paths as generated } from "../fixtures/openapi/files-32/files";
import description from "../fixtures/openapi/files-32/files.json";

jest.setTimeout(60_000);

const FIXTURE = join(__dirname, "..", "fixtures", "openapi", "files-32");

/** What 3.2 adds to the generated `paths`, written in openapi-typescript's own shape. */
type paths = generated & {
  "/files": {
    get: { parameters: { querystring: { filter?: { name?: string; tags?: string[] } } } };
    query: {
      parameters: { query?: never; header?: never; path?: never; cookie?: never };
      requestBody: { content: { "application/json": { select: string[] } } };
      responses: { 200: { headers: { [name: string]: unknown }; content: { "application/json": string[] } } };
    };
  };
  "/files/{id}": {
    additionalOperations: {
      COPY: {
        parameters: { query?: never; header: { Destination: string }; path: { id: number }; cookie?: never };
        requestBody?: never;
        responses: { 201: { headers: { [name: string]: unknown }; content?: never } };
      };
    };
  };
};

const files = endpoint.defaults<paths>({ openapi: description });

describe("what openapi-typescript makes of a 3.2 description", () => {
  test("files.ts is what generate.mjs makes of files.json now", () => {
    const script = join(FIXTURE, "generate.mjs");
    const output = execFileSync(process.execPath, [script, "--stdout"], { encoding: "utf8" });
    expect(output).toBe(readFileSync(join(FIXTURE, "files.ts"), "utf8"));
  });

  test("it leaves out the query operation, additionalOperations and the querystring parameter", () => {
    const types = readFileSync(join(FIXTURE, "files.ts"), "utf8");
    expect(description.paths["/files"].query.operationId).toBe("searchFiles");
    expect(types).not.toMatch(/searchFiles|copyFile|additionalOperations|querystring|\bquery: /);
    // The operations it does read are there.
    expect(types).toMatch(/listFiles/);
    expect(types).toMatch(/deleteFile/);
  });
});

describe("routes of query and additionalOperations, from a hand-written augmentation", () => {
  test("the routes: the seven's as generated, QUERY and COPY only with the description", () => {
    expectTypeOf<OpenApiRoute<paths, true>>().toEqualTypeOf<
      "GET /files" | "QUERY /files" | "POST /files/bundle" | "DELETE /files/{id}" | "COPY /files/{id}"
    >();
    expectTypeOf<OpenApiRoute<paths>>().toEqualTypeOf<"GET /files" | "POST /files/bundle" | "DELETE /files/{id}">();
    const typesOnly = endpoint.defaults<paths>();
    const mistakes = () => {
      // @ts-expect-error -- without the description the runtime refuses QUERY, so the types do
      typesOnly("QUERY /files", { data: { select: ["name"] } });
      // @ts-expect-error -- and COPY
      typesOnly("COPY /files/{id}", { id: 7, headers: { destination: "/files/8" } });
    };
    expectTypeOf(mistakes).toBeFunction();
    expect(() => (typesOnly as unknown as (route: string) => unknown)("QUERY /files")).toThrow(/QUERY/);
  });

  test("QUERY /files: a body, typed by the augmentation, sent with its method", () => {
    const searched = files("QUERY /files", { data: { select: ["name"] } });
    expectTypeOf(searched.method).toEqualTypeOf<"QUERY">();
    expect(searched).toMatchObject({ method: "QUERY", url: "https://files.example/files", body: { select: ["name"] } });
    const [url, init] = toFetchArgs(searched);
    expectTypeOf(init.method).toEqualTypeOf<"QUERY">();
    expect([url, init.method, init.body]).toStrictEqual([
      "https://files.example/files",
      "QUERY",
      '{"select":["name"]}',
    ]);
    expect(files("QUERY /files", { select: ["id"] }).body).toStrictEqual({ select: ["id"] });
    expectTypeOf<OperationResponse<paths, "QUERY /files">>().toEqualTypeOf<string[]>();
    const mistakes = () => {
      // @ts-expect-error -- select is a list of strings
      files("QUERY /files", { data: { select: "name" } });
      // @ts-expect-error -- the body is required
      files("QUERY /files");
      // @ts-expect-error -- QUERY is spelled in uppercase, as HTTP methods are case-sensitive
      files("query /files", { data: { select: ["name"] } });
    };
    expectTypeOf(mistakes).toBeFunction();
  });

  test("COPY /files/{id}: path and header parameters typed, the method as the key spells it", () => {
    const copied = files("COPY /files/{id}", { id: 7, Destination: "/files/8" });
    expectTypeOf(copied.method).toEqualTypeOf<"COPY">();
    expect(copied).toMatchObject({ method: "COPY", url: "https://files.example/files/7" });
    expect(copied.headers.destination).toBe("/files/8");
    expect(files("COPY /files/{id}", { id: 7, headers: { destination: "/files/9" } }).headers.destination).toBe(
      "/files/9",
    );
    expect(toFetchArgs(copied)[1].method).toBe("COPY");
    const mistakes = () => {
      // @ts-expect-error -- Destination is required
      files("COPY /files/{id}", { id: 7 });
      // @ts-expect-error -- id is an integer
      files("COPY /files/{id}", { id: "seven", Destination: "/files/8" });
      // @ts-expect-error -- no such route
      files("MOVE /files/{id}", { id: 7 });
    };
    expectTypeOf(mistakes).toBeFunction();
  });

  test("in: querystring: the parameter by its name, typed by the augmentation", () => {
    const listed = files("GET /files", { filter: { name: "a b", tags: ["x", "y"] }, session: "s1" });
    expect([listed.url, listed.headers.cookie]).toStrictEqual([
      "https://files.example/files?name=a+b&tags=x&tags=y",
      "session=s1",
    ]);
    const mistakes = () => {
      // @ts-expect-error -- tags is a list
      files("GET /files", { filter: { tags: "x" } });
      // @ts-expect-error -- no such member of the querystring
      files("GET /files", { filter: { size: 3 } });
    };
    expectTypeOf(mistakes).toBeFunction();
  });

  test("a positional multipart body: openapi-typescript types prefixItems as a tuple, which data takes as a list", () => {
    const image = new Blob([new Uint8Array([1, 2])], { type: "image/png" });
    const bundled = files("POST /files/bundle", { data: [{ author: "A. Writer" }, image] });
    expect(bundled.headers["content-type"]).toMatch(/^multipart\/mixed; boundary=rest-endpoint-0-[0-9a-f]{32}$/);
    expect(bundled.body).toBeInstanceOf(Blob);
    const mistakes = () => {
      // @ts-expect-error -- the first part is the metadata object
      files("POST /files/bundle", { data: ["A. Writer", image] });
      // @ts-expect-error -- author is text
      files("POST /files/bundle", { data: [{ author: 1 }, image] });
      // @ts-expect-error -- the body is a list of its parts, not their properties
      files("POST /files/bundle", { author: "A. Writer" });
    };
    expectTypeOf(mistakes).toBeFunction();
  });

  test("the generated operations keep their types beside the augmentation", () => {
    expect(files("DELETE /files/{id}", { id: 7 })).toMatchObject({
      method: "DELETE",
      url: "https://files.example/files/7",
    });
    const mistakes = () => {
      // @ts-expect-error -- id is required
      files("DELETE /files/{id}");
    };
    expectTypeOf(mistakes).toBeFunction();
  });
});
