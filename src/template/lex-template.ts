import { endpointError, type EndpointError } from "../util/errors.js";
import { describeValue } from "../util/describe-value.js";
import { delegateName, encodeLiteral, escapeLonePercent } from "./url-template.js";
import {
  OPENS,
  OPERATORS,
  SEPARATOR,
  UP_TO_LAST_SEPARATOR,
  type Literal,
  type Operator,
  type VarSpec,
} from "./template-parts.js";
import { LONE_SURROGATE } from "../util/lone-surrogate.js";

/** An expression as read, with where it stands: what the compiler decides its role from. */
export interface ExpressionToken {
  readonly kind: "expression";
  readonly operator: Operator;
  readonly vars: readonly VarSpec[];
  /** It starts inside `scheme://authority`. */
  readonly inAuthority: boolean;
  /** No "?", "#", `{?`, `{&` or `{#` comes before it. */
  readonly inPath: boolean;
}

/** A template read into tokens: literals (encoded, cut where sections begin) and expressions. */
export interface Tokens {
  readonly tokens: ReadonlyArray<Literal | ExpressionToken>;
  /** The token where the path starts (see `CompiledTemplate.pathStart`). */
  readonly pathStart: number;
  /**
   * The token where the authority ends (`tokens.length`: at the template's
   * end), when literal host text follows an expression in the authority;
   * else undefined. See `CompiledTemplate.authorityEnd`.
   */
  readonly authorityEnd: number | undefined;
}

