import * as http from "node:http";
import { join } from "node:path";
import { Worker } from "node:worker_threads";
import axios from "axios";
import { request } from "undici";
import { toFetchArgs } from "../../src/index";
import type { RequestOptions } from "../../src/index";

/** Sends a result with one client; resolves with the response status. */
export type Send = (result: RequestOptions) => Promise<number>;

// axios types the data its transformRequest gets as `any`; the identity
// transform below returns it as it came, as the docs show.
/* eslint-disable @typescript-eslint/no-unsafe-return */

// Each sender holds docs/http-clients.md's code for its client, line for line (a test
// checks that), then reads the response so the connection is released.

export const sendWithFetch: Send = async (result) => {
  const response = await fetch(...toFetchArgs(result));
  await response.arrayBuffer();
  return response.status;
};

export const sendWithUndici: Send = async (result) => {
  const [url, { method, headers, body }] = toFetchArgs(result);
  // @ts-expect-error -- `body` has fetch's body type, wider than undici's request() takes (docs/http-clients.md); the tests send it only kinds it takes
  const response = await request(url, { method, headers, body });
  await response.body.dump();
  return response.statusCode;
};

export const sendWithNodeHttp: Send = async (result) => {
  const [url, { method, headers, body }] = toFetchArgs(result);
  const response = await new Promise((resolve, reject) => {
    http.request(url, { method, headers }, resolve).on("error", reject).end(body);
  });
  (response as http.IncomingMessage).resume();
  return (response as http.IncomingMessage).statusCode ?? 0;
};

export const sendWithAxios: Send = async (result) => {
  // Without the identity transform axios re-encodes a string body under a
  // JSON content type (quotes text that is not JSON, trims what is).
  const [url, { method, headers, body: data }] = toFetchArgs(result);
  const response = await axios({ url, method, headers, data, transformRequest: (data) => data });
  return response.status;
};

/** The files holding the senders, for the check against docs/http-clients.md. */
export const SENDER_SOURCES = { clients: __filename, got: join(__dirname, "got-worker.mjs") };

/**
 * got is ESM-only, so it runs in a worker thread (got-worker.mjs) on the
 * built package; the result is structured-cloned to it.
 */
export function startGot(): { send: Send; stop(): Promise<number> } {
  const worker = new Worker(SENDER_SOURCES.got);
  const pending = new Map<number, { resolve(status: number): void; reject(error: Error): void }>();
  let next = 0;
  worker.on("message", ({ id, status, error }: { id: number; status?: number; error?: string }) => {
    const waiter = pending.get(id)!;
    pending.delete(id);
    if (error === undefined) waiter.resolve(status!);
    else waiter.reject(new Error(`got failed in the worker: ${error}`));
  });
  return {
    send: (result) =>
      new Promise<number>((resolve, reject) => {
        const id = next++;
        pending.set(id, { resolve, reject });
        worker.postMessage({ id, result });
      }),
    stop: () => worker.terminate(),
  };
}
