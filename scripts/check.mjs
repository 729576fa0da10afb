// The type checks and the lint of `npm run check`, in one process, so that
// the largest TypeScript program is built once instead of twice: the tests'
// program (tsconfig.test.json: src/, __tests__/, bench/, examples/) is
// type-checked, then handed to ESLint's type-aware rules, which would
// otherwise build the same program again (about a third of a cold check).
// The library (tsconfig.json: no Node or DOM types) and the command line
// (tsconfig.cli.json) are checked alone, with their own settings.
//
//   node scripts/check.mjs
//
// Prints what tsc and `eslint .` would print, and exits with 1 if either
// found a problem. `npm run typecheck` and `npm run lint` still run each
// tool alone.
import ts from "typescript";
import { ESLint } from "eslint";
import { TYPED_FILES } from "../eslint.config.mjs";

const host = {
  getCanonicalFileName: (name) => name,
  getCurrentDirectory: ts.sys.getCurrentDirectory,
  getNewLine: () => ts.sys.newLine,
};

/** The program of a tsconfig file, with the problems tsc would report for it. */
function check(configFile) {
  const parsed = ts.getParsedCommandLineOfConfigFile(configFile, undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.formatDiagnostic(diagnostic, host));
    },
  });
  const program = ts.createProgram({
    rootNames: parsed.fileNames,
    options: parsed.options,
    configFileParsingDiagnostics: parsed.errors,
  });
  return { program, problems: ts.getPreEmitDiagnostics(program) };
}

let failed = false;

/** Type-checks the tsconfig file's program, prints what tsc would, and returns the program. */
function typeCheck(configFile) {
  const { program, problems } = check(configFile);
  if (problems.length > 0) {
    failed = true;
    const format = process.stdout.isTTY ? ts.formatDiagnosticsWithColorAndContext : ts.formatDiagnostics;
    console.log(`${format(problems, host)}\ntsc -p ${configFile}: ${problems.length} error(s)`);
  }
  return program;
}

typeCheck("tsconfig.json");
typeCheck("tsconfig.cli.json");
const tests = typeCheck("tsconfig.test.json");

const eslint = new ESLint({
  overrideConfig: [{ files: TYPED_FILES, languageOptions: { parserOptions: { programs: [tests], project: null } } }],
});
const results = await eslint.lintFiles(["."]);
const report = await (await eslint.loadFormatter("stylish")).format(results);
if (report) console.log(report);
if (results.some((result) => result.errorCount > 0)) failed = true;

process.exitCode = failed ? 1 : 0;
