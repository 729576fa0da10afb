// RFC 9110's tchar: what a token (a parameter's name) holds.
const TCHAR = /[!#$%&'*+.^_`|~0-9A-Za-z-]/;
// An unquoted value: a token, and also "/", ":", "=", "?", "@", "[", "]",
// "(", ")", "{", "}", "<", ">" as descriptions write them (OpenAPI's own
// `multipart/related; type=text/html`): nothing that could start a quoted
// string or another parameter, so every reader splits it the same way.
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const UNQUOTED = /[^\s;",\\\u0000-\u001f\u007f]/;

/**
 * A media type's essence, `type/subtype` lowercased, without its
 * parameters or white space: one scan (a pattern such as `/\s*;.*$/`
 * backtracks, quadratic in a description's text).
 *
 * @example
 * mediaEssence(" Multipart/Mixed ; boundary=x"); // "multipart/mixed"
 */
export function mediaEssence(type: string): string {
  const end = type.indexOf(";");
  return (end < 0 ? type : type.slice(0, end)).trim().toLowerCase();
}

/**
 * A media type's parameters as RFC 9110 reads them (section 5.6.6:
 * `*( OWS ";" OWS [ name "=" ( token / quoted-string ) ] )` after the
 * essence; an unquoted value may also hold "/", "=" and the like, as
 * descriptions write `type=text/html`, but no `;`, `"`, `,`, `\` or white
 * space), by lowercase name, quoted values unquoted; the first of a name
 * wins. Text inside a quoted string is never read as a parameter
 * (`x="a;boundary=decoy"`). `undefined` when the parameters cannot be read
 * that way (a parameter without `=`, an unclosed quote, text after a
 * quoted value). One pass, no regular expression over the whole text.
 *
 * @example
 * mediaParameters('multipart/form-data; x="a;boundary=decoy;"; boundary=real')?.get("boundary"); // "real"
 */
export function mediaParameters(type: string): Map<string, string> | undefined {
  const parameters = new Map<string, string>();
  let at = type.indexOf(";");
  if (at < 0) return parameters;
  while (at < type.length) {
    // At a ";": skip it and the white space after it.
    at = skipSpace(type, at + 1);
    if (at >= type.length || type[at] === ";") continue;
    const nameStart = at;
    while (at < type.length && TCHAR.test(type[at]!)) at++;
    if (at === nameStart || type[at] !== "=") return undefined;
    const name = type.slice(nameStart, at).toLowerCase();
    const read = type[at + 1] === '"' ? quoted(type, at + 2) : token(type, at + 1);
    if (read === undefined) return undefined;
    if (!parameters.has(name)) parameters.set(name, read.value);
    at = skipSpace(type, read.end);
    if (at < type.length && type[at] !== ";") return undefined;
  }
  return parameters;
}

function skipSpace(text: string, from: number): number {
  let at = from;
  while (text[at] === " " || text[at] === "\t") at++;
  return at;
}

function token(text: string, from: number): { value: string; end: number } | undefined {
  let at = from;
  while (at < text.length && UNQUOTED.test(text[at]!)) at++;
  return at === from ? undefined : { value: text.slice(from, at), end: at };
}

// A quoted string's value from just after its opening quote: qdtext and quoted pairs.
function quoted(text: string, from: number): { value: string; end: number } | undefined {
  let value = "";
  for (let at = from; at < text.length; at++) {
    const char = text[at]!;
    if (char === '"') return { value, end: at + 1 };
    if (char === "\\") {
      at++;
      if (at >= text.length) return undefined;
      value += text[at];
    } else value += char;
  }
  return undefined;
}
