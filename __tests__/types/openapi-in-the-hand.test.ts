/**
 * Calls typed by real descriptions given at run time too
 * (`endpoint.defaults<paths>({ openapi })`): form bodies typed from the
 * schema (Twilio Studio), header parameters flat or under `headers` in any
 * case, in calls and in `.defaults()` (VTEX Master Data), `serverVariables`. Compile-time half via
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

  test("a form field named like an option (Studio's Parameters) is typed flat, as the run time takes it", () => {
    const route = "POST /v2/Flows/{FlowSid}/Executions";
    const execution = flows(route, { FlowSid: "FW1", To: "+15550100", From: "+15550101", Parameters: '{"a":1}' });
    expect(execution.body).toStrictEqual({ To: "+15550100", From: "+15550101", Parameters: '{"a":1}' });
    const plain = endpoint.defaults<studio>();
    const mistakes = () => {
      // @ts-expect-error -- without the description the plain rules refuse a near miss of "parameters"
      plain(route, { FlowSid: "FW1", To: "+15550100", From: "+15550101", Parameters: "{}" });
      // @ts-expect-error -- "parameters" itself is the option, not the field
      flows(route, { FlowSid: "FW1", To: "+15550100", From: "+15550101", parameters: "{}" });
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

  test("under headers in any letter case, or given by .defaults() (under headers or flat): not required in calls", () => {
    const search = { dataEntityName: "CL" };
    const capitals = masterData(route, { ...search, headers: { "REST-RANGE": "resources=0-10" } });
    expect(capitals.headers["rest-range"]).toBe("resources=0-10");
    const underHeaders = masterData.defaults({ headers: { "Rest-Range": "resources=0-20" } });
    expect(underHeaders(route, search).headers["rest-range"]).toBe("resources=0-20");
    const flat = masterData.defaults({ "REST-Range": "resources=0-30" });
    expect(flat(route, search).headers["rest-range"]).toBe("resources=0-30");
    const first = endpoint.defaults({ headers: { "rest-range": "resources=0-40" } }).defaults<vtex>({
      openapi: realDescription("vtex.local/Master-Data-API-.json"),
      baseUrl: "https://store.vtexcommercestable.com.br",
    });
    expect(first(route, search).headers["rest-range"]).toBe("resources=0-40");
    const mistakes = () => {
      // @ts-expect-error -- other headers in the defaults do not give REST-Range
      masterData.defaults({ headers: { "x-vtex-api-appkey": "k" } })(route, search);
      // @ts-expect-error -- a header the defaults set to undefined is no longer given
      underHeaders.defaults({ headers: { "rest-range": undefined } })(route, search);
      // @ts-expect-error -- flat, a parameter goes by its name as written ("rest-range" would be a query parameter)
      masterData(route, { ...search, "rest-range": "resources=0-10" });
    };
    expectTypeOf(mistakes).toBeFunction();
    // At run time too (an endpoint typed by route literals only, which lets the calls compile).
    const untyped = endpoint.defaults({ openapi: realDescription("vtex.local/Master-Data-API-.json") });
    const missing = /^Missing parameter "REST-Range"/;
    expect(() => untyped.defaults({ headers: { "x-vtex-api-appkey": "k" } })(route, search)).toThrow(missing);
    const unset = untyped
      .defaults({ headers: { "rest-range": "r" } })
      .defaults({ headers: { "rest-range": undefined } });
    expect(() => unset(route, search)).toThrow(missing);
    expect(() => untyped(route, { ...search, "rest-range": "resources=0-10" })).toThrow(missing);
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
