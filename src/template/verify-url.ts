import { endpointError, type EndpointError } from "../util/errors.js";
import { describeValue } from "../util/describe-value.js";
import { authorityLength } from "./lex-template.js";
import { decodeKey } from "./query-keys.js";
import {
  OPENS,
  SECTION_START,
  type CompiledTemplate,
  type Expression,
  type FusedText,
  type Part,
} from "./template-parts.js";

/** A part of the template where the URL holds its expansion: `url.slice(start, end)`. */
interface Placed {
  readonly part: Part;
  readonly start: number;
  readonly end: number;
}

/** `[from, to)`: a stretch of the URL. */
type Range = readonly [number, number];

// Path separators, as servers read them: "/", "\" and their encoded forms
// (Tomcat and others decode %2F and %5C before resolving dot segments).
const SEPARATOR = /[/\\]|%2f|%5c/gi;
// "." or "..", also as %2e, with any ";params" after it (read as the same segment).
const DOT_SEGMENT = /^(?:\.|%2e){1,2}(?:;|$)/i;

/**
 * Checks the URL a template expanded to against the template's own
 * structure, whatever the values were (empty, absent, lists, maps): no "?"
 * or "#" from a path expression, no fragment the template does not start, a
 * host written in the template stays that host, a relative template stays
 * relative, and the path has exactly the dot segments the template writes
 * (fetch resolves them, which would send the request and its credentials
 * elsewhere). Anything else throws `ERR_UNSAFE_PARAMETER`, naming the
 * parameters whose expansions are involved. `written` holds what each part
 * of the template wrote, in order (see {@link FusedText}).
 *
 * @example
 * // "/compare/{base}..{head}" with base "" and head "" expands to "/compare/..":
 * verifyUrl(template, "/compare/..", ["/compare/", "", "..", ""]); // throws Unsafe parameter "base,head" ...
 */
