import { readFileSync } from "node:fs";
import { join } from "node:path";
import { compileRouteTable, endpoint } from "../../src/openapi";
import { expectEndpointError } from "../helpers/expect-error";
import { realDescription } from "../helpers/real-description";

// Real descriptions: ExoAPI's (3.1: images on success, JSON on errors), InfluxDB's (3.0: Arrow
// and CSV on success, JSON by default) and Docker Engine 1.33's (Swagger 2.0: `produces`).
const exo = () => realDescription("exoapi.dev.json");
const influx = () => realDescription("influxdata.com.json");
const docker = () =>
  JSON.parse(
    readFileSync(join(__dirname, "..", "fixtures", "openapi", "swagger2", "docker-engine-1.33.json"), "utf8"),
  ) as object;
const info = { title: "t", version: "1" };

describe("accept from the description's response media types", () => {
  test("3.x: success (2xx) types first, then the others', each once, as written", () => {
    const api = endpoint.defaults({ openapi: exo() });
    expect(api("POST /barcode-generator", { data: { text: "x" } }).headers.accept).toBe(
      "image/png, image/svg+xml, application/json",
    );
    expect(api("POST /html-renderer", { data: {} }).headers.accept).toBe(
      "application/pdf, image/png, application/json",
    );
  });

  test("3.x: the default response's types come after the success ones (InfluxDB's query)", () => {
    const api = endpoint.defaults({ openapi: influx(), baseUrl: "https://influx.example/api/v2" });
    expect(api("POST /query", { data: {} }).headers.accept).toBe(
      "application/vnd.influx.arrow, text/csv, application/json",
    );
  });

  test("2.0: the operation's produces, else the document's (Docker Engine 1.33)", () => {
    const api = endpoint.defaults({ openapi: docker(), baseUrl: "http://localhost:2375/v1.33" });
    expect(api("GET /containers/{id}/export", { id: "c" }).headers.accept).toBe("application/octet-stream");
    expect(api("GET /containers/{id}/top", { id: "c" }).headers.accept).toBe("application/json, text/plain");
    expect(api("GET /_ping").headers.accept).toBe("text/plain");
  });

  test("an error response listed before the success one still comes after it; no content, no accept", () => {
    const api = endpoint.defaults({
      openapi: {
        openapi: "3.0.3",
        info,
        servers: [{ url: "https://api.test" }],
        components: { responses: { Problem: { content: { "application/problem+json": {} } } } },
        paths: {
          "/x": {
            get: {
              responses: {
                default: { $ref: "#/components/responses/Problem" },
                "4XX": { content: { "application/json": {} } },
                "2XX": { content: { "application/json": {}, "text/plain; charset=utf-8": {} } },
              },
            },
            delete: { responses: { 204: { description: "gone" } } },
          },
        },
      },
    });
    expect(api("GET /x").headers.accept).toBe("application/json, text/plain; charset=utf-8, application/problem+json");
    expect(api("DELETE /x").headers).not.toHaveProperty("accept");
  });

  test("the route table carries it (a <types>) and builds the same accept", () => {
    const table = compileRouteTable(exo());
    expect(table.routes["POST /barcode-generator"]).toContain("a image/png, image/svg+xml, application/json");
    const api = endpoint.defaults({ openapi: table });
    expect(api("POST /barcode-generator", { data: {} }).headers.accept).toBe(
      "image/png, image/svg+xml, application/json",
    );
  });
});

describe("an accept the caller or the defaults give wins", () => {
  test("in the call", () => {
    const api = endpoint.defaults({ openapi: exo() });
    const call = api("POST /barcode-generator", { data: {}, headers: { accept: "image/svg+xml" } });
    expect(call.headers.accept).toBe("image/svg+xml");
  });

  test("in the .defaults() that reads the description, and in a later one", () => {
    const given = endpoint.defaults({ openapi: exo(), headers: { Accept: "image/png" } });
    expect(given("POST /barcode-generator", { data: {} }).headers.accept).toBe("image/png");
    const later = endpoint.defaults({ openapi: exo() }).defaults({ headers: { accept: "*/*" } });
    expect(later("POST /barcode-generator", { data: {} }).headers.accept).toBe("*/*");
  });

  test("in defaults made before the description (not the library's GitHub accept)", () => {
    const before = endpoint.defaults({ headers: { accept: "image/png" } }).defaults({ openapi: exo() });
    expect(before("POST /barcode-generator", { data: {} }).headers.accept).toBe("image/png");
    expect(endpoint.DEFAULTS.headers.accept).toBe("application/vnd.github.v3+json");
    const root = endpoint.defaults({ openapi: exo() });
    expect(root("POST /barcode-generator", { data: {} }).headers.accept).not.toContain("github");
  });
});

test("a response media type that is no header value is refused at .defaults(), naming its pointer", () => {
  const openapi = {
    openapi: "3.1.0",
    info,
    servers: [{ url: "https://api.test" }],
    paths: { "/x": { get: { responses: { 200: { content: { "text/plain\r\nx-admin: 1": {} } } } } } },
  };
  expectEndpointError(() => endpoint.defaults({ openapi }), "ERR_INVALID_OPTION", "#/paths/~1x/get/responses (");
});
