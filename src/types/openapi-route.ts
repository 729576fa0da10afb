/**
 * The routes of an OpenAPI description as the types read them: every
 * `"<METHOD> <path>"`, the check of a route argument (a `{?...}` suffix, a
 * `:name` without the description), and the operation a route names.
 */
import type { RequestMethod } from "./request-method.js";

/**
 * Every route of a description: `"<METHOD> <path>"` for each operation, the
 * method in uppercase (TRACE, which rest-endpoint does not send, left out).
 * With `Described` (the description given at run time, which declares them)
 * also OpenAPI 3.2's: `"QUERY <path>"` for a path item's `query` operation
 * and `"<KEY> <path>"` for each key of its `additionalOperations`, spelled as
 * the key is. openapi-typescript 7 leaves both out of `paths`: a hand-written
 * augmentation of the same shape adds them (docs/openapi.md, "Types for 3.2").
 *
 * @example
 * type R = OpenApiRoute<paths>; // "GET /lists" | "POST /lists" | "GET /lists/{list_id}" | ...
 * type S = OpenApiRoute<paths, true>; // ... | "QUERY /lists" | "COPY /lists/{list_id}"
 */
export type OpenApiRoute<Paths extends object, Described extends boolean = false> = {
  [P in keyof Paths & string]:
    RoutesOfPath<P, Paths[P]> | (Described extends true ? DeclaredRoutesOfPath<P, Paths[P]> : never);
}[keyof Paths & string];

/** Path item keys that name operations rest-endpoint can send. */
type LowerMethod = Lowercase<RequestMethod>;

/** Methods whose leftover parameters go to the query string, and which take no body. */
export type QueryMethod = "get" | "head" | "options";

/** A route naming query parameters in an RFC 6570 query expression, checked against the schema. */
export type RouteWithQuery = `${RequestMethod} ${string}{?${string}}`;

/** The routes a call takes: the description's, and those with a `{?...}` suffix. */
export type OperationRoute<Paths extends object, Described extends boolean = false> =
  OpenApiRoute<Paths, Described> | RouteWithQuery;

/**
 * What a route argument may be: any literal, so that one the description
 * lacks is reported in words (`CheckOperationRoute`) rather than as
 * "not assignable to 'OperationRoute<paths>'"; `string & {}` keeps the
 * routes as an editor's completions.
 */
export type RouteArgument<Routes extends string> = Routes | (string & {});

/** openapi-typescript writes absent methods as `put?: never`: only those with an operation count. */
type RoutesOfPath<P extends string, Item> = {
  [M in keyof Item & LowerMethod]-?: [NonNullable<Item[M]>] extends [never] ? never : `${Uppercase<M>} ${P}`;
}[keyof Item & LowerMethod];

/**
 * OpenAPI 3.2's routes of a path item: `query` and each `additionalOperations`
 * key. Only an endpoint given the description sends them: its description
 * declares these methods, which the runtime refuses otherwise.
 */
type DeclaredRoutesOfPath<P extends string, Item> =
  | ("query" extends keyof Item ? ([NonNullable<Item["query"]>] extends [never] ? never : `QUERY ${P}`) : never)
  | AdditionalRoutes<P, Field<Item, "additionalOperations">>;

type AdditionalRoutes<P extends string, Ops> = {
  [K in keyof Ops & string]-?: [NonNullable<Ops[K]>] extends [never] ? never : `${K} ${P}`;
}[keyof Ops & string];

/** `"POST /a/{b}{?c,d*}"` -> `["post", "/a/{b}", "c" | "d"]`. */
export type ParseRoute<R extends string> = R extends `${infer M} ${infer Rest}`
  ? Rest extends `${infer P}{?${infer Q}}`
    ? [Lowercase<M>, P, VariableName<SplitNames<Q>>]
    : [Lowercase<M>, Rest, never]
  : never;

type SplitNames<Q extends string> = Q extends `${infer A},${infer Rest}` ? A | SplitNames<Rest> : Q;

/** A varspec's name: `tags*` and `q:3` name `tags` and `q` (RFC 6570 modifiers). */
type VariableName<N extends string> = N extends `${infer A}*` ? A : N extends `${infer A}:${string}` ? A : N;

/** Characters of a variable name the template compiler accepts (src/template/compile-template.ts). */
type NameCharacter =
  Lowercase<Letter> | Letter | "0" | "1" | "2" | "3" | "4" | "5" | "6" | "7" | "8" | "9" | "_" | "." | "-" | "%";

type Letter =
  | "A"
  | "B"
  | "C"
  | "D"
  | "E"
  | "F"
  | "G"
  | "H"
  | "I"
  | "J"
  | "K"
  | "L"
  | "M"
  | "N"
  | "O"
  | "P"
  | "Q"
  | "R"
  | "S"
  | "T"
  | "U"
  | "V"
  | "W"
  | "X"
  | "Y"
  | "Z";

/** `N` when it is no RFC 6570 variable name (`$filter`, `created[gt]`), else `never`. */
export type NotVariableName<N extends string> = N extends unknown
  ? HasOnly<N, NameCharacter> extends true
    ? never
    : N
  : never;

type HasOnly<S extends string, C extends string> = S extends `${infer Head}${infer Rest}`
  ? Head extends C
    ? HasOnly<Rest, C>
    : false
  : true;

/** Without the description, `:name` in a path is a placeholder (`/v1/images:annotate`); with it, literal text. */
export type ColonPlaceholder<P extends string> = P extends `${string}:${infer C}${string}`
  ? C extends Letter | Lowercase<Letter> | "_"
    ? true
    : P extends `${string}:${infer Rest}`
      ? ColonPlaceholder<Rest>
      : false
  : false;

/**
 * The schema's operation object for a method (lowercase, as `ParseRoute`
 * gives it) and path: the path item's own field (`get`, 3.2's `query`), else
 * the `additionalOperations` entry whose key it names (`COPY` for `"copy"`).
 */
export type Operation<Paths, P extends string, M extends string> = P extends keyof Paths
  ? M extends keyof Paths[P]
    ? NonNullable<Paths[P][M]>
    : AdditionalOperation<Field<Paths[P], "additionalOperations">, M>
  : never;

type AdditionalOperation<Ops, M extends string> = {
  [K in keyof Ops & string]: Lowercase<K> extends M ? NonNullable<Ops[K]> : never;
}[keyof Ops & string];

/**
 * The result's method: the route's as written (it must be uppercase to match
 * one of the seven; 3.2's `QUERY` and `additionalOperations` keys as the
 * description spells them).
 */
export type OperationMethod<R extends string> = R extends `${infer M} ${string}` ? M : never;

/** `T[K]` without `undefined`, or `never` when `T` has no `K` (openapi-typescript's `query?: never`). */
export type Field<T, K extends string> = T extends unknown ? (K extends keyof T ? NonNullable<T[K]> : never) : never;

/** An object type, or `{}` for `never`. */
type OrEmpty<T> = [T] extends [never] ? {} : T;

/** The operation's parameters of one `in` (`path`, `query`, `header`, `cookie`), `{}` when it has none. */
export type In<Op, Where extends string> = OrEmpty<Field<Field<Op, "parameters">, Where>>;
