import { deepFreeze } from "../util/deep-freeze.js";
import { USER_AGENT } from "./defaults.js";
import type { MergedOptions } from "../types/index.js";

/**
 * The defaults `createEndpoint()` starts from: GitHub's left out. No
 * `baseUrl` (a relative route needs one given), no `accept` (strict servers
 * answer 406 to GitHub's vendor type), no media type; the method and the
 * `user-agent` of the root defaults. Deeply frozen. The type says `baseUrl`
 * is a string, as merged options carry one once it is given.
 *
 * @example
 * BARE_DEFAULTS.headers; // { "user-agent": "rest-endpoint/1.0.0 Node.js/20.20.2 (linux; x64)" }
 */
// Marked pure (its argument reads no property): a bundle that never calls createEndpoint() drops it.
export const BARE_DEFAULTS = /* @__PURE__ */ deepFreeze({
  method: "GET",
  headers: { "user-agent": USER_AGENT },
  mediaType: { format: "", previews: [] },
}) as unknown as Readonly<MergedOptions>;
