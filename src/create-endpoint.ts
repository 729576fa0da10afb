import { withDefaults, type Behaviour } from "./with-defaults.js";
import { BARE_DEFAULTS } from "./merge/bare-defaults.js";
import type { EndpointInterface, MergedOptions } from "./types/index.js";

/**
 * What `createEndpoint` is: `.defaults()` of an endpoint that starts from
 * {@link BARE_DEFAULTS}, with its overloads (plain options, or a
 * description typed by its `paths`).
 */
type CreateEndpoint = EndpointInterface["defaults"];

/**
 * The `createEndpoint` of an entry point: `behave` is its endpoint's
 * behaviour (the core's, or the one that reads descriptions), over the bare
 * defaults. Built once, on first use, so that importing an entry costs no
 * more than before.
 *
 * @example
 * const createEndpoint = endpointCreator(plainEndpoint);
 * createEndpoint({ baseUrl: "https://api.example.com" })("GET /items").url; // "https://api.example.com/items"
 */
export function endpointCreator(behave: (base: MergedOptions) => Behaviour): CreateEndpoint {
  let bare: EndpointInterface | undefined;
  return ((options?: unknown) => {
    bare ??= withDefaults(BARE_DEFAULTS, behave);
    return (bare.defaults as (options?: unknown) => EndpointInterface)(options);
  }) as CreateEndpoint;
}
