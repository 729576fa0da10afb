import { endpointError, EndpointError, invalidOption, withRoute } from "../../src/util/errors";
import { endpoint } from "../../src/index";
import { polluted } from "../helpers/pollute";

// Helpers below the entry points build errors without a route; the code that
// took the call in names it once with withRoute().
describe("withRoute()", () => {
  const route = { method: "GET", url: "/repos/{owner}" };

  test("puts the route after the subject, before the detail", () => {
    const error = endpointError("ERR_INVALID_HEADER", "x-a", ': "a\\nb"');
    expect(error.message).toBe('Invalid header "x-a": "a\\nb"');
    expect(withRoute(error, route)).toBe(error);
    expect(error.message).toBe('Invalid header "x-a" for route "GET /repos/{owner}": "a\\nb"');
  });

  test("names a route once: a second call changes nothing", () => {
    const error = invalidOption("headers", []);
    withRoute(error, route);
    withRoute(error, { method: "POST", url: "/other" });
    expect(error.message).toBe('Invalid option "headers" for route "GET /repos/{owner}": an array');
  });

  test("a route with no url string adds nothing, and uses up the one naming", () => {
    const error = endpointError("ERR_MISSING_URL", "url");
    withRoute(error, { method: "GET" });
    withRoute(error, route);
    expect(error.message).toBe('Missing option "url"');
  });

  test("a URL-only route is named by its url", () => {
    const error = endpointError("ERR_MISSING_PARAMETER", "a");
    expect((withRoute(error, { url: "/x/{a}" }) as Error).message).toBe('Missing parameter "a" for route "/x/{a}"');
  });

  test("an ERR_INVALID_ROUTE error names no route: its subject is the route", () => {
    const error = endpointError("ERR_INVALID_ROUTE", "a b c", " (expected a route)");
    withRoute(error, route);
    expect(error.message).toBe('Invalid route "a b c" (expected a route)');
  });

  test("any other thrown value is returned as it is", () => {
    const foreign = new TypeError("a getter of yours");
    expect(withRoute(foreign, route)).toBe(foreign);
    expect(foreign.message).toBe("a getter of yours");
    expect(withRoute("text", route)).toBe("text");
    expect(withRoute(undefined, route)).toBeUndefined();
    const direct = new EndpointError("ERR_INVALID_OPTION", "made by hand");
    withRoute(direct, route);
    expect(direct.message).toBe("made by hand");
  });

  test("reads only the route's own method and url", () => {
    const error = endpointError("ERR_MISSING_PARAMETER", "a");
    polluted({ method: "DELETE", url: "/polluted" }, () => withRoute(error, {}));
    expect(error.message).toBe('Missing parameter "a"');
  });

  test("an error from a nested call keeps the route of the call that threw it", () => {
    const inner = (): string => (endpoint as (route: string) => { url: string })("GET /inner/{a}").url;
    const params = {
      get a() {
        return inner();
      },
    };
    expect(() => endpoint("GET /outer/{a}", params)).toThrow('Missing parameter "a" for route "GET /inner/{a}"');
  });
});
