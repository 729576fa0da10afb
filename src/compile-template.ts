import { EndpointError } from "./endpoint-error.js";
import { describeValue, forRoute, type RouteRef } from "./describe.js";
import { BoundedCache } from "./bounded-cache.js";
import { rfc6570 } from "./rfc6570.js";
import { escapeLonePercent } from "./encode.js";
import { OPTION_NAMES } from "./option-names.js";

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
  readonly required: boolean;
  /** Before the first `?`/`#` literal or `{?`/`{&`/`{#` expression. */
  readonly inPath: boolean;
  /** In the fragment: a `{#...}` expression, or after a literal `#`. */
  readonly inFragment: boolean;
  /** As written in the template, for error messages. */
  readonly text: string;
  /**
   * Per variable, the one-variable expression handed to url-template for a
   * list or map value (`{?list*}`). One per variable, not one for the whole
   * expression: `{x:1,map,x}` reads `x` twice with different prefixes, which
   * one url-template context (keyed by name) cannot hold.
   */
  readonly delegates: readonly string[];
  /** Variable names as url-template sees them in `delegates`. */
  readonly delegateNames: readonly string[];
}

/** A template parsed once: encoded literals and expressions, in order. */
export interface CompiledTemplate {
  readonly template: string;
  readonly parts: ReadonlyArray<string | Expression>;
  /** Every variable name; these keys never go to the query or body. */
  readonly names: ReadonlySet<string>;
}

const OPERATORS = "+#./;?&";
// RFC 6570 §2.2 reserves these for future extensions: a clear error, not a varname error.
const RESERVED_OPERATORS = "=,!@|";
/**
 * How many compiled templates are kept (oldest dropped first).
 *
 * @example
 * templateCacheSize() <= TEMPLATE_CACHE_LIMIT; // true, however many templates were used
 */
export const TEMPLATE_CACHE_LIMIT = 1000;
/**
 * Longer templates are compiled on every call and never cached: a route is a
 * few dozen characters, and a cache of 1000 entries must not be able to hold
 * 1000 attacker-sized templates (100 MB for 100 KB each).
 *
 * @example
 * compileTemplate("/x".repeat(2000), {}); // compiled, not cached: templateCacheSize() unchanged
 */
export const MAX_CACHED_TEMPLATE_LENGTH = 2048;
const CACHE = new BoundedCache<string, CompiledTemplate>(TEMPLATE_CACHE_LIMIT);

/**
 * Parses a URL template once and caches the result (bounded). Validates the
 * syntax of RFC 6570 (every case of the official negative test suite), turns
 * `:name` into `{name}` in the path, encodes literal text through url-template
 * and marks which expressions are required. Runs in linear time.
 *
 * @example
 * const t = compileTemplate("/repos/{owner}/:repo{?page}", {});
 * [...t.names]; // ["owner", "repo", "page"]
 */
export function compileTemplate(template: string, route: RouteRef): CompiledTemplate {
  const cached = CACHE.get(template);
  if (cached !== undefined) return cached;
  const compiled = new TemplateCompiler(template, route).compile();
  return template.length > MAX_CACHED_TEMPLATE_LENGTH ? compiled : CACHE.set(template, compiled);
}

/**
 * For tests and the benchmark: how many templates are cached right now.
 *
 * @example
 * templateCacheSize(); // 0 before the first call, at most TEMPLATE_CACHE_LIMIT after any number
 */
export function templateCacheSize(): number {
  return CACHE.size;
}

interface Span {
  start: number;
  end: number;
}

class TemplateCompiler {
  private readonly parts: Array<string | Expression> = [];
  private readonly spans: Span[] = [];
  private readonly names = new Set<string>();

  constructor(
    private readonly template: string,
    private readonly route: RouteRef,
  ) {}

