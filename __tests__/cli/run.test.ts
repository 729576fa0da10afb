import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { VERSION } from "../../src/index";
import { nodeIo, run } from "../../src/cli/run";

describe("nodeIo(): the process's streams, environment and files", () => {
  test("reads files and all of standard input as bytes", async () => {
    const file = join(mkdtempSync(join(tmpdir(), "cli-io-")), "body.txt");
    writeFileSync(file, "ü\r\n");
    const io = nodeIo(Readable.from([Buffer.from("a"), Buffer.from("ü")]));
    expect(Buffer.from(await io.readFile(file)).toString("utf8")).toBe("ü\r\n");
    expect(Buffer.from(await io.readStdin()).toString("utf8")).toBe("aü");
    await expect(io.readFile(join(file, "missing"))).rejects.toThrow(/ENOTDIR|ENOENT/);
  });

  test("defaults to the process's own stdin, stdout, stderr and environment", () => {
    const io = nodeIo();
    expect(io.stdout).toBe(process.stdout);
    expect(io.stderr).toBe(process.stderr);
    expect(io.env).toBe(process.env);
  });
});

describe("run(): the command with the process's arguments and exit status", () => {
  const exitCode = process.exitCode;
  const argv = process.argv;
  let out: string[];
  let err: string[];
  beforeEach(() => {
    out = [];
    err = [];
    jest.spyOn(process.stdout, "write").mockImplementation((text: string | Uint8Array) => out.push(String(text)) > 0);
    jest.spyOn(process.stderr, "write").mockImplementation((text: string | Uint8Array) => err.push(String(text)) > 0);
  });
  afterEach(() => {
    jest.restoreAllMocks();
    process.exitCode = exitCode;
    process.argv = argv;
  });

  test("takes the arguments after the script name by default and sets process.exitCode", async () => {
    process.argv = [...argv.slice(0, 1), "rest-endpoint", "--version"];
    await run();
    expect([out, err]).toEqual([[`${VERSION}\n`], []]);
    expect(process.exitCode).toBe(0);
  });

  test("bad input: status 2 and the error on stderr", async () => {
    await run(["--bogus"]);
    expect(process.exitCode).toBe(2);
    expect(out).toEqual([]);
    expect(err).toEqual([
      'rest-endpoint: ERR_UNKNOWN_OPTION: unknown option "--bogus"; an item that starts with "-" goes after "--" (see rest-endpoint --help)\n',
    ]);
  });
});
