// The boundary with url-template: the only module that imports it. Every
// value that reaches a URL is expanded by its expand(); this file adds nothing.
import { parseTemplate } from "url-template";

/** A variable's value as url-template is given it: a string, a list or a map of strings. */
export type TemplateValue = string | readonly string[] | { readonly [key: string]: string };

/** Variable values by the names the expression uses. */
export type TemplateContext = { [name: string]: TemplateValue | undefined };

/** A template url-template has parsed, ready to expand any number of times. */
export interface ParsedTemplate {
  expand(context: TemplateContext): string;
}

/**
 * Parses an RFC 6570 template (here always one expression, or literal text)
 * with url-template.
 *
 * @example
 * parse("{/path*}").expand({ path: ["a", "b"] }); // "/a/b"
 */
export function parse(template: string): ParsedTemplate {
  return parseTemplate(template) as ParsedTemplate;
}

/**
 * Encodes literal template text as RFC 6570 does (characters not allowed in
 * a URI are percent-encoded, everything else is kept).
 *
 * @example
 * encodeLiteral("café/"); // "caf%C3%A9/"
 */
export function encodeLiteral(text: string): string {
  return parseTemplate(text).expand({});
}
