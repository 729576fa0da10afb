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

/** `"baseUrl"` -> `["base", "Url"]`; a one-word name -> `[name]`. */
type SplitCamel<S extends string, Head extends string> = S extends `${infer C}${infer Rest}`
  ? C extends Lowercase<C>
    ? SplitCamel<Rest, `${Head}${C}`>
    : [Head, S]
  : [Head];

/** The two-word spellings: `base_url`, `base-url`, `BASE_URL`, `BASE-URL`, `baseURL`, `BaseURL`, `Base_Url`. */
type Joined<W> = W extends [infer A extends string, infer B extends string]
  ? | `${A}${"_" | "-"}${Lowercase<B>}`
    | `${Uppercase<A>}${"_" | "-"}${Uppercase<B>}`
    | `${A | Capitalize<A>}${Uppercase<B>}`
    | `${Capitalize<A>}${"_" | "-"}${B}`
  : never;
