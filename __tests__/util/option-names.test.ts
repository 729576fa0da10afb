import { CREDENTIAL_HEADERS, isCredentialName, nearOptionName, OPTION_NAMES } from "../../src/util/option-names";

describe("nearOptionName()", () => {
  test.each([
    ["baseURL", "baseUrl"],
    ["BaseUrl", "baseUrl"],
    ["base_url", "baseUrl"],
    ["base-url", "baseUrl"],
    ["__base__url__", "baseUrl"],
    ["Headers", "headers"],
    ["mediatype", "mediaType"],
    ["MEDIA_TYPE", "mediaType"],
    ["Data", "data"],
    ["-data", "data"],
    ["URL", "url"],
    ["u_r_l", "url"],
    ["Method", "method"],
    ["REQUEST", "request"],
  ])("%s is near %s", (key, option) => {
    expect(nearOptionName(key)).toBe(option);
  });

  test.each([...OPTION_NAMES])("the option name %s itself is not a near miss", (name) => {
    expect(nearOptionName(name)).toBeUndefined();
  });

  test.each([
    "owner",
    "data_id",
    "urls",
    "header",
    "base",
    "media",
    "mediaTypes",
    "url2",
    "",
    "-",
    "_",
    "b a s e u r l",
    "baſeUrl",
    "ｕrl",
    "dat\u0430",
  ])("%j is an ordinary parameter name", (key) => {
    expect(nearOptionName(key)).toBeUndefined();
  });
});

describe("isCredentialName()", () => {
  test.each([...CREDENTIAL_HEADERS, "Authorization", "PROXY-AUTHORIZATION", "Cookie", "cOOKIE"])("%s is one", (key) => {
    expect(isCredentialName(key)).toBe(true);
  });

  test.each([
    "author",
    "authorizations",
    "proxy_authorization",
    "cookies",
    " cookie",
    "set-cookie",
    // Unicode case folding would make these "cookie" and "authorization"; header names are ASCII.
    "coo\u212Aie",
    "authorızation",
  ])("%j is not", (key) => {
    expect(isCredentialName(key)).toBe(false);
  });
});
