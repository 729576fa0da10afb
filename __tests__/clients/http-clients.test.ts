/**
 * Real clients against a real server: every result is sent by fetch, undici,
 * node:http, axios and got (each exactly as docs/http-clients.md shows), and the server
 * on 127.0.0.1 must receive exactly what the result promised.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Readable } from "node:stream";
import { endpoint, toFetchArgs } from "../../src/index";
import type { EndpointInterface, RequestBody, RequestOptions } from "../../src/index";
import { startRecordingServer } from "../helpers/recording-server";
import type { ReceivedRequest, RecordingServer } from "../helpers/recording-server";
import {
  SENDER_SOURCES,
  sendWithAxios,
  sendWithFetch,
  sendWithNodeHttp,
  sendWithUndici,
  startGot,
} from "../helpers/clients";
import { defined } from "../helpers/defined";
import { ensureDist, ROOT } from "../helpers/dist";
import type { Send } from "../helpers/clients";

const AUTHORIZATION = "token 0123456789abcdef-from-defaults";

let server: RecordingServer;
let api: EndpointInterface;
let got: ReturnType<typeof startGot>;

beforeAll(async () => {
  ensureDist(); // got runs on dist/ (see helpers/got-worker.mjs)
  server = await startRecordingServer();
  api = endpoint.defaults({ baseUrl: server.origin, headers: { authorization: AUTHORIZATION } });
  got = startGot();
}, 60_000);

afterAll(async () => {
  await got?.stop();
  await server?.close();
});

/** How the body on the wire must relate to the result's `body`. */
type BodyCheck = (received: ReceivedRequest, options: RequestOptions) => void;

const noBody: BodyCheck = (received) => expect(received.body).toHaveLength(0);
const emptyBody: BodyCheck = (received) => {
  expect(received.body).toHaveLength(0);
  expect(received.headers["content-length"]).toBe("0");
};
// Parsed back and compared with the result: independent of how it was serialized.
const jsonBody: BodyCheck = (received, options) =>
  expect(JSON.parse(received.body.toString("utf8"))).toStrictEqual(options.body);
const textBody: BodyCheck = (received, options) => expect(received.body.toString("utf8")).toBe(options.body);
const exactBody =
  (text: string): BodyCheck =>
  (received) =>
    expect(received.body.toString("utf8")).toBe(text);

const ENCODING = {
  owner: "a b",
  repo: "ü/ñ ☕",
  path: "dir/file name.txt",
  labels: ["a b", "ü", "c/d", "😀"],
  "fields[]": ["x/y", "é&="],
  page: 2,
};
const UPLOAD = { name: "my file (1).zip", label: "Ünïcode label/ä & more" };
const BYTES = Uint8Array.from({ length: 256 }, (_, index) => index);

interface Case {
  name: string;
  build: (api: EndpointInterface, origin: string) => RequestOptions;
  body: BodyCheck;
  /** More checks on what arrived, beyond "exactly what the result promised". */
  extra?: (received: ReceivedRequest) => void;
}

