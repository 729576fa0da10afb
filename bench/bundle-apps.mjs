// What bundler users ship: small browser apps that import the BUILT package
// (dist/, after `npm run build`) by its name, as an installed dependency,
// bundled for the browser with rollup (+ node-resolve + terser, their
// defaults) and with esbuild (bundle + minify), every dependency included,
// gzip -9.
//
//   node bench/bundle-apps.mjs          the table
//   node bench/bundle-apps.mjs --json   { [app]: { rollup, esbuild, openapi, fetch, importsToFetchArgs } }:
//                                       gzip bytes, whether the OpenAPI runtime (openapi) or
//                                       toFetchArgs's code (fetch) is in either bundle, and
//                                       whether the app imports toFetchArgs
//                                       (used by __tests__/package/bundle-apps.test.ts)
//
// The package is reached through node_modules/rest-endpoint (a link to this
// checkout under node_modules/.cache), so its `exports` and `sideEffects`
// apply as they do for an application that installed it.
import { mkdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { fileURLToPath } from "node:url";
import { rollup } from "rollup";
import resolve from "@rollup/plugin-node-resolve";
import terser from "@rollup/plugin-terser";
import { build } from "esbuild";

const root = fileURLToPath(new URL("..", import.meta.url));

// Each app builds one GitHub request and hands it to the page (so that
// nothing it computes can be dropped as unused).
export const APPS = {
  "endpoint alone": `import { endpoint } from "rest-endpoint";
globalThis.request = endpoint("GET /repos/{owner}/{repo}/issues", { owner: "octokit", repo: "rest.js", state: "open" });
`,
  "with .defaults, EndpointError and toFetchArgs": `import { endpoint, EndpointError, toFetchArgs } from "rest-endpoint";
const github = endpoint.defaults({ headers: { authorization: "token t" } });
try {
  globalThis.request = toFetchArgs(github("POST /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", title: "Hi" }));
} catch (error) {
  if (error instanceof EndpointError) globalThis.failure = error.code;
}
`,
  "through rest-endpoint/openapi, with a description": `import { endpoint, toFetchArgs } from "rest-endpoint/openapi";
const description = {
  openapi: "3.1.0",
  info: { title: "Pets", version: "1" },
  servers: [{ url: "https://pets.example/v1" }],
  paths: { "/pets/{petId}": { get: { parameters: [{ name: "petId", in: "path", required: true }, { name: "tags", in: "query" }] } } },
};
const pets = endpoint.defaults({ openapi: description });
globalThis.request = toFetchArgs(pets("GET /pets/{petId}", { petId: 7, tags: ["a", "b"] }));
`,
};

/** A project beside the package: node_modules/rest-endpoint links to this checkout. */
function project() {
  const dir = `${root}node_modules/.cache/rest-endpoint-bundle-apps`;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(`${dir}/node_modules`, { recursive: true });
  symlinkSync(root, `${dir}/node_modules/rest-endpoint`, "dir");
  return dir;
}

async function withRollup(file) {
  const bundle = await rollup({ input: file, plugins: [resolve({ browser: true }), terser()], onwarn: () => {} });
  const { output } = await bundle.generate({ format: "es" });
  await bundle.close();
  return output[0].code;
}

/** How esbuild bundles an app for the browser here: bundle + minify, ES module, kept in memory. */
export const ESBUILD_APP = {
  bundle: true,
  minify: true,
  format: "esm",
  platform: "browser",
  write: false,
  logLevel: "silent",
};

async function withEsbuild(file) {
  const result = await build({ entryPoints: [file], ...ESBUILD_APP });
  return result.outputFiles[0].text;
}

const gzip = (text) => gzipSync(text, { level: 9 }).length;
// The route table's key: every path into the OpenAPI runtime reads or writes it.
const hasOpenapi = (...codes) => codes.some((code) => code.includes("openapi-routes"));
// A value of the request fields toFetchArgs passes on (request-init-keys.ts):
// only toFetchArgs reads that table.
const hasFetch = (...codes) => codes.some((code) => code.includes("only-if-cached"));

/** Every app's gzip size with each bundler. */
export async function appSizes() {
  const dir = project();
  const sizes = {};
  for (const [name, code] of Object.entries(APPS)) {
    const file = `${dir}/app-${Object.keys(sizes).length}.mjs`;
    writeFileSync(file, code);
    const [rolled, built] = [await withRollup(file), await withEsbuild(file)];
    sizes[name] = {
      rollup: gzip(rolled),
      esbuild: gzip(built),
      openapi: hasOpenapi(rolled, built),
      fetch: hasFetch(rolled, built),
      importsToFetchArgs: code.includes("toFetchArgs"),
    };
  }
  rmSync(dir, { recursive: true, force: true });
  return sizes;
}

/** The Markdown table of bench/size.mjs's report. */
export function appTable(sizes) {
  const inBytes = (n) => `${n.toLocaleString("en-US")} B`;
  const rows = Object.entries(sizes).map(
    ([name, { rollup, esbuild }]) => `| ${name} | ${inBytes(rollup)} | ${inBytes(esbuild)} |`,
  );
  return ["| app | rollup + terser, gzip -9 | esbuild --minify, gzip -9 |", "|---|---:|---:|", ...rows].join("\n");
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const sizes = await appSizes();
  console.log(process.argv.includes("--json") ? JSON.stringify(sizes) : appTable(sizes));
}
