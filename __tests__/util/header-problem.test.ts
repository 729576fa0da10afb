// What is wrong with a header value, said without its text.
import { headerProblem } from "../../src/util/header-problem";

test.each<[string, unknown, string]>([
  ["a line feed", "token SECRET\n", "its value has a line break (U+000A) at position 12"],
  ["a carriage return first", "\rSECRET", "its value has a line break (U+000D) at position 0"],
  ["a NUL", "a\0SECRET", "its value has a control character (U+0000) at position 1"],
  ["a character above U+00FF", "SECRET\u010a", "its value has a character above U+00FF (U+010A) at position 6"],
  ["an object", { token: "SECRET" }, "its value is an object"],
  ["a field value (nothing wrong with its text)", "SECRET", "its value is a field value"],
])("%s", (_name, value, problem) => {
  expect(headerProblem(value)).toBe(problem);
  expect(problem).not.toContain("SECRET");
});
