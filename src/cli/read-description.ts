import { CliError } from "./cli-error.js";
import type { CliIo } from "./cli-io.js";
import { cutMiddle, describeValue, oneLine } from "../util/describe-value.js";

const UTF8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

/**
 * An OpenAPI description (or route table) read from a file: JSON, or YAML
 * when the name ends in `.yaml` or `.yml` (the `yaml` package, loaded only
 * then). A file that cannot be read is `ERR_READ_FAILED`; text that does not
 * parse, `ERR_INVALID_JSON` or `ERR_INVALID_YAML`. YAML warnings (an
 * unknown tag) are written to `io.stderr` as errors are: one escaped line
 * each, at most 10. `option` names the argument in messages (`--openapi`).
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
  if (/\.ya?ml$/i.test(path)) return yamlValue(text, io, `${option} ${describeValue(path)}`);
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

// Warnings written at most; a file can hold a tag on every line.
const MAX_WARNINGS = 10;

// YAML 1.2 core schema: what JSON can hold, plus comments and anchors. At most
// 100 aliases (the package's limit), so a small file cannot expand into a huge one.
// Read as a document, not with parse(): parse() hands warnings to
// process.emitWarning, which prints them over several lines with the file's
// raw text (bidi controls included).
async function yamlValue(text: string, io: CliIo, label: string): Promise<unknown> {
  const { parseDocument } = await import("yaml");
  const document = parseDocument(text, { schema: "core", uniqueKeys: true });
  const [error] = document.errors;
  if (error) throw notYaml(label, error);
  writeWarnings(io, label, document.warnings);
  try {
    return document.toJS({ maxAliasCount: 100 });
  } catch (reason) {
    // Too many aliases: the document would expand into a huge value.
    throw notYaml(label, reason);
  }
}

function notYaml(label: string, error: unknown): CliError {
  return new CliError("ERR_INVALID_YAML", `${label}: not YAML (${firstLine(error)})`);
}

function writeWarnings(io: CliIo, label: string, warnings: readonly Error[]): void {
  for (const warning of warnings.slice(0, MAX_WARNINGS)) {
    io.stderr.write(`rest-endpoint: warning: ${label}: ${oneLine(cutMiddle(firstLine(warning)))}\n`);
  }
  const more = warnings.length - MAX_WARNINGS;
  if (more > 0) io.stderr.write(`rest-endpoint: warning: ${label}: ${more} more YAML warnings\n`);
}

// The first line of a YAML error or warning: the rest quotes the file.
function firstLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split("\n", 1)[0]!.replace(/:$/, "");
}
