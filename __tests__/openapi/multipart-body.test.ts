// Positional multipart bodies (OpenAPI 3.2, "Encoding By Position"): a list
// body under multipart/mixed, multipart/related, multipart/byteranges (any
// multipart type but a form) is framed part by part as prefixEncoding and
// itemEncoding say. The descriptions are the specification's own examples
// (Encoding Object: "Ordered, Unnamed Multipart", "Ordered Multipart With
// Required Header", "Streaming Multipart", "Streaming Byte Ranges", "Nested
// multipart/mixed"); every body is read back with @remix-run/multipart-parser,
// an independent parser of any multipart type.
import fc from "fast-check";
import { parseMultipart } from "@remix-run/multipart-parser";
import { compileRouteTable, endpoint, toFetchArgs } from "../../src/openapi";
import { expectEndpointError } from "../helpers/expect-error";
import { runs } from "../helpers/runs";

type Result = Parameters<typeof toFetchArgs>[0];
type Call = (route: string, options: object) => Result;

/** A description whose POST /up takes a body of `type` described by the Media Type Object `media`. */
function described(type: string, media: object, components: object = {}) {
  return {
    openapi: "3.2.0",
    info: { title: "Uploads", version: "1" },
    servers: [{ url: "https://up.example" }],
    paths: { "/up": { post: { requestBody: { content: { [type]: media } } } } },
    components,
  };
}
const api = (type: string, media: object, components?: object) =>
  endpoint.defaults({ openapi: described(type, media, components) }) as unknown as Call;

/** A part as read back: its headers (lowercase names) and its content as text. */
interface Read {
  readonly headers: { [name: string]: string | undefined };
  readonly text: string;
  readonly bytes: Uint8Array;
}

const boundaryOf = (type: string) => /boundary=([^;]+)/.exec(type)![1]!;

async function bytesOf(body: unknown): Promise<Uint8Array> {
  if (typeof body === "string") return new TextEncoder().encode(body);
  return new Uint8Array(await (body as Blob).arrayBuffer());
}

/** Reads a multipart message with the independent parser. */
function readParts(bytes: Uint8Array, type: string): Read[] {
  return [...parseMultipart(bytes, { boundary: boundaryOf(type) })].map((part) => ({
    headers: { ...part.headers },
    text: new TextDecoder().decode(part.bytes),
    bytes: part.bytes,
  }));
}

async function readBack(result: Result): Promise<Read[]> {
  const type = result.headers["content-type"] as string;
  return readParts(await bytesOf(result.body), type);
}

// The specification's examples, as Media Type Objects.
const ORDERED = {
  schema: {
    type: "array",
    prefixItems: [
      {
        type: "object",
        properties: {
          author: { type: "string" },
          created: { type: "string", format: "datetime" },
          copyright: { type: "string" },
          license: { type: "string" },
        },
      },
      {},
    ],
  },
  prefixEncoding: [{}, { contentType: "image/*" }],
};
const RFC2557_COMPONENTS = {
  headers: {
    RFC2557NoContentId: { description: "Use Content-Location instead of Content-ID", schema: false },
    RFC2557ContentLocation: {
      required: true,
      content: { "text/plain": { schema: { $comment: "Use a full URI (not a relative reference)", type: "string" } } },
    },
  },
};
const RFC2557_HEADERS = {
  "Content-ID": { $ref: "#/components/headers/RFC2557NoContentId" },
  "Content-Location": { $ref: "#/components/headers/RFC2557ContentLocation" },
};
const RFC2557 = {
  schema: {
    prefixItems: [{ type: "string" }],
    items: { anyOf: [{ type: "string" }, { $comment: "To allow binary, this must always pass" }] },
  },
  prefixEncoding: [{ contentType: "text/html", headers: RFC2557_HEADERS }],
  itemEncoding: { contentType: "text/css,text/javascript,image/*", headers: RFC2557_HEADERS },
};
const STREAMING = {
  itemSchema: { $comment: "A single data image from the device" },
  itemEncoding: { contentType: "image/jpg" },
};
const BYTE_RANGES = {
  itemSchema: { $comment: "A single range of bytes from a video" },
  itemEncoding: {
    contentType: "video/mp4",
    headers: { "Content-Range": { required: true, content: { "text/plain": { schema: { type: "string" } } } } },
  },
};
const NESTED = {
  schema: {
    type: "array",
    prefixItems: [{ type: "array" }, { type: "array", prefixItems: [{ type: "object" }, { type: "string" }, {}] }],
  },
  prefixEncoding: [
    {},
    {
      contentType: "multipart/mixed",
      prefixEncoding: [{ contentType: "application/xml" }, {}, { contentType: "image/png" }],
    },
  ],
};

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0xff]);
const png = () => new Blob([PNG], { type: "image/png" });

