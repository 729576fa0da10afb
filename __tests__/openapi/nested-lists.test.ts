import fc from "fast-check";
import { compileRouteTable, endpoint, toFetchArgs } from "../../src/openapi";
import { expectEndpointError } from "../helpers/expect-error";
import { joinNested } from "../../src/openapi/nested-lists";

// Swagger 2.0's Items Object: `items.collectionFormat` says how the values of an inner list are
// joined. The 2.0 specification's own example of "an array of arrays" (its Items Object Example,
// integers 0 to 63 in an inner list of a pipes-separated list) is the third level below.
const SPEC_ITEMS = {
  type: "array",
  collectionFormat: "pipes",
  items: { type: "array", items: { type: "integer", minimum: 0, maximum: 63 } },
};
const lists = (format: string, inner: string) => ({
  type: "array",
  collectionFormat: format,
  items: { type: "array", collectionFormat: inner, items: { type: "integer" } },
});
const description = (parameters: object[], consumes = ["application/x-www-form-urlencoded"]) => ({
  swagger: "2.0",
  info: { title: "t", version: "1" },
  host: "api.test",
  paths: { "/x/{path}": { post: { consumes, parameters } } },
});
const call = (parameters: object[], values: object) =>
  endpoint.defaults({ openapi: description(parameters) })("POST /x/{path}", { path: "p", ...values });

describe("Swagger 2.0 lists of lists (items.collectionFormat)", () => {
  test.each<[string, string, string, unknown, string]>([
    [
      "multi of csv: one pair per inner list, its values as RFC 6570's list",
      "multi",
      "csv",
      [
        [1, 2],
        [3, 4],
      ],
      "?p=1,2&p=3,4",
    ],
    [
      "csv of pipes: the inner lists joined by |, encoded as a value is",
      "csv",
      "pipes",
      [
        [1, 2],
        [3, 4],
      ],
      "?p=1%7C2,3%7C4",
    ],
    ["multi of pipes", "multi", "pipes", [[1, 2], [3]], "?p=1%7C2&p=3"],
    ["multi of ssv", "multi", "ssv", [["a b", "c"], "d"], "?p=a%20b%20c&p=d"],
    ["multi of tsv", "multi", "tsv", [[1, 2]], "?p=1%092"],
    [
      "pipes of csv",
      "pipes",
      "csv",
      [
        [1, 2],
        [3, 4],
      ],
      "?p=1%2C2%7C3%2C4",
    ],
    ["multi of multi (read as csv inside)", "multi", "multi", [[1, 2], [3]], "?p=1,2&p=3"],
    ["plain elements beside lists", "multi", "csv", [[1, 2], 3, null], "?p=1,2&p=3"],
  ])("%s", (_name, format, inner, value, query) => {
    const result = call([{ name: "p", in: "query", ...lists(format, inner) }], { p: value });
    expect(result.url).toBe(`https://api.test/x/p${query}`);
  });

  test("the specification's array of arrays (three levels) in a path, a query and a header", () => {
    const parameters = [
      { name: "path", in: "path", required: true, type: "array", items: SPEC_ITEMS },
      { name: "q", in: "query", type: "array", collectionFormat: "multi", items: SPEC_ITEMS },
      { name: "X-Grid", in: "header", type: "array", items: SPEC_ITEMS },
    ];
    const grid = [
      [[0, 1], [2]],
      [[63], [4, 5]],
    ];
    const api = endpoint.defaults({ openapi: description(parameters) });
    // The route types a path parameter as a scalar or flat list; a description says more at run time.
    const result = api("POST /x/{path}", { path: grid as unknown as string, q: grid, "X-Grid": grid });
    expect(result.url).toBe("https://api.test/x/0%2C1%7C2,63%7C4%2C5?q=0%2C1%7C2&q=63%7C4%2C5");
    expect(result.headers["x-grid"]).toBe("0,1|2,63|4,5");
    expect(compileRouteTable(description(parameters)).routes["POST /x/{path}"]).toStrictEqual([
      "p path",
      "n pc path",
      "q q",
      "n pc q",
      "h X-Grid",
      "n pc X-Grid",
    ]);
  });

  test("form fields: multi repeats the field, each inner list one text; csv joins the lists", () => {
    const result = call(
      [
        { name: "m", in: "formData", ...lists("multi", "csv") },
        { name: "c", in: "formData", ...lists("pipes", "csv") },
      ],
      { m: [[1, 2], [3]], c: [[1, 2], [3]] },
    );
    expect([...(toFetchArgs(result)[1].body as URLSearchParams)]).toStrictEqual([
      ["m", "1,2"],
      ["m", "3"],
      ["c", "1,2|3"],
    ]);
  });

  test("the route table builds the same requests", () => {
    const parameters = [{ name: "p", in: "query", ...lists("multi", "csv") }];
    const table = compileRouteTable(description(parameters));
    const result = endpoint.defaults({ openapi: table })("POST /x/{path}", {
      path: "p",
      p: [
        [1, 2],
        [3, 4],
      ],
    });
    expect(result.url).toBe("https://api.test/x/p?p=1,2&p=3,4");
  });

  // An inherited name (`toString`) is no format either: only the formats' own names are.
  test.each(["json", "toString", "constructor", "__proto__"])(
    "an unknown collectionFormat %j of the items is refused at .defaults(), naming its pointer",
    (format) => {
      const items = { type: "array", collectionFormat: format };
      const parameters = [{ name: "p", in: "query", type: "array", items }];
      expectEndpointError(
        () => endpoint.defaults({ openapi: description(parameters) }),
        "ERR_INVALID_OPTION",
        "#/paths/~1x~1{path}/post/parameters/0/items (expected csv, ssv, tsv, pipes or multi in its collectionFormat)",
      );
    },
  );

  test("an unknown letter of a route table's nested list is refused at .defaults(), naming its pointer", () => {
    expectEndpointError(
      () => endpoint.defaults({ openapi: { "openapi-routes": 1, routes: { "GET /x": ["q p", "n x p"] } } }),
      "ERR_INVALID_OPTION",
      "#/routes/GET ~1x/1 (",
    );
  });

  test("multi of csv reads back as the lists given, whatever the values (property)", () => {
    const api = endpoint.defaults({ openapi: description([{ name: "p", in: "query", ...lists("multi", "csv") }]) });
    fc.assert(
      fc.property(
        fc.array(
          fc.array(
            fc.string({ minLength: 1 }).filter((text) => !text.includes(",")),
            { minLength: 1 },
          ),
          {
            minLength: 1,
          },
        ),
        (value) => {
          const url = new URL(api("POST /x/{path}", { path: "p", p: value }).url);
          expect(url.searchParams.getAll("p").map((pair) => pair.split(","))).toStrictEqual(value);
        },
      ),
    );
  });
});

