/**
 * Types of `toFetchArgs()`: the two arguments `fetch(url, init)` takes.
 */
import type { RequestMethod } from "./request-method.js";
import type { REQUEST_INIT_KEYS, RequestInitKey } from "../util/request-init-keys.js";

/**
 * The body in a {@link FetchInit}: JSON text, or the `data` given to
 * `endpoint()` unchanged (a string, bytes, a `Blob`, a stream, `FormData`).
 * Typed as the `body` the platform's own `fetch` takes (the DOM's or
 * Node's `BodyInit`, read from the global `fetch` where one is declared), so
 * `fetch(url, init)` type-checks under either; without a declared `fetch`
 * (`lib: ["ES2022"]`, no Node types) a string or an object.
 *
 * @example
 * const body: FetchBody = '{"title":"Hi"}';
 */
export type FetchBody = PlatformBody<PlatformInit<typeof globalThis>>;

/** The `init` parameter of the global `fetch`, if the program declares one. */
type PlatformInit<Global> = Global extends { fetch(input: never, init?: infer Init): unknown } ? Init : undefined;

/** The body that `init` takes, without `null`: toFetchArgs leaves `body` out when there is none. */
type PlatformBody<Init> = [Init] extends [{ body?: infer Body }] ? Exclude<Body, null | undefined> : string | object;

/** The `signal` the platform's fetch takes (`AbortSignal`), or any object where none is declared. */
type PlatformSignal = [PlatformInit<typeof globalThis>] extends [{ signal?: infer Signal }]
  ? Exclude<Signal, null | undefined>
  : object;

/** The value type of each forwarded key, read from its row of the table. */
type InitValue<Row> = Row extends readonly string[]
  ? Row[number]
  : Row extends "boolean"
    ? boolean
    : Row extends "string"
      ? string
      : PlatformSignal;

/**
 * The keys of a result's `request` that `toFetchArgs()` passes on to fetch:
 * `signal`, `keepalive`, `integrity`, `redirect`, `cache`, `mode` and
 * `priority`, each typed with the values fetch accepts.
 *
 * @example
 * const init: ForwardedInit = { signal: AbortSignal.timeout(5000), redirect: "error" };
 */
type ForwardedInit = { [K in RequestInitKey]?: InitValue<(typeof REQUEST_INIT_KEYS)[K]> };

/**
 * The second argument of `fetch(url, init)`, as `toFetchArgs()` builds it.
 * Besides method, headers and body, the keys of the result's `request`
 * that fetch reads about handling the request: `signal`, `keepalive`,
 * `integrity`, `redirect`, `cache`, `mode` and `priority`.
 *
 * @example
 * const [url, init]: FetchArgs<"POST"> = toFetchArgs(endpoint("POST /markdown", { text: "Hi" }));
 * init.method; // "POST"
 */
export interface FetchInit<M extends string = RequestMethod> extends ForwardedInit {
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
export type FetchArgs<M extends string = RequestMethod> = [url: string, init: FetchInit<M>];
