import { endpointError, type EndpointError } from "../util/errors.js";
import { isBodyless } from "../util/methods.js";

/**
 * The error for a leftover parameter named like a credential header
 * (`authorization`, `proxy-authorization`, `cookie`, any case: see
 * `isCredentialName`): it would be sent in the query string, and so in
 * every log on its way, or in the body of a `method` request. It was meant
 * as a header. The pass over the parameters throws it for a name neither
 * the template nor the description places, unless given in `parameters`,
 * where the caller said where it goes. The value is never part of the message.
 *
 * @example
 * throw credentialNameError("authorization", "GET");
 * // EndpointError: Invalid option "authorization" (did you mean "headers"? ... the URL's query string; ...)
 */
export function credentialNameError(key: string, method: unknown): EndpointError {
  const place = isBodyless(method) ? "the URL's query string" : "the body";
  return endpointError(
    "ERR_INVALID_OPTION",
    key,
    ` (did you mean "headers"? A parameter named like a credential header would go into ${place}; ` +
      `pass it in "parameters" to send it there on purpose)`,
  );
}
