// The route table's entries and their records: the one module that reads and
// writes the table's letters (docs/openapi.md, "The compact route table").
import { checkWritable, entryText, readEntry, type Entry, type ParameterEntry } from "../../src/openapi/table-entry";
import { expectEndpointError } from "../helpers/expect-error";

const AT = "#/routes/GET ~1x/0";
const parameter = (fields: Partial<ParameterEntry>): ParameterEntry => ({
  kind: "parameter",
  name: "x",
  in: "query",
  style: "form",
  explode: true,
  required: false,
  allowReserved: false,
  ...fields,
});

describe("an entry reads into its record, and the record writes the same entry", () => {
  test.each<[string, Entry]>([
    // Parameters: the location's default style has no letter; flags say what differs from the style's default.
    ["p petId", parameter({ name: "petId", in: "path", style: "simple", explode: false, required: true })],
    ["pl* id", parameter({ name: "id", in: "path", style: "label", explode: true, required: true })],
    ["pm id", parameter({ name: "id", in: "path", style: "matrix", explode: false, required: true })],
    ["pf id", parameter({ name: "id", in: "path", style: "form", explode: true, required: true })],
    ["q tags", parameter({ name: "tags" })],
    ["q-! tags", parameter({ name: "tags", explode: false, required: true })],
    ["qd filter", parameter({ name: "filter", style: "deepObject", explode: false })],
    ["qS* a", parameter({ name: "a", style: "spaceDelimited", explode: true })],
    ["qT a b", parameter({ name: "a b", style: "tabDelimited", explode: false })],
    ["qj meta", parameter({ name: "meta", style: "content", explode: false })],
    ["q+ path", parameter({ name: "path", allowReserved: true })],
    ["q-!+ path", parameter({ name: "path", explode: false, required: true, allowReserved: true })],
    ["hP* ids", parameter({ name: "ids", in: "header", style: "pipeDelimited", explode: true })],
    ["h X-Id", parameter({ name: "X-Id", in: "header", style: "simple", explode: false })],
    ["c sid", parameter({ name: "sid", in: "cookie" })],
    ["cC- sid", parameter({ name: "sid", in: "cookie", style: "cookie", explode: false })],
    ["f file", parameter({ name: "file", in: "formData" })],
    ["Q! q", parameter({ name: "q", in: "querystring", style: "text", explode: false, required: true })],
    ["Qu q", parameter({ name: "q", in: "querystring", style: "urlencoded", explode: false })],
    ["Qj q", parameter({ name: "q", in: "querystring", style: "content", explode: false })],
    ["E tags", parameter({ name: "tags", in: "encoding" })],
    ["Et note", parameter({ name: "note", in: "encoding", style: "text", explode: false })],
    // The other entries.
    ["b application/json", { kind: "body", type: "application/json", required: false }],
    ["b! text/plain; charset=utf-8", { kind: "body", type: "text/plain; charset=utf-8", required: true }],
    ["b ", { kind: "body", type: "", required: false }],
    ["B pet", { kind: "payload", name: "pet" }],
    ["k title", { kind: "field", name: "title" }],
    ["k ", { kind: "field", name: "" }],
    ["a application/json, text/plain", { kind: "accept", types: "application/json, text/plain" }],
    ["n c ids", { kind: "nested", name: "ids", separators: [","] }],
    ["n stpc my ids", { kind: "nested", name: "my ids", separators: [" ", "\t", "|", ","] }],
    ["m 0 image/png", { kind: "part", path: ["0"], type: "image/png" }],
    ["m 1.* image/*, text/plain", { kind: "part", path: ["1", "*"], type: "image/*, text/plain" }],
    ["m 0.0.0.0.0.0.0.0.* text/plain", { kind: "part", path: [..."00000000".split(""), "*"], type: "text/plain" }],
    ["mh 0 X-Id", { kind: "partHeader", path: ["0"], name: "X-Id", required: false }],
    ["mh! 1.0 X-Id", { kind: "partHeader", path: ["1", "0"], name: "X-Id", required: true }],
    ["s https://upload.test/{region}", { kind: "server", url: "https://upload.test/{region}" }],
    ["s /v2", { kind: "server", url: "/v2" }],
  ])("%j", (text, record) => {
    expect(readEntry(text, AT)).toEqual(record);
    expect(entryText(record)).toBe(text);
  });
});

describe("a path parameter is required whatever its record says: the table writes no flag for it", () => {
  test.each<[boolean, string]>([
    [true, "p id"],
    [false, "p id"],
  ])("required: %s", (required, text) => {
    expect(entryText(parameter({ name: "id", in: "path", style: "simple", explode: false, required }))).toBe(text);
    expect(readEntry(text, AT)).toMatchObject({ required: true });
  });
});

describe("a malformed entry throws ERR_INVALID_OPTION naming its pointer and the form expected", () => {
  const PARAMETER = 'expected "<in><style><flags> <name>"';
  const NESTED = 'expected "n <letters> <name>" (letters c, s, t, p)';
  const PART = 'expected "m <position> <media type>" or "mh[!] <position> <header>"';
  test.each<[string, string]>([
    ["", PARAMETER],
    ["q", PARAMETER],
    ["q ", PARAMETER],
    [" q", PARAMETER],
    ["x tags", PARAMETER],
    ["qx tags", PARAMETER],
    ["q!f tags", PARAMETER],
    ["b", PARAMETER],
    ["b? x", PARAMETER],
    ["B! pet", PARAMETER],
    ["a", PARAMETER],
    ["s", PARAMETER],
    ["n x", NESTED],
    ["n  x", NESTED],
    ["n c", NESTED],
    ["n cz ids", NESTED],
    ["m", PART],
    ["m0 image/png", PART],
    ["m! 0 image/png", PART],
    ["mx 0 image/png", PART],
    ["mh!! 0 X-Id", PART],
    ["m a image/png", PART],
    ["m 0", PART],
    ["m 0. image/png", PART],
    ["m 1234567890 image/png", PART],
    ["m 0.0.0.0.0.0.0.0.0.0 image/png", PART],
  ])("%j", (text, reason) => {
    expectEndpointError(() => readEntry(text, AT), "ERR_INVALID_OPTION", `"openapi": ${AT} (${reason})`);
  });
});

describe("a record no entry can hold is refused as its entry would be", () => {
  test('a parameter of no name (an Encoding Object\'s property "")', () => {
    expectEndpointError(
      () => checkWritable(parameter({ name: "", in: "encoding" }), AT),
      "ERR_INVALID_OPTION",
      `${AT} (expected "<in><style><flags> <name>")`,
    );
  });

  test("a parameter with a name passes", () => {
    expect(() => checkWritable(parameter({ name: " " }), AT)).not.toThrow();
  });
});
