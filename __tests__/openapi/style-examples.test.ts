import { endpoint as typedEndpoint } from "../../src/openapi";
import { loose } from "../helpers/loose-endpoint";

// Runtime behaviour, whatever the types say (the types have tests of their own).
const endpoint = loose(typedEndpoint);

// The "Style Examples" table of OpenAPI's Parameter Object (3.0.4 and 3.1.1,
// which corrected `label` to RFC 6570's `.blue,black,brown` and percent-encode
// "|", "[" and "]"): a parameter `color` with an empty string, the string
// "blue", the array ["blue", "black", "brown"] and the object
// { R: 100, G: 200, B: 150 }. Cells the table marks n/a are not listed.
const EMPTY = "";
const STRING = "blue";
const ARRAY = ["blue", "black", "brown"];
const OBJECT = { R: 100, G: 200, B: 150 };

type Cell = readonly [style: string, explode: boolean, value: unknown, expected: string];

const PATH_CELLS: Cell[] = [
  ["matrix", false, EMPTY, ";color"],
  ["matrix", false, STRING, ";color=blue"],
  ["matrix", false, ARRAY, ";color=blue,black,brown"],
  ["matrix", false, OBJECT, ";color=R,100,G,200,B,150"],
  ["matrix", true, EMPTY, ";color"],
  ["matrix", true, STRING, ";color=blue"],
  ["matrix", true, ARRAY, ";color=blue;color=black;color=brown"],
  ["matrix", true, OBJECT, ";R=100;G=200;B=150"],
  ["label", false, EMPTY, "."],
  ["label", false, STRING, ".blue"],
  ["label", false, ARRAY, ".blue,black,brown"],
  ["label", false, OBJECT, ".R,100,G,200,B,150"],
  ["label", true, EMPTY, "."],
  ["label", true, STRING, ".blue"],
  ["label", true, ARRAY, ".blue.black.brown"],
  ["label", true, OBJECT, ".R=100.G=200.B=150"],
  ["simple", false, STRING, "blue"],
  ["simple", false, ARRAY, "blue,black,brown"],
  ["simple", false, OBJECT, "R,100,G,200,B,150"],
  ["simple", true, STRING, "blue"],
  ["simple", true, ARRAY, "blue,black,brown"],
  ["simple", true, OBJECT, "R=100,G=200,B=150"],
];

const QUERY_CELLS: Cell[] = [
  ["form", false, EMPTY, "?color="],
  ["form", false, STRING, "?color=blue"],
  ["form", false, ARRAY, "?color=blue,black,brown"],
  ["form", false, OBJECT, "?color=R,100,G,200,B,150"],
  ["form", true, EMPTY, "?color="],
  ["form", true, STRING, "?color=blue"],
  ["form", true, ARRAY, "?color=blue&color=black&color=brown"],
  ["form", true, OBJECT, "?R=100&G=200&B=150"],
  ["spaceDelimited", false, ARRAY, "?color=blue%20black%20brown"],
  ["spaceDelimited", false, OBJECT, "?color=R%20100%20G%20200%20B%20150"],
  ["pipeDelimited", false, ARRAY, "?color=blue%7Cblack%7Cbrown"],
  ["pipeDelimited", false, OBJECT, "?color=R%7C100%7CG%7C200%7CB%7C150"],
  ["deepObject", true, OBJECT, "?color%5BR%5D=100&color%5BG%5D=200&color%5BB%5D=150"],
];

// One description per cell: the parameter declared exactly as the row says.
// The path parameter follows literal text ("/p/c{color}"): a label "." alone
// in a segment would be a dot segment, which the URL check refuses (below).
function describedApi(location: "path" | "query", style: string, explode: boolean) {
  const path = location === "path" ? "/p/c{color}" : "/q";
  const parameter = { name: "color", in: location, required: location === "path", style, explode };
  return endpoint.defaults({
    openapi: {
      openapi: "3.1.0",
      info: { title: "styles", version: "1" },
      servers: [{ url: "https://api.test" }],
      paths: { [path]: { get: { parameters: [parameter] } } },
    },
  });
}

describe("OpenAPI style examples, path parameters", () => {
  test.each(PATH_CELLS)("%s explode=%s %j gives %s", (style, explode, value, expected) => {
    const api = describedApi("path", style, explode);
    expect(api("GET /p/c{color}", { color: value }).url).toBe(`https://api.test/p/c${expected}`);
  });

  test("a label value that makes a whole segment a dot segment is refused by the URL check", () => {
    const api = endpoint.defaults({
      openapi: {
        openapi: "3.1.0",
        info: { title: "t", version: "1" },
        servers: [{ url: "https://api.test" }],
        paths: {
          "/p/{color}": { get: { parameters: [{ name: "color", in: "path", required: true, style: "label" }] } },
        },
      },
    });
    expect(() => api("GET /p/{color}", { color: "" })).toThrow(/Unsafe parameter "color".*dot segment/);
    expect(api("GET /p/{color}", { color: "blue" }).url).toBe("https://api.test/p/.blue");
  });
});

describe("OpenAPI style examples, query parameters", () => {
  test.each(QUERY_CELLS)("%s explode=%s %j gives %s", (style, explode, value, expected) => {
    const api = describedApi("query", style, explode);
    expect(api("GET /q", { color: value }).url).toBe(`https://api.test/q${expected}`);
  });

  test.each(["POST", "PUT", "PATCH", "DELETE"])("a query parameter stays in the query on %s", (method) => {
    const api = endpoint.defaults({
      openapi: {
        openapi: "3.0.3",
        info: { title: "t", version: "1" },
        servers: [{ url: "https://api.test" }],
        paths: { "/q": { [method.toLowerCase()]: { parameters: [{ name: "color", in: "query" }] } } },
      },
    });
    const result = api(`${method} /q`, { color: ARRAY, other: 1 });
    expect(result.url).toBe("https://api.test/q?color=blue&color=black&color=brown");
    expect(result.body).toEqual({ other: 1 });
  });
});
