// @ts-check
import js from "@eslint/js";
import { defineConfig, globalIgnores } from "eslint/config";
import tseslint from "typescript-eslint";

// Scripts (.mjs, .js) run on Node: its globals are those of the Node running
// ESLint (process, Buffer, URL, fetch, ...), read from it rather than listed.
const nodeGlobals = Object.fromEntries(Object.getOwnPropertyNames(globalThis).map((name) => [name, "readonly"]));

export default defineConfig([
  globalIgnores(["dist/", "coverage/", "__tests__/fixtures/"]),
  {
    files: ["**/*.{js,mjs,cjs,ts}"],
    extends: [js.configs.recommended],
  },
  {
    files: ["src/**/*.ts", "__tests__/**/*.ts", "bench/**/*.{ts,mjs}", "examples/**/*.ts"],
    extends: [tseslint.configs.recommended],
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
]);
