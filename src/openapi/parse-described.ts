import { fail, invalidParameter } from "../util/errors.js";
import { hasOwn, ownValue, setOwn } from "../util/own.js";
import { checkHeader } from "../merge/merge-headers.js";
import { JSON_TYPE, jsonText, JsonTextError } from "../util/json-text.js";
import { isPlain } from "../util/is-plain.js";
import {
  JSON_CONTENT_TYPE,
  joinBaseUrl,
  leftoverBody,
  leftoverNames,
  parseMerged,
  requestBody,
  result,
  urlOf,
  validateMerged,
  withQuery,
} from "../parse/parse-options.js";
import { parameterView, type ParameterView } from "../parse/parameter-view.js";
import { applyMediaType } from "../parse/apply-media-type.js";
import { compileTemplate } from "../template/compile-template.js";
import { expandTemplate } from "../template/expand-template.js";
import { expandQuery } from "../template/expand-query.js";
import { expandForm, expandPairs, expandSimple, expandStyled } from "../template/expand-styles.js";
import { prepareValue } from "../template/prepare-value.js";
import type { TemplateContext, TemplateValue } from "../template/url-template.js";
import type { MergedOptions, RequestOptions } from "../types/index.js";
import { findOperation } from "./find-operation.js";
import type { Api, Match, Operation, Parameter } from "./route-table.js";
import { deepObjectPairs } from "./deep-object-pairs.js";

/** A description bound to an endpoint function, and the base URL its servers gave it. */
export interface Described {
  readonly api: Api;
  /** The baseUrl the document's server set; an operation's own server replaces only this one. */
  readonly serverBase: string | undefined;
}

// A parameter's value: never an option's (a parameter named `url` is given in `parameters`).
function valueOf({ params, ignored }: ParameterView, name: string): unknown {
  return ignored.has(name) || !hasOwn.call(params, name) ? undefined : params[name];
}

const NOTHING: ReadonlySet<string> = new Set();

/**
 * `parseOptions` for an endpoint with an OpenAPI description: the route's
 * operation says where each parameter goes (path, query on every method,
 * header, cookie) and how it is written; undeclared parameters keep the
 * usual rules. An absolute URL the description lacks is parsed as usual.
 *
 * @example
 * parseDescribed(api.merge("GET /pets/{petId}", { petId: 1, tags: ["a", "b"] }), described, true).url;
 * // "https://api.example.com/v1/pets/1?tags=a&tags=b"
 */
export function parseDescribed(options: MergedOptions, described: Described, trusted: boolean): RequestOptions {
  const merged = trusted ? options : validateMerged(options);
  const match = findOperation(described.api, merged.method, urlOf(merged), merged);
  if (!match) return parseMerged(merged, true);
  const { operation } = match;
  const view = parameterView(merged);
  const { params, ignored } = view;
  const { method, headers } = merged;
  checkRequired(operation, view, merged);
  const template = compileTemplate(match.template, merged, false);
  let target = expandTemplate(template, pathContext(match, view), merged, NOTHING);
  let query = describedQuery(match, view, merged);
  const leftovers = leftoverNames(params, match.suffix, ignored, operation.names);
  const data = ownValue(merged, "data");
  let body: unknown = data;
  if (method === "GET" || method === "HEAD" || method === "OPTIONS") {
    if (data !== undefined) throw fail("ERR_BODY_NOT_ALLOWED", "data", merged, ` (a ${method} request has no body)`);
    query += expandQuery(params, leftovers, merged, false);
  } else {
    body ??= leftoverBody(params, leftovers);
    if (body === undefined && operation.body?.required) throw fail("ERR_MISSING_PARAMETER", "body", merged);
  }
  target = withQuery(target, query);
  // A described path starts with "/": the base URL always comes first.
  target = joinBaseUrl(baseUrl(merged, operation, described), target, merged);
  addHeaders(operation, view, merged);
  const accept = ownValue(headers, "accept");
  if (typeof accept === "string") headers.accept = applyMediaType(accept, merged.mediaType);
  const type = operation.body?.type;
  if (body !== undefined && type && !type.includes("*") && !hasOwn.call(headers, "content-type")) {
    headers["content-type"] = JSON_TYPE.test(type) && !type.includes(";") ? JSON_CONTENT_TYPE : type;
  }
  return result(method, target, headers, requestBody(method, body, data, headers), ownValue(merged, "request"));
}

