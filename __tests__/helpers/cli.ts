// Helpers for the command-line tests: pasting a line into bash, in-memory
// input and output for main(), and values that break naive shell quoting.
import type { CliIo } from "../../src/cli/cli-io";
import { execute, type Finished } from "./execute";

/**
 * Runs `line` as if pasted into an interactive bash: read from standard
 * input with history expansion on (`!` is live), as a terminal session has it.
 */
export function pasteIntoBash(line: string, env: NodeJS.ProcessEnv = process.env): Promise<Finished> {
  return execute("bash", ["--norc", "--noprofile", "-s"], { input: `set -o history -o histexpand\n${line}\n`, env });
}

/** In-memory input and output for main(). */
export interface MemoryIo extends CliIo {
  readonly out: string[];
  readonly err: string[];
}

export function memoryIo(
  options: {
    env?: { [name: string]: string | undefined };
    files?: { [path: string]: Uint8Array | string };
    stdin?: Uint8Array | string;
  } = {},
): MemoryIo {
  const out: string[] = [];
  const err: string[] = [];
  const bytes = (value: Uint8Array | string): Uint8Array =>
    typeof value === "string" ? Buffer.from(value, "utf8") : value;
  return {
    out,
    err,
    stdout: { write: (text: string) => out.push(text) },
    stderr: { write: (text: string) => err.push(text) },
    env: options.env ?? {},
    readFile: (path: string) => {
      const file = options.files?.[path];
      if (file === undefined) return Promise.reject(new Error(`ENOENT: no such file or directory, open '${path}'`));
      return Promise.resolve(bytes(file));
    },
    readStdin: () => Promise.resolve(bytes(options.stdin ?? "")),
  };
}

/**
 * Values that break naive shell quoting, each on its own: quotes, command
 * substitution, separators, history expansion, globs, escapes, control
 * characters, unicode (combining, astral, right-to-left override).
 */
export const HOSTILE_VALUES: readonly string[] = [
  `it's "quoted"`,
  "'",
  "''",
  "$(touch CANARY)",
  "`touch CANARY`",
  "${HOME} $HOME $0 $$ $@",
  "a; touch CANARY",
  "a && touch CANARY || b | c & d",
  "line 1\nline 2\n",
  "cr\r\nlf",
  "tab\there",
  "back\\slash \\n \\' \\\\",
  "!! !$ !-1 ^a^b",
  "*.ts ? [abc] {a,b} ~ ~root",
  "# not a comment",
  "%s %d %% %n",
  "ünïcödé ✓ 日本語 🎉 e\u0301",
  "\u202eevil\u202c",
  "\u001b[31mred\u001b[0m",
  "\u0085 next line \u2028 separator",
  " leading and trailing spaces ",
  "=starts with equals",
  "-starts-with-dash",
  "@/etc/passwd",
  "",
];
