import { Readable } from "node:stream";
import { runInNewContext } from "node:vm";
import fc from "fast-check";
import { endpoint, toFetchArgs } from "../../src/index";
import type { RequestOptions } from "../../src/index";
import { expectEndpointError } from "../helpers/expect-error";

const JSON_TYPE = "application/json; charset=utf-8";
const URL_ = "https://api.example.com/things";

/** A hand-made result, as a caller could also build or adjust one; `null`: no content type. */
function result(body: unknown, contentType: string | null = JSON_TYPE): RequestOptions {
  const headers: RequestOptions["headers"] = { accept: "application/json" };
  if (contentType !== null) headers["content-type"] = contentType;
  return body === undefined ? { method: "POST", url: URL_, headers } : { method: "POST", url: URL_, headers, body };
}

/** The body toFetchArgs produces for `body` under `contentType`. */
function bodyOf(body: unknown, contentType: string | null = JSON_TYPE): unknown {
  return toFetchArgs(result(body, contentType))[1].body;
}

describe("toFetchArgs(): the shape fetch takes", () => {
  test("url, method and headers come from the result; numbers in headers become strings", () => {
    const options = endpoint("GET /repos/{owner}/{repo}", { owner: "o", repo: "r", headers: { "x-count": 14 } });
    const [url, init] = toFetchArgs(options);
    expect(url).toBe(options.url);
    expect(init).toStrictEqual({
      method: "GET",
      headers: { accept: options.headers.accept, "user-agent": options.headers["user-agent"], "x-count": "14" },
    });
  });

  test("no body and no duplex when the result has no body", () => {
    const [, init] = toFetchArgs(endpoint("DELETE /repos/{owner}/{repo}", { owner: "o", repo: "r" }));
    expect(Object.keys(init).sort()).toEqual(["headers", "method"]);
  });

  test("PUT and PATCH keep the empty body the result carries (fetch then sends content-length: 0)", () => {
    expect(toFetchArgs(endpoint("PUT /user/starred/{owner}/{repo}", { owner: "o", repo: "r" }))[1].body).toBe("");
    expect(toFetchArgs(endpoint("PATCH /x"))[1].body).toBe("");
  });

  test("the result is not changed and shares no headers object with the init", () => {
    const options = endpoint("POST /x", { a: [1, { b: 2n }], headers: { "x-n": 1 } });
    const before = { ...options, headers: { ...options.headers } };
    const [, init] = toFetchArgs(options);
    expect(options).toStrictEqual(before);
    expect(init.headers).not.toBe(options.headers);
  });

  test('a "__proto__" header is an own header, not a prototype', () => {
    const headers = JSON.parse('{"__proto__":"x"}') as RequestOptions["headers"];
    const [, init] = toFetchArgs({ method: "GET", url: URL_, headers });
    expect(Object.getPrototypeOf(init.headers)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(init.headers, "__proto__")?.value).toBe("x");
  });
});

