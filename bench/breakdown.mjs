// Where one call's time goes, from the outside: `endpoint(...)` against its
// two halves, `endpoint.merge(...)` and `endpoint.parse(merged)`, for both
// libraries, and url-template's own expansion of the same URL for scale.
// Same harness as run.mjs (interleaved rounds, batches of calls). Inputs:
// the GET scenario of scenarios.mjs.
//
//   node bench/breakdown.mjs   (after `npm run build`)
import { parseTemplate } from "url-template";
import { endpoint } from "../dist/index.mjs";
import { endpoint as octokitEndpoint } from "@octokit/endpoint";
import { SCENARIOS } from "./scenarios.mjs";
import { batchOf, compare, formatTime, SETTINGS } from "./harness.mjs";
import { machine } from "./machine.mjs";

const { name, inputs } = SCENARIOS[0];
const [route] = inputs[0];
const path = route.split(" ")[1];
const withQuery = `${path}{?state,per_page}`;
// Merged options are made up front; neither parse changes them.
const ourMerged = inputs.map(([r, parameters]) => [endpoint.merge(r, parameters)]);
const theirMerged = inputs.map(([r, parameters]) => [octokitEndpoint.merge(r, parameters)]);
const contexts = inputs.map(([, parameters]) => [parameters]);
const pathTemplate = parseTemplate(path);
const fullTemplate = parseTemplate(withQuery);

/** @type {Array<[string, Function, unknown[]]>} */
const rows = [
  ["rest-endpoint: endpoint(route, parameters)", endpoint, inputs],
  ["rest-endpoint: endpoint.merge(route, parameters)", endpoint.merge, inputs],
  ["rest-endpoint: endpoint.parse(merged)", endpoint.parse, ourMerged],
  ["@octokit/endpoint: endpoint(route, parameters)", octokitEndpoint, inputs],
  ["@octokit/endpoint: endpoint.merge(route, parameters)", octokitEndpoint.merge, inputs],
  ["@octokit/endpoint: endpoint.parse(merged)", octokitEndpoint.parse, theirMerged],
  [`url-template: parseTemplate("${path}").expand()`, (context) => parseTemplate(path).expand(context), contexts],
  [`url-template: expand() of that template parsed once`, (context) => pathTemplate.expand(context), contexts],
  [
    `url-template: parseTemplate("${withQuery}").expand()`,
    (context) => parseTemplate(withQuery).expand(context),
    contexts,
  ],
  [`url-template: expand() of that template parsed once`, (context) => fullTemplate.expand(context), contexts],
  [
    `string concatenation of the same URL, for the floor`,
    (context) =>
      `https://api.github.com/repos/${encodeURIComponent(context.owner)}/${encodeURIComponent(context.repo)}/issues?state=${encodeURIComponent(context.state)}&per_page=${context.per_page}`,
    contexts,
  ],
];
const tasks = rows.map(([label, fn, taskInputs], k) => ({ name: `${k + 1}. ${label}`, run: batchOf(fn, taskInputs) }));

console.log(`## Breakdown of "${name}"\n`);
console.log(machine());
console.log(`Median over ${SETTINGS.rounds} interleaved rounds of the round's mean per-call time.\n`);
const results = compare(tasks);
console.log("| call | per call |");
console.log("|---|---:|");
for (const task of tasks) console.log(`| ${task.name} | ${formatTime(results[task.name].perCall)} |`);
