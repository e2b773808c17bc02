// The spec's words in live-counters.ts, in one table (docs/decisions/144-copy-tables.md): each row is
// [name, value, the words, where they come from]. Elsewhere tests use the constant, never its literal
// (src/core/content/copy-pins.unit.test.ts).
import { describe, expect, it } from 'vitest';
import { IN_CART_TEXT } from './live-counters';

describe('live-counters.ts copy', () => {
  it.each([
    [
      'IN_CART_TEXT',
      IN_CART_TEXT,
      '34 people have this in their cart',
      'docs/spec/storefront.md §4 States and transitions, "Live counters"',
    ],
  ])('%s', (_name, value, words, source) => {
    expect(value, source).toBe(words);
  });
});
