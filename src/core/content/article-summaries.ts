// The journal articles' card fields (title, excerpt, image, date…) and their helpers, without
// the article bodies: the home page's journal teaser and the blog index import only this module,
// so the bodies (articles.ts) load with the article page alone (bundle budget). The cards are
// content a copywriter edits: content/articles/cards.json, checked against
// ./schemas/articles.ts by the server at start and by a unit test (./content-files.ts). Copy
// rules as in articles.ts: UK retail wording, no disease claims.
import cardsJson from '../../../content/articles/cards.json' with { type: 'json' };
import type { ARTICLE_CATEGORIES, ArticleCardsFile } from './schemas/articles';

export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];

/** What a journal card shows; `Article` (articles.ts) adds the body and references. */
export type ArticleSummary = ArticleCardsFile[number] & {
  /** `/media/scenes/{slug}.svg` */
  image: string;
};

function sceneImage(slug: string): string {
  return `/media/scenes/${slug}.svg`;
}

/** The journal articles' cards, newest last, in the order the home page teaser shows them. */
export const ARTICLE_SUMMARIES: readonly ArticleSummary[] = (cardsJson as ArticleCardsFile).map(
  (card) => ({ ...card, image: sceneImage(card.slug) }),
);

export const ARTICLE_SLUGS = [
  'black-seed-oil-ancient-remedy',
  'manuka-honey-golden-healer',
  'ashwagandha-stress-relief',
] as const;

export type ArticleSlug = (typeof ARTICLE_SLUGS)[number];

export function articleHref(slug: string): string {
  return `/blog/${slug}`;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * '2026-09-08' → '8 September 2026'. Works on the ISO string itself, so the result never depends
 * on the viewer's time zone. Returns the input unchanged when it is not a YYYY-MM-DD date.
 */
export function formatArticleDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return isoDate;
  const [, year, month, day] = match;
  const monthName = MONTHS[Number(month) - 1];
  if (!monthName) return isoDate;
  return `${Number(day)} ${monthName} ${year}`;
}
