// Set by the jest configs: false in the fast tier (jest.config.js, `npm test`),
// true in the full tier (jest.all.config.js, `npm run test:all`, which CI runs).
declare const __FULL_TIER__: boolean;

/** The share of a property's cases the fast tier runs. */
const FAST_TIER_SHARE = 4;

/**
 * How many cases a property runs: all of them in the full tier, a quarter in
 * the fast tier, so that every property still runs on every change while the
 * developer loop stays within its minute.
 *
 * @example
 * fc.assert(property, { numRuns: runs(3000) }); // 3000 in the full tier, 750 in the fast one
 */
export function runs(full: number): number {
  return __FULL_TIER__ ? full : Math.ceil(full / FAST_TIER_SHARE);
}