// Tokens: an expression (closed or not), a stray "}", a ":name" placeholder,
// and "?"/"#", which end the path. Each alternative starts with a different
// character and the repeats stop at braces, so scanning is linear.
const TOKEN = /\{([^{}]*)(\}?)|\}|:([A-Za-z_]\w*)|[?#]/g;
// varspec = varname [ ":" 1*4DIGIT | "*" ] (RFC 6570 §2.3, §2.4), varname =
// varchar *( ["."] varchar ), varchar = ALPHA / DIGIT / "_" / pct-encoded;
// "-" is also allowed inside a name, as GitHub's routes and OpenAPI use it.
// Groups: the name, the prefix length, the "*".
const VARSPEC = /((?:\w|%[\da-f]{2})(?:[.-]?(?:\w|%[\da-f]{2}))*)(?::([1-9]\d{0,3})(?!\d)|(\*))?/iy;
// Literal text with only characters a URI may hold (RFC 3986 reserved and
// unreserved, no "%"): url-template's encoding gives it back as it is, so it
// is not asked to. Anything else goes through url-template.
const URI_TEXT = /^[\w\-.~!$&'()*+,;=:@/?#[\]]*$/;
// A set, to look an expression's first character up.
const OPERATOR_SET: ReadonlySet<string> = new Set(OPERATORS);
const AUTHORITY = /^[a-z][a-z\d+.-]*:\/\/[^/?#]*/i;

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

/**
 * Reads a template into tokens in one pass: validates RFC 6570 syntax (every
 * case of the official negative test suite, with the position of the
 * mistake), reads `:name` in the path as `{name}` (unless `colons` is
 * false), encodes literal text, and cuts literals where the authority ends
 * and where the query or fragment starts. Positions stay in here: the
 * tokens say where they stand. Linear in the length of the template.
 *
 * @example
 * lexTemplate("/users/{user}?tab=repos", true).tokens.map((token) => token.kind);
 * // ["literal", "expression", "literal"]
 */
export function lexTemplate(template: string, colons: boolean): Tokens {
  const authority = template[0] === "/" ? 0 : authorityLength(template);
  const tokens: Array<Literal | ExpressionToken> = [];
  // The token where the authority ends and the path starts: the first, without an authority.
  let pathStart = authority ? -1 : 0;
  // The authority, scanned once: whether an expression is part of it, and
  // whether literal host text follows one.
  let expressionInAuthority = false;
  let hostText = false;
  let inPath = true;
  let literalStart = 0;
  // The literal text from `literalStart` to `end`, cut where the authority ends.
  const addLiteral = (end: number) => {
    if (literalStart < authority && authority < end) addPiece(authority);
    if (literalStart < end) addPiece(end);
  };
  const addPiece = (end: number) => {
    const raw = template.slice(literalStart, end);
    if (literalStart === authority) pathStart = tokens.length;
    if (literalStart < authority && expressionInAuthority) hostText = true;
    tokens.push(literal(template, raw, literalStart));
    literalStart = end;
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
      if (!colons || !inPath || start < authority) continue; // "user:pass@host:port", or a query
      vars = [{ name: match[3], key: match[3], prefix: 0, explode: false }];
    } else {
      // A literal "?" or "#": the literal is cut at its first "?" or "#"
      // (where the query or fragment starts) and at its first "#".
      const opened = OPENS[template[literalStart]!];
      if (opened !== "fragment" && opened !== OPENS[match[0]]) addLiteral(start);
      inPath = false;
      continue;
    }
    addLiteral(start);
    if (start < authority) expressionInAuthority = true;
    if (start < authority && authority < end) pathStart = tokens.length; // `{/p}` ends it
    tokens.push({ kind: "expression", operator, vars, inAuthority: start < authority, inPath });
    if (operator === "?" || operator === "&" || operator === "#") inPath = false;
    literalStart = end;
  }
  addLiteral(template.length);
  if (pathStart < 0) pathStart = tokens.length;
  return {
    tokens,
    pathStart,
    authorityEnd: hostText ? pathStart : undefined,
  };
}

// The literal `raw`, found at `start` in `template`.
function literal(template: string, raw: string, start: number): Literal {
  let text = raw;
  if (!URI_TEXT.test(raw)) {
    const lone = LONE_SURROGATE.exec(raw);
    if (lone) throw invalid(template, `unexpected ${describeValue(lone[0])} (a lone surrogate)`, start + lone.index);
    text = encodeLiteral(escapeLonePercent(raw));
  }
  const first = text.search(SEPARATOR);
  if (first < 0) return { kind: "literal", text, opens: OPENS[raw[0]!], head: text, tail: undefined };
  const tail = text.slice(UP_TO_LAST_SEPARATOR.exec(text)![0].length); // it has a separator: the pattern matches
  return { kind: "literal", text, opens: OPENS[raw[0]!], head: text.slice(0, first), tail };
}

// An expression's operator: its first character if it is one, else "".
function operatorOf(body: string): Operator {
  const first = body.charAt(0);
  return OPERATOR_SET.has(first) ? (first as Operator) : "";
}

// The ERR_INVALID_TEMPLATE error for `reason` at `position`.
function invalid(template: string, reason: string, position: number): EndpointError {
  return endpointError("ERR_INVALID_TEMPLATE", template, `: ${reason} at position ${position}`);
}

// The varspecs from `from` up to the closing brace at `close`, as VARSPEC matches them.
function readVars(template: string, from: number, close: number): RegExpExecArray[] {
  const specs: RegExpExecArray[] = [];
  let p = from;
  for (;;) {
    VARSPEC.lastIndex = p;
    const spec = VARSPEC.exec(template);
    if (spec) {
      specs.push(spec);
      p = VARSPEC.lastIndex;
      if (p === close) return specs;
    }
    // No varspec at `p`, or one not followed by ",". "{var:0}" and "{var:}"
    // go wrong in their prefix length, after the ":".
    if (!spec || template[p] !== ",") {
      throw invalid(template, `unexpected ${describeValue(template[p])}`, p + +(template[p] === ":"));
    }
    p++;
  }
}

// One variable from its VARSPEC match: `name`, `name:3` or `name*`.
function varSpec([, name, length, star]: RegExpExecArray, operator: Operator): VarSpec {
  const named = operator === ";" || operator === "?" || operator === "&";
  const key = named ? delegateName(name!) : name!; // VARSPEC always matches a name
  return { name: name!, key, prefix: length ? Number(length) : 0, explode: star !== undefined };
}
