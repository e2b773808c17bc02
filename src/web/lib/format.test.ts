import { describe, expect, it } from 'vitest';
import { formatDate, formatPrice } from './format';

describe('formatPrice', () => {
  it('formats pounds with en-GB grouping and two decimals', () => {
    expect(formatPrice('1050')).toBe('£1,050.00');
    expect(formatPrice('14.99')).toBe('£14.99');
    expect(formatPrice(0.6)).toBe('£0.60');
    expect(formatPrice(14.99)).toBe('£14.99');
  });

  it('returns null for anything that is not an amount', () => {
    expect(formatPrice(null)).toBeNull();
    expect(formatPrice(undefined)).toBeNull();
    expect(formatPrice('')).toBeNull();
    expect(formatPrice('abc')).toBeNull();
    expect(formatPrice(Number.NaN)).toBeNull();
  });
});

describe('formatDate', () => {
  it('formats en-GB long dates', () => {
    expect(formatDate('2026-03-03T12:00:00Z')).toBe('3 March 2026');
    expect(formatDate('nope')).toBeNull();
  });
});
