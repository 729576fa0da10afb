// How close can any library built on url-template get to the floor? This
// times a sketch of the least such a library does per call, with no checks
// at all: split the route, copy the defaults and the parameters, look up a
// template parsed once, give each expression its values, send leftovers to
// the query or a JSON body, return the result. Beside it: rest-endpoint,
// @octokit/endpoint and the url-template floor (floor.mjs), interleaved as
// in run.mjs. The sketch handles only what these scenarios need (a method,
// a relative URL, simple expressions, no defaults of its own); it is a
// measuring stick, not a library.
//
//   node bench/design-limit.mjs   (after `npm run build`)
import { parseTemplate } from "url-template";
import { endpoint } from "../dist/index.mjs";
import { endpoint as octokitEndpoint } from "@octokit/endpoint";
import { SCENARIOS } from "./scenarios.mjs";
import { expandPlan, floorPlan } from "./floor.mjs";
import { batchOf, compare, formatTime, median } from "./harness.mjs";
import { machine } from "./machine.mjs";

const { headers: HEADERS, ...OPTIONS } = endpoint.DEFAULTS;
const OPTION_NAMES = new Set(["method", "baseUrl", "url", "headers", "mediaType", "request", "data"]);
const CHOSEN = ["GET, path + 2 query parameters", "POST with a JSON body", "10,000 distinct templates"];
const templates = new Map();

// Literal text as it is, each `{...}` parsed by url-template once.
function compileSketch(url) {
  const parts = [];
  const names = new Set();
  let last = 0;
  for (const match of url.matchAll(/\{([^{}]*)\}/g)) {
    if (match.index > last) parts.push(url.slice(last, match.index));
    const vars = match[1].replace(/^[+#./;?&]/, "").split(",");
    for (const name of vars) names.add(name);
    parts.push({ parsed: parseTemplate(match[0]), vars });
    last = match.index + match[0].length;
  }
  if (last < url.length) parts.push(url.slice(last));
  return { parts, names };
}

function contextOf(names, values) {
  const context = {};
  for (const name of names) context[name] = values[name];
  return context;
}

function sketch(route, parameters) {
  const space = route.indexOf(" ");
  const method = route.slice(0, space);
  const path = route.slice(space + 1);
  const merged = Object.assign({}, OPTIONS, parameters);
  const headers = Object.assign({}, HEADERS);
  let template = templates.get(path);
  if (!template) templates.set(path, (template = compileSketch(path)));
  let url = merged.baseUrl;
  for (const part of template.parts) {
    url += typeof part === "string" ? part : part.parsed.expand(contextOf(part.vars, merged));
  }
  const leftovers = Object.keys(merged).filter((key) => !OPTION_NAMES.has(key) && !template.names.has(key));
  const result = { method, url, headers };
  if (leftovers.length === 0) return result;
  if (method === "GET") {
    result.url += parseTemplate(`{?${leftovers.join(",")}}`).expand(contextOf(leftovers, merged));
  } else {
    result.body = contextOf(leftovers, merged);
    headers["content-type"] = "application/json; charset=utf-8";
  }
  return result;
}

console.log("## The design's limit: a check-free sketch against the floor\n");
console.log(machine());
const rows = [];
for (const scenario of SCENARIOS.filter((s) => CHOSEN.includes(s.name))) {
  for (const [route, parameters] of scenario.inputs) {
    if (sketch(route, parameters).url !== endpoint(route, parameters).url) {
      console.error(`${scenario.name}: the sketch's URL differs from rest-endpoint's for ${route}`);
      process.exit(1);
    }
  }
  const plans = scenario.inputs.map(([route, parameters]) => [floorPlan(endpoint.merge, route, parameters)]);
  const results = compare([
    { name: "rest-endpoint", run: batchOf(endpoint, scenario.inputs) },
    { name: "sketch", run: batchOf(sketch, scenario.inputs) },
    { name: "@octokit/endpoint", run: batchOf(octokitEndpoint, scenario.inputs) },
    { name: "floor", run: batchOf(expandPlan, plans) },
  ]);
  const ratio = (a, b) => median(results[a].rounds.map((time, k) => time / results[b].rounds[k]));
  rows.push([
    scenario.name,
    ...["rest-endpoint", "sketch", "@octokit/endpoint", "floor"].map((name) => formatTime(results[name].perCall)),
    `${ratio("sketch", "floor").toFixed(2)}×`,
    `${ratio("@octokit/endpoint", "sketch").toFixed(2)}×`,
  ]);
}
console.log(
  "| scenario | rest-endpoint | sketch | @octokit/endpoint | floor | sketch ÷ floor | @octokit/endpoint ÷ sketch |",
);
console.log("|---|---:|---:|---:|---:|---:|---:|");
for (const row of rows) console.log(`| ${row.join(" | ")} |`);
console.log(
  "\nsketch = the check-free sketch in this file; ratios are medians of per-round ratios (rounds interleave the four tasks).",
);