describe("the specification's examples compile into the route table", () => {
  test.each<[string, string, object, object | undefined, string[]]>([
    [
      "Ordered, Unnamed Multipart",
      "multipart/mixed",
      ORDERED,
      undefined,
      ["b multipart/mixed", "m 0 application/json", "m 1 image/*", "m * application/octet-stream"],
    ],
    [
      "Ordered Multipart With Required Header (Content-ID's schema is false: never sent)",
      "multipart/related; type=text/html",
      RFC2557,
      RFC2557_COMPONENTS,
      [
        "b multipart/related; type=text/html",
        "m 0 text/html",
        "mh! 0 Content-Location",
        "m * text/css,text/javascript,image/*",
        "mh! * Content-Location",
      ],
    ],
    ["Streaming Multipart", "multipart/mixed", STREAMING, undefined, ["b multipart/mixed", "m * image/jpg"]],
    [
      "Streaming Byte Ranges",
      "multipart/byteranges",
      BYTE_RANGES,
      undefined,
      ["b multipart/byteranges", "m * video/mp4", "mh! * Content-Range"],
    ],
    [
      "Nested multipart/mixed",
      "multipart/mixed",
      NESTED,
      undefined,
      [
        "b multipart/mixed",
        "m 0 application/json",
        "m 1 multipart/mixed",
        "m 1.0 application/xml",
        "m 1.1 text/plain",
        "m 1.2 image/png",
        "m 1.* application/octet-stream",
        "m * application/octet-stream",
      ],
    ],
  ])("%s", (_, type, media, components, entries) => {
    expect(compileRouteTable(described(type, media, components)).routes["POST /up"]).toStrictEqual(entries);
  });

  test("a Media Type Object by $ref (OpenAPI 3.2's components.mediaTypes) is read as the one it names", () => {
    const media = { $ref: "#/components/mediaTypes/Ordered" };
    const table = compileRouteTable(described("multipart/mixed", media, { mediaTypes: { Ordered: ORDERED } }));
    expect(table.routes["POST /up"]).toStrictEqual(
      compileRouteTable(described("multipart/mixed", ORDERED)).routes["POST /up"],
    );
  });

  test.each<[string, unknown, string]>([
    ["no type", {}, "application/octet-stream"],
    ["a string", { type: "string" }, "text/plain"],
    ["a string with contentEncoding", { type: "string", contentEncoding: "base64" }, "application/octet-stream"],
    ["a string of format binary (3.0's way)", { type: "string", format: "binary" }, "application/octet-stream"],
    ["a number", { type: "number" }, "text/plain"],
    ["an integer", { type: "integer" }, "text/plain"],
    ["a boolean", { type: "boolean" }, "text/plain"],
    ["an object", { type: "object" }, "application/json"],
    ["an array", { type: "array" }, "application/json"],
    ["a 3.1 type list (null aside)", { type: ["null", "integer"] }, "text/plain"],
    ["a $ref", { $ref: "#/components/schemas/Meta" }, "application/json"],
    ["the schema true", true, "application/octet-stream"],
  ])("the default content type of a part with %s is the Encoding Object's table's", (_, schema, type) => {
    const media = { schema: { type: "array", prefixItems: [schema] } };
    const table = compileRouteTable(described("multipart/mixed", media, { schemas: { Meta: { type: "object" } } }));
    expect(table.routes["POST /up"]).toContain(`m 0 ${type}`);
  });
});

