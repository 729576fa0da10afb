// @ts-check
const { version } = require("./package.json");

// url-template and universal-user-agent ship only ES modules; jest runs
// CommonJS. ts-jest transforms them too (allowJs), and `./x.js` imports in
// the source map back to the `.ts` files. The two @octokit packages (also
// ES modules only) are what the conformance tests compare against.
const esmOnly = [
  "url-template",
  "universal-user-agent",
  "@octokit/endpoint",
  "@octokit/plugin-rest-endpoint-methods",
].join("|");

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: "node",
  roots: ["<rootDir>/__tests__"],
  testMatch: ["**/*.test.ts"],
  transform: {
    "^.+\\.[tj]s$": ["ts-jest", { tsconfig: "<rootDir>/tsconfig.test.json" }],
  },
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnly})/)`],
  moduleNameMapper: { "^(\\.{1,2}/.*)\\.js$": "$1" },
  // Same substitution the bundles get at build time (rollup.config.mjs).
  globals: { __VERSION__: version },
  collectCoverageFrom: ["src/**/*.ts", "!src/types/**"],
  coverageThreshold: {
    global: { lines: 100, functions: 100, statements: 100, branches: 95 },
  },
  coverageReporters: ["text-summary", "text"],
};
