/**
 * The published types as consumers compile them: the tarball of `npm pack`
 * (of a clean clone of HEAD, shared with the package consumers: helpers/pack.ts)
 * extracted into node_modules/rest-endpoint of temp projects (no network: the
 * runtime dependencies are linked from this project, only the types matter),
 * and type-check with this project's own `tsc`, `strict: true`,
 * `lib: ["ES2022"]` and `types: []` (no DOM, no @types/node), under
 * `moduleResolution` `bundler`, `node16` from ESM and `node16` from CJS. A
 * file using every call form must compile; a file with a missing path
 * parameter must fail with the missing-parameter error. One more project
 * compiles with `strict: false` (no strictNullChecks): the README's calls
 * compile there too, with the same literal methods, and the mistakes the
 * types can still see are still errors. Every project also compiles calls
 * typed by an OpenAPI description (`endpoint.defaults<paths>()`), each
 * `@ts-expect-error` in them marking a mistake that must fail.
 */
import { execFile } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ROOT } from "../helpers/dist";
import { sharedPack, type Packed } from "../helpers/pack";

jest.setTimeout(180_000);

interface Run {
  code: number;
  stdout: string;
  /** stdout and stderr together. */
  output: string;
}

function run(command: string, args: string[], cwd: string): Promise<Run> {
  return new Promise((resolve) => {
    execFile(command, args, { cwd, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === "number" ? error.code : 1) : 0, stdout, output: stdout + stderr });
    });
  });
}

const TSC = join(ROOT, "node_modules", "typescript", "bin", "tsc");

/** A wrapper over any endpoint function, as a wrapper author writes it (no fetch: lib is ES2022 only). */
const WRAPPER = `
import type { EndpointArguments, EndpointFunction } from "rest-endpoint";
export function urlBuilder<Api extends EndpointFunction>(api: Api) {
  return <R extends string>(route: R, ...args: EndpointArguments<Api, R>): string => api(route, ...args).url;
}
`;

/** Every call form, with the types a consumer would write down. */
const USE = `
import { endpoint, EndpointError, VERSION } from "rest-endpoint";
import { urlBuilder } from "./wrapper.js";
import type { EndpointDefaults, EndpointErrorCode, EndpointInterface, MergedOptions, RequestOptions } from "rest-endpoint";

const route: RequestOptions<"POST"> = endpoint("POST /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", title: "Hi", labels: ["bug"] });
const lower: "PATCH" = endpoint("patch /repos/:owner/:repo", { owner: "o", repo: "r", private: true }).method;
const urlOnly: "GET" = endpoint("/rate_limit").method;
const query = endpoint("GET /search/code{?q,per_page}", { q: "x" });
const upload = endpoint("POST https://uploads.example.com/repos/{owner}/{repo}/releases/{id}/assets{?name}", {
  owner: "o", repo: "r", id: 1n, name: "a.zip", data: "bytes", headers: { "content-type": "application/zip" },
});
const options: RequestOptions<"DELETE"> = endpoint({ method: "DELETE", url: "/repos/{owner}/{repo}", owner: "o", repo: "r" });
const dynamic: string = "GET /anything/{x}";
const permissive = endpoint(dynamic, { whatever: 1 });

const merged: MergedOptions<"PUT"> = endpoint.merge("PUT /user/starred/{owner}/{repo}", { owner: "o", repo: "r" });
const previews: string[] = endpoint.merge({ mediaType: { previews: ["mercy"] } }).mediaType.previews;
const nothing: MergedOptions<"GET"> = endpoint.merge();
const parsed: RequestOptions<"PUT"> = endpoint.parse(merged);

const api = endpoint.defaults({ baseUrl: "https://ghe.example.com/api/v3", owner: "octokit" });
const repo = api.defaults({ method: "post", url: "/repos/{owner}/{repo}/issues" });
const cascaded: RequestOptions<"POST"> = repo({ repo: "rest.js", title: "Hi" });
const still: RequestOptions<"GET"> = api("GET /repos/{owner}/{repo}", { repo: "r", request: { agent: undefined } });
const anyEndpoint: EndpointInterface<EndpointDefaults> = repo;
const defaultsMethod: "POST" = repo.DEFAULTS.method;

let code: EndpointErrorCode | undefined;
try {
  endpoint("GET /users/{user}", { user: "u" });
} catch (error) {
  if (error instanceof EndpointError) code = error.code;
}
const version: string = VERSION;
const agent: unknown = route.request?.agent;
const wrapped: string = urlBuilder(api)("GET /repos/{owner}/{repo}", { repo: "r" });
// @ts-expect-error -- repo is missing, through the wrapper too
urlBuilder(api)("GET /repos/{owner}/{repo}", {});
// @ts-expect-error -- did you mean baseUrl?
endpoint("GET /user", { baseURL: "https://x.test" });
// @ts-expect-error -- a GET request has no body
endpoint("GET /user", { data: "x" });

export { route, lower, urlOnly, query, upload, options, permissive, merged, previews, nothing, parsed, cascaded, still, anyEndpoint, defaultsMethod, code, version, agent, wrapped };
`;

