import { runInNewContext } from "node:vm";
import { typeTag } from "../../src/util/type-tag";

describe("typeTag()", () => {
  test.each<[unknown, string]>([
    [{}, "Object"],
    [[], "Array"],
    [null, "Null"],
    [undefined, "Undefined"],
    ["x", "String"],
    [new Uint8Array(1), "Uint8Array"],
    [new ArrayBuffer(1), "ArrayBuffer"],
    [new Blob(["x"]), "Blob"],
    [new FormData(), "FormData"],
    [new URLSearchParams("a=1"), "URLSearchParams"],
    [new AbortController().signal, "AbortSignal"],
  ])("%p is %s", (value, tag) => {
    expect(typeTag(value)).toBe(tag);
  });

  test("a value from another realm has the same tag", () => {
    expect(typeTag(runInNewContext("new Uint8Array(2)"))).toBe("Uint8Array");
    expect(typeTag(runInNewContext("({})"))).toBe("Object");
  });
});
