/**
 * The package as consumers get it, built from a clean clone of the committed
 * HEAD (so nothing but what is in git can reach it): `npm install` and
 * `npm pack` there (helpers/pack.ts, shared with the type consumers), the
 * tarball installed into a fresh project and used from
 * an ES module, from CommonJS without Node's require(esm), from jest's default
 * CommonJS setup, from TypeScript and as a command; and `npm install
 * git+file://…`, which has to build dist/ itself (the `prepare` script).
 * Installs prefer npm's cache, which the repository's own install filled.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import * as source from "../../src/index";
import * as openapiSource from "../../src/openapi";
import { endpoint, toFetchArgs } from "../../src/index";
import { version } from "../../package.json";
import { ROOT } from "../helpers/dist";
import { execute } from "../helpers/execute";
import { CHILD_ENV, mustRun, QUIET, sharedPack, type Packed } from "../helpers/pack";

// Two npm installs of every devDependency (the clean clone's, and the one npm
// runs inside a git dependency to build it) take a minute or two.
const INSTALL_TIMEOUT = 900_000;
jest.setTimeout(180_000);

const NODE = process.execPath;
const NPM = "npm";

const run = (command: string, args: string[], cwd: string) => execute(command, args, { cwd, env: CHILD_ENV });

/** An empty npm project in `directory`. */
function project(directory: string, name: string): string {
  mkdirSync(directory);
  writeFileSync(join(directory, "package.json"), JSON.stringify({ name, version: "0.0.0", private: true }));
  return directory;
}

/** Every file under `directory`, as paths relative to it, sorted. */
function filesIn(directory: string): string[] {
  return readdirSync(directory, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(directory, join(entry.parentPath, entry.name)))
    .sort();
}

let temp: string;
let app: string;
let gitApp: string;
let packed: Packed;
let ownPack = false;

/** The shared tarball (see helpers/pack.ts), installed into a fresh project. */
async function installTarball(): Promise<void> {
  app = project(join(temp, "app"), "consumer-app");
  await mustRun(NPM, ["install", packed.tarball, ...QUIET, "--no-package-lock"], app);
}

/** A project that depends on the repository itself, by git URL: installing it has to build dist/. */
async function installFromGit(clone: string): Promise<void> {
  gitApp = project(join(temp, "git-app"), "git-consumer-app");
  await mustRun(NPM, ["install", `git+${pathToFileURL(clone).href}`, ...QUIET, "--no-package-lock"], gitApp);
}

beforeAll(async () => {
  temp = mkdtempSync(join(tmpdir(), "rest-endpoint-consumers-"));
  ({ packed, owned: ownPack } = await sharedPack());
  // Independent of each other (the git install clones the clone's .git only).
  await Promise.all([installTarball(), installFromGit(packed.clone)]);
}, INSTALL_TIMEOUT);

afterAll(() => {
  if (temp !== undefined) rmSync(temp, { recursive: true, force: true });
  if (ownPack) rmSync(packed.temp, { recursive: true, force: true });
});

// What the consumers print and what this process computes from src/ must match.
const ROUTE = "POST /repos/{owner}/{repo}/issues";
const PARAMETERS = '{ owner: "o", repo: "r ü", title: "Hi", id: 12345678901234567890n }';
const EXPECTED = endpoint(ROUTE, { owner: "o", repo: "r ü", title: "Hi", id: 12345678901234567890n });

/** The script body shared by the ESM and CJS consumers (after they import the package). */
const USE = `
const result = endpoint(${JSON.stringify(ROUTE)}, ${PARAMETERS});
let error;
try {
  endpoint("GET /repos/{owner}/{repo}", { owner: "o" });
} catch (caught) {
  error = { code: caught.code, isEndpointError: caught instanceof EndpointError, isTypeError: caught instanceof TypeError };
}
console.log(JSON.stringify({
  exports: Object.keys(api).sort(),
  VERSION,
  url: result.url,
  headers: result.headers,
  args: toFetchArgs(result),
  error,
  resolved: RESOLVED,
}));
`;

const ESM_SCRIPT = `import { endpoint, EndpointError, VERSION, toFetchArgs } from "rest-endpoint";
import * as api from "rest-endpoint";
import { fileURLToPath } from "node:url";
const RESOLVED = fileURLToPath(import.meta.resolve("rest-endpoint"));
${USE}`;

