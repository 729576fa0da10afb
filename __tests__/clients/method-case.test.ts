/**
 * docs/decisions.md: the result's method is uppercase because HTTP methods are
 * case-sensitive and fetch only normalizes DELETE, GET, HEAD, OPTIONS, POST
 * and PUT. PATCH is the one the API uses that fetch would send as written.
 */
import { endpoint, toFetchArgs } from "../../src/index";
import { startRecordingServer } from "../helpers/recording-server";
import type { RecordingServer } from "../helpers/recording-server";

let server: RecordingServer;

beforeAll(async () => {
  server = await startRecordingServer();
});

afterAll(async () => {
  await server?.close();
});

afterEach(() => {
  server.received.length = 0;
  server.rejected.length = 0;
});

test('endpoint("patch ...") gives "PATCH", and fetch delivers it to a Node http server as PATCH', async () => {
  const options = endpoint("patch /repos/{owner}/{repo}", {
    baseUrl: server.origin,
    owner: "o",
    repo: "r",
    name: "renamed",
  });
  expect(options.method).toBe("PATCH");
  const response = await fetch(...toFetchArgs(options));
  await response.arrayBuffer();
  expect(response.status).toBe(200);
  expect(server.received.map((request) => request.method)).toEqual(["PATCH"]);
  expect(server.rejected).toEqual([]);
});

test('for contrast, fetch sends a lowercase "patch" literally: the server never sees PATCH', async () => {
  // Node's fetch also prints a warning ("UNDICI-FETCH-patch") for this one.
  const response = await fetch(`${server.origin}/repos/o/r`, { method: "patch", body: '{"name":"renamed"}' });
  await response.arrayBuffer();
  // Node's parser may refuse the request (it did on Node 20: 400 before any
  // handler ran) or hand it over as "patch"; either way the bytes on the
  // wire say "patch", and no handler receives a PATCH.
  const methodsOnTheWire = [
    ...server.rejected.map((request) => request.requestLine.split(" ")[0]),
    ...server.received.map((request) => request.method),
  ];
  expect(methodsOnTheWire).toEqual(["patch"]);
  expect(server.received.filter((request) => request.method === "PATCH")).toEqual([]);
});
