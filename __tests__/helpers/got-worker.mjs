// got is ESM-only and jest runs CommonJS, so got runs here, in a worker
// thread with Node's own module loader, on the built package (dist/). It
// receives a result of endpoint() and sends it with the got code of docs/http-clients.md.
import { parentPort } from "node:worker_threads";
import got from "got";
import { toFetchArgs } from "../../dist/index.mjs";

async function send(result) {
  const [url, { method, headers, body }] = toFetchArgs(result);
  const response = await got(url, { method, headers, body });
  return response.statusCode;
}

parentPort.on("message", ({ id, result }) => {
  send(result).then(
    (status) => parentPort.postMessage({ id, status }),
    (error) => parentPort.postMessage({ id, error: String(error?.stack ?? error) }),
  );
});
