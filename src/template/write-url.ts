import { endpointError, type EndpointError } from "../util/errors.js";
import { expandExpression, expansionError, type Parameters } from "./expand-expression.js";
import { checkQueryKeys } from "./query-keys.js";
import type { TemplateContext } from "./url-template.js";
import {
  OPENS,
  SEPARATOR,
  type CompiledTemplate,
  type Expression,
  type FusedRun,
  type Literal,
} from "./template-parts.js";

/** One URL being written: the section it is in (each has its rule), and the path segment. */
interface Writing {
  readonly template: CompiledTemplate;
  readonly params: Parameters;
  readonly ignored: ReadonlySet<string>;
  /** The leftover query (`&a=1`), asked for where the query section ends. */
  readonly leftovers: (() => string) | undefined;
  url: string;
  section: "authority" | "path" | "query" | "fragment";
  /** Where the query section started in `url` (its "?"); -1 before. */
  queryStart: number;
  /** Where the segment of values alone that the last `startsValues` expression began stands in `url`. */
  valuesFrom: number;
  /** The text of the path segment being written. */
  segment: string;
  /** Only the template's own text entered the segment: a dot segment there is its design. */
  own: boolean;
  /** The expressions whose expansions touch the segment, to name in an error. */
  touching: Expression[] | undefined;
  /**
   * The first value found to break the URL's structure: reported where the
   * query ends, once every value before it was written, so that a value
   * missing or with no URL form is reported first, as the more direct mistake.
   */
  problem: EndpointError | undefined;
}

