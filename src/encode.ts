// Encoders for the fast path of expansion and for the query string. They
// produce exactly what url-template produces for a string value; the
// differential tests in __tests__/template-fast-path.test.ts hold them to it.

const SUB_DELIMS_KEPT_BY_ENCODE_URI_COMPONENT = /[!'()*]/;
const SUB_DELIMS_KEPT_BY_ENCODE_URI_COMPONENT_G = /[!'()*]/g;
const PCT_TRIPLET = /(%[0-9A-Fa-f]{2})/;
const LONE_PERCENT = /%(?![0-9A-Fa-f]{2})/g;

function hex(char: string): string {
  return `%${char.charCodeAt(0).toString(16).toUpperCase()}`;
}

/**
 * Encodes every character but the RFC 3986 unreserved ones
 * (`ALPHA DIGIT - . _ ~`), as RFC 6570 does for `{name}` and `{?name}`.
 * Throws `URIError` on a lone surrogate.
 *
 * @example
 * encodeUnreserved("it's a/b"); // "it%27s%20a%2Fb"
 */
export function encodeUnreserved(value: string): string {
  const encoded = encodeURIComponent(value);
  return SUB_DELIMS_KEPT_BY_ENCODE_URI_COMPONENT.test(encoded)
    ? encoded.replace(SUB_DELIMS_KEPT_BY_ENCODE_URI_COMPONENT_G, hex)
    : encoded;
}

/**
 * A `%` that does not start a percent-encoded triplet is data, so it becomes
 * `%25`. url-template leaves `%foo` as it is in reserved expansion, which RFC
 * 6570 does not allow (the extended test suite's `{+not_pct}` case).
 *
 * @example
 * escapeLonePercent("%foo%2F"); // "%25foo%2F"
 */
export function escapeLonePercent(value: string): string {
  return value.indexOf("%") === -1 ? value : value.replace(LONE_PERCENT, "%25");
}

/**
 * Encodes for `{+name}` and `{#name}`: reserved characters and existing
 * percent-encoded triplets stay, everything else is encoded. Expects
 * {@link escapeLonePercent} to have run. Throws `URIError` on a lone surrogate.
 *
 * @example
 * encodeReserved("a b/c%2Fd"); // "a%20b/c%2Fd"
 */
export function encodeReserved(value: string): string {
  const parts = value.split(PCT_TRIPLET);
  for (let i = 0; i < parts.length; i += 2) {
    parts[i] = encodeURI(parts[i]).replace(/%5B/g, "[").replace(/%5D/g, "]");
  }
  return parts.join("");
}
