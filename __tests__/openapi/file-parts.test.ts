import { readFileSync } from "node:fs";
import { endpoint, toFetchArgs } from "../../src/openapi";
import { expectEndpointError } from "../helpers/expect-error";
import { realDescription } from "../helpers/real-description";

// Real descriptions: Apptigent's utilities (3.0, multipart/form-data with a `format: binary`
// field) and Netlify's (Swagger 2.0: a `type: file` formData field, an octet-stream `in: body`).
const apptigent = endpoint.defaults({ openapi: realDescription("apptigent.com.json") });
const netlify = endpoint.defaults({
  openapi: JSON.parse(readFileSync(require.resolve("@netlify/open-api/dist/swagger.json"), "utf8")) as object,
});

const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0xff];
// A Buffer that is a view into a larger one (Node pools small buffers): only its bytes are sent.
const pooled = () => {
  const larger = Buffer.from([1, 2, 3, ...png, 4, 5]);
  return larger.subarray(3, 3 + png.length);
};
const BYTES: ReadonlyArray<readonly [string, () => unknown]> = [
  ["a Uint8Array", () => new Uint8Array(png)],
  ["a Buffer", () => Buffer.from(png)],
  ["a Buffer that views part of a larger one", pooled],
  ["an ArrayBuffer", () => new Uint8Array(png).buffer],
  ["a DataView", () => new DataView(new Uint8Array([9, ...png, 9]).buffer, 1, png.length)],
  ["a Blob (as before)", () => new Blob([new Uint8Array(png)])],
];

// The multipart body fetch sends, read back by the platform's own parser.
async function sentForm(args: ReturnType<typeof toFetchArgs>): Promise<FormData> {
  const request = new Request(...(args as [string, RequestInit]));
  return request.formData();
}

describe("bytes are file parts of a multipart body, as a Blob is", () => {
  test.each(BYTES)("3.0 (Apptigent POST /RotateImage): %s", async (_name, make) => {
    const result = apptigent("POST /RotateImage", { file: make(), degrees: "90" });
    expect(result.headers["content-type"]).toBe("multipart/form-data");
    const form = await sentForm(toFetchArgs(result));
    const file = form.get("file") as File;
    expect(typeof file).toBe("object");
    expect([...new Uint8Array(await file.arrayBuffer())]).toStrictEqual(png);
    expect(form.get("degrees")).toBe("90");
  });

  test.each(BYTES)("Swagger 2.0 (Netlify POST /sites/{site_id}/builds, type: file): %s", async (_name, make) => {
    const result = netlify("POST /sites/{site_id}/builds", { site_id: "s", zip: make() });
    const form = await sentForm(toFetchArgs(result));
    expect([...new Uint8Array(await (form.get("zip") as File).arrayBuffer())]).toStrictEqual(png);
  });

  test("a list of bytes is one file part per element; the caller's bytes are not changed", async () => {
    const first = new Uint8Array([1, 2]);
    const result = apptigent("POST /RotateImage", { file: [first, Buffer.from([3])], degrees: "0" });
    const parts = (await sentForm(toFetchArgs(result))).getAll("file") as File[];
    expect(await Promise.all(parts.map(async (part) => [...new Uint8Array(await part.arrayBuffer())]))).toStrictEqual([
      [1, 2],
      [3],
    ]);
    expect([...first]).toStrictEqual([1, 2]);
  });

  test("a urlencoded form has no file parts: bytes there are still refused", () => {
    const form = endpoint.defaults({
      openapi: {
        openapi: "3.1.0",
        info: { title: "t", version: "1" },
        servers: [{ url: "https://api.test" }],
        paths: { "/x": { post: { requestBody: { content: { "application/x-www-form-urlencoded": {} } } } } },
      },
    });
    expectEndpointError(
      () => toFetchArgs(form("POST /x", { file: new Uint8Array(2) })),
      "ERR_INVALID_PARAMETER",
      '"file"',
      "a urlencoded form has text fields only; files need multipart/form-data",
    );
  });
});

describe("bytes are a binary body as they are", () => {
  test.each(BYTES)("Swagger 2.0 (Netlify PUT /deploys/{deploy_id}/files/{path}, in: body): %s", (_name, make) => {
    const bytes = make();
    const result = netlify("PUT /deploys/{deploy_id}/files/{path}", {
      deploy_id: "d",
      path: "a.png",
      file_body: bytes,
    });
    expect(result.headers["content-type"]).toBe("application/octet-stream");
    expect(toFetchArgs(result)[1].body).toBe(bytes);
  });
});
