/** What the types know about an `endpoint` function's defaults. */
import type { RequestMethod } from "./request-method.js";

/**
 * What the types know about an `endpoint` function's defaults: the method a
 * URL-only route gets, the default `url` (a literal when it was one), and the
 * parameters that have a value, which later calls may leave out, and the
 * headers that have one (a header parameter of an OpenAPI description they
 * give may be left out too).
 *
 * @example
 * type Api = EndpointInterface<{ method: "POST"; url: undefined; parameters: "owner" }>;
 */
export interface EndpointDefaults {
  method: RequestMethod;
  url: string | undefined;
  parameters: string;
  /** Lowercase names of the headers the defaults give; left out, none. */
  headers?: string;
}

/**
 * The root `endpoint`'s defaults: GET, no url, no parameters.
 *
 * @example
 * const api: EndpointInterface<RootDefaults> = endpoint;
 */
export interface RootDefaults extends EndpointDefaults {
  method: "GET";
  url: undefined;
  parameters: never;
}