/** Calls typed by an OpenAPI description (the test description's generated types, copied next to it). */
const OPENAPI = `
import { endpoint } from "rest-endpoint";
import type { OpenApiEndpoint, OpenApiParameters, OpenApiRoute, RequestOptions } from "rest-endpoint";
import { endpoint as describing, compileRouteTable } from "rest-endpoint/openapi";
import type { RouteTable } from "rest-endpoint/openapi";
import type { paths } from "./tasks.js";
import { urlBuilder } from "./wrapper.js";

const tasks: OpenApiEndpoint<paths> = endpoint.defaults<paths>({ baseUrl: "https://tasks.example.com/api/v1" });
const listed: RequestOptions<"GET"> = tasks("GET /lists/{list_id}/tasks", { list_id: 1, status: "open", tags: ["a"], priority: 2 });
const created: "POST" = tasks("POST /lists/{list_id}/tasks", { list_id: 1, title: "Milk" }).method;
const tagged = tasks("PUT /lists/{list_id}/tasks/{task_id}/tags", { list_id: 1, task_id: 2, data: ["x"] });
const deleted = tasks("DELETE /lists/{list_id}{?force}", { list_id: 1, force: true });
const list = tasks.defaults({ list_id: 7 });
const task = list("GET /lists/{list_id}/tasks/{task_id}", { task_id: 1 });
const route: OpenApiRoute<paths> = "GET /health";
const parameters: OpenApiParameters<paths, "GET /search"> = { q: "milk" };
// @ts-expect-error -- not a route of the description
tasks("GET /list");
// @ts-expect-error -- list_id is required
tasks("GET /lists/{list_id}/tasks", { status: "open" });
// @ts-expect-error -- not a status
tasks("GET /lists/{list_id}/tasks", { list_id: 1, status: "opened" });
// @ts-expect-error -- the body's title is required
tasks("POST /lists/{list_id}/tasks", { list_id: 1 });
const taskUrl = urlBuilder(tasks);
const wrapped: string = taskUrl("GET /lists/{list_id}/tasks", { list_id: 1, status: "open" });
// @ts-expect-error -- not a status, through the wrapper too
taskUrl("GET /lists/{list_id}/tasks", { list_id: 1, status: "opened" });
// @ts-expect-error -- not a route of the description
taskUrl("GET /list");
// The OpenAPI entry's types: the same endpoint types as the main entry's.
const fromEntry: OpenApiEndpoint<paths> = describing.defaults<paths>({ openapi: {}, baseUrl: "https://tasks.example.com/api/v1" });
const health: RequestOptions<"GET"> = fromEntry("GET /health");
const table: RouteTable = compileRouteTable({});
// @ts-expect-error -- not a route of the description, through the OpenAPI entry too
fromEntry("GET /list");

export { listed, created, tagged, deleted, task, route, parameters, wrapped, health, table };
`;

const TASKS_TYPES = join(ROOT, "__tests__", "fixtures", "openapi", "tasks.ts");

/** A required parameter left out: must not compile. */
const MISSING = `
import { endpoint } from "rest-endpoint";
export const result = endpoint("GET /repos/{owner}/{repo}", { owner: "octokit" });
`;

