import { invalidOption } from "../util/errors.js";
import { hasOwn } from "../util/own.js";
import type { ServerVariables } from "./server-variables.js";

/** Where a server URL template's text is: its scheme, its authority, its path. */
type Section = "scheme" | "authority" | "path";

const PLACEHOLDER = /\{([^{}]*)\}/g;
const SCHEME_VALUE = /^[A-Za-z]*$/;
const HOST_VALUE = /^[A-Za-z0-9.-]*$/;
const PATH_BREAK = /[/?#\\]/;
// A whole segment "." or "..", as the URL parser reads it ("%2e" is a dot there).
const DOT_SEGMENT = /^(?:\.|%2e){1,2}$/i;

/**
 * A caller's server variable values (`given`) may not change a server
 * URL's structure, whatever the description allows (an `enum` value is the
 * description's own, taken as written, as are defaults): in the authority,
 * only letters, digits, `-` and `.` (no port, no other host, no path); in
 * the scheme, letters; in the path, no `/`, `?`, `#` or `\`, and no whole
 * segment `.` or `..` (fetch would resolve it, leaving the base path) or
 * empty (joined with the route's path, it would be one segment less). Else
 * `ERR_INVALID_OPTION` naming `serverVariables`. The sections are found in
 * the template's own text (its `://`, then its first `/`), in one scan.
 *
 * @example
 * checkServerValues("https://{region}.api.test/v1", { region: { default: "eu" } }, { region: "evil.test/" }); // throws
 */
export function checkServerValues(
  template: string,
  variables: ServerVariables,
  given: { readonly [name: string]: string },
): void {
  const scan = { section: "scheme" as Section, segment: "", callers: false };
  let last = 0;
  for (const match of template.matchAll(PLACEHOLDER)) {
    literal(scan, template.slice(last, match.index));
    last = match.index + match[0].length;
    const name = match[1]!; // the group always takes part
    const caller = hasOwn(given, name) && !variables[name]!.enum;
    const value = hasOwn(given, name) ? given[name]! : variables[name]!.default;
    if (caller) checkValue(name, value, scan.section);
    scan.segment += value;
    scan.callers ||= caller;
  }
  literal(scan, template.slice(last));
  endSegment(scan);
}

// Literal text of the template: where the sections and path segments end.
function literal(scan: { section: Section; segment: string; callers: boolean }, text: string): void {
  for (let at = 0; at < text.length; at++) {
    const char = text[at]!;
    if (scan.section === "scheme" && char === ":" && text.startsWith("//", at + 1)) {
      scan.section = "authority";
      at += 2;
    } else if (char === "/" || char === "?" || char === "#") {
      endSegment(scan);
      scan.section = "path";
    } else {
      scan.segment += char;
      continue;
    }
    scan.segment = "";
    scan.callers = false;
  }
}

function endSegment({ section, segment, callers }: { section: Section; segment: string; callers: boolean }): void {
  if (callers && section === "path" && (segment === "" || DOT_SEGMENT.test(segment))) {
    throw invalidOption("serverVariables", segment, " (a server variable may not make a path segment empty, . or ..)");
  }
}

function checkValue(name: string, value: string, section: Section): void {
  const where = ` (${JSON.stringify(name)} is in the server's ${section}: `;
  if (section === "scheme" && !SCHEME_VALUE.test(value))
    throw invalidOption("serverVariables", value, `${where}letters only)`);
  if (section === "authority" && !HOST_VALUE.test(value)) {
    throw invalidOption("serverVariables", value, `${where}letters, digits, "-" and "." only)`);
  }
  if (section === "path" && PATH_BREAK.test(value)) {
    throw invalidOption("serverVariables", value, `${where}no /, ?, # or \\)`);
  }
}
