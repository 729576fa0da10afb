import { spawn } from "node:child_process";
import { createServer } from "node:http";
import type { IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import type { CliIo } from "../../src/cli/main";
import type { CliError } from "../../src/cli/cli-error";

/** What the test server received for one request. */
export interface Received {
  method: string;
  /** The request target as sent: path and query, nothing decoded. */
  target: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface TestServer {
  /** "http://127.0.0.1:<port>" */
  origin: string;
  received: Received[];
  close(): Promise<void>;
}

/** An HTTP server on 127.0.0.1 (a free port) that records every request and answers 204. */
export async function startServer(): Promise<TestServer> {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({
        method: request.method ?? "",
        target: request.url ?? "",
        headers: request.headers,
        body: Buffer.concat(chunks),
      });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface Finished {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a program to completion, with `input` on its standard input. */
export function execute(
  file: string,
  args: readonly string[],
  options: { input?: string | Buffer; env?: NodeJS.ProcessEnv; cwd?: string } = {},
): Promise<Finished> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { cwd: options.cwd, env: options.env ?? process.env });
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => stderr.push(chunk));
    child.on("error", reject);
    child.on("close", (status) =>
      resolve({
        status,
        stdout: Buffer.concat(stdout).toString("utf8"),
        stderr: Buffer.concat(stderr).toString("utf8"),
      }),
    );
    child.stdin.end(options.input ?? "");
  });
}

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
    readFile: async (path: string) => {
      const file = options.files?.[path];
      if (file === undefined) throw new Error(`ENOENT: no such file or directory, open '${path}'`);
      return bytes(file);
    },
    readStdin: async () => bytes(options.stdin ?? ""),
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

/** The CliError `run` throws (fails the test when it throws nothing). */
export function errorOf(run: () => unknown): CliError {
  try {
    run();
  } catch (error) {
    return error as CliError;
  }
  throw new Error("did not throw");
}