describe("toFetchArgs(): JSON bodies", () => {
  test("a result from endpoint() gets its leftover parameters as JSON text", () => {
    const options = endpoint("POST /repos/{owner}/{repo}/issues", {
      owner: "o",
      repo: "r",
      title: "Hi",
      labels: ["bug"],
      milestone: null,
    });
    expect(JSON.parse(toFetchArgs(options)[1].body as string)).toStrictEqual(options.body);
  });

  test.each([
    ["application/json"],
    ["application/json; charset=utf-8"],
    ["APPLICATION/JSON"],
    [" application/json ;charset=utf-8"],
    ["application/vnd.github.v3+json"],
    ["application/merge-patch+json; charset=utf-8"],
  ])("%j is a JSON content type", (contentType) => {
    expect(bodyOf({ a: 1 }, contentType)).toBe('{"a":1}');
  });

  test.each([
    ["text/plain"],
    ["application/jsonp"],
    ["application/json-seq"],
    ["application/x+json+xml"],
    ["text/json"],
    ["application/octet-stream"],
  ])("%j is not a JSON content type: an object body throws ERR_INVALID_OPTION", (contentType) => {
    const error = expectEndpointError(
      () => bodyOf({ a: 1 }, contentType),
      "ERR_INVALID_OPTION",
      "an object needs a JSON content type (the content-type header names another)",
      '"POST https://api.example.com/things"',
    );
    // A header's value is never quoted in a message.
    expect(error.message).not.toContain(contentType);
  });

  test("with no content type at all, an object body throws too (nothing says it is JSON)", () => {
    expectEndpointError(
      () => bodyOf([1], null),
      "ERR_INVALID_OPTION",
      "an array needs a JSON content type (there is no content-type header)",
    );
  });

  test.each([
    ["null", null, "null"],
    ["a number", 42, "42"],
    ["a boolean", false, "false"],
    ["nested nulls", { a: null, b: [null] }, '{"a":null,"b":[null]}'],
  ])("%s is written as JSON, null kept as null", (_name, body, text) => {
    expect(bodyOf(body)).toBe(text);
  });

  test("a string is already the body: sent as is, even with a JSON content type", () => {
    expect(bodyOf('{"already":"json"}')).toBe('{"already":"json"}');
    expect(bodyOf("plain words", "text/plain")).toBe("plain words");
  });

  test("for every value without bigints the text is exactly JSON.stringify's", () => {
    const anything = fc.anything({
      withBoxedValues: true,
      withSparseArray: true,
      withNullPrototype: true,
      withDate: true,
      withMap: true,
      withSet: true,
      withTypedArray: true,
      withObjectString: true,
    });
    fc.assert(
      fc.property(anything, (value) => {
        // Wrapped: at the top, bytes and strings are passed through instead.
        expect(bodyOf({ value })).toBe(JSON.stringify({ value }));
        expect(bodyOf([value])).toBe(JSON.stringify([value]));
      }),
      { numRuns: 300 },
    );
  });

  test("a bigint is a JSON number with every digit, at any depth", () => {
    fc.assert(
      fc.property(fc.bigInt(), fc.jsonValue(), (big, other) => {
        const json = JSON.stringify(other);
        expect(bodyOf({ big, other, list: [big, other], nested: { deeper: [big] } })).toBe(
          `{"big":${big},"other":${json},"list":[${big},${json}],"nested":{"deeper":[${big}]}}`,
        );
      }),
    );
    expect(bodyOf(12345678901234567890n)).toBe("12345678901234567890");
    expect(bodyOf(Object(-5n))).toBe("-5");
  });

  test("toJSON is called with the key, as JSON.stringify calls it, and may return a bigint", () => {
    const keys: string[] = [];
    const probe = { toJSON: (key: string) => (keys.push(key), 7n) };
    expect(bodyOf({ a: probe, list: [probe] })).toBe('{"a":7,"list":[7]}');
    expect(keys).toEqual(["a", "0"]);
  });

  test("a BigInt.prototype.toJSON, where a program defines one, is honoured like JSON.stringify honours it", () => {
    const proto = BigInt.prototype as { toJSON?: () => string };
    proto.toJSON = function (this: bigint) {
      return `${this}n`;
    };
    try {
      expect(bodyOf({ id: 1n })).toBe(JSON.stringify({ id: 1n }));
      expect(bodyOf({ id: 1n })).toBe('{"id":"1n"}');
    } finally {
      delete proto.toJSON;
    }
  });

  test("a circular body throws ERR_INVALID_OPTION, not a bare TypeError", () => {
    const body: { self?: unknown; list: unknown[] } = { list: [] };
    body.self = body;
    expectEndpointError(() => bodyOf(body), "ERR_INVALID_OPTION", "circular", '"POST https://api.example.com/things"');
    const list: unknown[] = [];
    list.push({ list });
    expectEndpointError(() => bodyOf(list), "ERR_INVALID_OPTION", "circular");
  });

  test("the same object twice (not a cycle) is written twice", () => {
    const shared = { a: 1 };
    expect(bodyOf({ x: shared, y: [shared, shared] })).toBe('{"x":{"a":1},"y":[{"a":1},{"a":1}]}');
  });

  test.each([
    ["a function", () => 1, "a function"],
    ["a symbol", Symbol("s"), "a symbol"],
    ["a toJSON returning undefined", { toJSON: () => undefined }, "an object"],
  ])("%s has no JSON text: throws ERR_INVALID_OPTION instead of sending no body", (_name, body, described) => {
    expectEndpointError(() => bodyOf(body), "ERR_INVALID_OPTION", `${described} has no JSON form`);
  });
});