// What each consumer project prints (its USE code above).
interface ConsumerOutput {
  exports: string[];
  VERSION: string;
  url: string;
  headers: { [name: string]: string };
  args: unknown;
  error: unknown;
  resolved: string;
}

function expectConsumerOutput(stdout: string, project: string, entry: string): void {
  const output = JSON.parse(stdout) as ConsumerOutput;
  expect(output.exports).toEqual(Object.keys(source).sort());
  expect(output.VERSION).toBe(version);
  expect(output.url).toBe(EXPECTED.url);
  expect(output.headers).toStrictEqual(EXPECTED.headers);
  expect(output.headers["user-agent"]).toMatch(
    new RegExp(`^rest-endpoint/${version.replace(/\./g, "\\.")} Node\\.js/`),
  );
  expect(output.args).toStrictEqual(toFetchArgs(EXPECTED));
  expect(output.error).toStrictEqual({ code: "ERR_MISSING_PARAMETER", isEndpointError: true, isTypeError: true });
  expect(output.resolved).toContain(join(project, "node_modules", "rest-endpoint", "dist", entry));
}

/** The installed command prints, for a GET route, what the library computes here. */
async function expectCommandOutput(project: string): Promise<void> {
  const bin = join(project, "node_modules", ".bin", "rest-endpoint");
  const stdout = await mustRun(bin, ["GET /repos/{owner}/{repo}/issues", "owner=o", "repo=r", "labels=bug"], project);
  expect(JSON.parse(stdout)).toStrictEqual(
    endpoint("GET /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", labels: "bug" }),
  );
}

