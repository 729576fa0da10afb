/**
 * Calls generated from a real OpenAPI description, for the test that the
 * types openapi-typescript makes of it accept every operation and refuse
 * every seeded mistake. Values come from the description's own schemas (not
 * from the generated types), so the two are checked against each other.
 *
 * Each call is a route and an options object as source text; `runtime` is
 * the same options as a value where the call can run as it is.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type Schema = { [key: string]: Json };

/** One parameter of an operation, its `$ref`s resolved. */
interface Parameter {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  required: boolean;
  schema: Schema | undefined;
}

/** One operation: route parts, its parameters, and its body's media type and whether it is required. */
export interface OperationInfo {
  method: string;
  path: string;
  parameters: Parameter[];
  body: { mediaType: string; required: boolean } | undefined;
}

/** A generated call: `source` is `api(<route>, <options>)` without the function name. */
export interface Call {
  route: string;
  options: string;
  /** What the mistake is (invalid calls) or which form the call takes (valid ones). */
  note: string;
  /** The options as a value, for the run-time half (a body as `{}`: the types check its schema, not the runtime). */
  runtime?: { [key: string]: unknown };
}

const METHODS = ["get", "put", "post", "delete", "options", "head", "patch"];
const QUERY_METHODS = new Set(["get", "head", "options"]);
// The names the runtime reads as options, and their near misses (src/util/option-names.ts).
const OPTION_NAMES = ["method", "baseurl", "url", "headers", "mediatype", "request", "data", "parameters", "openapi"];
const VARIABLE_NAME = /^(?:\w|%[\da-f]{2})(?:[.-]?(?:\w|%[\da-f]{2}))*$/i;

/** Whether the runtime reads `name` as an option (or refuses it as a near miss): it goes in `parameters`. */
function optionLike(name: string): boolean {
  return OPTION_NAMES.includes(name.replace(/[-_]/g, "").toLowerCase());
}

/** Resolves local `$ref`s (the descriptions used are bundled: every reference is local). */
function resolver(document: Schema): (value: unknown) => Schema | undefined {
  return (value) => {
    let current = value as Schema | undefined;
    for (let hops = 0; current && typeof current.$ref === "string" && hops < 20; hops++) {
      const pointer = current.$ref.replace(/^#\//, "").split("/");
      current = pointer.reduce<unknown>(
        (node, key) => (node as Schema | undefined)?.[key.replace(/~1/g, "/").replace(/~0/g, "~")],
        document,
      ) as Schema | undefined;
    }
    return current;
  };
}

/** Every operation of the description rest-endpoint can send (not TRACE), with path-level parameters merged. */
export function operations(document: Schema): OperationInfo[] {
  const resolve = resolver(document);
  const result: OperationInfo[] = [];
  for (const [path, itemValue] of Object.entries((document.paths ?? {}) as Schema)) {
    const item = resolve(itemValue) ?? {};
    for (const method of METHODS) {
      const operation = resolve(item[method]);
      if (!operation) continue;
      const byKey = new Map<string, Parameter>();
      for (const raw of [...((item.parameters ?? []) as Json[]), ...((operation.parameters ?? []) as Json[])]) {
        const p = resolve(raw);
        if (!p || typeof p.name !== "string" || typeof p.in !== "string") continue;
        // OpenAPI ignores these header parameters (they are set by other means), and so does rest-endpoint.
        if (p.in === "header" && /^(accept|content-type|authorization)$/i.test(p.name)) continue;
        const schema = resolve(p.schema);
        const parameter = { name: p.name, in: p.in, required: p.required === true || p.in === "path", schema };
        byKey.set(`${p.in} ${p.name}`, parameter as Parameter);
      }
      const requestBody = resolve(operation.requestBody);
      const content = resolve(requestBody?.content);
      const mediaTypes = Object.keys(content ?? {});
      const mediaType = mediaTypes.find((type) => /[/+]json\b/.test(type)) ?? mediaTypes[0];
      const body = mediaType ? { mediaType, required: requestBody?.required === true } : undefined;
      result.push({ method, path, parameters: [...byKey.values()], body });
    }
  }
  return result;
}

/** A JavaScript value the schema allows (its first enum member, first alternative, required properties). */
function sample(schemaValue: unknown, resolve: (value: unknown) => Schema | undefined, depth = 0): Json {
  const schema = resolve(schemaValue);
  if (!schema || depth > 8) return "x";
  if (Array.isArray(schema.enum)) return schema.enum.find((value) => value !== null) ?? "x";
  if (schema.const !== undefined) return schema.const;
  const alternatives = (schema.oneOf ?? schema.anyOf) as Json[] | undefined;
  if (alternatives?.length)
    return sample(
      alternatives.find((a) => resolve(a)?.type !== "null"),
      resolve,
      depth + 1,
    );
  if (Array.isArray(schema.allOf)) {
    const parts = schema.allOf.map((part) => resolve(part) ?? {});
    const merged: Schema = { type: "object", properties: {}, required: [] };
    for (const part of parts) {
      Object.assign(merged.properties as Schema, part.properties ?? {});
      (merged.required as Json[]).push(...((part.required ?? []) as Json[]));
    }
    if (parts.every((part) => !part.properties)) return sample(parts[0], resolve, depth + 1);
    return sample(merged, resolve, depth + 1);
  }
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
  if (type === "integer" || type === "number") return 1;
  if (type === "boolean") return true;
  if (type === "array") return [sample(schema.items, resolve, depth + 1)];
  if (type === "object" || schema.properties) {
    const value: { [key: string]: Json } = {};
    const properties = (schema.properties ?? {}) as Schema;
    for (const name of (schema.required ?? []) as string[]) value[name] = sample(properties[name], resolve, depth + 1);
    return value;
  }
  return "x";
}

/** A value of another type than the schema's one scalar type, or undefined when the schema is not that plain. */
// A header value is a string: a scalar sample as String() writes it, an
// object or list sample as its JSON text.
function headerText(value: Json): string {
  return typeof value === "object" && value !== null ? JSON.stringify(value) : String(value);
}

function wrongType(schema: Schema | undefined): Json | undefined {
  if (!schema || schema.enum || schema.oneOf || schema.anyOf || schema.allOf || Array.isArray(schema.type))
    return undefined;
  if (schema.type === "string") return 12345;
  if (schema.type === "integer" || schema.type === "number" || schema.type === "boolean")
    return "not-a-scalar-of-that-type";
  return undefined;
}

/** A string outside the schema's string enum, or undefined when it has none. */
function offEnum(schema: Schema | undefined): string | undefined {
  const values = schema?.enum;
  if (!Array.isArray(values) || !values.length || !values.every((v) => typeof v === "string")) return undefined;
  return "zz-not-in-the-enum";
}

const key = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name));