describe("part headers the Encoding Object declares", () => {
  const media = {
    itemEncoding: {
      contentType: "text/plain",
      // Declared twice in two cases: one header. The order of the declaration is the order sent.
      headers: { "X-B": { schema: { type: "string" } }, "X-A": { schema: { type: "string" } }, "x-a": {} },
    },
  };

  test("are written in the order declared; a null or undefined value writes none", async () => {
    const result = api("multipart/mixed", media)("POST /up", {
      data: [
        { body: "one", headers: { "x-a": "1", "X-B": "2" } },
        { body: "two", headers: { "X-A": null, "x-b": undefined } },
      ],
    });
    expect(result.body).toMatch(/Content-Type: text\/plain\r\nX-B: 2\r\nX-A: 1\r\n\r\none/);
    const [one, two] = await readBack(result);
    expect([one!.headers["x-a"], one!.headers["x-b"], two!.headers["x-a"], two!.headers["x-b"]]).toStrictEqual([
      "1",
      "2",
      undefined,
      undefined,
    ]);
  });
});

describe("the specification's examples, sent and read back", () => {
  test("Ordered, Unnamed Multipart: JSON metadata, then the image its Blob's type names (one of image/*)", async () => {
    const metadata = { author: "A. Writer", license: "CC0" };
    const result = api("multipart/mixed", ORDERED)("POST /up", { data: [metadata, png()] });
    expect(result.headers["content-type"]).toMatch(/^multipart\/mixed; boundary=rest-endpoint-0-[0-9a-f]{32}$/);
    expect(result.body).toBeInstanceOf(Blob);
    const [meta, image] = await readBack(result);
    expect(meta!.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(meta!.text)).toStrictEqual(metadata);
    expect(image!.headers["content-type"]).toBe("image/png");
    expect(image!.bytes).toStrictEqual(PNG);
  });

  test("Ordered Multipart With Required Header: each part's content type and Content-Location", async () => {
    const call = api("multipart/related; type=text/html", RFC2557, RFC2557_COMPONENTS);
    const data = [
      { body: '<link href="a.css">', headers: { "Content-Location": "https://pages.example/index.html" } },
      { body: "p{}", headers: { "content-type": "text/css", "content-location": "https://pages.example/a.css" } },
      { body: png(), headers: { "Content-Location": "https://pages.example/i.png" } },
    ];
    const result = call("POST /up", { data });
    expect(result.headers["content-type"]).toMatch(/^multipart\/related; type=text\/html; boundary=rest-endpoint-0-/);
    const parts = await readBack(result);
    expect(
      parts.map(({ headers, text }) => [headers["content-type"], headers["content-location"], text]),
    ).toStrictEqual([
      ["text/html", "https://pages.example/index.html", '<link href="a.css">'],
      ["text/css", "https://pages.example/a.css", "p{}"],
      ["image/png", "https://pages.example/i.png", new TextDecoder().decode(PNG)],
    ]);
  });

  test("Streaming Multipart: every item an image/jpg part", async () => {
    const result = api("multipart/mixed", STREAMING)("POST /up", { data: [PNG, PNG.buffer, png()] });
    const parts = await readBack(result);
    expect(parts.map(({ headers }) => headers["content-type"])).toStrictEqual(["image/jpg", "image/jpg", "image/jpg"]);
    for (const part of parts) expect(part.bytes).toStrictEqual(PNG);
  });

  test("Streaming Byte Ranges: the required Content-Range of each part", async () => {
    const data = [
      { body: PNG.subarray(0, 4), headers: { "Content-Range": "bytes 0-3/10" } },
      { body: PNG.subarray(4), headers: { "Content-Range": "bytes 4-9/10" } },
    ];
    const parts = await readBack(api("multipart/byteranges", BYTE_RANGES)("POST /up", { data }));
    expect(parts.map(({ headers }) => [headers["content-type"], headers["content-range"]])).toStrictEqual([
      ["video/mp4", "bytes 0-3/10"],
      ["video/mp4", "bytes 4-9/10"],
    ]);
    expect([...parts[0]!.bytes, ...parts[1]!.bytes]).toStrictEqual([...PNG]);
    expectEndpointError(
      () => api("multipart/byteranges", BYTE_RANGES)("POST /up", { data: [{ body: PNG }] }),
      "ERR_INVALID_OPTION",
      "part 0: the Content-Range header is required",
      'for route "POST /up"',
    );
  });

  test("Nested multipart/mixed: a JSON array, then a multipart/mixed of XML, text and a PNG", async () => {
    const result = api("multipart/mixed", NESTED)("POST /up", {
      data: [
        [1, 2],
        ["<a>1</a>", "plain", png()],
      ],
    });
    const [json, nested] = await readBack(result);
    expect(json!.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(json!.text)).toStrictEqual([1, 2]);
    const inner = nested!.headers["content-type"]!;
    expect(inner).toMatch(/^multipart\/mixed; boundary=rest-endpoint-0-[0-9a-f]{32}$/);
    expect(boundaryOf(inner)).not.toBe(boundaryOf(result.headers["content-type"] as string));
    const parts = readParts(nested!.bytes, inner);
    expect(parts.map(({ headers }) => headers["content-type"])).toStrictEqual([
      "application/xml",
      "text/plain",
      "image/png",
    ]);
    expect(parts.map(({ text }) => text).slice(0, 2)).toStrictEqual(["<a>1</a>", "plain"]);
    expect(parts[2]!.bytes).toStrictEqual(PNG);
  });
});

