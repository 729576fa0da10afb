// Every REST route of GitHub's API, built by rest-endpoint and by
// @octokit/endpoint from the same parameters: both must build it, and the two
// results must agree once the documented differences are normalised. No
// route is left out: the upload route (its own baseUrl and `{?name,label}`)
// and the ones with `{enterprise-team}` (a `-` in the name) are in.
import { endpoint as octokitEndpoint } from "@octokit/endpoint";
import { endpoint, VERSION } from "../../src/index";
import type { RequestOptions } from "../../src/index";
import { defined } from "../helpers/defined";
import { githubRoutes } from "../helpers/github-routes";

const ROUTES = githubRoutes();

/** The variable names of a URL template: `{owner}`, `{?name,label}`, `{enterprise-team}`. */
function variableNames(template: string): string[] {
  const names: string[] = [];
  for (const match of template.matchAll(/\{([^{}]+)\}/g)) {
    const expression = defined(match[1], `the expression in ${match[0]}`);
    for (const spec of expression.replace(/^[+#./;?&]/, "").split(",")) names.push(spec.replace(/(\*|:\d+)$/, ""));
  }
  return names;
}

/** A value for every variable of a URL template: ids and numbers as numbers, the rest text that needs encoding. */
function placeholdersOf(url: string): Record<string, unknown> {
  const placeholders: Record<string, unknown> = {};
  for (const name of variableNames(url)) {
    placeholders[name] = /(^|_)(id|number)$/.test(name) ? 42 : `${name} it's é`;
  }
  return placeholders;
}

// Two leftovers (query string or JSON body); a placeholder of the same name wins.
const LEFTOVERS = { per_page: 30, note: "it's (ok)!" };

interface Comparable {
  method: string;
  url: string;
  headers: Record<string, unknown>;
  body?: unknown;
}

/**
 * The documented differences, and nothing else:
 * - user-agent: each library names itself first (`rest-endpoint/<version>`,
 *   `octokit-endpoint.js/<version>`); what follows, the platform string of
 *   universal-user-agent, must be the same.
 * - leftover query values: @octokit/endpoint encodes them with
 *   encodeURIComponent, which leaves `!'()*` as they are; rest-endpoint
 *   expands them as RFC 6570 `{?name}` does, which encodes those five. Only
 *   the query string differs; servers decode both to the same value.
 * - a body of leftover parameters: @octokit/endpoint builds it with no
 *   prototype (`{ __proto__: null }`); rest-endpoint's results only ever
 *   have Object.prototype. Same keys, same values.
 */
function normaliseOctokit(result: Comparable): Comparable {
  const mark = result.url.indexOf("?");
  const url = mark < 0 ? result.url : result.url.slice(0, mark + 1) + encodeFive(result.url.slice(mark + 1));
  const normalised = { ...result, url, headers: withoutLibraryName(result.headers, /^octokit-endpoint\.js\/\S+ /) };
  if (typeof result.body === "object" && result.body !== null && Object.getPrototypeOf(result.body) === null) {
    normalised.body = { ...result.body };
  }
  return normalised;
}

/** `text` with the five characters encodeURIComponent leaves, `!'()*`, percent-encoded. */
function encodeFive(text: string): string {
  return text.replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

function normaliseOurs(result: RequestOptions): Comparable {
  return {
    ...result,
    headers: withoutLibraryName(result.headers, new RegExp(`^rest-endpoint/${VERSION.replace(/\./g, "\\.")} `)),
  };
}

function withoutLibraryName(headers: Record<string, unknown>, name: RegExp): Record<string, unknown> {
  const agent = String(headers["user-agent"]);
  // A user agent without the expected name keeps it, so the comparison shows it.
  return { ...headers, "user-agent": name.test(agent) ? agent.replace(name, "") : agent };
}

test("the route list is GitHub's whole REST API (every distinct route of the generated table)", () => {
  expect(ROUTES.length).toBeGreaterThanOrEqual(1000);
  expect(new Set(ROUTES.map(({ route }) => route)).size).toBe(ROUTES.length);
});

describe.each(ROUTES.map((r) => [r.route, r.url, r.defaults] as const))("%s", (route, url, defaults) => {
  test.each([
    ["with only its placeholders", {}],
    ["with leftover parameters", LEFTOVERS],
  ])("builds %s and agrees with @octokit/endpoint", (_, leftovers) => {
    const options = { ...defaults, ...leftovers, ...placeholdersOf(url) };
    const ours = normaliseOurs(endpoint(route, options));
    expect(ours).toStrictEqual(normaliseOctokit(octokitEndpoint(route, options) as Comparable));
  });
});
