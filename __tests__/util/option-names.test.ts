import fc from "fast-check";
import { CREDENTIAL_HEADERS, isCredentialName, nearOptionName, OPTION_NAMES } from "../../src/util/option-names";
import { runs } from "../helpers/runs";

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
    ["prefixUrl", "baseUrl"],
    ["prefix_url", "baseUrl"],
    ["PREFIXURL", "baseUrl"],
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
    "prefix",
    "prefixUrls",
    "",
    "-",
    "_",
    "b a s e u r l",
    "baſeUrl",
    "ｕrl",
    "dat\u0430",
    // The two characters JavaScript lowercases to ASCII: "i" with a combining dot, and "k".
    "med\u0130aType",
    "\u0130",
    "\u212A",
  ])("%j is an ordinary parameter name", (key) => {
    expect(nearOptionName(key)).toBeUndefined();
  });

  // The definition, as a pattern (no `u` flag: `i` matches ASCII letters with ASCII letters only).
  const near = (name: string) => new RegExp(`^[-_]*${name.split("").join("[-_]*")}[-_]*$`, "i");

  test("a near miss is exactly an option name in any ASCII case with any '-' and '_' around its letters", () => {
    const letters = [...new Set(OPTION_NAMES.join("").split(""))];
    const char = fc.constantFrom(...letters, ...letters.map((c) => c.toUpperCase()), "-", "_", "\u0130", "\u212A", "ſ");
    const spelled = fc
      .constantFrom(...OPTION_NAMES)
      .chain((name) =>
        fc.tuple(
          ...name
            .split("")
            .map((c) =>
              fc.tuple(
                fc.constantFrom(c, c.toUpperCase()),
                fc.string({ unit: fc.constantFrom("-", "_"), maxLength: 2 }),
              ),
            ),
        ),
      );
    const key = fc.oneof(
      fc.string({ unit: char, maxLength: 20 }),
      spelled.map((parts) => parts.map(([c, gap]) => c + gap).join("")),
      fc.string(),
    );
    fc.assert(
      fc.property(key, (key) => {
        const other = near("prefixUrl").test(key) ? "baseUrl" : undefined;
        const expected = OPTION_NAMES.includes(key as never)
          ? undefined
          : (OPTION_NAMES.find((name) => near(name).test(key)) ?? other);
        expect(nearOptionName(key)).toBe(expected);
      }),
      { numRuns: runs(3000) },
    );
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
