// @ts-check
// The full tier, `npm run test:all`: every suite, and one `npm pack` (of a
// clean clone of HEAD) made up front for all that install the package.
const base = require("./jest.config.js");

/** @type {import('jest').Config} */
module.exports = {
  ...base,
  testPathIgnorePatterns: ["/node_modules/"],
  globals: { ...base.globals, __FULL_TIER__: true },
  globalSetup: "<rootDir>/__tests__/setup/global-pack.ts",
  globalTeardown: "<rootDir>/__tests__/setup/global-unpack.ts",
};
