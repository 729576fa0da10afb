// Words made only of these need no quotes in any POSIX shell (no globbing,
// expansion, tilde or zsh `=cmd` meaning anywhere in the word).
const SAFE = /^[A-Za-z0-9_./:%+,@-]+$/;
import { LINE_BREAKING } from "../util/describe-value.js";

// Characters that must not reach a terminal raw inside a pasted command line,
// the set messages escape: C0 and C1 controls and DEL (newline, CR, tab,
// escape sequences), the Unicode line and paragraph separators, and the
// bidirectional marks, overrides and isolates that can make a command display
// differently from what it runs.
const UNPRINTABLE = new RegExp(LINE_BREAKING.source, "u");
const UNPRINTABLE_ALL = new RegExp(LINE_BREAKING.source, "gu");
const NAMED: { readonly [char: string]: string } = { "\n": "\\n", "\r": "\\r", "\t": "\\t" };

/**
 * Quotes one argument for a POSIX shell so that the shell passes it on
 * byte for byte, on a single line:
 *
 * - a word of safe characters (`POST`, `https://host/path`) stays as is;
 * - anything else goes in single quotes, where nothing is special (`$`,
 *   backticks, `\`, `!`, `;`, unicode), a `'` written as `'\''`;
 * - a value with control characters (a newline in a body) uses `$'...'`
 *   quoting (POSIX.1-2024, and bash, zsh, ksh, busybox sh for long before;
 *   not dash) with `\n`, `\r`, `\t` and `\xHH` escapes, so the command stays
 *   one line and no raw control character reaches the terminal. Inside it,
 *   `\` is `\\` and `'` is `\x27`, so no reader can mistake where it ends.
 *
 * @example
 * quoteShell("POST");          // POST
 * quoteShell("it's $HOME");    // 'it'\''s $HOME'
 * quoteShell("a\nb's");        // $'a\nb\x27s'
 * quoteShell("");              // ''
 */
export function quoteShell(value: string): string {
  if (SAFE.test(value)) return value;
  if (!UNPRINTABLE.test(value)) return `'${value.replace(/'/g, `'\\''`)}'`;
  const escaped = value
    .replace(/\\/g, "\\\\")
    .replace(/'/g, "\\x27")
    // encodeURIComponent gives the UTF-8 bytes as %HH, one per byte.
    .replace(UNPRINTABLE_ALL, (char) => NAMED[char] ?? encodeURIComponent(char).replace(/%/g, "\\x"));
  return `$'${escaped}'`;
}
