import { isPlain } from "../util/is-plain.js";
import { describeValue } from "../util/describe-value.js";
import { hasOwn } from "../util/own.js";
import { sentMethod } from "../util/methods.js";
import { invalid } from "./table-checks.js";

type Json = { [key: string]: unknown };

// A path item's operation fields. TRACE has no fetch form (fetch refuses to
// send it): its operations are left out, as are CONNECT and TRACK.
const FIELDS = ["get", "put", "post", "delete", "options", "head", "patch", "query"];
const FIXED = new Set([...FIELDS, "trace"]);

/** One operation of a path item: the method as sent, the operation, its JSON pointer. */
export interface Found {
  readonly method: string;
  readonly operation: Json;
  readonly pointer: string;
}

/**
 * The operations of a path item: its fixed fields (OpenAPI 3.2's `query`
 * too, as `QUERY`), then OpenAPI 3.2's `additionalOperations`, each method
 * spelled as the map writes it (`COPY`, `PROPFIND`). A key that a fixed
 * field names (`POST`, in any case) or that is no HTTP method throws
 * `ERR_INVALID_OPTION`; methods fetch cannot send are left out. Own
 * properties only.
 *
 * @example
 * operationsOf({ get: {}, additionalOperations: { COPY: {} } }, "#/paths/~1a").map((found) => found.method);
 * // ["GET", "COPY"]
 */
export function operationsOf(item: Json, pointer: string): Found[] {
  const found: Found[] = [];
  for (const field of FIELDS) {
    if (hasOwn(item, field)) found.push(operation(field.toUpperCase(), item[field], `${pointer}/${field}`));
  }
  if (!hasOwn(item, "additionalOperations")) return found;
  const more = item.additionalOperations;
  const at = `${pointer}/additionalOperations`;
  if (!isPlain(more)) throw invalid(at, "expected an object");
  for (const method of Object.keys(more)) {
    const where = `${at}/${method.replace(/~/g, "~0").replace(/\//g, "~1")}`;
    if (FIXED.has(method.toLowerCase())) throw invalid(where, `${describeValue(method)} belongs in its own field`);
    if (!/^[!#$%&'*+.^_`|~\w-]+$/.test(method)) throw invalid(where, "expected an HTTP method");
    if (sentMethod(method) === method) found.push(operation(method, more[method], where));
  }
  return found;
}

function operation(method: string, value: unknown, pointer: string): Found {
  if (!isPlain(value)) throw invalid(pointer, "expected an operation object");
  return { method, operation: value, pointer };
}