describe("text parts: the body is text, the boundary chosen to occur in no part", () => {
  const mixed = api("multipart/mixed", {
    schema: { type: "array", prefixItems: [{ type: "string" }, { type: "object" }, { type: "integer" }] },
  });

  test("exactly the RFC 2046 framing, the same for the same parts", () => {
    const result = mixed("POST /up", { data: ["Hi é", { a: [1] }, 7] });
    const text =
      "--rest-endpoint-0-boundary\r\nContent-Type: text/plain\r\n\r\nHi é\r\n" +
      '--rest-endpoint-0-boundary\r\nContent-Type: application/json\r\n\r\n{"a":[1]}\r\n' +
      "--rest-endpoint-0-boundary\r\nContent-Type: text/plain\r\n\r\n7\r\n" +
      "--rest-endpoint-0-boundary--\r\n";
    expect(result.body).toBe(text);
    expect(result.headers["content-type"]).toBe("multipart/mixed; boundary=rest-endpoint-0-boundary");
    expect(mixed("POST /up", { data: ["Hi é", { a: [1] }, 7] })).toStrictEqual(result);
    const [, init] = toFetchArgs(result);
    expect([init.body, init.headers["content-type"]]).toStrictEqual([text, result.headers["content-type"]]);
  });

  test("a boundary a part holds is passed over for the next free one", async () => {
    const tricky = "--rest-endpoint-0-boundary\r\n--rest-endpoint-1-boundary--\r\nrest-endpoint-12-boundary";
    const result = mixed("POST /up", { data: [tricky, { k: "rest-endpoint-2-boundary" }, 1] });
    expect(boundaryOf(result.headers["content-type"] as string)).toBe("rest-endpoint-3-boundary");
    expect((await readBack(result)).map(({ text }) => text)).toStrictEqual([
      tricky,
      '{"k":"rest-endpoint-2-boundary"}',
      "1",
    ]);
  });

  test("any list of text parts reads back as it was sent (property)", async () => {
    const text = api("multipart/mixed", { itemSchema: { type: "string" } });
    const piece = fc.oneof(
      fc.string({ unit: "grapheme" }),
      fc.constantFrom("\r\n", "--", "rest-endpoint-", "-boundary", "0", "1", "--rest-endpoint-0-boundary"),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.array(piece).map((pieces) => pieces.join("")),
          { minLength: 1 },
        ),
        async (items) => {
          const parts = await readBack(text("POST /up", { data: items }));
          expect(parts.map((part) => part.text)).toStrictEqual(items);
          expect(parts.every((part) => part.headers["content-type"] === "text/plain")).toBe(true);
        },
      ),
      { numRuns: runs(400) },
    );
  });

  test("a boundary the content type gives is kept, and checked against the parts", () => {
    const call = api("multipart/mixed", { itemSchema: { type: "string" } });
    const headers = { "content-type": 'multipart/mixed; boundary="my boundary"' };
    expect(call("POST /up", { data: ["a"], headers: { "content-type": "multipart/mixed; boundary=b1" } }).body).toBe(
      "--b1\r\nContent-Type: text/plain\r\n\r\na\r\n--b1--\r\n",
    );
    const result = call("POST /up", { data: ["a"], headers });
    expect(result.body).toBe("--my boundary\r\nContent-Type: text/plain\r\n\r\na\r\n--my boundary--\r\n");
    expect(result.headers["content-type"]).toBe(headers["content-type"]);
    const error = expectEndpointError(
      () => call("POST /up", { data: ["a", "b\r\n--my boundary\r\n"], headers }),
      "ERR_INVALID_OPTION",
      'option "data"',
      'for route "POST /up"',
      "part 1 holds the boundary its content-type header gives",
    );
    // The boundary is part of a header value, which no message quotes.
    expect(error.message).not.toContain("my boundary");
    expectEndpointError(
      () => call("POST /up", { data: ["a"], headers: { "content-type": 'multipart/mixed; boundary="a@b"' } }),
      "ERR_INVALID_HEADER",
      "no RFC 2046 boundary",
    );
  });

  test("a list whose items the description does not encode: application/octet-stream, text and bytes as they are", async () => {
    const parts = await readBack(api("multipart/mixed", {})("POST /up", { data: ["a", PNG] }));
    expect(parts.map(({ headers }) => headers["content-type"])).toStrictEqual([
      "application/octet-stream",
      "application/octet-stream",
    ]);
  });
});

