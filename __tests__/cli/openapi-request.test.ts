// The command line with OpenAPI descriptions: YAML files for `openapi`, and
// `--openapi FILE` building a request as a real description says.
import { readFileSync } from "node:fs";
import { stringify } from "yaml";
import { main } from "../../src/cli/main";
import { memoryIo } from "../helpers/cli";
import { realDescription } from "../helpers/real-description";

const files = {
  "studio.json": JSON.stringify(realDescription("twilio.com/twilio_studio_v2.json")),
  "studio.yaml": stringify(realDescription("twilio.com/twilio_studio_v2.json")),
  "victorops.yml": stringify(realDescription("victorops.com.json")),
  "acm.json": JSON.stringify(realDescription("amazonaws.com/acm.json")),
  "tasks.yaml": readFileSync(`${__dirname}/../fixtures/openapi/tasks.yaml`, "utf8"),
  "bad.yaml": "openapi: [3.1",
  "twice.yaml": "openapi: 3.1.0\nopenapi: 3.0.0\n",
  // An alias bomb: each level holds ten aliases of the one before (over 100 aliases in all).
  "bomb.yaml": [
    "a: &a [x, x, x, x, x, x, x, x, x, x]",
    ..."bcdefghijklm"
      .split("")
      .map((name, k) => `${name}: &${name} [${Array(10).fill(`*${"abcdefghijklm"[k]}`).join(", ")}]`),
    "",
  ].join("\n"),
  // Unknown tags are warnings; the text around them holds a bidi override.
  "tagged.yaml": [
    "openapi: 3.1.0",
    "info: { title: t, version: '1' }",
    "servers: [{ url: 'https://api.test' }]",
    "paths:",
    "  /x:",
    '    get: { description: !x "\u202e evil" }',
    "",
  ].join("\n"),
  "many-tags.yaml": [
    "openapi: 3.1.0",
    "info: { title: t, version: '1' }",
    "servers: [{ url: 'https://api.test' }]",
    "paths:",
    "  /x:",
    "    get: {}",
    "x-tags:",
    ...Array.from({ length: 25 }, (_, index) => `  - !t${index} v`),
    "",
  ].join("\n"),
  // OpenAPI 3.2 may declare any token as a method: backticks and `$` included.
  "methods.json": JSON.stringify({
    openapi: "3.2.0",
    info: { title: "t", version: "1" },
    servers: [{ url: "https://api.test" }],
    paths: { "/x": { additionalOperations: { "X`touch$IFS'pwned'`": {} } } },
  }),
  // OpenAPI 3.2's positional multipart body: JSON metadata, then a CSV part with a declared header.
  "reports.json": JSON.stringify({
    openapi: "3.2.0",
    info: { title: "Reports", version: "1" },
    servers: [{ url: "https://reports.example" }],
    paths: {
      "/reports": {
        post: {
          requestBody: {
            content: {
              "multipart/mixed": {
                schema: { type: "array", prefixItems: [{ type: "object" }, { type: "string" }] },
                prefixEncoding: [{}, { contentType: "text/csv", headers: { "Content-Location": {} } }],
              },
            },
          },
        },
      },
    },
  }),
};

async function run(args: string[], env: { [name: string]: string } = {}) {
  const io = memoryIo({ files, env });
  const status = await main(args, io);
  return { status, out: io.out.join(""), err: io.err.join("") };
}

