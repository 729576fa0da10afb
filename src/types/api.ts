/**
 * The public API's types: the values a call takes, its options, what it
 * returns, and the `endpoint` function itself. The implementation modules
 * import from src/types, never the reverse.
 */
import type {
  CheckFirst,
  CheckOptionsGiven,
  NotInferred,
  ResultMethod,
  RouteArguments,
  UrlParameters,
} from "./check.js";
import type { CompileError } from "./compile-error.js";
import type { METHODS } from "../util/methods.js";
import type { CheckMethod, PropertyOf, WithDefaults } from "./defaults.js";
import type { NearMissOptions } from "./near-option-name.js";
import type { DescribedOptions, OpenApiEndpoint, OperationOptions, TypeArgumentGiven } from "./openapi.js";
import type { RouteMethod, RouteUrl } from "./route.js";
import type { WrapperArguments, WrapperTyping } from "./wrapper.js";

// ---------------------------------------------------------------------------
// Values

/**
 * The methods rest-endpoint knows, in their canonical (uppercase) form.
 *
 * @example
 * const method: RequestMethod = endpoint("post /markdown", { text: "Hi" }).method; // "POST"
 */
export type RequestMethod = (typeof METHODS)[number];

/**
 * A method as it may be written in a route or an option: matched
 * case-insensitively, so `"post"` and `"Post"` are fine too. Any `string` is
 * accepted where the method is not a literal; a literal that names no known
 * method is a compile error.
 *
 * @example
 * const method: MethodName = "patch";
 */
export type MethodName = RequestMethod | Lowercase<RequestMethod> | (string & {});

/**
 * The value of a required path parameter: it becomes one path segment (or
 * part of one), so it must be a scalar. `undefined` and `null` are missing
 * values and throw `ERR_MISSING_PARAMETER`.
 *
 * @example
 * endpoint("GET /repos/{owner}/{repo}/issues/{issue_number}", { owner: "o", repo: "r", issue_number: 1 });
 */
export type PathValue = string | number | bigint;

/**
 * A scalar that the runtime turns into URL text (a `Date` as ISO 8601).
 *
 * @example
 * const since: ScalarValue = new Date("2024-01-01T00:00:00Z");
 */
export type ScalarValue = string | number | bigint | boolean | Date;

/**
 * The value of an optional template variable (`{?page}`, `{/path}`, ...) or
 * of a leftover parameter sent in the query string: a scalar, a list or a map
 * of scalars (RFC 6570); `undefined` and `null` leave it out.
 *
 * @example
 * endpoint("GET /search/code{?q,per_page}", { q: "endpoint", per_page: 10 });
 */
export type TemplateValue =
  | ScalarValue
  | readonly (ScalarValue | null | undefined)[]
  | { readonly [key: string]: ScalarValue | null | undefined }
  | null
  | undefined;

/**
 * The value of a required exploded variable (`{list*}`, `{+list*}`): a path
 * value, or a list or map of path values.
 *
 * @example
 * endpoint("GET /files/{path*}", { path: ["a", "b"] }).url; // ".../files/a,b"
 */
export type ExplodedPathValue = PathValue | readonly PathValue[] | { readonly [key: string]: PathValue };

/**
 * Header values as passed in: `null`/`undefined` remove the header.
 *
 * @example
 * const headers: RequestHeaders = { authorization: "token x", accept: null };
 */
export type RequestHeaders = { [name: string]: string | number | null | undefined };

/**
 * The headers of merged options and of a result: the defaults' and the
 * options' headers merged, names lowercased, removed headers gone.
 *
 * @example
 * const headers: MergedHeaders = endpoint("GET /user").headers;
 */
export type MergedHeaders = { [name: string]: string | number };

/**
 * The former name of {@link MergedHeaders}; these are the headers of the
 * request, not of a response.
 *
 * @deprecated Use `MergedHeaders`.
 * @example
 * const headers: MergedHeaders = endpoint("GET /user").headers;
 */
