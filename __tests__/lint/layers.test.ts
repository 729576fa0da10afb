// The layer rule of eslint.config.mjs (one-way imports between the folders
// of src/), run through ESLint's own Node API on source text placed in real
// files of each layer. ESLint loads its config with import(), which jest's
// CommonJS sandbox lacks, so it runs in a child Node process.
import { execFileSync } from "node:child_process";
import { join } from "node:path";

const ROOT = join(__dirname, "..", "..");

// Reads [{ filePath, code }] on stdin, prints the rule ids reported for each.
// The project's config as it is, with only the import rule run: the type-aware
// rules (and the TypeScript programs they would need built) are left out.
const LINT_TEXTS = `
import { ESLint } from "eslint";
let input = "";
for await (const chunk of process.stdin) input += chunk;
const eslint = new ESLint({
  ruleFilter: ({ ruleId }) => ruleId === "no-restricted-imports",
  overrideConfig: { languageOptions: { parserOptions: { project: false } } },
});
const out = [];
for (const { filePath, code } of JSON.parse(input)) {
  const [result] = await eslint.lintText(code, { filePath });
  out.push(result.messages.map((message) => message.ruleId ?? message.message));
}
console.log(JSON.stringify(out));
`;

function reportedRules(cases: readonly { filePath: string; code: string }[]): string[][] {
  const stdout = execFileSync(process.execPath, ["--input-type=module", "-e", LINT_TEXTS], {
    cwd: ROOT,
    input: JSON.stringify(cases),
    encoding: "utf8",
  });
  return JSON.parse(stdout) as string[][];
}

// [file the import is written in, module it imports, whether the layers allow it]
const IMPORTS: readonly [string, string, boolean][] = [
  ["src/util/own.ts", "../merge/merge-options.js", false],
  ["src/util/own.ts", "../../src/merge/defaults.js", false],
  ["src/util/own.ts", "../types/index.js", true],
  ["src/types/index.ts", "../merge/defaults.js", false],
  ["src/types/index.ts", "../util/errors.js", true],
  ["src/template/write-url.ts", "../parse/parse-options.js", false],
  ["src/template/write-url.ts", "../util/errors.js", true],
  ["src/parse/parse-options.ts", "../merge/merge-headers.js", false],
  ["src/parse/parse-options.ts", "../template/expand-query.js", true],
  ["src/merge/merge-options.ts", "../parse/parse-options.js", false],
  ["src/merge/merge-options.ts", "../with-defaults.js", false],
  ["src/merge/merge-options.ts", "../fetch/to-fetch-args.js", false],
  ["src/fetch/to-fetch-args.ts", "../merge/merge-headers.js", true],
  ["src/fetch/to-fetch-args.ts", "../cli/main.js", false],
  ["src/cli/main.ts", "../openapi.js", true],
  ["src/cli/main.ts", "../index.js", false],
  ["src/cli/main.ts", "../merge/defaults.js", false],
  ["src/cli/main.ts", "../util/describe-value.js", true],
  ["src/cli/main.ts", "../util/json-text.js", true],
  ["src/cli/main.ts", "../util/errors.js", false],
  ["src/cli/main.ts", "../util/describe-value.jsx", false],
  ["src/with-defaults.ts", "./merge/merge-options.js", true],
];

describe("the layer rule", () => {
  // One child process for the whole table: ESLint's start-up is the cost.
  const reported = reportedRules(
    IMPORTS.map(([filePath, target]) => ({ filePath, code: `export { default as x } from "${target}";\n` })),
  );

  it.each(IMPORTS.map((row, index) => [...row, index] as const))(
    "%s importing %s: allowed %s",
    (_file, _target, allowed, index) => {
      expect(reported[index]?.includes("no-restricted-imports")).toBe(!allowed);
    },
  );
});
