/**
 * A type-level reading of route strings and URL templates. It mirrors, rule
 * for rule, how the runtime splits a route (`parseRoute` in src/merge/merge-options.ts) and
 * marks a template variable as required (`compile` and `bordersSegment` in
 * src/template/compile-template.ts), so that a route literal with a missing
 * path parameter fails to compile exactly when the call would throw
 * `ERR_MISSING_PARAMETER`. Each rule below names the runtime rule it mirrors;
 * keep the two in step (__tests__/types/template-agreement.test.ts compares
 * them on random templates).
 *
 * The scanner does not validate template syntax: a malformed template
 * (`ERR_INVALID_TEMPLATE`) is read as best it can and fails at run time.
 */
import type { RequestMethod } from "./request-method.js";
import type { MethodOf } from "./defaults.js";

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
export type RouteMethod<Route extends string, Fallback extends RequestMethod = "GET"> = string extends Route
  ? RequestMethod
  : SplitRoute<Route> extends [infer M, string]
    ? MethodOf<M, Fallback>
    : never;

// ---------------------------------------------------------------------------
// Internals (exported for the other type modules; not part of the public API)

/**
 * Required and optional variable names of a template; exploded names keep their `*`.
 *
 * @example
 * const v: Variables = { required: "owner", optional: "page" };
 */
export type Variables = { required: string; optional: string };

// prettier-ignore
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
// prettier-ignore
type Whitespace =
  | " " | "\t" | "\n" | "\v" | "\f" | "\r" | "\u00a0" | "\u1680" | "\u2000" | "\u2001" | "\u2002" | "\u2003"
  | "\u2004" | "\u2005" | "\u2006" | "\u2007" | "\u2008" | "\u2009" | "\u200a" | "\u2028" | "\u2029"
  | "\u202f" | "\u205f" | "\u3000" | "\ufeff";

/**
 * Route split (`parseRoute` in merge-options.ts: trim, split on runs of whitespace, one part is
 * a URL, two are `<METHOD> <url>`, more or none throw): `[method | undefined, url]`, or `never`.
 *
 * @example
 * type S = SplitRoute<" post  /markdown ">; // ["post", "/markdown"]
 */
export type SplitRoute<Route extends string> = Route extends unknown ? SplitWords<Trim<NormalizeSpace<Route>>> : never;

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

/**
 * The URL part of a route literal (`string` when the route is invalid: the runtime throws anyway).
 *
 * @example
 * type U = RouteUrl<"GET /repos/{owner}">; // "/repos/{owner}"
 */
export type RouteUrl<Route extends string> = SplitRoute<Route> extends [unknown, infer U extends string] ? U : string;

/**
 * `list*` -> `list`: the explode modifier is not part of the name (VARSPEC's `\*`).
 *
 * @example
 * type N = StripStar<"list*">; // "list"
 */
export type StripStar<K extends string> = K extends `${infer N}*` ? N : K;

/**
 * Authority rule (the AUTHORITY regex `^[a-z][a-z\d+.-]*:\/\/[^/?#]*`, case-insensitive):
 * after `scheme://`, ":" is literal until the authority ends; without a scheme the path starts at once.
 *
 * @example
 * type V = ScanTemplate<"/a/{list*}{?q}">; // { required: "list*"; optional: "q" }
 */
export type ScanTemplate<Url extends string> = Url extends `${infer Scheme}://${infer Rest}`
  ? IsScheme<Scheme> extends true
    ? ScanPath<Rest, true, true, never, never>
    : ScanPath<Url, true, false, never, never>
  : ScanPath<Url, true, false, never, never>;

