import type { CompiledTemplate } from "../template/template-parts.js";
import type { MergedHeaders, MergedOptions } from "../types/index.js";
import type { Parameters } from "./parameter-view.js";

/**
 * What an OpenAPI description contributes to a call: where its operation
 * places each parameter. The request builder (`parseOptions`) reads the
 * parameters in its one pass, asks the plan to place them, and writes the
 * request as it writes any other; a call without a description has no plan
 * (its URL template places its names, and the rest are leftovers).
 *
 * @example
 * parseOptions(merged, operationPlan(match, described));
 */
export interface Plan {
  /** The operation's URL template, compiled. */
  readonly template: CompiledTemplate;
  /** The names the operation declares (and a route suffix's): never leftovers. */
  readonly placed: ReadonlySet<string>;
  /** Places the parameters read, checking what the description requires. */
  place(read: Parameters, merged: MergedOptions): Placement;
}

/**
 * Where a plan put a call's parameters.
 *
 * @example
 * const { values, query } = plan.place(read, merged); // the path's values, "&tags=a&tags=b"
 */
export interface Placement {
  /** The values the template reads, by its variables' names. */
  readonly values: { readonly [name: string]: unknown };
  /** The query pairs it writes (`&a=1`), before the leftovers. */
  readonly query: string;
  /** The body as given: `data`, or a body parameter. */
  readonly data: unknown;
  /** The body made of parameters when there is no `data` (form fields, leftovers). */
  readonly body: unknown;
  /** Leftover query parameters follow GitHub's rule for search terms (`q` keeps its "+"). */
  readonly searchTerms: boolean;
  /** The base URL the path is joined to: asked for once the URL is written, so the path's errors come first. */
  baseUrl(): unknown;
  /** Adds what it writes to the headers (header and cookie parameters, accept, content type) and gives the body as sent. */
  finish(headers: MergedHeaders, body: unknown): unknown;
}
