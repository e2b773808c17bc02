// The three journal articles' card fields (title, excerpt, image, date…) and their helpers, without
// the article bodies: the home page's journal teaser and the blog index import only this module,
// so the bodies (articles.ts) load with the article page alone (bundle budget). Copy rules as in
// articles.ts: UK retail wording, no disease claims.

export type ArticleCategory = 'Health & Wellness' | 'Natural Remedies' | 'Supplements';

/** What a journal card shows; `Article` (articles.ts) adds the body and references. */
export type ArticleSummary = {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  /** `/media/scenes/{slug}.svg` */
  image: string;
  imageAlt: string;
  category: ArticleCategory;
  /** ISO date (YYYY-MM-DD). Format for display with `formatArticleDate`. */
  date: string;
  readTime: string;
  author: string;
  authorRole: string;
  /** Where the article's own call to action could point (the spec's 'Shop Now' goes to /shop). */
  relatedCollectionHandle: string;
};

function sceneImage(slug: string): string {
  return `/media/scenes/${slug}.svg`;
}

export const BLACK_SEED_OIL_SUMMARY: ArticleSummary = {
  id: 'article-black-seed-oil',
  slug: 'black-seed-oil-ancient-remedy',
  title: 'Black Seed Oil: An Ancient Remedy With a Modern Following',
  excerpt:
    'Pressed from the small black seeds of Nigella sativa, this peppery oil has been treasured for thousands of years. We look at where it comes from, what is in it, and what researchers are exploring today.',
  image: sceneImage('black-seed-oil-ancient-remedy'),
  imageAlt:
    'An amber bottle of black seed oil beside a scattering of black seeds and pale blue Nigella flowers',
  category: 'Health & Wellness',
  date: '2026-09-08',
  readTime: '6 min read',
  author: 'Amina Rahman',
  authorRole: 'Co-founder',
  relatedCollectionHandle: 'black-seed',
};

export const MANUKA_HONEY_SUMMARY: ArticleSummary = {
  id: 'article-manuka-honey',
  slug: 'manuka-honey-golden-healer',
  title: "Manuka Honey: The Story Behind New Zealand's Golden Honey",
  excerpt:
    'Darker, richer and far rarer than ordinary honey, manuka has been prized for generations. We explain what makes it different, what MGO and UMF on the label really mean, and how to enjoy it.',
  image: sceneImage('manuka-honey-golden-healer'),
  imageAlt:
    'A jar of golden manuka honey with a wooden dipper, beside sprigs of white manuka flowers',
  category: 'Natural Remedies',
  date: '2026-09-29',
  readTime: '6 min read',
  author: 'Yusuf Rahman',
  authorRole: 'Co-founder',
  relatedCollectionHandle: 'raw-honey',
};

export const ASHWAGANDHA_SUMMARY: ArticleSummary = {
  id: 'article-ashwagandha',
  slug: 'ashwagandha-stress-relief',
  title: 'Ashwagandha: A Traditional Herb for Busy Modern Lives',
  excerpt:
    'Used in Ayurveda for around three thousand years, ashwagandha has become one of the most talked-about herbs in Britain. Here is what it is, what the studies have found, and who should avoid it.',
  image: sceneImage('ashwagandha-stress-relief'),
  imageAlt: 'Dried ashwagandha roots and a small bowl of root powder beside a capsule tub',
  category: 'Supplements',
  date: '2026-10-20',
  readTime: '6 min read',
  author: 'Hannah Clarke',
  authorRole: 'Quality & Sourcing Lead',
  relatedCollectionHandle: 'herbal-supplements',
};

/** The three journal articles' cards, newest last, in the order the home page teaser shows them. */
export const ARTICLE_SUMMARIES: readonly ArticleSummary[] = [
  BLACK_SEED_OIL_SUMMARY,
  MANUKA_HONEY_SUMMARY,
  ASHWAGANDHA_SUMMARY,
];

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
