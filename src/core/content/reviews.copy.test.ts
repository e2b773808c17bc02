// The spec's words in reviews.ts (content/pages/home-notes.json), in one table (docs/decisions/144-copy-tables.md): each row is
// [name, value, the words, where they come from]. Elsewhere tests use the constant, never its literal
// (src/core/content/copy-pins.unit.test.ts).
import { describe, expect, it } from 'vitest';
import { REVIEWS_SECTION } from './reviews';

describe('reviews.ts copy', () => {
  it.each([
    [
      'REVIEWS_SECTION.anchor',
      REVIEWS_SECTION.anchor,
      'reviews',
      'docs/spec/storefront.md §2 Home page ("A customer reviews section (anchor reviews)"); also a URL anchor existing links land on',
    ],
  ])('%s', (_name, value, words, source) => {
    expect(value, source).toBe(words);
  });
});
