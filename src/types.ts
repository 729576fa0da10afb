/**
 * Public types of rest-endpoint. Every type a consumer can name lives here;
 * the implementation modules import from this file, never the reverse.
 */

/** The methods rest-endpoint knows, in their canonical (uppercase) form. */
export type RequestMethod = "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE" | "OPTIONS";

/** Stable codes carried by {@link EndpointErrorLike.code}. */
export type EndpointErrorCode =
  | "ERR_INVALID_ROUTE"
  | "ERR_INVALID_METHOD"
  | "ERR_INVALID_OPTION"
  | "ERR_MISSING_URL"
  | "ERR_INVALID_TEMPLATE"
  | "ERR_MISSING_PARAMETER"
  | "ERR_INVALID_PARAMETER"
  | "ERR_UNSAFE_PARAMETER"
  | "ERR_INVALID_HEADER"
  | "ERR_BODY_NOT_ALLOWED";

/** Header values as passed in: `null`/`undefined` remove the header. */
export type RequestHeaders = { [name: string]: string | number | null | undefined };

/** Header values in a result: names lowercased, removed headers gone. */
export type ResponseHeaders = { [name: string]: string | number };

/** `mediaType` option: amends the `accept` header. */
export interface MediaType {
  /** A media type parameter such as `raw`, `diff` or `text+json`. */
  format?: string;
  /** Preview names such as `mercy`; merged with the defaults' previews. */
  previews?: string[];
}

/** Caller meta information, returned unchanged in the result's `request`. */
export interface RequestMeta {
  [key: string]: unknown;
}

/** Options accepted by `endpoint()`, `.merge()` and `.defaults()`. */
export interface EndpointOptions {
  method?: string;
  url?: string | null;
  baseUrl?: string;
  headers?: RequestHeaders;
  mediaType?: MediaType;
  request?: RequestMeta;
  data?: unknown;
  [parameter: string]: unknown;
}

/** What `.merge()` returns and `.parse()` takes; `DEFAULTS` has this shape. */
export interface MergedOptions {
  method: RequestMethod;
  baseUrl: string;
  url?: string | null;
  headers: ResponseHeaders;
  mediaType: { format: string; previews: string[] };
  request?: RequestMeta;
  data?: unknown;
  [parameter: string]: unknown;
}

/** The result of `endpoint()` and `.parse()`, ready for an HTTP client. */
export interface RequestOptions {
  method: RequestMethod;
  url: string;
  headers: ResponseHeaders;
  body?: unknown;
  request?: RequestMeta;
}

/** The `endpoint` function and its helpers. */
export interface EndpointInterface {
  (route: string, options?: EndpointOptions): RequestOptions;
  (options: EndpointOptions): RequestOptions;
  /** The current defaults, deeply frozen. */
  readonly DEFAULTS: Readonly<MergedOptions>;
  /** A new `endpoint` whose defaults are these overlaid with `options`. */
  defaults(options: EndpointOptions): EndpointInterface;
  /** Combines the defaults, the route and the options, without expanding the URL. */
  merge(route: string, options?: EndpointOptions): MergedOptions;
  merge(options?: EndpointOptions): MergedOptions;
  /** Turns merged options into request options. Stateless. */
  parse(options: MergedOptions): RequestOptions;
}
