/**
 * The parameters of merged options, as the pass over them
 * (`readParameters`) reads them: values by name (the merged options
 * themselves, unless the `parameters` option adds some), and the names
 * that are options, never parameters.
 *
 * @example
 * const { params, ignored }: ParameterView = readParameters(merged, template.names, pass);
 * ignored.has("url") ? undefined : params.url;
 */
export interface ParameterView {
  readonly params: { readonly [name: string]: unknown };
  readonly ignored: ReadonlySet<string>;
}

/**
 * The parameters of a call as the one pass reads them: the view, and its
 * leftovers as a body when the pass gathers one.
 *
 * @example
 * const { body, leftovers }: Parameters = readParameters(merged, template.names, { body: "json", nestedQuery: true });
 */
export interface Parameters extends ParameterView {
  /** The leftover parameters as a body object; undefined when the pass gathers none, or there are none. */
  readonly body: object | undefined;
  /** Some leftover parameter has a value (not undefined). */
  readonly leftovers: boolean;
}
