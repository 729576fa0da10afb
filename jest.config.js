// @ts-check
const { version } = require("./package.json");

// url-template and universal-user-agent ship only ES modules; jest runs
// CommonJS. ts-jest transforms them too (allowJs), and `./x.js` imports in
// the source map back to the `.ts` files. The two @octokit packages (also
// ES modules only) are what the conformance tests compare against, and
// eventsource-parser reads the Server-Sent Events the OpenAPI runtime writes.
const esmOnly = [
  "url-template",
  "universal-user-agent",
  "@octokit/endpoint",
  "@octokit/plugin-rest-endpoint-methods",
  "eventsource-parser",
  "@remix-run/multipart-parser",
  "@remix-run/headers",
].join("|");

// The fast tier (`npm test`) leaves out the suites that need dist/ built,
// pack and install the package, start a browser, send requests with real
// HTTP clients (curl included: the command's end-to-end test and the rendered
// curl commands), run the built command (the docs' shell commands, its
// bundle's imports) or type-check calls over the large real OpenAPI
// descriptions (Kubernetes, GitHub: minutes), nor the slowest checks that
// stand apart from the developer loop: the typing of calls over the small
// real descriptions (a TypeScript program per description), the regenerated
// API reference (TypeDoc), the growth measurements of the linear-time suites
// and the template cache's heap check; the full tier (`npm run test:all`,
// jest.all.config.js) runs them too.
const FULL_TIER_ONLY = [
  "/__tests__/package/browser\\.test\\.ts$",
  "/__tests__/package/bundle-size\\.test\\.ts$",
  "/__tests__/package/bundle-apps\\.test\\.ts$",
  "/__tests__/cli/bin\\.test\\.ts$",
  "/__tests__/cli/bundle\\.test\\.ts$",
  "/__tests__/cli/docs-commands\\.test\\.ts$",
  "/__tests__/cli/render-curl\\.test\\.ts$",
  "/__tests__/package/consumers\\.test\\.ts$",
  "/__tests__/package/error-class\\.test\\.ts$",
  "/__tests__/types/consumers\\.test\\.ts$",
  "/__tests__/types/openapi-real-large\\.test\\.ts$",
  "/__tests__/types/openapi-real\\.test\\.ts$",
  "/__tests__/package/reference\\.test\\.ts$",
  "/__tests__/security/linear-time\\.test\\.ts$",
  "/__tests__/security/linear-openapi\\.test\\.ts$",
  "/__tests__/security/linear-round-five\\.test\\.ts$",
  "/__tests__/template/memory\\.test\\.ts$",
  "/__tests__/types/template-agreement-github\\.test\\.ts$",
  "/__tests__/clients/",
  // The README's code blocks, each run alone, and the differential suite
  // against swagger-client over real descriptions: the two slowest
  // cross-checks, which the full tier runs.
  "/__tests__/api/readme\\.test\\.ts$",
  "/__tests__/openapi/swagger-client-diff\\.test\\.ts$",
];

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: "node",
  // Every core: jest's default leaves one idle, half of a 2-core machine.
  maxWorkers: "100%",
  roots: ["<rootDir>/__tests__"],
  testMatch: ["**/*.test.ts"],
  testPathIgnorePatterns: ["/node_modules/", ...FULL_TIER_ONLY],
  transform: {
    "^.+\\.[tj]s$": ["ts-jest", { tsconfig: "<rootDir>/tsconfig.jest.json" }],
  },
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnly})/)`],
  // examples/ import the package by its name: the source here (tsconfig.test.json maps it too).
  moduleNameMapper: {
    "^(\\.{1,2}/.*)\\.js$": "$1",
    "^rest-endpoint$": "<rootDir>/src/index.ts",
    "^rest-endpoint/openapi$": "<rootDir>/src/openapi.ts",
  },
  // __VERSION__: the substitution the bundles get at build time
  // (rollup.config.mjs). __FULL_TIER__: property tests run a quarter of their
  // cases here, all of them in the full tier (__tests__/helpers/runs.ts).
  globals: { __VERSION__: version, __FULL_TIER__: false },
  collectCoverageFrom: ["src/**/*.ts", "!src/types/**"],
  coverageThreshold: {
    global: { lines: 100, functions: 100, statements: 100, branches: 95 },
  },
  coverageReporters: ["text-summary", "text"],
};