function checkRequired(operation: Operation, view: ParameterView, merged: MergedOptions): void {
  for (const parameter of operation.required) {
    const value = valueOf(view, parameter.name);
    if (value === undefined || value === null) {
      throw fail("ERR_MISSING_PARAMETER", parameter.name, merged, ` (a required ${parameter.in} parameter)`);
    }
  }
}

// The values the path template reads: path parameters under their template
// names, and the parameters of a route suffix under their own.
function pathContext({ operation, suffix }: Match, view: ParameterView): { [name: string]: unknown } {
  const context: { [name: string]: unknown } = Object.create(null);
  for (const { name, key } of operation.pathVars) context[key] = valueOf(view, name);
  for (const name of suffix) context[name] = valueOf(view, name);
  return context;
}

// Form parameters in one url-template expression, then the other styles one
// by one. A route suffix's names are its own (the group is skipped then).
function describedQuery({ operation, suffix }: Match, view: ParameterView, merged: MergedOptions): string {
  const { form } = operation;
  let query = "";
  let rest = operation.styled;
  if (form && suffix.size) rest = operation.parameters.query;
  else if (form) {
    const context: TemplateContext = Object.create(null);
    for (const parameter of form.parameters) {
      context[parameter.name] = prepareValue(valueOf(view, parameter.name), parameter.name, merged);
    }
    query = expandForm(form.expression, context, merged);
  }
  for (const parameter of rest) {
    if (suffix.has(parameter.name)) continue;
    const given = valueOf(view, parameter.name);
    if (parameter.style === "deepObject" && isPlain(given)) {
      query += expandPairs(deepObjectPairs(parameter.name, given, merged), parameter.name, merged);
      continue;
    }
    const value = parameterValue(parameter, given, merged);
    if (value !== undefined) query += expandStyled(parameter, value, merged);
  }
  return query;
}

// A `content` parameter's object is sent as JSON text; anything else as
// url-template takes it (lists and maps for arrays and objects).
function parameterValue(parameter: Parameter, value: unknown, merged: MergedOptions): TemplateValue | undefined {
  if (!parameter.json || typeof value !== "object" || value === null)
    return prepareValue(value, parameter.name, merged);
  try {
    return jsonText(value);
  } catch (error) {
    if (error instanceof JsonTextError) throw invalidParameter(parameter.name, merged, value, ` (${error.message})`);
    throw error;
  }
}

// Header parameters as headers (simple style: "a,b", "k,v" or "k=v"), cookie
// parameters as "name=value" pairs of the cookie header. Checked as every header is.
function addHeaders(operation: Operation, view: ParameterView, merged: MergedOptions): void {
  const { headers } = merged;
  for (const parameter of operation.parameters.header) {
    const value = parameterValue(parameter, valueOf(view, parameter.name), merged);
    if (value === undefined) continue;
    const text = headerText(value, parameter.explode);
    setOwn(headers, checkHeader(parameter.name, text, merged).toLowerCase(), text);
  }
  if (!operation.parameters.cookie.length) return;
  const cookies: string[] = [];
  for (const parameter of operation.parameters.cookie) {
    const value = parameterValue(parameter, valueOf(view, parameter.name), merged);
    if (value === undefined) continue;
    const pieces = parameter.explode && Array.isArray(value) ? value : [value];
    for (const piece of pieces) cookies.push(`${parameter.name}=${expandSimple(piece, parameter.explode)}`);
  }
  if (!cookies.length) return;
  const existing = ownValue(headers, "cookie");
  const cookie = (typeof existing === "string" && existing ? [existing, ...cookies] : cookies).join("; ");
  checkHeader("cookie", cookie, merged);
  headers.cookie = cookie;
}

function headerText(value: TemplateValue, explode: boolean): string {
  if (typeof value === "string") return value;
  if (Array.isArray(value)) return value.join(",");
  const map = value as { readonly [key: string]: string };
  return Object.keys(map)
    .map((key) => (explode ? `${key}=${map[key]}` : `${key},${map[key]}`))
    .join(",");
}

// The operation's own server replaces the document's, never a baseUrl the caller gave.
function baseUrl(merged: MergedOptions, operation: Operation, { serverBase }: Described): unknown {
  const base = ownValue(merged, "baseUrl");
  return operation.server !== undefined && serverBase !== undefined && base === serverBase ? operation.server : base;
}
