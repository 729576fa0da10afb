import { endpointError, invalidOption, invalidParameter, withRoute, type EndpointError } from "../util/errors.js";
import { hasOwn, ownValue } from "../util/own.js";
import { isPlain } from "../util/is-plain.js";
import { mergeHeaders } from "../merge/merge-headers.js";
import { DEFAULTS as ROOT } from "../merge/defaults.js";
import { describeValue, withArticle } from "../util/describe-value.js";
import { nearOptionName } from "../util/option-names.js";
import { isBodyless } from "../util/methods.js";
import { parseOptions, urlOf } from "../parse/parse-options.js";
import type { Placement, Plan } from "../parse/plan.js";
import { checkSameOrigin } from "../util/check-same-origin.js";
import type { ParameterView, Parameters } from "../parse/parameter-view.js";
import { compileTemplate } from "../template/compile-template.js";
import type { CompiledTemplate } from "../template/template-parts.js";
import { expandQuery } from "../template/expand-query.js";
import type { TemplateValue } from "../template/url-template.js";
import type { MergedHeaders, MergedOptions, RequestOptions } from "../types/index.js";
import { findOperation } from "./find-operation.js";
import { refuseNearNames } from "./near-names.js";
import type { Api, Match, Operation } from "./route-table.js";
import { describedQuery } from "./described-query.js";
import type { BoundServers } from "./bind-servers.js";
import { bodyData, formFields, joinedView, valueOf } from "./swagger-values.js";
import { parameterValue } from "./parameter-value.js";
import { querystringQuery } from "./querystring-query.js";
import { cookieHeader } from "./cookie-header.js";
import { SEQUENCE_TYPE, sequenceText } from "./sequence-body.js";
import { multipartBody } from "./multipart-body.js";
import { isPositional, MULTIPART_TYPE } from "./part-encodings.js";

/** A description bound to an endpoint function, its servers, and the base URL they gave it. */
export interface Described {
  readonly api: Api;
  /** The servers with the variables chosen (`serverVariables`). */
  readonly servers: BoundServers;
  /** The baseUrl the document's server set; an operation's own server replaces only this one. */
  readonly serverBase: string | undefined;
  /**
   * The description gives no absolute server (none, only relative ones, a
   * 2.0 document without `host`) and no baseUrl was given: the root default
   * (GitHub's API) is not this API's address.
   */
  readonly serverless?: boolean;
}

/**
 * `parseOptions` for an endpoint with an OpenAPI description: the route's
 * operation says where each parameter goes (path, query on every method,
 * header, cookie) and how it is written; undeclared parameters keep the
 * usual rules. An absolute URL the description lacks is parsed as usual.
 *
 * @example
 * parseDescribed(api.merge("GET /pets/{petId}", { petId: 1, tags: ["a", "b"] }), described).url;
 * // "https://api.example.com/v1/pets/1?tags=a&tags=b"
 */
export function parseDescribed(merged: MergedOptions, described: Described): RequestOptions {
  try {
    return parseWith(merged, described);
  } catch (error) {
    // Errors name the merged options' own method and url, as parseOptions names them.
    throw withRoute(error, merged);
  }
}

function parseWith(merged: MergedOptions, described: Described): RequestOptions {
  const match = findOperation(described.api, merged.method, urlOf(merged));
  if (described.api.nearNames.size) checkNearNames(merged, described.api.nearNames, match?.operation);
  return parseOptions(merged, match && operationPlan(match, described));
}

// The operation's plan: its template, the names it declares, and where it puts each of them.
function operationPlan(match: Match, described: Described): Plan {
  const { operation } = match;
  const template = compileTemplate(match.template, false);
  // Declared parameters are placed where the description says; a route suffix's names are its own.
  const placed = match.suffix.size ? new Set([...operation.names, ...match.suffix]) : operation.names;
  return {
    template,
    placed,
    place: (read, merged) => placeOperation(match, described, { read, merged, template, placed }),
  };
}

/** What placing one call's parameters reads. */
interface Call {
  readonly read: Parameters;
  readonly merged: MergedOptions;
  readonly template: CompiledTemplate;
  readonly placed: ReadonlySet<string>;
}

