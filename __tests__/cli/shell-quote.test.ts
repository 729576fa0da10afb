import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { quoteShell } from "../../src/cli/shell-quote";
import { HOSTILE_VALUES } from "../helpers/cli";
import { execute } from "../helpers/execute";

// Test names stay plain ASCII (no raw controls or bidi overrides in the report).
function printable(value: string): string {
  return JSON.stringify(value).replace(
    /[^\x20-\x7e]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

// One bash run for many values: each is printed back followed by a NUL
// (which no value contains), with history expansion on, as when pasted.
async function echoThroughBash(values: readonly string[]): Promise<string[]> {
  const cwd = mkdtempSync(join(tmpdir(), "quote-"));
  const script = ["set -o history -o histexpand", ...values.map((value) => `printf '%s\\0' ${quoteShell(value)}`)].join(
    "\n",
  );
  const { status, stdout, stderr } = await execute("bash", ["--norc", "--noprofile", "-s"], { input: script, cwd });
  expect({ status, stderr }).toEqual({ status: 0, stderr: "" });
  // Nothing a value contains was run as a command.
  expect(readdirSync(cwd)).toEqual([]);
  return stdout.split("\0").slice(0, -1);
}

describe("quoteShell(): one POSIX shell word per value", () => {
  // Each value and the one word quoteShell writes for it.
  const QUOTED: Array<[value: string, quoted: string]> = [
    ["POST", "POST"],
    ["https://api.github.com/repos/o/r", "https://api.github.com/repos/o/r"],
    ["accept:", "accept:"],
    ["", "''"],
    ["a b", "'a b'"],
    ["https://h/x?a=1&b=2", "'https://h/x?a=1&b=2'"],
    ["it's", "'it'\\''s'"],
    ["$(id) `id` ${x}", "'$(id) `id` ${x}'"],
    ["=cmd", "'=cmd'"],
    ["~root", "'~root'"],
    ["ünï ✓", "'ünï ✓'"],
    ["a\nb", "$'a\\nb'"],
    ["a\r\tb", "$'a\\r\\tb'"],
    ["it's\n\\", "$'it\\x27s\\n\\\\'"],
    ["\u001b[0m", "$'\\x1B[0m'"],
    ["\u0085", "$'\\xC2\\x85'"],
    ["\u202e", "$'\\xE2\\x80\\xAE'"],
    ["\u200e", "$'\\xE2\\x80\\x8E'"],
    ["\u200f", "$'\\xE2\\x80\\x8F'"],
    ["\u061c", "$'\\xD8\\x9C'"],
  ];

  test.each(QUOTED.map(([value, quoted]) => [`${printable(value)} is written ${quoted}`, value, quoted]))(
    "%s",
    (_title, value, quoted) => {
      expect(quoteShell(value)).toBe(quoted);
    },
  );

  test('the bash these tests use expands history, so a "!" in a value is really tested', async () => {
    const { stdout } = await execute("bash", ["--norc", "--noprofile", "-s"], {
      input: 'set -o history -o histexpand\necho one\necho "!!"\n',
    });
    expect(stdout).toBe("one\necho one\n");
  });

  test("hostile values reach bash's printf unchanged, and none runs anything", async () => {
    expect(await echoThroughBash(HOSTILE_VALUES)).toEqual(HOSTILE_VALUES);
  });

  // Any Unicode text but NUL (which no argument can hold).
  const text = fc
    .string({
      unit: fc.oneof(
        fc.constantFrom(..."'\\!$`\n\r\t\u001b\u0085\u2028\u202e\u200e\u200f\u061c \""),
        fc.string({ unit: "binary", minLength: 1, maxLength: 1 }),
      ),
      maxLength: 30,
    })
    .filter((value) => !value.includes("\0"));

  test("property: every string round-trips through bash", async () => {
    const values = fc.sample(text, { numRuns: 400, seed: 20241122 });
    expect(await echoThroughBash(values)).toEqual(values);
  });

  test("property: the quoted word is one line of printable characters", () => {
    fc.assert(
      fc.property(text, (value) => {
        expect(quoteShell(value)).not.toMatch(/[\p{Cc}\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/u);
      }),
    );
  });
});
