import { describe, expect, it } from 'vitest';
import {
  ARTICLE_SLUGS,
  ARTICLES,
  articleHref,
  countArticleWords,
  findArticleBySlug,
  formatArticleDate,
} from './articles';

describe('journal articles', () => {
  it('has the three spec articles with their exact slugs and categories', () => {
    expect(ARTICLES.map((a) => [a.slug, a.category])).toEqual([
      ['black-seed-oil-ancient-remedy', 'Health & Wellness'],
      ['manuka-honey-golden-healer', 'Natural Remedies'],
      ['ashwagandha-stress-relief', 'Supplements'],
    ]);
    expect(ARTICLES.map((a) => a.slug)).toEqual([...ARTICLE_SLUGS]);
    expect(new Set(ARTICLES.map((a) => a.id)).size).toBe(3);
  });

  it('finds an article by slug and returns undefined for an unknown slug', () => {
    expect(findArticleBySlug('manuka-honey-golden-healer')?.category).toBe('Natural Remedies');
    expect(findArticleBySlug('ashwagandha-stress-relief')?.author).toBeTruthy();
    expect(findArticleBySlug('no-such-article')).toBeUndefined();
    expect(findArticleBySlug('')).toBeUndefined();
    expect(articleHref('black-seed-oil-ancient-remedy')).toBe(
      '/blog/black-seed-oil-ancient-remedy',
    );
  });

  it.each(ARTICLES.map((a) => [a.slug, a] as const))('%s is complete', (slug, article) => {
    expect(article.image).toBe(`/media/scenes/${slug}.svg`);
    expect(article.imageAlt.length).toBeGreaterThan(10);
    expect(article.readTime).toBe('6 min read');
    expect(article.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Number.isNaN(Date.parse(article.date))).toBe(false);
    expect(article.title.length).toBeGreaterThan(10);
    expect(article.excerpt.length).toBeGreaterThan(60);
    expect(article.author).toBeTruthy();

    expect(article.content.length).toBeGreaterThanOrEqual(5);
    expect(article.content.length).toBeLessThanOrEqual(7);
    for (const section of article.content) {
      expect(section.paragraphs.length).toBeGreaterThan(0);
      for (const p of section.paragraphs) expect(p.trim().length).toBeGreaterThan(0);
    }
    const words = countArticleWords(article);
    expect(words).toBeGreaterThanOrEqual(700);
    expect(words).toBeLessThanOrEqual(1000);

    expect(article.references.length).toBeGreaterThanOrEqual(3);
    expect(article.references.length).toBeLessThanOrEqual(5);
    for (const ref of article.references) {
      expect(ref.title).toBeTruthy();
      expect(() => new URL(ref.url)).not.toThrow();
      expect(ref.url.startsWith('https://')).toBe(true);
    }
  });

  it('makes no cure or healing claims in the copy', () => {
    const copy = ARTICLES.flatMap((a) => [
      a.title,
      a.excerpt,
      ...a.content.flatMap((s) => [s.heading ?? '', ...s.paragraphs]),
    ]).join('\n');
    expect(copy).not.toMatch(/\bcures?\b|\bcured\b|\bheals?\b|\bhealing\b|\bmiracle\b/i);
  });

  it('formats ISO dates in British style without time zones', () => {
    expect(formatArticleDate('2026-09-08')).toBe('8 September 2026');
    expect(formatArticleDate('2026-10-20')).toBe('20 October 2026');
    expect(formatArticleDate('not a date')).toBe('not a date');
    expect(formatArticleDate('2026-13-01')).toBe('2026-13-01');
  });
});