describe("toFetchArgs(): bodies fetch takes as they are", () => {
  const bytes = new Uint8Array([0, 1, 254, 255]);

  test.each([
    ["a Uint8Array", bytes],
    ["a Buffer", Buffer.from("hi")],
    ["a DataView", new DataView(bytes.buffer)],
    ["an ArrayBuffer", bytes.buffer],
    ["a Blob", new Blob(["hi"], { type: "text/plain" })],
    ["a File", new File(["hi"], "hi.txt")],
    ["a Uint8Array from another realm", runInNewContext("new Uint8Array(2)") as Uint8Array],
    ["an ArrayBuffer from another realm", runInNewContext("new ArrayBuffer(2)") as ArrayBuffer],
  ])("%s is passed through (same reference, headers kept, no duplex)", (_name, body) => {
    const options = result(body, "application/octet-stream");
    const [, init] = toFetchArgs(options);
    expect(init.body).toBe(body);
    expect(init.headers["content-type"]).toBe("application/octet-stream");
    expect(init.duplex).toBeUndefined();
  });

  // eslint-disable-next-line @typescript-eslint/require-await -- an async iterable body is the case tested
  async function* generate() {
    yield new Uint8Array([1]);
  }

  test.each([
    ["a ReadableStream", () => new ReadableStream()],
    ["a Node Readable", () => Readable.from(["a"])],
    ["an async generator", () => generate()],
    ["an object with getReader()", () => ({ getReader: () => undefined })],
  ])('%s is passed through as a stream, with duplex: "half"', (_name, make) => {
    const body = make();
    const [, init] = toFetchArgs(result(body, "application/octet-stream"));
    expect(init.body).toBe(body);
    expect(init.duplex).toBe("half");
  });

  test("FormData: passed through, and the content type is left to fetch (it writes the boundary)", () => {
    const form = new FormData();
    form.set("a", "1");
    for (const contentType of [JSON_TYPE, "multipart/form-data", null]) {
      const [, init] = toFetchArgs(result(form, contentType));
      expect(init.body).toBe(form);
      expect(init.headers).toStrictEqual({ accept: "application/json" });
    }
  });

  test("URLSearchParams: passed through; a JSON content type is dropped, any other is kept", () => {
    const params = new URLSearchParams({ a: "1" });
    expect(toFetchArgs(result(params, JSON_TYPE))[1]).toStrictEqual({
      method: "POST",
      headers: { accept: "application/json" },
      body: params,
    });
    const form = "application/x-www-form-urlencoded";
    expect(toFetchArgs(result(params, form))[1].headers["content-type"]).toBe(form);
  });

  test("a result from endpoint() with data: FormData becomes a correct multipart request for fetch", async () => {
    const form = new FormData();
    form.set("field", "value");
    const [url, init] = toFetchArgs(endpoint("POST /upload", { data: form }));
    // Request serializes the body as fetch would, without a network.
    const request = new Request(url, init);
    expect(request.headers.get("content-type")).toMatch(/^multipart\/form-data; boundary=/);
    expect(await request.text()).toContain('name="field"\r\n\r\nvalue');
  });
});

describe("toFetchArgs(): bad input throws EndpointError", () => {
  test.each([
    ["undefined", undefined, ": undefined"],
    ["a string", "GET /x", ': "GET /x"'],
    ["an array", [], ": an array"],
    ["no method", { url: URL_, headers: {} }, ": an object"],
    ["no url", { method: "GET", headers: {} }, ": an object"],
    ["headers that are not an object", { method: "GET", url: URL_, headers: "accept: x" }, ": an object"],
    ["no headers", { method: "GET", url: URL_ }, ": an object"],
  ])("%s instead of a result: ERR_INVALID_OPTION", (_name, value, fragment) => {
    expectEndpointError(
      () => toFetchArgs(value as never),
      "ERR_INVALID_OPTION",
      "toFetchArgs() takes what endpoint() returns",
      fragment,
    );
  });
});

