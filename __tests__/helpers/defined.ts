/**
 * `value`, known to be there: an array element, a regex group or a record
 * entry a test goes on with. Throws an Error naming `what` when it is
 * undefined, so a missing value fails the test with that message rather than
 * with a TypeError further on.
 *
 * @example
 * const block = defined(blocks("README.md", "javascript")[0], "a ```javascript block in README.md");
 * expect(block.code).toContain("fetch(");
 */
export function defined<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`expected ${what}`);
  return value;
}
