import { fail, describeValue, type RouteRef } from "../errors.js";
import { CACHE_LIMIT, keep } from "./template-cache.js";
import { rfc6570 } from "./url-template.js";
import { escapeLonePercent } from "./encode.js";
import { OPTION_NAMES } from "../options/option-names.js";
import { dotSegments } from "./expand-template.js";

/** RFC 6570 operators; `""` is simple string expansion. */
export type Operator = "" | "+" | "#" | "." | "/" | ";" | "?" | "&";

/** One variable of an expression, e.g. `list*` or `name:3`. */
export interface VarSpec {
  /** The name as written, which is also the parameter key it reads. */
  readonly name: string;
  /** Prefix length from `:n`, or 0 for none. */
  readonly prefix: number;
  readonly explode: boolean;
  /** Names an option (`url`, `data`, ...), which never fills a placeholder. */
  readonly option: boolean;
}

/** One `{...}` expression (or a `:name` placeholder, which is `{name}`). */
export interface Expression {
  readonly operator: Operator;
  readonly vars: readonly VarSpec[];
  /** Its variables must have a value (decisions.md, "Required parameters"). */
  required: boolean;
  /** Before the first `?`/`#` literal or `{?`/`{&`/`{#` expression. */
  readonly inPath: boolean;
  /** In the fragment: a `{#...}` expression, or after a literal `#`. */
  readonly inFragment: boolean;
}

/** A template parsed once: encoded literals and expressions, in order. */
export interface CompiledTemplate {
  readonly parts: ReadonlyArray<string | Expression>;
  /** Every variable name; these keys never go to the query or body. */
  readonly names: ReadonlySet<string>;
  /** No "?" or "#", literal or from an expression, can be in its expansion. */
  readonly pathOnly: boolean;
  /** How many "." and ".." segments the template writes itself. */
  readonly dots: number;
}

/**
 * How many compiled templates are kept (oldest dropped first); templates
 * longer than 2,048 characters are compiled on every call, never kept.
 *
 * @example
 * templateCacheSize() <= TEMPLATE_CACHE_LIMIT; // true, however many templates were used
 */
export const TEMPLATE_CACHE_LIMIT = CACHE_LIMIT;

export { MAX_CACHED_KEY_LENGTH as MAX_CACHED_TEMPLATE_LENGTH } from "./template-cache.js";

const CACHE = new Map<string, CompiledTemplate>();

