// The only module that imports url-template: RFC 6570 expansion is delegated
// to it, and this file is the whole boundary with that dependency.
import { parseTemplate } from "url-template";

/** A value as url-template takes it once normalised: strings only. */
export type TemplateValue = string | string[] | { [key: string]: string } | undefined;

/**
 * RFC 6570 expansion through url-template, for literal text and for single
 * expressions. Callers normalise values first (see normalize-value.ts) and
 * catch `URIError`, which url-template lets escape for invalid Unicode.
 *
 * @example
 * rfc6570.literal("café/");                          // "caf%C3%A9/"
 * rfc6570.expression("{?list*}", { list: ["a", "b"] }); // "?list=a&list=b"
 */
export const rfc6570 = {
  literal(text: string): string {
    return parseTemplate(text).expand({});
  },
  expression(expression: string, context: { [name: string]: TemplateValue }): string {
    return parseTemplate(expression).expand(context as Parameters<ReturnType<typeof parseTemplate>["expand"]>[0]);
  },
};
