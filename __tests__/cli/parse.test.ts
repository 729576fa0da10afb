import { parseItem } from "../../src/cli/parse-item";
import { parseArgs, type RequestCommand } from "../../src/cli/parse-args";
import { buildOptions } from "../../src/cli/build-options";
import type { CliErrorCode } from "../../src/cli/cli-error";
import { expectCliError } from "../helpers/expect-error";

function request(argv: string[]): RequestCommand {
  const command = parseArgs(argv);
  if (command.kind !== "request") throw new Error(`not a request: ${command.kind}`);
  return command;
}

describe("parseItem(): HTTPie items, the first separator wins", () => {
  test.each([
    ["state=open", { kind: "parameter", key: "state", value: "open" }],
    ["q=is:open label:bug", { kind: "parameter", key: "q", value: "is:open label:bug" }],
    ["url=https://h:1/x", { kind: "parameter", key: "url", value: "https://h:1/x" }],
    ["token=abc==", { kind: "parameter", key: "token", value: "abc==" }],
    ["empty=", { kind: "parameter", key: "empty", value: "" }],
    ["n:=42", { kind: "parameter", key: "n", value: 42 }],
    ["big:=12345678901234567890", { kind: "parameter", key: "big", value: 12345678901234567890n }],
    ['labels:=["a","b"]', { kind: "parameter", key: "labels", value: ["a", "b"] }],
    ["x:= null ", { kind: "parameter", key: "x", value: null }],
    ["Accept:text/html", { kind: "header", name: "Accept", value: "text/html" }],
    ["X-Range: a=b \t", { kind: "header", name: "X-Range", value: "a=b" }],
    ["X-Time:12:30", { kind: "header", name: "X-Time", value: "12:30" }],
    ["X-Eq: =x", { kind: "header", name: "X-Eq", value: "=x" }],
    ["User-Agent:", { kind: "header", name: "User-Agent", value: null }],
    ["User-Agent:  ", { kind: "header", name: "User-Agent", value: null }],
    ["a\\:b=c", { kind: "parameter", key: "a:b", value: "c" }],
    ["a\\=b:=1", { kind: "parameter", key: "a=b", value: 1 }],
    ["a\\\\=b", { kind: "parameter", key: "a\\", value: "b" }],
    ["a\\b=c", { kind: "parameter", key: "a\\b", value: "c" }],
    ["__proto__=x", { kind: "parameter", key: "__proto__", value: "x" }],
  ])("%s", (text, item) => {
    expect(parseItem(text)).toStrictEqual({ ...item, text });
  });

  test.each([
    ["no-separator", "expected key=value, key:=json or Header:value"],
    ["a\\=b", "expected key=value, key:=json or Header:value"],
    ["=value", 'nothing before "="'],
    [":=1", 'nothing before ":="'],
    ["q==x", '"==" is not an item separator'],
  ])("%s is refused with ERR_INVALID_ITEM", (text, message) => {
    expectCliError(() => parseItem(text), "ERR_INVALID_ITEM", `item ${JSON.stringify(text)}: ${message}`);
  });

  test("a header item with no name is refused without quoting its value", () => {
    const error = expectCliError(
      () => parseItem(":token SECRET"),
      "ERR_INVALID_ITEM",
      'a header item: nothing before ":"',
    );
    expect(error.message).not.toContain("SECRET");
  });

  test("invalid JSON after := names the item", () => {
    const error = expectCliError(() => parseItem("n:=1O"), "ERR_INVALID_JSON");
    expect(error.message).toBe('item "n:=1O": invalid JSON at position 1: unexpected "O"');
  });
});

