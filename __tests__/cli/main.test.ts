import { endpoint, VERSION } from "../../src/index";
import type { RequestOptions } from "../../src/index";
import { main } from "../../src/cli/main";
import { renderCurl } from "../../src/cli/render-curl";
import { memoryIo } from "../helpers/cli";

describe("main(): one command, in-process", () => {
  test("prints the result of endpoint() as pretty JSON, exit status 0", async () => {
    const io = memoryIo();
    const status = await main(
      ["GET /repos/{owner}/{repo}/issues", "owner=octokit", "repo=rest.js", "state=open", "per_page:=100"],
      io,
    );
    expect(status).toBe(0);
    expect(io.err).toEqual([]);
    const expected = endpoint("GET /repos/{owner}/{repo}/issues", {
      owner: "octokit",
      repo: "rest.js",
      state: "open",
      per_page: 100,
    });
    expect(io.out.join("")).toBe(`${JSON.stringify(expected, null, 2)}\n`);
  });

  test("big integers are printed with every digit", async () => {
    const io = memoryIo();
    await main(["POST /x", "id:=12345678901234567890"], io);
    expect(io.out.join("")).toContain('"id": 12345678901234567890\n');
  });

  test("--curl prints the curl command for the same request, on one line", async () => {
    const io = memoryIo();
    const argv = [
      "POST",
      "/repos/{owner}/{repo}/issues",
      "owner=o",
      "repo=r",
      "title=it's $(x)",
      'labels:=["bug"]',
      "X-Trace:1",
      "--curl",
    ];
    expect(await main(argv, io)).toBe(0);
    const expected = endpoint("POST /repos/{owner}/{repo}/issues", {
      owner: "o",
      repo: "r",
      title: "it's $(x)",
      labels: ["bug"],
      headers: { "x-trace": "1" },
    });
    expect(io.out).toEqual([`${renderCurl(expected)}\n`]);
  });

  test("--curl with --token-env refers to the variable instead of writing the token", async () => {
    const io = memoryIo({ env: { GITHUB_TOKEN: "ghp_secret" } });
    await main(["GET /user", "--token-env", "GITHUB_TOKEN", "--curl"], io);
    expect(io.out.join("")).toContain(`'authorization: token '"\${GITHUB_TOKEN:?}"`);
    expect(io.out.join("")).not.toContain("ghp_secret");
  });

  test("the JSON output carries the token (it is the request)", async () => {
    const io = memoryIo({ env: { GITHUB_TOKEN: "ghp_secret" } });
    await main(["GET /user", "--token-env", "GITHUB_TOKEN"], io);
    expect((JSON.parse(io.out.join("")) as RequestOptions).headers.authorization).toBe("token ghp_secret");
  });

  test("--help prints the usage with the default base URL; --version the version", async () => {
    const help = memoryIo();
    expect(await main(["--help"], help)).toBe(0);
    expect(help.out.join("")).toMatch(/^Usage: rest-endpoint \[options\] <route> \[items\.\.\.\]\n/);
    expect(help.out.join("")).toContain(`(default ${endpoint.DEFAULTS.baseUrl})`);
    const version = memoryIo();
    expect(await main(["--version"], version)).toBe(0);
    expect(version.out).toEqual([`${VERSION}\n`]);
  });

  describe("--data", () => {
    test.each([
      ["text", "--data", '{"title":"x"}', {}],
      [
        "a file, byte for byte (BOM, CRLF, trailing newline kept)",
        "--data",
        "@body.json",
        { files: { "body.json": '\ufeff{"a":\r\n1}\n' } },
      ],
      ["standard input with @-", "--data", "@-", { stdin: "from stdin\n" }],
      ["standard input with -", "--data", "-", { stdin: "from stdin\n" }],
    ])("from %s", async (_source, flag, value, setup: Parameters<typeof memoryIo>[0]) => {
      const io = memoryIo(setup);
      expect(await main(["POST /repos/{owner}/{repo}/markdown", "owner=o", "repo=r", flag, value], io)).toBe(0);
      const expected = setup?.files?.["body.json"] ?? setup?.stdin ?? value;
      expect((JSON.parse(io.out.join("")) as RequestOptions).body).toBe(expected);
    });
  });

  describe("errors: one line on stderr with the code, nothing on stdout, status 2", () => {
    test.each<[string, string[], Parameters<typeof memoryIo>[0], string]>([
      [
        "a missing path parameter (EndpointError)",
        ["GET /repos/{owner}/{repo}", "owner=o"],
        {},
        'rest-endpoint: ERR_MISSING_PARAMETER: Missing parameter "repo" for route "GET /repos/{owner}/{repo}"',
      ],
      ["an unknown method (EndpointError)", ["GTE /x"], {}, 'rest-endpoint: ERR_INVALID_METHOD: Unknown method "GTE"'],
      ["a body on GET (EndpointError)", ["GET /x", "--data", "x"], {}, "rest-endpoint: ERR_BODY_NOT_ALLOWED:"],
      [
        "invalid JSON after :=",
        ["POST /x", "n:=1O"],
        {},
        'rest-endpoint: ERR_INVALID_JSON: item "n:=1O": invalid JSON at position 1: unexpected "O"',
      ],
      [
        "an unknown option",
        ["GET /x", "--fromat", "raw"],
        {},
        'rest-endpoint: ERR_UNKNOWN_OPTION: unknown option "--fromat"',
      ],
      [
        "an unset token variable",
        ["GET /user", "--token-env", "NOPE"],
        {},
        "rest-endpoint: ERR_MISSING_TOKEN: --token-env NOPE: the environment variable NOPE is not set or empty",
      ],
      [
        "a missing file",
        ["POST /x", "--data", "@nope.json"],
        {},
        `rest-endpoint: ERR_READ_FAILED: --data "@nope.json": cannot read file "nope.json": ENOENT: no such file or directory, open 'nope.json'`,
      ],
      [
        "a file that is not UTF-8",
        ["POST /x", "--data", "@latin1.txt"],
        { files: { "latin1.txt": Uint8Array.of(0x63, 0x61, 0x66, 0xe9) } },
        'rest-endpoint: ERR_INVALID_DATA: --data "@latin1.txt": file "latin1.txt" is not UTF-8 text',
      ],
      [
        "standard input that is not UTF-8",
        ["POST /x", "--data", "@-"],
        { stdin: Uint8Array.of(0xff) },
        'rest-endpoint: ERR_INVALID_DATA: --data "@-": standard input is not UTF-8 text',
      ],
      [
        "an item --data would drop",
        ["POST /repos/{owner}/{repo}/issues", "owner=o", "repo=r", "title=x", "--data", "{}"],
        {},
        'rest-endpoint: ERR_INVALID_ITEM: item "title=x" is not used: the body comes from --data, ' +
          'so parameters only fill the URL template "/repos/{owner}/{repo}/issues"',
      ],
      [
        "an item the data item would drop",
        ["PATCH /x{?q}", "q=1", "data:={}", "extra:=1"],
        {},
        'rest-endpoint: ERR_INVALID_ITEM: item "extra:=1" is not used: the body comes from the item "data"',
      ],
      [
        "a body curl cannot send",
        ["POST /x", "a=1", "content-type:text/plain", "--curl"],
        {},
        "rest-endpoint: ERR_INVALID_DATA: cannot send an object as the body with its content type: only a JSON",
      ],
    ])("%s", async (_name, argv, setup, line) => {
      const io = memoryIo(setup);
      expect(await main(argv, io)).toBe(2);
      expect(io.out).toEqual([]);
      expect(io.err).toHaveLength(1);
      expect(io.err[0]).toMatch(/^[^\n]*\n$/);
      expect(io.err[0]?.startsWith(line)).toBe(true);
    });

    test("control characters in a message are escaped: one line, no terminal escape sequences", async () => {
      const io = {
        ...memoryIo(),
        readFile: () => Promise.reject(new Error("line 1\nline 2 \u001b[31mred\u0085")),
      };
      expect(await main(["POST /x", "--data", "@f"], io)).toBe(2);
      expect(io.err).toEqual([
        'rest-endpoint: ERR_READ_FAILED: --data "@f": cannot read file "f": line 1\\u000aline 2 \\u001b[31mred\\u0085\n',
      ]);
    });

    test("a failure that is not an Error is still reported", async () => {
      // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- a non-Error rejection is the case tested
      const io = { ...memoryIo(), readStdin: () => Promise.reject("stream closed") };
      expect(await main(["POST /x", "--data", "@-"], io)).toBe(2);
      expect(io.err).toEqual([
        'rest-endpoint: ERR_READ_FAILED: --data "@-": cannot read standard input: stream closed\n',
      ]);
    });

    test("items that fill the URL template are fine with --data", async () => {
      const io = memoryIo();
      expect(
        await main(["POST /repos/{owner}/{repo}/issues{?q}", "owner=o", "repo=r", "q=x", "--data", "{}"], io),
      ).toBe(0);
      expect(JSON.parse(io.out.join(""))).toMatchObject({
        url: "https://api.github.com/repos/o/r/issues?q=x",
        body: "{}",
      });
    });

    // Which items the template uses is asked of endpoint() itself, so every
    // form of variable it reads counts, wherever it stands.
    test.each([
      ["POST /repos/:owner/:repo/issues", ["owner=o", "repo=r"], "https://api.github.com/repos/o/r/issues"],
      ["PUT /x/{a:1}{/b*}{#c}", ["a=xyz", "b:=[1,2]", "c=z"], "https://api.github.com/x/x/1/2#z"],
      ["PATCH /x{;p}{?q,r}", ["p=1", "q:=null", "r:=[]"], "https://api.github.com/x;p=1"],
    ])("with --data, %s uses every item of %j", async (route, items, url) => {
      const io = memoryIo();
      expect(await main([route, ...items, "--data", "text"], io)).toBe(0);
      expect(JSON.parse(io.out.join(""))).toMatchObject({ url, body: "text" });
    });

    test.each([
      ["POST /repos/:owner/issues", ["owner=o", "repo=r"], 'item "repo=r"'],
      ["POST /x{?q}", ["q=1", '__proto__:={"polluted":1}'], 'item "__proto__:={\\"polluted\\":1}"'],
      ["POST /x{?q}", ["q=1", "Q=2"], 'item "Q=2"'],
    ])("with --data, %s leaves an item of %j unused", async (route, items, item) => {
      const io = memoryIo();
      expect(await main([route, ...items, "--data", "{}"], io)).toBe(2);
      expect(io.err.join("")).toContain(`ERR_INVALID_ITEM: ${item} is not used`);
      expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
    });
  });

  test("anything else is a bug and is thrown, not reported as bad input", async () => {
    const bug = new RangeError("bug");
    const io = {
      ...memoryIo(),
      stdout: {
        write: () => {
          throw bug;
        },
      },
    };
    await expect(main(["GET /x"], io)).rejects.toBe(bug);
  });
});
