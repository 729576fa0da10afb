import { describeValue } from "./describe-value.js";
import { isPlain } from "./is-plain.js";
import { MAX_SHARED_ENTRIES, treeProblem } from "./tree-size.js";

// Stands in for a bigint inside JSON.stringify's output; random, so no string
// in a value can pass for one.
const MARK = `big${Math.random().toString(36).slice(2)}`;
const MARKED = new RegExp(`"${MARK}(-?\\d+)${MARK}"`, "g");

// How deep a value may nest. Far beyond any request body; below the depth at
// which JSON.stringify itself runs out of stack (a few thousand levels).
const MAX_JSON_DEPTH = 1000;

/**
 * Why a value has no JSON text: `"circular"`, `"too deep"`, or
 * `"toJSON threw: <message>"`. Thrown by {@link jsonText}; the caller turns
 * it into an error that names the value and the route.
 *
 * @example
 * try { jsonText(cyclic); } catch (error) { if (error instanceof JsonTextError) error.message; } // "circular"
 */
export class JsonTextError extends Error {}

/**
 * `JSON.stringify(value, null, indent)`, except that a `bigint` (or a BigInt
 * object) is written as a JSON number with all its digits instead of
 * throwing. `undefined` when the value has no JSON text (a function, a
 * symbol, `undefined`). A cycle, nesting deeper than 1,000 levels
 * and a `toJSON` that throws each throw a {@link JsonTextError} saying so.
 * Errors thrown by the caller's getters and Proxies pass through as they are.
 *
 * @example
 * jsonText({ id: 12345678901234567890n }); // '{"id":12345678901234567890}'
 * jsonText({ a: 1 }, "  ");                // '{\n  "a": 1\n}'
 */
export function jsonText(value: unknown, indent?: string): string | undefined {
  // The objects from the root to the one being written, as a list and a set:
  // JSON.stringify calls the replacer with `this` set to the object that holds
  // the key, so everything on the path after `this` has been written already.
  const path: unknown[] = [];
  const onPath = new Set<unknown>();
  // Objects written so far: one met again is shared, and the whole value is
  // then measured once before the text can grow exponentially.
  const written = new Set<unknown>();
  let measured = false;
  const replacer = function (this: unknown, _key: string, item: unknown): unknown {
    while (path.length > 0 && path[path.length - 1] !== this) onPath.delete(path.pop());
    if (typeof item === "bigint" || item instanceof BigInt) return MARK + item.toString() + MARK;
    if (typeof item === "object" && item !== null) {
      if (onPath.has(item)) throw new JsonTextError("circular");
      if (path.length >= MAX_JSON_DEPTH) throw new JsonTextError(PROBLEMS["too deep"]);
      if (written.has(item) && !measured) {
        measured = true;
        const problem = treeProblem(value, writtenAsObject, MAX_JSON_DEPTH);
        if (problem) throw new JsonTextError(PROBLEMS[problem]);
      }
      written.add(item);
      path.push(item);
      onPath.add(item);
    }
    return item;
  };
  let text: string | undefined;
  try {
    // JSON.stringify's type says string, but it gives undefined for those values.
    text = JSON.stringify(value, replacer, indent);
  } catch (error) {
    if (error instanceof JsonTextError) throw error;
    // The caller's code ran inside JSON.stringify: was it a toJSON? (A
    // getter or a Proxy trap throws again while this looks, as it should.)
    const culprit = toJSONError(value);
    if (culprit) throw culprit;
    // The engine's own limits: its stack, or the length of a string.
    if (error instanceof RangeError) throw new JsonTextError("too deep or too large for JSON text");
    throw error;
  }
  return text?.replace(MARKED, "$1");
}

const PROBLEMS = {
  circular: "circular",
  "too deep": `too deep (over ${MAX_JSON_DEPTH} levels)`,
  "too large": `too large: its shared objects repeat over ${MAX_SHARED_ENTRIES} entries`,
};

// JSON.stringify writes an object's own keys unless a toJSON stands in for it.
function writtenAsObject(item: object): boolean {
  return typeof (item as { toJSON?: unknown }).toJSON !== "function";
}

// The first toJSON in `value` that throws, in JSON.stringify's order, as a
// JsonTextError. Runs only after JSON.stringify has thrown, so calling the
// caller's code a second time costs nothing on the way that works; each
// object is visited once, so shared or cyclic structures take linear time.
function toJSONError(value: unknown): JsonTextError | undefined {
  const seen = new Set<object>();
  // `key`: what JSON.stringify would call the item's toJSON with.
  const visit = (item: unknown, key: string, depth: number): JsonTextError | undefined => {
    if ((typeof item === "object" && item !== null) || typeof item === "bigint") {
      const toJSON: unknown = (item as { toJSON?: unknown }).toJSON;
      if (typeof toJSON === "function") {
        try {
          item = toJSON.call(item, key);
        } catch (error) {
          return new JsonTextError(`toJSON threw: ${describeValue(error instanceof Error ? error.message : error)}`);
        }
      }
    }
    if (typeof item !== "object" || item === null || seen.has(item) || depth > MAX_JSON_DEPTH) return undefined;
    seen.add(item);
    for (const name of Object.keys(item)) {
      const found = visit((item as { [key: string]: unknown })[name], name, depth + 1);
      if (found) return found;
    }
    return undefined;
  };
  return visit(value, "", 0);
}

/**
 * Whether a body is sent as JSON text: any value but an instance of a class
 * (`FormData`, `Blob`, bytes, a stream), which the HTTP client sends as it is.
 *
 * @example
 * isJsonBody({ a: 1 });           // true
 * isJsonBody(new Uint8Array(1));  // false
 */
export function isJsonBody(body: unknown): boolean {
  return typeof body !== "object" || body === null || Array.isArray(body) || isPlain(body);
}

/**
 * Matches a content type that says JSON: `application/json` or
 * `application/<type>+json`, with or without parameters. A constant, not a
 * function: it ships in the browser bundle, where a wrapper costs bytes.
 *
 * @example
 * JSON_TYPE.test("application/vnd.github+json; charset=utf-8"); // true
 * JSON_TYPE.test("text/plain");                                 // false
 */
export const JSON_TYPE = /^\s*application\/([^\s;/]+\+)?json\s*(;|$)/i;
