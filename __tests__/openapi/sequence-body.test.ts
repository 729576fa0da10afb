// Sequential bodies (OpenAPI 3.2, "Sequential Media Types"): a list body under
// application/jsonl, application/x-ndjson, application/json-seq (and +json-seq)
// or text/event-stream is written as the text of its items, framed as the
// type says, by the described endpoint. The examples are the specification's
// (Media Type Examples: "Sequential JSON" and "Server-Sent Event Streams");
// events are read back with eventsource-parser, an independent reader of the format.
import { createParser, type EventSourceMessage } from "eventsource-parser";
import { endpoint, toFetchArgs } from "../../src/openapi";
import { expectEndpointError } from "../helpers/expect-error";

type Result = Parameters<typeof toFetchArgs>[0];
type Call = (route: string, options: object) => Result;

/** An endpoint whose POST /logs takes a required body of media type `type`, with an itemSchema. */
function logs(type: string): Call {
  return endpoint.defaults({
    openapi: {
      openapi: "3.2.0",
      info: { title: "Logs", version: "1" },
      servers: [{ url: "https://logs.example" }],
      paths: { "/logs": { post: { requestBody: { required: true, content: { [type]: { itemSchema: {} } } } } } },
    },
  }) as unknown as Call;
}
const sent = (type: string, data: unknown) => logs(type)("POST /logs", { data });

// The LogJSONPerLine example's two entries.
const LOG = [
  { timestamp: "1985-04-12T23:20:50.52Z", level: 1, message: "Hi!" },
  { timestamp: "1985-04-12T23:20:51.37Z", level: 1, message: "Bye!" },
];
const LOG_LINES = `{"timestamp": "1985-04-12T23:20:50.52Z", "level": 1, "message": "Hi!"}
{"timestamp": "1985-04-12T23:20:51.37Z", "level": 1, "message": "Bye!"}
`;
// The log.json-seq example: a record separator before each (pretty-printed) text.
const LOG_SEQ = `\x1e{
  "timestamp": "1985-04-12T23:20:50.52Z",
  "level": 1,
  "message": "Hi!"
}
\x1e{
  "timestamp": "1985-04-12T23:20:51.37Z",
  "level": 1,
  "message": "Bye!"
}
`;

// A JSON Lines reader: one JSON text per line.
const readLines = (text: string) =>
  text
    .replace(/\n$/, "")
    .split("\n")
    .map((line) => JSON.parse(line) as unknown);
// An RFC 7464 reader: texts after each record separator.
const readSequence = (text: string) =>
  text
    .split("\x1e")
    .slice(1)
    .map((record) => JSON.parse(record) as unknown);

function readEvents(text: string): Array<Pick<EventSourceMessage, "event" | "data" | "id">> {
  const events: Array<Pick<EventSourceMessage, "event" | "data" | "id">> = [];
  const parser = createParser({ onEvent: ({ event, data, id }) => events.push({ event, data, id }) });
  parser.feed(text);
  return events;
}

describe("JSON Lines, NDJSON and JSON Text Sequences (Sequential JSON)", () => {
  test.each(["application/jsonl", "application/x-ndjson", "application/jsonl; charset=utf-8"])(
    "%s: one JSON text per line, each ending with a line feed (the LogJSONPerLine example)",
    (type) => {
      const { body, headers } = sent(type, LOG);
      expect(body).toBe(`${LOG.map((entry) => JSON.stringify(entry)).join("\n")}\n`);
      expect(readLines(body as string)).toStrictEqual(readLines(LOG_LINES));
      expect(headers["content-type"]).toBe(type);
    },
  );

  test.each(["application/json-seq", "application/geo+json-seq"])(
    "%s: a record separator before each JSON text, a line feed after it (the log.json-seq example)",
    (type) => {
      const { body } = sent(type, LOG);
      expect(body).toBe(LOG.map((entry) => `\x1e${JSON.stringify(entry)}\n`).join(""));
      expect(readSequence(body as string)).toStrictEqual(readSequence(LOG_SEQ));
    },
  );

  test("any JSON value is an item; line breaks in strings stay escaped on one line; bigints keep their digits", () => {
    const items = ["a\nb", 1, null, [true], { id: 12345678901234567890n }];
    const text = sent("application/jsonl", items).body as string;
    expect(text.split("\n")).toHaveLength(items.length + 1);
    expect(text).toBe('"a\\nb"\n1\nnull\n[true]\n{"id":12345678901234567890}\n');
  });

  test("an empty list is an empty body", () => {
    expect(sent("application/x-ndjson", []).body).toBe("");
  });
});

