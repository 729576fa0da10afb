/**
 * Calls typed by real descriptions given at run time too
 * (`endpoint.defaults<paths>({ openapi })`): form bodies typed from the
 * schema (Twilio Studio), header parameters flat or under `headers` (VTEX
 * Master Data), `serverVariables`. Compile-time half via
 * `tsc -p tsconfig.test.json`; the run-time half builds the same calls.
 */
import { expectTypeOf } from "expect-type";
import { endpoint } from "../../src/openapi";
import type { paths as studio } from "../fixtures/openapi/real/twilio-studio";
import type { paths as vtex } from "../fixtures/openapi/real/vtex-master-data";
import { realDescription } from "../helpers/real-description";

const flows = endpoint.defaults<studio>({ openapi: realDescription("twilio.com/twilio_studio_v2.json") });
const masterData = endpoint.defaults<vtex>({
  openapi: realDescription("vtex.local/Master-Data-API-.json"),
  baseUrl: "https://store.vtexcommercestable.com.br",
});

describe("form bodies typed from the description (Twilio Studio)", () => {
  test("the flat form and data, the schema's required fields required, enums checked", () => {
    const flat = flows("POST /v2/Flows", { FriendlyName: "Welcome", Status: "draft", Definition: {} });
    const data = flows("POST /v2/Flows", { data: { FriendlyName: "Welcome", Status: "published", Definition: {} } });
    expect(flat.body).toStrictEqual({ FriendlyName: "Welcome", Status: "draft", Definition: {} });
    expect(flat.headers["content-type"]).toBe("application/x-www-form-urlencoded");
    expect(data.body).toStrictEqual({ FriendlyName: "Welcome", Status: "published", Definition: {} });
    const mistakes = () => {
      // @ts-expect-error -- FriendlyName is required
      flows("POST /v2/Flows", { Status: "draft", Definition: {} });
      // @ts-expect-error -- "friendlyName" is no field: fields are case-sensitive
      flows("POST /v2/Flows", { data: { friendlyName: "Welcome", Status: "draft", Definition: {} } });
      // @ts-expect-error -- Status is draft or published
      flows("POST /v2/Flows", { FriendlyName: "Welcome", Status: "done", Definition: {} });
      const form = { FriendlyName: "W", Status: "draft" as const, Definition: {} };
      // @ts-expect-error -- data and the fields at once
      flows("POST /v2/Flows", { FriendlyName: "Welcome", data: form });
    };
    expectTypeOf(mistakes).toBeFunction();
  });

  test("an optional body may be left out", () => {
    expect(flows("POST /v2/Flows/{Sid}", { Sid: "FW1" }).body).toBeUndefined();
  });
});

describe("header parameters flat or under headers (VTEX Master Data's REST-Range)", () => {
  const route = "GET /api/dataentities/{dataEntityName}/search";

  test("either form compiles and sends the header; neither does not compile", () => {
    const flat = masterData(route, { dataEntityName: "CL", "REST-Range": "resources=0-10" });
    const headers = masterData(route, { dataEntityName: "CL", headers: { "rest-range": "resources=0-10" } });
    expect(flat.headers["rest-range"]).toBe("resources=0-10");
    expect(headers.headers["rest-range"]).toBe("resources=0-10");
    const mistakes = () => {
      // @ts-expect-error -- REST-Range is required, in one form or the other
      masterData(route, { dataEntityName: "CL" });
      // @ts-expect-error -- a header value is text
      masterData(route, { dataEntityName: "CL", headers: { "rest-range": ["resources=0-10"] } });
    };
    expectTypeOf(mistakes).toBeFunction();
  });
});

describe("serverVariables", () => {
  test("typed as a map of strings in .defaults() (the paths type has no servers)", () => {
    const pinecone = endpoint.defaults({
      openapi: realDescription("pinecone.io.json"),
      serverVariables: { environment: "eu-west1-gcp" },
    });
    expect(pinecone.DEFAULTS.baseUrl).toBe("https://controller.eu-west1-gcp.pinecone.io");
    const typed = endpoint.defaults<studio>({
      openapi: realDescription("twilio.com/twilio_studio_v2.json"),
      serverVariables: {},
    });
    expect(typed.DEFAULTS.baseUrl).toBe("https://studio.twilio.com");
    const mistakes = () => {
      // @ts-expect-error -- a variable's value is a string
      endpoint.defaults({ openapi: {}, serverVariables: { region: 1 } });
    };
    expectTypeOf(mistakes).toBeFunction();
  });
});
