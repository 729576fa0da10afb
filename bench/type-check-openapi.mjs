// Type-check time of calls typed by GitHub's OpenAPI description
// (`endpoint.defaults<paths>()` with `paths` from @octokit/openapi-types):
// a generated project with 200 calls of 200 different operations, each with
// its required path, query and body parameters (and `per_page` where the
// operation has it), some through `.merge()` and some through an endpoint
// whose `.defaults()` gave `owner`. Measured against the same file with the
// schema imported but no calls (what loading the 5 MB description costs),
// and against the same 200 calls made with the untyped `endpoint` (the
// route-literal types only).
//
//   node bench/type-check-openapi.mjs           3 runs each, interleaved; min and median
//   TYPE_BENCH_RUNS=5 node bench/type-check-openapi.mjs
//   node bench/type-check-openapi.mjs --keep    keep the generated project
//
// The operations and their parameter values are read from the description
// with the TypeScript compiler API; an operation whose required parameters
// are not scalars, enums or lists of them is skipped. The target is under
// 10 s for the typed file on this machine; it is reported, not asserted.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import ts from "typescript";

const root = resolve(fileURLToPath(new URL("..", import.meta.url)));
const tsc = join(root, "node_modules", "typescript", "bin", "tsc");
const RUNS = Number(process.env.TYPE_BENCH_RUNS ?? 3);
const COUNT = 200;
const METHODS = ["get", "post", "put", "patch", "delete", "head"];
const OPTION_NAMES = ["method", "baseUrl", "url", "headers", "mediaType", "request", "data"];

/** A literal for a value of this type, or undefined when there is no simple one. */
function valueFor(checker, type) {
  const flags = type.flags;
  if (flags & ts.TypeFlags.StringLiteral) return JSON.stringify(type.value);
  if (flags & ts.TypeFlags.NumberLiteral) return String(type.value);
  if (flags & ts.TypeFlags.String) return '"x"';
  if (flags & ts.TypeFlags.Number) return "1";
  if (flags & (ts.TypeFlags.Boolean | ts.TypeFlags.BooleanLiteral)) return "true";
  if (type.isUnion()) {
    const members = type.types.filter((t) => !(t.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Null)));
    const strings = members.find((t) => t.flags & ts.TypeFlags.String);
    return strings ? '"x"' : members.map((t) => valueFor(checker, t)).find((v) => v !== undefined);
  }
  if (checker.isArrayType(type)) {
    const element = valueFor(checker, checker.getTypeArguments(type)[0]);
    return element === undefined ? undefined : `[${element}]`;
  }
  return undefined;
}

/** `{ name: value }` for the required properties of `type` (and `per_page` if asked); undefined if one has no simple value. */
function requiredValues(checker, type, extra) {
  const values = {};
  if (!type) return values;
  for (const property of checker.getPropertiesOfType(type)) {
    const optional = property.flags & ts.SymbolFlags.Optional;
    if (optional && !(extra && property.name === "per_page")) continue;
    const value = valueFor(checker, checker.getNonNullableType(checker.getTypeOfSymbol(property)));
    if (value === undefined) return undefined;
    values[property.name] = value;
  }
  return values;
}

/** Property `name` of `type`, without undefined, or undefined. */
function member(checker, type, name) {
  const property = type && checker.getPropertyOfType(type, name);
  if (!property) return undefined;
  const value = checker.getNonNullableType(checker.getTypeOfSymbol(property));
  return value.flags & ts.TypeFlags.Never ? undefined : value;
}

/** Every operation of GitHub's description with simple required parameters: `{ route, values }`. */
function readOperations() {
  const file = join(root, "bench", "openapi-paths.ts");
  const source = 'import type { paths } from "@octokit/openapi-types";\nexport type Paths = paths;\n';
  const host = ts.createCompilerHost({});
  const read = host.readFile.bind(host);
  host.readFile = (name) => (resolve(name) === file ? source : read(name));
  host.fileExists = (
    (exists) => (name) =>
      resolve(name) === file || exists(name)
  )(host.fileExists.bind(host));
  const options = {
    strict: true,
    noEmit: true,
    types: [],
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    module: ts.ModuleKind.ESNext,
  };
  const program = ts.createProgram([file], options, host);
  const checker = program.getTypeChecker();
  const alias = program.getSourceFile(file).statements[1];
  const paths = checker.getTypeAtLocation(alias.name);
  const operations = [];
  for (const path of checker.getPropertiesOfType(paths)) {
    const item = checker.getTypeOfSymbol(path);
    for (const method of METHODS) {
      const operation = member(checker, item, method);
      if (!operation) continue;
      const parameters = member(checker, operation, "parameters");
      const query = member(checker, parameters, "query");
      const queryValues = requiredValues(checker, query, method === "get");
      if (method !== "get" && query && Object.keys(queryValues ?? {}).length > 0) continue;
      const body = checker.getPropertyOfType(operation, "requestBody");
      const content = member(checker, member(checker, operation, "requestBody"), "content");
      const json = member(checker, content, "application/json");
      if (body && content && !(json && !checker.isArrayType(json))) continue;
      let bodyValues = body && !(body.flags & ts.SymbolFlags.Optional) ? requiredValues(checker, json) : {};
      // A body property named like an option (`url`, `data`, ...) can only be sent inside `data`.
      if (bodyValues && Object.keys(bodyValues).some((k) => OPTION_NAMES.includes(k)))
        bodyValues = { data: literal(bodyValues) };
      const values = [requiredValues(checker, member(checker, parameters, "path")), queryValues, bodyValues];
      if (values.some((v) => v === undefined)) continue;
      operations.push({ route: `${method.toUpperCase()} ${path.name}`, values: Object.assign({}, ...values) });
    }
  }
  return operations;
}

