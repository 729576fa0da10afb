/**
 * The UMD bundle in a real browser: headless Chromium loads it with
 * <script src> from a page on 127.0.0.1, uses the `restEndpoint` global, and
 * sends one request with the page's own fetch.
 *
 * It needs Chromium: `bash .ci/run` installs it when missing. Without it
 * the suite fails, saying how to get it (a skipped test would pass unseen).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";
import type { BrowserContext, Page } from "playwright-core";
import { endpoint } from "../../src/index";
import type { FetchArgs, RequestOptions } from "../../src/index";
import { version } from "../../package.json";
import { ensureDist, ROOT } from "../helpers/dist";
import { startRecordingServer } from "../helpers/recording-server";
import type { RecordingServer } from "../helpers/recording-server";

jest.setTimeout(30_000);

// CHROMIUM_PATH, when set, is the only place looked at.
const CANDIDATES = process.env.CHROMIUM_PATH
  ? [process.env.CHROMIUM_PATH]
  : ["/usr/bin/chromium", "/usr/bin/chromium-browser"];
const EXECUTABLE = CANDIDATES.find((path) => existsSync(path));
// The flags that start Chromium quietly in a container (no sandbox, no GPU, no background traffic).
const ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
];

const MISSING =
  `no Chromium found (looked for ${CANDIDATES.join(", ")}). ` +
  "Run `bash .ci/run` (it installs Chromium when missing), install it with `apt-get install -y chromium`, or set CHROMIUM_PATH.";

const PAGE = `<!doctype html>
<html>
  <head>
    <meta charset="utf-8">
    <link rel="icon" href="data:,">
    <title>rest-endpoint UMD</title>
    <script src="/rest-endpoint.umd.min.js"></script>
  </head>
  <body></body>
</html>`;

/** The `restEndpoint` global, as the page sees it. */
interface Global {
  restEndpoint: {
    endpoint: typeof endpoint;
    toFetchArgs: (options: RequestOptions) => FetchArgs;
    EndpointError: new (...args: never[]) => Error;
    VERSION: string;
  };
}

const ROUTE = "GET /repos/{owner}/{repo}/issues";
const PARAMETERS = { owner: "octo cat", repo: "ü/☕", labels: ["bug", "a b"], since: "2024-01-01T00:00:00Z" };

