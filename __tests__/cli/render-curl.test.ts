import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { endpoint } from "../../src/index";
import type { RequestOptions } from "../../src/index";
import { renderCurl, type CurlOptions } from "../../src/cli/render-curl";
import { HOSTILE_VALUES, pasteIntoBash } from "../helpers/cli";
import { expectCliError } from "../helpers/expect-error";
import { startRecordingServer, type ReceivedRequest, type RecordingServer } from "../helpers/recording-server";

let server: RecordingServer;
beforeAll(async () => {
  server = await startRecordingServer();
});
afterAll(() => server.close());

const JSON_TYPE = "application/json; charset=utf-8";

/** Renders `request`, pastes the command into bash and returns what the server got. */
async function send(request: RequestOptions, options?: CurlOptions, env?: NodeJS.ProcessEnv): Promise<ReceivedRequest> {
  server.received.length = 0;
  const command = renderCurl(request, options);
  expect(command).not.toContain("\n");
  const { status, stderr } = await pasteIntoBash(`${command} --silent --show-error`, env);
  expect({ status, stderr }).toEqual({ status: 0, stderr: "" });
  return server.takeOne();
}

/** Header names a request carries besides the ones curl always adds. */
function headerNames(received: ReceivedRequest): string[] {
  return Object.keys(received.headers)
    .filter((name) => name !== "host" && name !== "content-length")
    .sort();
}