describe("multipart types whose parts the description does not order", () => {
  // Before 3.2, a multipart/mixed of an object schema named its parts (Content-Disposition: the old workaround).
  const named = {
    schema: { type: "object", properties: { meta: { type: "object" }, file: {} } },
  };

  test.each<[string, object, string[]]>([
    ["an object schema", named, ["k meta", "k file"]],
    ["no schema", {}, []],
  ])(
    "%s: no part entries; an object body passes through as before, a list is framed by the defaults",
    async (_, media, properties) => {
      expect(compileRouteTable(described("multipart/mixed", media)).routes["POST /up"]).toStrictEqual([
        "b multipart/mixed",
        ...properties,
      ]);
      const call = api("multipart/mixed", media);
      expect(call("POST /up", { data: { meta: {}, file: "x" } }).body).toStrictEqual({ meta: {}, file: "x" });
      const parts = await readBack(call("POST /up", { data: ["x"] }));
      expect(parts.map(({ headers, text: read }) => [headers["content-type"], read])).toStrictEqual([
        ["application/octet-stream", "x"],
      ]);
    },
  );

  test.each<[string, object]>([
    ["itemSchema", { itemSchema: {} }],
    ["type: array", { schema: { type: "array" } }],
    ["items", { schema: { items: { type: "string" } } }],
    ["prefixItems", { schema: { prefixItems: [] } }],
    ["itemEncoding", { itemEncoding: {} }],
  ])("%s orders the parts: an object body is refused", (_, media) => {
    const entries = compileRouteTable(described("multipart/mixed", media)).routes["POST /up"]!;
    expect(entries.filter((entry) => entry.startsWith("m * "))).toHaveLength(1);
    expectEndpointError(
      () => api("multipart/mixed", media)("POST /up", { data: { a: 1 } }),
      "ERR_INVALID_OPTION",
      "is a list of its parts",
    );
  });
});

