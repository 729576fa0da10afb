// HTTPie's file items (`key=@FILE`, `key:=@FILE`, `key@FILE`) and `--server-variable`, on real
// descriptions: Apptigent's utilities (a multipart upload) and AWS Certificate Manager's
// (a `region` server variable).
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { main } from "../../src/cli/main";
import { parseItem } from "../../src/cli/parse-item";
import { memoryIo, pasteIntoBash } from "../helpers/cli";
import { expectCliError } from "../helpers/expect-error";
import { realDescription } from "../helpers/real-description";
import { startRecordingServer, type RecordingServer } from "../helpers/recording-server";

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0xff]);
const files = {
  "apptigent.json": JSON.stringify(realDescription("apptigent.com.json")),
  "acm.json": JSON.stringify(realDescription("amazonaws.com/acm.json")),
  "bio.txt": "Line one\nLine two\n",
  "labels.json": '["bug", "ui"]',
  "logo.png": PNG,
  "latin1.txt": Buffer.from([0xe9]),
};

type Printed = { url: string; headers: { [name: string]: string }; body: unknown };
const printed = (out: string) => JSON.parse(out) as Printed;

async function run(args: string[]) {
  const io = memoryIo({ files });
  const status = await main(args, io);
  return { status, out: io.out.join(""), err: io.err.join("") };
}

describe("parseItem(): file items", () => {
  test.each([
    ["bio=@bio.txt", { kind: "file", key: "bio", path: "bio.txt", read: "text" }],
    ["labels:=@labels.json", { kind: "file", key: "labels", path: "labels.json", read: "json" }],
    ["logo@logo.png", { kind: "file", key: "logo", path: "logo.png", read: "part" }],
    ["logo@dir/a=b.png", { kind: "file", key: "logo", path: "dir/a=b.png", read: "part" }],
    ["a\\@b=c", { kind: "parameter", key: "a@b", value: "c" }],
    ["email=me@example.com", { kind: "parameter", key: "email", value: "me@example.com" }],
    ["From:me@example.com", { kind: "header", name: "From", value: "me@example.com" }],
  ])("%s", (text, item) => {
    expect(parseItem(text)).toStrictEqual({ ...item, text });
  });

  test.each([
    ["logo@", 'no file after "@"'],
    ["bio=@", 'no file after "@"'],
    ["@logo.png", 'nothing before "@"'],
  ])("%s is refused with ERR_INVALID_ITEM", (text, message) => {
    expectCliError(() => parseItem(text), "ERR_INVALID_ITEM", `item ${JSON.stringify(text)}: ${message}`);
  });
});

describe("file items build the request", () => {
  test("key=@FILE is the file's text, key:=@FILE its JSON", async () => {
    const { status, out } = await run(["POST /user/bio", "bio=@bio.txt", "labels:=@labels.json"]);
    expect(status).toBe(0);
    expect(printed(out).body).toStrictEqual({ bio: "Line one\nLine two\n", labels: ["bug", "ui"] });
  });

  test("key@FILE is a file part of the description's multipart body; JSON shows it as @FILE", async () => {
    const args = ["POST /RotateImage", "file@logo.png", "degrees=90", "--openapi", "apptigent.json"];
    const { status, out, err } = await run(args);
    expect({ status, err }).toStrictEqual({ status: 0, err: "" });
    const request = printed(out);
    expect(request.headers["content-type"]).toBe("multipart/form-data");
    expect(request.body).toStrictEqual({ file: "@logo.png", degrees: "90" });
  });

  test("a key given two file parts shows both as @FILE", async () => {
    const { out } = await run(["POST /upload", "a@logo.png", "a@bio.txt", "--base-url", "https://api.test"]);
    expect(printed(out).body).toStrictEqual({ a: ["@logo.png", "@bio.txt"] });
  });

  test("without a description, key@FILE makes the body a multipart form (as HTTPie does)", async () => {
    const { out } = await run(["POST /upload", "avatar@logo.png", "--base-url", "https://api.test"]);
    expect(printed(out).headers["content-type"]).toBe("multipart/form-data");
  });

  test.each([
    [
      ["POST /x", "bio=@missing.txt"],
      "ERR_READ_FAILED",
      'item "bio=@missing.txt": cannot read file "missing.txt": ENOENT',
    ],
    [["POST /x", "a@missing.png"], "ERR_READ_FAILED", 'item "a@missing.png": cannot read file "missing.png": ENOENT'],
    [["POST /x", "bio=@latin1.txt"], "ERR_INVALID_DATA", 'file "latin1.txt" is not UTF-8 text'],
    [["POST /x", "n:=@bio.txt"], "ERR_INVALID_JSON", 'item "n:=@bio.txt": invalid JSON'],
    [
      ["POST /x", "a@logo.png", "--data", "x"],
      "ERR_INVALID_ITEM",
      'item "a@logo.png" is not used: the body comes from --data',
    ],
    [
      ["POST /x", "a@logo.png", "Content-Type:application/json"],
      "ERR_INVALID_ITEM",
      'item "a@logo.png": a file part needs a multipart/form-data body',
    ],
  ])("%j: one line, %s", async (args, code, message) => {
    const { status, out, err } = await run(args);
    expect({ status, out }).toStrictEqual({ status: 2, out: "" });
    expect(err).toContain(`rest-endpoint: ${code}: `);
    expect(err).toContain(message);
    expect(err.trimEnd()).not.toContain("\n");
  });
});