describe("toFetchArgs(): checks what it forwards, as parse() does", () => {
  const headers = { "content-type": JSON_TYPE };

  test.each([
    ["get", "GET"],
    ["Patch", "PATCH"],
    ["OPTIONS", "OPTIONS"],
    // Any other RFC 9110 token is sent as it is spelled: no description needs to declare it first.
    ["FETCH", "FETCH"],
    ["QUERY", "QUERY"],
    ["copy", "copy"],
    ["X`$|&'", "X`$|&'"],
  ])("method %s is sent as %s", (method, canonical) => {
    expect(toFetchArgs({ method, url: URL_, headers: {} })[1].method).toBe(canonical);
  });

  test.each([["TRACE"], ["connect"], ["Track"], [""], ["GET "], ["get\r\nx-evil: 1"], ["poſt"], ["A(B)"]])(
    "method %j throws ERR_INVALID_METHOD naming the route",
    (method) => {
      expectEndpointError(
        () => toFetchArgs({ method, url: URL_, headers: {} }),
        "ERR_INVALID_METHOD",
        JSON.stringify(method),
        URL_,
      );
    },
  );

  test("header names are lowercased, numbers become strings, null and undefined drop a header", () => {
    const [, init] = toFetchArgs({
      method: "GET",
      url: URL_,
      headers: { "X-Count": 14, Accept: "a", "x-gone": null, "x-also": undefined },
    } as never);
    expect(init.headers).toStrictEqual({ "x-count": "14", accept: "a" });
  });

  test.each<[string, unknown]>([
    ["CR LF", "a\r\nb"],
    ["U+0100", "\u0100"],
    ["a boolean", true],
    ["an object with toString", { toString: () => "v" }],
    ["a null-prototype object", Object.create(null)],
    ["Infinity", Number.POSITIVE_INFINITY],
  ])("a header value with %s throws ERR_INVALID_HEADER, never a bare TypeError", (_, value) => {
    expectEndpointError(
      () => toFetchArgs({ method: "GET", url: URL_, headers: { "x-a": value } } as never),
      "ERR_INVALID_HEADER",
      '"x-a"',
      URL_,
    );
  });

  test("only own properties of the result are read", () => {
    const inherited = Object.create({ body: "inherited" }) as RequestOptions;
    Object.assign(inherited, { method: "POST", url: URL_, headers });
    expect(toFetchArgs(inherited)[1]).toStrictEqual({ method: "POST", headers });
  });

  test("a class whose prototype has getReader() is a stream; Object.prototype.getReader is not", () => {
    class Source {
      getReader() {
        return undefined;
      }
    }
    const source = new Source();
    expect(toFetchArgs({ method: "POST", url: URL_, headers, body: source })[1].duplex).toBe("half");
    const proto = Object.prototype as { getReader?: unknown };
    proto.getReader = () => undefined;
    let init;
    try {
      init = toFetchArgs({ method: "POST", url: URL_, headers, body: { a: 1 } })[1];
    } finally {
      delete proto.getReader;
    }
    expect(init).toStrictEqual({ method: "POST", headers, body: '{"a":1}' });
  });

  test("a null-prototype object is JSON, and a stream only with a getReader() of its own", () => {
    const bare = Object.assign(Object.create(null) as object, { a: 1 });
    expect(toFetchArgs({ method: "POST", url: URL_, headers, body: bare })[1]).toStrictEqual({
      method: "POST",
      headers,
      body: '{"a":1}',
    });
    const reader = Object.assign(Object.create(null) as object, { getReader: () => undefined });
    expect(toFetchArgs({ method: "POST", url: URL_, headers, body: reader })[1].duplex).toBe("half");
  });

  test("an object from another realm is not a stream because of that realm's Object.prototype", () => {
    const body = runInNewContext("Object.prototype.getReader = () => 1; ({ a: 1 })") as object;
    expect(toFetchArgs({ method: "POST", url: URL_, headers, body })[1].body).toBe('{"a":1}');
  });
});