describe("text/event-stream (Server-Sent Event Streams)", () => {
  // The example's events as its JSON Lines equivalent gives them.
  const EVENTS = [
    { event: "addString", data: "This data is formatted\nacross two lines", retry: 5 },
    { event: "addInt64", data: "1234.5678" },
    { event: "addJSON", data: '{"foo": 42}' },
  ];

  test("the example's events, written as its stream writes them (without its comment and unknown field)", () => {
    expect(sent("text/event-stream", EVENTS).body).toBe(`event: addString
data: This data is formatted
data: across two lines
retry: 5

event: addInt64
data: 1234.5678

event: addJSON
data: {"foo": 42}

`);
  });

  test("a reader of the format reads the same events back", () => {
    const events = [...EVENTS, { id: "7", data: " leading space\r\nCR LF\rCR" }, { event: "é 😀", data: "" }];
    const read = readEvents(sent("text/event-stream", events).body as string);
    expect(read).toStrictEqual([
      { event: "addString", data: "This data is formatted\nacross two lines", id: undefined },
      { event: "addInt64", data: "1234.5678", id: undefined },
      { event: "addJSON", data: '{"foo": 42}', id: undefined },
      { event: undefined, data: " leading space\nCR LF\nCR", id: "7" },
      { event: "é 😀", data: "", id: undefined },
    ]);
  });

  test.each<[string, unknown, string]>([
    ["an item that is no object", ["text"], "an event is an object"],
    ["a field that is no event field", [{ data: "a", comment: "b" }], '"comment" is no event field'],
    ["a line break in event", [{ event: "a\nb" }], "event: a line break"],
    ["a carriage return in id", [{ id: "a\rb" }], "id: a line break or NUL"],
    ["NUL in id", [{ id: "a\0b" }], "id: a line break or NUL"],
    ["a negative retry", [{ retry: -1 }], "retry: a whole number"],
    ["a fractional retry", [{ retry: 1.5 }], "retry: a whole number"],
    ["data that is no text", [{ data: { foo: 42 } }], "data: text"],
    ["a lone surrogate", [{ data: "\ud800" }], "a lone surrogate"],
  ])("%s is refused, not sent otherwise", (_, body, message) => {
    expectEndpointError(() => sent("text/event-stream", body), "ERR_INVALID_OPTION", message);
  });
});

describe("what a sequential body must be", () => {
  test.each(["application/jsonl", "application/json-seq", "text/event-stream"])(
    "%s: a body that is no list is refused (the sequence's data model is a list)",
    (type) => {
      expectEndpointError(() => sent(type, { a: 1 }), "ERR_INVALID_OPTION", "is a list of its items");
    },
  );

  test("an error of the caller's own code (a getter) passes through as it is", () => {
    const failure = new Error("getter failed");
    const item = {
      get level(): number {
        throw failure;
      },
    };
    expect(() => sent("application/jsonl", [item])).toThrow(failure);
  });

  test("an item with no JSON text is refused, naming its index", () => {
    const cyclic: { self?: unknown } = {};
    cyclic.self = cyclic;
    expectEndpointError(() => sent("application/jsonl", [1, () => 2]), "ERR_INVALID_OPTION", "item 1 has no JSON");
    expectEndpointError(() => sent("application/json-seq", [cyclic]), "ERR_INVALID_OPTION", "item 0: circular");
    // A hole is an undefined item, refused rather than left out.
    // eslint-disable-next-line no-sparse-arrays -- the hole is what is tested
    expectEndpointError(() => sent("application/jsonl", [1, , 2]), "ERR_INVALID_OPTION", "item 1 has no JSON");
    // eslint-disable-next-line no-sparse-arrays -- the hole is what is tested
    expectEndpointError(() => sent("text/event-stream", [, { data: "a" }]), "ERR_INVALID_OPTION", "item 0");
  });

  test("text, bytes and streams pass through as written (a stream is how to send items as they come)", () => {
    expect(sent("application/jsonl", '{"a":1}\n').body).toBe('{"a":1}\n');
    const stream = new ReadableStream({ start: (controller) => controller.close() });
    expect(sent("application/x-ndjson", stream).body).toBe(stream);
    expect(toFetchArgs(sent("application/x-ndjson", stream))[1]).toMatchObject({ body: stream, duplex: "half" });
  });

  test("undeclared parameters form an object, no list: refused", () => {
    expectEndpointError(() => logs("application/jsonl")("POST /logs", { level: 1 }), "ERR_INVALID_OPTION", "list");
  });

  test("the text goes out as it is: toFetchArgs sends it, content-type as written", () => {
    const [, init] = toFetchArgs(sent("application/x-ndjson", LOG));
    expect(init.body).toBe(`${LOG.map((entry) => JSON.stringify(entry)).join("\n")}\n`);
    expect(init.headers["content-type"]).toBe("application/x-ndjson");
  });

  test("a content-type given in headers decides, as it decides the body's media type", () => {
    const call = logs("application/json")("POST /logs", {
      data: LOG,
      headers: { "content-type": "application/jsonl" },
    });
    expect(readLines(call.body as string)).toStrictEqual(LOG);
    expect(logs("application/json")("POST /logs", { data: LOG }).body).toStrictEqual(LOG);
  });

  test("the input is not changed", () => {
    const items = [{ event: "a", data: "b\nc" }];
    const copy = structuredClone(items);
    sent("text/event-stream", items);
    expect(items).toStrictEqual(copy);
  });
});
