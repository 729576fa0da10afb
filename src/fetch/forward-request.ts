import { describeValue, withArticle } from "../util/describe-value.js";
import { invalidOption } from "../util/errors.js";
import { isPlain } from "../util/is-plain.js";
import { typeTag } from "../util/type-tag.js";
import { ownValue, setOwn } from "../util/own.js";
import { REQUEST_INIT_KEYS, type RequestInitKey } from "../util/request-init-keys.js";
import type { FetchInit } from "../types/index.js";

// Marked pure: a bundle without toFetchArgs drops it, and the table with it.
const KEYS = /* @__PURE__ */ Object.keys(REQUEST_INIT_KEYS) as RequestInitKey[];

/**
 * Copies the keys of `request` that fetch reads ({@link REQUEST_INIT_KEYS})
 * into `init`, each checked to be a value fetch takes (`ERR_INVALID_OPTION`
 * naming `request.<key>` otherwise). Own properties only; `undefined` (and a
 * `null` signal) is no value. Every other key of `request` stays behind.
 *
 * @example
 * forwardRequest(init, { signal: controller.signal, timeout: 5000 }); // init.signal set, no timeout
 */
export function forwardRequest(init: FetchInit<string>, request: unknown): void {
  if (request === undefined) return;
  if (!isPlain(request)) throw invalidOption("request", request);
  for (const key of KEYS) {
    const value = ownValue(request, key);
    if (value === undefined || (value === null && key === "signal")) continue;
    const expected = REQUEST_INIT_KEYS[key];
    if (!accepts(expected, value)) throw invalidOption(`request.${key}`, value, ` (expected ${words(expected)})`);
    setOwn(init, key, value);
  }
}

function accepts(expected: (typeof REQUEST_INIT_KEYS)[RequestInitKey], value: unknown): boolean {
  if (typeof expected !== "string") return (expected as readonly unknown[]).includes(value);
  if (expected === "AbortSignal") {
    // By its tag, not instanceof: a signal from another realm is one too.
    return typeof value === "object" && typeTag(value) === "AbortSignal";
  }
  return typeof value === expected;
}

function words(expected: (typeof REQUEST_INIT_KEYS)[RequestInitKey]): string {
  // "an AbortSignal", "a boolean", "a string".
  if (typeof expected === "string") return withArticle(expected);
  return `one of ${expected.map((value) => describeValue(value)).join(", ")}`;
}
