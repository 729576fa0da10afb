import { hasOwn, setOwn } from "../util/own.js";
import { OPTION_NAME_SET } from "../util/option-names.js";
import type { MergedOptions } from "../types/index.js";

/** Parameter values by name, and the names that are options, never parameters. */
export interface ParameterView {
  readonly params: { readonly [name: string]: unknown };
  readonly ignored: ReadonlySet<string>;
}

/**
 * The parameters of merged options: their keys that are not options, plus
 * the keys of the `parameters` option, which are always parameters (a
 * parameter named `url` or `data` goes there). Without `parameters`, the
 * merged options themselves, read with the option names ignored.
 *
 * @example
 * parameterView({ ...merged, owner: "o", parameters: { url: "u" } }).params; // { owner: "o", url: "u" }
 */
export function parameterView(merged: MergedOptions): ParameterView {
  const given = hasOwn(merged, "parameters") ? merged.parameters : undefined;
  // The common case allocates nothing but this small object. `given` is a plain
  // object: mergeOptions, which every merged options come from, refuses any other value.
  if (given === undefined || Object.keys(given).length === 0) return { params: merged, ignored: OPTION_NAME_SET };
  const params: { [name: string]: unknown } = {};
  for (const key of Object.keys(merged)) if (!OPTION_NAME_SET.has(key)) setOwn(params, key, merged[key]);
  for (const key of Object.keys(given)) setOwn(params, key, given[key]);
  return { params, ignored: new Set([...OPTION_NAME_SET].filter((name) => !hasOwn(given, name))) };
}