/** The options object as source text; `body` is the source of the `data` value. */
function render(values: Map<string, Json>, extra: { [key: string]: string }): string {
  const flat: string[] = [];
  const inside: string[] = [];
  for (const [name, value] of values) (optionLike(name) ? inside : flat).push(`${key(name)}: ${JSON.stringify(value)}`);
  if (inside.length) flat.push(`parameters: { ${inside.join(", ")} }`);
  for (const [name, source] of Object.entries(extra)) flat.push(`${name}: ${source}`);
  return `{ ${flat.join(", ")} }`;
}

/** The same options as a value. */
function value(values: Map<string, Json>, extra: { [key: string]: unknown }): { [key: string]: unknown } {
  const result: { [key: string]: unknown } = {};
  const inside: { [key: string]: unknown } = {};
  for (const [name, v] of values) (optionLike(name) ? inside : result)[name] = v;
  if (Object.keys(inside).length) result.parameters = inside;
  return Object.assign(result, extra);
}

/**
 * The source of `data` for an operation's body: a value of the generated
 * type for that media type (`Body<"PATCH /x">` in the call file, `{}` at run
 * time), so the data form is checked whatever the body's schema.
 */
function bodySource(op: OperationInfo): string {
  return `body<${JSON.stringify(`${op.method} ${op.path}`)}, ${JSON.stringify(op.body?.mediaType)}>()`;
}

/** `data` at run time: the body passes through unread, so any object stands for the schema's. */
function bodyValue(op: OperationInfo): { data?: object } {
  return sendsBody(op) ? { data: {} } : {};
}

/** Whether a body is sent: only for methods other than GET, HEAD, OPTIONS, and only a required one here. */
function sendsBody(op: OperationInfo): boolean {
  return !!op.body?.required && !QUERY_METHODS.has(op.method);
}

/**
 * Valid and invalid calls of an endpoint given the description at run time
 * (`defaults<paths>({ openapi })`): every parameter flat by name, named like
 * an option in `parameters`, a required body as `data`. Mistakes are seeded
 * into every `mistakesEvery`-th operation (all of them by default).
 */
export function describedCalls(
  document: Schema,
  ops: OperationInfo[],
  mistakesEvery = 1,
): { valid: Call[]; invalid: Call[] } {
  const resolve = resolver(document);
  const valid: Call[] = [];
  const invalid: Call[] = [];
  for (const [index, op] of ops.entries()) {
    const route = `${op.method.toUpperCase()} ${op.path}`;
    const required = op.parameters.filter((p) => p.required);
    const values = new Map(required.map((p) => [p.name, sample(p.schema, resolve)]));
    const extra: { [key: string]: string } = sendsBody(op) ? { data: bodySource(op) } : {};
    const runtime = value(values, bodyValue(op));
    valid.push({ route, options: render(values, extra), note: "required parameters", runtime });
    const optional = op.parameters.find((p) => !p.required && !values.has(p.name));
    if (optional) {
      const more = new Map(values).set(optional.name, sample(optional.schema, resolve));
      valid.push({
        route,
        options: render(more, extra),
        note: `optional ${optional.in} parameter`,
        runtime: value(more, bodyValue(op)),
      });
    }
    if (index % mistakesEvery !== 0) continue;
    for (const where of ["path", "query", "header"] as const) {
      const missing = required.find((p) => p.in === where);
      if (!missing) continue;
      const fewer = new Map(values);
      fewer.delete(missing.name);
      invalid.push({ route, options: render(fewer, extra), note: `missing ${where} parameter ${missing.name}` });
    }
    for (const p of op.parameters) {
      const wrong = wrongType(p.schema);
      if (wrong === undefined) continue;
      invalid.push({
        route,
        options: render(new Map(values).set(p.name, wrong), extra),
        note: `${p.name} of a wrong type`,
      });
      break;
    }
    for (const p of op.parameters) {
      const off = offEnum(p.schema);
      if (off === undefined) continue;
      invalid.push({ route, options: render(new Map(values).set(p.name, off), extra), note: `${p.name} off its enum` });
      break;
    }
    if (sendsBody(op)) invalid.push({ route, options: render(values, {}), note: "missing required body" });
    if (QUERY_METHODS.has(op.method))
      invalid.push({ route, options: render(values, { data: "{}" }), note: "data on " + op.method });
  }
  invalid.push(...unknownRoutes(ops));
  return { valid, invalid };
}