// The operation's rules over the parameters read: required ones, near misses
// of declared names, the query pairs, the body (`data`, a body parameter, or
// form fields), and, once the URL is written, the base URL and the headers.
function placeOperation(match: Match, described: Described, { read, merged, template, placed }: Call): Placement {
  const { operation } = match;
  const { method, headers } = merged;
  const view = joinedView(operation, read);
  checkRequired(operation, view, headers);
  const query = describedQuery(match, view, template.queryKeys) + querystringQuery(operation, view, template.queryKeys);
  refuseNearNames(operation, view, { placed, explicit: ownValue(merged, "parameters") });
  const data = bodyData(operation, view, ownValue(merged, "data"));
  let body: unknown;
  if (isBodyless(method)) {
    if (data !== undefined || formFields(operation, view, undefined)) {
      throw endpointError("ERR_BODY_NOT_ALLOWED", "data", ` (${withArticle(method)} request has no body)`);
    }
    if (operation.parameters.querystring.length && read.leftovers) refuseLeftoverQuery(view, placed);
  } else if (data === undefined) {
    body = formFields(operation, view, read.body);
    if (body === undefined && operation.body?.required) throw endpointError("ERR_MISSING_PARAMETER", "body");
  }
  return {
    values: pathContext(match, view),
    query,
    data,
    body,
    searchTerms: false,
    baseUrl: () => baseUrl(merged, operation, described),
    finish: (written, sent) => finishBody(operation, view, { headers: written, body: sent }),
  };
}

// A querystring parameter (OpenAPI 3.2) writes the whole query: no leftover may add to it.
function refuseLeftoverQuery({ params, ignored }: ParameterView, placed: ReadonlySet<string>): void {
  const leftovers = expandQuery(params, placed, ignored, false);
  if (!leftovers) return;
  throw endpointError(
    "ERR_INVALID_PARAMETER",
    leftovers.slice(1, 200),
    " (the querystring parameter writes the whole query)",
  );
}

// The headers the operation writes, and the body as sent: the description's
// response media types as `accept` (unless the call or the defaults give
// one), its body media type, and a sequence or positional multipart body
// written out.
function finishBody(
  operation: Operation,
  view: ParameterView,
  { headers, body: sent }: { readonly headers: MergedHeaders; readonly body: unknown },
): unknown {
  let body = sent;
  addHeaders(operation, view, headers);
  if (operation.accept !== undefined && !hasOwn(headers, "accept")) headers.accept = operation.accept;
  const type = operation.body?.type;
  if (body !== undefined && type && !type.includes("*") && !hasOwn(headers, "content-type")) {
    headers["content-type"] = type;
  }
  // A sequential media type (OpenAPI 3.2's itemSchema): a list or object body is written as its items' text.
  const written = ownValue(headers, "content-type");
  const sequence = typeof written === "string" ? SEQUENCE_TYPE.exec(written) : null;
  if (sequence && (Array.isArray(body) || isPlain(body))) body = sequenceText(body, sequence);
  else if (typeof written === "string" && framesParts(written, operation, body)) {
    // A positional multipart type (OpenAPI 3.2's prefixEncoding, itemEncoding): a list is its parts.
    const framed = multipartBody(body, operation.parts, written);
    ({ body } = framed);
    headers["content-type"] = framed.type;
  }
  return body;
}

// A list under a positional multipart type, or under multipart/form-data
// whose parts the description orders; an object where the description
// orders the parts (refused there: the body is a list). An object under a
// multipart type whose parts the description does not order passes through.
function framesParts(type: string, operation: Operation, body: unknown): boolean {
  if (isPositional(type)) return Array.isArray(body) || (isPlain(body) && operation.parts !== undefined);
  return Array.isArray(body) && operation.parts !== undefined && MULTIPART_TYPE.test(type);
}

// A header parameter may also come under `headers` (merged with lowercase names).
function checkRequired(operation: Operation, view: ParameterView, headers: MergedHeaders): void {
  for (const parameter of operation.required) {
    const value = valueOf(view, parameter.name);
    if (value !== undefined && value !== null) continue;
    if (parameter.in === "header" && hasOwn(headers, parameter.name.toLowerCase())) continue;
    throw endpointError("ERR_MISSING_PARAMETER", parameter.name, ` (a required ${parameter.in} parameter)`);
  }
}

