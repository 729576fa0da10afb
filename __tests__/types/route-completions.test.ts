/**
 * An editor offers the description's routes as completions of a route
 * argument: the route parameter takes any string literal (so that one the
 * description lacks is reported in words), and must still list the routes.
 * Asked of TypeScript's language service, as an editor asks it.
 */
import { join } from "node:path";
import * as ts from "typescript";
import { STRICT_OPTIONS } from "../helpers/compiler-options";

const ROOT = join(__dirname, "..", "..").replace(/\\/g, "/");
const FILE = `${ROOT}/__tests__/types/virtual-completions.ts`;
const TEXT = `import { endpoint } from "../../src/openapi";
import type { paths } from "../fixtures/openapi/real/twilio-studio";
declare const description: object;
export const described = endpoint.defaults<paths>({ openapi: description });
export const typesOnly = endpoint.defaults<paths>();
described("");
typesOnly.merge("");
described("POST /v2/");
`;

function languageService(): ts.LanguageService {
  const options: ts.CompilerOptions = { ...STRICT_OPTIONS, lib: ["lib.es2022.d.ts", "lib.dom.d.ts"] };
  const host: ts.LanguageServiceHost = {
    getScriptFileNames: () => [FILE],
    getScriptVersion: () => "1",
    getScriptSnapshot: (name) => {
      const text = name === FILE ? TEXT : ts.sys.readFile(name);
      return text === undefined ? undefined : ts.ScriptSnapshot.fromString(text);
    },
    getCurrentDirectory: () => ROOT,
    getCompilationSettings: () => options,
    getDefaultLibFileName: ts.getDefaultLibFilePath,
    fileExists: (name) => name === FILE || ts.sys.fileExists(name),
    readFile: (name) => (name === FILE ? TEXT : ts.sys.readFile(name)),
  };
  return ts.createLanguageService(host);
}

const service = languageService();

function completions(marker: string): string[] {
  const position = TEXT.indexOf(marker) + marker.length;
  const found = service.getCompletionsAtPosition(FILE, position, {});
  return (found?.entries ?? []).map((entry) => entry.name);
}

jest.setTimeout(60_000);

test.each(['described("', 'typesOnly.merge("', 'described("POST /v2/'])("%s offers the routes", (marker) => {
  const names = completions(marker);
  expect(names).toContain("GET /v2/Flows");
  expect(names).toContain("POST /v2/Flows/{Sid}");
  expect(names).toHaveLength(19);
});
