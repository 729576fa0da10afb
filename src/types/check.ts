/**
 * The argument checks of `endpoint()` and `.merge()`: which route literals
 * and options objects compile, and the parameter object a URL needs. The
 * rules themselves come from route.ts (template scanner) and defaults.ts
 * (what `.defaults()` gave); this module turns them into parameter types
 * whose error messages name the missing or ill-typed parameter.
 */
import type { EndpointDefaults } from "./endpoint-defaults.js";
import type { RouteOptions } from "./endpoint-options.js";
import type { BodylessMethod, RequestMethod } from "./request-method.js";
import type { ExplodedPathValue, PathValue, TemplateValue } from "./template-value.js";
import type { CompileError, MethodWithArticle } from "./compile-error.js";
import type {
  CheckMethod,
  IsKnownMethod,
  MethodList,
  MethodOf,
  OptionName,
  PropertyOf,
  UnknownMethod,
  UrlOf,
} from "./defaults.js";
import type { METHODS } from "../util/methods.js";
import type { RouteMethod, RouteUrl, ScanTemplate, SplitRoute, StripStar, Variables } from "./route.js";

/**
 * The method the result carries: the route's, the options' `method`, or the defaults'.
 *
 * @example
 * type M = ResultMethod<{ method: "put"; url: "/x" }, RootDefaults>; // "PUT"
 */
export type ResultMethod<R, D extends EndpointDefaults> = R extends string
  ? RouteMethod<R, D["method"]>
  : MethodOf<PropertyOf<R, "method">, D["method"]>;

/**
 * The first argument's check: a route literal must split into a known method
 * and a URL; an options object must carry a url (from itself or the
 * defaults, when `needUrl`), a known method, and every required parameter.
 *
 * @example
 * type C = CheckFirst<"GTE /x", RootDefaults, true>; // CompileError<"unknown method GTE; ...">: nothing matches
 */
export type CheckFirst<R, D extends EndpointDefaults, NeedUrl extends boolean> = R extends string
  ? string extends R
    ? unknown
    : [SplitRoute<R>] extends [never]
      ? CompileError<InvalidRoute>
      : SplitRoute<R> extends [infer M, string]
        ? IsKnownMethod<M> extends true
          ? unknown
          : CompileError<UnknownMethod<M>>
        : unknown
  : CheckMethod<PropertyOf<R, "method">> &
      CheckOptionsUrl<R, UrlOf<PropertyOf<R, "url">, D["url"]>, D, NeedUrl> &
      CheckBody<R, ResultMethod<R, D>>;

/**
 * What a call's first argument must also be: {@link CheckFirst} (a route
 * with a known method, an options object with a url and a method) and
 * {@link CheckOptionsGiven} (options left out only when no parameter is
 * required). `unknown` when both pass; otherwise the `CompileError`s, whose
 * text names what is wrong.
 *
 * @example
 * type C = CallChecks<"GTE /x", RootDefaults, true, unknown>; // CompileError<"unknown method GTE; ...">
 */
export type CallChecks<R, D extends EndpointDefaults, NeedUrl extends boolean, O> = CheckFirst<R, D, NeedUrl> &
  CheckOptionsGiven<R, D, O>;

/** Why a route literal the runtime rejects with `ERR_INVALID_ROUTE` does not compile; the methods from the one list. */
type InvalidRoute =
  `a route is METHOD and URL with one space between, or a URL alone; METHOD one of ${MethodList<typeof METHODS, " ">}`;

/** `data` in options whose method has no body: the key gets a type no value has. */
type CheckBody<R, M extends RequestMethod> = "data" extends keyof R
  ? [M] extends [BodylessMethod]
    ? { data?: CompileError<`${MethodWithArticle<M>} request has no body: data is not allowed`> }
    : unknown
  : unknown;

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
      : CompileError<"missing url: give one here or in the defaults">
    : unknown
  : [U] extends [string]
    ? string extends U
      ? unknown
      : ScanTemplate<U> extends infer V extends Variables
        ? [Missing<RequiredOf<V, D["parameters"]>, R>] extends [never]
          ? Flatten<Guard<R, RequiredPart<V, D["parameters"]>> & OptionalPart<V, D["parameters"]>>
          : CompileError<`missing parameter ${Missing<RequiredOf<V, D["parameters"]>, R>}`>
        : never
    : unknown;

/** `P`'s keys, except those `R` has with a type that cannot fit: renamed after what they need. */
type Guard<R, P> = {
  [
    K in keyof P & string as K extends keyof R ? ([Extract<R[K], P[K]>] extends [never] ? Expected<K, P[K]> : K) : K
  ]: K extends keyof R ? ([Extract<R[K], P[K]>] extends [never] ? never : P[K]) : P[K];
};

type Expected<K extends string, V> = [V] extends [never]
  ? `${K} is an option name, so it never fills a placeholder`
  : [V] extends [PathValue]
    ? `${K} must be a string, number or bigint`
    : `${K} must be a string, number or bigint, or a list or map of them`;

/**
 * The rest arguments: after a route, its options (required if a parameter is); after an options object, nothing.
 *
 * @example
 * type A = RouteArguments<"GET /users/{user}", RootDefaults>; // [options: { user: PathValue } & RouteOptions<"GET">]
 */
