/**
 * The ```sh blocks of the docs, run with the built command (so in the full
 * tier: it needs dist/): the README's two development commands are the set-up
 * command (whose command-line part runs here) and `bash .ci/run`; every
 * command of docs/cli.md exits 0 with nothing on stderr, and the curl command
 * its ```text block shows is what the command above it prints.
 */
import { getUserAgent } from "universal-user-agent";
import { endpoint, VERSION } from "../../src/index";
import { BIN, ensureDist, ROOT } from "../helpers/dist";
import { execute } from "../helpers/execute";
import { blocks, section } from "../helpers/markdown";

const platform = getUserAgent();

const shell = (script: string, env: NodeJS.ProcessEnv) => execute("bash", ["-c", script], { cwd: ROOT, env });

describe("shell commands", () => {
  const COMMAND = `node ${JSON.stringify(BIN)}`;
  const env = { ...process.env, GITHUB_TOKEN: "0123456789abcdef" };
  // Each command: `rest-endpoint ...` with its continuation lines.
  const commands = blocks("docs/cli.md", "sh").flatMap(({ code }) =>
    code
      .replace(/\\\n\s*/g, "")
      .split("\n")
      .filter((line) => line.startsWith("rest-endpoint ")),
  );

  beforeAll(() => ensureDist(), 180_000);

  test("there are some", () => {
    expect(commands.length).toBeGreaterThanOrEqual(2);
  });

  test.each(commands)("%s", async (command) => {
    const result = await shell(`${COMMAND}${command.slice("rest-endpoint".length)}`, env);
    expect({ status: result.status, stderr: result.stderr }).toEqual({ status: 0, stderr: "" });
  });

  test("the README's first development command prints the request options of a real route", async () => {
    const [first, second, ...rest] = blocks("README.md", "sh").filter(({ code }) =>
      section("README.md", "## Development").includes(code),
    );
    expect(rest).toEqual([]);
    if (!first || !second) throw new Error("README.md's Development section has fewer than two ```sh blocks");
    expect(second.code.trim()).toBe("bash .ci/run");
    const setUp = "npm ci && npm run build && node bin/rest-endpoint.mjs ";
    expect(first.code.startsWith(setUp)).toBe(true);
    const args = first.code.trim().slice(setUp.length);
    const [, route, items] = /^"([^"]+)" ([\w.=\s-]+)$/.exec(args) ?? [];
    if (route === undefined || items === undefined) throw new Error(`expected "<route>" key=value ..., got ${args}`);
    const parameters = Object.fromEntries(items.split(" ").map((item) => item.split("="))) as {
      [name: string]: string;
    };
    const result = await shell(`${COMMAND} ${args}`, env);
    expect({ status: result.status, stderr: result.stderr }).toEqual({ status: 0, stderr: "" });
    expect(JSON.parse(result.stdout)).toEqual(endpoint(route, parameters));
  });

  test("the curl line shown is what the --curl command above it prints", async () => {
    const sh = blocks("docs/cli.md", "sh");
    const curl = blocks("docs/cli.md", "text").find(({ code }) => code.startsWith("curl "));
    if (!curl) throw new Error("docs/cli.md shows no curl command in a ```text block");
    const before = sh.filter(({ line }) => line < curl.line).pop();
    const command = before?.code
      .replace(/\\\n\s*/g, "")
      .split("\n")
      .find((line) => line.startsWith("rest-endpoint ") && line.includes("--curl"));
    if (!command) throw new Error("the ```sh block before the curl line has no --curl command");
    const result = await shell(`${COMMAND}${command.slice("rest-endpoint".length)}`, env);
    expect(result.stdout.trimEnd()).toBe(
      curl.code
        .trimEnd()
        .replace("Node.js/20.20.2 (linux; x64)", platform)
        .replace("rest-endpoint/1.0.0", `rest-endpoint/${VERSION}`),
    );
  });
});