describe("--curl writes a file part as --form 'name=@FILE', and curl sends it", () => {
  let server: RecordingServer;
  let dir: string;
  beforeAll(async () => {
    server = await startRecordingServer();
    dir = mkdtempSync(join(tmpdir(), "rest-endpoint-files-"));
    writeFileSync(join(dir, "logo.png"), PNG);
    writeFileSync(join(dir, "odd;name.png"), PNG);
  });
  afterAll(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test.each([["logo.png"], ["odd;name.png"]])("%s", async (name) => {
    const path = join(dir, name);
    const io = memoryIo({ files: { ...files, [path]: PNG } });
    const args = [`POST /RotateImage`, `file@${path}`, "degrees=9'0", "--openapi", "apptigent.json"];
    expect(await main([...args, "--base-url", server.origin, "--curl"], io)).toBe(0);
    const command = io.out.join("").trim();
    expect(command).toContain(name.includes(";") ? `--form 'file=@"${path}"'` : `--form 'file=@${path}'`);
    expect(command).not.toContain("content-type");
    server.received.length = 0;
    const { status, stderr } = await pasteIntoBash(`${command} --silent --show-error`);
    expect({ status, stderr }).toStrictEqual({ status: 0, stderr: "" });
    const [received] = server.received;
    const form = await new Response(new Uint8Array(received!.body), {
      headers: { "content-type": String(received!.headers["content-type"]) },
    }).formData();
    const file = form.get("file") as File;
    expect(Buffer.from(await file.arrayBuffer())).toStrictEqual(PNG);
    expect(form.get("degrees")).toBe("9'0");
  });
});

describe("--server-variable NAME=VALUE", () => {
  test("sets the description's server variables (AWS ACM's region)", async () => {
    const args = ["POST /#X-Amz-Target=CertificateManager.ListCertificates", "--openapi", "acm.json"];
    const target = ["X-Amz-Target=CertificateManager.ListCertificates", "data:={}"];
    const { status, out, err } = await run([...args, ...target, "--server-variable", "region=eu-west-1"]);
    expect({ status, err }).toStrictEqual({ status: 0, err: "" });
    expect(printed(out).url).toMatch(/^https:\/\/acm\.eu-west-1\.amazonaws\.com\//);
  });

  test.each([
    [["--server-variable", "region"], "ERR_INVALID_ARGUMENT", '--server-variable "region": expected NAME=VALUE'],
    [
      ["--server-variable", "region=a", "--server-variable", "region=b"],
      "ERR_INVALID_ARGUMENT",
      '--server-variable "region" is given twice',
    ],
    [["--server-variable", "zone=a"], "ERR_INVALID_OPTION", "zone"],
  ])("%j is refused", async (extra, code, message) => {
    const args = ["POST /#X-Amz-Target=CertificateManager.ListCertificates", "--openapi", "acm.json"];
    const { status, err } = await run([
      ...args,
      "X-Amz-Target=CertificateManager.ListCertificates",
      "data:={}",
      ...extra,
    ]);
    expect(status).toBe(2);
    expect(err).toContain(`${code}: `);
    expect(err).toContain(message);
  });

  test("needs --openapi", async () => {
    const { status, err } = await run(["GET /user", "--server-variable", "region=eu"]);
    expect(status).toBe(2);
    expect(err).toContain("ERR_INVALID_ARGUMENT: --server-variable sets a variable of --openapi's servers");
  });
});
