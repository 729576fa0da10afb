import { endpointError } from "../util/errors.js";
import { describeValue } from "../util/describe-value.js";
import { decodeQueryText } from "../template/query-keys.js";
import type { TemplateValue } from "../template/url-template.js";

const NO_KEYS: readonly string[] = [];

/**
 * The query keys values may not write: the names the request declares (an
 * operation's query parameters, or a querystring form's Encoding Objects),
 * `more` keys (the properties a form was given) and the path's literal
 * keys, gathered into one set only when a value could write a key. A key
 * written twice throws `ERR_INVALID_PARAMETER`; an `allowReserved` value's
 * `#` throws `ERR_UNSAFE_PARAMETER`: servers disagree on which of two pairs
 * wins, and lose the rest of the query after a `#`.
 *
 * @example
 * const keys = new QueryKeyGuard([{ name: "tenant" }], new Set());
 * keys.check("m", ["tenant"]); // throws Invalid parameter "m" ... the query key "tenant"
 */
export class QueryKeyGuard {
  private taken: ReadonlySet<string> | undefined;

  constructor(
    private readonly declared: ReadonlyArray<{ readonly name: string }>,
    private readonly literalKeys: ReadonlySet<string>,
    private readonly more: readonly string[] = NO_KEYS,
  ) {}

  /**
   * The keys a value writes besides the pairs its structure writes
   * (`own`: its own name `name` is one of those, as an exploded map's key);
   * `blamed` is what the error names (`name` unless given).
   */
  // eslint-disable-next-line max-params -- a key list and who is blamed for it; a bag would cost a call its allocation
  check(name: string, written: readonly string[], own = true, blamed = name): void {
    for (const key of written) {
      if (own && key === name) continue;
      this.taken ??= new Set([...this.declared.map(({ name }) => name), ...this.more, ...this.literalKeys]);
      if (key !== name && !this.taken.has(key)) continue;
      const detail = ` (it writes the query key ${describeValue(key)}, which a parameter or the path writes, and servers disagree on which wins)`;
      throw endpointError("ERR_INVALID_PARAMETER", blamed, detail);
    }
  }

  /** An allowReserved value (prepared, and expanded as `text`): no "#", and the `&key=` its texts write. */
  // eslint-disable-next-line max-params -- as check
  checkReserved(name: string, value: TemplateValue, text: string, blamed = name): void {
    if (text.includes("#")) {
      throw endpointError("ERR_UNSAFE_PARAMETER", blamed, ': it adds a fragment ("#") to the query');
    }
    if (!text.includes("&", 1)) return;
    const written: string[] = [];
    for (const item of textsOf(value)) {
      // split gives at least one piece; the first is the value's own text.
      for (const pair of item.split("&").slice(1)) written.push(decodeQueryText(pair.split("=", 1)[0]!));
    }
    this.check(name, written, false, blamed);
  }
}

// The texts of a prepared value: a string, a list's items, a map's values.
function textsOf(value: TemplateValue): readonly string[] {
  if (typeof value === "string") return [value];
  return Array.isArray(value) ? (value as readonly string[]) : Object.values(value as { [key: string]: string });
}
