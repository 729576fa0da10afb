// Encoders for the fast path of expansion and for the query string. They
// give exactly what url-template gives for a string value; the differential
// tests (__tests__/template-fast-path.test.ts) hold them to it.

// Needs no encoding in any context: RFC 3986 unreserved characters.
const UNRESERVED = /^[\w.~-]*$/;

/**
 * Encodes every character but the RFC 3986 unreserved ones
 * (`ALPHA DIGIT - . _ ~`), as RFC 6570 does for `{name}` and `{?name}`.
 * Throws `URIError` on a lone surrogate.
 *
 * @example
 * encodeUnreserved("it's a/b"); // "it%27s%20a%2Fb"
 */
export function encodeUnreserved(value: string): string {
  return UNRESERVED.test(value)
    ? value
    : encodeURIComponent(value).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * Encodes for `{+name}` and `{#name}`: reserved characters and existing
 * percent-encoded triplets stay, everything else is encoded. A `%` that does
 * not start a triplet is data and becomes `%25`; url-template would keep
 * `%foo` as it is, which RFC 6570 does not allow (the extended suite's
 * `{+not_pct}`). Throws `URIError` on a lone surrogate.
 *
 * @example
 * encodeReserved("a b/c%2Fd%"); // "a%20b/c%2Fd%25"
 */
export function encodeReserved(value: string): string {
  return UNRESERVED.test(value)
    ? value
    : escapeLonePercent(value)
        .split(/(%[\da-f]{2})/i)
        .map((part, k) => (k % 2 ? part : encodeURI(part).replace(/%5B/g, "[").replace(/%5D/g, "]")))
        .join("");
}

/**
 * `%` not followed by two hex digits becomes `%25`.
 *
 * @example
 * escapeLonePercent("%foo%2F"); // "%25foo%2F"
 */
export function escapeLonePercent(value: string): string {
  return value.replace(/%(?![\da-f]{2})/gi, "%25");
}
