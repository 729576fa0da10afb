import { LONE_SURROGATE } from "../../src/util/lone-surrogate.js";

describe("LONE_SURROGATE", () => {
  test.each<[string, string, boolean]>([
    ["a high surrogate alone", "a\uD800", true],
    ["a low surrogate alone", "\uDC00b", true],
    ["a low one before a high one (no pair)", "\uDC00\uD800", true],
    ["a pair (one character)", "\u{1F600}", false],
    ["plain text", "café", false],
    ["nothing", "", false],
  ])("%s: %p", (_name, text, lone) => {
    expect(LONE_SURROGATE.test(text)).toBe(lone);
    // Not global: a second test gives the same answer.
    expect(LONE_SURROGATE.test(text)).toBe(lone);
  });
});
