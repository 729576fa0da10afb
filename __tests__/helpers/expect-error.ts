import { withRoute, type RouteRef } from "../../src/util/errors";
import { EndpointError } from "../../src/index";
import type { EndpointErrorCode } from "../../src/index";
import { CliError } from "../../src/cli/cli-error";
import type { CliErrorCode } from "../../src/cli/cli-error";

/** An error class whose instances carry a `code`, as EndpointError and CliError do. */
type CodedErrorClass<E extends Error & { code: string }> = abstract new (...args: never[]) => E;

/**
 * Runs `fn`, expects it to throw an instance of `type` with `code`, and a
 * message containing every one of `fragments`. Returns the error.
 */
function expectCodedError<E extends Error & { code: string }>(
  type: CodedErrorClass<E>,
  fn: () => unknown,
  code: E["code"],
  fragments: string[],
): E {
  let thrown: unknown;
  try {
    fn();
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toBeInstanceOf(type);
  const error = thrown as E;
  expect(error.code).toBe(code);
  for (const fragment of fragments) expect(error.message).toContain(fragment);
  return error;
}

/**
 * Runs `fn`, expects it to throw an EndpointError with `code`, and a message
 * containing every one of `fragments`. Returns the error for further checks.
 *
 * @example
 * expectEndpointError(() => endpoint("GET /a/{b}"), "ERR_MISSING_PARAMETER", '"b"');
 */
export function expectEndpointError(fn: () => unknown, code: EndpointErrorCode, ...fragments: string[]): EndpointError {
  return expectCodedError(EndpointError, fn, code, fragments);
}

/**
 * The same for the command line: `fn` must throw a CliError with `code`, and
 * a message containing every one of `fragments`.
 *
 * @example
 * expectCliError(() => parseItem("q==x"), "ERR_INVALID_ITEM", '"q==x"');
 */
export function expectCliError(fn: () => unknown, code: CliErrorCode, ...fragments: string[]): CliError {
  return expectCodedError(CliError, fn, code, fragments);
}

/**
 * `fn` as the code that takes a call in runs its helpers: an error it
 * throws names `route` in its message on the way out (helpers below the
 * entry points know none).
 *
 * @example
 * expectEndpointError(routed({ method: "GET", url: "/x" }, () => checkBaseUrl(1)), "ERR_INVALID_OPTION", 'route "GET /x"');
 */
export function routed<T>(route: RouteRef, fn: () => T): () => T {
  return () => {
    try {
      return fn();
    } catch (error) {
      throw withRoute(error, route);
    }
  };
}
