/**
 * Near misses of option names as the types see them. The runtime rejects
 * every key that equals an option name once case, "-" and "_" are ignored
 * (`nearOptionName` in src/util/option-names.ts); a type cannot list that
 * infinite set, so it lists the spellings people actually write, derived from
 * the same option names: `Headers`, `HEADERS`, `baseURL`, `base_url`,
 * `base-url`, `baseurl`, `BaseUrl`, `BASE_URL`, ... Each is a compile error
 * naming the option meant.
 */
import type { CompileError } from "./compile-error.js";
import type { OptionName } from "./defaults.js";
import type { OTHER_OPTION_NAMES } from "../util/option-names.js";

/**
 * The near misses of one option name (never the name itself).
 *
 * @example
 * type N = NearOptionName<"baseUrl">; // "BaseUrl" | "BASEURL" | "baseurl" | "baseURL" | "base_url" | ...
 */
export type NearOptionName<N extends OptionName = OptionName> = N extends unknown ? Spellings<N, Marked<N, "">> : never;

/**
 * Optional keys for every near miss, typed so that no value fits and tsc
 * prints "did you mean `baseUrl`?".
 *
 * @example
 * const options: NearMissOptions = { baseURL: "https://x.test" }; // error: did you mean `baseUrl`?
 */
export type NearMissOptions = {
  [N in OptionName as NearOptionName<N>]?: CompileError<`did you mean \`${N}\`?`>;
} & {
  [N in OtherName[0] as N | Spellings<N, Marked<N, "">>]?: CompileError<`did you mean \`${MeantBy<N>}\`?`>;
};

/** Other HTTP clients' names for an option, with the option meant (`["prefixUrl", "baseUrl"]`). */
type OtherName = (typeof OTHER_OPTION_NAMES)[number];

/** The option another client's name `N` means. */
type MeantBy<N extends string> = Extract<OtherName, readonly [N, string]>[1];

/**
 * `"baseUrl"` -> `"base|Url"`: a "|" before each capital letter, so that the
 * words of a camelCase name can be joined again in other ways. `Acc` is the
 * text so far (tail recursion: one pass over the name).
 */
type Marked<S extends string, Acc extends string> = S extends `${infer C}${infer Rest}`
  ? Marked<Rest, `${Acc}${C extends Lowercase<C> ? C : `|${C}`}`>
  : Acc;

/**
 * The spellings of `N` (marked `M`) that are not `N`: `Headers`, `HEADERS`
 * for a one-word name; for more words also `baseurl`, `base_url`, `BASE_URL`,
 * `Base_Url` (and with "-"), and the last word in capitals: `baseURL`, `BaseURL`.
 */
type Spellings<N extends string, M extends string> = M extends N
  ? Capitalize<N> | Uppercase<N>
  : | Capitalize<N>
    | Uppercase<N>
    | Lowercase<N>
    | Separated<Join<M, "_">>
    | Separated<Join<M, "-">>
    | LastInCapitals<M>
    | Capitalize<LastInCapitals<M>>;

/** A separated name in lower case, in capitals, and as written (`base_url`, `BASE_URL`, `Base_Url`). */
type Separated<J extends string> = Lowercase<J> | Uppercase<J> | Capitalize<J>;

/** The marked words joined by `S`: `Join<"base|Url", "_">` is `"base_Url"`. */
type Join<M extends string, S extends string> = M extends `${infer A}|${infer B}` ? `${A}${S}${Join<B, S>}` : M;

/** The marked words joined, the last in capitals: `"base|Url"` -> `"baseURL"`. */
type LastInCapitals<M extends string> = M extends `${infer A}|${infer B}`
  ? B extends `${string}|${string}`
    ? `${A}${LastInCapitals<B>}`
    : `${A}${Uppercase<B>}`
  : M;
