/**
 * A typed `request()` over fetch: the recipe docs/typescript.md shows for
 * wrapping rest-endpoint in an HTTP client. Its callers get the checks of the
 * endpoint function it wraps (required parameters, known methods, option
 * names, the routes of an OpenAPI description), defaults included.
 *
 * @example
 * const request = createClient(endpoint.defaults({ headers: { authorization: "token x" } }));
 * const { status, data } = await request("GET /repos/{owner}/{repo}", { owner: "octokit", repo: "rest.js" });
 */
import { toFetchArgs } from "rest-endpoint";
import type { EndpointArguments, EndpointFunction, EndpointResponse, RequestMethod } from "rest-endpoint";

/**
 * What a request resolves to: the body parsed as JSON when the response says
 * it is JSON, else its text. `Data` is what the OpenAPI description says a
 * 2xx response holds (`unknown` without one); it is the description's word,
 * not checked against what the server sent.
 */
export interface Response<Data = unknown> {
  status: number;
  method: RequestMethod;
  url: string;
  data: Data;
}

/** A response with a status of 400 or above; it carries the response. */
export class RequestError extends Error {
  constructor(readonly response: Response) {
    super(`${response.method} ${response.url} answered ${response.status}`);
    this.name = "RequestError";
  }
}

/** `request(route, ...)` over `api`, sent with `send` (`fetch` unless given). */
export function createClient<Api extends EndpointFunction>(api: Api, send: typeof fetch = fetch) {
  return async function request<R extends string>(
    route: R,
    ...args: EndpointArguments<Api, R>
  ): Promise<Response<EndpointResponse<Api, R>>> {
    const options = api(route, ...args);
    const reply = await send(...toFetchArgs(options));
    const response = { status: reply.status, method: options.method, url: options.url, data: await body(reply) };
    if (reply.status >= 400) throw new RequestError(response);
    // A 2xx answer: its body is what the description says one is.
    return response as Response<EndpointResponse<Api, R>>;
  };
}

// No body (204, 304, a HEAD request): undefined. JSON media types
// (`application/json`, `application/vnd.github+json`): parsed.
async function body(reply: globalThis.Response): Promise<unknown> {
  const text = await reply.text();
  if (text === "") return undefined;
  const type = reply.headers.get("content-type") ?? "";
  return /^application\/([\w.-]+\+)?json\s*(;|$)/i.test(type) ? JSON.parse(text) : text;
}
