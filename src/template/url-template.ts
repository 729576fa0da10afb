// The boundary with url-template: the only module that imports it. Every
// value that reaches a URL is expanded by its expand(). Below that, every
// workaround for a place where url-template falls short of RFC 6570, each
// named, with a test that fails once url-template gets it right
// (__tests__/template/url-template.test.ts) and a report ready to send
// upstream (docs/rfc6570.md, "Reports for url-template").
import { parseTemplate } from "url-template";

/** A variable's value as url-template is given it: a string, a list or a map of strings. */
export type TemplateValue = string | readonly string[] | { readonly [key: string]: string };

/** Variable values by the names the expression uses. */
export type TemplateContext = { [name: string]: TemplateValue | undefined };

/** A template url-template has parsed, ready to expand any number of times. */
export interface ParsedTemplate {
  expand(context: TemplateContext): string;
}

/**
 * Parses an RFC 6570 template (here always one expression, or literal text)
 * with url-template.
 *
 * @example
 * parse("{/path*}").expand({ path: ["a", "b"] }); // "/a/b"
 */
export function parse(template: string): ParsedTemplate {
  return parseTemplate(template) as ParsedTemplate;
}

/**
 * Encodes literal template text as RFC 6570 does (characters not allowed in
 * a URI are percent-encoded, everything else is kept).
 *
 * @example
 * encodeLiteral("café/"); // "caf%C3%A9/"
 */
export function encodeLiteral(text: string): string {
  return parseTemplate(text).expand({});
}

/**
 * Workaround 1, pct-encoded names: url-template writes the name of a
 * `{?name}`, `{&name}` or `{;name}` variable encoded, so `Stra%C3%9Fe` would
 * be encoded twice (`Stra%25C3%259Fe=`). It is given the decoded name, which
 * url-template writes back as the same URI (RFC 3986 §6.2.2: hex digits upper
 * case, `%41` as `A`). Not when the decoded name is not UTF-8 or holds
 * url-template's expression syntax (`,` `:` `*` `{` `}`): those stay as they
 * are (docs/rfc6570.md lists both).
 *
 * @example
 * delegateName("Stra%C3%9Fe"); // "Straße"
 */
export function delegateName(name: string): string {
  if (!name.includes("%")) return name;
  let decoded: string;
  try {
    decoded = decodeURIComponent(name);
  } catch {
    return name;
  }
  return /[,:*{}]/.test(decoded) ? name : decoded;
}

/**
 * Workaround 2, a lone `%` in reserved expansion (`{+x}`, `{#x}`) and in
 * literal text: url-template keeps a `%` followed by one hex digit
 * (`%foo`, `%a`) as it is, which is no URI; RFC 6570 encodes any `%` that
 * does not start a triplet. Such a `%` is given as `%25`; triplets stay.
 *
 * @example
 * escapeLonePercent("%foo%2F"); // "%25foo%2F"
 */
export function escapeLonePercent(text: string): string {
  return text.includes("%") ? text.replace(/%(?![\da-f]{2})/gi, "%25") : text;
}

/**
 * Workaround 3, prefixes: url-template cuts `{x:n}` after n UTF-16 code
 * units, which can split a surrogate pair (and then throws `URIError`);
 * RFC 6570 counts characters. Values are cut here, in code points, and
 * url-template is given the expression without its prefix. Linear in
 * `length`, not in the text.
 *
 * @example
 * prefix("😀😀", 1); // "😀"
 */
export function prefix(text: string, length: number): string {
  let end = 0;
  for (let count = 0; count < length && end < text.length; count++) {
    end += (text.codePointAt(end) as number) > 0xffff ? 2 : 1;
  }
  return text.slice(0, end);
}

// RFC 6570 appendix A: what separates an expansion's values, where that is
// not the operator itself.
const SEPARATOR: { readonly [operator: string]: string } = { "": ",", "+": ",", "#": ",", "?": "&" };

/**
 * Part of workaround 3: with prefixes cut before url-template sees them, one
 * name twice in an expression (`{/var:1,var}`) needs two values, and
 * url-template's context holds one per name. Each variable is expanded on
 * its own (by url-template); this joins the pieces as the one expression
 * would (RFC 6570 appendix A), each piece given with its operator's first
 * character. A defined value always counts, even one that expands to "".
 * The operator is one of template-parts.ts's `Operator`, typed as a string
 * here since that module imports this one (no import cycle).
 *
 * @example
 * joinExpansions("/", ["/x", "/xyz"]); // "/x/xyz"
 */
export function joinExpansions(operator: string, pieces: readonly string[]): string {
  if (pieces.length === 0) return "";
  // RFC 6570 appendix A: an expansion starts with its operator, but for "+".
  const first = operator === "+" ? "" : operator;
  return first + pieces.map((piece) => piece.slice(first.length)).join(SEPARATOR[operator] ?? operator);
}

/**
 * Workaround 4, `bigint` and `Date`: url-template reads both as maps with no
 * keys, so it drops them (or writes `name=`). They are given as text: a
 * bigint's decimal digits, a date's ISO 8601 form.
 *
 * @example
 * bigintOrDateText(10n);         // "10"
 * bigintOrDateText(new Date(0)); // "1970-01-01T00:00:00.000Z"
 */
export function bigintOrDateText(value: bigint | Date): string {
  return typeof value === "bigint" ? String(value) : value.toISOString();
}

/**
 * Workaround 5, empty lists and maps: url-template writes `name=` for them
 * in `{?list}`, `{&list}` and `{;list}`; RFC 6570 §2.3 treats an empty list
 * or map as undefined, which writes nothing. They are given as undefined.
 *
 * @example
 * undefinedIfEmpty([], 0);   // undefined
 * undefinedIfEmpty(["a"], 1); // ["a"]
 */
export function undefinedIfEmpty<T extends TemplateValue>(value: T, size: number): T | undefined {
  return size > 0 ? value : undefined;
}

/**
 * Workaround 6, long lists: url-template passes a list's pieces to
 * `push.apply`, one argument each, which overflows the stack past roughly
 * 100,000 items; RFC 6570 sets no limit. Its `RangeError` then means "too
 * many items", not "too large a string", and the error says so.
 *
 * @example
 * overflowedOnItems(new RangeError("Maximum call stack size exceeded")); // true
 */
export function overflowedOnItems(error: RangeError): boolean {
  return /stack/i.test(error.message);
}
