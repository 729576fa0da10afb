// The benchmark scenarios, shared by run.mjs (speed), breakdown.mjs and
// profile.mjs. Each scenario calls `fn(route, parameters)` on a function
// built once per library (the root `endpoint`, or one derived with
// `.defaults()`), over many distinct inputs that are cycled, so that neither
// library can win through a cache keyed by a value it has seen before.

/** How many distinct parameter sets a scenario cycles through. */
export const VARIANTS = 64;
/** Distinct templates of the "many templates" scenario. */
export const DISTINCT_TEMPLATES = 10_000;

const owner = (i) => `owner-${i % 8}`;
const repo = (i) => `repository-${i}`;
const range = (n, f) => Array.from({ length: n }, (_, i) => f(i));

// One shared, opaque upload body: both libraries pass `data` on untouched.
const UPLOAD = new Uint8Array(1024);

/**
 * @typedef {object} Scenario
 * @property {string} name
 * @property {(endpoint: any) => (route: string, parameters?: object) => any} prepare
 *   builds the function to call from a library's root `endpoint` (not timed)
 * @property {Array<[string, object]>} inputs `[route, parameters]` pairs, cycled
 * @property {boolean} [isolate] also timed one library per process (isolated.mjs)
 * @property {boolean} [uncached] its templates come back too seldom for rest-endpoint
 *   to keep them compiled, so the floor does not fuse their expressions either (floor.mjs)
 */

/** @type {Scenario[]} */
export const SCENARIOS = [
  {
    name: "GET, path + 2 query parameters",
    prepare: (endpoint) => endpoint,
    inputs: range(VARIANTS, (i) => [
      "GET /repos/{owner}/{repo}/issues",
      { owner: owner(i), repo: repo(i), state: i % 2 === 0 ? "open" : "closed", per_page: 10 + i },
    ]),
  },
  {
    name: "POST with a JSON body",
    prepare: (endpoint) => endpoint,
    inputs: range(VARIANTS, (i) => [
      "POST /repos/{owner}/{repo}/issues",
      {
        owner: owner(i),
        repo: repo(i),
        title: `Found a bug #${i}`,
        body: "Steps to reproduce: ...",
        labels: ["bug", `area-${i % 5}`],
      },
    ]),
  },
  {
    name: "upload URL {?name,label} + data",
    prepare: (endpoint) => endpoint,
    inputs: range(VARIANTS, (i) => [
      "POST https://uploads.github.com/repos/{owner}/{repo}/releases/{release_id}/assets{?name,label}",
      {
        owner: owner(i),
        repo: repo(i),
        release_id: 1000 + i,
        name: `build ${i}.zip`,
        label: `Build #${i} (linux)`,
        data: UPLOAD,
        headers: { "content-type": "application/zip", "content-length": UPLOAD.length },
      },
    ]),
  },
  {
    name: "two cascaded .defaults()",
    prepare: (endpoint) =>
      endpoint
        .defaults({ baseUrl: "https://ghe.example.com/api/v3", headers: { authorization: "token 0123456789abcdef" } })
        .defaults({ headers: { "x-github-api-version": "2022-11-28" }, per_page: 100 }),
    inputs: range(VARIANTS, (i) => [
      "GET /repos/{owner}/{repo}/pulls",
      { owner: owner(i), repo: repo(i), state: i % 3 === 0 ? "all" : "open" },
    ]),
  },
  {
    name: "mediaType.format (diff)",
    prepare: (endpoint) => endpoint,
    inputs: range(VARIANTS, (i) => [
      "GET /repos/{owner}/{repo}/pulls/{pull_number}",
      { owner: owner(i), repo: repo(i), pull_number: 4000 + i, mediaType: { format: "diff" } },
    ]),
  },
  {
    name: `${DISTINCT_TEMPLATES.toLocaleString("en-US")} distinct templates`,
    prepare: (endpoint) => endpoint,
    isolate: true,
    uncached: true,
    inputs: range(DISTINCT_TEMPLATES, (i) => [
      `GET /tenants/t${i}/repos/{owner}/{repo}/items/{id}`,
      { owner: owner(i), repo: repo(i % VARIANTS), id: i, page: 1 + (i % 7) },
    ]),
  },
];

/**
 * Whether two results agree on what decides the request: the URL, the method
 * (case-insensitively: rest-endpoint uppercases it, see docs/decisions.md) and the
 * accept header. Returns a description of the first difference, or "".
 */
export function difference(ours, theirs) {
  if (ours.url !== theirs.url) return `url: ${ours.url} vs ${theirs.url}`;
  if (String(ours.method).toUpperCase() !== String(theirs.method).toUpperCase()) {
    return `method: ${ours.method} vs ${theirs.method}`;
  }
  if (ours.headers.accept !== theirs.headers.accept)
    return `accept: ${ours.headers.accept} vs ${theirs.headers.accept}`;
  return "";
}

/**
 * GitHub's whole REST route list (from @octokit/plugin-rest-endpoint-methods),
 * each route with a value for every placeholder and two more parameters
 * (query for GET and HEAD, body otherwise), plus the route's own defaults.
 */
export async function githubRouteScenario() {
  // The package exports only its plugin: the route table is read from its file.
  const file = "../node_modules/@octokit/plugin-rest-endpoint-methods/dist-src/generated/endpoints.js";
  const { default: table } = await import(new URL(file, import.meta.url).href);
  const routes = new Map();
  for (const methods of Object.values(table)) {
    for (const [route, defaults = {}] of Object.values(methods)) routes.set(route, defaults);
  }
  const inputs = [...routes].map(([route, defaults], i) => {
    const parameters = { ...defaults, headers: { ...defaults.headers } };
    for (const [, names] of route.matchAll(/\{[+#./;?&]?([^}]+)\}/g)) {
      for (const name of names.split(",")) parameters[name] = `${name.replace(/_/g, "-")}-${i}`;
    }
    if (/^(GET|HEAD) /.test(route)) Object.assign(parameters, { per_page: 30, page: 1 + (i % 5) });
    else Object.assign(parameters, { title: `Title ${i}`, draft: i % 2 === 0 });
    return [route, parameters];
  });
  return {
    name: `GitHub's ${inputs.length.toLocaleString("en-US")} routes`,
    prepare: (endpoint) => endpoint,
    inputs,
    isolate: true,
  };
}
