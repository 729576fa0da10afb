import { endpointError, type EndpointError } from "../util/errors.js";
import { describeValue } from "../util/describe-value.js";
import {
  authorityLength,
  decodeKey,
  type CompiledTemplate,
  type Expression,
  type Literal,
} from "./compile-template.js";

/** A template's expansion, with where each part ended and where the URL's query and fragment begin. */
export interface Expansion {
  url: string;
  /** The end offset of each part in `url`, in the order of `template.parts`. */
  readonly ends: number[];
  /** Where the template starts a query or fragment (a literal "?"/"#", or a non-empty `{?`/`{#`); -1 for none. */
  pathEnd: number;
  /** Where the template starts a fragment; -1 for none. */
  fragment: number;
}

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
 * parameters whose expansions are involved.
 *
 * @example
 * // "/compare/{base}..{head}" with base "" and head "" expands to "/compare/..":
 * verifyUrl(template, expansion); // throws Unsafe parameter "base,head" ...
 */
export function verifyUrl(template: CompiledTemplate, expansion: Expansion): void {
  const { url } = expansion;
  // Most URLs have none of the characters the checks look for: no "?" or
  // "#" to place, no "." or "%2e" to count, no host to hold.
  if (!/[?#.%\\]/.test(url) && !template.hostBound && url[0] === "/") return;
  const pathEnd = expansion.pathEnd < 0 ? url.length : expansion.pathEnd;
  const query = url.search(/[?#]/);
  if (query >= 0 && query < pathEnd) {
    throw unsafe(involved(template, expansion, [query, query + 1]), `adds ${JSON.stringify(url[query])} to the path`);
  }
  const hash = url.indexOf("#", pathEnd);
  if (hash >= 0 && hash !== expansion.fragment) {
    throw unsafe(involved(template, expansion, [hash, hash + 1]), 'adds a fragment ("#")');
  }
  if (template.hostBound) verifyHost(template, expansion);
  if (template.authorityEnd) verifyAuthorityEnd(template, template.authorityEnd, expansion);
  if (template.authorityAts !== undefined) verifyUserinfo(template, template.authorityAts, expansion);
  if (template.relative && url[0] !== "/" && /^https?:\/\//i.test(url)) {
    throw unsafe(involved(template, expansion, [0, url.length]), "makes the relative URL absolute");
  }
  verifyDotSegments(template, expansion, pathEnd);
}

// A `{+x}` right after host text the template writes must start the path,
// query or fragment, or be empty: "@evil.com" or ".evil.com" would move the host.
function verifyHost(template: CompiledTemplate, expansion: Expansion): void {
  const { url, ends } = expansion;
  template.parts.forEach((part, index) => {
    if ("text" in part || !part.afterHost) return;
    const start = startOf(ends, index);
    if (ends[index]! > start && !"/?#".includes(url[start]!)) {
      throw unsafe(involved(template, expansion, [start, start + 1]), "changes the host");
    }
  });
}

// Host text the template writes after an expression stays in the authority:
// a value must not end it early ("https://{+sub}.example.com/" with
// "evil.com/" would send the request to evil.com).
function verifyAuthorityEnd(
  template: CompiledTemplate,
  { part, offset }: NonNullable<CompiledTemplate["authorityEnd"]>,
  expansion: Expansion,
): void {
  const { url, ends } = expansion;
  const expected = part < 0 ? url.length : startOf(ends, part) + offset;
  const end = authorityLength(url);
  if (end !== expected) throw unsafe(involved(template, expansion, [end, end + 1]), "changes the host");
}

// A value inside the authority may build the host, not credentials:
// "https://{+sub}.example.com/" with "attacker:pw@api" would make clients
// send that user and password instead of the caller's token.
function verifyUserinfo(template: CompiledTemplate, ats: number, expansion: Expansion): void {
  const { url } = expansion;
  const authority = url.slice(0, authorityLength(url));
  if (authority.split("@").length - 1 <= ats) return;
  const at = authority.lastIndexOf("@");
  throw unsafe(involved(template, expansion, [at, at + 1]), "adds a user name or password to the URL");
}

// Where part `index` starts in the URL: where the part before it ended.
function startOf(ends: readonly number[], index: number): number {
  return index ? ends[index - 1]! : 0; // one end per part
}

function verifyDotSegments(template: CompiledTemplate, expansion: Expansion, pathEnd: number) {
  const { url } = expansion;
  // A relative template's URL has no authority (one that became absolute was refused).
  const start = template.relative ? 0 : authorityLength(url);
  const path = url.slice(start, pathEnd);
  if (!/\.|%2e/i.test(path)) return;
  const found = dotSegments(path);
  if (found.length === 0 || found.length <= ownDotSegments(template, expansion)) return;
  const spans = found.map(([from, to]): [number, number] => [start + from, start + to]);
  throw unsafe(involved(template, expansion, spans.flat()), 'adds a dot segment ("." or "..") to the path');
}

/**
 * The `.` and `..` segments of a path, as `[from, to]` offsets: also as
 * `%2e`, with `;params` after them, and between any separator a server
 * reads (`/`, `\`, `%2f`, `%5c`).
 *
 * @example
 * dotSegments("/a/%2e%2E;x/b%2f..").length; // 2
 */
export function dotSegments(path: string): Array<[number, number]> {
  const found: Array<[number, number]> = [];
  let from = 0;
  SEPARATOR.lastIndex = 0;
  for (;;) {
    const separator = SEPARATOR.exec(path);
    const to = separator ? separator.index : path.length;
    if (DOT_SEGMENT.test(path.slice(from, to))) found.push([from, to]);
    if (!separator) return found;
    from = SEPARATOR.lastIndex;
  }
}

// The dot segments the template writes itself, counted in this URL's shape:
// its literals, with each expression that expanded to something standing as
// a plain value ("x" after its operator's first character), and each one
// that expanded to nothing (empty, or absent and optional) as "x" alone. So
// literal dots beside an expression that gave nothing never count as the
// template's own: `/compare/{base}..{head}` with "" and "", `/a/..{;m}b`,
// `/.{/x}b` and `/{/x}..` with `m` and `x` absent. An empty `{/`, `{?` or
// `{#` that joins nothing is left out (see endsWithSegment). The path still
// ends where this URL's path ends: "x" starts no query.
function ownDotSegments(template: CompiledTemplate, { ends }: Expansion): number {
  if (!template.dotted) return 0;
  const { parts } = template;
  let skeleton = "";
  parts.forEach((part, index) => {
    if ("text" in part) skeleton += part.text;
    else if (ends[index]! > startOf(ends, index)) skeleton += `${part.operator}x`;
    else if (!endsWithSegment(part, parts[index + 1])) skeleton += "x";
  });
  const start = authorityLength(skeleton);
  const end = skeleton.slice(start).search(/[?#]/);
  return dotSegments(skeleton.slice(start, end < 0 ? undefined : start + end)).length;
}

// An empty `{/x}`, `{?x}` or `{#x}` followed by the end, "/", "?" or "#"
// joins nothing: the segment before it ends there whether it is given or not
// (`/a/..{/x}` writes `..` either way).
function endsWithSegment(part: Expression, next: Literal | Expression | undefined): boolean {
  if (part.operator !== "/" && part.operator !== "?" && part.operator !== "#") return false;
  return next === undefined || ("text" in next && "/?#".includes(next.text.charAt(0)));
}

// An expansion [start, end) overlaps the span [from, to), or is empty and
// stands at its edge or inside it (empty values beside literal dots count).
function touches([start, end]: Range, [from, to]: Range): boolean {
  return start === end ? start >= from && start <= to : start < to && end > from;
}

/** `[from, to)`: a stretch of the URL. */
type Range = readonly [number, number];

// The variables of every expression whose expansion touches one of the
// spans (`[from, to)` pairs, flattened, in order), comma-separated. One
// sweep over both lists: there may be thousands of each.
function involved(template: CompiledTemplate, { ends }: Expansion, spans: number[]): string {
  const names = new Set<string>();
  let next = 0;
  template.parts.forEach((part, index) => {
    const start = startOf(ends, index);
    // spans holds [start, end] pairs; ends one end per part.
    while (next < spans.length && spans[next + 1]! < start) next += 2;
    if ("text" in part) return;
    const end = ends[index]!;
    for (let i = next; i < spans.length && spans[i]! <= end; i += 2) {
      // Only on the way to an error message: two small arrays cost nothing here.
      if (!touches([start, end], [spans[i]!, spans[i + 1]!])) continue;
      part.vars.forEach((v) => names.add(v.name));
      return;
    }
  });
  return [...names].join();
}

function unsafe(names: string, detail: string): EndpointError {
  return endpointError("ERR_UNSAFE_PARAMETER", names, `: it ${detail}`);
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
