/**
 * What `.defaults()` does to the types: the method and url it sets, the
 * parameters it gives a value (which later calls may leave out), and the
 * method check shared by every form (src/util/methods.ts).
 */
import type { EndpointDefaults } from "./endpoint-defaults.js";
import type { RequestMethod } from "./request-method.js";
import type { CompileError } from "./compile-error.js";
import type { OPTION_NAMES } from "../util/option-names.js";
import type { METHODS } from "../util/methods.js";

/**
 * The defaults after `.defaults(options)`: a literal method or url replaces
 * the old one; parameters given a value are added, parameters set to
 * `undefined` or `null` are removed again (they override the default); so
 * are headers, by their lowercase names.
 *
 * @example
 * type D = WithDefaults<RootDefaults, { method: "post"; owner: "o" }>;
 * // { method: "POST"; url: undefined; parameters: "owner"; headers: never }
 */
export type WithDefaults<D extends EndpointDefaults, O> = {
  method: MethodOf<PropertyOf<O, "method">, D["method"]>;
  url: UrlOf<PropertyOf<O, "url">, D["url"]>;
  parameters: Exclude<D["parameters"], UnsetKeys<O>> | SetKeys<O>;
  headers: PropertyOf<O, "headers"> extends infer H
    ? Exclude<DefaultHeaders<D>, Lowercase<UnsetKeys<H> & string>> | Lowercase<SetKeys<H> & string>
    : never;
};

/**
 * The lowercase names of the headers `D`'s defaults give (`never` when it does not say).
 *
 * @example
 * type H = DefaultHeaders<{ method: "GET"; url: undefined; parameters: never; headers: "x-api-key" }>; // "x-api-key"
 */
export type DefaultHeaders<D extends EndpointDefaults> = D extends { headers: infer H extends string } ? H : never;

// ---------------------------------------------------------------------------
// Internals (exported for the other type modules; not part of the public API)

/**
 * `true` under `strictNullChecks`. Without it `undefined` and `null` belong
 * to every type, so "may this be undefined?" would always say yes: the checks
 * below then fall back to what the type says it is, and never report a
 * mistake they cannot see.
 *
 * @example
 * type S = StrictNullChecks; // true in a strict project, false without strictNullChecks
 */
type StrictNullChecks = undefined extends string ? false : true;

/**
 * Whether a value of type `V` may be `Nullish` (`undefined`, `null` or both).
 * Without strictNullChecks only a value typed as nothing but `Nullish` is.
 *
 * @example
 * type A = MayBe<undefined, string | undefined>; // true (strict); false without strictNullChecks
 */
type MayBe<Nullish, V> = StrictNullChecks extends true
  ? Extract<Nullish, V> extends never
    ? false
    : true
  : [V] extends [Nullish]
    ? true
    : false;

/**
 * Keys that are options, never parameters: the runtime's own list (src/util/option-names.ts).
 *
 * @example
 * const name: OptionName = "baseUrl";
 */
export type OptionName = (typeof OPTION_NAMES)[number];

/**
 * The names among `K` that the runtime reads as an option or refuses as a
 * near miss of one (`URL`, `Data`, `base_url`: any case, `-` and `_`
 * ignored, src/util/option-names.ts): a parameter of such a name is passed
 * in `parameters`.
 *
 * @example
 * type K = OptionLike<"url" | "base_url" | "owner">; // "url" | "base_url"
 */
export type OptionLike<K extends string> = K extends OptionName
  ? K
  : Lowercase<WithoutSeparators<K>> extends Lowercase<OptionName>
    ? K
    : never;

/** `K` without `-` and `_`. */
type WithoutSeparators<K extends string> = K extends `${infer A}-${infer B}`
  ? WithoutSeparators<`${A}${B}`>
  : K extends `${infer A}_${infer B}`
    ? WithoutSeparators<`${A}${B}`>
    : K;

/**
 * `O[K]` when `O` declares `K`, else `undefined`.
 *
 * @example
 * type M = PropertyOf<{ method: "post" }, "method">; // "post"
 */
export type PropertyOf<O, K extends string> = K extends keyof O ? O[K] : undefined;

