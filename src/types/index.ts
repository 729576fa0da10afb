/**
 * Public types of rest-endpoint. Every type a consumer can name lives here;
 * the implementation modules import from this file, never the reverse.
 *
 * The second half is a type-level reading of route strings: it mirrors, rule
 * for rule, how the runtime marks a parameter as required
 * (src/compile-template.ts, the `required` rule in `compile`), so that a route literal with a
 * missing path parameter fails to compile exactly when the call would throw
 * `ERR_MISSING_PARAMETER`. Keep the two in step.
 */

// ---------------------------------------------------------------------------
// Values

/** The methods rest-endpoint knows, in their canonical (uppercase) form. */
export type RequestMethod = "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE" | "OPTIONS";

export type { EndpointErrorCode } from "../errors.js";

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

/** A scalar that the runtime turns into URL text (a `Date` as ISO 8601). */
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

/** Header values as passed in: `null`/`undefined` remove the header. */
export type RequestHeaders = { [name: string]: string | number | null | undefined };

/** Header values in a result: names lowercased, removed headers gone. */
export type ResponseHeaders = { [name: string]: string | number };

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

/**
 * The options every form accepts, apart from `method` and `url`. Every key
 * not named here is a parameter: it fills a placeholder, or goes to the
 * query string (GET, HEAD, OPTIONS) or the JSON body.
 *
 * @example
 * const options: ParameterOptions = { headers: { authorization: "token x" }, per_page: 100 };
 */
export interface ParameterOptions {
  /** An absolute `http:` or `https:` URL that relative URLs are joined to. */
  baseUrl?: string;
  headers?: RequestHeaders;
  mediaType?: MediaType;
  request?: RequestMeta;
  /** The request body exactly as given; not allowed for GET, HEAD, OPTIONS. */
  data?: unknown;
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
}

/**
 * Options after a route string: the route already gives the method and the
 * URL, so passing either again is an error (it throws at runtime too).
 *
 * @example
 * endpoint("GET /user", { headers: { authorization: "token x" } });
 */
