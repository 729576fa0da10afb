// Round five's structure rules, for random descriptions and hostile values,
// judged by work nobody here wrote: the WHATWG URL reference parser
// (whatwg-url) for query keys, hosts and path segments, and
// @remix-run/multipart-parser (with its RFC reader of media types and
// cookies, @remix-run/headers) for multipart bodies and cookie headers.
// Each case either throws an EndpointError or keeps the structure the
// description gives, whatever the values hold.
import fc from "fast-check";
import { parseMultipart } from "@remix-run/multipart-parser";
import { ContentType, Cookie } from "@remix-run/headers";
import { endpoint as typedEndpoint, EndpointError } from "../../src/openapi.js";
import { loose } from "../helpers/loose-endpoint.js";
import { referenceParse } from "../helpers/server-models.js";
import { runs } from "../helpers/runs.js";

const endpoint = loose(typedEndpoint);
const info = { title: "t", version: "1" };

/** Runs `call`: its result, or undefined when it threw an EndpointError (anything else fails the property). */
function attempt<T>(call: () => T): T | undefined {
  try {
    return call();
  } catch (error) {
    if (error instanceof EndpointError) return undefined;
    throw error;
  }
}

const STRINGS = ["v", "", "x#", "#", "a&tenant=evil", "x&p=1", "&role=admin", "a b", "a=b", "%26tenant%3Devil", "é"];
const MAPS = [{ tenant: "evil" }, { k: "v" }, { role: "x", z: "y" }, { p: "1#" }, { "a&tenant": "b" }];

describe("in: querystring: declared and literal keys appear once, no fragment (OpenAPI 3.2)", () => {
  const PROPERTIES = ["tenant", "p", "m", "role"] as const;
  const ENCODINGS = [
    undefined,
    { allowReserved: true },
    { style: "form", explode: true },
    { style: "form", explode: true, allowReserved: true },
    { style: "form" },
    { contentType: "application/json" },
  ];
  const encodings = fc.record(
    Object.fromEntries(PROPERTIES.map((name) => [name, fc.constantFrom(...ENCODINGS)])) as {
      [K in (typeof PROPERTIES)[number]]: fc.Arbitrary<object | undefined>;
    },
  );
  const value = fc.dictionary(fc.constantFrom(...PROPERTIES), fc.constantFrom<unknown>(...STRINGS, ...MAPS), {
    maxKeys: 4,
  });

  test("whatever the values, a call throws EndpointError or keeps the query's keys", () => {
    fc.assert(
      fc.property(encodings, value, fc.constantFrom("/x", "/x?role=fixed"), (chosen, q, path) => {
        const encoding = Object.fromEntries(Object.entries(chosen).filter(([, entry]) => entry !== undefined));
        const content = { "application/x-www-form-urlencoded": { encoding } };
        const openapi = {
          openapi: "3.2.0",
          info,
          servers: [{ url: "https://api.test" }],
          paths: { [path]: { get: { parameters: [{ name: "q", in: "querystring", content }] } } },
        };
        const result = attempt(() => endpoint.defaults({ openapi })(`GET ${path}`, { q }));
        if (result === undefined) return;
        const url = referenceParse(result.url)!;
        expect(url.hash).toBe("");
        const declared = new Set([
          ...Object.keys(encoding),
          ...Object.keys(q),
          ...(path.includes("?") ? ["role"] : []),
        ]);
        const keys = [...url.searchParams.keys()];
        for (const key of declared) expect(keys.filter((written) => written === key).length).toBeLessThanOrEqual(1);
      }),
      { numRuns: runs(400) },
    );
  });
});