describe("UMD bundle in headless Chromium", () => {
  let server: RecordingServer;
  let profile: string | undefined;
  let context: BrowserContext | undefined;
  let page: Page;
  const consoleErrors: string[] = [];

  beforeAll(async () => {
    if (EXECUTABLE === undefined) throw new Error(MISSING);
    ensureDist();
    server = await startRecordingServer({
      "/": { contentType: "text/html; charset=utf-8", body: PAGE },
      "/rest-endpoint.umd.min.js": {
        contentType: "text/javascript; charset=utf-8",
        body: readFileSync(join(ROOT, "dist", "rest-endpoint.umd.min.js")),
      },
    });
    // A fresh profile each run: nothing cached from an earlier bundle.
    profile = mkdtempSync(join(tmpdir(), "rest-endpoint-chromium-"));
    context = await chromium.launchPersistentContext(profile, {
      executablePath: EXECUTABLE,
      headless: true,
      args: ARGS,
    });
    page = context.pages()[0] ?? (await context.newPage());
    page.on("console", (message) => {
      if (message.type() === "error") consoleErrors.push(message.text());
    });
    page.on("pageerror", (error) => consoleErrors.push(String(error)));
    const response = await page.goto(`${server.origin}/`);
    expect(response?.status()).toBe(200);
  }, 60_000);

  afterAll(async () => {
    await context?.close();
    await server?.close();
    if (profile !== undefined) rmSync(profile, { recursive: true, force: true });
  });

  test("the <script src> defines the restEndpoint global with the whole API", async () => {
    const shape = await page.evaluate(() => {
      const api = (globalThis as unknown as Global).restEndpoint;
      return {
        endpoint: typeof api.endpoint,
        defaults: typeof api.endpoint.defaults,
        merge: typeof api.endpoint.merge,
        parse: typeof api.endpoint.parse,
        toFetchArgs: typeof api.toFetchArgs,
        EndpointError: typeof api.EndpointError,
        VERSION: api.VERSION,
      };
    });
    expect(shape).toStrictEqual({
      endpoint: "function",
      defaults: "function",
      merge: "function",
      parse: "function",
      toFetchArgs: "function",
      EndpointError: "function",
      VERSION: version,
    });
  });

  test("endpoint() gives the same result as in Node, with the browser's user agent", async () => {
    const { result, userAgent } = await page.evaluate(
      ([route, parameters]) => ({
        result: (globalThis as unknown as Global).restEndpoint.endpoint(route, parameters),
        userAgent: navigator.userAgent,
      }),
      [ROUTE, PARAMETERS] as const,
    );
    expect(userAgent).toMatch(/Chrome\/\d+/);
    const inNode = endpoint(ROUTE, PARAMETERS);
    expect(result).toStrictEqual({
      ...inNode,
      headers: { ...inNode.headers, "user-agent": `rest-endpoint/${version} ${userAgent}` },
    });
  });

  test('DEFAULTS.headers["user-agent"] is rest-endpoint/<package.json version> <navigator.userAgent>', async () => {
    const { agent, userAgent } = await page.evaluate(() => ({
      agent: (globalThis as unknown as Global).restEndpoint.endpoint.DEFAULTS.headers["user-agent"],
      userAgent: navigator.userAgent,
    }));
    expect(agent).toBe(`rest-endpoint/${version} ${userAgent}`);
  });

  test("bad input throws the bundle's EndpointError (a TypeError) with its code", async () => {
    const error = await page.evaluate(() => {
      const { endpoint, EndpointError } = (globalThis as unknown as Global).restEndpoint;
      try {
        // Missing "repo" on purpose (the route types would refuse it too).
        endpoint("GET /repos/{owner}/{repo}", { owner: "o" } as never);
        return undefined;
      } catch (error) {
        const { name, message, code } = error as Error & { code: string };
        return {
          name,
          message,
          code,
          isEndpointError: error instanceof EndpointError,
          isTypeError: error instanceof TypeError,
        };
      }
    });
    expect(error).toStrictEqual({
      name: "EndpointError",
      code: "ERR_MISSING_PARAMETER",
      message: expect.stringContaining('"repo"') as unknown,
      isEndpointError: true,
      isTypeError: true,
    });
    expect(error?.message).toContain("GET /repos/{owner}/{repo}");
  });

  test("the page's own fetch sends a result to the test server, which receives what it promised", async () => {
    const { args, status } = await page.evaluate(async (origin) => {
      const { endpoint, toFetchArgs } = (globalThis as unknown as Global).restEndpoint;
      const api = endpoint.defaults({ baseUrl: origin, headers: { authorization: "token from-the-browser" } });
      const options = api("POST /repos/{owner}/{repo}/issues", {
        owner: "o",
        repo: "r ü",
        title: "Sent by Chromium ☕",
        id: 2n ** 64n,
      });
      const args = toFetchArgs(options);
      const response = await fetch(...args);
      await response.text();
      return { args, status: response.status };
    }, server.origin);
    expect(status).toBe(200);
    const [url, init] = args;
    const received = server.takeOne();
    expect(received.method).toBe("POST");
    expect(received.target).toBe(url.slice(server.origin.length));
    expect(received.target).toBe("/repos/o/r%20%C3%BC/issues");
    expect(received.body.toString("utf8")).toBe('{"title":"Sent by Chromium ☕","id":18446744073709551616}');
    // No user-agent from toFetchArgs in a browser (Firefox would send it and
    // need a CORS preflight for it): the browser sends its own.
    expect(init.headers).not.toHaveProperty("user-agent");
    for (const [name, value] of Object.entries(init.headers)) {
      expect([name, received.headers[name]]).toEqual([name, value]);
    }
    const browserAgent = await page.evaluate(() => navigator.userAgent);
    expect(received.headers["user-agent"]).toBe(browserAgent);
  });

  test("the result keeps its user-agent; toFetchArgs leaves it out in a page and in a worker", async () => {
    const inPage = await page.evaluate(() => {
      const { endpoint, toFetchArgs } = (globalThis as unknown as Global).restEndpoint;
      const result = endpoint("GET /user");
      return { result: result.headers["user-agent"], init: toFetchArgs(result)[1].headers["user-agent"] };
    });
    expect(inPage).toStrictEqual({ result: expect.stringMatching(/^rest-endpoint\//) as unknown, init: undefined });
    const inWorker = await page.evaluate(
      (origin) =>
        new Promise((resolve, reject) => {
          // A worker has neither document nor window: it is told by importScripts.
          const source = `importScripts(${JSON.stringify(`${origin}/rest-endpoint.umd.min.js`)});
            const { endpoint, toFetchArgs } = restEndpoint;
            const result = endpoint("GET /user");
            postMessage({ result: result.headers["user-agent"], init: toFetchArgs(result)[1].headers["user-agent"] ?? null });`;
          const worker = new Worker(URL.createObjectURL(new Blob([source], { type: "text/javascript" })));
          worker.onmessage = (event) => resolve(event.data);
          worker.onerror = (event) => reject(new Error(event.message));
        }),
      server.origin,
    );
    expect(inWorker).toStrictEqual({ result: expect.stringMatching(/^rest-endpoint\//) as unknown, init: null });
  });

  test("request.signal reaches the page's fetch: an aborted signal aborts it", async () => {
    const outcome = await page.evaluate(async (origin) => {
      const { endpoint, toFetchArgs } = (globalThis as unknown as Global).restEndpoint;
      const controller = new AbortController();
      controller.abort();
      const args = toFetchArgs(endpoint(`GET ${origin}/never`, { request: { signal: controller.signal } }));
      try {
        await fetch(...args);
        return "sent";
      } catch (error) {
        return (error as Error).name;
      }
    }, server.origin);
    expect(outcome).toBe("AbortError");
  });

  test("no console errors on the page", () => {
    expect(consoleErrors).toEqual([]);
  });
});
