import type { Environment } from "./build-options.js";

/**
 * Where output goes: `process.stdout` or `process.stderr` will do.
 *
 * @example
 * const lines: string[] = [];
 * const output: Output = { write: (text) => lines.push(text) };
 */
interface Output {
  write(text: string): unknown;
}

/**
 * Everything the command touches outside itself, injected so tests run in-process.
 *
 * @example
 * const io: CliIo = {
 *   stdout,
 *   stderr,
 *   env: {},
 *   readFile: async () => new Uint8Array(),
 *   readStdin: async () => new Uint8Array(),
 * };
 */
export interface CliIo {
  readonly stdout: Output;
  readonly stderr: Output;
  readonly env: Environment;
  /** The bytes of a file (`--data @FILE`). */
  readFile(path: string): Promise<Uint8Array>;
  /** All of standard input (`--data @-`). */
  readStdin(): Promise<Uint8Array>;
}
