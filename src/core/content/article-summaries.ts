// The journal articles' card fields (title, excerpt, image, date…) and their helpers, without
// the article bodies: the home page's journal teaser and the blog index import only this module,
// so the bodies (articles.ts) load with the article page alone (bundle budget). The cards are
// content a copywriter edits: content/articles/cards.json, checked against
// ./schemas/articles.ts by the server at start and by a unit test (./content-files.ts). Copy
// rules as in articles.ts: UK retail wording, no disease claims.
import cardsJson from '../../../content/articles/cards.json' with { type: 'json' };
import { formatLongDate } from '../dates';
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

/** An article's date as the page shows it: '8 September 2026'. */
export const formatArticleDate = formatLongDate;
