import { endpointError, type EndpointError } from "../util/errors.js";
import { describeValue } from "../util/describe-value.js";
import { keep } from "../util/bounded-cache.js";
import { delegateName, encodeLiteral, escapeLonePercent, parse, type ParsedTemplate } from "./url-template.js";
import { fuseRuns, type FusedRun } from "./fuse-runs.js";

/** RFC 6570 operators; `""` is simple string expansion. */
type Operator = "" | "+" | "#" | "." | "/" | ";" | "?" | "&";

/** One variable of an expression, e.g. `list*` or `name:3`. */
export interface VarSpec {
  /** The name as written, which is also the parameter key it reads. */
  readonly name: string;
  /** The name url-template is given (pct-encoded names decoded, see {@link delegateName}). */
  readonly key: string;
  /** Prefix length from `:n`, or 0 for none. */
  readonly prefix: number;
  readonly explode: boolean;
}

/** Literal template text, encoded once, with where it starts a query or fragment. */
export interface Literal {
  readonly text: string;
  /** Index of its first "?" or "#", or -1. */
  readonly query: number;
  /** Index of its first "#", or -1. */
  readonly fragment: number;
}

/** One `{...}` expression (or a `:name` placeholder, which is `{name}`). */
export interface Expression {
  readonly operator: Operator;
  readonly vars: readonly VarSpec[];
  /** Its variables must have a value: it starts or ends a path segment. */
  readonly required: boolean;
  /**
   * When it ends a path segment made of simple or reserved expressions alone
   * (`/users/{username}`, `/{a}{b}/`): the index of the part where that
   * segment starts, since the segment may not expand to nothing; else -1.
   */
  readonly segmentFrom: number;
  /** A `{+x}` after literal host text: its value must not extend the host. */
  readonly afterHost: boolean;
  /** What url-template expands: the expression with names as {@link VarSpec.key} and no prefixes. */
  readonly parsed: ParsedTemplate;
  /**
   * When a name comes twice (`{/var:1,var}`): one single-variable expression
   * per variable, since url-template's context holds one value per name.
   */
  readonly each: readonly ParsedTemplate[] | undefined;
}

/** A template parsed once: encoded literals and expressions, in order. */
export interface CompiledTemplate {
  readonly parts: ReadonlyArray<Literal | Expression>;
  /** Every variable name; these keys never go to the query string or body. */
  readonly names: ReadonlySet<string>;
  /** Starts with literal text and is not an absolute http(s) URL: it must stay relative. */
  readonly relative: boolean;
  /** Its literal text has "." or "%2e": it may write dot segments itself. */
  readonly dotted: boolean;
  /** Some expression follows host text the template writes (see {@link Expression.afterHost}). */
  readonly hostBound: boolean;
  /**
   * Where the authority ends when the template writes host text after an
   * expression (`https://{+sub}.example.com/`): the literal part holding the
   * "/", "?" or "#" that ends it and that character's index in its text, or
   * part -1 when the template ends inside the authority. Undefined otherwise.
   */
  readonly authorityEnd: { readonly part: number; readonly offset: number } | undefined;
  /** For a cached template: runs of path expressions expanded as one (see {@link fuseRuns}), by first part. */
  readonly runs: ReadonlyArray<FusedRun | undefined> | undefined;
  /**
   * How many "@" the template's own text writes in its authority, when an
   * expression is part of the authority (`https://{+sub}.example.com/`);
   * undefined otherwise. A value may not add one (userinfo).
   */
  readonly authorityAts: number | undefined;
  /** The query keys the template's literal text writes (`?type=public`), decoded. */
  readonly queryKeys: ReadonlySet<string>;
}

const CACHE = new Map<string, CompiledTemplate>();
// The query keys of every template that has no "?" or "#": none.
const NO_KEYS: ReadonlySet<string> = new Set();
// Templates compiled with `:name` as literal text (paths of an OpenAPI description).
const LITERAL_COLONS = new Map<string, CompiledTemplate>();

