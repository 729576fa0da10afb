import { readFile } from "node:fs/promises";
import { main } from "./main.js";
import type { CliIo } from "./cli-io.js";

/**
 * The real world for {@link main}: process streams, environment and files.
 * `stdin` is a parameter so tests can pass a stream of their own.
 *
 * @example
 * const status = await main(process.argv.slice(2), nodeIo());
 */
export function nodeIo(stdin: AsyncIterable<Uint8Array> = process.stdin): CliIo {
  return {
    stdout: process.stdout,
    stderr: process.stderr,
    env: process.env,
    readFile: (path) => readFile(path),
    readStdin: async () => {
      const chunks: Uint8Array[] = [];
      for await (const chunk of stdin) chunks.push(chunk);
      return Buffer.concat(chunks);
    },
  };
}

/**
 * The `rest-endpoint` command: runs {@link main} on the process's arguments
 * and sets the exit status (`process.exitCode`, so pending output is still
 * flushed). bin/rest-endpoint.mjs calls it.
 *
 * @example
 * await run(); // as the bin file does
 */
export async function run(argv: readonly string[] = process.argv.slice(2)): Promise<void> {
  process.exitCode = await main(argv, nodeIo());
}
