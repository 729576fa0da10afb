/**
 * Types of `toFetchArgs()`: the two arguments `fetch(url, init)` takes.
 */
import type { RequestMethod } from "./api.js";

/**
 * The body in a {@link FetchInit}: JSON text, or the `data` given to
 * `endpoint()` unchanged (a string, bytes, a `Blob`, a stream, `FormData`).
 * It is `any` on purpose: those types belong to the platform's fetch (DOM or
 * undici), which rest-endpoint's types do not depend on, and `any` lets
 * `fetch(url, init)` type-check under either; the client's own types check
 * the value.
 *
 * @example
 * const body: FetchBody = '{"title":"Hi"}';
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type FetchBody = any;

/**
 * The second argument of `fetch(url, init)`, as `toFetchArgs()` builds it.
 *
 * @example
 * const [url, init]: FetchArgs<"POST"> = toFetchArgs(endpoint("POST /markdown", { text: "Hi" }));
 * init.method; // "POST"
 */
export interface FetchInit<M extends RequestMethod = RequestMethod> {
  method: M;
  /** Every value a string. */
  headers: { [name: string]: string };
  /** Left out when the result has no body. */
  body?: FetchBody;
  /** Set for a streamed body: fetch requires it for one. */
  duplex?: "half";
}

/**
 * `[url, init]`: the two arguments `fetch` takes, as `toFetchArgs()` returns them.
 *
 * @example
 * const response = await fetch(...toFetchArgs(endpoint("GET /user")));
 */
export type FetchArgs<M extends RequestMethod = RequestMethod> = [url: string, init: FetchInit<M>];