export type RouteArguments<R, D extends EndpointDefaults, O = Unseen> = [R] extends [never]
  ? [options?: RouteOptions]
  : [R] extends [string]
    ? string extends R
      ? [options?: RouteOptions]
      : // Only `O` is inferred here: the parameter types are read once `R` is known.
        OptionsArgument<
          NotInferred<UrlParameters<RouteUrl<R>, D["parameters"]>>,
          NotInferred<RequiredNames<RouteUrl<R>, D["parameters"]>>,
          NotInferred<RouteOptions<RouteMethod<R, D["method"]>>>,
          O
        >
    : [];

/**
 * Options may be left out only when no parameter is required. `O` is the
 * options object a call passes (inferred by the call signature), which names
 * the parameters it lacks: `CompileError<"missing parameter repo">`. Left out
 * (`unknown`), the route argument reports them (see {@link CheckOptionsGiven});
 * not known ({@link Unseen}, as in a wrapper), TypeScript's own message does.
 */
type OptionsArgument<P, Required extends string, Options, O> = [Required] extends [never]
  ? [options?: P & Options]
  : [O] extends [Unseen]
    ? [options: P & Options]
    : LeftOut<O> extends true
      ? [options?: P & Options]
      : [Missing<Required, O>] extends [never]
        ? [options: P & Options]
        : [options: CompileError<`missing parameter ${Missing<Required, O>}`> & O];

/**
 * `T`, from which no type argument is inferred (TypeScript's own `NoInfer`
 * needs 5.4): the route argument checks the options the call infers from
 * the next argument, and must not be a second source for them.
 *
 * @example
 * type T = NotInferred<"x">; // "x"
 */
export type NotInferred<T> = [T][T extends unknown ? 0 : never];

/**
 * The options object of a call is not known here: no inference of it took place.
 *
 * @example
 * type A = OperationArguments<paths, "GET /pets", RootDefaults, true>; // O defaults to Unseen
 */
export interface Unseen {
  readonly unseen: never;
}

/**
 * The options are left out: `O` fell back to its default, `unknown` (an `any` argument is not left out).
 *
 * @example
 * type L = LeftOut<unknown>; // true
 */
export type LeftOut<O> = [unknown] extends [O] ? (0 extends 1 & O ? false : true) : false;

/** Required keys of `P` that `O` does not have. */
type Missing<Required extends string, O> = Exclude<Required, keyof O> & string;

/**
 * The route argument's check when the options are left out (`O` is then
 * `unknown`) but the route requires parameters: the error names them.
 *
 * @example
 * type C = CheckOptionsGiven<"GET /users/{user}", RootDefaults, unknown>; // CompileError<"missing parameter user">
 */
type CheckOptionsGiven<R, D extends EndpointDefaults, O> =
  LeftOut<O> extends true
    ? R extends string
      ? string extends R
        ? unknown
        : [RequiredNames<RouteUrl<R>, D["parameters"]>] extends [never]
          ? unknown
          : CompileError<`missing parameter ${RequiredNames<RouteUrl<R>, D["parameters"]>}`>
      : unknown
    : unknown;

/**
 * The parameter object for a URL template, given the parameters the
 * defaults already hold. For a union of URLs (a route picked at runtime),
 * a name required by any of them is required.
 *
 * @example
 * type P = UrlParameters<"/users/{user}{?page}", never>; // { user: PathValue; page?: TemplateValue }
 */
export type UrlParameters<Url extends string, Defaulted extends string> = string extends Url
  ? {}
  : ScanTemplate<Url> extends infer V extends Variables
    ? Flatten<RequiredPart<V, Defaulted> & OptionalPart<V, Defaulted>>
    : never;

/**
 * The names of the required variables of a URL template that the defaults
 * do not give: the keys a call must pass, read from the template itself
 * (cheaper than from the parameter type, which would take a `Pick` per key).
 *
 * @example
 * type N = RequiredNames<"/repos/{owner}/{repo}{?page}", "owner">; // "repo"
 */
type RequiredNames<Url extends string, Defaulted extends string> = string extends Url
  ? never
  : ScanTemplate<Url> extends infer V extends Variables
    ? RequiredOf<V, Defaulted>
    : never;

/** `RequiredNames` of a scanned template. */
type RequiredOf<V extends Variables, Defaulted extends string> = Exclude<StripStar<V["required"]>, Defaulted>;

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
type RequiredValue<K extends string> =
  StripStar<K> extends OptionName ? never : K extends `${string}*` ? ExplodedPathValue : PathValue;

/** A required name as a key, or `never`: `Required` picks the names the defaults do not give, or those they do. */
type KeyOf<K extends string, Defaulted extends string, Required extends boolean> =
  StripStar<K> extends infer N extends string
    ? (N extends Defaulted ? false : true) extends Required
      ? N
      : never
    : never;

/**
 * Shows one object type in editor hovers and error messages, not an intersection.
 *
 * @example
 * type F = Flatten<{ a: 1 } & { b: 2 }>; // { a: 1; b: 2 }
 */
export type Flatten<T> = { [K in keyof T]: T[K] } & {};