/** Routes the description does not have: a path, a method of an existing path, a path with a typo. */
function unknownRoutes(ops: OperationInfo[]): Call[] {
  const [first] = ops;
  if (first === undefined) throw new Error("the description has no operations");
  const methods = new Set(ops.filter((op) => op.path === first.path).map((op) => op.method));
  const absent = METHODS.find((m) => !methods.has(m)) ?? "trace";
  return [
    { route: "GET /zz-no-such-path", options: "{}", note: "unknown path" },
    { route: `${absent.toUpperCase()} ${first.path}`, options: "{}", note: "method the path lacks" },
    { route: `${first.method.toUpperCase()} ${first.path}zz`, options: "{}", note: "path with a typo" },
  ];
}

/**
 * Valid calls of an endpoint typed without the description
 * (`defaults<paths>()`): the plain rules, so a required query parameter of
 * another method than GET, HEAD, OPTIONS is named in the route, and header
 * parameters go in `headers`. `skipped` counts the operations this mode
 * cannot call as they are, by reason.
 */
export function plainCalls(
  document: Schema,
  ops: OperationInfo[],
  mistakesEvery = 1,
): { valid: Call[]; invalid: Call[]; skipped: { [reason: string]: number } } {
  const resolve = resolver(document);
  const valid: Call[] = [];
  const invalid: Call[] = [];
  const skipped: { [reason: string]: number } = {};
  const skip = (reason: string) => (skipped[reason] = (skipped[reason] ?? 0) + 1);
  for (const [index, op] of ops.entries()) {
    if (/:[A-Za-z_]/.test(op.path)) {
      skip(":name in the path");
      continue;
    }
    const required = op.parameters.filter((p) => p.required);
    const inUrl = required.filter((p) => p.in === "path" || p.in === "query");
    const values = new Map(inUrl.map((p) => [p.name, sample(p.schema, resolve)]));
    if (required.some((p) => p.in === "cookie")) {
      skip("required cookie parameter");
      continue;
    }
    const query = required.filter((p) => p.in === "query");
    if (
      query.some(
        (p) =>
          values.get(p.name) !== null && typeof values.get(p.name) === "object" && !Array.isArray(values.get(p.name)),
      )
    ) {
      skip("required object query parameter");
      continue;
    }
    let route = `${op.method.toUpperCase()} ${op.path}`;
    if (query.length && !QUERY_METHODS.has(op.method)) {
      if (!query.every((p) => VARIABLE_NAME.test(p.name))) {
        skip("required query parameter of a body method named unlike an RFC 6570 variable");
        continue;
      }
      route += `{?${query.map((p) => p.name).join(",")}}`;
    }
    const headerValues = Object.fromEntries(
      required.filter((p) => p.in === "header").map((p) => [p.name, headerText(sample(p.schema, resolve))]),
    );
    const extra: { [key: string]: string } = {};
    if (Object.keys(headerValues).length) extra.headers = JSON.stringify(headerValues);
    if (sendsBody(op)) extra.data = bodySource(op);
    const runtimeExtra = Object.keys(headerValues).length ? { headers: headerValues, ...bodyValue(op) } : bodyValue(op);
    valid.push({
      route,
      options: render(values, extra),
      note: "required parameters",
      runtime: value(values, runtimeExtra),
    });
    if (index % mistakesEvery !== 0) continue;
    for (const where of ["path", "query"] as const) {
      const missing = required.find((p) => p.in === where);
      if (!missing) continue;
      const fewer = new Map(values);
      fewer.delete(missing.name);
      invalid.push({ route, options: render(fewer, extra), note: `missing ${where} parameter ${missing.name}` });
    }
    const [header, text] = Object.entries(headerValues)[0] ?? [];
    if (header && text !== undefined) {
      const flat = new Map(values).set(header, text);
      invalid.push({ route, options: render(flat, extra), note: `header ${header} passed as a parameter` });
    }
    if (QUERY_METHODS.has(op.method))
      invalid.push({ route, options: render(values, { ...extra, data: "{}" }), note: "data on " + op.method });
  }
  invalid.push(...unknownRoutes(ops));
  return { valid, invalid, skipped };
}