describe("npm pack of a clean clone", () => {
  test("the tarball holds only what belongs in the package, dist/ built by packing", () => {
    const files = packed.files.map((file) => file.path).sort();
    const ALLOWED =
      /^((openapi\/)?package\.json|README\.md|LICENSE|CHANGELOG\.md|dist\/((index|openapi|core)\.(mjs|cjs)|cli(-yaml)?\.mjs|(index|openapi|core)\.d\.(mts|cts)|rest-endpoint(\.openapi)?\.umd\.min\.js)|bin\/[\w-]+\.mjs)$/;
    expect(files.filter((file) => !ALLOWED.test(file))).toEqual([]);
    expect(files).toEqual(
      expect.arrayContaining([
        "package.json",
        "README.md",
        "LICENSE",
        "bin/rest-endpoint.mjs",
        "dist/cli.mjs",
        "dist/cli-yaml.mjs",
        "dist/index.mjs",
        "dist/index.cjs",
        "dist/index.d.mts",
        "dist/index.d.cts",
        "dist/openapi.mjs",
        "dist/openapi.cjs",
        "dist/openapi.d.mts",
        "dist/openapi.d.cts",
        "dist/rest-endpoint.umd.min.js",
        "dist/rest-endpoint.openapi.umd.min.js",
        "openapi/package.json",
      ]),
    );
  });

  test("no source maps: they would point at sources the package does not ship", () => {
    expect(packed.files.map((file) => file.path).filter((path) => path.endsWith(".map"))).toEqual([]);
  });

  test.each([
    ["rest-endpoint/dist/rest-endpoint.umd.min.js", "rest-endpoint.umd.min.js", false],
    ["rest-endpoint/dist/rest-endpoint.openapi.umd.min.js", "rest-endpoint.openapi.umd.min.js", true],
  ])("the UMD file is reachable through exports: %s, and loads with require", async (specifier, file, openapi) => {
    const script = `const api = require(${JSON.stringify(specifier)});
console.log(JSON.stringify({
  resolved: require.resolve(${JSON.stringify(specifier)}),
  url: api.endpoint("GET /repos/{owner}/{repo}", { owner: "o", repo: "r" }).url,
  openapi: typeof api.compileRouteTable === "function",
}));`;
    writeFileSync(join(app, "umd.cjs"), script);
    const output = JSON.parse(await mustRun(NODE, ["umd.cjs"], app)) as { resolved: string };
    expect(output).toStrictEqual({
      resolved: join(app, "node_modules", "rest-endpoint", "dist", file),
      url: "https://api.github.com/repos/o/r",
      openapi,
    });
  });

  test("an ES module project imports it (dist/index.mjs)", async () => {
    writeFileSync(join(app, "esm.mjs"), ESM_SCRIPT);
    expectConsumerOutput(await mustRun(NODE, ["esm.mjs"], app), app, "index.mjs");
  });

  test("a CommonJS project requires it with require(esm) turned off (dist/index.cjs)", async () => {
    const script = `"use strict";
const api = require("rest-endpoint");
const { endpoint, EndpointError, VERSION, toFetchArgs } = api;
const RESOLVED = require.resolve("rest-endpoint");
${USE}`;
    writeFileSync(join(app, "cjs.cjs"), script);
    expectConsumerOutput(await mustRun(NODE, ["--no-experimental-require-module", "cjs.cjs"], app), app, "index.cjs");
  });

  // One description, read through the OpenAPI entry; the main entry's errors
  // are the same class, and its endpoint refuses a description.
  const OPENAPI_USE = `
const description = {
  openapi: "3.1.0",
  info: { title: "t", version: "1" },
  servers: [{ url: "https://api.test/v1" }],
  paths: { "/pets/{id}": { get: { parameters: [{ name: "id", in: "path", required: true }, { name: "q", in: "query" }] } } },
};
const api = described.endpoint.defaults({ openapi: description });
const outcome = (run) => {
  try {
    run();
    return "no error";
  } catch (caught) {
    return { code: caught.code, fromMain: caught instanceof main.EndpointError, names: caught.message.includes('"rest-endpoint/openapi"') };
  }
};
console.log(JSON.stringify({
  exports: Object.keys(described).sort(),
  url: api("GET /pets/{id}", { id: 7, q: "x" }).url,
  table: described.compileRouteTable(description).server,
  missing: outcome(() => api("GET /pets/{id}", {})),
  main: outcome(() => main.endpoint.defaults({ openapi: description })),
}));
`;

  test.each([
    [
      "an ES module project",
      "openapi.mjs",
      'import * as described from "rest-endpoint/openapi";\nimport * as main from "rest-endpoint";\n',
    ],
    [
      "a CommonJS project (require(esm) turned off)",
      "openapi.cjs",
      'const described = require("rest-endpoint/openapi");\nconst main = require("rest-endpoint");\n',
    ],
  ])("%s reads a description through rest-endpoint/openapi", async (_kind, file, imports) => {
    writeFileSync(join(app, file), imports + OPENAPI_USE);
    const output = JSON.parse(await mustRun(NODE, ["--no-experimental-require-module", file], app)) as unknown;
    expect(output).toStrictEqual({
      exports: Object.keys(openapiSource).sort(),
      url: "https://api.test/v1/pets/7?q=x",
      table: "https://api.test/v1",
      missing: { code: "ERR_MISSING_PARAMETER", fromMain: true, names: false },
      main: { code: "ERR_INVALID_OPTION", fromMain: true, names: true },
    });
  });

  test("a jest project with the default CommonJS setup (no transformIgnorePatterns) requires and uses it", async () => {
    mkdirSync(join(app, "__tests__"), { recursive: true });
    writeFileSync(
      join(app, "__tests__", "consumer.test.js"),
      `const { endpoint, EndpointError, toFetchArgs } = require("rest-endpoint");

test("builds a request", () => {
  expect(require.resolve("rest-endpoint")).toMatch(/dist[\\\\/]index\\.cjs$/);
  const result = endpoint("GET /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", labels: ["a", "b"] });
  expect(result.url).toBe("https://api.github.com/repos/o/r/issues?labels=a,b");
  expect(toFetchArgs(result)[1].method).toBe("GET");
  expect(() => endpoint("GET /repos/{owner}/{repo}", { owner: "o" })).toThrow(EndpointError);
});
`,
    );
    const results = join(temp, "jest-results.json");
    // No config file and an empty config: jest's defaults (babel-jest, CommonJS).
    const jestBin = join(ROOT, "node_modules", "jest", "bin", "jest.js");
    const jest = await run(
      NODE,
      [
        jestBin,
        "--rootDir",
        app,
        "--config",
        "{}",
        "--ci",
        "--cacheDirectory",
        join(temp, "jest-cache"),
        "--json",
        "--outputFile",
        results,
      ],
      app,
    );
    expect({ code: jest.status, stderr: jest.status === 0 ? "" : jest.stderr }).toEqual({ code: 0, stderr: "" });
    const report = JSON.parse(readFileSync(results, "utf8")) as { numTotalTests: number; numPassedTests: number };
    expect([report.numTotalTests, report.numPassedTests]).toEqual([1, 1]);
  });

  test("a TypeScript project compiles against it (NodeNext, strict, ES2022 lib only, no DOM and no @types)", async () => {
    const code = (from: string) => `import { endpoint, toFetchArgs, EndpointError, VERSION } from "rest-endpoint";
import type { FetchArgs, RequestOptions, EndpointErrorCode } from "rest-endpoint";
import { endpoint as described, compileRouteTable, EndpointError as SameError } from "rest-endpoint/openapi";
import type { RouteTable } from "rest-endpoint/openapi";

const result: RequestOptions = endpoint("GET /repos/{owner}/{repo}", { owner: "o", repo: "r" });
const args: FetchArgs = toFetchArgs(result);
const url: string = args[0];
const code: EndpointErrorCode = new EndpointError("ERR_MISSING_URL", "${from}").code;
const version: string = VERSION;
// @ts-expect-error the method is a RequestMethod, not a number: the types are real, not any
const wrong: number = result.method;
const table: RouteTable = compileRouteTable({ openapi: "3.1.0", info: { title: "t", version: "1" }, paths: {} });
const api = described.defaults({ openapi: { openapi: "3.1.0", info: { title: "t", version: "1" }, paths: {} } });
const same: EndpointError = new SameError("ERR_MISSING_URL", "${from}");
export { url, code, version, wrong, table, api, same };
`;
    writeFileSync(join(app, "consumer.ts"), code("CommonJS"));
    writeFileSync(join(app, "consumer.mts"), code("ESM"));
    const compilerOptions = {
      module: "NodeNext",
      moduleResolution: "NodeNext",
      strict: true,
      noEmit: true,
      skipLibCheck: false,
      lib: ["ES2022"],
      types: [],
    };
    writeFileSync(
      join(app, "tsconfig.json"),
      JSON.stringify({ compilerOptions, files: ["consumer.ts", "consumer.mts"] }),
    );
    const tsc = await run(
      NODE,
      [join(ROOT, "node_modules", "typescript", "bin", "tsc"), "-p", join(app, "tsconfig.json")],
      app,
    );
    expect({ code: tsc.status, output: tsc.stdout }).toEqual({ code: 0, output: "" });
  });

  test("the installed command runs (node_modules/.bin and npx)", async () => {
    await expectCommandOutput(app);
    // --no: npx must find the installed command, never fetch one.
    expect((await mustRun("npx", ["--no", "--", "rest-endpoint", "--version"], app)).trim()).toBe(version);
  });

  test("it installs its two dependencies only, no yaml; the command still reads a YAML description", async () => {
    const installed = join(app, "node_modules", "rest-endpoint", "package.json");
    const manifest = JSON.parse(readFileSync(installed, "utf8")) as { dependencies?: object };
    expect(Object.keys(manifest.dependencies ?? {}).sort()).toStrictEqual(["universal-user-agent", "url-template"]);
    expect(existsSync(join(app, "node_modules", "yaml"))).toBe(false);
    const description = [
      "openapi: 3.1.0",
      "info: { title: t, version: '1' }",
      "servers:",
      "  - url: https://api.test/v1",
      "paths:",
      "  /pets/{id}:",
      "    get:",
      "      parameters:",
      "        - { name: id, in: path, required: true }",
      "        - { name: q, in: query }",
    ].join("\n");
    writeFileSync(join(app, "desc.yaml"), `${description}\n`);
    const bin = join(app, "node_modules", ".bin", "rest-endpoint");
    const stdout = await mustRun(bin, ["GET /pets/{id}", "id=7", "q=x y", "--openapi", "desc.yaml"], app);
    expect((JSON.parse(stdout) as { url: string }).url).toBe("https://api.test/v1/pets/7?q=x%20y");
  });
});

describe("npm install from a git URL", () => {
  test("installs the same files as the tarball, dist/ built by the prepare script", () => {
    const installed = filesIn(join(gitApp, "node_modules", "rest-endpoint"));
    expect(installed).toEqual(filesIn(join(app, "node_modules", "rest-endpoint")));
    expect(installed).toEqual(expect.arrayContaining(["dist/index.mjs", "dist/index.cjs", "dist/cli.mjs"]));
  });

  test("an ES module project imports it and its command runs", async () => {
    writeFileSync(join(gitApp, "esm.mjs"), ESM_SCRIPT);
    expectConsumerOutput(await mustRun(NODE, ["esm.mjs"], gitApp), gitApp, "index.mjs");
    await expectCommandOutput(gitApp);
  });
});
