// How mediaType amends the accept header: the function on its own (table of
// accept, format, previews, result), then the same rules through endpoint(),
// .defaults() and merge/parse, where the previews are merged first.
import { endpoint } from "../../src/index";
import { applyMediaType } from "../../src/parse/apply-media-type";

const V3 = "application/vnd.github.v3+json";

describe("applyMediaType", () => {
  test.each<[string, string, string, string[], string]>([
    ["a format on the default accept keeps the version", V3, "raw", [], "application/vnd.github.v3.raw"],
    [
      "a format replaces an earlier format",
      "application/vnd.github.v3.html+json",
      "diff",
      [],
      "application/vnd.github.v3.diff",
    ],
    ["a format with a plus sign", V3, "text+json", [], "application/vnd.github.v3.text+json"],
    ["a format on a range with no version", "application/vnd.github+json", "raw", [], "application/vnd.github.raw"],
    [
      "a format reaches every vendor range and leaves the others",
      `${V3}, application/json`,
      "raw",
      [],
      "application/vnd.github.v3.raw,application/json",
    ],
    [
      "a format keeps a preview range's name",
      "application/vnd.github.mercy-preview+json",
      "raw",
      [],
      "application/vnd.github.mercy-preview.raw",
    ],
    [
      "a range naming only a preview gets the vendor",
      "application/vnd.foo-preview",
      "raw",
      [],
      "application/vnd.github.foo-preview.raw",
    ],
    ["a range with parameters is not rewritten", `${V3}; q=0.9`, "raw", [], `${V3}; q=0.9`],
    ["another vendor keeps its name", "application/vnd.example.v2+json", "raw", [], "application/vnd.example.v2.raw"],
    ["a vendor prefix with no name is not a vendor range", "application/vnd.+json", "raw", [], "application/vnd.+json"],
    ["the prefix is matched in any case", "Application/VND.github.v3+json", "raw", [], "application/vnd.github.v3.raw"],
    ["one preview replaces the default accept", V3, "", ["symmetra"], "application/vnd.github.symmetra-preview+json"],
    [
      "several previews, in the order given",
      V3,
      "",
      ["jean-grey", "symmetra"],
      "application/vnd.github.jean-grey-preview+json,application/vnd.github.symmetra-preview+json",
    ],
    ["previews take the format", V3, "raw", ["symmetra"], "application/vnd.github.symmetra-preview.raw"],
    [
      "every preview range of the header is kept, first, then the given ones",
      "application/vnd.foo-preview,application/vnd.bar-preview",
      "raw",
      ["symmetra"],
      "application/vnd.github.foo-preview.raw,application/vnd.github.bar-preview.raw,application/vnd.github.symmetra-preview.raw",
    ],
    [
      "a preview in both the header and the list appears once",
      "application/vnd.github.mercy-preview+json",
      "",
      ["symmetra", "mercy"],
      "application/vnd.github.mercy-preview+json,application/vnd.github.symmetra-preview+json",
    ],
    [
      "previews use the header's vendor",
      "application/vnd.example.v2+json",
      "",
      ["beta"],
      "application/vnd.example.beta-preview+json",
    ],
    [
      "previews with no vendor in the header use github's",
      "application/json",
      "",
      ["p"],
      "application/vnd.github.p-preview+json",
    ],
    [
      "application/octet-stream is left alone",
      "application/octet-stream",
      "raw",
      ["symmetra"],
      "application/octet-stream",
    ],
    [
      "application/octet-stream in any case and spacing",
      " Application/Octet-Stream",
      "raw",
      [],
      " Application/Octet-Stream",
    ],
  ])("%s", (_, accept, format, previews, expected) => {
    expect(applyMediaType(accept, { format, previews })).toBe(expected);
  });
});

describe("mediaType through endpoint()", () => {
  test.each<[string, Record<string, unknown>, string]>([
    ["no mediaType on /graphql: the default accept", {}, V3],
    [
      "nothing asked: accept stays as given, spaces included",
      { headers: { accept: " application/json ,  text/plain" } },
      " application/json ,  text/plain",
    ],
    ["format raw on a REST route", { mediaType: { format: "raw" } }, "application/vnd.github.v3.raw"],
    ["previews on /graphql", { mediaType: { previews: ["symmetra"] } }, "application/vnd.github.symmetra-preview+json"],
    [
      "previews written with their -preview suffix are not doubled",
      { mediaType: { previews: ["jean-grey-preview", "symmetra-preview"] } },
      "application/vnd.github.jean-grey-preview+json,application/vnd.github.symmetra-preview+json",
    ],
    [
      "format and previews together",
      { mediaType: { format: "raw", previews: ["symmetra"] } },
      "application/vnd.github.symmetra-preview.raw",
    ],
    [
      "format, previews and an accept list of previews",
      {
        headers: { accept: "application/vnd.foo-preview,application/vnd.bar-preview" },
        mediaType: { format: "raw", previews: ["symmetra"] },
      },
      "application/vnd.github.foo-preview.raw,application/vnd.github.bar-preview.raw,application/vnd.github.symmetra-preview.raw",
    ],
    [
      "an octet-stream download with previews",
      { headers: { accept: "application/octet-stream" }, mediaType: { previews: ["symmetra"] } },
      "application/octet-stream",
    ],
  ])("%s", (_, options, accept) => {
    expect(endpoint("POST /graphql", options).headers.accept).toBe(accept);
    // The same on any other URL: mediaType is not a /graphql feature.
    expect(endpoint("GET /repos/{owner}/{repo}", { owner: "o", repo: "r", ...options }).headers.accept).toBe(accept);
  });

  test("with no accept header there is nothing to amend", () => {
    expect(endpoint("GET /x", { headers: { accept: null }, mediaType: { format: "raw" } }).headers).not.toHaveProperty(
      "accept",
    );
  });

  test("a format from .defaults() is in DEFAULTS and applies to every call", () => {
    const api = endpoint.defaults({ mediaType: { format: "raw" } });
    expect(api.DEFAULTS.mediaType).toStrictEqual({ format: "raw", previews: [] });
    expect(api("GET /x").headers.accept).toBe("application/vnd.github.v3.raw");
    // The call's own format wins.
    expect(api("GET /x", { mediaType: { format: "diff" } }).headers.accept).toBe("application/vnd.github.v3.diff");
  });

  test.each<[string, string[], string[], string[]]>([
    ["previews of two .defaults() levels add up, defaults first", ["foo"], ["bar"], ["foo", "bar"]],
    [
      "a -preview suffix in defaults is dropped and not doubled",
      ["foo-preview"],
      ["bar-preview", "foo"],
      ["foo", "bar"],
    ],
  ])("%s", (_, outer, inner, expected) => {
    const api = endpoint.defaults({ mediaType: { previews: outer } }).defaults({ mediaType: { previews: inner } });
    expect(api.DEFAULTS.mediaType.previews).toStrictEqual(expected);
    expect(api("POST /graphql").headers.accept).toBe(
      expected.map((name) => `application/vnd.github.${name}-preview+json`).join(","),
    );
  });

  test("parse amends accept from merged options written by hand, as endpoint() does", () => {
    const options = {
      ...endpoint.merge("POST /graphql"),
      headers: { accept: "application/vnd.foo-preview,application/vnd.bar-preview" },
      mediaType: { format: "raw", previews: ["symmetra-preview"] },
    };
    expect(endpoint.parse(options).headers.accept).toBe(
      "application/vnd.github.foo-preview.raw,application/vnd.github.bar-preview.raw,application/vnd.github.symmetra-preview.raw",
    );
  });
});