describe("rest-endpoint openapi <file.yaml>", () => {
  test("a YAML description gives the same route table as its JSON", async () => {
    const json = await run(["openapi", "studio.json"]);
    const yaml = await run(["openapi", "studio.yaml"]);
    expect(json.status).toBe(0);
    expect(yaml.out).toBe(json.out);
    expect(yaml.out).toContain(
      '"POST /v2/Flows/{Sid}/TestUsers":["p Sid","b application/x-www-form-urlencoded","k TestUsers","a application/json"]',
    );
  });

  test("the project's own YAML fixture (tasks.yaml) reads as YAML", async () => {
    const { status, out } = await run(["openapi", "tasks.yaml"]);
    expect(status).toBe(0);
    expect(out).toContain('"GET /lists/{list_id}/tasks":');
  });

  test.each([
    ["bad.yaml", "ERR_INVALID_YAML", 'openapi "bad.yaml": not YAML'],
    ["twice.yaml", "ERR_INVALID_YAML", "not YAML"],
    ["bomb.yaml", "ERR_INVALID_YAML", 'openapi "bomb.yaml": not YAML'],
    ["missing.yaml", "ERR_READ_FAILED", 'openapi "missing.yaml": cannot read it'],
  ])("%s fails with %s", async (file, code, fragment) => {
    const { status, out, err } = await run(["openapi", file]);
    expect([status, out]).toEqual([2, ""]);
    expect(err).toContain(code);
    expect(err).toContain(fragment);
  });
});

describe("--openapi FILE for a request", () => {
  test("a positional multipart body from data:=[...]: the framed text, and curl sends it byte for byte", async () => {
    const data = 'data:=[{"title":"Q1"},{"body":"a,b\\n1,2","headers":{"Content-Location":"q1.csv"}}]';
    const framed =
      '--rest-endpoint-0-boundary\r\nContent-Type: application/json\r\n\r\n{"title":"Q1"}\r\n' +
      "--rest-endpoint-0-boundary\r\nContent-Type: text/csv\r\nContent-Location: q1.csv\r\n\r\na,b\n1,2\r\n" +
      "--rest-endpoint-0-boundary--\r\n";
    const printed = await run(["POST /reports", data, "--openapi", "reports.json"]);
    expect(printed.status).toBe(0);
    const result = JSON.parse(printed.out) as { headers: { [name: string]: string }; body: string };
    expect([result.headers["content-type"], result.body]).toStrictEqual([
      "multipart/mixed; boundary=rest-endpoint-0-boundary",
      framed,
    ]);
    const curl = await run(["POST /reports", data, "--openapi", "reports.json", "--curl"]);
    expect(curl.out).toContain(`--data-raw $'${framed.replace(/\r/g, "\\r").replace(/\n/g, "\\n")}'`);
    const refused = await run(["POST /reports", data.replace("q1.csv", "q1\\r\\n.csv"), "--openapi", "reports.json"]);
    expect(refused.status).toBe(2);
    expect(refused.err).toContain('ERR_INVALID_HEADER: Invalid header "Content-Location" for route "POST /reports"');
  });

  test("a form body, its content type and server as the description says (Twilio Studio, YAML)", async () => {
    const args = [
      "POST /v2/Flows",
      "FriendlyName=Welcome",
      "Status=draft",
      "Definition={}",
      "--openapi",
      "studio.yaml",
    ];
    const { status, out } = await run(args);
    expect(status).toBe(0);
    const request = JSON.parse(out) as { url: string; headers: { [name: string]: string }; body: unknown };
    expect(request.url).toBe("https://studio.twilio.com/v2/Flows");
    expect(request.headers["content-type"]).toBe("application/x-www-form-urlencoded");
    // The description's response media type, not GitHub's accept.
    expect(request.headers.accept).toBe("application/json");
    expect(request.body).toEqual({ FriendlyName: "Welcome", Status: "draft", Definition: "{}" });
  });

  test("--curl writes the form body as form text, with a Bearer token", async () => {
    const args = ["POST /v2/Flows", "FriendlyName=A B", "Status=draft", "Definition={}", "--openapi=studio.json"];
    const { status, out } = await run([...args, "--curl", "--token-env", "TWILIO"], { TWILIO: "t0k" });
    expect(status).toBe(0);
    expect(out).toContain("--data-raw 'FriendlyName=A+B&Status=draft&Definition=%7B%7D'");
    expect(out).toContain(`--header 'authorization: Bearer '"\${TWILIO:?}"`);
    expect(out).toContain("--header 'content-type: application/x-www-form-urlencoded'");
    expect(out).not.toContain("vnd.github");
  });

  test("header parameters as items or as headers (VictorOps, YAML)", async () => {
    const route = "GET /api-public/v1/alerts/{uuid}";
    const flat = await run([route, "uuid=u1", "X-VO-Api-Id=i", "X-VO-Api-Key=k", "--openapi", "victorops.yml"]);
    const headers = await run([route, "uuid=u1", "X-VO-Api-Id:i", "x-vo-api-key:k", "--openapi", "victorops.yml"]);
    expect(flat.status).toBe(0);
    expect(headers.out).toBe(flat.out);
    expect(JSON.parse(flat.out)).toMatchObject({
      url: "https://api.victorops.com/api-public/v1/alerts/u1",
      headers: { "x-vo-api-id": "i", "x-vo-api-key": "k" },
    });
    const missing = await run([route, "uuid=u1", "X-VO-Api-Id=i", "--openapi", "victorops.yml"]);
    expect(missing.status).toBe(2);
    expect(missing.err).toContain('ERR_MISSING_PARAMETER: Missing parameter "X-VO-Api-Key"');
  });

  test("an https server first, query and header parameters beside data (AWS ACM); a route the description lacks names the nearest", async () => {
    const route = "POST /#X-Amz-Target=CertificateManager.ListCertificates";
    const target = "X-Amz-Target=CertificateManager.ListCertificates";
    // With the body from data, the query and header parameters are used, not refused as unused items.
    const listed = await run([route, "MaxItems=5", target, "data:={}", "--openapi", "acm.json"]);
    expect(listed.err).toBe("");
    expect(listed.status).toBe(0);
    expect(JSON.parse(listed.out)).toMatchObject({
      url: "https://acm.us-east-1.amazonaws.com/?MaxItems=5#X-Amz-Target=CertificateManager.ListCertificates",
      headers: { "x-amz-target": "CertificateManager.ListCertificates" },
    });
    const unknown = await run(["GET /certificates", "--openapi", "acm.json"]);
    expect(unknown.status).toBe(2);
    expect(unknown.err).toContain("ERR_INVALID_ROUTE");
    expect(unknown.err).toContain("nearest:");
  });

  test("a file that cannot be read or parsed", async () => {
    const missing = await run(["GET /x", "--openapi", "missing.json"]);
    expect(missing.err).toContain('ERR_READ_FAILED: --openapi "missing.json": cannot read it');
    const bad = await run(["GET /x", "--openapi", "bad.yaml"]);
    expect(bad.err).toContain('ERR_INVALID_YAML: --openapi "bad.yaml": not YAML');
  });
});