test("joinNested: an inner list with no separator left for its level has no text", () => {
  expect(joinNested([[1, 2], 3], [], "p")).toStrictEqual([undefined, 3]);
  expect(joinNested([[[1, 2], [3]], 4], ["|", ","], "p")).toStrictEqual(["1,2|3", 4]);
});

describe("Swagger 2.0 joined lists, as given", () => {
  const csv = (location: string) => ({ name: "p", in: location, type: "array", items: { type: "string" } });

  test("a value that is no list is sent as it is (a text already joined)", () => {
    const api = endpoint.defaults({ openapi: description([{ ...csv("header"), collectionFormat: "pipes" }]) });
    expect(api("POST /x/{path}", { path: "p", p: "a|b" }).headers.p).toBe("a|b");
    expect(api("POST /x/{path}", { path: "p", p: ["a", "b"] }).headers.p).toBe("a|b");
  });

  test("an empty list of a joined form field writes no field", () => {
    const api = endpoint.defaults({ openapi: description([csv("formData"), { name: "q", in: "formData" }]) });
    expect(api("POST /x/{path}", { path: "p", p: [], q: "1" }).body).toStrictEqual({ q: "1" });
  });
});

test("a responses that is no object is refused at .defaults()", () => {
  const openapi = {
    openapi: "3.1.0",
    info: { title: "t", version: "1" },
    servers: [{ url: "https://api.test" }],
    paths: { "/x": { get: { responses: "200" } } },
  };
  expectEndpointError(() => endpoint.defaults({ openapi }), "ERR_INVALID_OPTION", "expected a responses object");
});

test("a produces that is no list of media types is refused at .defaults()", () => {
  const openapi = { ...description([]), produces: "application/json" };
  expectEndpointError(() => endpoint.defaults({ openapi }), "ERR_INVALID_OPTION", "expected a list of media types");
});