/** The README's typical calls, as a project without strictNullChecks writes them. */
const LOOSE = `
import { endpoint, toFetchArgs } from "rest-endpoint";
import type { MergedOptions, RequestOptions } from "rest-endpoint";
import { urlBuilder } from "./wrapper.js";

const octokit = endpoint.defaults({ owner: "octokit" });
const wrapped: string = urlBuilder(octokit)("GET /repos/{owner}/{repo}", { repo: "rest.js" });
const repo: RequestOptions<"GET"> = octokit("GET /repos/{owner}/{repo}", { repo: "rest.js" });
const created: "POST" = endpoint("POST /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", title: "Hi", labels: ["bug"] }).method;
const options: RequestOptions<"POST"> = endpoint({ method: "POST", url: "/repos/{owner}/{repo}/issues", owner: "o", repo: "r", title: "Hi" });
const api = endpoint.defaults({ baseUrl: "https://github.example.com/api/v3", headers: { authorization: "token x" }, per_page: 100 });
const myOrg = api.defaults({ org: "my-org" });
const orgRepos: string = myOrg("GET /orgs/{org}/repos").url;
const merged: MergedOptions<"GET"> = endpoint.merge("GET /orgs/{org}/repos", { org: "octokit", type: "private" });
const parsed: RequestOptions<"GET"> = endpoint.parse(merged);
const issues = octokit.defaults({ method: "POST", url: "/repos/{owner}/{repo}/issues" });
const issue: "POST" = issues({ repo: "rest.js", title: "Hi" }).method;
const patched: "PATCH" = endpoint("patch /repos/:owner/:repo", { owner: "o", repo: "r", private: true }).method;
const urlOnly: "GET" = endpoint("/rate_limit").method;
const post = endpoint.defaults({ method: "post" });
const markdown: "POST" = post("/markdown", { text: "Hi" }).method;
const defaultsMethod: "POST" = post.DEFAULTS.method;
const [url, init] = toFetchArgs(endpoint("PUT /user/starred/{owner}/{repo}", { owner: "o", repo: "r" }));
const putMethod: "PUT" = init.method;

export { repo, created, options, orgRepos, merged, parsed, issue, patched, urlOnly, markdown, defaultsMethod, url, putMethod, wrapped };
`;

/** Mistakes the types still see without strictNullChecks; each line must fail. */
const LOOSE_MISTAKES = `
import { endpoint } from "rest-endpoint";
import { urlBuilder } from "./wrapper.js";
const octokit = endpoint.defaults({ owner: "octokit" });
const cleared = octokit.defaults({ owner: undefined });
export const a = endpoint("GET /repos/{owner}/{repo}", { owner: "o" });
export const b = endpoint("GTE /user");
export const c = cleared("GET /users/{owner}");
export const d = endpoint("GET /user", { method: "POST" });
export const e = endpoint("GET /user", { baseURL: "https://x.test" });
export const f = endpoint("GET /user", { data: "x" });
export const g = urlBuilder(endpoint)("GET /repos/{owner}/{repo}", { owner: "o" });
export const h = urlBuilder(octokit)("GTE /user");
`;

const MODES = [
  { mode: "bundler", type: "module", module: "ESNext", moduleResolution: "Bundler", declaration: "index.d.mts" },
  { mode: "node16 from ESM", type: "module", module: "Node16", moduleResolution: "Node16", declaration: "index.d.mts" },
  {
    mode: "node16 from CJS",
    type: "commonjs",
    module: "Node16",
    moduleResolution: "Node16",
    declaration: "index.d.cts",
  },
] as const;

let temp: string;
let packed: Packed;
let ownPack = false;