  compile(): CompiledTemplate {
    const t = this.template;
    const authorityEnd = findAuthorityEnd(t);
    let inPath = true;
    let inFragment = false;
    let literalStart = 0;
    let i = 0;
    while (i < t.length) {
      const c = t[i];
      if (c === "{") {
        this.addLiteral(literalStart, i);
        const close = this.findClose(i);
        const operator = OPERATORS.includes(t[i + 1]) ? (t[i + 1] as Operator) : "";
        if (operator === "?" || operator === "&" || operator === "#") inPath = false;
        if (operator === "#") inFragment = true;
        this.addExpression(operator, this.parseVars(i, close, operator), i, close + 1, inPath, inFragment);
        i = literalStart = close + 1;
      } else if (c === "}") {
        this.fail(`unexpected "}"`, i);
      } else if (c === ":" && inPath && i >= authorityEnd && isNameStart(t.charCodeAt(i + 1))) {
        this.addLiteral(literalStart, i);
        let end = i + 2;
        while (end < t.length && isWordChar(t.charCodeAt(end))) end++;
        this.addExpression("", [varSpec(t.slice(i + 1, end), 0, false)], i, end, true, false);
        i = literalStart = end;
      } else {
        if (c === "?" || c === "#") inPath = false;
        if (c === "#") inFragment = true;
        i++;
      }
    }
    this.addLiteral(literalStart, t.length);
    this.markRequired();
    return { template: t, parts: this.parts, names: this.names };
  }

  private addLiteral(start: number, end: number): void {
    if (end <= start) return;
    try {
      this.parts.push(rfc6570.literal(escapeLonePercent(this.template.slice(start, end))));
      this.spans.push({ start, end });
    } catch {
      // encodeURI throws URIError only for a lone surrogate.
      this.fail("lone surrogate (not valid Unicode)", start + findLoneSurrogate(this.template.slice(start, end)));
    }
  }

  private addExpression(
    operator: Operator,
    vars: VarSpec[],
    start: number,
    end: number,
    inPath: boolean,
    inFragment: boolean,
  ): void {
    for (const v of vars) this.names.add(v.name);
    const delegateNames = vars.map((v) => delegateName(v.name));
    const delegates = vars.map((v, k) => `{${operator}${delegateNames[k]}${v.explode ? "*" : ""}}`);
    this.parts.push({ operator, vars, required: false, inPath, inFragment, text: this.template.slice(start, end), delegates, delegateNames });
    this.spans.push({ start, end });
  }

  // Required: a simple or reserved expression in the path part that starts a
  // segment (template start or after a literal "/") or ends one (template end,
  // or before "/", "?", "#", "{/", "{?", "{&" or "{#"). The type-level parser
  // in types.ts mirrors these rules; keep the two in step.
  private markRequired(): void {
    const t = this.template;
    this.parts.forEach((part, k) => {
      if (typeof part === "string" || !part.inPath || (part.operator !== "" && part.operator !== "+")) return;
      const { start, end } = this.spans[k];
      const startsSegment = start === 0 || t[start - 1] === "/";
      const next = t[end];
      const endsSegment =
        end === t.length || next === "/" || next === "?" || next === "#" || (next === "{" && "/?&#".includes(t[end + 1]));
      if (startsSegment || endsSegment) (part as { required: boolean }).required = true;
    });
  }

  private findClose(open: number): number {
    const t = this.template;
    for (let i = open + 1; i < t.length; i++) {
      if (t[i] === "}") return i;
      if (t[i] === "{") this.fail(`unexpected "{" inside the expression opened at position ${open}`, i);
    }
    return this.fail(`unclosed "{"`, open);
  }

