// A multipart form as curl writes it: --form for file parts, --form-string for text fields.
import { formWords, isCurlForm } from "../../src/cli/curl-form";
import { expectCliError } from "../helpers/expect-error";

const logo = new File(["x"], "logo.png");

describe("formWords()", () => {
  test("each field once per value, scalars as text, objects as JSON, null and undefined left out", () => {
    expect(
      formWords({ a: "x", n: 1, b: true, big: 10n, o: { k: 1 }, l: ["p", null], u: undefined }, new Map()),
    ).toStrictEqual([
      "--form-string",
      "a=x",
      "--form-string",
      "n=1",
      "--form-string",
      "b=true",
      "--form-string",
      "big=10",
      "--form-string",
      'o={"k":1}',
      "--form-string",
      "l=p",
    ]);
  });

  test.each([
    ["a plain path", "logo.png", "f=@logo.png"],
    ["a path with ; or ,", "a;b,c.png", 'f=@"a;b,c.png"'],
    ['a path with " and \\', 'a"b\\c.png', 'f=@"a\\"b\\\\c.png"'],
  ])("a file part is --form with its path (%s)", (_name, path, word) => {
    expect(formWords({ f: logo }, new Map([[logo, path]]))).toStrictEqual(["--form", word]);
  });

  test("a field name with = cannot be written with --form", () => {
    expectCliError(() => formWords({ "a=b": "x" }, new Map()), "ERR_INVALID_DATA", '"a=b"');
  });

  test("a value with no text (a Blob that is no file item) says to give a file", () => {
    expectCliError(() => formWords({ f: new Blob(["x"]) }, new Map()), "ERR_INVALID_DATA", "give a file as f@FILE");
  });
});

test("isCurlForm(): a plain object under multipart/form-data", () => {
  const form = { "content-type": "multipart/form-data" };
  expect([isCurlForm(form, { a: "1" }), isCurlForm(form, "a=1"), isCurlForm({}, { a: "1" })]).toStrictEqual([
    true,
    false,
    false,
  ]);
});
