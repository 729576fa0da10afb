import { CliError } from "./cli-error.js";
import type { CliIo } from "./cli-io.js";
import { describeValue } from "../util/describe-value.js";

const UTF8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

/**
 * An OpenAPI description (or route table) read from a file: JSON, or YAML
 * when the name ends in `.yaml` or `.yml` (the `yaml` package, loaded only
 * then). A file that cannot be read is `ERR_READ_FAILED`; text that does not
 * parse, `ERR_INVALID_JSON` or `ERR_INVALID_YAML`. `option` names the
 * argument in messages (`--openapi`).
 *
 * @example
 * const description = await readDescription("openapi.yaml", io, "openapi");
 */
export async function readDescription(path: string, io: CliIo, option: string): Promise<unknown> {
  let text: string;
  try {
    text = UTF8.decode(await io.readFile(path));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new CliError("ERR_READ_FAILED", `${option} ${describeValue(path)}: cannot read it: ${reason}`);
  }
  if (/\.ya?ml$/i.test(path)) return yamlValue(text, path, option);
  try {
    return JSON.parse(text);
  } catch (error) {
    const hint = "name a YAML file .yaml or .yml";
    throw new CliError(
      "ERR_INVALID_JSON",
      `${option} ${describeValue(path)}: not JSON (${(error as Error).message}; ${hint})`,
    );
  }
}

// YAML 1.2 core schema: what JSON can hold, plus comments and anchors. At most
// 100 aliases (the package's limit), so a small file cannot expand into a huge one.
async function yamlValue(text: string, path: string, option: string): Promise<unknown> {
  const { parse } = await import("yaml");
  try {
    return parse(text, { schema: "core", maxAliasCount: 100, uniqueKeys: true });
  } catch (error) {
    const reason = (error as Error).message.split("\n", 1)[0];
    throw new CliError("ERR_INVALID_YAML", `${option} ${describeValue(path)}: not YAML (${reason})`);
  }
}
