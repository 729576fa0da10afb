// buildOptions() takes the items main() has read: a file item must have been read first.
import { buildOptions } from "../../src/cli/build-options";
import { parseArgs } from "../../src/cli/parse-args";
import { expectCliError } from "../helpers/expect-error";

test("a file item that was never read is refused, naming the item", () => {
  const command = parseArgs(["POST /x", "bio=@bio.txt"]);
  if (command.kind !== "request") throw new Error("expected a request command");
  expectCliError(
    () => buildOptions(command, {}, undefined),
    "ERR_INVALID_ITEM",
    'item "bio=@bio.txt": its file was not read',
  );
});
