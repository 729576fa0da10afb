import { CliError } from "./cli-error.js";
import { parseJson } from "./parse-json.js";
import { describeValue } from "../util/describe-value.js";
import type { CliIo } from "./cli-io.js";
import type { FileItem, Item } from "./parse-item.js";

/** Items with their files read, and the file parts among their values. */
export interface ReadItems {
  /** No `file` item: each is a parameter with the file's text, JSON or a `File`. */
  readonly items: ReadonlyArray<Exclude<Item, FileItem>>;
  /** Each file part's `File`, and the path it was read from (curl reads it again: `--form 'name=@FILE'`). */
  readonly parts: ReadonlyMap<unknown, string>;
}

const UTF8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

/**
 * Reads the files of `key=@FILE` (its UTF-8 text, byte for byte),
 * `key:=@FILE` (its JSON) and `key@FILE` (a `File` of its bytes, named by
 * the file's last path segment) items. A file that cannot be read is one
 * line: `ERR_READ_FAILED` naming the item and the reason; text that is not
 * UTF-8 `ERR_INVALID_DATA`; JSON that does not parse `ERR_INVALID_JSON`.
 *
 * @example
 * await readItems(parseArgs(["POST /x", "bio=@bio.txt"]).items, io);
 * // { items: [{ kind: "parameter", key: "bio", value: "<the file's text>", ... }], parts: Map {} }
 */
export async function readItems(items: readonly Item[], io: CliIo): Promise<ReadItems> {
  const read: Array<Exclude<Item, FileItem>> = [];
  const parts = new Map<unknown, string>();
  for (const item of items) {
    if (item.kind !== "file") {
      read.push(item);
      continue;
    }
    const bytes = await readBytes(item, io);
    const value =
      item.read === "part" ? new File([new Uint8Array(bytes)], baseName(item.path)) : textValue(item, bytes);
    if (item.read === "part") parts.set(value, item.path);
    read.push({ kind: "parameter", key: item.key, value, text: item.text });
  }
  return { items: read, parts };
}

async function readBytes(item: FileItem, io: CliIo): Promise<Uint8Array> {
  try {
    return await io.readFile(item.path);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new CliError(
      "ERR_READ_FAILED",
      `item ${describeValue(item.text)}: cannot read file ${describeValue(item.path)}: ${reason}`,
    );
  }
}

function textValue(item: FileItem, bytes: Uint8Array): unknown {
  let text: string;
  try {
    text = UTF8.decode(bytes);
  } catch {
    const hint = `for a binary file use a file part: ${item.key}@${item.path}`;
    throw new CliError(
      "ERR_INVALID_DATA",
      `item ${describeValue(item.text)}: file ${describeValue(item.path)} is not UTF-8 text (${hint})`,
    );
  }
  return item.read === "json" ? parseJson(text, `item ${describeValue(item.text)}`) : text;
}

// The name a part is sent with, as curl names it: the path's last segment.
function baseName(path: string): string {
  return path.slice(path.lastIndexOf("/") + 1) || path;
}
