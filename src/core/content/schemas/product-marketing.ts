// The zod schemas of the product page's marketing copy (content/product-marketing/*.json): one
// schema per file. The server checks every file at start and a unit test in `npm test`
// (content-files.ts); product-marketing.ts reads the files typed by these schemas.
import { z } from 'zod';
import {
  INGREDIENT_IMAGE_KEYS,
  MANUKA_CARD_ID,
  MARKETING_FAMILIES,
  MARKETING_KEYS,
} from '../marketing-keys';
import { copySchema, personImageSchema } from './common';
import { iconTextSchema } from './product-content';

const byKey = <T extends z.ZodType>(value: T) => z.record(z.enum(MARKETING_KEYS), value);
const byFamily = <T extends z.ZodType>(value: T) => z.record(z.enum(MARKETING_FAMILIES), value);

const heroCopySchema = z.strictObject({
  eyebrow: copySchema,
  headline: copySchema,
  subheadline: copySchema,
  /** One ingredient, or two for the two-ingredient version. */
  ingredients: z.array(copySchema).min(1).max(2),
});

/** hero.json: the hero copy for every marketing key. */
export const heroFileSchema = byKey(heroCopySchema);

const ingredientCardSchema = z.strictObject({
  /** The drawing at `/media/ingredients/{image}.svg`. */
  image: z.enum(INGREDIENT_IMAGE_KEYS),
  name: copySchema,
  /** The figure shown on the card's badge, e.g. '99%', '≥0.95%'. */
  purity: copySchema,
  description: copySchema,
});

/** ingredient-cards.json: the cards by id, and the ids each marketing key shows (2 or 3). */
export const ingredientCardsFileSchema = z
  .strictObject({
    cards: z.record(z.string().regex(/^[a-zA-Z]+$/), ingredientCardSchema),
    byKey: byKey(z.array(z.string()).min(2).max(3)),
  })
  .superRefine((file, ctx) => {
    if (!Object.hasOwn(file.cards, MANUKA_CARD_ID)) {
      ctx.addIssue({
        code: 'custom',
        message: `needs a card '${MANUKA_CARD_ID}'`,
        path: ['cards'],
      });
    }
    for (const [key, ids] of Object.entries(file.byKey)) {
      ids.forEach((id, i) => {
        if (!Object.hasOwn(file.cards, id)) {
          ctx.addIssue({ code: 'custom', message: `no card '${id}'`, path: ['byKey', key, i] });
        }
      });
    }
  });

const marketingBenefitSchema = iconTextSchema;

/** why.json (up to 4 shown) and science.json (up to 3 shown), per family. */
export const benefitsFileSchema = byFamily(z.array(marketingBenefitSchema).min(1));

/** how-it-works.json: the steps per family, numbered in order on the page. */
export const howItWorksFileSchema = byFamily(z.array(marketingBenefitSchema).min(1).max(4));

/** quality-metrics.json: the bars per family. */
export const qualityMetricsFileSchema = byFamily(
  z
    .array(
      z.strictObject({
        label: copySchema,
        /** Shown as text, e.g. '≥0.95%'. */
        value: copySchema,
        /** Bar fill, 0 to 100. */
        score: z.int().min(0).max(100),
      }),
    )
    .min(1),
);

/** page.json: the section titles and the copy every marketing page shares. */
export const marketingPageFileSchema = z.strictObject({
  sectionTitles: z.strictObject({
    ingredients: copySchema,
    why: copySchema,
    science: copySchema,
    howItWorks: copySchema,
    targetAreas: copySchema,
    mineralProfile: copySchema,
    qualityMetrics: copySchema,
    comparison: copySchema,
    endorsement: copySchema,
  }),
  scienceCtaLabel: copySchema,
  comparison: z.strictObject({
    featureLabel: copySchema,
    standardLabel: copySchema,
    rows: z
      .array(z.strictObject({ feature: copySchema, ours: copySchema, standard: copySchema }))
      .min(1),
  }),
  /** Placeholder copy: replace with a real, consenting professional before launch. */
  endorsement: z.strictObject({
    name: copySchema,
    credentials: copySchema,
    role: copySchema,
    image: personImageSchema,
    quote: copySchema,
    /** Shown in small print beneath the quote. */
    note: copySchema,
  }),
  closingCta: z.strictObject({
    headline: copySchema,
    /** `{customers}` becomes the shop's published customer figure ('10,000+ customers'). */
    body: copySchema,
    buttonLabel: copySchema,
  }),
});

export type HeroCopy = z.infer<typeof heroCopySchema>;
export type HeroFile = z.infer<typeof heroFileSchema>;
export type IngredientCardsFile = z.infer<typeof ingredientCardsFileSchema>;
export type MarketingBenefit = z.infer<typeof marketingBenefitSchema>;
export type BenefitsFile = z.infer<typeof benefitsFileSchema>;
export type HowItWorksFile = z.infer<typeof howItWorksFileSchema>;
export type QualityMetricsFile = z.infer<typeof qualityMetricsFileSchema>;
export type QualityMetric = QualityMetricsFile[keyof QualityMetricsFile][number];
export type MarketingPageFile = z.infer<typeof marketingPageFileSchema>;