// "." or "..", also as %2e, with any ";params" after it (read as the same segment).
const DOT_SEGMENT = /^(?:\.|%2e){1,2}(?:;|$)/i;
const AUTHORITY_END = /[/?#]/;
const QUERY_OR_FRAGMENT = /[?#]/;

/**
 * Writes the URL of a compiled template, part by part, in one pass: a
 * literal as compiled, an expression as url-template's `expand()` gives it
 * (a run `/{a}/{b}` in one call, see {@link writeRun}), and `leftovers` (the
 * leftover query, `&a=1`) where the query section ends. Each expansion is
 * checked as it is written, against the rule of the section it is written
 * in (see docs/security.md): in the authority, a value may not end the
 * host the template writes after it, nor add a user name; in the path, it
 * may not add a "?" or "#", and a segment it enters may not be "." or ".."
 * (checked when the segment ends); in the query, it may not add a
 * fragment, nor repeat a query key the template writes (checked when the
 * query ends). A relative template stays relative. Nothing is read back
 * from the URL to learn where things are: each check knows its part.
 *
 * @example
 * writeUrl(compileTemplate("/repos/{owner}{?page}"), { owner: "a b", page: 2 }, new Set()); // "/repos/a%20b?page=2"
 * writeUrl(compileTemplate("/x/{+p}"), { p: "../admin" }, new Set()); // throws ERR_UNSAFE_PARAMETER
 */
// eslint-disable-next-line max-params -- the template, its values, the option names, and the leftover query
export function writeUrl(
  template: CompiledTemplate,
  params: Parameters,
  ignored: ReadonlySet<string>,
  leftovers?: () => string,
): string {
  const writing: Writing = {
    template,
    params,
    ignored,
    leftovers,
    url: "",
    section: template.pathStart > 0 ? "authority" : "path",
    queryStart: -1,
    valuesFrom: -1,
    segment: "",
    own: true,
    touching: undefined,
    problem: undefined,
  };
  const { parts, runs } = template;
  for (let index = 0; index < parts.length; index++) {
    if (index === template.pathStart && writing.section === "authority") writing.section = "path";
    const run = runs?.[index];
    if (run !== undefined && writeRun(run, writing)) {
      index = run.last;
      continue;
    }
    const part = parts[index]!; // index < parts.length
    try {
      if (part.kind === "literal") writeLiteral(part, writing);
      else writeExpression(part, expandExpression(part, params, ignored), writing);
    } catch (error) {
      // url-template's URIError or RangeError, or a URL past the longest string;
      // the checks' own errors, and a getter's, pass as they are.
      throw expansionError(error, part.kind === "literal" ? ["url"] : part.names, params);
    }
  }
  endQuery(writing);
  if (template.relative && writing.url[0] !== "/" && /^https?:\/\//i.test(writing.url)) {
    throw unsafe([...template.names], "makes the relative URL absolute");
  }
  return writing.url;
}

function writeLiteral(part: Literal, writing: Writing): void {
  if (part.opens) openSection(part.opens, writing);
  writing.url += part.text;
  if (writing.section !== "path") return;
  writing.segment += part.head;
  // The segments between the literal's own separators are its own text alone,
  // never a value's: only the one it ends and the one it starts need a look.
  if (part.tail !== undefined) startSegment(writing, part.tail);
}

// An expression's text, checked against its section's rule before it is written.
function writeExpression(part: Expression, text: string, writing: Writing): void {
  if (part.startsValues) writing.valuesFrom = writing.url.length;
  const opens = text ? OPENS[part.operator] : undefined;
  if (opens) openSection(opens, writing);
  if (writing.section === "authority") writeAuthority(part, text, writing);
  else if (writing.section === "path") writePath(part, text, writing);
  else {
    if (writing.section === "query" && part.operator === "+" && text.includes("#")) {
      refuse(writing, part.names, 'adds a fragment ("#")');
    }
    writing.url += text;
  }
  if (part.segmentStart >= 0 && writing.url.length === writing.valuesFrom) emptySegment(part, writing);
}

// A value inside the authority ("https://{+sub}.example.com/") may build the
// host, not end it early where the template writes host text after it
// ("evil.com/" would send the request to evil.com), nor add credentials
// ("attacker:pw@api" would make clients send that user and password instead
// of the caller's token). A `{+x}` right after host text must start the
// path, query or fragment, or be empty: "@evil.com" or ".evil.com" would
// move the host. What comes after its end is written in the path.
function writeAuthority(part: Expression, text: string, writing: Writing): void {
  const { names } = part;
  if (part.afterHost && text && !AUTHORITY_END.test(text[0]!)) refuse(writing, names, "changes the host");
  const end = text.search(AUTHORITY_END);
  if (end >= 0 && writing.template.authorityEnd !== undefined) refuse(writing, names, "changes the host");
  // What it writes in the authority: all of it, or up to where it starts the path.
  const inAuthority = end < 0 ? text : text.slice(0, end);
  if (inAuthority.includes("@")) refuse(writing, names, "adds a user name or password to the URL");
  writing.url += inAuthority;
  if (end < 0) return;
  writing.section = "path";
  writePath(part, text.slice(end), writing);
}

// A value in the path: no "?" or "#" (it would move the rest of the path
// into the query or fragment; only a reserved `{+x}` keeps them unencoded),
// and each segment it enters is checked when it ends.
function writePath(part: Expression, text: string, writing: Writing): void {
  const mark = part.operator === "+" ? text.search(QUERY_OR_FRAGMENT) : -1;
  if (mark >= 0) refuse(writing, part.names, `adds ${JSON.stringify(text[mark])} to the path`);
  writing.url += text;
  if (!text) {
    touch(writing, part);
    // See Expression.endsSegment.
    if (!part.endsSegment && !writing.segment.includes(";")) writing.own = false;
    return;
  }
  // It enters the segment being written, except a `{/x}`, which starts its own.
  if (part.operator !== "/") {
    touch(writing, part);
    // A `{;m}` writes the segment's parameters ("..;m=1" is still the template's ".."); a value after them too.
    if (part.operator !== ";" && !writing.segment.includes(";")) writing.own = false;
  }
  // Most values hold no separator (a simple expansion only as %2F or %5C): they go on the segment.
  if (!SEPARATOR.test(text)) {
    writing.segment += text;
    return;
  }
  const pieces = text.split(SEPARATOR);
  writing.segment += pieces[0];
  // A segment the value starts is the value's, even while empty ("//..").
  for (let k = 1; k < pieces.length; k++) startSegment(writing, pieces[k]!, part);
}

// A run `/{a}/{b}` (see `runsOf` in compile-template.ts) in one url-template
// call, as its joined expression `{/a,b}`: the URL the parts would give.
// Only when every value is a string or number that alone makes an ordinary
// segment (not empty, no separator, not "." or ".."); else it returns false
// having written nothing, and the parts are written one by one, with their
// checks and their errors in the template's order.
function writeRun({ expression }: FusedRun, writing: Writing): boolean {
  const { params, ignored } = writing;
  const context = Object.create(null) as TemplateContext;
  for (const spec of expression.vars) {
    const given = ignored.has(spec.name) || !Object.hasOwn(params, spec.name) ? undefined : params[spec.name];
    // A string, or a number's text (as variableValue gives it); no other value is written here.
    let value: string;
    if (typeof given === "string") value = given;
    else if (typeof given === "number" && Number.isFinite(given)) value = String(given);
    else return false;
    // Not empty, no separator, not "." or "..": a segment of its own.
    if (value === "" || value === "." || value === ".." || /[/\\]/.test(value)) return false;
    context[spec.key] = value;
  }
  let text: string;
  try {
    text = expression.parsed.expand(context);
    // The literal before the run wrote the "/" that `text` starts with.
    writing.url += text.slice(1);
  } catch (error) {
    throw expansionError(error, expression.names, writing.params);
  }
  // Each value is an ordinary segment; the next literal goes on the last one.
  const lastValue = text.slice(text.lastIndexOf("/") + 1);
  startSegment(writing, lastValue, expression);
  writing.valuesFrom = writing.url.length - lastValue.length;
  return true;
}

// An empty segment of values alone: "/users/" is another resource, and "//"
// is merged by nginx and redirected by Go's router.
function emptySegment(part: Expression, writing: Writing): never {
  const names = writing.template.parts
    .slice(part.segmentStart, writing.template.parts.indexOf(part) + 1)
    .flatMap((each) => (each.kind === "expression" ? each.names : []));
  const many = names.length > 1;
  const detail = `: ${many ? "they are" : "it is"} empty, and alone form${many ? "" : "s"} a path segment`;
  throw endpointError("ERR_MISSING_PARAMETER", names.join(), detail);
}

// The path segment being written ends, and the next starts with `text`,
// written by the template (its own) or by the expression `by`. A segment a
// value entered may not be "." or "..": fetch resolves them, which would
// send the request, and its credentials, elsewhere.
function startSegment(writing: Writing, text: string, by?: Expression): void {
  const { segment, own, touching } = writing;
  if (!own && (segment[0] === "." || segment[0] === "%") && DOT_SEGMENT.test(segment)) {
    // A value entered it, so some expression touches it.
    const names = new Set(touching!.flatMap((part) => part.names));
    refuse(writing, [...names], 'adds a dot segment ("." or "..") to the path');
  }
  writing.segment = text;
  writing.own = by === undefined;
  writing.touching = by && [by];
}

// The expression writes into the segment (or stands at its edge, empty).
function touch(writing: Writing, part: Expression): void {
  const { touching } = writing;
  if (touching === undefined) writing.touching = [part];
  else if (touching[touching.length - 1] !== part) touching.push(part);
}

// The query or the fragment starts: the path's last segment ends, and
// before a fragment the query ends.
function openSection(section: "query" | "fragment", writing: Writing): void {
  if (writing.section === section || writing.section === "fragment") return;
  if (section === "fragment") endQuery(writing);
  else if (writing.section === "path") startSegment(writing, ""); // the path's last segment ends
  // The "?" that opens the query is written next.
  if (section === "query") writing.queryStart = writing.url.length;
  writing.section = section;
}

// Where the query ends (the fragment or the URL's end): the leftovers are
// written after it, and the query keys the template writes checked.
function endQuery(writing: Writing): void {
  if (writing.section === "fragment") return;
  if (writing.section === "path") startSegment(writing, ""); // the path's last segment ends
  if (writing.problem) throw writing.problem;
  const leftovers = writing.leftovers?.();
  if (leftovers) {
    if (writing.queryStart < 0) {
      writing.queryStart = writing.url.length;
      writing.url += `?${leftovers.slice(1)}`;
    } else writing.url += /[?&]$/.test(writing.url) ? leftovers.slice(1) : leftovers;
  }
  writing.section = "query";
  const { template, url, queryStart, params } = writing;
  if (template.queryKeys.size > 0 && queryStart >= 0)
    checkQueryKeys(template.queryKeys, url.slice(queryStart + 1), params);
}

// The first problem of the URL's structure is the one reported.
function refuse(writing: Writing, names: readonly string[], detail: string): void {
  writing.problem ??= unsafe(names, detail);
}

// The error naming the parameters whose expansions are involved.
function unsafe(names: readonly string[], detail: string): EndpointError {
  return endpointError("ERR_UNSAFE_PARAMETER", names.join(), `: it ${detail}`);
}
