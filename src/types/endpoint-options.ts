/**
 * The options objects: what a call, `.merge()` and `.defaults()` take, what
 * `.merge()` returns and what a call returns.
 */
import type { CompileError, MethodWithArticle } from "./compile-error.js";
import type { NearMissOptions } from "./near-option-name.js";
import type { MediaType, MergedHeaders, RequestBody, RequestHeaders, RequestMeta } from "./option-values.js";
import type { BodylessMethod, MethodName, RequestMethod } from "./request-method.js";

/**
 * The options every form accepts, apart from `method` and `url`. Every key
 * not named here is a parameter: it fills a placeholder, or goes to the
 * query string (GET, HEAD, OPTIONS) or the JSON body.
 *
 * @example
 * const options: ParameterOptions = { headers: { authorization: "token x" }, per_page: 100 };
 */
export interface ParameterOptions extends NearMissOptions {
  /** An absolute `http:` or `https:` URL that relative URLs are joined to. */
  baseUrl?: string;
  headers?: RequestHeaders;
  mediaType?: MediaType;
  request?: RequestMeta;
  /** The request body exactly as given; not allowed for GET, HEAD, OPTIONS. */
  data?: RequestBody;
  /**
   * An `AbortSignal` here is passed on as `request.signal`, as fetch takes
   * it; any other value is a parameter named `signal`.
   */
  signal?: unknown;
  /** Parameters by name, also those named like an option (`url`, `data`, ...). */
  parameters?: { readonly [name: string]: unknown };
  /**
   * `false` keeps every request at the origin of `baseUrl` (scheme, host and
   * port): an absolute URL, or a `baseUrl`, elsewhere throws. Set in
   * `.defaults()`, it holds for every call and cascade; a call cannot turn it
   * back on. Default `true`.
   */
  allowAbsoluteUrls?: boolean;
  [parameter: string]: unknown;
}

/**
 * Options accepted by `endpoint(options)`, `.merge(options)` and
 * `.defaults()`.
 *
 * @example
 * endpoint({ method: "GET", url: "/orgs/{org}/repos", org: "octokit" });
 */
export interface EndpointOptions extends ParameterOptions {
  method?: MethodName;
  url?: string | null;
  /** `.defaults()` only: an OpenAPI 3.0/3.1 description or its compact route table; `null` removes it. */
  openapi?: unknown;
  /** `.defaults()` only, with a description: the servers' variables (`{ region: "eu-west-1" }`). */
  serverVariables?: { readonly [name: string]: string };
}

/**
 * Options after a route string: the route already gives the method and the
 * URL, so passing either again is an error (it throws at runtime too). `M`
 * is the route's method: a GET, HEAD or OPTIONS request takes no `data`.
 *
 * @example
 * endpoint("GET /user", { headers: { authorization: "token x" } });
 */
export type RouteOptions<M extends RequestMethod = RequestMethod> = [M] extends [BodylessMethod]
  ? BodylessRouteOptions<M>
  : RouteOptionsWithBody;

/** Options after a route: an alias of two interfaces, each resolved once, not one generic interface per call. */
interface RouteOptionsWithBody extends ParameterOptions {
  method?: CompileError<"method given twice: the route already gives it">;
  url?: CompileError<"url given twice: the route already gives it">;
}

interface BodylessRouteOptions<M extends BodylessMethod> extends RouteOptionsWithBody {
  data?: CompileError<`${MethodWithArticle<M>} request has no body: data is not allowed`>;
}

/**
 * What `.merge()` returns and `.parse()` takes; `DEFAULTS` has this shape.
 *
 * @example
 * const merged: MergedOptions<"POST"> = endpoint.merge("POST /markdown", { text: "Hi" });
 */
export interface MergedOptions<M extends string = RequestMethod> {
  method: M;
  baseUrl: string;
  url?: string | null;
  headers: MergedHeaders;
  mediaType: { format: string; previews: string[] };
  request?: RequestMeta;
  data?: RequestBody;
  allowAbsoluteUrls?: boolean;
  parameters?: { readonly [name: string]: unknown };
  [parameter: string]: unknown;
}

/**
 * The result of `endpoint()` and `.parse()`, ready for an HTTP client.
 *
 * @example
 * const { method, url, headers, body }: RequestOptions<"POST"> = endpoint("POST /markdown", { text: "Hi" });
 */
export interface RequestOptions<M extends string = RequestMethod> {
  method: M;
  url: string;
  headers: MergedHeaders;
  body?: RequestBody;
  request?: RequestMeta;
}