const CASES: Case[] = [
  {
    name: "GET with path and query values that need encoding (spaces, /, unicode, arrays)",
    build: (api) => api("GET /repos/{owner}/{repo}/contents/{path}", ENCODING),
    body: noBody,
    extra(received) {
      // The server decodes back exactly the values that were passed.
      const url = new URL(received.target, "http://x");
      expect(url.pathname.split("/").slice(2).map(decodeURIComponent)).toEqual([
        ENCODING.owner,
        ENCODING.repo,
        "contents",
        ENCODING.path,
      ]);
      expect(url.searchParams.get("labels")).toBe(ENCODING.labels.join(","));
      expect(url.searchParams.getAll("fields[]")).toEqual(ENCODING["fields[]"]);
      expect(url.searchParams.get("page")).toBe("2");
    },
  },
  {
    name: "POST with a JSON body",
    build: (api) =>
      api("POST /repos/{owner}/{repo}/issues", {
        owner: "o",
        repo: "r",
        title: 'Ünïcode ☕ "quoted"\nnew line',
        labels: ["bug", "a/b"],
        milestone: null,
        meta: { nested: [1, 2.5, true, null] },
      }),
    body: jsonBody,
    extra: (received) => expect(received.headers["content-type"]).toBe("application/json; charset=utf-8"),
  },
  {
    name: "POST with a bigint in the JSON body (a JSON number with every digit)",
    build: (api) =>
      api("POST /repos/{owner}/{repo}/check-runs", {
        owner: "o",
        repo: "r",
        id: 12345678901234567890n,
        ids: [-1n, 0n],
      }),
    body: exactBody('{"id":12345678901234567890,"ids":[-1,0]}'),
  },
  {
    name: "PATCH with a body (uppercase on the wire)",
    build: (api) =>
      api("PATCH /repos/{owner}/{repo}/issues/{issue_number}", {
        owner: "o",
        repo: "r",
        issue_number: 7,
        state: "closed",
      }),
    body: jsonBody,
    extra: (received) => expect(received.method).toBe("PATCH"),
  },
  {
    name: "PUT with no body (content-length: 0 on the wire)",
    build: (api) => api("PUT /user/starred/{owner}/{repo}", { owner: "o", repo: "r" }),
    body: emptyBody,
  },
  {
    name: "PATCH with no body (content-length: 0 on the wire)",
    build: (api) => api("PATCH /notifications/threads/{thread_id}", { thread_id: 1 }),
    body: emptyBody,
    extra: (received) => expect(received.method).toBe("PATCH"),
  },
  {
    name: "DELETE",
    build: (api) =>
      api("DELETE /repos/{owner}/{repo}/labels/{name}", { owner: "o", repo: "r", name: "good first issue/ü" }),
    body: noBody,
  },
  {
    name: "HEAD",
    build: (api) => api("HEAD /users/{username}", { username: "octo cat" }),
    body: noBody,
  },
  {
    name: "data with a text body",
    build: (api) =>
      api("POST /markdown/raw", {
        data: "Hello **world** ü ☕\n",
        headers: { "content-type": "text/plain; charset=utf-8" },
      }),
    body: textBody,
  },
  {
    name: "data that is already JSON text: sent byte for byte, not re-encoded",
    build: (api) =>
      api("PUT /repos/{owner}/{repo}/topics", { owner: "o", repo: "r", data: '  { "names": ["a", "b"] }\n' }),
    body: textBody,
    extra: (received) => expect(received.headers["content-type"]).toBe("application/json; charset=utf-8"),
  },
  {
    name: "data as bytes (a Buffer that is a view into a larger one)",
    build: (api) =>
      api("POST /repos/{owner}/{repo}/git/blobs", {
        owner: "o",
        repo: "r",
        data: Buffer.from(BYTES).subarray(1, 255),
        headers: { "content-type": "application/octet-stream" },
      }),
    body: (received) => expect([...received.body]).toEqual([...BYTES.subarray(1, 255)]),
  },
  {
    name: "an upload URL with {?name,label} (absolute: baseUrl not added)",
    build: (api, origin) =>
      api({
        method: "POST",
        url: `${origin}/repos/o/r/releases/1/assets{?name,label}`,
        ...UPLOAD,
        data: "file contents\n",
        headers: { "content-type": "application/zip" },
      }),
    body: textBody,
    extra(received) {
      const url = new URL(received.target, "http://x");
      expect(url.pathname).toBe("/repos/o/r/releases/1/assets");
      expect(Object.fromEntries(url.searchParams)).toStrictEqual(UPLOAD);
    },
  },
];

/** The method, the target, every header and the body are exactly what the result says. */
function expectExactly(received: ReceivedRequest, options: RequestOptions): void {
  expect(received.method).toBe(options.method);
  expect(received.target).toBe(options.url.slice(new URL(options.url).origin.length));
  for (const [name, value] of Object.entries(options.headers)) {
    expect([name, received.headers[name]]).toEqual([name, String(value)]);
  }
  expect(received.headers.authorization).toBe(AUTHORIZATION);
}

