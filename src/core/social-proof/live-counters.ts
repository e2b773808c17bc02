/**
 * Simulated social-proof counters of the product page (docs/spec/storefront.md §4 "Live counters").
 * Deterministic given a random source, so tests can seed it; the page passes Math.random.
 */

/** A source of uniform numbers in [0, 1). */
export type RandomSource = () => number;

export type LiveCounters = {
  viewers: number;
  sold24h: number;
  stockLeft: number;
};

export const INITIAL_LIVE_COUNTERS: LiveCounters = { viewers: 247, sold24h: 83, stockLeft: 12 };

export const VIEWERS_MIN = 200;
export const VIEWERS_MAX = 350;
/** Viewers change by an integer in VIEWERS_DELTA_MIN..VIEWERS_DELTA_MAX per tick. */
export const VIEWERS_DELTA_MIN = -15;
export const VIEWERS_DELTA_MAX = 14;
export const SOLD_INCREASE_MAX = 4;
export const SOLD_RESET_ABOVE = 120;
export const SOLD_RESET_TO = 85;
export const STOCK_DROP_CHANCE = 0.4;
export const STOCK_RESET_BELOW = 8;
export const STOCK_RESET_TO = 14;
export const TICK_DELAY_MIN_MS = 5000;
export const TICK_DELAY_MAX_MS = 6000;

export const IN_CART_COUNT = 34;
export const IN_CART_TEXT = `${IN_CART_COUNT} people have this in their cart`;

/** mulberry32: a tiny seedable PRNG giving numbers in [0, 1). */
export function createSeededRandom(seed: number): RandomSource {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A uniform integer in min..max inclusive. */
export function drawInteger(rng: RandomSource, min: number, max: number): number {
  const value = rng();
  const unit = value >= 0 && value < 1 ? value : 0;
  return min + Math.floor(unit * (max - min + 1));
}

/**
 * One tick: viewers += −15..+14 clamped to 200..350; sold24h += 0..4, and 85 once above 120;
 * stockLeft −1 with 40% chance, and 14 once below 8. Uses exactly three draws, in that order.
 */
export function tickCounters(state: LiveCounters, rng: RandomSource): LiveCounters {
  const delta = drawInteger(rng, VIEWERS_DELTA_MIN, VIEWERS_DELTA_MAX);
  const viewers = Math.min(VIEWERS_MAX, Math.max(VIEWERS_MIN, state.viewers + delta));

  const raisedSold = state.sold24h + drawInteger(rng, 0, SOLD_INCREASE_MAX);
  const sold24h = raisedSold > SOLD_RESET_ABOVE ? SOLD_RESET_TO : raisedSold;

  const dropped = rng() < STOCK_DROP_CHANCE ? state.stockLeft - 1 : state.stockLeft;
  const stockLeft = dropped < STOCK_RESET_BELOW ? STOCK_RESET_TO : dropped;

  return { viewers, sold24h, stockLeft };
}

/** The wait before the next tick: an integer in 5000..6000 ms. */
export function nextTickDelayMs(rng: RandomSource): number {
  return drawInteger(rng, TICK_DELAY_MIN_MS, TICK_DELAY_MAX_MS);
}
