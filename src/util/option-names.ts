/**
 * Keys with a meaning of their own: the one list (the `OptionName` type is
 * read from it). Every other key of the options is a parameter: it fills a
 * placeholder, or goes to the query string or body.
 *
 * @example
 * OPTION_NAMES.includes("baseUrl"); // true
 */
export const OPTION_NAMES = [
  "method",
  "baseUrl",
  "url",
  "headers",
  "mediaType",
  "request",
  "data",
  "parameters",
  "openapi",
  "serverVariables",
  "allowAbsoluteUrls",
] as const;

/**
 * {@link OPTION_NAMES} as a set, for the lookups made for every key of every call.
 *
 * @example
 * OPTION_NAME_SET.has("baseUrl"); // true
 */
export const OPTION_NAME_SET: ReadonlySet<string> = new Set(OPTION_NAMES);

/**
 * Other HTTP clients' names for an option, each with the option it means
 * here: ky's `prefixUrl` is `baseUrl`. Near misses like the option names'
 * own (the type of the near misses is read from it too).
 *
 * @example
 * OTHER_OPTION_NAMES[0]; // ["prefixUrl", "baseUrl"]
 */
export const OTHER_OPTION_NAMES = [["prefixUrl", "baseUrl"]] as const;

// Every spelling that is read as a near miss, with the option it means.
const MEANT: readonly (readonly [string, string])[] = [
  ...OPTION_NAMES.map((name) => [name, name] as const),
  ...OTHER_OPTION_NAMES,
];

// A name above with any case and any "-" or "_" before, between or after
// its letters. No `u` flag: without it, `i` compares ASCII letters only with
// ASCII letters ("ſ" does not match "s"), so a match is plain ASCII.
const NEAR_MISS = new RegExp(`^[-_]*(?:${MEANT.map(([name]) => name.split("").join("[-_]*")).join("|")})[-_]*$`, "i");

// The characters a near miss can start with, by code: "-", "_" and the first
// letter of each name above in either case, each with the least length of a
// near miss starting with it (the shortest such name: a near miss only
// adds "-" and "_"); 0 for every other character.
const FIRST = new Uint8Array(128);
for (const [name] of MEANT) {
  for (const code of [name.charCodeAt(0), name.toUpperCase().charCodeAt(0)]) {
    // 0 (no name yet) is no least length.
    FIRST[code] = Math.min(FIRST[code] || name.length, name.length);
  }
}
FIRST[45] = FIRST[95] = 1;

/**
 * The option a parameter name was probably meant to be: `baseURL`,
 * `base_url`, `Headers`, `Data` equal an option once case, `-` and `_` are
 * ignored; `prefixUrl` (ky's) is `baseUrl` (see {@link OTHER_OPTION_NAMES}).
 * Sent as a parameter, such a key would put a token in a body or a host in
 * a query, so the caller is told instead. `undefined` for an option name
 * itself and for every other key.
 *
 * @example
 * nearOptionName("baseURL");   // "baseUrl"
 * nearOptionName("prefixUrl"); // "baseUrl"
 * nearOptionName("owner");     // undefined
 */
export function nearOptionName(key: string): string | undefined {
  // Most parameter names start with a letter no option name starts with, or
  // are shorter than any option name starting with theirs: they are done after
  // one table lookup (this runs for every parameter).
  const least = FIRST[key.charCodeAt(0)];
  if (!least || key.length < least || !NEAR_MISS.test(key) || OPTION_NAME_SET.has(key)) return undefined;
  const folded = key.replace(/[-_]/g, "").toLowerCase();
  return MEANT.find(([name]) => name.toLowerCase() === folded)?.[1];
}

/**
 * Header names that carry credentials. A parameter with one of these names
 * (any case) was almost surely meant as a header: as a parameter it would be
 * written into the query string (and so into server and proxy logs) or the body.
 *
 * @example
 * CREDENTIAL_HEADERS.includes("authorization"); // true
 */
export const CREDENTIAL_HEADERS = ["authorization", "proxy-authorization", "cookie"] as const;

// ASCII case only (no `u` flag, as NEAR_MISS above): "coo\u212Aie" is no header name.
const CREDENTIAL = new RegExp(`^(?:${CREDENTIAL_HEADERS.join("|")})$`, "i");
// Each one's first letter by its length, as a table (no two have the same
// length): one array read and one character rule out almost every parameter
// name, also those as long as one ("method" and "labels" are as long as "cookie").
const CREDENTIAL_FIRST = new Uint8Array(Math.max(...CREDENTIAL_HEADERS.map((name) => name.length)) + 1);
for (const name of CREDENTIAL_HEADERS) CREDENTIAL_FIRST[name.length] = name.charCodeAt(0);

/**
 * Whether a parameter name is a credential header's name in any ASCII case
 * (`Authorization`, `COOKIE`). Most names are done after one table lookup.
 *
 * @example
 * isCredentialName("Authorization"); // true
 * isCredentialName("author");        // false
 */
export function isCredentialName(key: string): boolean {
  // `| 0x20` is an ASCII letter's lower case.
  return CREDENTIAL_FIRST[key.length] === (key.charCodeAt(0) | 0x20) && CREDENTIAL.test(key);
}
