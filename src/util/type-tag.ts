/**
 * The built-in type a value says it is (`"Blob"`, `"FormData"`,
 * `"AbortSignal"`): `Object.prototype.toString`'s tag. A structural check,
 * not `instanceof`: the library is typed without DOM types, and a value from
 * another realm (an iframe, a vm context) is recognised too.
 *
 * @example
 * typeTag(new URLSearchParams()); // "URLSearchParams"
 * typeTag({});                    // "Object"
 */
export function typeTag(value: unknown): string {
  return Object.prototype.toString.call(value).slice(8, -1);
}
