// Encoders for the fast path of expansion and for the query string. They
// give exactly what url-template gives for a string value; the differential
// tests (__tests__/template-fast-path.test.ts) hold them to it.

// Needs no encoding in any context: RFC 3986 unreserved characters.
const UNRESERVED = /^[\w.~-]*$/;

/**
 * Encodes every character but the RFC 3986 unreserved ones
 * (`ALPHA DIGIT - . _ ~`), as RFC 6570 does for `{name}` and `{?name}`.
 * ASCII is encoded here, a character at a time (encodeURIComponent is the
 * slowest step of a call otherwise); from the first non-ASCII character on,
 * encodeURIComponent does the rest. Throws `URIError` on a lone surrogate.
 *
 * @example
 * encodeUnreserved("it's a/b"); // "it%27s%20a%2Fb"
 */
export function encodeUnreserved(value: string): string {
  let out = "";
  let kept = 0;
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code > 127) {
      return out + value.slice(kept, i) + encodeURIComponent(value.slice(i)).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
    }
    if (!UNRESERVED_CODES[code]) {
      out += `${value.slice(kept, i)}%${HEX[code >> 4]}${HEX[code & 15]}`;
      kept = i + 1;
    }
  }
  return kept ? out + value.slice(kept) : value;
}

const HEX = "0123456789ABCDEF";
// 1 for A-Z a-z 0-9 - . _ ~, indexed by character code.
const UNRESERVED_CODES = Array.from({ length: 128 }, (_, code) => +/[\w.~-]/.test(String.fromCharCode(code)));

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
