import { getUserAgent } from "universal-user-agent";
import { deepFreeze } from "../util/deep-freeze.js";
import { VERSION } from "./version.js";
import type { MergedOptions } from "../types/index.js";

/**
 * The `user-agent` of every request: this library and the platform. A
 * constant of its own, so that the bare defaults take it without reading
 * `DEFAULTS` (a bundler can then drop them when unused).
 *
 * @example
 * USER_AGENT; // "rest-endpoint/1.0.0 Node.js/20.20.2 (linux; x64)"
 */
export const USER_AGENT = `rest-endpoint/${VERSION} ${getUserAgent()}`;

/**
 * The root defaults: GitHub's REST API, version 3 of its media type, and a
 * user agent naming this library and the platform. Deeply frozen.
 *
 * @example
 * DEFAULTS.headers["user-agent"]; // "rest-endpoint/1.0.0 Node.js/20.20.2 (linux; x64)"
 */
export const DEFAULTS: Readonly<MergedOptions> = deepFreeze({
  method: "GET",
  baseUrl: "https://api.github.com",
  headers: { accept: "application/vnd.github.v3+json", "user-agent": USER_AGENT },
  mediaType: { format: "", previews: [] },
});
