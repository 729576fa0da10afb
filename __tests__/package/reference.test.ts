/**
 * docs/reference/ is generated from the TSDoc comments by TypeDoc
 * (`npm run docs:reference`, configured in typedoc.json). This regenerates it
 * into a temporary folder and compares file by file: a comment or a public
 * type changed without regenerating the reference fails here.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const ROOT = join(__dirname, "..", "..");
const REFERENCE = join(ROOT, "docs", "reference");
const TYPEDOC = join(ROOT, "node_modules", "typedoc", "bin", "typedoc");

jest.setTimeout(120_000);

function files(dir: string): Map<string, string> {
  const entries = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return new Map(
    entries.map((entry) => {
      const path = join(entry.parentPath, entry.name);
      return [path.slice(dir.length + 1), readFileSync(path, "utf8")];
    }),
  );
}

test("docs/reference/ is what TypeDoc writes from the current source (else: npm run docs:reference)", () => {
  const out = mkdtempSync(join(tmpdir(), "rest-endpoint-reference-"));
  try {
    execFileSync(process.execPath, [TYPEDOC, "--logLevel", "Warn", "--out", out], { cwd: ROOT, stdio: "pipe" });
    const fresh = files(out);
    expect(fresh.size).toBeGreaterThan(0);
    expect([...files(REFERENCE).keys()].sort()).toEqual([...fresh.keys()].sort());
    for (const [name, text] of fresh)
      expect({ name, text: readFileSync(join(REFERENCE, name), "utf8") }).toEqual({ name, text });
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});
