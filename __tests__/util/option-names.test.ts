import { nearOptionName, OPTION_NAMES } from "../../src/util/option-names";

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