export function verifyUrl(template: CompiledTemplate, url: string, written: ReadonlyArray<string | FusedText>): void {
  // Most URLs have none of the characters the checks look for: no "?" or
  // "#" to place, no "." or "%2e" to count, no host to hold.
  if (!/[?#.%\\]/.test(url) && !template.hostBound && url[0] === "/") return;
  const pathEnd = opening(template.parts, written, "query") ?? url.length;
  const query = url.search(/[?#]/);
  if (query >= 0 && query < pathEnd) {
    throw unsafeAt(layoutOf(template, written), query, `adds ${JSON.stringify(url[query])} to the path`);
  }
  const hash = url.indexOf("#", pathEnd);
  if (hash >= 0 && hash !== opening(template.parts, written, "fragment")) {
    throw unsafeAt(layoutOf(template, written), hash, 'adds a fragment ("#")');
  }
  // Set when an expression is part of the authority (and authorityEnd only
  // then), as it is for every host-bound `{+x}`: the layout is built once for both.
  if (template.authorityAts !== undefined) {
    const layout = layoutOf(template, written);
    if (template.hostBound) verifyHost(layout, url);
    verifyAuthority(layout, template, url);
  }
  if (template.relative && url[0] !== "/" && /^https?:\/\//i.test(url)) {
    throw unsafe(layoutOf(template, written), [[0, url.length]], "makes the relative URL absolute");
  }
  // A relative template's URL has no authority (one that became absolute was refused).
  const found = pathDotSegments(url.slice(0, pathEnd), template.relative ? 0 : authorityLength(url));
  if (found.length > 0 && found.length > ownDotSegments(template, piecesOf(written))) {
    throw unsafe(layoutOf(template, written), found, 'adds a dot segment ("." or "..") to the path');
  }
}

// One piece per part: a fused run's text "a/b", at its first part, cut into
// the value of each expression (a simple expansion never holds a "/") and the
// "/" literal between two (the split's capturing group keeps each "/").
function piecesOf(written: ReadonlyArray<string | FusedText>): string[] {
  const pieces: string[] = [];
  written.forEach((piece, index) => {
    if (typeof piece === "string") pieces.push(piece);
    else if (piece !== written[index - 1]) pieces.push(...piece.text.split(/(\/)/));
  });
  return pieces;
}

// Where each part's expansion stands in the URL, from what each wrote: built
// only when a check needs it (to name the parameters at fault), as most URLs pass.
function layoutOf({ parts }: CompiledTemplate, written: ReadonlyArray<string | FusedText>): Placed[] {
  const pieces = piecesOf(written);
  let start = 0;
  return parts.map((part, index) => {
    const end = start + pieces[index]!.length; // one piece per part
    const placed = { part, start, end };
    start = end;
    return placed;
  });
}

// Where the query (`"query"`: the query or, without one, the fragment) or
// the fragment starts: at the first literal that opens it, or the first
// `{?`/`{#` (`{#` only, for the fragment) that expanded to something. A
// fused run (path expressions, which open nothing) is passed as one text.
function opening(
  parts: readonly Part[],
  written: ReadonlyArray<string | FusedText>,
  section: "query" | "fragment",
): number | undefined {
  let start = 0;
  for (let index = 0; index < parts.length; index++) {
    const part = parts[index]!;
    const piece = written[index]!; // one per part
    if (typeof piece !== "string") {
      if (piece !== written[index - 1]) start += piece.text.length;
      continue;
    }
    const opened = part.kind === "literal" ? part.opens : piece && OPENS[part.operator];
    // The query is also over where the fragment starts.
    if (opened === section || opened === "fragment") return start;
    start += piece.length;
  }
  return undefined;
}

// A `{+x}` right after host text the template writes must start the path,
// query or fragment, or be empty: "@evil.com" or ".evil.com" would move the host.
function verifyHost(layout: readonly Placed[], url: string): void {
  for (const { part, start, end } of layout) {
    if (part.kind === "literal" || !part.afterHost || end === start || "/?#".includes(url[start]!)) continue;
    throw unsafeAt(layout, start, "changes the host");
  }
}

// A value inside the authority ("https://{+sub}.example.com/") may build the
// host, not end it early where the template writes host text after it
// ("evil.com/" would send the request to evil.com), nor add credentials
// ("attacker:pw@api" would make clients send that user and password instead
// of the caller's token). Called when `authorityAts` is set.
function verifyAuthority(layout: readonly Placed[], template: CompiledTemplate, url: string): void {
  const { authorityEnd, authorityAts } = template;
  const end = authorityLength(url);
  if (authorityEnd !== undefined && end !== (layout[authorityEnd]?.start ?? url.length)) {
    throw unsafeAt(layout, end, "changes the host");
  }
  const authority = url.slice(0, end);
  if (authority.split("@").length - 1 > authorityAts!) {
    throw unsafeAt(layout, authority.lastIndexOf("@"), "adds a user name or password to the URL");
  }
}

// The dot segments of the path of `url` (cut where its path ends: a "?" or
// "#" before that was refused), from `start`, where its authority ends.
function pathDotSegments(url: string, start: number): Range[] {
  return /\.|%2e/i.test(url.slice(start)) ? dotSegments(url, start) : [];
}

/**
 * The `.` and `..` segments of a path (of `path` from `start`), as
 * `[from, to]` offsets: also as `%2e`, with `;params` after them, and
 * between any separator a server reads (`/`, `\`, `%2f`, `%5c`).
 *
 * @example
 * dotSegments("/a/%2e%2E;x/b%2f..").length; // 2
 */
export function dotSegments(path: string, start = 0): Array<[number, number]> {
  const found: Array<[number, number]> = [];
  let from = start;
  SEPARATOR.lastIndex = start;
  for (;;) {
    const separator = SEPARATOR.exec(path);
    const to = separator ? separator.index : path.length;
    if (DOT_SEGMENT.test(path.slice(from, to))) found.push([from, to]);
    if (!separator) return found;
    from = SEPARATOR.lastIndex;
  }
}

/**
 * The dot segments the template writes itself in this URL: the segments of
 * its path (from the part where it starts, up to the query), read from its
 * parts, whose text is "." or ".." (see DOT_SEGMENT) where a value enters
 * them. A value ends that text unless a ";" came before it ("..;v={v}":
 * the rest is the segment's `;params`) or it starts with one (an expanded
 * `{;m}`). So literal dots beside a value that gave nothing are never the
 * template's own: `/compare/{base}..{head}` with "" and "", `/a/..{;m}b`,
 * `/.{/x}b` and `/{/x}..` with `m` and `x` absent.
 */
function ownDotSegments({ dotted, parts, pathStart }: CompiledTemplate, pieces: readonly string[]): number {
  if (!dotted) return 0;
  let count = 0;
  // The text of the segment being read, up to the value that ended it.
  let segment: string | undefined = "";
  const close = (next?: string) => {
    if (segment !== undefined && DOT_SEGMENT.test(segment)) count++;
    segment = next;
  };
  for (let index = pathStart; index < parts.length; index++) {
    const part = parts[index]!;
    const given = pieces[index] !== ""; // one piece per part
    if (part.kind === "literal") {
      if (part.opens) break; // the query or fragment starts
      const [text, ...after] = part.text.split(SEPARATOR);
      if (segment !== undefined) segment += text;
      for (const next of after) close(next);
    } else if (given && OPENS[part.operator]) {
      break;
    } else if (given && part.operator === "/") {
      close();
    } else if (given && part.operator === ";") {
      if (segment !== undefined) segment += ";";
    } else if (!segment?.includes(";") && (given || !endsSegment(part, parts[index + 1]))) {
      segment = undefined;
    }
  }
  close();
  return count;
}

// A `{/x}`, `{?x}` or `{#x}` that gave nothing, followed by the end, "/", "?"
// or "#": the segment before it ends there whether it is given or not
// (`/a/..{/x}` writes ".." either way), so it does not enter that segment.
function endsSegment({ operator }: Expression, next: Part | undefined): boolean {
  return (
    SECTION_START.test(operator) && (next === undefined || (next.kind === "literal" && SECTION_START.test(next.text)))
  );
}

// An expansion [start, end) overlaps the span [from, to), or is empty and
// stands at its edge or inside it (empty values beside literal dots count).
function touches({ start, end }: Placed, [from, to]: Range): boolean {
  return start === end ? start >= from && start <= to : start < to && end > from;
}

// The variables of every expression whose expansion touches one of the
// spans (in order, not overlapping), comma-separated. Both lists are in URL
// order and may hold thousands each: the spans before an expression are
// passed once, never looked at again.
function involved(layout: readonly Placed[], spans: readonly Range[]): string {
  const names = new Set<string>();
  let first = 0; // the first span that may still touch an expression
  for (const placed of layout) {
    while (first < spans.length && spans[first]![1] < placed.start) first++;
    if (placed.part.kind === "literal") continue;
    for (let k = first; k < spans.length && spans[k]![0] <= placed.end; k++) {
      if (!touches(placed, spans[k]!)) continue;
      placed.part.vars.forEach((v) => names.add(v.name));
      break;
    }
  }
  return [...names].join();
}

// The error naming the parameters whose expansions touch one of the spans.
function unsafe(layout: readonly Placed[], spans: readonly Range[], detail: string): EndpointError {
  return endpointError("ERR_UNSAFE_PARAMETER", involved(layout, spans), `: it ${detail}`);
}

// The error for the character at `at`.
function unsafeAt(layout: readonly Placed[], at: number, detail: string): EndpointError {
  return unsafe(layout, [[at, at + 1]], detail);
}

/**
 * Checks that each query key the template's literal text writes
 * (`?type=public`) comes once in the final URL: a parameter (a leftover, or
 * a key of an exploded map) that repeats it throws `ERR_INVALID_PARAMETER`,
 * since servers disagree on which of two values wins (the last, the first,
 * or both as a list). Keys compare as servers decode them.
 *
 * @example
 * verifyQueryKeys(compileTemplate("/repos?type=public"), "/repos?type=public&type=all", {});
 * // throws Invalid parameter "type" ...
 */
export function verifyQueryKeys(template: CompiledTemplate, url: string, params: object): void {
  const start = url.indexOf("?");
  if (start < 0) return;
  const hash = url.indexOf("#", start);
  const seen = new Set<string>();
  for (const pair of url.slice(start + 1, hash < 0 ? undefined : hash).split("&")) {
    const key = decodeKey(pair.split("=", 1)[0]!); // split gives at least one piece
    if (!template.queryKeys.has(key)) continue;
    if (!seen.has(key)) {
      seen.add(key);
      continue;
    }
    const value = Object.hasOwn(params, key) ? `: ${describeValue((params as { [key: string]: unknown })[key])}` : "";
    const detail = `${value} (the route's query already has ${describeValue(key)}, and servers disagree on which wins)`;
    throw endpointError("ERR_INVALID_PARAMETER", key, detail);
  }
}
