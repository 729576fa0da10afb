/**
 * The reference wrapper (examples/request.ts, the recipe of
 * docs/typescript.md) against a local node:http server: statuses, JSON and
 * text bodies, no body, an error status, and the checks its callers get.
 */
import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { endpoint } from "../../src/index";
import { createClient, RequestError } from "../../examples/request";
import type { paths } from "../fixtures/openapi/tasks";

const ROOT = join(__dirname, "..", "..");

/** path -> [status, content type, body]; the body `echo` sends back the request's JSON body. */
const ANSWERS: { [target: string]: [number, string, string] } = {
  "/repos/o/r": [200, "application/json; charset=utf-8", '{"full_name":"o/r"}'],
  "/markdown": [201, "application/vnd.github+json", "echo"],
  "/readme": [200, "text/plain", "# Hello"],
  "/empty": [204, "application/json", ""],
  "/missing": [404, "application/json", '{"message":"Not Found"}'],
  "/lists/7/tasks?status=open": [200, "application/json", "[]"],
};

let server: Server;
let origin: string;
const seen: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    request.on("end", () => {
      seen.push(`${request.method} ${request.url}`);
      const [status, type, text] = ANSWERS[request.url ?? ""] ?? [500, "text/plain", "unexpected"];
      response.writeHead(status, { "content-type": type }).end(text === "echo" ? body : text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => seen.splice(0));

const client = () => createClient(endpoint.defaults({ baseUrl: origin }));

test("a JSON response is parsed; status, method and url are the request's", async () => {
  const request = client();
  await expect(request("GET /repos/{owner}/{repo}", { owner: "o", repo: "r" })).resolves.toStrictEqual({
    status: 200,
    method: "GET",
    url: `${origin}/repos/o/r`,
    data: { full_name: "o/r" },
  });
});

test("a +json media type is JSON too; the body is sent as JSON", async () => {
  const { status, data } = await client()("POST /markdown", { text: "Hi", mode: "gfm" });
  expect({ status, data }).toStrictEqual({ status: 201, data: { text: "Hi", mode: "gfm" } });
});

test("any other content type is text; no body is undefined (204, HEAD)", async () => {
  const request = client();
  expect((await request("GET /readme")).data).toBe("# Hello");
  expect(await request("DELETE /empty")).toMatchObject({ status: 204, data: undefined });
  expect(await request("HEAD /repos/{owner}/{repo}", { owner: "o", repo: "r" })).toMatchObject({
    status: 200,
    data: undefined,
  });
  expect(seen).toStrictEqual(["GET /readme", "DELETE /empty", "HEAD /repos/o/r"]);
});

test("a status of 400 or more rejects with a RequestError carrying the response", async () => {
  const error: unknown = await client()("GET /missing").catch((thrown: unknown) => thrown);
  expect(error).toBeInstanceOf(RequestError);
  expect((error as RequestError).message).toBe(`GET ${origin}/missing answered 404`);
  expect((error as RequestError).response).toStrictEqual({
    status: 404,
    method: "GET",
    url: `${origin}/missing`,
    data: { message: "Not Found" },
  });
});

test("an OpenAPI-typed endpoint works the same way", async () => {
  const tasks = createClient(endpoint.defaults<paths>({ baseUrl: origin }));
  await expect(tasks("GET /lists/{list_id}/tasks", { list_id: 7, status: "open" })).resolves.toMatchObject({
    status: 200,
    data: [],
  });
});

test("mistakes the types reject are not sent: they throw before any request", async () => {
  const request = client();
  // @ts-expect-error -- repo is missing
  await expect(request("GET /repos/{owner}/{repo}")).rejects.toMatchObject({ code: "ERR_MISSING_PARAMETER" });
  // @ts-expect-error -- did you mean baseUrl?
  await expect(request("GET /readme", { baseURL: origin })).rejects.toMatchObject({ code: "ERR_INVALID_OPTION" });
  // @ts-expect-error -- a GET request has no body
  await expect(request("GET /readme", { data: "x" })).rejects.toMatchObject({ code: "ERR_BODY_NOT_ALLOWED" });
  expect(seen).toStrictEqual([]);
});

test("docs/typescript.md shows this file as the recipe", () => {
  const docs = readFileSync(join(ROOT, "docs", "typescript.md"), "utf8");
  const recipe = /^```typescript\n([\s\S]*?)^```$/m.exec(docs)?.[1];
  const file = readFileSync(join(ROOT, "examples", "request.ts"), "utf8");
  // The file imports the source; the recipe imports the package.
  expect(recipe).toBe(file.replace(/ from "\.\.\/src\/index\.js";/g, ' from "rest-endpoint";'));
});
