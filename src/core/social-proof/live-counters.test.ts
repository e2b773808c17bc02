import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createSeededRandom,
  drawInteger,
  IN_CART_COUNT,
  INITIAL_LIVE_COUNTERS,
  type LiveCounters,
  nextTickDelayMs,
  type RandomSource,
  tickCounters,
} from './live-counters';

/** A source that replays fixed values. */
function replay(...values: number[]): RandomSource {
  let i = 0;
  return () => values[i++ % values.length] ?? 0;
}

describe('constants', () => {
  it('start at 247 viewers, 83 sold, 12 left; 34 in carts', () => {
    expect(INITIAL_LIVE_COUNTERS).toEqual({ viewers: 247, sold24h: 83, stockLeft: 12 });
    expect(IN_CART_COUNT).toBe(34);
  });
});

describe('createSeededRandom', () => {
  it('is deterministic per seed and stays in [0, 1)', () => {
    const a = createSeededRandom(42);
    const b = createSeededRandom(42);
    const c = createSeededRandom(43);
    const seqA = Array.from({ length: 100 }, a);
    expect(Array.from({ length: 100 }, b)).toEqual(seqA);
    expect(Array.from({ length: 100 }, c)).not.toEqual(seqA);
    for (const x of seqA) {
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
    }
  });
});

describe('drawInteger', () => {
  it('covers min..max inclusive', () => {
    expect(drawInteger(replay(0), -15, 14)).toBe(-15);
    expect(drawInteger(replay(0.999999), -15, 14)).toBe(14);
    expect(drawInteger(replay(Number.NaN), 1, 3)).toBe(1);
    const rng = createSeededRandom(7);
    const seen = new Set<number>();
    for (let i = 0; i < 5000; i++) seen.add(drawInteger(rng, -15, 14));
    expect([...seen].sort((x, y) => x - y)).toEqual(Array.from({ length: 30 }, (_, i) => i - 15));
  });
});

