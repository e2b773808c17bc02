// The spec's words in subscribe-and-save.ts, in one table (docs/decisions/144-copy-tables.md): each row is
// [name, value, the words, where they come from]. Elsewhere tests use the constant, never its literal
// (src/core/content/copy-pins.unit.test.ts).
import { describe, expect, it } from 'vitest';
import { ADDED_TO_CART_TOAST } from './subscribe-and-save';

describe('subscribe-and-save.ts copy', () => {
  it.each([
    [
      'ADDED_TO_CART_TOAST',
      ADDED_TO_CART_TOAST,
      'Added to cart!',
      'docs/spec/storefront.md §8 The error catalogue, "Success toasts"',
    ],
  ])('%s', (_name, value, words, source) => {
    expect(value, source).toBe(words);
  });
});