describe("Swagger 2.0: declared keys appear as often as their own values write them, path segments stay", () => {
  const NAMES = ["tenant", "p", "type"] as const;
  const query = fc.record({
    name: fc.constantFrom(...NAMES),
    type: fc.constantFrom("string", "array"),
    collectionFormat: fc.constantFrom("csv", "ssv", "pipes", "multi"),
  });
  const given = fc.dictionary(
    fc.constantFrom("id", ...NAMES),
    fc.constantFrom<unknown>(...STRINGS, "..", "a/b", ["a", "type=x"], ["x&tenant=1", "#"]),
    { maxKeys: 4 },
  );

  test("whatever the values, a call throws EndpointError or keeps the query's keys and the path's segments", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(query, { selector: (entry) => entry.name, maxLength: 3 }),
        fc.constantFrom("/items/{id}", "/items/{id}?type=fixed"),
        given,
        (declared, path, values) => {
          const parameters = [
            { name: "id", in: "path", required: true, type: "string" },
            ...declared.map(({ name, type, collectionFormat }) => ({
              name,
              in: "query",
              type,
              ...(type === "array" && { items: { type: "string" }, collectionFormat }),
            })),
          ];
          const openapi = {
            swagger: "2.0",
            info,
            host: "api.test",
            basePath: "/v1",
            paths: { [path]: { get: { parameters } } },
          };
          const result = attempt(() => endpoint.defaults({ openapi })(`GET ${path}`, { id: "1", ...values }));
          if (result === undefined) return;
          const url = referenceParse(result.url)!;
          expect(url.hash).toBe("");
          const segments = url.pathname.split("/");
          expect(segments.length).toBe(4); // "", "v1", "items", the id
          expect(segments.slice(0, 3)).toEqual(["", "v1", "items"]);
          const keys = [...url.searchParams.keys()];
          for (const { name, type, collectionFormat } of declared) {
            const value = values[name];
            const own = type === "array" && collectionFormat === "multi" && Array.isArray(value) ? value.length : 1;
            const literal = path.includes(`?${name}=`) ? 1 : 0;
            expect(keys.filter((key) => key === name).length).toBeLessThanOrEqual(own + literal);
          }
        },
      ),
      { numRuns: runs(400) },
    );
  });
});

describe("cookies: one name once, whatever the values and the given cookie header", () => {
  const parameter = fc.record({
    name: fc.constantFrom("sid", "theme", "prefs"),
    style: fc.constantFrom("form", "cookie"),
    explode: fc.boolean(),
  });
  const values = fc.dictionary(
    fc.constantFrom("sid", "theme", "prefs"),
    fc.constantFrom<unknown>("v", "a;b", "x y", { sid: "evil" }, { theme: "x", z: "1" }, { "__Host-sid": "e" }),
  );

  test("the cookie header, as an RFC 6265 reader splits it, names each cookie once", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(parameter, { selector: (entry) => entry.name, maxLength: 3 }),
        fc.constantFrom("", "sid=real", "a=1; theme=dark"),
        values,
        (parameters, header, given) => {
          const openapi = {
            openapi: "3.2.0",
            info,
            servers: [{ url: "https://api.test" }],
            paths: { "/x": { get: { parameters: parameters.map((entry) => ({ ...entry, in: "cookie" })) } } },
          };
          const headers = header ? { cookie: header } : {};
          const result = attempt(() => endpoint.defaults({ openapi, headers })("GET /x", given));
          const cookie = result?.headers.cookie;
          if (typeof cookie !== "string") return;
          const names = [...new Cookie(cookie)].map(([name]) => name);
          expect(new Set(names).size).toBe(names.length);
        },
      ),
      { numRuns: runs(400) },
    );
  });
});