describe("renderCurl(): the curl command sends exactly the request", () => {
  test("GET: method, target, every header and nothing else", async () => {
    const request = endpoint("GET /repos/{owner}/{repo}/issues", {
      baseUrl: server.origin,
      owner: "o w",
      repo: "r",
      state: "open",
      labels: ["a b", "ü"],
    });
    const received = await send(request);
    expect(received.method).toBe("GET");
    expect(server.origin + received.target).toBe(request.url);
    expect(headerNames(received)).toEqual(Object.keys(request.headers).sort());
    for (const [name, value] of Object.entries(request.headers)) expect(received.headers[name]).toBe(String(value));
    expect(received.body.length).toBe(0);
    expect(received.headers["content-length"]).toBeUndefined();
  });

  test("HEAD uses --head (with --request HEAD, curl would wait for a body)", async () => {
    const request = endpoint("HEAD /x", { baseUrl: server.origin });
    expect(renderCurl(request)).toContain(" --head ");
    expect((await send(request)).method).toBe("HEAD");
  });

  test.each(["PUT", "PATCH"])(
    "%s with no body sends content-length: 0 and no content type of curl's own",
    async (method) => {
      const request = endpoint(`${method} /user/starred/{owner}/{repo}`, {
        baseUrl: server.origin,
        owner: "o",
        repo: "r",
      });
      expect(request.body).toBe("");
      const received = await send(request);
      expect(received.method).toBe(method);
      expect(received.headers["content-length"]).toBe("0");
      expect(received.headers["content-type"]).toBeUndefined();
    },
  );

  test("an object body is sent as JSON, hostile strings and big integers intact", async () => {
    const body = { title: HOSTILE_VALUES.join(" | "), labels: HOSTILE_VALUES, id: 12345678901234567890n, n: null };
    const request = endpoint("POST /repos/{owner}/{repo}/issues", {
      baseUrl: server.origin,
      owner: "o",
      repo: "r",
      data: body,
    });
    const received = await send(request);
    expect(received.method).toBe("POST");
    expect(received.headers["content-type"]).toBe(JSON_TYPE);
    const text = received.body.toString("utf8");
    expect(text).toContain('"id":12345678901234567890,');
    expect(JSON.parse(text)).toEqual({ ...body, id: Number(body.id) });
  });

  test.each(HOSTILE_VALUES.map((value) => [JSON.stringify(value).replace(/[^\x20-\x7e]/g, "?"), value]))(
    "a string body %s arrives byte for byte, and runs nothing",
    async (_label, value) => {
      const cwd = mkdtempSync(join(tmpdir(), "curl-"));
      const request = endpoint("POST /markdown/raw", {
        baseUrl: server.origin,
        data: value,
        headers: { "content-type": "text/plain" },
      });
      server.received.length = 0;
      const { status, stderr } = await pasteIntoBash(`cd ${cwd} && ${renderCurl(request)} --silent --show-error`);
      expect({ status, stderr }).toEqual({ status: 0, stderr: "" });
      expect(server.received[0]?.body.toString("utf8")).toBe(value);
      expect(readdirSync(cwd)).toEqual([]);
    },
  );

  test("header values with spaces, quotes, $, backticks, tabs and Latin-1 letters arrive as they are", async () => {
    // Nothing above U+00FF: header values are RFC 9110 field-values.
    const headers = {
      "x-quote": `it's "x" $(id) \`id\` ; && | !!`,
      "x-tab": "a\tb",
      "x-unicode": "ünïcödé",
      "x-number": 14,
    };
    const received = await send(endpoint("GET /x", { baseUrl: server.origin, headers }));
    expect(received.headers["x-quote"]).toBe(headers["x-quote"]);
    expect(received.headers["x-tab"]).toBe(headers["x-tab"]);
    expect(Buffer.from(received.headers["x-unicode"] as string, "latin1").toString("utf8")).toBe(headers["x-unicode"]);
    expect(received.headers["x-number"]).toBe("14");
  });

  test("an empty header value is sent empty (curl's `name;` syntax)", async () => {
    const received = await send({
      method: "GET",
      url: `${server.origin}/x`,
      headers: { accept: "a", "user-agent": "u", "x-empty": "" },
    });
    expect(received.headers["x-empty"]).toBe("");
  });

  test("a request without accept, user-agent or content-type gets none from curl either", async () => {
    const request = endpoint("POST /x", {
      baseUrl: server.origin,
      headers: { accept: null, "user-agent": null, "content-type": null },
      data: "body",
    });
    delete request.headers["content-type"];
    const received = await send(request);
    expect(headerNames(received)).toEqual([]);
    expect(received.body.toString()).toBe("body");
  });

  test("a URL with [] and {} is not a curl glob", async () => {
    const request = {
      method: "GET" as const,
      url: `${server.origin}/a[1]/{x}?q=[a]`,
      headers: { accept: "a", "user-agent": "u" },
    };
    expect(renderCurl(request)).toMatch(/^curl --globoff /);
    expect((await send(request)).target).toBe("/a[1]/{x}?q=[a]");
  });

  test("dot segments written in the route are kept (curl would remove them)", async () => {
    const request = endpoint("GET /a/../b/./c/..", { baseUrl: server.origin });
    expect(renderCurl(request)).toMatch(/^curl --path-as-is /);
    expect((await send(request)).target).toBe("/a/../b/./c/..");
    expect(renderCurl(endpoint("GET /a/..b/.c?x=/../"))).not.toContain("--path-as-is");
  });

  test("a body starting with @ is sent, not read as a file name", async () => {
    const request = endpoint("POST /x", { baseUrl: server.origin, data: "@/etc/passwd" });
    expect((await send(request)).body.toString()).toBe("@/etc/passwd");
  });

  test.each([
    [
      "a body too long for one argument (over 128 KiB) is piped in",
      `${"ü'\n$x`".repeat(40_000)}end`,
      /^printf '%s' \$'.*' \| curl .* --data-binary @-$/,
    ],
    [
      "a body over 1 MiB (for which curl adds expect: 100-continue) gets no expect header",
      "x".repeat(1_100_000),
      /^printf '%s' x+ \| curl .* --header expect: --data-binary @-$/,
    ],
    [
      "a body over 1 KiB (for which older curl adds expect: 100-continue) gets no expect header",
      "y".repeat(1025),
      /^curl .* --header expect: --data-raw y+$/,
    ],
  ])(
    "%s, byte for byte",
    async (_name, data, shape) => {
      const request = endpoint("POST /x", { baseUrl: server.origin, data });
      expect(renderCurl(request)).toMatch(shape);
      const received = await send(request);
      expect(received.headers.expect).toBeUndefined();
      expect(received.body.toString("utf8")).toBe(data);
    },
    // A shell and curl start per case, with up to a megabyte through a pipe:
    // seconds on a loaded 2-core machine, past jest's 5 s default.
    30_000,
  );

  test("a body of 1 KiB or less, or one with an expect header of its own, gets no expect: argument", () => {
    expect(renderCurl(endpoint("POST /x", { data: "y".repeat(1024) }))).not.toContain("expect:");
    expect(renderCurl(endpoint("POST /x", { data: "y".repeat(2000), headers: { expect: "100-continue" } }))).toContain(
      "--header 'expect: 100-continue'",
    );
    expect(
      renderCurl(endpoint("POST /x", { data: "y".repeat(2000), headers: { expect: "100-continue" } })),
    ).not.toContain("--header expect:");
  });

  describe("a token from an environment variable", () => {
    const request = () => endpoint("GET /user", { baseUrl: server.origin, headers: { authorization: "token s3cr3t" } });

    test("is referenced, not written: the command holds no token, bash supplies it", async () => {
      const command = renderCurl(request(), { tokenVariable: "MY_TOKEN" });
      expect(command).not.toContain("s3cr3t");
      expect(command).toContain(`--header 'authorization: token '"\${MY_TOKEN:?}"`);
      const received = await send(request(), { tokenVariable: "MY_TOKEN" }, { ...process.env, MY_TOKEN: "s3cr3t" });
      expect(received.headers.authorization).toBe("token s3cr3t");
    });

    test("an unset variable stops the command before curl runs", async () => {
      server.received.length = 0;
      const environment = { ...process.env };
      delete environment.MY_TOKEN;
      const { status, stderr } = await pasteIntoBash(renderCurl(request(), { tokenVariable: "MY_TOKEN" }), environment);
      expect(status).not.toBe(0);
      expect(stderr).toContain("MY_TOKEN");
      expect(server.received).toEqual([]);
    });

    test("a name that is not a variable name is refused, never written into the command", () => {
      const error = expectCliError(
        () => renderCurl(request(), { tokenVariable: "X}; touch CANARY; : ${Y" }),
        "ERR_INVALID_ARGUMENT",
      );
      expect(error.message).toBe('"X}; touch CANARY; : ${Y" is not an environment variable name');
    });

    test("without the option the header is written as it is", () => {
      expect(renderCurl(request())).toContain("--header 'authorization: token s3cr3t'");
    });
  });

  test.each<[string, RequestOptions, string]>([
    [
      "an object body with a content type that is not JSON",
      { method: "POST", url: "https://h/x", headers: { "content-type": "text/plain" }, body: { a: 1 } },
      "cannot send an object as the body with its content type: only a JSON",
    ],
    [
      "an array body with no content type",
      { method: "POST", url: "https://h/x", headers: {}, body: [1] },
      "cannot send an array as the body with no content type: only a JSON",
    ],
    [
      "a number body with a content type that is not JSON",
      { method: "PUT", url: "https://h/x", headers: { "content-type": "text/csv" }, body: 42 },
      "cannot send 42 as the body with its content type: only a JSON",
    ],
    ["a body with a NUL character", { method: "POST", url: "https://h/x", headers: {}, body: "a\0b" }, "NUL character"],
    [
      "a body with a lone surrogate",
      { method: "POST", url: "https://h/x", headers: {}, body: "a\ud800b" },
      "not valid Unicode",
    ],
  ])("%s is refused with ERR_INVALID_DATA", (_name, request, message) => {
    expectCliError(() => renderCurl(request), "ERR_INVALID_DATA", message);
  });

  test("a JSON body with a vendor JSON content type is serialized", () => {
    const request: RequestOptions = {
      method: "POST",
      url: "https://h/x",
      headers: { "content-type": "application/vnd.github+json" },
      body: [1, "a"],
    };
    expect(renderCurl(request)).toMatch(/--data-raw '\[1,"a"\]'$/);
  });
});