describe("what a positional multipart body must be", () => {
  const text = api("multipart/mixed", { itemSchema: { type: "string" } });
  const typed = api("multipart/mixed", { itemEncoding: { contentType: "image/png, image/jpeg" } });
  const withHeader = api("multipart/mixed", {
    itemSchema: { type: "string" },
    itemEncoding: { headers: { "X-Part": { schema: { type: "string" } } } },
  });

  test.each<[string, Call, unknown, string[]]>([
    ["an object (undeclared parameters make one)", text, { a: 1 }, ["a multipart/mixed body is a list of its parts"]],
    ["an empty list", text, [], ["has one part at least"]],
    ["an object under text/plain", text, [{ a: 1 }], ["part 0: an object has no text/plain form"]],
    ["a list under text/plain", text, ["a", [1]], ["part 1: a list has no text/plain form"]],
    ["null", text, [null], ["part 0: null has no text/plain form"]],
    ["NaN", text, [Number.NaN], ["part 0: NaN has no text/plain form"]],
    ["a lone surrogate", text, ["\ud800"], ["part 0: a lone surrogate"]],
    [
      "a part of several types with no choice",
      typed,
      [PNG],
      ["part 0: give its content type, one of image/png, image/jpeg"],
    ],
    [
      "a content type it does not allow",
      typed,
      [{ body: PNG, headers: { "Content-Type": "image/gif" } }],
      ["one of image/png, image/jpeg"],
    ],
    [
      "a header it does not declare",
      withHeader,
      [{ body: "a", headers: { "X-Other": "1" } }],
      ["does not declare; declared: X-Part"],
    ],
    [
      "a hole in the list (an undefined part)",
      text,
      Object.assign(new Array<unknown>(3), { 0: "a", 2: "b" }),
      ["part 1: undefined has no text/plain form"],
    ],
    [
      "a header given twice",
      withHeader,
      [{ body: "a", headers: { "X-Part": "1", "x-part": "2" } }],
      ["a header given twice"],
    ],
    ["a part object with other keys", withHeader, [{ body: "a", name: "b" }], ["a part is { body, headers }"]],
    ["a part object without body", withHeader, [{ headers: {} }], ["a part is { body, headers }"]],
    ["headers that are no object", withHeader, [{ body: "a", headers: "X-Part: 1" }], ["its headers are an object"]],
    [
      "a header that is no text",
      withHeader,
      [{ body: "a", headers: { "X-Part": true } }],
      ["the X-Part header is text"],
    ],
  ])("%s is refused", (_, call, data, fragments) => {
    expectEndpointError(() => call("POST /up", { data }), "ERR_INVALID_OPTION", ...fragments, 'for route "POST');
  });

  test("a content-type part header chooses among the types, */* allowing any; no other header is declared", () => {
    const any = api("multipart/mixed", { itemEncoding: { contentType: "*/*" } });
    const result = any("POST /up", { data: [{ body: "a", headers: { "Content-Type": "text/csv; charset=utf-8" } }] });
    expect(result.body).toContain("\r\nContent-Type: text/csv; charset=utf-8\r\n\r\na\r\n");
    expectEndpointError(
      () => any("POST /up", { data: [{ body: "a", headers: { "Content-Type": "text" } }] }),
      "ERR_INVALID_OPTION",
      "its content type is one of */*",
    );
    expectEndpointError(
      () => typed("POST /up", { data: [{ body: PNG, headers: { "content-type": "image/png", "X-A": "1" } }] }),
      "ERR_INVALID_OPTION",
      "declared: none",
    );
  });

  test("a header value with CR or LF is refused as every header is", () => {
    expectEndpointError(
      () => withHeader("POST /up", { data: [{ body: "a", headers: { "X-Part": "1\r\nX-Admin: 1" } }] }),
      "ERR_INVALID_HEADER",
      '"X-Part"',
      'for route "POST',
    );
  });

  test("a part with no JSON text under a JSON type is refused, naming it", () => {
    const json = api("multipart/mixed", { itemSchema: { type: "object" } });
    const cyclic: { self?: unknown } = {};
    cyclic.self = cyclic;
    expectEndpointError(() => json("POST /up", { data: [cyclic] }), "ERR_INVALID_OPTION", "part 0: circular");
    expectEndpointError(() => json("POST /up", { data: [undefined] }), "ERR_INVALID_OPTION", "part 0 has no JSON text");
    expect(json("POST /up", { data: ["a", null] }).body).toContain('\r\n\r\n"a"\r\n');
  });

  test("text, bytes and streams given as data go out as they are", () => {
    expect(text("POST /up", { data: "--x--" }).body).toBe("--x--");
    expect(text("POST /up", { data: PNG }).body).toBe(PNG);
  });

  test("the input is not changed", () => {
    const data = [{ body: "a", headers: { "X-Part": "1" } }];
    const copy = structuredClone(data);
    withHeader("POST /up", { data });
    expect(data).toStrictEqual(copy);
  });

  test("binary parts take a random boundary, unguessable by their content", async () => {
    const call = api("multipart/mixed", {});
    const first = call("POST /up", { data: [png()] }).headers["content-type"] as string;
    const second = call("POST /up", { data: [png()] }).headers["content-type"] as string;
    expect(boundaryOf(first)).not.toBe(boundaryOf(second));
    const result = call("POST /up", { data: [png(), "text"] });
    expect((result.body as Blob).type).toBe(result.headers["content-type"]);
    expect((await readBack(result)).map(({ text: read }) => read)).toStrictEqual([
      new TextDecoder().decode(PNG),
      "text",
    ]);
  });
});

