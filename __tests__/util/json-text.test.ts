import { isJsonBody } from "../../src/util/json-text";

describe("isJsonBody()", () => {
  // Sent as JSON text: plain data of any kind.
  test.each<[string, unknown]>([
    ["a plain object", { a: 1 }],
    ["an object without a prototype", Object.create(null)],
    ["an array", [1, 2]],
    ["a string", "text"],
    ["a number", 1],
    ["null", null],
    ["a bigint", 1n],
  ])("%s is sent as JSON text", (_, body) => {
    expect(isJsonBody(body)).toBe(true);
  });

  // Sent as they are by the HTTP client.
  test.each<[string, unknown]>([
    ["bytes", new Uint8Array(1)],
    ["an ArrayBuffer", new ArrayBuffer(1)],
    ["a Blob", new Blob(["x"])],
    ["FormData", new FormData()],
    ["URLSearchParams", new URLSearchParams()],
    ["a Date", new Date(0)],
    ["an instance of a class", new (class Payload {})()],
  ])("%s is not", (_, body) => {
    expect(isJsonBody(body)).toBe(false);
  });
});
