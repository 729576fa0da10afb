import { checkSameOrigin } from "../../src/util/check-same-origin.js";
import { expectEndpointError } from "../helpers/expect-error.js";

describe("checkSameOrigin (allowAbsoluteUrls: false)", () => {
  test.each([
    ["https://api.github.com/user", "https://api.github.com"],
    ["https://API.github.com:443/x", "https://api.github.com/api/v3"],
  ])("%s stays at %s", (url, base) => {
    expect(() => checkSameOrigin("url", url, base)).not.toThrow();
  });

  test.each([
    [
      "another host",
      "https://uploads.github.com/x",
      "https://api.github.com",
      "requests stay at https://api.github.com",
    ],
    ["another scheme", "http://api.github.com/x", "https://api.github.com", "requests stay at"],
    ["another port", "https://api.github.com:8443/x", "https://api.github.com", "requests stay at"],
    ["a URL the parser refuses", "https://exa mple.com/x", "https://api.github.com", "requests stay at"],
    ["no baseUrl", "https://api.github.com/x", undefined, "no baseUrl to stay at"],
  ])("%s throws ERR_INVALID_OPTION", (_, url, base, words) => {
    expectEndpointError(() => checkSameOrigin("url", url, base), "ERR_INVALID_OPTION", words);
  });
});
