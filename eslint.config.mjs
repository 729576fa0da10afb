// @ts-check
import js from "@eslint/js";
import { defineConfig, globalIgnores } from "eslint/config";
import tseslint from "typescript-eslint";

// Scripts (.mjs, .js) run on Node: its globals are those of the Node running
// ESLint (process, Buffer, URL, fetch, ...), read from it rather than listed.
const nodeGlobals = Object.fromEntries(Object.getOwnPropertyNames(globalThis).map((name) => [name, "readonly"]));

// The layers of src/, top to bottom: each folder imports only from itself
// and the folders listed for it, so data flows one way. The root
// (src/index.ts, src/openapi.ts, src/with-defaults.ts, src/with-description.ts)
// composes them all.
const LAYERS = {
  // The command line uses the public API (the entry with the OpenAPI runtime,
  // for its `openapi` command), plus the two text helpers it shares.
  cli: ["openapi.js", "util/describe-value.js", "util/json-text.js", "util/lone-surrogate.js", "types"],
  openapi: ["merge", "parse", "template", "util", "types"],
  fetch: ["merge", "parse", "template", "util", "types"],
  merge: ["template", "util", "types"],
  parse: ["template", "util", "types"],
  template: ["util", "types"],
  util: ["types"],
  types: ["util"],
};

// A relative import that leaves the folder for anything but an allowed
// sibling ("util" allows "../util/..."; "openapi.js" allows "../openapi.js").
function layerRule(folder, allowed) {
  const siblings = allowed.map((name) => (name.endsWith(".js") ? `${name.replace(".", "\\.")}$` : `${name}/`));
  return {
    files: [`src/${folder}/**/*.ts`],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: `^\\.\\./(?!(?:${siblings.join("|")}))`,
              message: `src/${folder}/ may import only from ${allowed.join(", ")} (see the layers in docs/development.md).`,
            },
          ],
        },
      ],
    },
  };
}

/**
 * The files linted with type information, from the tests' program
 * (tsconfig.test.json). scripts/check.mjs hands ESLint that program, built
 * once for its type check, for these same files.
 */
export const TYPED_FILES = ["src/**/*.ts", "__tests__/**/*.ts", "bench/**/*.{ts,mjs}", "examples/**/*.ts"];

export default defineConfig([
  globalIgnores(["dist/", "coverage/", ".tmp/", "__tests__/fixtures/"]),
  {
    files: ["**/*.{js,mjs,cjs,ts}"],
    extends: [js.configs.recommended],
  },
  {
    files: TYPED_FILES,
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      // One program for every file: the tests' (tsconfig.test.json holds src/
      // too, with the same strictness), built once instead of three times.
      // That the library compiles without Node's or the DOM's types is
      // `npm run typecheck`'s job (tsconfig.json).
      parserOptions: {
        project: ["./tsconfig.test.json"],
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      // A leading underscore marks a name kept on purpose (a parameter before
      // one that is used, the rest of a destructuring that drops a key).
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_" },
      ],
    },
  },
  {
    // Plain JavaScript declares no types: every parameter and JSON value is
    // `any` to the checker, so the no-unsafe-* family would flag all of it.
    // The library's types come from dist/ only once it is built, and lint must
    // not depend on that: unbound-method (endpoint.merge passed as a value,
    // which needs no `this`) is off too. The other type-checked rules apply.
    files: ["bench/**/*.mjs"],
    rules: {
      "@typescript-eslint/unbound-method": "off",
      "@typescript-eslint/no-unsafe-argument": "off",
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-call": "off",
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-return": "off",
    },
  },
  {
    // Helpers take what they use: three parameters at most (an object when
    // more belong together). Type-level code is exempt.
    files: ["src/**/*.ts"],
    ignores: ["src/types/**"],
    rules: { "max-params": ["error", 3] },
  },
  {
    // A source file is read whole: 300 lines at most, comments included.
    files: ["src/**/*.ts"],
    rules: { "max-lines": ["error", { max: 300 }] },
  },
  {
    // Type-level code tests emptiness with `{}` on purpose (`{} extends P`,
    // `T & {}` to show one object type), where `object` would mean another thing.
    files: ["src/types/**/*.ts", "__tests__/types/**/*.ts"],
    rules: { "@typescript-eslint/no-empty-object-type": "off" },
  },
  {
    files: ["**/*.{js,mjs,cjs}"],
    languageOptions: { globals: nodeGlobals },
  },
  {
    // package.json says "type": "commonjs": jest.config.js is a CommonJS module.
    files: ["**/*.{js,cjs}"],
    languageOptions: { sourceType: "commonjs", globals: { __dirname: "readonly", __filename: "readonly" } },
  },
  ...Object.entries(LAYERS).map(([folder, allowed]) => layerRule(folder, allowed)),
]);
