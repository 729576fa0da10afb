/** The values of the options every form accepts: headers, media type, body, caller meta information. */

/**
 * Headers as passed in: an object, `[name, value]` pairs, or a `Headers`
 * object. `null`/`undefined` remove the header.
 *
 * @example
 * const headers: RequestHeaders = { authorization: "token x", accept: null };
 * const pairs: RequestHeaders = [["authorization", "token x"]];
 */
export type RequestHeaders =
  | { [name: string]: string | number | null | undefined }
  | readonly (readonly [name: string, value: string | number | null | undefined])[]
  | HeadersObject;

/**
 * A `Headers` object as fetch has it (typed by shape: the library is typed
 * without DOM types). Its names are lowercase already.
 */
interface HeadersObject {
  forEach(callback: (value: string, name: string) => void): void;
  has(name: string): boolean;
}

/**
 * The headers of merged options and of a result: the defaults' and the
 * options' headers merged, names lowercased, removed headers gone.
 *
 * @example
 * const headers: MergedHeaders = endpoint("GET /user").headers;
 */
export type MergedHeaders = { [name: string]: string | number };

/**
 * `mediaType` option: amends the `accept` header.
 *
 * @example
 * endpoint("GET /repos/{owner}/{repo}/readme", { owner: "o", repo: "r", mediaType: { format: "raw" } });
 */
export interface MediaType {
  /** A media type parameter such as `raw`, `diff` or `text+json`. */
  format?: string;
  /** Preview names such as `mercy`; merged with the defaults' previews. */
  previews?: readonly string[];
}

/**
 * A body `endpoint()` passes on and `toFetchArgs()` can send: JSON values
 * (objects, arrays, strings, numbers, booleans, `null`, `bigint`), and the
 * bodies a client sends as they are (a string, bytes, `Blob`, `FormData`,
 * `URLSearchParams`, a stream): every value but a function or a symbol,
 * which have no JSON text and no wire form.
 *
 * @example
 * const body: RequestBody = { title: "Hi", labels: ["bug"] };
 * const bytes: RequestBody = new Uint8Array([1, 2, 3]);
 */
export type RequestBody = string | number | bigint | boolean | null | PlainBody | NotAFunction;

/**
 * An object literal's type (which has no call signature): with an index
 * signature in the union, an object literal's properties are all known, so
 * `data: { title }` gets no excess-property error from {@link NotAFunction}.
 */
type PlainBody = { readonly [key: string]: unknown };

/** Any object but a function (class instances, bytes, `Blob`): every function has a `Symbol.hasInstance` method, which this forbids. */
type NotAFunction = object & { readonly [Symbol.hasInstance]?: never };

/**
 * Caller meta information, returned unchanged in the result's `request`.
 * Typed loosely on purpose: the library runs without DOM or Node types, and
 * passes these values by reference without looking at them.
 *
 * @example
 * endpoint("GET /", { request: { agent: myAgent, timeout: 5000 } }).request?.agent === myAgent; // true
 */
export interface RequestMeta {
  /** For example an `http.Agent`; never copied or frozen. */
  agent?: unknown;
  [key: string]: unknown;
}