describe("parseArgs(): options anywhere, then the route and items", () => {
  test("route and items, with every option in both forms", () => {
    const command = parseArgs([
      "--base-url",
      "https://ghe.test/api/v3",
      "GET /repos/{owner}/{repo}",
      "--format=raw",
      "owner=o",
      "--preview",
      "mercy",
      "--preview=symmetra",
      "repo=r",
      "--token-env",
      "T",
      "--server-variable",
      "region=eu",
      "--server-variable=zone=b",
      "--curl",
    ]);
    expect(command).toEqual({
      kind: "request",
      route: "GET /repos/{owner}/{repo}",
      items: [parseItem("owner=o"), parseItem("repo=r")],
      baseUrl: "https://ghe.test/api/v3",
      format: "raw",
      previews: ["mercy", "symmetra"],
      serverVariables: ["region=eu", "zone=b"],
      tokenEnv: "T",
      curl: true,
    });
  });

  test.each([
    [["GET", "/users/{user}", "user=x"], "GET /users/{user}", 1],
    [["post", "/markdown", "text=x"], "post /markdown", 1],
    [["GET /users/{user}", "user=x"], "GET /users/{user}", 1],
    [["/users/{user}", "user=x"], "/users/{user}", 1],
    [["GET"], "GET", 0],
    [["GETS", "user=x"], "GETS", 1],
    [["options", "/x"], "options /x", 0],
  ])("%j: route %j, %d item(s)", (argv, route, count) => {
    const command = request(argv);
    expect(command.route).toBe(route);
    expect(command.items).toHaveLength(count);
  });

  test('"--" ends the options: later arguments are items, even with a leading "-"', () => {
    const command = request(["GET /x", "--", "-a=1", "--curl=2"]);
    expect(command.items.map((item) => item.kind === "parameter" && item.key)).toEqual(["-a", "--curl"]);
    expect(command.curl).toBe(false);
  });

  test('"-" alone is not an option', () => {
    expectCliError(() => parseArgs(["GET /x", "-"]), "ERR_INVALID_ITEM");
  });

  test.each([
    [["--help"], "help"],
    [["-h", "--bogus"], "help"],
    [["GET /x", "bad item", "--help"], "help"],
    [["--version", "--bogus"], "version"],
  ])("%j asks for %s", (argv, kind) => {
    expect(parseArgs(argv).kind).toBe(kind);
  });

  test("--data keeps its argument as written (read later)", () => {
    expect(request(["POST /x", "--data", "@body.json"]).data).toBe("@body.json");
    expect(request(["POST /x", "--data=a=b"]).data).toBe("a=b");
    expect(request(["POST /x", "--data", "--curl"]).data).toBe("--curl");
  });

  test.each<[string[], CliErrorCode, string]>([
    [
      [],
      "ERR_MISSING_ARGUMENT",
      'missing the route, for example "GET /repos/{owner}/{repo}" (see rest-endpoint --help)',
    ],
    [["--curl"], "ERR_MISSING_ARGUMENT", "missing the route"],
    [["GET /x", "--fromat", "raw"], "ERR_UNKNOWN_OPTION", 'unknown option "--fromat"'],
    [["GET /x", "--fromat=raw"], "ERR_UNKNOWN_OPTION", 'unknown option "--fromat"'],
    [["GET /x", "-x=1"], "ERR_UNKNOWN_OPTION", 'unknown option "-x=1"; an item that starts with "-" goes after "--"'],
    [["--bogus", "--help"], "ERR_UNKNOWN_OPTION", 'unknown option "--bogus"'],
    [["GET /x", "--base-url"], "ERR_MISSING_ARGUMENT", "option --base-url needs a value"],
    [
      ["GET /x", "--format", "raw", "--format=diff"],
      "ERR_INVALID_ARGUMENT",
      'option --format is given twice ("raw" and "diff")',
    ],
    [["GET /x", "--curl=yes"], "ERR_INVALID_ARGUMENT", 'option --curl takes no value, got "--curl=yes"'],
    [["--help=1"], "ERR_INVALID_ARGUMENT", "option --help takes no value"],
    [["GET /x", "oops"], "ERR_INVALID_ITEM", 'item "oops"'],
  ])("%j fails with %s", (argv, code, message) => {
    expectCliError(() => parseArgs(argv), code, message);
  });
});

