// The spec's words in home.ts, in one table (docs/decisions/144-copy-tables.md): each row is
// [name, value, the words, where they come from]. Elsewhere tests use the constant, never its literal
// (src/core/content/copy-pins.unit.test.ts).
import { describe, expect, it } from 'vitest';
import {
  HOME_ANCHORS,
  HOME_COMMUNITY,
  HOME_FOUNDER_STORY,
  HOME_HERO,
  HOME_NEWSLETTER,
} from './home';

describe('home.ts copy', () => {
  it.each([
    [
      'HOME_HERO.headline',
      HOME_HERO.headline,
      'Pure Wellness From Nature',
      'docs/spec/storefront.md §2 Home page, "Hero"',
    ],
    [
      'HOME_FOUNDER_STORY.anchor',
      HOME_FOUNDER_STORY.anchor,
      'about',
      'docs/spec/storefront.md §2 Home page ("founder story (anchor about)"); a URL anchor: #about',
    ],
    [
      'HOME_COMMUNITY.anchor',
      HOME_COMMUNITY.anchor,
      'community',
      'docs/spec/storefront.md §2 Home page ("community/social feed (anchor community)"); a URL anchor',
    ],
    [
      'HOME_NEWSLETTER.anchor',
      HOME_NEWSLETTER.anchor,
      'newsletter',
      'docs/spec/storefront.md §2 Home page ("newsletter (anchor newsletter)"); a URL anchor',
    ],
    [
      'HOME_ANCHORS.reviews',
      HOME_ANCHORS.reviews,
      'reviews',
      'docs/spec/storefront.md §2 Home page ("A customer reviews section (anchor reviews)"); a URL anchor',
    ],
    [
      'HOME_NEWSLETTER.button',
      HOME_NEWSLETTER.button,
      'Subscribe',
      'docs/spec/storefront.md §2 Home page, "Newsletter"',
    ],
    [
      'HOME_NEWSLETTER.successToast',
      HOME_NEWSLETTER.successToast,
      'Thank you for subscribing.',
      'docs/spec/storefront.md §8 The error catalogue, "Success toasts"',
    ],
  ])('%s', (_name, value, words, source) => {
    expect(value, source).toBe(words);
  });
});