describe("multipart/form-data whose parts are ordered (Additional Encoding Approaches)", () => {
  const form = api("multipart/form-data", {
    prefixEncoding: [{ headers: { "Content-Disposition": { required: true, schema: { type: "string" } } } }],
  });

  test("a list is framed by position, the Content-Disposition header given for each part", async () => {
    const data = [{ body: "Rex", headers: { "Content-Disposition": 'form-data; name="name"' } }];
    const result = form("POST /up", { data });
    const parts = await readBack(result);
    expect(parts.map(({ headers, text: read }) => [headers["content-disposition"], read])).toStrictEqual([
      ['form-data; name="name"', "Rex"],
    ]);
  });

  test("a list under a form whose parts are named (no prefixEncoding, no itemEncoding) is not framed", () => {
    expect(api("multipart/form-data", {})("POST /up", { data: ["a"] }).body).toStrictEqual(["a"]);
  });

  test("an object is still a form by name (toFetchArgs' FormData)", () => {
    const result = form("POST /up", { data: { name: "Rex" } });
    expect(result.body).toStrictEqual({ name: "Rex" });
  });
});

describe("route tables with part entries", () => {
  const table = (entries: string[]) =>
    endpoint.defaults({
      openapi: {
        "openapi-routes": 1,
        server: "https://up.example",
        routes: { "POST /up": ["b multipart/mixed", ...entries] },
      },
    }) as unknown as Call;

  test("a hand-written table builds the same body as the description", () => {
    const entries = compileRouteTable(described("multipart/mixed", NESTED)).routes["POST /up"]!;
    const data = [[1], ["<a/>", "b", "c"]];
    expect(table(entries.slice(1))("POST /up", { data })).toStrictEqual(
      api("multipart/mixed", NESTED)("POST /up", { data }),
    );
  });

  test("parts a table does not describe are application/octet-stream", async () => {
    for (const entries of [[], ["m 0 text/plain"]]) {
      const parts = await readBack(table(entries)("POST /up", { data: ["a", "b"] }));
      expect(parts.map(({ headers }) => headers["content-type"])).toStrictEqual([
        entries.length ? "text/plain" : "application/octet-stream",
        "application/octet-stream",
      ]);
    }
  });

  test.each<[string[], string]>([
    [["m 1 text/plain"], "part 1 out of order"],
    [["mh 0 X-A"], "no part 0 before it"],
    [["m 0.0 text/plain"], "no part 0 before it"],
    [["m 0 text/plain\r\nx: 1"], "#/routes/POST ~1up/1"],
    [["m 0 text/plain", "mh 0 X:A"], "is not a valid header name"],
    [["m x text/plain"], 'expected "m <position> <media type>"'],
  ])("%j is refused", (entries, message) => {
    expectEndpointError(() => table(entries), "ERR_INVALID_OPTION", message);
  });
});

describe("bad positional encodings in a description", () => {
  test.each<[string, object, string]>([
    ["prefixEncoding that is no list", { prefixEncoding: {} }, "prefixEncoding (expected an array)"],
    ["an Encoding Object that is no object", { prefixEncoding: [1] }, "prefixEncoding/0 (expected an Encoding Object)"],
    [
      "a contentType that is no text",
      { itemEncoding: { contentType: 1 } },
      "itemEncoding/contentType (expected a media type)",
    ],
    ["a contentType with CR LF", { itemEncoding: { contentType: "text/plain\r\nx: 1" } }, "itemEncoding/contentType"],
    ["a header name that is no token", { itemEncoding: { headers: { "X:A": {} } } }, "is not a valid header name"],
    ["prefixItems that is no list", { schema: { prefixItems: {} } }, "schema/prefixItems (expected an array)"],
  ])("%s", (_, media, message) => {
    expectEndpointError(() => api("multipart/mixed", media), "ERR_INVALID_OPTION", message);
  });

  test("Encoding Objects nested in a cycle (YAML anchors) stop at 8 levels", () => {
    const encoding: { contentType: string; prefixEncoding: unknown[] } = {
      contentType: "multipart/mixed",
      prefixEncoding: [],
    };
    encoding.prefixEncoding.push(encoding);
    expectEndpointError(
      () => api("multipart/mixed", { prefixEncoding: [encoding] }),
      "ERR_INVALID_OPTION",
      "nested more than 8 levels deep",
    );
  });

  test("Encoding Objects shared by anchors cannot make the table grow without bound", () => {
    const wide = (inner: object) => ({
      contentType: "multipart/mixed",
      prefixEncoding: Array.from({ length: 60 }, () => inner),
    });
    const media = { prefixEncoding: [wide(wide(wide({})))] };
    expectEndpointError(() => api("multipart/mixed", media), "ERR_INVALID_OPTION", "more than 100000 parts");
  });
});
