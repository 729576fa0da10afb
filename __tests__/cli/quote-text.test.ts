import { quoteText } from "../../src/cli/quote-text";

describe("quoteText(): user input in a message", () => {
  test.each([
    ["GET /x", '"GET /x"'],
    ["", '""'],
    ['say "hi"', '"say \\"hi\\""'],
    ["a\nb\u001b[31m", '"a\\nb\\u001b[31m"'],
    ["\ud800", '"\\ud800"'],
  ])("%j is quoted as JSON: %s", (text, quoted) => {
    expect(quoteText(text)).toBe(quoted);
  });

  test("80 characters are shown whole; a longer text is cut after 80, with an ellipsis", () => {
    const eighty = "x".repeat(80);
    expect(quoteText(eighty)).toBe(`"${eighty}"`);
    expect(quoteText(`${eighty}yz`)).toBe(`"${eighty}…"`);
    expect(quoteText("y".repeat(1_000_000))).toHaveLength(83);
  });
});
