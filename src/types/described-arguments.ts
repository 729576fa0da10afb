/**
 * The options of a call typed by a description given at run time, checked
 * against the options object the call passes (`O`, inferred), so that the
 * first line tsc prints names the mistake: the parameter that is missing,
 * or the one whose value has a type the description does not allow.
 */
import type { LeftOut, NotInferred, Unseen } from "./check.js";
import type { CompileError } from "./compile-error.js";
import type { RequiredKeys } from "./openapi-body.js";

/**
 * The rest arguments for the parameter type `P` and the call's options `O`:
 * optional when nothing is required (or the options are left out, which the
 * route argument reports, see {@link CheckDescribedGiven}); a missing
 * parameter as a {@link CompileError} naming it; else `P`, with each key
 * whose value does not fit named in its type.
 *
 * @example
 * type A = DescribedArguments<{ Sid: string }, { Sid: number }>;
 * // [options: { Sid: CompileError<"wrong type for parameter Sid"> & string }]
 */
export type DescribedArguments<P, O> = [O] extends [Unseen]
  ? {} extends P
    ? [options?: P]
    : [options: P]
  : LeftOut<O> extends true
    ? [options?: P]
    : 0 extends 1 & P
      ? // Types TypeScript could not resolve (a DOM type such as File without the DOM lib) are any.
        [options?: P]
      : [MissingNames<P, O>] extends [never]
        ? [options: NotInferred<Marked<P, O>>]
        : [options: CompileError<MissingSentence<MissingNames<P, O>>> & O];

/**
 * The route argument's check when the options are left out but a parameter
 * is required: the error names it there (a missing argument would only say
 * "Expected 2 arguments").
 *
 * @example
 * type C = CheckDescribedGiven<{ Sid: string }, unknown>; // CompileError<"missing parameter Sid">
 */
export type CheckDescribedGiven<P, O> =
  LeftOut<O> extends true ? ({} extends P ? unknown : CompileError<MissingSentence<MissingNames<P, {}>>>) : unknown;

type MissingSentence<N extends string> = [N] extends [Body]
  ? "missing the body: data, or the body's properties"
  : `missing parameter ${N}`;

/** The name {@link MissingNames} gives a body of which nothing was given. */
type Body = typeof _body;
declare const _body: unique symbol;

/**
 * The names `O` lacks, or `never` when one form of `P` (a union when the body
 * may come as `data` or as its properties, a header flat or under `headers`)
 * has all it requires. The forms considered are those that allow every key
 * `O` has, and of those the ones `O` chose (with `data`, or without); the
 * names are those every such form requires, or {@link Body} when they share
 * none (a body needs one of its properties, any of them).
 */
type MissingNames<P, O> =
  Fallback<P extends unknown ? ([Forbidden<P, O>] extends [never] ? P : never) : never, P> extends infer F
    ? true extends (F extends unknown ? Complete<F, O> : never)
      ? never
      : Shared<Chosen<F, O>, O>
    : never;

/** Keys of `O` that `P` allows no value for (`data` beside the body's properties, and the reverse). */
type Forbidden<P, O> = {
  [K in keyof O & keyof P]-?: [Exclude<P[K], undefined>] extends [never] ? K : never;
}[keyof O & keyof P];

type Fallback<A, B> = [A] extends [never] ? B : A;

type Complete<P, O> = [Exclude<RequiredKeys<P>, keyof O>] extends [never] ? true : false;

type Chosen<P, O> = Fallback<
  P extends unknown ? (WantsData<P> extends ("data" extends keyof O ? true : false) ? P : never) : never,
  P
>;

type WantsData<P> = "data" extends RequiredKeys<P> ? true : false;

/** The missing names every member of `Ms` shares (an intersection of their sets). */
type Shared<Ms, O> = (
  Ms extends unknown ? (names: Exclude<RequiredKeys<Ms>, keyof O> & string) => void : never
) extends (names: infer N) => void
  ? [N & string] extends [never]
    ? Body
    : N & string
  : never;

/**
 * `P` with the keys whose value in `O` does not fit typed so that tsc names
 * them: beside their type when the value might still fit (`O` is inferred
 * with widened literals, so `"draft"` reads as `string`, which an enum of
 * the description takes), in place of it when it cannot.
 */
type Marked<P, O> = P extends unknown
  ? [Misfits<P, O>] extends [never]
    ? P
    : { [K in keyof P]: K extends Misfits<P, O> ? MarkedType<K & string, O[K & keyof O], P[K]> : P[K] }
  : never;

// The sentence written out at each use: tsc prints an alias by its name.
type MarkedType<K extends string, V, T> =
  Disjoint<V, T> extends true
    ? CompileError<`wrong type for parameter ${K}`> & T
    : T | CompileError<`wrong type for parameter ${K}`>;

/**
 * Keys of `O` whose value, as inferred, is not of `P`'s type; not those `P`
 * allows no value (`never`, or a {@link CompileError} that already says why).
 */
type Misfits<P, O> = {
  [K in keyof O & keyof P]-?: [Exclude<P[K], undefined>] extends [CompileError<string>]
    ? never
    : [O[K]] extends [P[K]]
      ? never
      : K;
}[keyof O & keyof P];

/**
 * A scalar value none of whose types meets any of `T`'s (`1` for a string).
 * An object value is never sure: its properties were widened too.
 */
type Disjoint<V, T> = [Extract<V, object>] extends [never]
  ? [Extract<V, T>] extends [never]
    ? [Extract<T, V>] extends [never]
      ? true
      : false
    : false
  : false;