// Tokens: an expression (closed or not), a stray "}", a ":name" placeholder,
// and "?"/"#", which end the path. Each alternative starts with a different
// character and the repeats stop at braces, so scanning is linear.
const TOKEN = /\{([^{}]*)(\}?)|\}|:([A-Za-z_]\w*)|[?#]/g;
// varspec = varname [ ":" 1*4DIGIT | "*" ] (RFC 6570 §2.3, §2.4), varname =
// varchar *( ["."] varchar ), varchar = ALPHA / DIGIT / "_" / pct-encoded;
// "-" is also allowed inside a name, as GitHub's routes and OpenAPI use it.
const VARSPEC = /(?:\w|%[\da-f]{2})(?:[.-]?(?:\w|%[\da-f]{2}))*(?::[1-9]\d{0,3}(?!\d)|\*)?/iy;
// Literal text with only characters a URI may hold (RFC 3986 reserved and
// unreserved, no "%"): url-template's encoding gives it back as it is, so it
// is not asked to. Anything else goes through url-template.
const URI_TEXT = /^[\w\-.~!$&'()*+,;=:@/?#[\]]*$/;
const AUTHORITY = /^[a-z][a-z\d+.-]*:\/\/[^/?#]*/i;

/**
 * Parses a URL template once and caches it (bounded). With `colons` false,
 * `:name` is literal text (an OpenAPI path such as `/v1/images:annotate`). Validates RFC 6570
 * syntax (every case of the official negative test suite, with the position
 * of the mistake), reads `:name` in the path as `{name}`, encodes literal
 * text with url-template, and marks which expressions are required.
 * Linear in the length of the template.
 *
 * @example
 * const t = compileTemplate("/repos/{owner}/:repo{?page}");
 * [...t.names]; // ["owner", "repo", "page"]
 */
export function compileTemplate(template: string, colons = true): CompiledTemplate {
  const cache = colons ? CACHE : LITERAL_COLONS;
  return cache.get(template) ?? keep(cache, template, compile(template, colons), fuseRuns);
}

/**
 * For tests and the benchmark: how many templates are cached right now.
 *
 * @example
 * templateCacheSize(); // at most CACHE_LIMIT, whatever ran before
 */
export function templateCacheSize(): number {
  return CACHE.size;
}

/**
 * Where `scheme://authority` ends in a template or a URL: at its first "/",
 * "?" or "#" (in a template, also one inside an expression); 0 when it has
 * no scheme. `:name` is never a placeholder before that.
 *
 * @example
 * authorityLength("https://h.test/x"); // 14
 * authorityLength("/x");               // 0
 */
export function authorityLength(text: string): number {
  return AUTHORITY.exec(text)?.[0].length ?? 0;
}

function compile(template: string, colons: boolean): CompiledTemplate {
  const parts: Array<Literal | Expression> = [];
  const names = new Set<string>();
  const authorityEnd = template[0] === "/" ? 0 : authorityLength(template);
  let inPath = true;
  let literalStart = 0;
  let authorityPart = -1; // the part where the authority ends (-1: at the template's end)
  let run = -1; // the part where simple or reserved expressions right after a path "/" began
  let runEnd = -1;
  const addLiteral = (end: number) => {
    if (end <= literalStart) return;
    if (literalStart <= authorityEnd && authorityEnd < end) authorityPart = parts.length;
    parts.push(literal(template, literalStart, end));
  };
  TOKEN.lastIndex = 0; // shared state: an earlier compile may have thrown halfway
  for (let match; (match = TOKEN.exec(template));) {
    const start = match.index;
    const end = TOKEN.lastIndex;
    let operator: Operator = "";
    let vars: VarSpec[];
    if (match[1] !== undefined) {
      if (!match[2]) {
        const next = template[end];
        throw invalid(template, next ? 'unexpected "{"' : 'unclosed "{"', next ? end : start);
      }
      operator = operatorOf(match[1]);
      vars = readVars(template, start + 1 + operator.length, end - 1).map((spec) => varSpec(spec, operator));
    } else if (match[0] === "}") {
      throw invalid(template, 'unexpected "}"', start);
    } else if (match[3] !== undefined) {
      if (!colons || !inPath || start < authorityEnd) continue; // "user:pass@host:port", or a query
      vars = [{ name: match[3], key: match[3], prefix: 0, explode: false }];
    } else {
      inPath = false; // a literal "?" or "#"
      continue;
    }
    addLiteral(start);
    for (const v of vars) names.add(v.name);
    const simple = inPath && (operator === "" || operator === "+");
    const required = simple && bordersSegment(template, start, end);
    if (simple && start > authorityEnd && template[start - 1] === "/") run = parts.length;
    else if (!simple || start !== runEnd) run = -1;
    runEnd = end;
    const segmentFrom = run >= 0 && endsSegment(template, end) ? run : -1;
    const afterHost = operator === "+" && start < authorityEnd && template[start - 1] !== "/";
    const { parsed, each } = parsedForms(operator, vars);
    if (start < authorityEnd && authorityEnd < end) authorityPart = parts.length; // `{/p}` ends it
    parts.push({ operator, vars, required, segmentFrom, afterHost, parsed, each });
    if (startsQuery(operator)) inPath = false;
    literalStart = end;
  }
  addLiteral(template.length);
  const relative = template[0] !== "{" && !/^https?:\/\//i.test(template);
  const hostBound = parts.some((part) => "vars" in part && part.afterHost);
  const authority = hostTextAfterExpression(template, authorityEnd) ? authorityEndIn(parts, authorityPart) : undefined;
  const dotted = /\.|%2e/i.test(template);
  const authorityAts = authorityAtCount(template, authorityEnd);
  // Only a literal "?" writes query keys of the template's own.
  const queryKeys = template.includes("?") ? literalQueryKeys(parts) : NO_KEYS;
  // `runs` always present, so that every compiled template has the same shape for the engine.
  return {
    parts,
    names,
    relative,
    dotted,
    hostBound,
    authorityEnd: authority,
    authorityAts,
    queryKeys,
    runs: undefined,
  };
}

// The "@"s of the template's own authority text, when an expression is in
// the authority (a template that starts with one has no authority of its own).
function authorityAtCount(template: string, authorityEnd: number): number | undefined {
  const first = template.indexOf("{");
  if (first < 0 || first >= authorityEnd) return undefined;
  return (
    template
      .slice(0, authorityEnd)
      .replace(/\{[^{}]*\}?/g, "")
      .split("@").length - 1
  );
}

// Keys written whole by literal query text: after a "?" or "&" of the same
// literal, up to "=", "&" or "#" in it (or the template's end). Decoded as
// servers decode them ("+" is a space).
function literalQueryKeys(parts: ReadonlyArray<Literal | Expression>): Set<string> {
  const keys = new Set<string>();
  let inQuery = false;
  // A `{&x}` continues a query only once one has started: before a "?"
  // (`{&x}/lit?a=1`), the literal's own "?" starts it.
  let started = false;
  parts.forEach((part, index) => {
    if (!("text" in part)) {
      if (part.operator === "?" || (part.operator === "&" && started)) inQuery = started = true;
      if (part.operator === "#") inQuery = false;
      return;
    }
    if (part.query >= 0 && part.query !== part.fragment) started = true;
    const last = index === parts.length - 1;
    const fragment = part.fragment < 0 ? part.text.length : part.fragment;
    const from = inQuery ? 0 : part.query;
    if (from < 0 || from >= fragment) return;
    inQuery = part.fragment < 0;
    const pieces = part.text.slice(from, fragment).split("&");
    pieces.forEach((piece, i) => {
      const bounded = i > 0 || piece[0] === "?";
      const ended = piece.includes("=") || i < pieces.length - 1 || last || fragment < part.text.length;
      const key = piece.replace(/^\?/, "").split("=", 1)[0];
      if (bounded && ended && key) keys.add(decodeKey(key));
    });
  });
  return keys;
}

/**
 * A query key as servers read it: "+" as a space, percent-decoded where that
 * is valid UTF-8, as written otherwise.
 *
 * @example
 * decodeKey("ty%70e"); // "type"
 */
export function decodeKey(key: string): string {
  const spaced = key.replace(/\+/g, " ");
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
}

// Whether the authority has literal text after its first expression. An
// expression with "/" in it (`{/p}`) ends the authority itself.
function hostTextAfterExpression(template: string, authorityEnd: number): boolean {
  const first = template.indexOf("{");
  if (first < 0 || first >= authorityEnd) return false;
  return template.slice(first, authorityEnd).replace(/\{[^{}]*\}?/g, "") !== "";
}

// In a literal, the authority ends at its first "/", "?" or "#"; an
// expression that ends it does so where it starts.
function authorityEndIn(parts: ReadonlyArray<Literal | Expression>, part: number): CompiledTemplate["authorityEnd"] {
  const found = parts[part];
  return { part, offset: found && "text" in found ? found.text.search(/[/?#]/) : 0 };
}

function literal(template: string, start: number, end: number): Literal {
  const raw = template.slice(start, end);
  if (URI_TEXT.test(raw)) return { text: raw, query: raw.search(/[?#]/), fragment: raw.indexOf("#") };
  // A /u regex sees a surrogate pair as one character: what it matches is a
  // lone surrogate, which has no UTF-8 form (url-template would throw URIError).
  const lone = /\p{Cs}/u.exec(raw);
  if (lone) throw invalid(template, `unexpected ${describeValue(lone[0])} (a lone surrogate)`, start + lone.index);
  const text = encodeLiteral(escapeLonePercent(raw));
  return { text, query: text.search(/[?#]/), fragment: text.indexOf("#") };
}

// `{?`, `{&` and `{#` end the path part of a template.
function startsQuery(operator: Operator): boolean {
  return operator === "?" || operator === "&" || operator === "#";
}

function operatorOf(body: string): Operator {
  const first = body.charAt(0);
  return first && "+#./;?&".includes(first) ? (first as Operator) : "";
}

// The ERR_INVALID_TEMPLATE error for `reason` at `position`.
function invalid(template: string, reason: string, position: number): EndpointError {
  return endpointError("ERR_INVALID_TEMPLATE", template, `: ${reason} at position ${position}`);
}

// The varspecs from `from` up to the closing brace at `close`, as written.
function readVars(template: string, from: number, close: number): string[] {
  const specs: string[] = [];
  let p = from;
  for (;;) {
    VARSPEC.lastIndex = p;
    const spec = VARSPEC.exec(template);
    // "{var:0}" and "{var:}" go wrong in their prefix length, after the ":".
    if (!spec) throw invalid(template, `unexpected ${describeValue(template[p])}`, p + +(template[p] === ":"));
    specs.push(spec[0]);
    p = VARSPEC.lastIndex;
    if (p === close) return specs;
    if (template[p] !== ",")
      throw invalid(template, `unexpected ${describeValue(template[p])}`, p + +(template[p] === ":"));
    p++;
  }
}

function varSpec(text: string, operator: Operator): VarSpec {
  const colon = text.indexOf(":");
  const explode = text.endsWith("*");
  let name = text;
  if (colon > 0) name = text.slice(0, colon);
  else if (explode) name = text.slice(0, -1);
  const named = operator === ";" || operator === "?" || operator === "&";
  const key = named ? delegateName(name) : name;
  return { name, key, prefix: colon > 0 ? Number(text.slice(colon + 1)) : 0, explode };
}

// Required (docs/decisions.md, "Required parameters"): a simple or reserved
// expression in the path part that starts a segment (template start, or after
// a literal "/") or ends one (template end, or before "/", "?", "#", "{/",
// "{?", "{&" or "{#"). src/types/route.ts mirrors this rule; keep them in step.
function bordersSegment(template: string, start: number, end: number): boolean {
  return start === 0 || template[start - 1] === "/" || endsSegment(template, end);
}

// Ends a path segment: the template's end, "/", "?" or "#", or an
// expression that starts with "/", "?", "&" or "#".
function endsSegment(template: string, end: number): boolean {
  if (end === template.length) return true;
  const next = template.charAt(end);
  return (
    "/?#".includes(next) || (next === "{" && end + 1 < template.length && "/?&#".includes(template.charAt(end + 1)))
  );
}

// The expression as url-template is given it: delegated names (workaround 1
// in url-template.ts), no prefixes (values arrive already cut: workaround 3).
function parsedForms(operator: Operator, vars: readonly VarSpec[]): Pick<Expression, "parsed" | "each"> {
  const specs = vars.map((v) => (v.explode ? `${v.key}*` : v.key));
  const parsed = parse(`{${operator}${specs.join(",")}}`);
  if (vars.length === 1 || new Set(vars.map((v) => v.key)).size === vars.length) return { parsed, each: undefined };
  return { parsed, each: specs.map((spec) => parse(`{${operator}${spec}}`)) };
}