export interface RouteOptions extends ParameterOptions {
  method?: never;
  url?: never;
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
  headers: ResponseHeaders;
  mediaType: { format: string; previews: string[] };
  request?: RequestMeta;
  data?: unknown;
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
  headers: ResponseHeaders;
  body?: unknown;
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

/**
 * The defaults after `.defaults(options)`: a literal method or url replaces
 * the old one; parameters given a value are added, parameters set to
 * `undefined` or `null` are removed again (they override the default).
 *
 * @example
 * type D = WithDefaults<RootDefaults, { method: "post"; owner: "o" }>;
 * // { method: "POST"; url: undefined; parameters: "owner" }
 */
export type WithDefaults<D extends EndpointDefaults, O> = {
  method: MethodOf<PropertyOf<O, "method">, D["method"]>;
  url: UrlOf<PropertyOf<O, "url">, D["url"]>;
  parameters: Exclude<D["parameters"], UnsetKeys<O>> | SetKeys<O>;
};

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
   */
  <const R extends string | EndpointOptions>(
    routeOrOptions: R & CheckFirst<R, D, true>,
    ...options: RouteArguments<R, D>
  ): RequestOptions<ResultMethod<R, D>>;
  /** The current defaults, deeply frozen. */
  readonly DEFAULTS: Readonly<MergedOptions<D["method"]>>;
  /** A new `endpoint` whose defaults are these overlaid with `options`. */
  defaults<const O extends EndpointOptions>(options: O & CheckMethod<PropertyOf<O, "method">>): EndpointInterface<WithDefaults<D, O>>;
  /**
   * Combines the defaults, the route and the options, without expanding the
   * URL. Checked like `endpoint()`, except that `url` may be left out.
   */
  merge<const R extends string | EndpointOptions = {}>(
    routeOrOptions?: R & CheckFirst<R, D, false>,
    ...options: RouteArguments<R, D>
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
export type RouteParameters<Route extends string, D extends EndpointDefaults = RootDefaults> =
  string extends Route ? RouteOptions : UrlParameters<RouteUrl<Route>, D["parameters"]> & RouteOptions;

/**
 * The names of the required and the optional variables of a URL template,
 * read with the runtime's rules (option names included: they never fill a
 * placeholder, see `RouteParameters`). A name that is required anywhere is
 * not listed as optional.
 *
 * @example
 * type V = TemplateVariables<"/repos/{owner}/:repo/contents/{+path}{?ref}">;
 * // { required: "owner" | "repo" | "path"; optional: "ref" }
 */
export type TemplateVariables<Url extends string> = Url extends unknown
  ? ScanTemplate<Url> extends { required: infer Req extends string; optional: infer Opt extends string }
    ? { required: StripStar<Req>; optional: Exclude<StripStar<Opt>, StripStar<Req>> }
    : never
  : never;

/**
 * The canonical method of a route literal, or `Fallback` (the defaults'
 * method) for a URL-only route; `never` when the method is unknown.
 *
 * @example
 * type M = RouteMethod<"post /markdown">; // "POST"
 */
export type RouteMethod<Route extends string, Fallback extends RequestMethod = "GET"> =
  string extends Route ? RequestMethod : SplitRoute<Route> extends [infer M, string] ? MethodOf<M, Fallback> : never;

// ---------------------------------------------------------------------------
// Internals (not exported: they may change in any release)

/** Keys that are options, never parameters (src/option-names.ts). */
type OptionName = "method" | "baseUrl" | "url" | "headers" | "mediaType" | "request" | "data";

type Letter =
  | "A" | "B" | "C" | "D" | "E" | "F" | "G" | "H" | "I" | "J" | "K" | "L" | "M"
  | "N" | "O" | "P" | "Q" | "R" | "S" | "T" | "U" | "V" | "W" | "X" | "Y" | "Z"
  | "a" | "b" | "c" | "d" | "e" | "f" | "g" | "h" | "i" | "j" | "k" | "l" | "m"
  | "n" | "o" | "p" | "q" | "r" | "s" | "t" | "u" | "v" | "w" | "x" | "y" | "z";
type Digit = "0" | "1" | "2" | "3" | "4" | "5" | "6" | "7" | "8" | "9";
type NameStart = Letter | "_";
type WordChar = NameStart | Digit;
type SchemeChar = Letter | Digit | "+" | "." | "-";

/** What `\s` matches in the runtime's route split (ECMAScript WhiteSpace and LineTerminator). */
type Whitespace =
  | " " | "\t" | "\n" | "\v" | "\f" | "\r" | "\u00a0" | "\u1680" | "\u2000" | "\u2001" | "\u2002" | "\u2003"
  | "\u2004" | "\u2005" | "\u2006" | "\u2007" | "\u2008" | "\u2009" | "\u200a" | "\u2028" | "\u2029"
  | "\u202f" | "\u205f" | "\u3000" | "\ufeff";

/** `O[K]` when `O` declares `K`, else `undefined`. */
type PropertyOf<O, K extends string> = K extends keyof O ? O[K] : undefined;

/** Uppercase a literal method; `string` stays open; `undefined` keeps the fallback. */
type MethodOf<M, Fallback extends RequestMethod> = [Exclude<M, undefined>] extends [never]
  ? Fallback
  : string extends Exclude<M, undefined>
    ? RequestMethod
    : Exclude<M, undefined> extends string
      ? Extract<Uppercase<Exclude<M, undefined>>, RequestMethod> | (undefined extends M ? Fallback : never)
      : RequestMethod;

/** A url option: a literal or `string` replaces the default; `null` clears it. */
type UrlOf<U, Fallback extends string | undefined> = [Exclude<U, undefined>] extends [never]
  ? Fallback
  : [Exclude<U, undefined | null>] extends [never]
    ? undefined
    : Exclude<U, undefined | null> extends string
      ? Exclude<U, undefined | null> | (undefined extends U ? Fallback : never)
      : string;

/** Literal keys of `O` (no index signature) that are parameters. */
type ParameterKeys<O> = Exclude<keyof O & string, OptionName> extends infer K extends string
  ? K extends unknown
    ? string extends K
      ? never
      : K
    : never
  : never;

/** Parameters `O` certainly gives a value: present, and neither undefined nor null. */
type SetKeys<O> = {
  [K in ParameterKeys<O>]: {} extends Pick<O, K> ? never : undefined extends O[K] ? never : null extends O[K] ? never : K;
}[ParameterKeys<O>];

/** Parameters `O` may set to `undefined` or `null`, which overrides a default. */
type UnsetKeys<O> = Exclude<ParameterKeys<O>, SetKeys<O>>;

/** A method literal the runtime accepts (case-insensitive); `string` and `undefined` pass. */
type IsKnownMethod<M> = [Exclude<M, undefined>] extends [never]
  ? true
  : string extends Exclude<M, undefined>
    ? true
    : Exclude<M, undefined> extends string
      ? Uppercase<Exclude<M, undefined>> extends RequestMethod
        ? true
        : false
      : true;

/** Check for a method literal: unknown methods are a compile error, as they throw at runtime. */
type CheckMethod<M> = IsKnownMethod<M> extends true ? unknown : { method: InvalidMethod };

/** What an unknown method literal fails to match; the property name is the message. */
interface InvalidMethod {
  readonly "expected GET, HEAD, POST, PUT, PATCH, DELETE or OPTIONS (in any case)": never;
}

/** Trim and split a route literal like the runtime: `[method | undefined, url]`, or `never` if invalid. */
type SplitRoute<Route extends string> = Route extends unknown ? SplitWords<Trim<NormalizeSpace<Route>>> : never;

type NormalizeSpace<S extends string> = S extends `${string}${Exclude<Whitespace, " ">}${string}`
  ? ReplaceSpace<S, "">
  : S;
type ReplaceSpace<S extends string, Acc extends string> = S extends `${infer C}${infer Rest}`
  ? ReplaceSpace<Rest, `${Acc}${C extends Whitespace ? " " : C}`>
  : Acc;
type Trim<S extends string> = S extends ` ${infer R}` ? Trim<R> : S extends `${infer R} ` ? Trim<R> : S;
type SplitWords<S extends string> = S extends ""
  ? never
  : S extends `${infer M} ${infer U}`
    ? Trim<U> extends `${string} ${string}`
      ? never
      : [M, Trim<U>]
    : [undefined, S];

/** The URL part of a route literal (`string` when the route is invalid: the runtime throws anyway). */
type RouteUrl<Route extends string> = SplitRoute<Route> extends [unknown, infer U extends string] ? U : string;

/** The method the result carries. */
type ResultMethod<R, D extends EndpointDefaults> = R extends string
  ? RouteMethod<R, D["method"]>
  : MethodOf<PropertyOf<R, "method">, D["method"]>;

/**
 * The first argument's check: a route literal must split into a known method
 * and a URL; an options object must carry a url (from itself or the
 * defaults, when `needUrl`), a known method, and every required parameter.
 */
type CheckFirst<R, D extends EndpointDefaults, NeedUrl extends boolean> = R extends string
  ? string extends R
    ? unknown
    : [SplitRoute<R>] extends [never]
      ? InvalidRoute
      : SplitRoute<R> extends [infer M, string]
        ? IsKnownMethod<M> extends true
          ? unknown
          : InvalidRoute
        : unknown
    : CheckMethod<PropertyOf<R, "method">> & CheckOptionsUrl<R, UrlOf<PropertyOf<R, "url">, D["url"]>, D, NeedUrl>;

/**
 * A route literal that the runtime rejects (`ERR_INVALID_ROUTE`,
 * `ERR_INVALID_METHOD`) fails to match this; the property name is the message.
 */
interface InvalidRoute {
  readonly "expected \"<METHOD> <url>\" or \"<url>\", METHOD one of GET HEAD POST PUT PATCH DELETE OPTIONS": never;
}

/**
 * The options form's check: a url (unless the defaults give one), then the
 * parameters its template requires (for a union of urls, what any of them
 * requires). `R` is the options object itself: a
 * property it has with a type that can never fit (`user: null`) is reported
 * under a name that says what is expected, because intersecting the two
 * would collapse the whole parameter type to `never` and the message with it.
 */
type CheckOptionsUrl<R, U, D extends EndpointDefaults, NeedUrl extends boolean> = [U] extends [undefined]
  ? NeedUrl extends true
    ? "url" extends keyof R
      ? { "url must be a string": never }
      : { url: string }
    : unknown
  : [U] extends [string]
    ? string extends U
      ? unknown
      : ScanTemplate<U> extends infer V extends Variables
        ? Flatten<Guard<R, RequiredPart<V, D["parameters"]>> & OptionalPart<V, D["parameters"]>>
        : never
    : unknown;

/** `P`'s keys, except those `R` has with a type that cannot fit: renamed after what they need. */
type Guard<R, P> = {
  [K in keyof P & string as K extends keyof R ? ([Extract<R[K], P[K]>] extends [never] ? Expected<K, P[K]> : K) : K]: K extends keyof R
    ? [Extract<R[K], P[K]>] extends [never]
      ? never
      : P[K]
    : P[K];
};

type Expected<K extends string, V> = [V] extends [never]
  ? `${K} is an option name, so it never fills a placeholder`
  : [V] extends [PathValue]
    ? `${K} must be a string, number or bigint`
    : `${K} must be a string, number or bigint, or a list or map of them`;

/** The rest arguments: after a route, its options (required if a parameter is); after an options object, nothing. */
type RouteArguments<R, D extends EndpointDefaults> = [R] extends [never]
  ? [options?: RouteOptions]
  : [R] extends [string]
    ? string extends R
      ? [options?: RouteOptions]
      : OptionsArgument<UrlParameters<RouteUrl<R>, D["parameters"]>>
    : [];

/** Options may be left out only when no parameter is required. */
type OptionsArgument<P> = {} extends P ? [options?: P & RouteOptions] : [options: P & RouteOptions];

/**
 * The parameter object for a URL template, given the parameters the
 * defaults already hold. For a union of URLs (a route picked at runtime),
 * a name required by any of them is required.
 */
type UrlParameters<Url extends string, Defaulted extends string> = string extends Url
  ? {}
  : ScanTemplate<Url> extends infer V extends Variables
    ? Flatten<RequiredPart<V, Defaulted> & OptionalPart<V, Defaulted>>
    : never;

type Variables = { required: string; optional: string };

/** Required variables the defaults do not give. */
type RequiredPart<V extends Variables, Defaulted extends string> = {
  [K in V["required"] as KeyOf<K, Defaulted, true>]: RequiredValue<K>;
};

/** Required variables the defaults give, and optional variables (not option names). */
type OptionalPart<V extends Variables, Defaulted extends string> = {
  [K in V["required"] as KeyOf<K, Defaulted, false>]?: RequiredValue<K>;
} & { [K in Exclude<StripStar<V["optional"]>, StripStar<V["required"]> | OptionName>]?: TemplateValue };

/**
 * A required option name (`/x/{url}`) can never be filled, so the runtime
 * always throws: the key is required with type `never`, which no call meets.
 */
type RequiredValue<K extends string> = StripStar<K> extends OptionName
  ? never
  : K extends `${string}*`
    ? ExplodedPathValue
    : PathValue;

/** A required name as a key, or `never`: `Required` picks the names the defaults do not give, or those they do. */
type KeyOf<K extends string, Defaulted extends string, Required extends boolean> =
  StripStar<K> extends infer N extends string
    ? (N extends Defaulted ? false : true) extends Required
      ? N
      : never
    : never;

type StripStar<K extends string> = K extends `${infer N}*` ? N : K;

/** Shows one object type in editor hovers and error messages, not an intersection. */
type Flatten<T> = { [K in keyof T]: T[K] } & {};

/** Required and optional names of a template; exploded names keep their `*`. */
type ScanTemplate<Url extends string> = Url extends `${infer Scheme}://${infer Rest}`
  ? IsScheme<Scheme> extends true
    ? ScanPath<Rest, true, true, never, never>
    : ScanPath<Url, true, false, never, never>
  : ScanPath<Url, true, false, never, never>;

/** `[A-Za-z][A-Za-z0-9+.-]*`, as the runtime's `findAuthorityEnd` requires. */
type IsScheme<S extends string> = S extends `${infer C}${infer Rest}`
  ? C extends Letter
    ? AllSchemeChars<Rest>
    : false
  : false;
type AllSchemeChars<S extends string> = S extends `${infer C}${infer Rest}`
  ? C extends SchemeChar
    ? AllSchemeChars<Rest>
    : false
  : true;

/**
 * The path part of a template, left to right. `Slash`: the previous template
 * character is "/" (or this is the template start), so what comes next starts
 * a segment. `Auth`: inside `scheme://authority`, where ":" is literal. The
 * first ":" is handled when nothing that ends the literal run ("{", "?", "#")
 * precedes it; otherwise the next expression (or the end of the path) comes
 * first. Tail-recursive, one step per placeholder.
 */
type ScanPath<S extends string, Slash extends boolean, Auth extends boolean, Req extends string, Opt extends string> =
  S extends `${infer X}:${infer Y}`
    ? X extends `${string}${"{" | "?" | "#"}${string}`
      ? ScanBrace<S, Slash, Auth, Req, Opt>
      : Auth extends true
        ? X extends `${string}/${string}`
          ? ScanColon<X, Y, Slash, Req, Opt>
          : ScanPath<Y, false, true, Req, Opt>
        : ScanColon<X, Y, Slash, Req, Opt>
    : ScanBrace<S, Slash, Auth, Req, Opt>;

/** A literal ":" after `X`: a `:name` placeholder when a letter or "_" follows. */
type ScanColon<X extends string, Y extends string, Slash extends boolean, Req extends string, Opt extends string> =
  Y extends `${infer C}${string}`
    ? C extends NameStart
      ? ReadWord<Y, ""> extends [infer N extends string, infer After extends string]
        ? (StartsSegment<X, Slash> extends true ? true : EndsSegment<After>) extends true
          ? ScanPath<After, false, false, Req | N, Opt>
          : ScanPath<After, false, false, Req, Opt | N>
        : never
      : ScanPath<Y, false, false, Req, Opt>
    : { required: Req; optional: Opt };

/** The next `{...}` expression, unless a literal "?" or "#" ends the path before it. */
type ScanBrace<S extends string, Slash extends boolean, Auth extends boolean, Req extends string, Opt extends string> =
  S extends `${infer L}{${infer B}}${infer R}`
    ? L extends `${string}${"?" | "#"}${string}`
      ? { required: Req; optional: Opt | QueryNames<S, never> }
      : B extends `${infer C}${infer V}`
        ? C extends "?" | "&" | "#"
          ? { required: Req; optional: Opt | VarNames<V> | QueryNames<R, never> }
          : C extends "/" | "." | ";"
            ? ScanPath<R, false, AuthAfter<Auth, L, B>, Req, Opt | VarNames<V>>
            : (StartsSegment<L, Slash> extends true ? true : EndsSegment<R>) extends true
              ? ScanPath<R, false, AuthAfter<Auth, L, B>, Req | VarNames<C extends "+" ? V : B>, Opt>
              : ScanPath<R, false, AuthAfter<Auth, L, B>, Req, Opt | VarNames<C extends "+" ? V : B>>
        : ScanPath<R, false, Auth, Req, Opt>
    : { required: Req; optional: Opt };

/** The authority ends at the first "/", "?" or "#", also one inside an expression (as at runtime). */
type AuthAfter<Auth extends boolean, L extends string, B extends string> = Auth extends true
  ? L extends `${string}/${string}`
    ? false
    : B extends `${string}${"/" | "?" | "#"}${string}`
      ? false
      : true
  : false;

/** The literal text `L` before a placeholder ends with "/", or is empty right after a "/" or at the start. */
type StartsSegment<L extends string, Slash extends boolean> = L extends "" ? Slash : L extends `${string}/` ? true : false;

/** What follows ends a path segment: the end, "/", "?", "#", or an expression "{/", "{?", "{&", "{#". */
type EndsSegment<R extends string> = R extends `${infer C}${infer Rest}`
  ? C extends "/" | "?" | "#"
    ? true
    : C extends "{"
      ? Rest extends `${"/" | "?" | "&" | "#"}${string}`
        ? true
        : false
      : false
  : true;

/** Every variable after the path part: all optional. */
type QueryNames<S extends string, Acc extends string> = S extends `${string}{${infer B}}${infer R}`
  ? QueryNames<R, Acc | VarNames<StripOperator<B>>>
  : Acc;

type StripOperator<B extends string> = B extends `${"+" | "#" | "." | "/" | ";" | "?" | "&"}${infer V}` ? V : B;

/** `a,b:3,list*` -> `"a" | "b" | "list*"`: a prefix is dropped, an explode kept as a marker. */
type VarNames<V extends string> = V extends `${infer A},${infer Rest}` ? VarName<A> | VarNames<Rest> : VarName<V>;
type VarName<A extends string> = A extends `${infer N}:${string}` ? N : A;

/** Leading word characters of `S`: `[name, rest]`. */
type ReadWord<S extends string, Acc extends string> = S extends `${infer C}${infer Rest}`
  ? C extends WordChar
    ? ReadWord<Rest, `${Acc}${C}`>
    : [Acc, S]
  : [Acc, ""];

// ---------------------------------------------------------------------------
// toFetchArgs()

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
