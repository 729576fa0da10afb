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
const dependencies = ["url-template", "universal-user-agent", "is-plain-object"];

// For the CLI bundle: "../index.js" (the public API) becomes the external
// "./index.mjs"; the two text helpers the command line shares with the
// library (the value quoter of messages and the JSON writer, which import no
// other module of the library) are bundled; any other import of the
// library's modules fails the build.
const SHARED_TEXT_HELPERS = new Set(["../util/describe-value.js", "../util/json-text.js"]);
const publicApiOnly = {
  name: "public-api-only",
  resolveId(source, importer) {
    if (!importer || !/[\\/]src[\\/]cli[\\/]/.test(importer) || !source.startsWith("../")) return null;
    if (source === "../index.js") return { id: "./index.mjs", external: true };
    if (SHARED_TEXT_HELPERS.has(source)) return null;
    this.error(`${importer} imports ${source}: the command line may use only the public API ("../index.js")`);
  },
};

export default [
  {
    input: "src/index.ts",
    external: dependencies,
    plugins: [injectVersion, ts()],
    output: { file: "dist/index.mjs", format: "es", sourcemap: true },
  },
  {
    input: "src/index.ts",
    external: dependencies.filter((name) => !esmOnly.includes(name)),
    plugins: [injectVersion, ts(), resolve()],
    output: { file: "dist/index.cjs", format: "cjs", sourcemap: true },
  },
  {
    input: "src/index.ts",
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
    output: { file: "dist/rest-endpoint.umd.min.js", format: "umd", name: "restEndpoint", sourcemap: true },
  },
  // The command line (bin/rest-endpoint.mjs imports it). It uses only the
  // public API, imported from the library's own build next to it
  // (./index.mjs): no second copy of the library. Node types via tsconfig.cli.json.
  {
    input: "src/cli/run.ts",
    external: [/^node:/],
    plugins: [
      publicApiOnly,
      // The bundle is run, not read: its JSDoc is in src/cli.
      ts("./tsconfig.cli.json", { removeComments: true }),
    ],
    output: { file: "dist/cli.mjs", format: "es", sourcemap: true },
  },
  {
    input: "src/index.ts",
    plugins: [dts()],
    output: [
      { file: "dist/index.d.mts", format: "es" },
      { file: "dist/index.d.cts", format: "es" },
    ],
  },
];
