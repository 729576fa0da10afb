// Just enough of source maps (version 3) for size.mjs and profile.mjs:
// decoding the mappings into segments.

const BASE64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

function decodeVlq(text) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const char of text) {
    const digit = BASE64.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/**
 * The mappings, one array per generated line, of segments
 * `{ column, source, line, sourceColumn }` (all 0-based; `source` is a name
 * from `map.sources`, or undefined for code that maps to no source).
 */
export function decodeMappings(map) {
  let source = 0;
  let line = 0;
  let sourceColumn = 0;
  return map.mappings.split(";").map((lineMappings) => {
    let column = 0;
    if (lineMappings === "") return [];
    return lineMappings.split(",").map((text) => {
      const fields = decodeVlq(text);
      column += fields[0];
      if (fields.length < 4) return { column, source: undefined, line: -1, sourceColumn: -1 };
      source += fields[1];
      line += fields[2];
      sourceColumn += fields[3];
      return { column, source: map.sources[source], line, sourceColumn };
    });
  });
}

/** The segment covering a generated position (0-based), or undefined. */
export function originalPosition(decoded, line, column) {
  const segments = decoded[line] ?? [];
  let found;
  for (const segment of segments) {
    if (segment.column > column) break;
    found = segment;
  }
  return found;
}
