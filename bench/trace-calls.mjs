// How much of the library one request runs: the distinct functions of src/ that V8's precise
// coverage sees called, and the files they live in, for a first call and for a cached (third) one.
//
//   node bench/trace-calls.mjs          prints `TRACE get first F N cached F N` and the same for post
//   TRACE_LIST=1 node bench/trace-calls.mjs   also lists the cached call's functions, file:name
//
// src/ is compiled by tsc to CommonJS, one .js per .ts (the project's tsconfig, src/cli left
// out), into .tmp/trace/, where node_modules is reachable from the repository's root.
import { execFileSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { Session } from "node:inspector/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const out = path.join(root, ".tmp", "trace");
const build = path.join(out, "src");

const CASES = {
  get: (lib) =>
    lib.endpoint("GET /repos/{owner}/{repo}/issues{?state,labels}", {
      owner: "octokit",
      repo: "rest.js",
      state: "open",
      labels: "bug,ui",
      headers: { "x-trace": "1" },
    }),
  post: (lib) =>
    lib.endpoint("POST /repos/{owner}/{repo}/issues", {
      owner: "octokit",
      repo: "rest.js",
      title: "Hi",
      labels: ["bug"],
    }),
};

function compile() {
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const config = path.join(out, "tsconfig.json");
  const project = {
    extends: path.join(root, "tsconfig.json"),
    compilerOptions: { noEmit: false, declaration: false, rootDir: path.join(root, "src"), outDir: build },
    include: [path.join(root, "src")],
    exclude: [path.join(root, "src/cli")],
  };
  writeFileSync(config, JSON.stringify(project));
  // One .js per .ts; a CommonJS package (package.json "type"), so NodeNext writes require().
  execFileSync(process.execPath, [path.join(root, "node_modules/typescript/bin/tsc"), "-p", config], {
    stdio: "inherit",
  });
}

// The functions of the build that ran (count > 0), as file:name; the module bodies are left out.
function calledIn(result) {
  const functions = new Set();
  for (const script of result) {
    if (!script.url.startsWith("file://")) continue;
    const file = fileURLToPath(script.url);
    if (!file.startsWith(build + path.sep)) continue;
    const name = path.relative(build, file);
    for (const fn of script.functions) {
      const [range] = fn.ranges;
      if (range.count > 0 && range.startOffset > 0)
        functions.add(`${name}:${fn.functionName || `@${range.startOffset}`}`);
    }
  }
  return [...functions];
}

async function trace() {
  globalThis.__VERSION__ = "0.0.0-trace";
  const session = new Session();
  session.connect();
  await session.post("Profiler.enable");
  await session.post("Profiler.startPreciseCoverage", { callCount: true, detailed: false });
  const lib = createRequire(pathToFileURL(path.join(build, "index.js")))(path.join(build, "index.js"));
  for (const [name, run] of Object.entries(CASES)) {
    const calls = [];
    for (let i = 0; i < 3; i++) {
      await session.post("Profiler.takePreciseCoverage"); // resets the counts
      run(lib);
      calls.push(calledIn((await session.post("Profiler.takePreciseCoverage")).result));
    }
    const [first, , cached] = calls;
    const files = (list) => new Set(list.map((fn) => fn.split(":")[0])).size;
    if (process.env.TRACE_LIST) console.log(cached.join("\n"));
    console.log(`TRACE ${name} first ${first.length} ${files(first)} cached ${cached.length} ${files(cached)}`);
  }
  session.disconnect();
}

compile();
await trace();
