// The spec's words in purchase-options.ts, in one table (docs/decisions/144-copy-tables.md): each row is
// [name, value, the words, where they come from]. Elsewhere tests use the constant, never its literal
// (src/core/content/copy-pins.unit.test.ts).
import { describe, expect, it } from 'vitest';
import { DEFAULT_PURCHASE_OPTION_ID } from './purchase-options';

describe('purchase-options.ts copy', () => {
  it.each([
    [
      'DEFAULT_PURCHASE_OPTION_ID',
      DEFAULT_PURCHASE_OPTION_ID,
      'onetime',
      "docs/spec/storefront.md §4 and §9 (the option id); the default itself is docs/decisions/067-one-time-by-default.md, not the spec's subscribe-1month; a contract: cart lines and the product page store the id",
    ],
  ])('%s', (_name, value, words, source) => {
    expect(value, source).toBe(words);
  });
});
