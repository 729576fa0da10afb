/** The request body of an OpenAPI operation as parameters: its JSON object's properties, or `data`. */
import type { CompileError, MethodWithArticle } from "./compile-error.js";
import type { OptionLike, OptionName } from "./defaults.js";
import type { Field, QueryMethod } from "./openapi-route.js";

/**
 * The request body: the properties of a JSON object body as parameters
 * (unless one it requires is an option or parameter name, or it is a map),
 * or any body as `data`; with the description, a required body needs `data`
 * or one property at least. No body in the schema: neither. GET, HEAD,
 * OPTIONS send none, whatever the schema says: `data` there is a
 * {@link CompileError} that says so. An optional body (`requestBody?`) makes
 * both optional.
 */
export type BodyParameters<
  Op,
  M extends string,
  UrlKeys extends string,
  Described extends boolean,
> = M extends QueryMethod
  ? { data?: CompileError<`${MethodWithArticle<Uppercase<M>>} request has no body: data is not allowed`> }
  : [Field<Op, "requestBody">] extends [never]
    ? {}
    : Field<Field<Op, "requestBody">, "content"> extends infer Content
      ? Body<Content, Described> extends infer B
        ? {} extends Pick<Op, "requestBody" & keyof Op>
          ? OptionalBody<B, PropertyBody<Content, Described>, UrlKeys, Described>
          : // Built first, so it comes first in the union: TypeScript reports a
            // mismatch against the last of equally close members, the properties.
            { data: B } & NoProperties<PropertyBody<Content, Described>, UrlKeys, Described> extends infer DataForm
            ? DataForm | NonEmpty<BodyProperties<PropertyBody<Content, Described>, UrlKeys, Described>, Described>
            : never
        : never
      : never;

/**
 * An optional body: none, `data`, or its properties. With the description a
 * body given by its properties has the schema's required ones (Twilio's
 * form bodies are optional, their `To` is not); without it, every property
 * is optional.
 */
type OptionalBody<B, P, UrlKeys extends string, Described extends boolean> = Described extends true
  ? ({ data?: B } & NoProperties<P, UrlKeys, true>) | BodyProperties<P, UrlKeys, true>
  : { data?: B } | Partial<BodyProperties<P, UrlKeys, false>>;

/**
 * With the description, a required body given by properties needs at least
 * one of them (none given is a missing body, which throws); without it the
 * plain rules send whatever is given.
 */
type NonEmpty<P, Described extends boolean> = Described extends true
  ? [Exclude<RequiredKeys<P>, "data">] extends [never]
    ? P & { [K in Exclude<keyof P, "data">]-?: { [Q in K]-?: Exclude<P[K], undefined> } }[Exclude<keyof P, "data">]
    : P
  : P;

/** JSON media types (`application/json`, `...+json`): a body rest-endpoint builds from parameters, a response a client parses. */
export type JsonMediaType = "application/json" | `application/json;${string}` | `application/${string}+json`;

/** The JSON body, if the operation takes one (else `never`: its body is only given as `data`). */
type JsonBody<Content> = Content[Extract<keyof Content, JsonMediaType>];

/** Form bodies: built by the caller without the description, from an object by `toFetchArgs` with it. */
type FormMediaType = "application/x-www-form-urlencoded" | "multipart/form-data";

/**
 * The body given by its properties: a JSON body; with the description also
 * a form body (`toFetchArgs` encodes the object the runtime builds).
 */
type PropertyBody<Content, Described extends boolean> = [JsonBody<Content>] extends [never]
  ? Described extends true
    ? Content[Extract<keyof Content, FormMediaType>]
    : never
  : JsonBody<Content>;

/**
 * What `data` may be. With the description: the schema of every declared
 * media type (a form's fields as an object, which `toFetchArgs` encodes).
 * Without it: the JSON body when there is one; for a form, any value (the
 * plain rules would send an object as JSON, so the client builds the form);
 * else the body of the media type the schema gives.
 */
type Body<Content, Described extends boolean> = Described extends true
  ? FreeForm<Content[keyof Content]>
  : [JsonBody<Content>] extends [never]
    ? [Extract<keyof Content, FormMediaType>] extends [never]
      ? FreeForm<Content[keyof Content]>
      : unknown
    : FreeForm<JsonBody<Content>>;

/**
 * openapi-typescript types an object schema without properties (`type:
 * object`, which allows any property) as `Record<string, never>` unless
 * `--empty-objects-unknown` is given: read as the free-form object it is.
 */
type FreeForm<B> =
  B extends Record<string, never>
    ? string extends keyof B
      ? [B[string]] extends [never]
        ? { [key: string]: unknown }
        : B
      : B
    : B;

/**
 * Each object member of the body, without the keys a parameter or an option
 * takes. A body that also allows other properties (an index signature)
 * offers its declared ones; a map or free-form object has none (only `data`):
 * its index signature would clash with the parameters' types.
 */
type BodyProperties<B, UrlKeys extends string, Described extends boolean> = B extends readonly unknown[]
  ? never
  : B extends object
    ? string extends keyof B
      ? [keyof Declared<B>] extends [never]
        ? never
        : PropertiesForm<Declared<B>, UrlKeys, Described>
      : PropertiesForm<B, UrlKeys, Described>
    : never;

type PropertiesForm<B, UrlKeys extends string, Described extends boolean> = [
  Extract<RequiredKeys<B>, OptionKeys<keyof B & string, Described> | UrlKeys>,
] extends [never]
  ? Omit<B, OptionKeys<keyof B & string, Described> | UrlKeys> & { data?: never }
  : never;

/**
 * The property names that cannot be given flat: option names, and without
 * the description their near misses too (`Url`, `Method`), which the plain
 * rules refuse. With the description a declared property named like an
 * option is that property (Twilio's `Url`, `Method`), as at run time; only
 * an option's exact name goes through `parameters` (or `data`).
 */
type OptionKeys<K extends string, Described extends boolean> = Described extends true
  ? Extract<K, OptionName>
  : OptionLike<K>;

/** `B`'s declared properties, without its index signatures. */
type Declared<B> = { [K in keyof B as string extends K ? never : number extends K ? never : K]: B[K] };

/** With `data`, the body's own properties are not sent: giving one is a mistake (index signatures aside). */
type NoProperties<B, UrlKeys extends string, Described extends boolean> = {
  [K in Exclude<BodyKeys<B>, UrlKeys | OptionKeys<BodyKeys<B>, Described>>]?: never;
};

/** The declared property names of an object body; none for a list or a scalar. */
type BodyKeys<B> = B extends readonly unknown[]
  ? never
  : B extends object
    ? string extends keyof B
      ? keyof Declared<B> & string
      : keyof B & string
    : never;

/**
 * The keys of `T` that are not optional.
 *
 * @example
 * type K = RequiredKeys<{ a: 1; b?: 2 }>; // "a"
 */
export type RequiredKeys<T> = { [K in keyof T]-?: {} extends Pick<T, K> ? never : K }[keyof T];
