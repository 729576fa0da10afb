import { join } from "node:path";
import { ROOT } from "./dist";

/** One REST route of GitHub's API and the request defaults its client method applies. */
export interface GithubRoute {
  /** `"<METHOD> <url template>"`, e.g. `"GET /repos/{owner}/{repo}"`. */
  route: string;
  /** The URL template of the route, e.g. `"/repos/{owner}/{repo}"`. */
  url: string;
  /** What the route adds to every call (`baseUrl` for uploads, a `content-type` for raw markdown); often nothing. */
  defaults: { baseUrl?: string; headers?: Record<string, string> };
}

type EndpointTable = Record<string, Record<string, [string, GithubRoute["defaults"]?, unknown?]>>;

/**
 * GitHub's whole REST route list, as @octokit/plugin-rest-endpoint-methods
 * generates it from GitHub's OpenAPI description: each distinct route once,
 * with its defaults. The package exports only its plugin, so the table is
 * read from its file (an ES module, transformed by jest like the others).
 *
 * @example
 * githubRoutes().find(({ route }) => route === "GET /repos/{owner}/{repo}");
 * // { route: "GET /repos/{owner}/{repo}", url: "/repos/{owner}/{repo}", defaults: {} }
 */
export function githubRoutes(): GithubRoute[] {
  const file = join(
    ROOT,
    "node_modules",
    "@octokit",
    "plugin-rest-endpoint-methods",
    "dist-src",
    "generated",
    "endpoints.js",
  );
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const table = (require(file) as { default: EndpointTable }).default;
  const routes = new Map<string, GithubRoute>();
  for (const methods of Object.values(table)) {
    for (const [route, defaults = {}] of Object.values(methods)) {
      routes.set(route, { route, url: urlOf(route), defaults });
    }
  }
  return [...routes.values()];
}

/** The URL template of `"<METHOD> <url template>"`. */
function urlOf(route: string): string {
  const [, url] = route.split(" ");
  if (url === undefined) throw new Error(`no URL template in the route "${route}"`);
  return url;
}