/** `[A-Za-z][A-Za-z0-9+.-]*`: the scheme part of the same regex. */
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
 * Token order (compile's TOKEN regex, scanned left to right): the path part of
 * a template, one placeholder per step. `Slash`: the previous template
 * character is "/" (or this is the template start), so what comes next starts
 * a segment. `Auth`: inside `scheme://authority`, where ":" is literal. The
 * first ":" is handled when nothing that ends the literal run ("{", "?", "#")
 * precedes it; otherwise the next expression (or the end of the path) comes first.
 */
type ScanPath<
  S extends string,
  Slash extends boolean,
  Auth extends boolean,
  Req extends string,
  Opt extends string,
> = S extends `${infer X}:${infer Y}`
  ? X extends `${string}${"{" | "?" | "#"}${string}`
    ? ScanBrace<S, Slash, Auth, Req, Opt>
    : Auth extends true
      ? X extends `${string}/${string}`
        ? ScanColon<X, Y, Slash, Req, Opt>
        : ScanPath<Y, false, true, Req, Opt>
      : ScanColon<X, Y, Slash, Req, Opt>
  : ScanBrace<S, Slash, Auth, Req, Opt>;

/**
 * `:name` rule (TOKEN's `:([A-Za-z_]\w*)`, word characters only, no "-"): a
 * literal ":" after `X` is a placeholder when a letter or "_" follows, and it
 * is `{name}` for the required rule.
 */
type ScanColon<
  X extends string,
  Y extends string,
  Slash extends boolean,
  Req extends string,
  Opt extends string,
> = Y extends `${infer C}${string}`
  ? C extends NameStart
    ? ReadWord<Y, ""> extends [infer N extends string, infer After extends string]
      ? (StartsSegment<X, Slash> extends true ? true : EndsSegment<After>) extends true
        ? ScanPath<After, false, false, Req | N, Opt>
        : ScanPath<After, false, false, Req, Opt | N>
      : never
    : ScanPath<Y, false, false, Req, Opt>
  : { required: Req; optional: Opt };

/**
 * Expression rules (compile's `operator`, `inPath` and `required`, with
 * `bordersSegment`): the next
 * `{...}`. A literal "?" or "#" before it ends the path (every later name is
 * optional); `{?`, `{&`, `{#` end it too; `{/`, `{.`, `{;` are optional; a
 * simple or `{+` expression is required when it starts or ends a segment.
 */
type ScanBrace<
  S extends string,
  Slash extends boolean,
  Auth extends boolean,
  Req extends string,
  Opt extends string,
> = S extends `${infer L}{${infer B}}${infer R}`
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

/** Authority end (the `[^/?#]*` of AUTHORITY): the first "/", "?" or "#", also one inside an expression. */
type AuthAfter<Auth extends boolean, L extends string, B extends string> = Auth extends true
  ? L extends `${string}/${string}`
    ? false
    : B extends `${string}${"/" | "?" | "#"}${string}`
      ? false
      : true
  : false;

/** Segment start (bordersSegment: `start === 0 || template[start - 1] === "/"`): `L` ends with "/", or is empty at the start. */
type StartsSegment<L extends string, Slash extends boolean> = L extends ""
  ? Slash
  : L extends `${string}/`
    ? true
    : false;

/** Segment end (bordersSegment: `end === template.length`, next is "/", "?", "#", or "{" before "/", "?", "&", "#"). */
type EndsSegment<R extends string> = R extends `${infer C}${infer Rest}`
  ? C extends "/" | "?" | "#"
    ? true
    : C extends "{"
      ? Rest extends `${"/" | "?" | "&" | "#"}${string}`
        ? true
        : false
      : false
  : true;

/** Path end (`inPath = false`): every variable after it is optional, and ":" is literal there. */
type QueryNames<S extends string, Acc extends string> = S extends `${string}{${infer B}}${infer R}`
  ? QueryNames<R, Acc | VarNames<StripOperator<B>>>
  : Acc;

type StripOperator<B extends string> = B extends `${"+" | "#" | "." | "/" | ";" | "?" | "&"}${infer V}` ? V : B;

/**
 * Variable list (VARSPEC, repeated after ","): `a,b:3,list*` -> `"a" | "b" |
 * "list*"`. A prefix is dropped, an explode kept as a marker. Names are taken
 * as written (RFC 6570 characters, "." and "-" inside): the runtime validates them.
 */
type VarNames<V extends string> = V extends `${infer A},${infer Rest}` ? VarName<A> | VarNames<Rest> : VarName<V>;
type VarName<A extends string> = A extends `${infer N}:${string}` ? N : A;

/** Leading word characters of `S` (`\w*`): `[name, rest]`. */
type ReadWord<S extends string, Acc extends string> = S extends `${infer C}${infer Rest}`
  ? C extends WordChar
    ? ReadWord<Rest, `${Acc}${C}`>
    : [Acc, S]
  : [Acc, ""];
