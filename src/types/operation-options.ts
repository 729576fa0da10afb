/** The options every route of an OpenAPI-typed endpoint takes, and what `defaults<paths>({ openapi })` takes. */
import type { MediaType, RequestHeaders, RequestMeta } from "./option-values.js";

/**
 * What `defaults<paths>({ openapi })` takes: the description itself (an
 * OpenAPI 3.0/3.1 object, or the compact route table `rest-endpoint openapi`
 * prints), and the options every call shares.
 *
 * @example
 * const options: DescribedOptions = { openapi: description, headers: { authorization: "Bearer t" } };
 */
export interface DescribedOptions extends OperationOptions {
  openapi: object;
  /**
   * The servers' variables (`{ region: "eu-west-1" }`), checked at run time
   * against each variable's `enum`. openapi-typescript's `paths` type has no
   * servers, so the names and values are typed as strings only.
   */
  serverVariables?: { readonly [name: string]: string };
}

/**
 * What every route takes besides its parameters, and what `defaults<paths>()`
 * takes: `method` and `url` come from the route. Parameters are not here: a
 * type argument given explicitly leaves none to infer from the options, so
 * the types could not make them optional; a chained `.defaults({ ... })` can.
 *
 * @example
 * const options: OperationOptions = { baseUrl: "https://tasks.example.com/api/v1", headers: { authorization: "Bearer t" } };
 */
export interface OperationOptions {
  baseUrl?: string;
  headers?: RequestHeaders;
  mediaType?: MediaType;
  request?: RequestMeta;
  /** `false` keeps every request at the origin of `baseUrl` (see `ParameterOptions`). */
  allowAbsoluteUrls?: boolean;
  method?: GivenByTheRoute;
  url?: GivenByTheRoute;
}

/** The type of `method` and `url` in a call's options: no value fits, and the property name says why. */
interface GivenByTheRoute {
  readonly "given by the route (a parameter of this name goes in parameters, a body property in data)": never;
}
