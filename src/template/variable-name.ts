import { parse } from "./url-template.js";

// An RFC 6570 varname (§2.3: varchars, "." between them; and "-", which
// compile-template allows too).
const VARNAME = /^(?:\w|%[\da-f]{2})(?:[.-]?(?:\w|%[\da-f]{2}))*$/i;

// url-template encodes a `{name}` value as RFC 6570 says: everything but the
// unreserved characters. Three of those cannot stand in a varname where they
// are, so they are written as the triplets RFC 3986 gives them.
const ENCODED = parse("{name}");
const UNRESERVED_OUTSIDE_VARNAME: { readonly [character: string]: string } = { "-": "%2D", ".": "%2E", "~": "%7E" };

/**
 * The variable name url-template is given for a parameter name: the name
 * itself when RFC 6570 can hold it, else its pct-encoded form (`$id` as
 * `%24id`), encoded by url-template. No other name takes that form, and a
 * matrix or form expression writes it in the URL as the real name, encoded.
 * `undefined` for a name no URI can hold (a lone surrogate).
 *
 * @example
 * variableName("owner");   // "owner"
 * variableName("$id");     // "%24id"
 * variableName("a~b");     // "a%7Eb"
 * variableName("\uD800"); // undefined
 */
export function variableName(name: string): string | undefined {
  if (VARNAME.test(name)) return name;
  let encoded: string;
  try {
    encoded = ENCODED.expand({ name });
  } catch {
    return undefined;
  }
  return encoded.replace(/[-.~]/g, (character) => UNRESERVED_OUTSIDE_VARNAME[character] as string);
}
