// The zod schemas of the journal (content/articles/): cards.json holds every article's card (what
// the home teaser and the blog index show), {slug}.json each article's body and references, so
// the home page's bundle never carries the bodies.
import { z } from 'zod';
import { copySchema, kebabSchema, referenceSchema } from './common';

export const ARTICLE_CATEGORIES = ['Health & Wellness', 'Natural Remedies', 'Supplements'] as const;

const articleCardSchema = z.strictObject({
  id: z.string().regex(/^article-[a-z0-9-]+$/),
  /** The address (/blog/{slug}), the body's file name and the scene drawn for it. */
  slug: kebabSchema,
  title: copySchema,
  excerpt: copySchema,
  /** Describes the scene at `/media/scenes/{slug}.svg`. */
  imageAlt: copySchema,
  category: z.enum(ARTICLE_CATEGORIES),
  /** The publication date (YYYY-MM-DD). */
  date: z.iso.date(),
  readTime: copySchema,
  author: copySchema,
  authorRole: copySchema,
  /** Where the article's own call to action could point (the spec's 'Shop Now' goes to /shop). */
  relatedCollectionHandle: kebabSchema,
});

/** cards.json: the articles' cards, in the order the home page teaser shows them. */
export const articleCardsFileSchema = z
  .array(articleCardSchema)
  .min(1)
  .superRefine((cards, ctx) => {
    const seen = new Set<string>();
    cards.forEach((card, i) => {
      if (seen.has(card.slug)) {
        ctx.addIssue({ code: 'custom', message: 'repeated slug', path: [i, 'slug'] });
      }
      seen.add(card.slug);
    });
  });

/** {slug}.json: the body, as sections (the first usually without a heading), and the sources. */
export const articleBodyFileSchema = z.strictObject({
  content: z
    .array(
      z.strictObject({ heading: copySchema.optional(), paragraphs: z.array(copySchema).min(1) }),
    )
    .min(1),
  /** Every reference a real public source. */
  references: z.array(referenceSchema),
});

export type ArticleCardsFile = z.infer<typeof articleCardsFileSchema>;
export type ArticleBodyFile = z.infer<typeof articleBodyFileSchema>;
