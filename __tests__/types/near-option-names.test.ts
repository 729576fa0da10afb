/**
 * The near-miss option names the types reject are ones the runtime rejects
 * too, each naming the same option: the list below must equal the type
 * exactly (checked by tsc), and each of its names is checked at run time.
 */
import { expectTypeOf } from "expect-type";
import { endpoint } from "../../src/index";
import type { NearMissOptions, NearOptionName } from "../../src/types/near-option-name";
import { nearOptionName, OPTION_NAMES } from "../../src/util/option-names";
import { expectEndpointError } from "../helpers/expect-error";

/** Every name of `NearOptionName`, with the option it is a near miss of. */
const NEAR = {
  Method: "method",
  METHOD: "method",
  Url: "url",
  URL: "url",
  BaseUrl: "baseUrl",
  BASEURL: "baseUrl",
  baseurl: "baseUrl",
  base_url: "baseUrl",
  "base-url": "baseUrl",
  BASE_URL: "baseUrl",
  "BASE-URL": "baseUrl",
  baseURL: "baseUrl",
  BaseURL: "baseUrl",
  Base_Url: "baseUrl",
  "Base-Url": "baseUrl",
  Headers: "headers",
  HEADERS: "headers",
  MediaType: "mediaType",
  MEDIATYPE: "mediaType",
  mediatype: "mediaType",
  media_type: "mediaType",
  "media-type": "mediaType",
  MEDIA_TYPE: "mediaType",
  "MEDIA-TYPE": "mediaType",
  mediaTYPE: "mediaType",
  MediaTYPE: "mediaType",
  Media_Type: "mediaType",
  "Media-Type": "mediaType",
  Request: "request",
  REQUEST: "request",
  Data: "data",
  DATA: "data",
  Parameters: "parameters",
  PARAMETERS: "parameters",
  Openapi: "openapi",
  OPENAPI: "openapi",
  ServerVariables: "serverVariables",
  SERVERVARIABLES: "serverVariables",
  servervariables: "serverVariables",
  server_variables: "serverVariables",
  SERVER_VARIABLES: "serverVariables",
  Server_Variables: "serverVariables",
  "server-variables": "serverVariables",
  "SERVER-VARIABLES": "serverVariables",
  "Server-Variables": "serverVariables",
  serverVARIABLES: "serverVariables",
  ServerVARIABLES: "serverVariables",
  AllowAbsoluteUrls: "allowAbsoluteUrls",
  ALLOWABSOLUTEURLS: "allowAbsoluteUrls",
  allowabsoluteurls: "allowAbsoluteUrls",
  allow_absolute_urls: "allowAbsoluteUrls",
  ALLOW_ABSOLUTE_URLS: "allowAbsoluteUrls",
  Allow_Absolute_Urls: "allowAbsoluteUrls",
  "allow-absolute-urls": "allowAbsoluteUrls",
  "ALLOW-ABSOLUTE-URLS": "allowAbsoluteUrls",
  "Allow-Absolute-Urls": "allowAbsoluteUrls",
  allowAbsoluteURLS: "allowAbsoluteUrls",
  AllowAbsoluteURLS: "allowAbsoluteUrls",
} as const;

/** Other clients' names for an option (ky's `prefixUrl`), in every spelling the types reject. */
const OTHER = {
  prefixUrl: "baseUrl",
  PrefixUrl: "baseUrl",
  PREFIXURL: "baseUrl",
  prefixurl: "baseUrl",
  prefix_url: "baseUrl",
  "prefix-url": "baseUrl",
  PREFIX_URL: "baseUrl",
  "PREFIX-URL": "baseUrl",
  prefixURL: "baseUrl",
  PrefixURL: "baseUrl",
  Prefix_Url: "baseUrl",
  "Prefix-Url": "baseUrl",
} as const;

test("the list is exactly the type's names, and each maps to the option it names", () => {
  expectTypeOf<keyof typeof NEAR>().toEqualTypeOf<NearOptionName>();
  expectTypeOf<keyof NearMissOptions>().toEqualTypeOf<NearOptionName | keyof typeof OTHER>();
  expectTypeOf<NearOptionName<"headers">>().toEqualTypeOf<"Headers" | "HEADERS">();
  expect(new Set(Object.values(NEAR))).toStrictEqual(new Set(OPTION_NAMES));
});

test.each([...Object.entries(NEAR), ...Object.entries(OTHER)])("%s: the runtime names %s too", (key, option) => {
  expect(nearOptionName(key)).toBe(option);
  expectEndpointError(
    () => endpoint("POST /x", { [key]: "value" }),
    "ERR_INVALID_OPTION",
    `"${key}"`,
    `did you mean "${option}"?`,
  );
});

test("each is a compile error with the option named; the option names themselves compile", () => {
  // @ts-expect-error -- did you mean baseUrl?
  expectEndpointError(() => endpoint("GET /x", { baseURL: "https://x.test" }), "ERR_INVALID_OPTION", "baseURL");
  // @ts-expect-error -- did you mean headers?
  expectEndpointError(() => endpoint({ url: "/x", HEADERS: {} }), "ERR_INVALID_OPTION", "HEADERS");
  // @ts-expect-error -- did you mean mediaType?
  expectEndpointError(() => endpoint.merge("POST /x", { media_type: {} }), "ERR_INVALID_OPTION", "media_type");
  // @ts-expect-error -- did you mean baseUrl? (ky's name)
  expectEndpointError(() => endpoint.defaults({ prefixUrl: "https://x.test" }), "ERR_INVALID_OPTION", "prefixUrl");
  const options = { baseUrl: "https://x.test", headers: {}, mediaType: {}, request: {} };
  expect(endpoint("GET /x", options).url).toBe("https://x.test/x");
});
