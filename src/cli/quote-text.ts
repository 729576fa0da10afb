// Enough to recognise the argument; an argument pasted from a file can be
// megabytes long, and the message must stay one readable line.
const SHOWN = 80;

/**
 * Quotes user input for a message: JSON string syntax, so a newline, an
 * escape sequence or a lone surrogate shows as an escape, and cut after 80
 * characters (with "…").
 *
 * @example
 * quoteText("a\nb");          // '"a\\nb"'
 * quoteText("x".repeat(100)); // the first 80 x's and "…", in quotes
 */
export function quoteText(text: string): string {
  const shown = text.length > SHOWN ? `${text.slice(0, SHOWN)}…` : text;
  return JSON.stringify(shown);
}