  // varspec = varname [ ":" max-length | "*" ], varname = varchar *( ["."] varchar ),
  // varchar = ALPHA / DIGIT / "_" / pct-encoded (RFC 6570 §2.3, §2.4).
  private parseVars(open: number, close: number, operator: Operator): VarSpec[] {
    const t = this.template;
    let p = open + 1;
    if (operator !== "") p++;
    else if (RESERVED_OPERATORS.includes(t[p])) this.fail(`reserved operator "${t[p]}"`, p);
    const vars: VarSpec[] = [];
    for (;;) {
      const nameStart = p;
      while (p < close) {
        const code = t.charCodeAt(p);
        if (isVarChar(code)) p++;
        else if (code === 0x25 /* % */) {
          if (!isHex(t.charCodeAt(p + 1)) || !isHex(t.charCodeAt(p + 2))) {
            this.fail(`"%" not followed by two hex digits in a variable name`, p);
          }
          p += 3;
        } else if (code === 0x2e /* . */ && p > nameStart && t[p - 1] !== "." && p + 1 < close) p++;
        else break;
      }
      if (p === nameStart) this.fail(p === close ? "missing variable name" : `unexpected ${describeValue(t[p])}`, p);
      if (t[p - 1] === ".") this.fail(`variable name ends with "."`, p - 1);
      const name = t.slice(nameStart, p);
      let prefix = 0;
      let explode = false;
      if (t[p] === ":") {
        const digits = ++p;
        while (p < close && isDigit(t.charCodeAt(p))) p++;
        if (p === digits) this.fail(`prefix length expected after ":"`, p);
        if (t[digits] === "0") this.fail(`prefix length must be 1 to 9999`, digits);
        if (p - digits > 4) this.fail(`prefix length must be 1 to 9999`, digits);
        prefix = Number(t.slice(digits, p));
      } else if (t[p] === "*") {
        explode = true;
        p++;
      }
      vars.push(varSpec(name, prefix, explode));
      if (p === close) return vars;
      if (t[p] !== ",") this.fail(`unexpected ${describeValue(t[p])}`, p);
      p++;
    }
  }

  private fail(reason: string, position: number): never {
    throw new EndpointError(
      "ERR_INVALID_TEMPLATE",
      `Invalid URL template ${describeValue(this.template)}${forRoute(this.route)}: ${reason} at position ${position}`,
    );
  }
}

function varSpec(name: string, prefix: number, explode: boolean): VarSpec {
  return { name, prefix, explode, option: OPTION_NAMES.has(name) };
}

// With a scheme ("https://"), the authority runs to the first "/", "?" or "#":
// a ":" in "user:pass@host:port" is not a placeholder.
function findAuthorityEnd(t: string): number {
  const scheme = t.indexOf("://");
  if (scheme < 1 || !/^[A-Za-z][A-Za-z0-9+.-]*$/.test(t.slice(0, scheme))) return 0;
  for (let i = scheme + 3; i < t.length; i++) {
    if (t[i] === "/" || t[i] === "?" || t[i] === "#") return i;
  }
  return t.length;
}

// url-template writes a variable's name as encodeURIComponent(name) in
// `{?name}`, so a pct-encoded name (`Stra%C3%9Fe`) would come out encoded
// twice. It is handed over decoded when that is unambiguous; otherwise as
// written (README, "RFC 6570 conformance", names the one case left).
function delegateName(name: string): string {
  if (!name.includes("%")) return name;
  try {
    const decoded = decodeURIComponent(name);
    return /^[^+#./;?&=,!@|]([^:*,{}]*)$/.test(decoded) ? decoded : name;
  } catch {
    return name;
  }
}

function findLoneSurrogate(s: string): number {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && (s.charCodeAt(i + 1) & 0xfc00) === 0xdc00) i++;
    else if ((c & 0xf800) === 0xd800) return i;
  }
  /* istanbul ignore next -- only called after encodeURI reported one */
  return 0;
}

function isDigit(code: number): boolean {
  return code >= 0x30 && code <= 0x39;
}

function isHex(code: number): boolean {
  return isDigit(code) || (code >= 0x41 && code <= 0x46) || (code >= 0x61 && code <= 0x66);
}

function isNameStart(code: number): boolean {
  return (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a) || code === 0x5f;
}

function isWordChar(code: number): boolean {
  return isNameStart(code) || isDigit(code);
}

const isVarChar = isWordChar;
