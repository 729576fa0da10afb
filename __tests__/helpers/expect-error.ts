import { EndpointError } from "../../src/index";
import type { EndpointErrorCode } from "../../src/index";

/**
 * Runs `fn`, expects it to throw an EndpointError with `code`, and a message
 * containing every one of `fragments`. Returns the error for further checks.
 */
export function expectEndpointError(fn: () => unknown, code: EndpointErrorCode, ...fragments: string[]): EndpointError {
  let thrown: unknown;
  try {
    fn();
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toBeInstanceOf(EndpointError);
  const error = thrown as EndpointError;
  expect(error.code).toBe(code);
  for (const fragment of fragments) expect(error.message).toContain(fragment);
  return error;
}