function literal(values) {
  const entries = Object.entries(values).map(
    ([k, v]) => `${/^[A-Za-z_$][\w$]*$/.test(k) ? k : JSON.stringify(k)}: ${v}`,
  );
  return `{ ${entries.join(", ")} }`;
}

/** The test file: `typed` calls the schema-typed endpoint, else the plain one; `count` 0 imports the schema only. */
function source(operations, typed, count) {
  const lines = [
    `import { endpoint } from ${JSON.stringify(join(root, "src", "index.js"))};`,
    `import type { paths } from "@octokit/openapi-types";`,
    "",
    typed ? "export const github = endpoint.defaults<paths>();" : "export const github = endpoint;",
    'export const mine = github.defaults({ owner: "octokit" });',
  ];
  operations.slice(0, count).forEach(({ route, values }, i) => {
    if (i % 5 === 4 && "owner" in values) {
      const { owner: _owner, ...rest } = values;
      lines.push(`export const r${i} = mine(${JSON.stringify(route)}, ${literal(rest)});`);
    } else if (i % 4 === 3) {
      lines.push(`export const r${i} = github.merge(${JSON.stringify(route)}, ${literal(values)});`);
    } else {
      lines.push(`export const r${i} = github(${JSON.stringify(route)}, ${literal(values)});`);
    }
  });
  return `${lines.join("\n")}\n`;
}

function project(dir, name, text) {
  const sub = join(dir, name);
  mkdirSync(sub, { recursive: true });
  writeFileSync(join(sub, "routes.ts"), text);
  const compilerOptions = {
    strict: true,
    noEmit: true,
    target: "ES2022",
    lib: ["ES2022"],
    types: [],
    module: "NodeNext",
    moduleResolution: "NodeNext",
    skipLibCheck: true,
  };
  writeFileSync(join(sub, "tsconfig.json"), JSON.stringify({ compilerOptions, files: ["routes.ts"] }));
  return sub;
}

function run(dir) {
  const start = process.hrtime.bigint();
  const result = spawnSync(process.execPath, [tsc, "-p", dir, "--extendedDiagnostics"], { encoding: "utf8" });
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  if (result.status !== 0) throw new Error(`tsc failed on ${dir}:\n${result.stdout}${result.stderr}`);
  const line = (name) => result.stdout.split("\n").find((l) => l.startsWith(name)) ?? "";
  const number = (name) => Number(/:\s+([\d.]+)/.exec(line(name))?.[1]);
  return {
    seconds,
    check: number("Check time"),
    instantiations: number("Instantiations"),
    memory: line("Memory used").split(/\s+/).pop(),
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const all = readOperations();
// Spread over the whole description, not its first 200 paths.
const step = all.length / COUNT;
const operations = Array.from({ length: Math.min(COUNT, all.length) }, (_, i) => all[Math.floor(i * step)]);
const dir = mkdtempSync(join(tmpdir(), "rest-endpoint-openapi-bench-"));
try {
  symlinkSync(join(root, "node_modules"), join(dir, "node_modules"), "dir");
  const variants = [
    ["typed", `${operations.length} calls typed by GitHub's description`, source(operations, true, COUNT)],
    ["untyped", `the same calls with the plain endpoint`, source(operations, false, COUNT)],
    ["schema", "the description and defaults<paths>(), no calls", source(operations, true, 0)],
  ];
  const subs = variants.map(([name, , text]) => project(dir, name, text));
  const runs = variants.map(() => []);
  // Interleaved, so a burst of load elsewhere on the machine hits every variant alike.
  for (let round = 0; round < RUNS; round++) subs.forEach((sub, k) => runs[k].push(run(sub)));
  const rows = variants.map(([, file], k) => ({
    file,
    "tsc wall (s), min": Math.min(...runs[k].map((r) => r.seconds)).toFixed(2),
    median: median(runs[k].map((r) => r.seconds)).toFixed(2),
    "check time (s), min": Math.min(...runs[k].map((r) => r.check)).toFixed(2),
    instantiations: runs[k][0].instantiations,
    memory: runs[k][0].memory,
  }));
  console.log(`${all.length} operations with simple required parameters; ${operations.length} used.`);
  console.log(
    `Type-check speed, ${RUNS} runs each (tsc --noEmit --extendedDiagnostics, strict, lib ES2022, skipLibCheck):`,
  );
  console.table(rows);
} finally {
  if (process.argv.includes("--keep")) console.log(`kept ${dir}`);
  else rmSync(dir, { recursive: true, force: true });
}
