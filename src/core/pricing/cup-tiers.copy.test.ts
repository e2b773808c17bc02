// The spec's words in cup-tiers.ts, in one table (docs/decisions/144-copy-tables.md): each row is
// [name, value, the words, where they come from]. Elsewhere tests use the constant, never its literal
// (src/core/content/copy-pins.unit.test.ts).
import { describe, expect, it } from 'vitest';
import {
  CUP_INCREMENT_TOAST,
  CUP_INCREMENT_WARNING,
  CUP_MINIMUM_TOAST,
  CUP_SELECT_SIZE_TOAST,
} from './cup-tiers';

describe('cup-tiers.ts copy', () => {
  it.each([
    [
      'CUP_SELECT_SIZE_TOAST',
      CUP_SELECT_SIZE_TOAST,
      'Please select at least one cup size',
      'docs/spec/storefront.md §8 The error catalogue, "Cup rules"',
    ],
    [
      'CUP_MINIMUM_TOAST',
      CUP_MINIMUM_TOAST,
      'Minimum order quantity is 50 cups',
      'docs/spec/storefront.md §8 The error catalogue, "Cup rules"',
    ],
    [
      'CUP_INCREMENT_TOAST',
      CUP_INCREMENT_TOAST,
      'Orders must be in 50-cup increments',
      'docs/spec/storefront.md §8 The error catalogue, "Cup rules"',
    ],
    [
      'CUP_INCREMENT_WARNING',
      CUP_INCREMENT_WARNING,
      'Orders must be in 50-cup increments',
      'docs/spec/storefront.md §5 Validation rules, "Cup builder" (inline warning)',
    ],
  ])('%s', (_name, value, words, source) => {
    expect(value, source).toBe(words);
  });
});
