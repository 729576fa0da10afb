/**
 * The sentence for a route an OpenAPI description does not have, naming the
 * route it most likely meant. The runtime ranks every route by edit distance
 * (src/openapi/nearest-routes.ts); the types cannot afford that on a large
 * description, so they try the mistakes people make, cheapest first: the
 * same route in another letter case, with other placeholder names or a
 * trailing `/`; the same path with another method; a route the text begins
 * (one that only finishes its last segment first).
 */
import type { CompileError } from "./compile-error.js";
import type { IsKnownMethod, UnknownMethod } from "./defaults.js";
import type { RouteWithQuery } from "./openapi-route.js";
import type { SplitRoute } from "./route.js";

/**
 * Why a route literal names no operation of the description: an unknown
 * method, or no such route (with the nearest one when there is a likely one).
 *
 * @example
 * type E = NotARoute<"GET /pet/{id}", "GET /pets/{petId}" | "POST /pets">;
 * // CompileError<"GET /pet/{id} is not a route of the OpenAPI description">
 */
export type NotARoute<R extends string, Routes extends string> =
  SplitRoute<R> extends [infer M, string]
    ? // The sentence written out at each use: tsc prints an alias by its name.
      IsKnownMethod<M> extends true
      ? CompileError<`${R} is not a route of the OpenAPI description${Hint<OneRoute<R, Routes>>}`>
      : DeclaredMethod<M, Routes> extends true
        ? CompileError<`${R} is not a route of the OpenAPI description${Hint<OneRoute<R, Routes>>}`>
        : CompileError<UnknownMethod<M>>
    : CompileError<`${R} is not a route of the OpenAPI description`>;

/**
 * The nearest route for one literal; none for a union of them, which
 * TypeScript passes while it compares signatures (each member would cost a
 * search of every route).
 */
type OneRoute<R extends string, Routes extends string> = [R] extends [Intersected<R>]
  ? Nearest<R, Exclude<Routes, RouteWithQuery>>
  : never;

type Intersected<U> = (U extends unknown ? (member: U) => void : never) extends (member: infer I) => void ? I : never;

/** A method the description declares (OpenAPI 3.2's `QUERY`, an `additionalOperations` key). */
type DeclaredMethod<M, Routes extends string> = [Extract<Routes, `${M & string} ${string}`>] extends [never]
  ? false
  : true;

type Hint<N extends string> = [N] extends [never] ? "" : `; did you mean ${N}?`;

/** One likely route for `R`, or `never`. */
type Nearest<R extends string, Routes extends string> = OneOf<
  Fallback<
    ShapeIndex<Routes>[Shape<R> & keyof ShapeIndex<Routes>],
    Fallback<Extract<Routes, `${string} ${PathOf<R>}`>, Completions<Extract<Routes, `${R}${string}`>, R>>
  >
>;

/** Routes that begin with `R`: those that only finish its last segment first. */
type Completions<C extends string, R extends string> = Fallback<Exclude<C, `${R}${string}/${string}`>, C>;

type Fallback<A, B> = [A] extends [never] ? B : A;

/** The path of a route (the text after the method). */
type PathOf<R extends string> = R extends `${string} ${infer P}` ? P : R;

/**
 * Each route by its shape, computed once per description: an alias with the
 * same argument is not computed again.
 */
type ShapeIndex<Routes extends string> = { [K in Routes as Shape<K>]: K };

/** A route in lowercase, its placeholders unnamed, without a trailing `/`: `"get /pets/{}"`. */
type Shape<R extends string> = Unnamed<Lowercase<R extends `${infer S}/` ? S : R>, "">;

type Unnamed<S extends string, Acc extends string> = S extends `${infer A}{${string}}${infer Rest}`
  ? Unnamed<Rest, `${Acc}${A}{}`>
  : `${Acc}${S}`;

/** One member of a union (the last TypeScript lists): a message names one route. */
type OneOf<U> = [U] extends [never]
  ? never
  : (U extends unknown ? (pick: () => U) => void : never) extends (pick: infer I) => void
    ? I extends () => infer Last
      ? Extract<Last, string>
      : never
    : never;