beforeAll(async () => {
  temp = mkdtempSync(join(tmpdir(), "rest-endpoint-types-"));
  ({ packed, owned: ownPack } = await sharedPack());
  const modules = join(temp, "node_modules");
  const target = join(modules, "rest-endpoint");
  mkdirSync(target, { recursive: true });
  const extracted = await run("tar", ["-xzf", packed.tarball, "-C", target, "--strip-components=1"], temp);
  if (extracted.code !== 0) throw new Error(`tar failed:\n${extracted.output}`);
  for (const dependency of ["url-template", "universal-user-agent"]) {
    symlinkSync(join(ROOT, "node_modules", dependency), join(modules, dependency), "dir");
  }
  const loose = join(temp, "project-loose");
  mkdirSync(loose);
  writeFileSync(join(loose, "package.json"), JSON.stringify({ name: "consumer-loose", private: true, type: "module" }));
  writeFileSync(join(loose, "use.ts"), LOOSE);
  writeFileSync(join(loose, "wrapper.ts"), WRAPPER);
  writeFileSync(join(loose, "mistakes.ts"), LOOSE_MISTAKES);
  writeFileSync(join(loose, "openapi.ts"), OPENAPI);
  copyFileSync(TASKS_TYPES, join(loose, "tasks.ts"));
  const looseOptions = {
    strict: false,
    noEmit: true,
    skipLibCheck: false,
    target: "ES2022",
    lib: ["ES2022"],
    types: [],
    module: "ESNext",
    moduleResolution: "Bundler",
  };
  writeFileSync(
    join(loose, "tsconfig.json"),
    JSON.stringify({ compilerOptions: looseOptions, files: ["use.ts", "openapi.ts"] }),
  );
  writeFileSync(
    join(loose, "tsconfig.mistakes.json"),
    JSON.stringify({ compilerOptions: looseOptions, files: ["mistakes.ts"] }),
  );
  MODES.forEach(({ type, module, moduleResolution }, index) => {
    const project = join(temp, `project-${index}`);
    mkdirSync(project);
    writeFileSync(join(project, "package.json"), JSON.stringify({ name: `consumer-${index}`, private: true, type }));
    writeFileSync(join(project, "use.ts"), USE);
    writeFileSync(join(project, "wrapper.ts"), WRAPPER);
    writeFileSync(join(project, "missing.ts"), MISSING);
    writeFileSync(join(project, "openapi.ts"), OPENAPI);
    copyFileSync(TASKS_TYPES, join(project, "tasks.ts"));
    const compilerOptions = {
      strict: true,
      noEmit: true,
      skipLibCheck: false,
      target: "ES2022",
      lib: ["ES2022"],
      types: [],
      module,
      moduleResolution,
    };
    writeFileSync(join(project, "tsconfig.json"), JSON.stringify({ compilerOptions, files: ["use.ts", "openapi.ts"] }));
    writeFileSync(join(project, "tsconfig.missing.json"), JSON.stringify({ compilerOptions, files: ["missing.ts"] }));
  });
  // Without the shared pack of `npm run test:all`, this file clones and installs one itself.
}, 900_000);

afterAll(() => {
  if (temp !== undefined) rmSync(temp, { recursive: true, force: true });
  if (ownPack) rmSync(packed.temp, { recursive: true, force: true });
});

describe.each(MODES.map((m, index) => [m.mode, m, index] as const))(
  "moduleResolution %s",
  (_, { declaration }, index) => {
    const project = () => join(temp, `project-${index}`);

    test(`every call form, and calls typed by an OpenAPI description, type-check with strict, lib ES2022 only, types from dist/${declaration}`, async () => {
      const result = await run(
        process.execPath,
        [TSC, "-p", join(project(), "tsconfig.json"), "--listFiles"],
        project(),
      );
      expect(result.output).not.toMatch(/error TS/);
      expect(result.code).toBe(0);
      const files = result.output.split("\n").map((line) => line.trim());
      expect(files).toContain(join(temp, "node_modules", "rest-endpoint", "dist", declaration));
      // No DOM and no Node types were pulled in.
      expect(files.filter((file) => /lib\.dom|@types\/node/.test(file))).toStrictEqual([]);
    });

    test("a missing path parameter fails with the missing-parameter error", async () => {
      const result = await run(process.execPath, [TSC, "-p", join(project(), "tsconfig.missing.json")], project());
      expect(result.code).not.toBe(0);
      expect(result.output).toContain("missing.ts(3,");
      expect(result.output).toContain('CompileError<"missing parameter repo">');
    });
  },
);

describe("strict: false (no strictNullChecks)", () => {
  const project = () => join(temp, "project-loose");

  test("the README's calls and calls typed by an OpenAPI description type-check: defaulted parameters optional, methods literal", async () => {
    const result = await run(process.execPath, [TSC, "-p", join(project(), "tsconfig.json")], project());
    expect(result.output).not.toMatch(/error TS/);
    expect(result.code).toBe(0);
  });

  test("a missing parameter, an unknown method, a cleared default, a method after a route, a near-miss option name, data on GET, and mistakes through a wrapper still fail", async () => {
    const result = await run(process.execPath, [TSC, "-p", join(project(), "tsconfig.mistakes.json")], project());
    const lines = result.output.split("\n").filter((line) => line.startsWith("mistakes.ts("));
    expect(lines.map((line) => /^mistakes\.ts\((\d+),/.exec(line)?.[1])).toStrictEqual([
      "6",
      "7",
      "8",
      "9",
      "10",
      "11",
      "12",
      "13",
    ]);
    expect(result.output).toContain('CompileError<"missing parameter repo">');
    expect(result.output).toContain("Property 'repo' is missing in type '{ owner: string; }'");
    expect(result.output).toContain("did you mean `baseUrl`?");
  });
});
