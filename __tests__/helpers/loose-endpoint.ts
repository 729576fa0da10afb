import type { EndpointInterface, MergedOptions, RequestOptions } from "../../src/index.js";

/** `endpoint` without its compile-time checks, for calls that are wrong on purpose. */
export interface LooseEndpoint {
  (...args: unknown[]): RequestOptions;
  readonly DEFAULTS: Readonly<MergedOptions>;
  defaults(options: unknown): LooseEndpoint;
  merge(...args: unknown[]): MergedOptions;
  parse(options: unknown): RequestOptions;
}

/**
 * The same function, typed to accept anything: hostile-input tests pass
 * routes and options that the route and option types reject at compile time.
 *
 * @example
 * const api = loose(endpoint);
 * expect(() => api("GTE /x")).toThrow(EndpointError);
 */
export function loose(endpoint: EndpointInterface): LooseEndpoint {
  return endpoint as unknown as LooseEndpoint;
}
