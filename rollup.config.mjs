import { readFileSync } from "node:fs";
import typescript from "@rollup/plugin-typescript";
import resolve from "@rollup/plugin-node-resolve";
import terser from "@rollup/plugin-terser";
import { dts } from "rollup-plugin-dts";

const { version } = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8"));

// src/version.ts reads the global __VERSION__; every bundle gets the literal.
const injectVersion = {
  name: "inject-version",
  transform(code, id) {
    if (!id.endsWith("version.ts")) return null;
    return { code: code.replace(/__VERSION__;/, `${JSON.stringify(version)};`), map: null };
  },
};

// The TypeScript step of every bundle: ES2022 modules, no declarations
// (rollup-plugin-dts writes those), on top of the given tsconfig.
const ts = (tsconfig = "./tsconfig.json", extra = {}) =>
  typescript({
    tsconfig,
    compilerOptions: {
      target: "ES2022",
      module: "ESNext",
      moduleResolution: "Bundler",
      noEmit: false,
      declaration: false,
      ...extra,
    },
  });

// The CJS build bundles the two ESM-only dependencies: require() of an ES
// module fails on Node before 20.19 and in jest's default CommonJS setup.
const esmOnly = ["url-template", "universal-user-agent"];
const dependencies = ["url-template", "universal-user-agent"];

// For the CLI bundle: "../openapi.js" (the public API, with the OpenAPI
// runtime its `openapi` command needs) becomes the external "./openapi.mjs"; the three text helpers the command line shares with the
// library (the value quoter of messages, the JSON writer and the lone-surrogate
// pattern, which import no other module of the library) are bundled; any other import of the
// library's modules fails the build.
const SHARED_TEXT_HELPERS = new Set(["../util/describe-value.js", "../util/json-text.js", "../util/lone-surrogate.js"]);
const publicApiOnly = {
  name: "public-api-only",
  resolveId(source, importer) {
    if (!importer || !/[\\/]src[\\/]cli[\\/]/.test(importer) || !source.startsWith("../")) return null;
    if (source === "../openapi.js") return { id: "./openapi.mjs", external: true };
    if (SHARED_TEXT_HELPERS.has(source)) return null;
    this.error(`${importer} imports ${source}: the command line may use only the public API ("../openapi.js")`);
  },
};

function umd(input, file) {
  return {
    input,
    plugins: [
      injectVersion,
      ts(),
      resolve({ browser: true }),
      terser({
        ecma: 2022,
        // unsafe_proto only writes Object.prototype.x as {}.x: the same built-in.
        compress: { passes: 3, unsafe_proto: true, unsafe_arrows: true, unsafe_methods: true, pure_getters: true },
        // ASCII escapes ("\u2026") compress better than their UTF-8 bytes here.
        format: { comments: false, ascii_only: true },
      }),
    ],
    output: { file, format: "umd", name: "restEndpoint", sourcemap: true },
  };
}

// The two package entries: the core, and the same API with the OpenAPI
// runtime. Built together, they share one chunk, core.mjs / core.cjs (one
// EndpointError class whichever entry a program imports it from).
const ENTRIES = { index: "src/index.ts", openapi: "src/openapi.ts" };

export default [
  {
    input: ENTRIES,
    external: dependencies,
    plugins: [injectVersion, ts()],
    output: { dir: "dist", format: "es", sourcemap: true, entryFileNames: "[name].mjs", chunkFileNames: "core.mjs" },
  },
  {
    input: ENTRIES,
    external: dependencies.filter((name) => !esmOnly.includes(name)),
    plugins: [injectVersion, ts(), resolve()],
    output: { dir: "dist", format: "cjs", sourcemap: true, entryFileNames: "[name].cjs", chunkFileNames: "core.cjs" },
  },
  // The browser bundles, both as the global restEndpoint: the core and the
  // API with the OpenAPI runtime.
  umd("src/index.ts", "dist/rest-endpoint.umd.min.js"),
  umd("src/openapi.ts", "dist/rest-endpoint.openapi.umd.min.js"),
  // The command line (bin/rest-endpoint.mjs imports it). It uses only the
  // public API, imported from the library's own build next to it
  // (./openapi.mjs): no second copy of the library. Node types via tsconfig.cli.json.
  // `yaml` (for YAML descriptions) is bundled into it, so that the library
  // installs with no dependency beyond its two: the command line is the only
  // reader of YAML, and no library bundle holds it. Its ES module build (the
  // "default" export condition; the "node" one is CommonJS) needs nothing of Node.
  {
    input: "src/cli/run.ts",
    external: [/^node:/],
    plugins: [
      publicApiOnly,
      // The bundle is run, not read: its JSDoc is in src/cli.
      ts("./tsconfig.cli.json", { removeComments: true }),
      resolve({ browser: true }),
    ],
    // yaml, imported only when a YAML file is read, is a chunk of its own
    // (cli-yaml.mjs): loaded only then, and cli.mjs holds the command line's code alone.
    output: {
      dir: "dist",
      format: "es",
      sourcemap: true,
      entryFileNames: "cli.mjs",
      chunkFileNames: "cli-yaml.mjs",
    },
  },
  // The declarations of both entries, for both module resolutions under the
  // names each needs. They share one chunk, core.d.mts / core.d.cts: one set
  // of types, not two copies TypeScript would hold apart.
  ...["mts", "cts"].map((extension) => ({
    input: ENTRIES,
    plugins: [dts()],
    output: {
      dir: "dist",
      format: "es",
      entryFileNames: `[name].d.${extension}`,
      chunkFileNames: `core.d.${extension}`,
    },
  })),
];
