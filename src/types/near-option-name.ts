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

/**
 * The near misses of one option name (never the name itself).
 *
 * @example
 * type N = NearOptionName<"baseUrl">; // "BaseUrl" | "BASEURL" | "baseurl" | "baseURL" | "base_url" | ...
 */
export type NearOptionName<N extends OptionName = OptionName> = N extends unknown
  ? Exclude<Capitalize<N> | Uppercase<N> | Lowercase<N> | Joined<SplitCamel<N, "">>, N>
  : never;

/**
 * Optional keys for every near miss, typed so that no value fits and tsc
 * prints "did you mean `baseUrl`?".
 *
 * @example
 * const options: NearMissOptions = { baseURL: "https://x.test" }; // error: did you mean `baseUrl`?
 */
export type NearMissOptions = {
  [N in OptionName as NearOptionName<N>]?: CompileError<`did you mean \`${N}\`?`>;
};

/** `"baseUrl"` -> `["base", "Url"]`, `"allowAbsoluteUrls"` -> `["allow", "Absolute", "Urls"]`; a one-word name -> `[name]`. */
type SplitCamel<S extends string, Head extends string> = S extends `${infer C}${infer Rest}`
  ? C extends Lowercase<C>
    ? SplitCamel<Rest, `${Head}${C}`>
    : [Head, ...SplitCamel<Rest, C>]
  : [Head];

/**
 * The spellings of a name of two words or more: `base_url`, `base-url`, `BASE_URL`, `BASE-URL`,
 * `Base_Url`, `Base-Url`, `baseURL`, `BaseURL` (`allow_absolute_urls`, ... likewise).
 */
type Joined<W> = W extends [infer A extends string, ...infer Rest extends [string, ...string[]]]
  ? WithSeparator<A, Rest, "_" | "-"> | `${A | Capitalize<A>}${JoinWords<Init<Rest>, "">}${Uppercase<Last<Rest>>}`
  : never;

/** The spellings with one separator `S` throughout (distributed over `"_" | "-"`). */
type WithSeparator<A extends string, Rest extends string[], S extends string> = S extends unknown
  ? | `${A}${S}${JoinWords<LowerAll<Rest>, S>}`
    | `${Uppercase<A>}${S}${JoinWords<UpperAll<Rest>, S>}`
    | `${Capitalize<A>}${S}${JoinWords<Rest, S>}`
  : never;

/** Words joined by `S`. */
type JoinWords<W, S extends string> = W extends [infer A extends string, ...infer R]
  ? R extends []
    ? A
    : `${A}${S}${JoinWords<R, S>}`
  : "";
/** Each word in lower or upper case; all words but the last; the last. */
type LowerAll<W> = { [I in keyof W]: Lowercase<W[I] & string> };
type UpperAll<W> = { [I in keyof W]: Uppercase<W[I] & string> };
type Init<W> = W extends [...infer I, string] ? I : [];
type Last<W> = W extends [...string[], infer L extends string] ? L : "";