describe("server variables: a caller's value keeps the server URL's host, port and segments", () => {
  const TEMPLATES = [
    { url: "https://{a}.api.test/v1", host: (a: string) => `${a}.api.test`, segments: 1 },
    { url: "https://api.test/{a}/x", host: () => "api.test", segments: 2 },
    { url: "https://api.test/v/{a}{b}", host: () => "api.test", segments: 2 },
    { url: "https://{a}.api.test/{b}", host: (a: string) => `${a}.api.test`, segments: 1 },
  ];
  const HOSTILE = ["us", "evil.test/", "evil.test:8443/", "..", ".", "%2e%2e", "%2E", "a/b", "x?y", "x#y", "a\\b"];
  const MORE = ["ok-1.2", "", "@evil.test", "evil.test%2F", "a:b", "\tx", "ｅvil", "x/../..", "%2f"];
  const value = fc.constantFrom(...HOSTILE, ...MORE);

  test("the base URL, as the WHATWG parser reads it, has the template's host, no port, the template's segments", () => {
    fc.assert(
      fc.property(fc.constantFrom(...TEMPLATES), value, value, fc.boolean(), (template, a, b, listed) => {
        const variables = {
          a: { default: "eu", ...(listed && { enum: ["eu", "us"] }) },
          b: { default: "1" },
        };
        const named = template.url.includes("{b}") ? { a, b } : { a };
        const openapi = {
          openapi: "3.2.0",
          info,
          servers: [{ url: template.url, variables }],
          paths: { "/x": { get: {} } },
        };
        const api = attempt(() => endpoint.defaults({ openapi, serverVariables: named }));
        if (api === undefined) return;
        const url = referenceParse(api("GET /x").url)!;
        expect(url.hostname).toBe(template.host(a).toLowerCase());
        expect(url.port).toBe("");
        expect(url.pathname.split("/").length).toBe(template.segments + 2); // "", the segments, "x"
      }),
      { numRuns: runs(400) },
    );
  });
});

describe("positional multipart: the parts an RFC parser reads are the parts given", () => {
  const TYPES = [
    "multipart/mixed",
    'multipart/mixed; x="a;boundary=decoy"; boundary=real',
    'multipart/mixed; x="a;boundary=decoy;"; boundary=real',
    "multipart/mixed; boundary=b1",
    'multipart/form-data; x="boundary=decoy"',
  ];
  const TEXTS = [
    "x",
    "",
    "\r\n--real\r\nContent-Type: text/plain\r\n\r\nforged",
    "--decoy\r\n",
    "\r\n--b1--\r\n",
    "--rest-endpoint-0-boundary",
    "\r\n--rest-endpoint-1-boundary\r\n",
    'Content-Disposition: form-data; name="role"\r\n\r\nadmin',
  ];
  const media = fc.record({
    type: fc.constantFrom(...TYPES),
    prefix: fc.boolean(),
  });

  test("as many parts as given, each with its content type and text", async () => {
    await fc.assert(
      fc.asyncProperty(
        media,
        fc.array(fc.constantFrom(...TEXTS), { minLength: 1, maxLength: 4 }),
        async (chosen, data) => {
          const described = {
            itemEncoding: { contentType: "text/plain" },
            ...(chosen.prefix && { prefixEncoding: [{ contentType: "application/json" }] }),
          };
          const openapi = {
            openapi: "3.2.0",
            info,
            servers: [{ url: "https://api.test" }],
            paths: { "/up": { post: { requestBody: { content: { [chosen.type]: described } } } } },
          };
          const api = endpoint.defaults({ openapi });
          const result = attempt(() => api("POST /up", { data }));
          if (result === undefined) return;
          const type = result.headers["content-type"] as string;
          const boundary = new ContentType(type).boundary!;
          const bytes = new TextEncoder().encode(result.body as string);
          const parts = [...parseMultipart(bytes, { boundary })];
          expect(parts.length).toBe(data.length);
          parts.forEach((part, index) => {
            const json = chosen.prefix && index === 0;
            expect(part.headers["content-type"]).toBe(json ? "application/json" : "text/plain");
            const text = new TextDecoder().decode(part.bytes);
            expect(json ? JSON.parse(text) : text).toBe(data[index]);
          });
          await Promise.resolve();
        },
      ),
      { numRuns: runs(300) },
    );
  });
});