// A name the description declares somewhere that looks like an option (`Url`)
// passed merge; it is a near miss all the same where this operation does not
// declare it. The call's own keys are looked up, not the description's names:
// the cost follows the call, not the size of the description.
function checkNearNames(merged: MergedOptions, nearNames: ReadonlySet<string>, operation?: Operation): void {
  // for...in: no array per call; the merged options are the library's own object.
  for (const name in merged) {
    if (!nearNames.has(name) || !hasOwn(merged, name)) continue;
    if (operation?.names.has(name) || operation?.fields.has(name)) continue;
    throw endpointError("ERR_INVALID_OPTION", name, ` (did you mean "${nearOptionName(name)}"?)`);
  }
}

// The values the path template reads: path parameters under their template
// names, and the parameters of a route suffix under their own.
function pathContext({ operation, suffix }: Match, view: ParameterView): { [name: string]: unknown } {
  const context = Object.create(null) as { [name: string]: unknown };
  for (const { name, key } of operation.pathVars) context[key] = valueOf(view, name);
  for (const name of suffix) context[name] = valueOf(view, name);
  return context;
}

// Header parameters as headers (simple style: "a,b", "k,v" or "k=v"), cookie
// parameters as "name=value" pairs of the cookie header. Checked as every header is.
function addHeaders(operation: Operation, view: ParameterView, headers: MergedHeaders): void {
  for (const parameter of operation.parameters.header) {
    const value = parameterValue(parameter, valueOf(view, parameter.name));
    if (value === undefined) continue;
    const text = headerText(value, parameter.explode);
    checkHeaderTwice(headers, parameter.name, text);
    mergeHeaders(headers, { [parameter.name]: text });
  }
  if (!operation.parameters.cookie.length) return;
  const cookie = cookieHeader(operation, view, ownValue(headers, "cookie"));
  if (cookie !== undefined) mergeHeaders(headers, { cookie });
}

// Given under `headers` too: the same value, or a default of the library's own
// (user-agent). The message quotes the parameter's value, never the header's:
// that one may be a credential from the defaults.
function checkHeaderTwice(headers: MergedHeaders, name: string, text: string): void {
  const key = name.toLowerCase();
  const given = hasOwn(headers, key) ? headers[key] : undefined;
  if (given === undefined || String(given) === text || given === ownValue(ROOT.headers, key)) return;
  throw invalidParameter(name, text, " (also given in headers, with another value)");
}

function headerText(value: TemplateValue, explode: boolean): string {
  if (typeof value === "string") return value;
  if (Array.isArray(value)) return value.join(",");
  const map = value as { readonly [key: string]: string };
  return Object.keys(map)
    .map((key) => (explode ? `${key}=${map[key]}` : `${key},${map[key]}`))
    .join(",");
}

// The operation's own server replaces the document's, never a baseUrl the
// caller gave; under `allowAbsoluteUrls: false` it must keep the origin.
function baseUrl(merged: MergedOptions, operation: Operation, { serverBase, servers, serverless }: Described): unknown {
  const base = ownValue(merged, "baseUrl");
  const { server, unresolvedServer } = operation;
  if (serverless && server === undefined && base === ROOT.baseUrl) {
    // Sending to the root default would take this API's requests, and the
    // caller's credentials, to another host.
    throw invalidOption("baseUrl", base, " (the description gives no absolute server URL: give the API's baseUrl)");
  }
  // The document's server is not this operation's, and only the caller knows what is.
  if (unresolvedServer !== undefined && base === serverBase) throw needsBaseUrl(base, unresolvedServer);
  if (server === undefined || serverBase === undefined || base !== serverBase) return base;
  const url = servers.urls.get(server)!; // bindServers built the URL of every operation's server
  if (ownValue(merged, "allowAbsoluteUrls") === false) checkSameOrigin("openapi", url, base);
  return url;
}

// A path item's or operation's server this object cannot resolve.
function needsBaseUrl(base: unknown, server: string): EndpointError {
  const url = `the operation's server URL ${describeValue(server)}`;
  const why = /^[a-z][a-z\d+.-]*:/i.test(server)
    ? `${url} is not http(s)`
    : `${url} is relative to where the description was read from`;
  return invalidOption("baseUrl", base, ` (${why}: give the API's baseUrl)`);
}