const CLIENTS: [string, () => Send][] = [
  ["fetch", () => sendWithFetch],
  ["undici request", () => sendWithUndici],
  ["node:http", () => sendWithNodeHttp],
  ["axios", () => sendWithAxios],
  ["got", () => got.send],
];

describe.each(CLIENTS)("%s", (_client, sender) => {
  test.each(CASES)("$name", async ({ build, body, extra }) => {
    const options = build(api, server.origin);
    expect(await sender()(options)).toBe(200);
    const received = server.takeOne();
    expectExactly(received, options);
    body(received, options);
    extra?.(received);
  });
});

describe("fetch: bodies toFetchArgs passes through arrive byte for byte", () => {
  const upload = (data: RequestBody) =>
    api("POST /upload{?name}", { name: "bytes.bin", data, headers: { "content-type": "application/octet-stream" } });

  test.each([
    ["a Uint8Array", () => BYTES],
    ["a Blob", () => new Blob([BYTES])],
    ["an ArrayBuffer", () => BYTES.slice().buffer],
    ["a ReadableStream (duplex: half)", () => new Blob([BYTES]).stream()],
    [
      "a Node Readable (duplex: half)",
      () => Readable.from([Buffer.from(BYTES.subarray(0, 100)), Buffer.from(BYTES.subarray(100))]),
    ],
  ])("%s", async (_name, make) => {
    const options = upload(make());
    expect(await sendWithFetch(options)).toBe(200);
    const received = server.takeOne();
    expectExactly(received, options);
    expect(new Uint8Array(received.body)).toEqual(BYTES);
  });

  test("FormData: the result sets no content type, and fetch writes multipart/form-data with its boundary", async () => {
    const form = new FormData();
    form.set("field", "välue");
    const options = api("POST /forms", { data: form });
    expect(options.headers["content-type"]).toBeUndefined();
    expect(await sendWithFetch(options)).toBe(200);
    const received = server.takeOne();
    const boundary = /^multipart\/form-data; boundary=(.+)$/.exec(received.headers["content-type"] ?? "")?.[1];
    expect(boundary).toBeDefined();
    expect(received.body.toString("utf8")).toContain(
      `--${boundary}\r\nContent-Disposition: form-data; name="field"\r\n\r\nvälue\r\n`,
    );
  });

  test("toFetchArgs() leaves the result as it was", async () => {
    const options = api("POST /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", title: "t" });
    const copy = structuredClone(options);
    await fetch(...toFetchArgs(options)).then((response) => response.arrayBuffer());
    server.takeOne();
    expect(options).toStrictEqual(copy);
  });
});

describe("docs/http-clients.md shows exactly the code this suite runs", () => {
  const readme = readFileSync(join(ROOT, "docs", "http-clients.md"), "utf8");
  const blocks = [...readme.matchAll(/^```javascript\n([\s\S]*?)^```$/gm)].map((match) =>
    defined(match[1], "the code of a ```javascript block"),
  );
  const lines = (text: string) =>
    text
      .split("\n")
      .map((line) => line.trim())
      .filter((line) => line !== "");

  test.each([
    ["fetch", /^const response = await fetch\(\.\.\.toFetchArgs\(result\)\);$/m, SENDER_SOURCES.clients],
    ["undici", /from "undici"/, SENDER_SOURCES.clients],
    ["node:http", /from "node:http"/, SENDER_SOURCES.clients],
    ["axios", /from "axios"/, SENDER_SOURCES.clients],
    ["got", /from "got"/, SENDER_SOURCES.got],
  ])("%s: every line of its block in docs/http-clients.md is in the code that ran", (_client, marker, file) => {
    const block = blocks.find((text) => marker.test(text));
    if (block === undefined) throw new Error(`docs/http-clients.md has no \`\`\`javascript block matching ${marker}`);
    const ran = new Set(lines(readFileSync(file, "utf8")));
    expect(lines(block).filter((line) => !ran.has(line))).toEqual([]);
  });
});
