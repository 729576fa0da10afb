/**
 * A type no value has, whose printed name is a sentence: tsc shows
 * `CompileError<"unknown method GTE; ...">` in the first line of an error,
 * where a property name or `never` would leave the reader guessing.
 *
 * @example
 * type E = CompileError<"a GET request has no body">; // no value is assignable to it
 */
export interface CompileError<Message extends string> {
  readonly [compileError]: Message;
}

// Not exported and never created: only `any` or `never` can meet the interface.
declare const compileError: unique symbol;

/**
 * A method with its article, as a sentence reads it: "an OPTIONS", "a GET".
 *
 * @example
 * type A = MethodWithArticle<"OPTIONS">; // "an OPTIONS"
 */
export type MethodWithArticle<M extends string> = `${M extends "OPTIONS" ? "an" : "a"} ${M}`;
