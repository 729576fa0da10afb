/**
 * Stable codes of errors the command line reports for its own arguments.
 *
 * @example
 * const code: CliErrorCode = "ERR_INVALID_JSON";
 */
export type CliErrorCode =
  | "ERR_UNKNOWN_OPTION"
  | "ERR_MISSING_ARGUMENT"
  | "ERR_INVALID_ARGUMENT"
  | "ERR_INVALID_ITEM"
  | "ERR_INVALID_JSON"
  | "ERR_INVALID_YAML"
  | "ERR_MISSING_TOKEN"
  | "ERR_INVALID_TOKEN"
  | "ERR_READ_FAILED"
  | "ERR_INVALID_DATA";

/**
 * Bad command-line input that the library itself never sees (an unknown
 * option, a malformed item, a file that cannot be read). Like
 * `EndpointError`, it carries a stable `code`; the command prints both and
 * exits with status 2.
 *
 * @example
 * throw new CliError("ERR_UNKNOWN_OPTION", 'unknown option "--fromat"');
 */
export class CliError extends Error {
  override readonly name = "CliError";

  constructor(
    readonly code: CliErrorCode,
    message: string,
  ) {
    super(message);
  }
}