export type ResponseHeaders = MergedHeaders;

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
 * The methods whose requests have no body (their leftover parameters go to
 * the query string): `data` with one of them throws `ERR_BODY_NOT_ALLOWED`.
 *
 * @example
 * const method: BodylessMethod = "HEAD";
 */
export type BodylessMethod = "GET" | "HEAD" | "OPTIONS";

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

// ---------------------------------------------------------------------------
// Options and results

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
  data?: CompileError<`a ${M} request has no body: data is not allowed`>;
}

/**
 * What `.merge()` returns and `.parse()` takes; `DEFAULTS` has this shape.
 *
 * @example
 * const merged: MergedOptions<"POST"> = endpoint.merge("POST /markdown", { text: "Hi" });
 */
export interface MergedOptions<M extends RequestMethod = RequestMethod> {
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
export interface RequestOptions<M extends RequestMethod = RequestMethod> {
  method: M;
  url: string;
  headers: MergedHeaders;
  body?: RequestBody;
  request?: RequestMeta;
}

// ---------------------------------------------------------------------------
// Defaults, as far as the types can follow them

/**
 * What the types know about an `endpoint` function's defaults: the method a
 * URL-only route gets, the default `url` (a literal when it was one), and the
 * parameters that have a value, which later calls may leave out.
 *
 * @example
 * type Api = EndpointInterface<{ method: "POST"; url: undefined; parameters: "owner" }>;
 */
export interface EndpointDefaults {
  method: RequestMethod;
  url: string | undefined;
  parameters: string;
}

/**
 * The root `endpoint`'s defaults: GET, no url, no parameters.
 *
 * @example
 * const api: EndpointInterface<RootDefaults> = endpoint;
 */
export interface RootDefaults extends EndpointDefaults {
  method: "GET";
  url: undefined;
  parameters: never;
}

// ---------------------------------------------------------------------------
// The endpoint function

/**
 * The `endpoint` function and its helpers. `D` is what the types know about
 * its defaults (see {@link EndpointDefaults}).
 *
 * A route literal is read at compile time: every required path parameter
 * (README, "Required parameters") must be given, as a string, number or
 * bigint. Other parameters stay allowed (they become query or body). A route
 * that is a plain `string` is checked at run time only.
 *
 * @example
 * endpoint("GET /repos/{owner}/{repo}", { owner: "octokit", repo: "rest.js" }); // compiles
 * endpoint("GET /repos/{owner}/{repo}", { owner: "octokit" });
 * // error TS2345: ... Property 'repo' is missing in type '{ owner: string; }' but required in type
 * // '{ owner: PathValue; repo: PathValue; }'.
 */
export interface EndpointInterface<D extends EndpointDefaults = RootDefaults> {
  /**
   * Builds request options from a route (`"POST /repos/{owner}/{repo}/issues"`)
   * and parameters, or from one options object with `method` and `url`.
   * `O`, the options object, is inferred only to name a missing parameter.
   * The checks are out of inference's way (`NotInferred`): TypeScript would
   * otherwise walk the template reader for every call, at a tenth of the
   * type-check time.
   */
  <const R extends string | EndpointOptions, O = unknown>(
    routeOrOptions: NotInferred<CheckFirst<R, D, true> & CheckOptionsGiven<R, D, O>> & R,
    ...options: RouteArguments<R, D, O>
  ): RequestOptions<ResultMethod<R, D>>;
  /** The current defaults, deeply frozen. */
  readonly DEFAULTS: Readonly<MergedOptions<D["method"]>>;
  /**
   * Follows an OpenAPI description at run time (`openapi`), typed by its
   * `paths` type as openapi-typescript generates it: every parameter goes
   * where its `in` says, and the types check each one.
   */
  defaults<Paths extends object = never>(
    ...options: TypeArgumentGiven<Paths, [options: DescribedOptions]>
  ): OpenApiEndpoint<Paths, D, true>;
  /**
   * The same, typed by an OpenAPI description: `Paths` is the `paths` type
   * openapi-typescript generates. Types only: at run time this is the call
   * below. The options are those every call shares (`baseUrl`, `headers`,
   * `mediaType`, `request`); default parameters go in a chained `.defaults()`.
   * With no options and no type argument: the same defaults again.
   */
  defaults<Paths extends object = never>(
    ...options: TypeArgumentGiven<Paths, [options?: OperationOptions], []>
  ): [Paths] extends [never] ? EndpointInterface<D> : OpenApiEndpoint<Paths, D>;
  /** A new `endpoint` whose defaults are these overlaid with `options`. */
  defaults<const O extends EndpointOptions>(
    options: O & CheckMethod<PropertyOf<O, "method">>,
  ): EndpointInterface<WithDefaults<D, O>>;
  /**
   * Combines the defaults, the route and the options, without expanding the
   * URL. Checked like `endpoint()`, except that `url` may be left out.
   */
  merge<const R extends string | EndpointOptions = {}, O = unknown>(
    routeOrOptions?: NotInferred<CheckFirst<R, D, false> & CheckOptionsGiven<R, D, O>> & R,
    ...options: RouteArguments<R, D, O>
  ): MergedOptions<ResultMethod<R, D>>;
  /** Turns merged options into request options. Stateless. */
  parse<M extends RequestMethod = RequestMethod>(options: MergedOptions<M>): RequestOptions<M>;
}

/**
 * The options object a route literal needs: its required path parameters
 * (minus those the defaults give), its optional template variables, and any
 * other parameter or option. A non-literal `string` gives {@link RouteOptions}.
 *
 * @example
 * type P = RouteParameters<"GET /repos/{owner}/{repo}/issues{?state}">;
 * // { owner: PathValue; repo: PathValue; state?: TemplateValue } & RouteOptions
 */
export type RouteParameters<Route extends string, D extends EndpointDefaults = RootDefaults> = string extends Route
  ? RouteOptions
  : UrlParameters<RouteUrl<Route>, D["parameters"]> & RouteOptions<RouteMethod<Route, D["method"]>>;

// ---------------------------------------------------------------------------
// Wrappers

/**
 * Any endpoint function: `endpoint`, what `.defaults()` returns, and an
 * OpenAPI-typed one from `endpoint.defaults<paths>()`. For a wrapper's type
 * parameter: the wrapper calls it with {@link EndpointArguments}, and its own
 * callers get the checks of the function it was given.
 *
 * @example
 * function createClient<Api extends EndpointFunction>(api: Api) {
 *   return <R extends string>(route: R, ...args: EndpointArguments<Api, R>) => fetch(...toFetchArgs(api(route, ...args)));
 * }
 */
export interface EndpointFunction extends AnyRouteCall {
  /** The current defaults, deeply frozen. */
  readonly DEFAULTS: Readonly<MergedOptions>;
}

/**
 * The call every endpoint function has: a route and its options. Written as
 * a method, whose parameters TypeScript compares both ways, so an
 * OpenAPI-typed function (which takes only its routes) fits too; what a
 * given function accepts is {@link EndpointArguments}.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the arguments are checked by EndpointArguments
type AnyRouteCall = { call(route: string, ...options: readonly any[]): RequestOptions }["call"];

/**
 * The arguments after the route that `api(route, ...)` accepts, as a tuple:
 * the same checks as calling `api` itself, defaults included (a required
 * parameter, a known method, a route of the OpenAPI description, option
 * names, no body on GET). A rejected route gives arguments no call meets,
 * whose type says why.
 *
 * @example
 * type A = EndpointArguments<typeof endpoint, "GET /users/{user}">;
 * // [options: { user: PathValue } & RouteOptions<"GET">]
 */
export type EndpointArguments<Api extends EndpointFunction, Route extends string> = WrapperArguments<
  WrapperTyping<Api>,
  Route
>;
