// The url-template floor: url-template alone expanding the same expressions
// with the same values, each expression parsed once (before timing), as the
// least work this design can do per call. A plan is made per input from the
// merged options (so defaults' parameters count too): the URL's literal
// pieces, and each expression with the values it reads; a GET's leftover
// parameters become one `{?...}` (or `{&...}`) expression. Timed: only the
// expand() calls and joining their results to the literals.
//
// With `fuse`, adjacent path expressions are expanded as one, as
// rest-endpoint does for the templates it caches: "/{a}/{b}" becomes
// "{/a,b}" (simple one-variable expressions in the path, each after a "/",
// joined by nothing but "/"). Same URL, one expand() call instead of two.
import { parseTemplate } from "url-template";

/**
 * Whether rest-endpoint expands adjacent path expressions as one
 * (src/template/compile-template.ts), for the templates it keeps compiled.
 */
export const OURS_FUSE = true;

/**
 * Whether the floor fuses for `scenario`: where rest-endpoint does.
 * BENCH_FLOOR=unfused gives the floor of one expand() per expression instead
 * (the floor before rest-endpoint fused, to compare with older figures).
 */
export function floorFuses(scenario) {
  return OURS_FUSE && !scenario.uncached && process.env.BENCH_FLOOR !== "unfused";
}

const OPTION_NAMES = new Set(["method", "baseUrl", "url", "headers", "mediaType", "request", "data"]);
const TOKEN = /\{([+#./;?&]?)([^{}]*)\}|:([A-Za-z_]\w*)/g;

/**
 * The floor's plan for one call: `merge(route, parameters)` gives the merged
 * options; the plan is `[pieces]`, each a literal string or a
 * `[parsedExpression, context]` pair.
 */
export function floorPlan(merge, route, parameters, { fuse = false } = {}) {
  const merged = merge(route, parameters);
  const template = merged.url;
  let pieces = [];
  const used = new Set();
  let last = 0;
  let query = false;
  for (const match of template.matchAll(TOKEN)) {
    if (match.index > last) pieces.push(template.slice(last, match.index));
    const operator = match[1] ?? "";
    const specs = match[3] ? [match[3]] : match[2].split(",");
    const names = specs.map((spec) => spec.replace(/[:*].*$/, ""));
    if ("?&".includes(operator) && operator) query = true;
    for (const name of names) used.add(name);
    pieces.push({ operator, specs, names, path: !query && !/[?#]/.test(template.slice(0, match.index)) });
    last = match.index + match[0].length;
  }
  if (last < template.length) pieces.push(template.slice(last));
  if (fuse) pieces = fused(pieces);
  pieces = pieces.map((piece) =>
    typeof piece === "string"
      ? piece
      : [
          parseTemplate(`{${piece.operator}${piece.specs.join(",")}}`),
          Object.fromEntries(piece.names.map((name) => [name, merged[name]])),
        ],
  );
  if (["GET", "HEAD", "OPTIONS"].includes(String(merged.method).toUpperCase())) {
    const leftovers = Object.keys(merged).filter((key) => !OPTION_NAMES.has(key) && !used.has(key));
    const context = Object.fromEntries(leftovers.map((key) => [key, merged[key]]));
    if (leftovers.length) pieces.push([parseTemplate(`{${query ? "&" : "?"}${leftovers.join(",")}}`), context]);
  }
  if (!/^https?:/i.test(template)) pieces.unshift(merged.baseUrl);
  return pieces;
}

// A path expression that may join a run: simple, one variable, not exploded.
function fusable(piece) {
  return (
    typeof piece === "object" &&
    piece.path &&
    piece.operator === "" &&
    piece.specs.length === 1 &&
    !piece.specs[0].endsWith("*")
  );
}

// "…/" {a} "/" {b} … becomes "…" {/a,b} …, for runs of two or more.
function fused(pieces) {
  const out = [];
  for (let i = 0; i < pieces.length; i++) {
    const piece = pieces[i];
    const runnable = typeof piece === "string" && piece.endsWith("/") && fusable(pieces[i + 1]);
    if (
      !runnable ||
      pieces[i + 2] !== "/" ||
      !fusable(pieces[i + 3]) ||
      pieces[i + 1].names[0] === pieces[i + 3].names[0]
    ) {
      out.push(piece);
      continue;
    }
    const run = { operator: "/", specs: [...pieces[i + 1].specs], names: [...pieces[i + 1].names], path: true };
    let next = i + 2;
    while (pieces[next] === "/" && fusable(pieces[next + 1]) && !run.names.includes(pieces[next + 1].names[0])) {
      run.specs.push(...pieces[next + 1].specs);
      run.names.push(...pieces[next + 1].names);
      next += 2;
    }
    if (piece.length > 1) out.push(piece.slice(0, -1));
    out.push(run);
    i = next - 1;
  }
  return out;
}

/** Expands a plan: the timed part of the floor. */
export function expandPlan(pieces) {
  let url = "";
  for (const piece of pieces) url += typeof piece === "string" ? piece : piece[0].expand(piece[1]);
  return url;
}
