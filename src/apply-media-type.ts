const VND = "application/vnd.";

interface VendorType {
  vendor: string;
  version: string;
  preview: string;
}

/**
 * Amends an `accept` header with `mediaType`. A format replaces the suffix
 * of every vendor entry (`application/vnd.github.v3+json` with `raw` gives
 * `application/vnd.github.v3.raw`). Previews replace the list with one entry
 * per preview, those already in the header first. The vendor is read from
 * the header, so other vendors' APIs work too; `github` when there is none.
 * `application/octet-stream` (a download) is left alone.
 *
 * @example
 * applyMediaType("application/vnd.github.v3+json", { format: "", previews: ["mercy"] });
 * // "application/vnd.github.mercy-preview+json"
 */
export function applyMediaType(accept: string, mediaType: { format: string; previews: readonly string[] }): string {
  const { format, previews } = mediaType;
  if ((format === "" && previews.length === 0) || accept.trim().toLowerCase() === "application/octet-stream") {
    return accept;
  }
  const entries = accept.split(",").map((entry) => entry.trim());
  const types = entries.map(parseVendorType);
  const suffix = format === "" ? "+json" : `.${format}`;
  if (previews.length > 0) {
    const vendor = types.find((type) => type !== undefined)?.vendor ?? "github";
    const names = new Set<string>();
    for (const type of types) if (type?.preview) names.add(type.preview);
    for (const name of previews) names.add(name);
    return [...names].map((name) => `${VND}${vendor}.${name}-preview${suffix}`).join(",");
  }
  return entries
    .map((entry, k) => {
      const type = types[k];
      if (type === undefined) return entry;
      const middle = type.preview ? `.${type.preview}-preview` : type.version ? `.${type.version}` : "";
      return `${VND}${type.vendor}${middle}${suffix}`;
    })
    .join(",");
}

// "application/vnd.<vendor>[.<version>|.<name>-preview][.<format>|+json]";
// entries with parameters (";") are not rewritten.
function parseVendorType(entry: string): VendorType | undefined {
  if (entry.slice(0, VND.length).toLowerCase() !== VND || entry.includes(";")) return undefined;
  const rest = entry.slice(VND.length);
  const vendorEnd = endOfPart(rest, 0);
  if (vendorEnd === 0) return undefined;
  const type: VendorType = { vendor: rest.slice(0, vendorEnd), version: "", preview: "" };
  if (rest[vendorEnd] === ".") {
    const part = rest.slice(vendorEnd + 1, endOfPart(rest, vendorEnd + 1));
    if (part.endsWith("-preview")) type.preview = part.slice(0, -"-preview".length);
    else if (/^v\d+$/.test(part)) type.version = part;
  }
  return type;
}

function endOfPart(text: string, from: number): number {
  let i = from;
  while (i < text.length && text[i] !== "." && text[i] !== "+") i++;
  return i;
}