describe("toFetchArgs(): a body with no JSON text says why", () => {
  const deep = (depth: number) => {
    let value: unknown = 1;
    for (let k = 0; k < depth; k++) value = { d: value };
    return value;
  };

  test.each<[string, unknown, string]>([
    ["nested 10,000 levels", deep(10_000), "it has no JSON text (too deep (over 1000 levels))"],
    [
      "circular through a toJSON",
      (() => {
        const parent: { child?: unknown } = {};
        parent.child = { toJSON: () => ({ back: parent }) };
        return parent;
      })(),
      "it has no JSON text (circular)",
    ],
    [
      "a toJSON that throws an Error",
      {
        a: [
          {
            toJSON: () => {
              throw new RangeError("no date");
            },
          },
        ],
      },
      'it has no JSON text (toJSON threw: "no date")',
    ],
    [
      "a toJSON that throws a string",
      {
        toJSON: () => {
          // eslint-disable-next-line @typescript-eslint/only-throw-error -- throwing a non-Error is the case tested
          throw "nope";
        },
      },
      'it has no JSON text (toJSON threw: "nope")',
    ],
    [
      "a bigint's toJSON that throws",
      {
        id: Object.assign(Object(1n) as object, {
          toJSON: () => {
            throw new Error("big");
          },
        }),
      },
      'toJSON threw: "big"',
    ],
  ])("%s", (_, body, message) => {
    const error = expectEndpointError(
      () => bodyOf(body),
      "ERR_INVALID_OPTION",
      '"body"',
      '"POST https://api.example.com/things"',
    );
    expect(error.message).toContain(message);
  });

  test("1,000 levels are fine (the limit sits below JSON.stringify's own)", () => {
    expect(bodyOf(deep(1000))).toBe(JSON.stringify(deep(1000)));
    expectEndpointError(() => bodyOf(deep(1001)), "ERR_INVALID_OPTION", "too deep");
  });

  test("a getter or a Proxy that throws inside the body throws its own error", () => {
    const mine = new Error("mine");
    const getter = Object.defineProperty({}, "a", {
      enumerable: true,
      get() {
        throw mine;
      },
    });
    expect(() => bodyOf({ nested: [getter] })).toThrow(mine);
    const proxy = new Proxy(
      {},
      {
        ownKeys: () => {
          throw mine;
        },
      },
    );
    expect(() => bodyOf({ proxy })).toThrow(mine);
  });

  test("a RangeError of the engine itself (stack or string length) is reported, not passed on", () => {
    const spy = jest.spyOn(JSON, "stringify").mockImplementationOnce(() => {
      throw new RangeError("Invalid string length");
    });
    try {
      expectEndpointError(() => bodyOf({ a: 1 }), "ERR_INVALID_OPTION", "too deep or too large for JSON text");
    } finally {
      spy.mockRestore();
    }
  });

  test("a toJSON that throws only once is not blamed: the error passes on", () => {
    let calls = 0;
    const flaky = {
      toJSON: () =>
        calls++ === 0
          ? (() => {
              throw new TypeError("first");
            })()
          : 1,
    };
    expect(() => bodyOf({ flaky })).toThrow("first");
  });
});

describe("toFetchArgs(): only absolute http: and https: URLs are sent", () => {
  test.each([
    ["//evil.test/x", "a scheme-relative URL (in a browser: another host, with the authorization header)"],
    ["/x", "a path alone"],
    ["file:///etc/passwd", "a file: URL"],
    ["javascript:alert(1)", "a javascript: URL"],
    ["data:text/plain,x", "a data: URL"],
    [" https://api.example.com/x", "a leading space"],
    ["https:/api.example.com/x", "one slash"],
    ["http\\://api.example.com/x", "a backslash in the scheme"],
    ["", "nothing"],
  ])("%j (%s) throws ERR_INVALID_OPTION naming the url", (url) => {
    expectEndpointError(
      () => toFetchArgs({ method: "GET", url, headers: { authorization: "token t" } }),
      "ERR_INVALID_OPTION",
      'option "url"',
      "toFetchArgs sends only absolute http: and https: URLs",
    );
  });

  test.each(["https://api.example.com/x", "http://localhost:8080/", "HTTPS://API.EXAMPLE.COM/"])(
    "%j is sent",
    (url) => {
      expect(toFetchArgs({ method: "GET", url, headers: {} })[0]).toBe(url);
    },
  );
});

describe("toFetchArgs(): methods depend on nothing the program read before", () => {
  // No description declares these: a method belongs to the endpoint built
  // from a description, and toFetchArgs, which sees only the result, takes
  // any RFC 9110 token but the three fetch refuses.
  test.each(["QUERY", "PROPFIND", "MKCOL", "X-CUSTOM"])("%s is sent as it is spelled", (method) => {
    expect(toFetchArgs({ method, url: URL_, headers: {} })[1].method).toBe(method);
  });

  test.each(["TRACE", "trace", "CONNECT", "TRACK"])("%s is refused whatever its case", (method) => {
    expectEndpointError(
      () => toFetchArgs({ method, url: URL_, headers: {} }),
      "ERR_INVALID_METHOD",
      JSON.stringify(method),
      "other than CONNECT, TRACE or TRACK",
    );
  });
});
