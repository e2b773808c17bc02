// The zod schema of a product page's copy (content/product-pages/{handle}.json, storefront spec §3
// "Per-handle content record"). The server checks every file against it at start and a unit test
// checks them in `npm test` (content-files.ts); the types below are what core and web read.
import { z } from 'zod';
import { copySchema } from './common';

/**
 * The lucide icon names (kebab-case, as in `lucide-react` `DynamicIcon`) the content may use.
 * Adding a name here needs a matching entry in the web's icon map
 * (src/web/features/product/content-icon.tsx).
 */
export const ICON_NAMES = [
  'activity',
  'award',
  'badge-check',
  'bone',
  'brain',
  'circle-check',
  'clock',
  'droplet',
  'droplets',
  'dumbbell',
  'feather',
  'flame',
  'flask-conical',
  'gem',
  'glass-water',
  'hand',
  'hand-heart',
  'heart',
  'layers',
  'leaf',
  'microscope',
  'moon',
  'mountain',
  'package',
  'recycle',
  'repeat',
  'scissors',
  'shield',
  'shield-check',
  'smile',
  'sparkles',
  'sprout',
  'star',
  'sun',
  'target',
  'timer',
  'truck',
  'utensils-crossed',
  'wind',
  'zap',
] as const;

export const iconNameSchema = z.enum(ICON_NAMES);
export type IconName = z.infer<typeof iconNameSchema>;

/** An icon, a title and a line of text: benefits, usage steps, how-it-works steps. */
export const iconTextSchema = z.strictObject({
  icon: iconNameSchema,
  title: copySchema,
  description: copySchema,
});

export const productContentSchema = z
  .strictObject({
    /**
     * Marketing sections are shown only for consumable products (docs/spec/spec-notes.md
     * "Product page").
     */
    isConsumable: z.boolean(),
    benefits: z.array(iconTextSchema).length(4),
    /** Short lines. */
    keyFeatures: z.array(copySchema).min(4).max(6),
    /** One paragraph for the 'How to Use' accordion. */
    howToUse: copySchema,
    usageSteps: z.array(iconTextSchema).min(3).max(4),
    whyChoose: z.strictObject({ title: copySchema, points: z.array(copySchema).length(4) }),
    /** 'Standard brands' column; same length as `comparisonNew`. */
    comparisonOld: z.array(copySchema).min(4).max(5),
    /** Our column; same length as `comparisonOld`. */
    comparisonNew: z.array(copySchema).min(4).max(5),
    /** Modest, non-medical figures, e.g. { value: '100%', label: 'Cold-pressed' }. */
    clinicalStats: z
      .array(z.strictObject({ value: copySchema, label: copySchema }))
      .min(3)
      .max(4),
    /** Short labels for 'Target Areas and Benefits'. */
    targetAreas: z.array(copySchema).min(3).max(6),
    /** 'Complete Mineral Profile' entries; non-empty for shilajit products only. */
    mineralsList: z.array(copySchema),
    faqs: z
      .array(z.strictObject({ question: copySchema, answer: copySchema }))
      .min(4)
      .max(5),
  })
  .refine((c) => c.comparisonNew.length === c.comparisonOld.length, {
    message: 'comparisonNew must have as many lines as comparisonOld',
    path: ['comparisonNew'],
  });

export type ProductContent = z.infer<typeof productContentSchema>;
export type ProductBenefit = ProductContent['benefits'][number];
export type UsageStep = ProductContent['usageSteps'][number];
export type ClinicalStat = ProductContent['clinicalStats'][number];
export type ProductFaq = ProductContent['faqs'][number];
