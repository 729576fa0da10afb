import { mkdtempSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { endpoint } from "../../src/index";
import type { RequestOptions } from "../../src/index";
import { HOSTILE_VALUES, pasteIntoBash } from "../helpers/cli";
import { execute, type Finished } from "../helpers/execute";
import { BIN, ROOT, ensureDist } from "../helpers/dist";
import { startRecordingServer, type ReceivedRequest, type RecordingServer } from "../helpers/recording-server";

// The real command, as a user runs it: the bin file, executed by its shebang.
function cli(
  args: readonly string[],
  options: { input?: string; env?: NodeJS.ProcessEnv; cwd?: string } = {},
): Promise<Finished> {
  return execute(BIN, args, { cwd: ROOT, ...options });
}

let server: RecordingServer;
beforeAll(async () => {
  ensureDist();
  server = await startRecordingServer();
}, 180_000);
afterAll(() => server.close());

/** Runs the command with and without --curl; pastes the curl line into bash; returns both sides. */
async function roundTrip(
  args: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ request: RequestOptions; command: string; received: ReceivedRequest }> {
  const json = await cli(["--base-url", server.origin, ...args], { env });
  expect({ status: json.status, stderr: json.stderr }).toEqual({ status: 0, stderr: "" });
  const request = JSON.parse(json.stdout) as RequestOptions;
  const curl = await cli(["--base-url", server.origin, ...args, "--curl"], { env });
  expect({ status: curl.status, stderr: curl.stderr }).toEqual({ status: 0, stderr: "" });
  expect(curl.stdout).toMatch(/^[^\n]+\n$/);
  const cwd = mkdtempSync(join(tmpdir(), "paste-"));
  server.received.length = 0;
  const pasted = await pasteIntoBash(`cd ${cwd} && ${curl.stdout.trimEnd()} --silent --show-error`, env);
  expect({ status: pasted.status, stderr: pasted.stderr }).toEqual({ status: 0, stderr: "" });
  // Nothing in a value ran as a command.
  expect(readdirSync(cwd)).toEqual([]);
  return { request, command: curl.stdout, received: server.takeOne() };
}

// Each hostile value as a string item, and as a JSON item (the only way to
// write a value that starts with "=": "key==x" is refused, see parseItem).
function asItems(prefix: string): string[] {
  return HOSTILE_VALUES.flatMap((value, index) => [
    ...(value.startsWith("=") ? [] : [`${prefix}${index}=${value}`]),
    `${prefix}${index}j:=${JSON.stringify(value)}`,
  ]);
}

/** The server got exactly the request the JSON output describes. */
function expectSame(request: RequestOptions, received: ReceivedRequest): void {
  expect(received.method).toBe(request.method);
  expect(server.origin + received.target).toBe(request.url);
  const names = Object.keys(received.headers).filter((name) => name !== "host" && name !== "content-length");
  expect(names.sort()).toEqual(Object.keys(request.headers).sort());
  for (const [name, value] of Object.entries(request.headers)) {
    expect(Buffer.from(received.headers[name] as string, "latin1").toString("utf8")).toBe(String(value));
  }
  if (request.body === undefined) {
    expect(received.body.length).toBe(0);
  } else if (typeof request.body === "string") {
    expect(received.body.toString("utf8")).toBe(request.body);
    expect(received.headers["content-length"]).toBe(String(Buffer.byteLength(request.body)));
  } else {
    expect(JSON.parse(received.body.toString("utf8"))).toEqual(request.body);
  }
}

describe("bin/rest-endpoint.mjs, run as a program", () => {
  test("is an executable file that starts with a node shebang", () => {
    expect(readFileSync(BIN, "utf8").split("\n")[0]).toBe("#!/usr/bin/env node");
    expect(statSync(BIN).mode & 0o111).toBe(0o111);
  });

  test("the first command of docs/cli.md prints the request options of a real GitHub route", async () => {
    const { status, stdout, stderr } = await cli([
      "GET /repos/{owner}/{repo}/issues",
      "owner=octokit",
      "repo=rest.js",
      "state=open",
    ]);
    expect({ status, stderr }).toEqual({ status: 0, stderr: "" });
    expect(JSON.parse(stdout)).toEqual(
      endpoint("GET /repos/{owner}/{repo}/issues", { owner: "octokit", repo: "rest.js", state: "open" }),
    );
    expect(stdout).toBe(`${JSON.stringify(JSON.parse(stdout), null, 2)}\n`);
  });

  test("METHOD and URL may be two arguments", async () => {
    const { stdout } = await cli(["PATCH", "/repos/{owner}/{repo}", "owner=o", "repo=r", "archived:=true"]);
    expect(JSON.parse(stdout)).toEqual(
      endpoint("PATCH /repos/{owner}/{repo}", { owner: "o", repo: "r", archived: true }),
    );
  });

  test("--help exits 0; --version prints the package version", async () => {
    const help = await cli(["--help"]);
    expect([help.status, help.stderr]).toEqual([0, ""]);
    expect(help.stdout).toContain("Usage: rest-endpoint");
    const version = await cli(["--version"]);
    const { version: expected } = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { version: string };
    expect(version.stdout).toBe(`${expected}\n`);
  });

  test.each([
    ["an EndpointError", ["GET /repos/{owner}/{repo}", "owner=o"], "ERR_MISSING_PARAMETER", '"repo"'],
    ["invalid JSON after :=", ["POST /x", "count:=1O"], "ERR_INVALID_JSON", 'item "count:=1O"'],
    ["an unknown option", ["GET /x", "--fromat", "raw"], "ERR_UNKNOWN_OPTION", '"--fromat"'],
    // A header's value is named by what is wrong with it, never quoted (it may be a credential).
    [
      "a header with a newline",
      ["GET /x", "X-A:a\nSECRET"],
      "ERR_INVALID_HEADER",
      '"x-a" for route "GET /x": its value has a line break (U+000A) at position 1',
    ],
    [
      "an unset token variable",
      ["GET /user", "--token-env", "REST_ENDPOINT_UNSET"],
      "ERR_MISSING_TOKEN",
      "REST_ENDPOINT_UNSET",
    ],
  ])(
    "bad input (%s): one line on stderr with the code and the argument, nothing on stdout, status 2",
    async (_name, args, code, argument) => {
      const { status, stdout, stderr } = await cli(args);
      expect(status).toBe(2);
      expect(stdout).toBe("");
      expect(stderr).toMatch(new RegExp(`^rest-endpoint: ${code}: [^\\n]+\\n$`));
      expect(stderr).toContain(argument);
      expect(stderr).not.toContain("SECRET");
    },
  );

  test("--data @file and --data @- send the bytes of the file or of standard input", async () => {
    const directory = mkdtempSync(join(tmpdir(), "data-"));
    const text = '{"text": "it\'s $(x)\\n"}\r\n';
    writeFileSync(join(directory, "body.json"), text);
    const file = await cli(["POST /markdown", "--data", `@${join(directory, "body.json")}`]);
    expect((JSON.parse(file.stdout) as RequestOptions).body).toBe(text);
    const stdin = await cli(["POST /markdown", "--data", "@-"], { input: text });
    expect((JSON.parse(stdin.stdout) as RequestOptions).body).toBe(text);
  });

  describe("--curl: the printed command, pasted into bash, sends exactly that request", () => {
    test("hostile values in the body: quotes, $(...), backticks, ;, &&, newlines, unicode, ', \\", async () => {
      const { request, received } = await roundTrip([
        "POST /repos/{owner}/{repo}/issues",
        "owner=o'w$(n)",
        "repo=r`e`p;o",
        ...asItems("v"),
        `all:=${JSON.stringify(HOSTILE_VALUES)}`,
        "big:=12345678901234567890",
      ]);
      expectSame(request, received);
      expect(received.body.toString("utf8")).toContain('"big":12345678901234567890');
    });

    test("hostile values in the query string and the path", async () => {
      const { request, received } = await roundTrip(["GET /search/{kind}", "kind=a b'c", ...asItems("q")]);
      expectSame(request, received);
    });

    test("hostile header values (RFC 9110 field-values: the library refuses CR, LF, controls and anything above U+00FF)", async () => {
      // Tab is the one control character a header value may hold.
      const headers = HOSTILE_VALUES.filter((value) => /^[\t\x20-\x7e\x80-\xff]*$/.test(value));
      const { request, received } = await roundTrip([
        "GET /x",
        ...headers.map((value, index) => `X-H${index}: ${value}`),
      ]);
      expectSame(request, received);
    });

    test("a raw body from --data, with a newline at the end", async () => {
      const { request, received } = await roundTrip([
        "POST /markdown/raw",
        "Content-Type:text/plain",
        "--data",
        "# Title\n\nit's `code` and $HOME!\n",
      ]);
      expectSame(request, received);
    });

    test("an empty PUT still sends content-length: 0", async () => {
      const { request, received } = await roundTrip(["PUT /user/starred/{owner}/{repo}", "owner=o", "repo=r"]);
      expectSame(request, received);
      expect(received.headers["content-length"]).toBe("0");
    });

    test("removed default headers stay removed", async () => {
      const { request, received } = await roundTrip(["GET /x", "User-Agent:", "Accept:"]);
      expect(request.headers).toEqual({});
      expectSame(request, received);
    });

    test("--format and --preview change accept; HEAD works", async () => {
      const { request, received } = await roundTrip([
        "HEAD /repos/{owner}/{repo}/readme",
        "owner=o",
        "repo=r",
        "--format",
        "raw",
        "--preview",
        "mercy",
      ]);
      expect(request.headers.accept).toBe("application/vnd.github.mercy-preview.raw");
      expectSame(request, received);
    });

    test("--token-env: the token reaches the server but never the printed command", async () => {
      const env = { ...process.env, REST_ENDPOINT_TEST_TOKEN: "ghp_S3cr3t" };
      const { request, command, received } = await roundTrip(
        ["GET /user", "--token-env", "REST_ENDPOINT_TEST_TOKEN"],
        env,
      );
      expect(request.headers.authorization).toBe("token ghp_S3cr3t");
      expect(command).not.toContain("ghp_S3cr3t");
      expectSame(request, received);
    });
  });
});