describe("buildOptions(): items and options to endpoint() options", () => {
  const build = (argv: string[], env: { [name: string]: string | undefined } = {}, data?: string) =>
    buildOptions(request(argv), env, data);

  test("parameters, headers (lowercased, null removes), base URL, media type", () => {
    expect(
      build([
        "GET /x",
        "a=1",
        "b:=2",
        "X-Up:Yes",
        "User-Agent:",
        "--base-url",
        "https://h.test",
        "--format",
        "raw",
        "--preview",
        "mercy",
      ]),
    ).toStrictEqual({
      a: "1",
      b: 2,
      headers: { "x-up": "Yes", "user-agent": null },
      baseUrl: "https://h.test",
      mediaType: { previews: ["mercy"], format: "raw" },
    });
  });

  test("no headers, no media type: neither option is set", () => {
    expect(build(["GET /x"])).toStrictEqual({});
    expect(build(["GET /x", "--preview", "mercy"])).toStrictEqual({ mediaType: { previews: ["mercy"] } });
  });

  test("a key given twice collects its values into a list, in order", () => {
    expect(build(["GET /x", "labels=bug", "n:=1", "labels=ui", "labels:=[1]"])).toStrictEqual({
      labels: ["bug", "ui", [1]],
      n: 1,
    });
  });

  test('a "__proto__" key or header stays an own property', () => {
    const options = build(["POST /x", '__proto__:={"polluted":true}', "__proto__:x"]);
    expect(Object.getPrototypeOf(options)).toBe(Object.prototype);
    expect(Object.keys(options)).toEqual(["__proto__", "headers"]);
    expect(Object.keys(options.headers as object)).toEqual(["__proto__"]);
    expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
  });

  test("the item data and --data set the body", () => {
    expect(build(["POST /x", "data:=[1,2]"])).toStrictEqual({ data: [1, 2] });
    expect(build(["POST /x"], {}, "text")).toStrictEqual({ data: "text" });
  });

  test("--token-env NAME adds authorization: token <value>", () => {
    expect(build(["GET /user", "--token-env", "GH_TOKEN"], { GH_TOKEN: "ghp_abc123" })).toStrictEqual({
      headers: { authorization: "token ghp_abc123" },
    });
  });

  test.each<[string[], { [name: string]: string }, string | undefined, CliErrorCode, string]>([
    [
      ["GET /x", "Accept:a", "accept:b"],
      {},
      undefined,
      "ERR_INVALID_ITEM",
      'header "accept" is given twice (as two items)',
    ],
    [
      ["GET /x", "url=https://h"],
      {},
      undefined,
      "ERR_INVALID_ITEM",
      '"url" is an option of endpoint(), not a parameter; the route sets the URL',
    ],
    [["GET /x", "method=POST"], {}, undefined, "ERR_INVALID_ITEM", "the route sets the method"],
    [["GET /x", "baseUrl=https://h"], {}, undefined, "ERR_INVALID_ITEM", "use --base-url"],
    [["GET /x", "headers:={}"], {}, undefined, "ERR_INVALID_ITEM", "use Name:value items"],
    [["GET /x", "mediaType:={}"], {}, undefined, "ERR_INVALID_ITEM", "use --format and --preview"],
    [["GET /x", "request:={}"], {}, undefined, "ERR_INVALID_ITEM", "not part of the request"],
    [["GET /x", "parameters:={}"], {}, undefined, "ERR_INVALID_ITEM", "every item is a parameter already"],
    [["GET /x", "openapi:={}"], {}, undefined, "ERR_INVALID_ITEM", "given to .defaults(), not to one request"],
    [["POST /x", "data=a"], {}, "b", "ERR_INVALID_ARGUMENT", '--data and item "data=a" both set the body'],
    [
      ["GET /x", "--token-env", "GH-TOKEN"],
      {},
      undefined,
      "ERR_INVALID_ARGUMENT",
      '--token-env "GH-TOKEN": not an environment variable name',
    ],
    [
      ["GET /x", "--token-env", "T"],
      {},
      undefined,
      "ERR_MISSING_TOKEN",
      "--token-env T: the environment variable T is not set or empty",
    ],
    [["GET /x", "--token-env", "T"], { T: "" }, undefined, "ERR_MISSING_TOKEN", "is not set or empty"],
    [["GET /x", "--token-env", "T"], { T: "abc\n" }, undefined, "ERR_INVALID_TOKEN", "the value of T is not a token"],
    [["GET /x", "--token-env", "T"], { T: "a b" }, undefined, "ERR_INVALID_TOKEN", "the value of T is not a token"],
    [
      ["GET /x", "--token-env", "T", "Authorization:token x"],
      { T: "abc" },
      undefined,
      "ERR_INVALID_ARGUMENT",
      "both set the authorization header",
    ],
  ])("%j fails with %s", (argv, env, data, code, message) => {
    expectCliError(() => build(argv, env, data), code, message);
  });

  test("an invalid token is never shown", () => {
    const error = expectCliError(
      () => build(["GET /x", "--token-env", "T"], { T: "s3cr3t with space" }),
      "ERR_INVALID_TOKEN",
    );
    expect(error.message).not.toContain("s3cr3t");
  });

  test("a header given twice is named, its values never shown", () => {
    const error = expectCliError(
      () => build(["GET /x", "Authorization:token ONE-s3cr3t", "authorization:token TWO-s3cr3t"]),
      "ERR_INVALID_ITEM",
      'header "authorization" is given twice',
    );
    expect(error.message).not.toContain("s3cr3t");
  });
});
