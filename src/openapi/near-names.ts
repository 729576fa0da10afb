import { endpointError } from "../util/errors.js";
import { describeValue } from "../util/describe-value.js";
import { hasOwn } from "../util/own.js";
import type { ParameterView } from "../parse/parameter-view.js";
import type { Operation } from "./route-table.js";

/** An operation's declared names, folded for comparison: built at its first undeclared name. */
interface Declared {
  /** Folded name (lowercase, no `-` or `_`) to the declared name it stands for (the first declared). */
  readonly folded: ReadonlyMap<string, string>;
  /** Each declared name with its folded form, in declaration order, for the spelling distance. */
  readonly names: ReadonlyArray<readonly [name: string, folded: string]>;
}

// Per operation, its index of declared names: only operations that met an
// undeclared name pay for one, and each pays once.
const INDEXES = new WeakMap<Operation, Declared>();
// Names longer than this are compared by letter case and separators only:
// the distance costs their length squared.
const LONGEST = 64;

/**
 * Refuses an undeclared parameter of a described call that is a near miss
 * of a name the operation declares (a parameter, or a property of its body's
 * schema): the same letters in another case or with other `-` and `_`
 * (`pageSize`, `Page-Size` for `page_size`), or a small slip of spelling
 * (one letter added, dropped, changed or two swapped, two for names of 8
 * letters or more: `page_sise`). It throws `ERR_INVALID_PARAMETER` naming
 * the declared name; every other undeclared name is sent as without a
 * description (descriptions are often incomplete), and so are the keys of
 * the `parameters` option, taken as written. The cost is one set
 * lookup per given name; the comparison runs for undeclared names only.
 *
 * @example
 * refuseNearNames(operation, readParameters({ ...merged, page_sise: 10 }, placed, pass), { placed, explicit: undefined });
 * // throws Invalid parameter "page_sise" for route "GET /items" (did you mean "page_size"?)
 */
export function refuseNearNames(
  operation: Operation,
  { params, ignored }: ParameterView,
  { placed, explicit }: { placed: ReadonlySet<string>; explicit: unknown },
): void {
  for (const key of Object.keys(params)) {
    if (placed.has(key) || ignored.has(key) || operation.fields.has(key)) continue;
    // The keys of `parameters` are parameters as written: the way to send a name on purpose.
    if (explicit !== undefined && hasOwn(explicit as object, key)) continue;
    const declared = nearDeclaredName(operation, key);
    if (declared !== undefined) {
      throw endpointError("ERR_INVALID_PARAMETER", key, ` (did you mean ${describeValue(declared)}?)`);
    }
  }
}

/**
 * The declared name (parameter or body property) of the operation that an
 * undeclared `key` is a near miss of, or `undefined`.
 *
 * @example
 * nearDeclaredName(operation, "PageSize"); // "page_size"
 */
function nearDeclaredName(operation: Operation, key: string): string | undefined {
  if (operation.names.size === 0 && operation.fields.size === 0) return undefined;
  let declared = INDEXES.get(operation);
  if (!declared) INDEXES.set(operation, (declared = indexOf(operation)));
  const folded = fold(key);
  const same = declared.folded.get(folded);
  if (same !== undefined) return same;
  if (folded.length > LONGEST) return undefined;
  for (const [name, other] of declared.names) {
    const most = allowed(other);
    if (most > 0 && Math.abs(other.length - folded.length) <= most && distance(folded, other, most) <= most) {
      return name;
    }
  }
  return undefined;
}

function indexOf(operation: Operation): Declared {
  const folded = new Map<string, string>();
  const names: Array<[string, string]> = [];
  for (const name of [...operation.names, ...operation.fields]) {
    const form = fold(name);
    if (folded.has(form)) continue;
    folded.set(form, name);
    if (form.length <= LONGEST) names.push([name, form]);
  }
  return { folded, names };
}

// Letter case and the separators `-` and `_` do not tell names apart.
function fold(name: string): string {
  return name.replace(/[-_]/g, "").toLowerCase();
}

// How many slips a declared name of this (folded) length allows: none for
// short names (`id` and `ip` are different names), one from 4 letters, two
// from 8.
function allowed(folded: string): number {
  if (folded.length >= 8) return 2;
  return folded.length >= 4 ? 1 : 0;
}

/**
 * The Damerau-Levenshtein distance (optimal string alignment: insertions,
 * deletions, substitutions and swaps of two neighbours) between `a` and
 * `b`, or `most + 1` as soon as it must exceed `most`.
 */
function distance(a: string, b: string, most: number): number {
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let least = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      row.push(value);
      least = Math.min(least, value);
    }
    if (least > most) return most + 1;
    before = previous;
    previous = row;
  }
  return previous[b.length]!;
}
