/** What a route of an OpenAPI description answers with: its 2xx response body as the schema types it. */
import type { JsonMediaType } from "./openapi-body.js";
import type { Field, Operation, ParseRoute } from "./openapi-route.js";

/**
 * The body of a described route's successful (2xx) responses, as
 * openapi-typescript types it: per 2xx status, its JSON media type's schema
 * when it has one, else its media types' (a union of statuses is a union of
 * bodies); `undefined` for a status without content (204). `unknown` for a
 * route the schema lacks. Wrappers return it so a described client's
 * responses are typed without casts (docs/typescript.md).
 *
 * @example
 * type Tasks = OperationResponse<paths, "GET /lists/{list_id}/tasks">; // components["schemas"]["Task"][]
 */
export type OperationResponse<Paths extends object, Route extends string> =
  ParseRoute<Route> extends [infer M extends string, infer P extends string, string]
    ? SuccessBody<Field<Operation<Paths, P, M>, "responses">>
    : unknown;

/** The 2xx status keys openapi-typescript writes: numbers (`200`), and `"2XX"` for a range. */
type SuccessStatus = 200 | 201 | 202 | 203 | 204 | 205 | 206 | 207 | 208 | 226 | `2${string}`;

type SuccessBody<Responses> = [Extract<keyof Responses, SuccessStatus>] extends [never]
  ? unknown
  : Responses[Extract<keyof Responses, SuccessStatus>] extends infer R
    ? R extends unknown
      ? ContentBody<Field<R, "content">>
      : never
    : never;

/** JSON when the response offers it, else every media type's body; no content: `undefined`. */
type ContentBody<Content> = [Content] extends [never]
  ? undefined
  : [Extract<keyof Content, JsonMediaType>] extends [never]
    ? Content[keyof Content]
    : Content[Extract<keyof Content, JsonMediaType>];
