import { describe, expect, it } from 'vitest';
import { buildVitalsBeacon, cumulativeLayoutShift, interactionToNextPaint } from './vitals';

describe('vitals measured in the browser', () => {
  it('takes the worst session window of layout shifts, without shifts after input', () => {
    expect(
      cumulativeLayoutShift([
        { startTime: 100, value: 0.01, hadRecentInput: false },
        { startTime: 600, value: 0.02, hadRecentInput: false },
        // A new window (more than 1 s later)…
        { startTime: 2000, value: 0.04, hadRecentInput: false },
        // …left out: it followed an input.
        { startTime: 2100, value: 0.5, hadRecentInput: true },
      ]),
    ).toBeCloseTo(0.04, 10);
    expect(cumulativeLayoutShift([])).toBe(0);
  });

  it('takes the worst interaction, leaving one in fifty out', () => {
    expect(interactionToNextPaint(new Map())).toBeNull();
    expect(
      interactionToNextPaint(
        new Map([
          [1, 40],
          [2, 180],
        ]),
      ),
    ).toBe(180);
    const many = new Map(Array.from({ length: 100 }, (_, i) => [i + 1, i + 1] as [number, number]));
    expect(interactionToNextPaint(many)).toBe(98);
  });

  it('builds a beacon of the page type and the numbers only', () => {
    expect(
      buildVitalsBeacon('/product/black-seed-oil', {
        LCP: 1234.56,
        CLS: 0.012345,
        INP: null,
        TTFB: 88.4,
      }),
    ).toEqual({
      pageType: 'product',
      metrics: [
        { name: 'LCP', value: 1235 },
        { name: 'CLS', value: 0.0123 },
        { name: 'TTFB', value: 88 },
      ],
    });
    expect(buildVitalsBeacon('/blog/manuka', { LCP: 900 })?.pageType).toBe('article');
    expect(buildVitalsBeacon('/', { LCP: null })).toBeNull();
    // A value no real page has is not sent.
    expect(buildVitalsBeacon('/', { LCP: 10 * 60_000 })).toBeNull();
  });
});
