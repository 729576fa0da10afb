/** The check of a route argument of an OpenAPI-typed endpoint, each failure a sentence. */
import type { Unseen } from "./check.js";
import type { CompileError } from "./compile-error.js";
import type { DefaultHeaders } from "./defaults.js";
import type { CheckDescribedGiven } from "./described-arguments.js";
import type { EndpointDefaults } from "./endpoint-defaults.js";
import type { NotARoute } from "./nearest-route.js";
import type { ParametersOf } from "./openapi-parameters.js";
import type { ColonPlaceholder, In, NotVariableName, Operation, ParseRoute, RouteWithQuery } from "./openapi-route.js";

/**
 * A route must be one of the schema, a `{?...}` suffix may only name query
 * parameters the operation has, by RFC 6570 names; without the description a
 * path may not hold `:name`, which the plain rules read as a placeholder;
 * with it, options left out (`O` is then `unknown`) may not leave out a
 * required parameter. Each failure is a {@link CompileError} whose sentence
 * tsc prints first.
 *
 * @example
 * type C = CheckOperationRoute<paths, RootDefaults, true, OperationRoute<paths>, "GET /pets/{id}", unknown>;
 * // CompileError<"missing parameter id">
 */
export type CheckOperationRoute<
  Paths extends object,
  D extends EndpointDefaults,
  Described extends boolean,
  Routes extends string,
  R extends string,
  O = Unseen,
> = [RouteWithQuery] extends [R]
  ? // R is `string` or the constraint (an editor asking for completions): the routes stay offered.
    IsString<R> extends true
    ? CompileError<"a route of the OpenAPI description is a literal (a string type names none)">
    : unknown
  : [R] extends [Routes]
    ? (R extends RouteWithQuery
        ? ParseRoute<R> extends [infer M extends string, infer P extends string, infer Listed extends string]
          ? `${Uppercase<M>} ${P}` extends Routes
            ? CheckListed<Listed, In<Operation<Paths, P, M>, "query">>
            : NotARoute<`${Uppercase<M>} ${P}`, Routes>
          : NotARoute<R, Routes>
        : unknown) &
        (Described extends true
          ? CheckDescribedGiven<ParametersOf<Paths, R, D["parameters"], true, DefaultHeaders<D>, true>, O>
          : ColonPlaceholder<R> extends true
            ? CompileError<`${R} reads :name as a placeholder: give the description, defaults<paths>({ openapi })`>
            : unknown)
    : NotARoute<R, Routes>;

/** `R` is `string` itself (not the constraint `Routes | (string & {})`, which `string` is assignable to and back). */
type IsString<R> = (<T>() => T extends R ? 1 : 2) extends <T>() => T extends string ? 1 : 2 ? true : false;

type CheckListed<Listed extends string, Query> = [Listed] extends [never]
  ? unknown
  : [NotVariableName<Listed>] extends [never]
    ? [Exclude<Listed, keyof Query>] extends [never]
      ? unknown
      : CompileError<`names a query parameter the schema does not have: ${Exclude<Listed, keyof Query>}`>
    : CompileError<`is no RFC 6570 variable name; pass it without the route suffix: ${NotVariableName<Listed>}`>;
