// The journal articles (docs/spec/storefront.md §3 "Journal article",
// docs/spec/accounts-and-back-office.md §2 /blog/{slug}) and the strings of the article page. Copy
// rules: UK retail wording, no disease claims ('traditionally used', 'supports', 'rich in'), every
// reference a real public source. The card fields live in article-summaries.ts (the home teaser
// loads only those); this module adds the bodies and references, content a copywriter edits in
// content/articles/{slug}.json (checked by ./schemas/articles.ts at start and in a unit test), and
// re-exports the summaries' helpers so callers need one import. A new article needs its card, its
// body file and a line in ARTICLE_BODIES.
import ashwagandhaBody from '../../../content/articles/ashwagandha-stress-relief.json' with {
  type: 'json',
};
import blackSeedOilBody from '../../../content/articles/black-seed-oil-ancient-remedy.json' with {
  type: 'json',
};
import manukaHoneyBody from '../../../content/articles/manuka-honey-golden-healer.json' with {
  type: 'json',
};
import { ARTICLE_SUMMARIES, type ArticleSlug, type ArticleSummary } from './article-summaries';
import type { ArticleBodyFile } from './schemas/articles';

export {
  ARTICLE_SLUGS,
  type ArticleCategory,
  type ArticleSlug,
  type ArticleSummary,
  articleHref,
  formatArticleDate,
} from './article-summaries';

export type ArticleSection = ArticleBodyFile['content'][number];

export type ArticleReference = ArticleBodyFile['references'][number];

export type Article = ArticleSummary & ArticleBodyFile;

/** Each article's body file, by slug. */
export const ARTICLE_BODIES: Readonly<Record<ArticleSlug, ArticleBodyFile>> = {
  'black-seed-oil-ancient-remedy': blackSeedOilBody,
  'manuka-honey-golden-healer': manukaHoneyBody,
  'ashwagandha-stress-relief': ashwagandhaBody,
};

export const BLOG_STRINGS = {
  referencesHeading: 'Research & References',
  viewSource: 'View Source',
  shopNow: 'Shop Now',
  shopNowHref: '/shop',
  notFoundTitle: 'Blog Post Not Found',
  notFoundText: "The article you're looking for doesn't exist or may have moved.",
  backHome: 'Back to Home',
  backHomeHref: '/',
  byline: 'By',
  indexTitle: 'The Journal',
  indexIntro:
    'Stories, traditions and careful reading on the natural ingredients we stock. Written by our team, with the sources we used.',
  readArticle: 'Read Article',
  disclaimer:
    'This article is for general information only and is not medical advice. If you are pregnant, breastfeeding, taking medication or under medical supervision, please speak to your GP or pharmacist before using a new supplement.',
} as const;

/** The journal articles, newest last, in the order the home page teaser shows them. */
export const ARTICLES: readonly Article[] = ARTICLE_SUMMARIES.map((summary) => ({
  ...summary,
  ...ARTICLE_BODIES[summary.slug as ArticleSlug],
}));

export function findArticleBySlug(slug: string): Article | undefined {
  return ARTICLES.find((article) => article.slug === slug);
}

/** Number of words in an article's body (used by tests to keep the copy at full length). */
export function countArticleWords(article: Article): number {
  return article.content
    .flatMap((section) => [section.heading ?? '', ...section.paragraphs])
    .join(' ')
    .split(/\s+/)
    .filter(Boolean).length;
}