/**
 * Uppercase a literal method (src/util/methods.ts); `string` stays open; `undefined` keeps the fallback.
 *
 * @example
 * type M = MethodOf<"post" | undefined, "GET">; // "POST" | "GET"
 */
export type MethodOf<M, Fallback extends RequestMethod> = [Exclude<M, undefined>] extends [never]
  ? Fallback
  : string extends Exclude<M, undefined>
    ? RequestMethod
    : Exclude<M, undefined> extends string
      ? Extract<Uppercase<Exclude<M, undefined>>, RequestMethod> | (MayBe<undefined, M> extends true ? Fallback : never)
      : RequestMethod;

/**
 * A url option: a literal or `string` replaces the default; `null` clears it.
 *
 * @example
 * type U = UrlOf<null, "/user">; // undefined: null clears the default url
 */
export type UrlOf<U, Fallback extends string | undefined> = [Exclude<U, undefined>] extends [never]
  ? Fallback
  : [Exclude<U, undefined | null>] extends [never]
    ? undefined
    : Exclude<U, undefined | null> extends string
      ? Exclude<U, undefined | null> | (MayBe<undefined, U> extends true ? Fallback : never)
      : string;

/** Literal keys of `O` (no index signature) that are parameters. */
type ParameterKeys<O> =
  Exclude<keyof O & string, OptionName> extends infer K extends string
    ? K extends unknown
      ? string extends K
        ? never
        : K
      : never
    : never;

/**
 * Parameters `O` certainly gives a value: present, and neither undefined nor null.
 *
 * @example
 * type K = SetKeys<{ owner: "o"; repo: undefined }>; // "owner"
 */
type SetKeys<O> = {
  [K in ParameterKeys<O>]: {} extends Pick<O, K> ? never : MayBe<undefined | null, O[K]> extends true ? never : K;
}[ParameterKeys<O>];

/**
 * Parameters `O` may set to `undefined` or `null`, which overrides a default.
 *
 * @example
 * type K = UnsetKeys<{ owner: "o"; repo: undefined }>; // "repo"
 */
type UnsetKeys<O> = Exclude<ParameterKeys<O>, SetKeys<O>>;

/**
 * A method literal the runtime accepts (case-insensitive); `string` and `undefined` pass.
 *
 * @example
 * type K = IsKnownMethod<"Patch">; // true
 */
export type IsKnownMethod<M> = [Exclude<M, undefined>] extends [never]
  ? true
  : string extends Exclude<M, undefined>
    ? true
    : Exclude<M, undefined> extends string
      ? Uppercase<Exclude<M, undefined>> extends RequestMethod
        ? true
        : false
      : true;

/**
 * Check for a method literal: unknown methods are a compile error, as they throw at runtime.
 *
 * @example
 * type C = CheckMethod<"FETCH">; // { method: CompileError<"unknown method FETCH; ..."> }, which no value meets
 */
export type CheckMethod<M> =
  IsKnownMethod<M> extends true ? unknown : { method: CompileError<UnknownMethod<Exclude<M, undefined>>> };

/**
 * The sentence for an unknown method literal, naming the known ones from the
 * one list. Used as `CompileError<UnknownMethod<M>>`, written out where it is
 * used: tsc prints an alias by its name, and the sentence is the point.
 *
 * @example
 * type E = UnknownMethod<"GTE">; // "unknown method GTE; expected GET, HEAD, POST, ... (in any case)"
 */
export type UnknownMethod<M> =
  `unknown method ${M & string}; expected ${MethodList<typeof METHODS, ", ">} (in any case)`;

/**
 * A list of methods as a message writes it, from the one list: `"GET, HEAD
 * or POST"` with `", "`, `"GET HEAD POST"` with `" "`.
 *
 * @example
 * type L = MethodList<["GET", "HEAD", "POST"], ", ">; // "GET, HEAD or POST"
 */
export type MethodList<L extends readonly string[], S extends string> = L extends readonly [
  infer First extends string,
  ...infer Rest extends readonly string[],
]
  ? Rest extends readonly [string]
    ? `${First}${S extends " " ? " " : " or "}${Rest[0]}`
    : Rest extends readonly []
      ? First
      : `${First}${S}${MethodList<Rest, S>}`
  : "";
