/**
 * Matches a surrogate without its pair (`"\uD800"`), text no UTF-8 can
 * write: url-template throws `URIError` on it, and fetch's form types and a
 * request's UTF-8 body turn it into U+FFFD, a silently different value. In
 * a unicode-mode pattern a surrogate pair is one character, so `\p{Cs}`
 * matches only a lone one. Not global: `test` and `exec` keep no state.
 *
 * @example
 * LONE_SURROGATE.test("a\uD800");   // true
 * LONE_SURROGATE.test("😀");        // false
 */
export const LONE_SURROGATE = /\p{Cs}/u;
