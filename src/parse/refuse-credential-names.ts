import { endpointError } from "../util/errors.js";
import { hasOwn, ownValue } from "../util/own.js";
import { isCredentialName } from "../util/option-names.js";
import { isBodyless } from "../util/methods.js";
import type { MergedOptions } from "../types/index.js";

/**
 * Refuses a parameter named like a credential header (`authorization`,
 * `proxy-authorization`, `cookie`, any case) that would be sent as a leftover
 * parameter: in the query string, and so in every log on its way, or in the
 * body. It was meant as a header. A name the template or the description
 * places (`declared`) and a key of the `parameters` option pass: there the
 * caller said where it goes. The value is never part of the message.
 *
 * @example
 * refuseCredentialNames(mergeOptions(DEFAULTS, "GET /user", { authorization: "token x" }), new Set());
 * // EndpointError: Invalid option "authorization" (did you mean "headers"? ...)
 */
export function refuseCredentialNames(merged: MergedOptions, declared: ReadonlySet<string>): void {
  // for...in, not Object.keys: no array per call. Own keys only, as ever.
  for (const key in merged) {
    if (!isCredentialName(key) || !hasOwn(merged, key)) continue;
    if (merged[key] === undefined || declared.has(key) || given(merged, key)) continue;
    const place = isBodyless(merged.method) ? "the URL's query string" : "the body";
    throw endpointError(
      "ERR_INVALID_OPTION",
      key,
      ` (did you mean "headers"? A parameter named like a credential header would go into ${place}; ` +
        `pass it in "parameters" to send it there on purpose)`,
    );
  }
}

// A key of the `parameters` option (a plain object: mergeOptions, which
// every merged options come from, refuses any other value): sent as a
// parameter on purpose.
function given(merged: MergedOptions, key: string): boolean {
  const parameters = ownValue(merged, "parameters");
  return parameters !== undefined && hasOwn(parameters as object, key);
}
