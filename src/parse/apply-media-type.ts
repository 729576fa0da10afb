/**
 * Amends an `accept` header with `mediaType`. Each media range of the list is
 * read on its own:
 *
 * - A format replaces the suffix of every vendor range, keeping its version
 *   or preview (`application/vnd.github.v3+json` with `raw` gives
 *   `application/vnd.github.v3.raw`). Other ranges, and ranges with
 *   parameters, stay as they are.
 * - Previews replace the list with one range per preview: those named in the
 *   header first (`application/vnd.<vendor>.<name>-preview…` or
 *   `application/vnd.<name>-preview…`), then the given ones, each once.
 *
 * The vendor is the first one the header names (`github` when it names none),
 * so other vendors' APIs work too. `application/octet-stream` (a download) is
 * left alone. A format or a preview is asked: the one caller (`parseOptions`)
 * calls it only then, and with neither the header stays exactly as given.
 *
 * @example
 * applyMediaType("application/vnd.github.v3+json", { format: "", previews: ["mercy"] });
 * // "application/vnd.github.mercy-preview+json"
 * applyMediaType("application/vnd.foo-preview,application/vnd.bar-preview", { format: "raw", previews: [] });
 * // "application/vnd.github.foo-preview.raw,application/vnd.github.bar-preview.raw"
 */
export function applyMediaType(
  accept: string,
  { format, previews }: { format: string; previews: readonly string[] },
): string {
  if (accept.trim().toLowerCase() === "application/octet-stream") return accept;
  const suffix = format ? `.${format}` : "+json";
  const ranges = accept.split(",").map((range) => range.trim());
  const types = ranges.map(readVendorType);
  const vendor = types.find((type) => type?.vendor)?.vendor ?? "github";

  if (!previews.length) {
    return ranges.map((range, k) => vendorRange(types[k]!, vendor, suffix) ?? range).join(",");
  }
  const names = new Set<string>();
  for (const type of types) {
    const name = type && previewName(type.kept);
    if (name) names.add(name);
  }
  for (const name of previews) names.add(name);
  return [...names].map((name) => `application/vnd.${vendor}.${name}-preview${suffix}`).join(",");
}

/** What a vendor media range says: `application/vnd.<vendor>[.<version or name-preview>][.<format>|+json]`. */
interface VendorType {
  /** Empty when the range names only a preview (`application/vnd.foo-preview`). */
  vendor: string;
  /** The part kept when the format changes: a version (`v3`) or a preview (`mercy-preview`); else empty. */
  kept: string;
}

// "application/vnd." then the first two dotted parts, each up to a ".", "+" or ";".
const VENDOR_TYPE = /^application\/vnd\.([^.+;]+)(?:\.([^.+;]+))?/i;

function readVendorType(range: string): VendorType | null {
  // A range with parameters (`; q=0.9`) is the caller's exact choice.
  const match = range.includes(";") ? null : VENDOR_TYPE.exec(range);
  if (!match) return null;
  // Group 1 always matches ([^.+;]+); group 2 may not.
  const first = match[1]!;
  const second = match[2] ?? "";
  if (previewName(first)) return { vendor: "", kept: first };
  const kept = /^v\d+$/.test(second) || previewName(second) ? second : "";
  return { vendor: first, kept };
}

// The name of a preview (`mercy` of `mercy-preview`), or "" for a part that names none.
function previewName(part: string): string {
  return part.length > 8 && part.slice(-8).toLowerCase() === "-preview" ? part.slice(0, -8) : "";
}

function vendorRange(type: VendorType | null, vendor: string, suffix: string): string | null {
  if (!type) return null;
  return `application/vnd.${type.vendor || vendor}${type.kept ? `.${type.kept}` : ""}${suffix}`;
}