describe('tickCounters', () => {
  it('applies the extremes of each rule', () => {
    // lowest draws: viewers −15, sold +0, stock drops (0 < 0.4)
    expect(tickCounters(INITIAL_LIVE_COUNTERS, replay(0, 0, 0))).toEqual({
      viewers: 232,
      sold24h: 83,
      stockLeft: 11,
    });
    // highest draws: viewers +14, sold +4, stock stays (0.99 ≥ 0.4)
    expect(tickCounters(INITIAL_LIVE_COUNTERS, replay(0.999, 0.999, 0.999))).toEqual({
      viewers: 261,
      sold24h: 87,
      stockLeft: 12,
    });
    // exactly 0.4 does not drop
    expect(tickCounters(INITIAL_LIVE_COUNTERS, replay(0.5, 0, 0.4)).stockLeft).toBe(12);
  });

  it('clamps viewers to 200..350', () => {
    expect(
      tickCounters({ viewers: 205, sold24h: 90, stockLeft: 10 }, replay(0, 0, 0.9)).viewers,
    ).toBe(200);
    expect(
      tickCounters({ viewers: 345, sold24h: 90, stockLeft: 10 }, replay(0.999, 0, 0.9)).viewers,
    ).toBe(350);
  });

  it('resets sold to 85 when above 120 and stock to 14 when below 8', () => {
    expect(
      tickCounters({ viewers: 250, sold24h: 118, stockLeft: 10 }, replay(0.5, 0.999, 0.9)).sold24h,
    ).toBe(85);
    expect(
      tickCounters({ viewers: 250, sold24h: 120, stockLeft: 10 }, replay(0.5, 0, 0.9)).sold24h,
    ).toBe(120);
    expect(
      tickCounters({ viewers: 250, sold24h: 90, stockLeft: 8 }, replay(0.5, 0, 0)).stockLeft,
    ).toBe(14);
    expect(
      tickCounters({ viewers: 250, sold24h: 90, stockLeft: 9 }, replay(0.5, 0, 0)).stockLeft,
    ).toBe(8);
  });

  it('keeps every bound over 10,000 seeded ticks, and resets exactly', () => {
    const rng = createSeededRandom(20240601);
    let state: LiveCounters = INITIAL_LIVE_COUNTERS;
    let soldResets = 0;
    let stockResets = 0;
    let drops = 0;
    // Plain checks collected per tick (100,000 expect() calls took seconds on a loaded machine).
    const broken: string[] = [];
    const check = (ok: boolean, what: string, i: number) => {
      if (!ok && broken.length < 5) broken.push(`tick ${i}: ${what}`);
    };
    for (let i = 0; i < 10_000; i++) {
      const next = tickCounters(state, rng);
      const viewerDelta = next.viewers - state.viewers;
      check(next.viewers >= 200 && next.viewers <= 350, `viewers ${next.viewers}`, i);
      check(Number.isInteger(next.viewers), `viewers ${next.viewers} not whole`, i);
      check(viewerDelta >= -15 && viewerDelta <= 14, `viewer delta ${viewerDelta}`, i);

      check(next.sold24h >= 83 && next.sold24h <= 120, `sold ${next.sold24h}`, i);
      if (next.sold24h < state.sold24h) {
        check(
          next.sold24h === 85 && state.sold24h > 116,
          `sold reset ${state.sold24h}→${next.sold24h}`,
          i,
        );
        soldResets++;
      } else {
        check(next.sold24h - state.sold24h <= 4, `sold step ${state.sold24h}→${next.sold24h}`, i);
      }

      check(next.stockLeft >= 8 && next.stockLeft <= 14, `stock ${next.stockLeft}`, i);
      if (next.stockLeft > state.stockLeft) {
        check(
          state.stockLeft === 8 && next.stockLeft === 14,
          `stock reset ${state.stockLeft}→${next.stockLeft}`,
          i,
        );
        stockResets++;
      } else if (next.stockLeft < state.stockLeft) {
        check(
          state.stockLeft - next.stockLeft === 1,
          `stock drop ${state.stockLeft}→${next.stockLeft}`,
          i,
        );
        drops++;
      }
      state = next;
    }
    expect(broken).toEqual([]);
    expect(soldResets).toBeGreaterThan(100);
    expect(stockResets).toBeGreaterThan(100);
    // about 40% of ticks drop stock (resets also come from a drop)
    expect((drops + stockResets) / 10_000).toBeGreaterThan(0.37);
    expect((drops + stockResets) / 10_000).toBeLessThan(0.43);
  });

  it('property: bounds hold from any valid state and any random source', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 200, max: 350 }),
        fc.integer({ min: 83, max: 120 }),
        fc.integer({ min: 8, max: 14 }),
        fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), {
          minLength: 3,
          maxLength: 3,
        }),
        (viewers, sold24h, stockLeft, draws) => {
          const next = tickCounters({ viewers, sold24h, stockLeft }, replay(...draws));
          expect(next.viewers).toBeGreaterThanOrEqual(200);
          expect(next.viewers).toBeLessThanOrEqual(350);
          expect(next.sold24h).toBeLessThanOrEqual(120);
          expect(next.stockLeft).toBeGreaterThanOrEqual(8);
          expect(next.stockLeft).toBeLessThanOrEqual(14);
        },
      ),
    );
  });
});

describe('nextTickDelayMs', () => {
  it('is an integer between 5 and 6 seconds', () => {
    const rng = createSeededRandom(1);
    let min = Number.POSITIVE_INFINITY;
    let max = 0;
    for (let i = 0; i < 10_000; i++) {
      const delay = nextTickDelayMs(rng);
      expect(Number.isInteger(delay)).toBe(true);
      min = Math.min(min, delay);
      max = Math.max(max, delay);
    }
    expect(min).toBeGreaterThanOrEqual(5000);
    expect(max).toBeLessThanOrEqual(6000);
    expect(nextTickDelayMs(replay(0))).toBe(5000);
    expect(nextTickDelayMs(replay(0.99999))).toBe(6000);
  });
});
