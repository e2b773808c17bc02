// The spec's words in articles.ts, in one table (docs/decisions/144-copy-tables.md): each row is
// [name, value, the words, where they come from]. Elsewhere tests use the constant, never its literal
// (src/core/content/copy-pins.unit.test.ts).
import { describe, expect, it } from 'vitest';
import { BLOG_STRINGS } from './articles';

describe('articles.ts copy', () => {
  it.each([
    [
      'BLOG_STRINGS.referencesHeading',
      BLOG_STRINGS.referencesHeading,
      'Research & References',
      'docs/spec/accounts-and-back-office.md §2 /blog/{slug}',
    ],
    [
      'BLOG_STRINGS.viewSource',
      BLOG_STRINGS.viewSource,
      'View Source',
      'docs/spec/accounts-and-back-office.md §2 /blog/{slug}',
    ],
    [
      'BLOG_STRINGS.shopNow',
      BLOG_STRINGS.shopNow,
      'Shop Now',
      'docs/spec/accounts-and-back-office.md §2 /blog/{slug}',
    ],
    [
      'BLOG_STRINGS.shopNowHref',
      BLOG_STRINGS.shopNowHref,
      '/shop',
      'docs/spec/accounts-and-back-office.md §2 /blog/{slug} ("A \'Shop Now\' button goes to /shop")',
    ],
    [
      'BLOG_STRINGS.notFoundTitle',
      BLOG_STRINGS.notFoundTitle,
      'Blog Post Not Found',
      'docs/spec/accounts-and-back-office.md §2 /blog/{slug}; §8 Error catalogue',
    ],
  ])('%s', (_name, value, words, source) => {
    expect(value, source).toBe(words);
  });
});