// Tokens: an expression (closed or not), a stray "}", a ":name" placeholder,
// and "?"/"#", which end the path. Each alternative starts with a different
// character and the repeats stop at braces, so scanning is linear.
const TOKEN = /\{([^{}]*)(\}?)|\}|:([A-Za-z_]\w*)|[?#]/g;
// varspec = varname [ ":" 1*4DIGIT (1-9999) | "*" ] (RFC 6570 §2.3, §2.4),
// varname = varchar *( ["."] varchar ), varchar = ALPHA / DIGIT / "_" / pct-encoded.
const VARSPEC = /(?:\w|%[\da-f]{2})(?:\.?(?:\w|%[\da-f]{2}))*(?::[1-9]\d{0,3}(?!\d)|\*)?/iy;
// Literal text that url-template's literal encoding would leave as it is.
const PLAIN_LITERAL = /^[\w\-.~!$&'()*+,;=:@/?#[\]]*$/;

/**
 * Parses a URL template once and caches the result (bounded). Validates the
 * syntax of RFC 6570 (every case of the official negative test suite, with
 * the position of the mistake), turns `:name` into `{name}` in the path,
 * encodes literal text as url-template does, and marks which expressions are
 * required. Linear in the length of the template.
 *
 * @example
 * const t = compileTemplate("/repos/{owner}/:repo{?page}", {});
 * [...t.names]; // ["owner", "repo", "page"]
 */
export function compileTemplate(template: string, route: RouteRef): CompiledTemplate {
  return CACHE.get(template) ?? keep(CACHE, template, compile(template, route));
}

/**
 * For tests and the benchmark: how many templates are cached right now.
 *
 * @example
 * templateCacheSize(); // at most TEMPLATE_CACHE_LIMIT, whatever ran before
 */
export function templateCacheSize(): number {
  return CACHE.size;
}

function compile(template: string, route: RouteRef): CompiledTemplate {
  const invalid = (reason: string, position: number): never => {
    throw fail("ERR_INVALID_TEMPLATE", template, route, `: ${reason} at position ${position}`);
  };
  const parts: Array<string | Expression> = [];
  const names = new Set<string>();
  // With a scheme, the authority runs to the first "/", "?" or "#": the ":"
  // of "user:pass@host:port" is no placeholder.
  const scheme = template[0] === "/" ? null : /^[a-z][a-z\d+.-]*:\/\/[^/?#]*/i.exec(template);
  const authorityEnd = scheme ? scheme[0].length : 0;
  let inPath = true;
  let inFragment = false;
  let literalStart = 0;
  // Shared regex state: an earlier compile may have thrown halfway.
  TOKEN.lastIndex = 0;
  const addLiteral = (end: number) => {
    const text = template.slice(literalStart, end);
    if (!text) return;
    if (PLAIN_LITERAL.test(text)) return parts.push(text);
    // Unlike encodeURI, a /u regex sees a surrogate pair as one character:
    // what it matches is a lone surrogate, which has no UTF-8 form.
    const lone = /\p{Cs}/u.exec(text);
    if (lone) invalid(`unexpected ${describeValue(lone[0])} (a lone surrogate)`, literalStart + lone.index);
    parts.push(rfc6570.literal(escapeLonePercent(text)));
  };
  const addVar = (vars: VarSpec[], name: string, prefix: number, explode: boolean) => {
    names.add(name);
    vars.push({ name, prefix, explode, option: OPTION_NAMES.has(name) });
  };
  for (let match; (match = TOKEN.exec(template)); ) {
    // Indexing, not destructuring: a RegExp match is not a plain array, and
    // destructuring goes through its iterator.
    const token = match[0];
    const body = match[1];
    const placeholder = match[3];
    const start = match.index;
    const end = TOKEN.lastIndex;
    let operator: Operator = "";
    const vars: VarSpec[] = [];
    if (body !== undefined) {
      if (!match[2]) {
        invalid(template[end] ? 'unexpected "{"' : 'unclosed "{"', template[end] ? end : start);
      }
      if (body && "+#./;?&".includes(body[0])) operator = body[0] as Operator;
      let p = start + 1 + operator.length;
      let spec;
      let valid = false;
      while (((VARSPEC.lastIndex = p), (spec = VARSPEC.exec(template)))) {
        const text = spec[0];
        const colon = text.indexOf(":");
        const explode = text.endsWith("*");
        addVar(vars, colon > 0 ? text.slice(0, colon) : explode ? text.slice(0, -1) : text, colon > 0 ? +text.slice(colon + 1) : 0, explode);
        p = VARSPEC.lastIndex;
        if (template[p] !== ",") {
          valid = p === end - 1;
          break;
        }
        p++;
      }
      // "{var:0}" and "{var:}" go wrong in their prefix length, after the ":".
      if (!valid) invalid(`unexpected ${describeValue(template[p])}`, p + +(template[p] === ":"));
      if (operator === "?" || operator === "&" || operator === "#") inPath = false;
      if (operator === "#") inFragment = true;
    } else if (token === "}") {
      invalid(`unexpected "}"`, start);
    } else if (placeholder) {
      if (!inPath || start < authorityEnd) continue;
      addVar(vars, placeholder, 0, false);
    } else {
      inPath = false;
      if (token === "#") inFragment = true;
      continue;
    }
    addLiteral(start);
    // Required (decisions.md): a simple or reserved expression in the path
    // part that starts a segment (template start, or after a literal "/") or
    // ends one (template end, or before "/", "?", "#", "{/", "{?", "{&" or
    // "{#"). The route types in types.ts mirror these rules; keep the two in step.
    const next = template[end];
    const required =
      inPath &&
      (operator === "" || operator === "+") &&
      (start === 0 || template[start - 1] === "/" || end === template.length || "/?#".includes(next) || (next === "{" && "/?&#".includes(template[end + 1])));
    parts.push({ operator, vars, required, inPath, inFragment });
    literalStart = end;
  }
  addLiteral(template.length);
  // Expressions stand as "x" (they end the path if they start a query or fragment).
  const skeleton = () => parts.map((part) => (typeof part === "string" ? part : part.inPath ? "x" : "?")).join("");
  return { parts, names, pathOnly: inPath, dots: /\.|%2/.test(template) ? dotSegments(skeleton()) : 0 };
}
