import { describe, expect, it } from 'vitest';
import { COMMUNITY_TILES } from './community';
import { buildCopyright, FOOTER_COLUMNS, HOME_HERO, HOME_JOURNAL_TEASER } from './home';
import { STORY_PAGE, STORY_SECTIONS } from './story';

describe('home page content', () => {
  it('has the spec hero', () => {
    expect(HOME_HERO.primaryCta).toEqual({
      label: 'Explore Collection',
      href: '/shop?collection=black-seed',
    });
    expect(HOME_HERO.secondaryCta).toEqual({ label: 'Learn More', href: '#about' });
    expect(HOME_HERO.trustBadges).toEqual(['100% Natural', '60-Day Guarantee', 'Free UK Shipping']);
    // No shop-wide rating or review count: reviews are real and per product.
    expect(HOME_HERO.claims.map((c) => c.value)).toEqual(['10,000+', '60-Day', '100%']);
  });

  it('points View All Articles at the journal', () => {
    expect(HOME_JOURNAL_TEASER.viewAllCta).toEqual({ label: 'View All Articles', href: '/blog' });
  });

  it('links every footer target of the spec', () => {
    const hrefs = FOOTER_COLUMNS.flatMap((c) => c.links.map((l) => l.href));
    for (const href of [
      '/shop?collection=raw-honey',
      '/shop?collection=black-seed',
      '/shop?collection=shilajit',
      '/shop',
      '/manuka-honey',
      '/story',
      '/contact',
      '/wholesale',
      '/privacy',
      '/terms',
    ]) {
      expect(hrefs).toContain(href);
    }
    const labels = FOOTER_COLUMNS.flatMap((c) => c.links.map((l) => l.label));
    expect(labels).toEqual(expect.arrayContaining(['Help Center', 'Returns']));
    expect(buildCopyright(2026)).toBe('© 2026 Habba & Honey. All rights reserved.');
  });

  it('has a static community grid of 6 to 8 tiles', () => {
    expect(COMMUNITY_TILES.length).toBeGreaterThanOrEqual(6);
    expect(COMMUNITY_TILES.length).toBeLessThanOrEqual(8);
    COMMUNITY_TILES.forEach((tile, i) => {
      expect(tile.image).toBe(`/media/scenes/community-${i + 1}.svg`);
      expect(tile.handle.startsWith('@')).toBe(true);
    });
  });

  it('has the story page buttons and illustrated sections', () => {
    expect(STORY_PAGE.exploreButton).toEqual({ label: 'Explore Our Products', href: '/shop' });
    expect(STORY_PAGE.backButton).toEqual({ label: 'Back', href: '/' });
    expect(STORY_SECTIONS.length).toBeGreaterThanOrEqual(3);
    STORY_SECTIONS.forEach((s, i) => {
      expect(s.image.src).toBe(`/media/scenes/story-${i + 1}.svg`);
    });
  });
});
