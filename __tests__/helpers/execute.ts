import { spawn } from "node:child_process";

/** How a program ended: its exit status (null if a signal ended it) and its output as text. */
export interface Finished {
  status: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs a program to completion, with `input` on its standard input (closed
 * at once without it), and resolves with how it ended; rejects only if the
 * program cannot be started.
 *
 * @example
 * const { status, stdout } = await execute("git", ["--version"]);
 */
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
