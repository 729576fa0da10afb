// The url-template floor: url-template alone expanding the same expressions
// with the same values, each expression parsed once (before timing), as the
// least work this design can do per call. A plan is made per input from the
// merged options (so defaults' parameters count too): the URL's literal
// pieces, and each expression with the values it reads; a GET's leftover
// parameters become one `{?...}` (or `{&...}`) expression. Timed: only the
// expand() calls and joining their results to the literals.
import { parseTemplate } from "url-template";

const OPTION_NAMES = new Set(["method", "baseUrl", "url", "headers", "mediaType", "request", "data"]);
const TOKEN = /\{([+#./;?&]?)([^{}]*)\}|:([A-Za-z_]\w*)/g;

/**
 * The floor's plan for one call: `merge(route, parameters)` gives the merged
 * options; the plan is `[pieces]`, each a literal string or a
 * `[parsedExpression, context]` pair.
 */
export function floorPlan(merge, route, parameters) {
  const merged = merge(route, parameters);
  const template = merged.url;
  const pieces = [];
  const used = new Set();
  let last = 0;
  let query = false;
  for (const match of template.matchAll(TOKEN)) {
    if (match.index > last) pieces.push(template.slice(last, match.index));
    const operator = match[1] ?? "";
    const names = match[3] ? [match[3]] : match[2].split(",").map((spec) => spec.replace(/[:*].*$/, ""));
    if ("?&".includes(operator) && operator) query = true;
    const context = {};
    for (const name of names) {
      used.add(name);
      context[name] = merged[name];
    }
    const expression = match[3] ? `{${match[3]}}` : match[0];
    pieces.push([parseTemplate(expression), context]);
    last = match.index + match[0].length;
  }
  if (last < template.length) pieces.push(template.slice(last));
  if (["GET", "HEAD", "OPTIONS"].includes(String(merged.method).toUpperCase())) {
    const leftovers = Object.keys(merged).filter((key) => !OPTION_NAMES.has(key) && !used.has(key));
    const context = Object.fromEntries(leftovers.map((key) => [key, merged[key]]));
    if (leftovers.length) pieces.push([parseTemplate(`{${query ? "&" : "?"}${leftovers.join(",")}}`), context]);
  }
  if (!/^https?:/i.test(template)) pieces.unshift(merged.baseUrl);
  return pieces;
}

/** Expands a plan: the timed part of the floor. */
export function expandPlan(pieces) {
  let url = "";
  for (const piece of pieces) url += typeof piece === "string" ? piece : piece[0].expand(piece[1]);
  return url;
}