describe("what the command line prints for a shell or a log", () => {
  test("--curl quotes the method: a declared method with backticks and $ cannot run a command", async () => {
    const method = "X`touch$IFS'pwned'`";
    const { status, out, err } = await run([`${method} /x`, "--openapi", "methods.json", "--curl"]);
    expect([status, err]).toEqual([0, ""]);
    expect(out).toContain(`--request 'X\`touch$IFS'\\''pwned'\\''\`' `);
    expect(out).not.toContain(`--request ${method}`);
  });

  test("a YAML warning is one escaped line on stderr, not a multi-line process warning", async () => {
    const emitted = jest.spyOn(process, "emitWarning").mockImplementation(() => undefined);
    try {
      const { status, out, err } = await run(["GET /x", "--openapi", "tagged.yaml"]);
      expect(status).toBe(0);
      expect(JSON.parse(out)).toMatchObject({ method: "GET", url: "https://api.test/x" });
      expect(err).toBe('rest-endpoint: warning: --openapi "tagged.yaml": Unresolved tag: !x at line 6, column 25\n');
      expect(err).not.toContain("\u202e");
      expect(emitted).not.toHaveBeenCalled();
    } finally {
      emitted.mockRestore();
    }
  });

  test("at most 10 YAML warnings are printed, then how many more there are", async () => {
    const { status, err } = await run(["openapi", "many-tags.yaml"]);
    expect(status).toBe(0);
    const lines = err.split("\n").filter(Boolean);
    expect(lines).toHaveLength(11);
    for (const line of lines) expect(line).toMatch(/^rest-endpoint: warning: openapi "many-tags\.yaml": /);
    expect(lines[10]).toMatch(/: 15 more YAML warnings$/);
  });
});
