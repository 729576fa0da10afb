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
