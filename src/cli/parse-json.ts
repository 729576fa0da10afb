import { CliError } from "./cli-error.js";

// Deep enough for any real request body; shallow enough that a hostile
// `[[[[...` argument cannot exhaust the stack of this recursive parser.
const MAX_DEPTH = 500;
const WHITESPACE = /[ \t\n\r]*/y;
const NUMBER = /-?(?:0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/y;
const LITERALS: ReadonlyArray<readonly [string, unknown]> = [
  ["true", true],
  ["false", false],
  ["null", null],
];

/**
 * Parses JSON text (RFC 8259, strict) like `JSON.parse`, with one
 * difference: an integer literal beyond `Number.MAX_SAFE_INTEGER` becomes a
 * `bigint`, so `id:=12345678901234567890` reaches the request with every
 * digit instead of being rounded. A `"__proto__"` key stays an own property.
 * Errors name `label` (the command-line argument) and the position.
 *
 * @example
 * parseJson('{"id": 12345678901234567890, "ok": true}', "item"); // { id: 12345678901234567890n, ok: true }
 * parseJson("1O", 'item "n:=1O"'); // throws ERR_INVALID_JSON: item "n:=1O": invalid JSON at position 1: unexpected "O"
 */
export function parseJson(text: string, label: string): unknown {
  let index = 0;

  const throwInvalid = (reason: string): never => {
    throw new CliError("ERR_INVALID_JSON", `${label}: invalid JSON at position ${index}: ${reason}`);
  };
  const found = (): string => (index < text.length ? JSON.stringify(text[index]) : "the end");
  const unexpected = (): never =>
    throwInvalid(index < text.length ? `unexpected ${found()}` : "unexpected end of input");
  const skipWhitespace = (): void => {
    WHITESPACE.lastIndex = index;
    WHITESPACE.test(text);
    index = WHITESPACE.lastIndex;
  };
  // Only the next character is looked at, after any whitespace.
  const take = (char: string): boolean => {
    skipWhitespace();
    if (text[index] !== char) return false;
    index++;
    return true;
  };

  const parseString = (): string => {
    const start = index;
    let end = index + 1;
    while (end < text.length && text[end] !== '"') end += text[end] === "\\" ? 2 : 1;
    if (end >= text.length) throwInvalid("unterminated string");
    index = end + 1;
    // The built-in parser decodes the escapes and rejects raw control characters.
    try {
      return JSON.parse(text.slice(start, index)) as string;
    } catch {
      index = start;
      return throwInvalid("invalid string (a raw control character or a bad escape)");
    }
  };

  const parseNumber = (): number | bigint => {
    NUMBER.lastIndex = index;
    const match = NUMBER.exec(text);
    if (match === null) return unexpected();
    const [token, fraction, exponent] = match;
    const value = Number(token);
    if (fraction === undefined && exponent === undefined && !Number.isSafeInteger(value)) {
      index += token.length;
      return BigInt(token);
    }
    if (!Number.isFinite(value)) throwInvalid(`number ${token} is out of range`);
    index += token.length;
    return value;
  };

  const parseValue = (depth: number): unknown => {
    skipWhitespace();
    const char = text[index];
    if (char === "{" || char === "[") {
      if (depth === MAX_DEPTH) throwInvalid(`nested deeper than ${MAX_DEPTH} levels`);
      index++;
      return char === "{" ? parseObject(depth + 1) : parseArray(depth + 1);
    }
    if (char === '"') return parseString();
    for (const [word, value] of LITERALS) {
      if (text.startsWith(word, index)) {
        index += word.length;
        return value;
      }
    }
    return parseNumber();
  };

  // Object.fromEntries defines every key as an own property, "__proto__"
  // included; a repeated key keeps its first place and its last value, as
  // with JSON.parse.
  const parseObject = (depth: number): object => {
    const entries: Array<[string, unknown]> = [];
    if (take("}")) return {};
    do {
      skipWhitespace();
      if (text[index] !== '"') throwInvalid(`expected a property name in double quotes, found ${found()}`);
      const key = parseString();
      if (!take(":")) throwInvalid(`expected ":", found ${found()}`);
      entries.push([key, parseValue(depth)]);
    } while (take(","));
    if (!take("}")) throwInvalid(`expected "," or "}", found ${found()}`);
    return Object.fromEntries(entries);
  };

  const parseArray = (depth: number): unknown[] => {
    const array: unknown[] = [];
    if (take("]")) return array;
    do array.push(parseValue(depth));
    while (take(","));
    if (!take("]")) throwInvalid(`expected "," or "]", found ${found()}`);
    return array;
  };

  const value = parseValue(0);
  skipWhitespace();
  if (index < text.length) unexpected();
  return value;
}
