import type { ParsedTemplate } from "./url-template.js";

/**
 * The RFC 6570 operators: the first character of an expression, when it is one of these.
 *
 * @example
 * OPERATORS.includes("?"); // true
 */
export const OPERATORS = ["+", "#", ".", "/", ";", "?", "&"] as const;

/** An expression's operator; `""` is simple string expansion. */
export type Operator = "" | (typeof OPERATORS)[number];

/** One variable of an expression, e.g. `list*` or `name:3`. */
export interface VarSpec {
  /** The name as written, which is also the parameter key it reads. */
  readonly name: string;
  /** The name url-template is given (pct-encoded names decoded, see `delegateName`). */
  readonly key: string;
  /** Prefix length from `:n`, or 0 for none. */
  readonly prefix: number;
  readonly explode: boolean;
}

/**
 * Literal template text, encoded once. A literal never holds the start of
 * the query or fragment inside it: the compiler cuts literals there (and
 * where the authority ends), so a part that starts one starts with it.
 */
export interface Literal {
  readonly kind: "literal";
  readonly text: string;
  /** It starts with the template's "?" or "#" (its first in this literal): where the query or fragment may begin. */
  readonly opens: "query" | "fragment" | undefined;
  /**
   * In the path: its text up to its first separator (see {@link SEPARATOR}),
   * which ends the segment being written, or its whole text when it has none.
   */
  readonly head: string;
  /** Its text after its last separator, which starts a segment; undefined when it has none. */
  readonly tail: string | undefined;
}

/**
 * Path separators, as servers read them: "/", "\" and their encoded forms
 * (Tomcat and others decode %2F and %5C before resolving dot segments).
 *
 * @example
 * "a/b%2Fc".split(SEPARATOR); // ["a", "b", "c"]
 */
export const SEPARATOR = /[/\\]|%2f|%5c/i;

/**
 * Text up to and with its last {@link SEPARATOR} (one backtrack from the
 * end: linear in the text).
 *
 * @example
 * UP_TO_LAST_SEPARATOR.exec("/a/b")?.[0]; // "/a/"
 */
export const UP_TO_LAST_SEPARATOR = new RegExp(`^[^]*(?:${SEPARATOR.source})`, "i");

/**
 * What a "?" or "#" opens: the query or the fragment. Read for a literal's
 * first character and for an expression's operator (`{?q}`, `{#f}`) alike.
 *
 * @example
 * OPENS["?"]; // "query"
 */
export const OPENS: { readonly [character: string]: Literal["opens"] } = { "?": "query", "#": "fragment" };

/** One `{...}` expression (or a `:name` placeholder, which is `{name}`). */
export interface Expression {
  readonly kind: "expression";
  readonly operator: Operator;
  readonly vars: readonly VarSpec[];
  /** The parameter names it reads, in order: what an error about it names. */
  readonly names: readonly string[];
  /** Its variables must have a value: it starts or ends a path segment. */
  readonly required: boolean;
  /**
   * When it ends a path segment made of simple or reserved expressions alone
   * (`/users/{username}`, `/{a}{b}/`): the index of the part where that
   * segment starts, since the segment may not expand to nothing; else -1.
   */
  readonly segmentStart: number;
  /** It starts a path segment made of simple or reserved expressions alone (right after a literal "/"). */
  readonly startsValues: boolean;
  /**
   * A `{/x}`, `{?x}` or `{#x}` followed by the end, or by a literal starting
   * with "/", "?" or "#": absent, it enters no segment (`/a/..{/y}` writes
   * ".." whether `y` is given or not).
   */
  readonly endsSegment: boolean;
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

/** What a template is made of, in order. */
export type Part = Literal | Expression;

/**
 * Path expressions `/{a}/{b}` that url-template can expand in one call, as
 * `{/a,b}`: the same text, since a simple expansion never holds a "/" (it is
 * encoded) and each of these required variables gives exactly one value.
 */
export interface FusedRun {
  /** `{/a,b,...}`: the run's variables as one expression. */
  readonly expression: Expression;
  /** The index of its last expression in the template's parts. */
  readonly last: number;
}

/** A template parsed once: encoded literals and expressions, in order, and what the checks of its URL need. */
export interface CompiledTemplate {
  readonly parts: readonly Part[];
  /** Every variable name; these keys never go to the query string or body. */
  readonly names: ReadonlySet<string>;
  /** Starts with literal text and is not an absolute http(s) URL: it must stay relative. */
  readonly relative: boolean;
  /**
   * The part where the path starts: where `scheme://authority` ends (see
   * {@link authorityEnd}), the first without one.
   */
  readonly pathStart: number;
  /**
   * When the template writes host text after an expression
   * (`https://{+sub}.example.com/`): the index of the part where the
   * authority ends (a literal starting with "/", "?" or "#", or an
   * expression such as `{/p}`), or `parts.length` when the template ends
   * inside the authority. Undefined otherwise.
   */
  readonly authorityEnd: number | undefined;
  /** The query keys the template's literal text writes (`?type=public`), decoded. */
  readonly queryKeys: ReadonlySet<string>;
  /**
   * Runs of path expressions expanded as one (see `runsOf` in
   * compile-template.ts), by the index of their first part; found once the
   * cache keeps the template (undefined before, or when it has none).
   */
  readonly runs: ReadonlyArray<FusedRun | undefined> | undefined;
}
