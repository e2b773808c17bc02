/**
 * Per-handle content for the product detail page (storefront spec §3 "Per-handle content record"):
 * benefits, testimonials, key features, how to use, FAQs and the figures used by the marketing
 * sections. Pure data, no I/O.
 *
 * Copy rules (spec-notes "Content"): modest UK retail copy; food supplements 'support', they never
 * 'cure'; no disease claims. Testimonials are static placeholder copy written for the design and
 * must be replaced with genuine, consented customer reviews before the shop goes live.
 *
 * The records live in one file per product family under ./product-content/; this module joins
 * them and answers `getProductContent(handle)`.
 */

import { BLACK_SEED_CONTENT } from './product-content/black-seed';
import { CUPPING_CONTENT } from './product-content/cupping';
import { HERBAL_SUPPLEMENTS_CONTENT } from './product-content/herbal-supplements';
import { HONEY_CONTENT } from './product-content/honey';
import { PANTRY_SKIN_CONTENT } from './product-content/pantry-skin';
import { SHILAJIT_CONTENT } from './product-content/shilajit';
import { WHOLESALE_CONTENT } from './product-content/wholesale';

/**
 * The lucide icon names (kebab-case, as in `lucide-react` `DynamicIcon`) used by the content.
 * Adding a name here needs a matching entry in the web's icon map
 * (src/web/features/product/content-icon.tsx).
 */
export type IconName =
  | 'activity'
  | 'award'
  | 'badge-check'
  | 'bone'
  | 'brain'
  | 'circle-check'
  | 'clock'
  | 'droplet'
  | 'droplets'
  | 'dumbbell'
  | 'feather'
  | 'flame'
  | 'flask-conical'
  | 'gem'
  | 'glass-water'
  | 'hand'
  | 'hand-heart'
  | 'heart'
  | 'layers'
  | 'leaf'
  | 'microscope'
  | 'moon'
  | 'mountain'
  | 'package'
  | 'recycle'
  | 'repeat'
  | 'scissors'
  | 'shield'
  | 'shield-check'
  | 'smile'
  | 'sparkles'
  | 'sprout'
  | 'star'
  | 'sun'
  | 'target'
  | 'timer'
  | 'truck'
  | 'utensils-crossed'
  | 'wind'
  | 'zap';

export type ProductBenefit = { icon: IconName; title: string; description: string };

export type ProductTestimonial = {
  name: string;
  /** Who is speaking, e.g. 'Verified buyer, Leeds'. */
  role: string;
  /** Whole stars, 1 to 5. */
  rating: number;
  text: string;
  /** `/media/people/{n}.svg`, n in 1..6. */
  image: string;
};

export type UsageStep = { icon: IconName; title: string; description: string };

export type ClinicalStat = { value: string; label: string };

export type ProductFaq = { question: string; answer: string };

export type ProductContent = {
  /** Marketing sections are shown only for consumable products (spec-notes "Product page"). */
  isConsumable: boolean;
  /** Exactly 4 in every record. */
  benefits: ProductBenefit[];
  /** Exactly 3 in every record. */
  testimonials: ProductTestimonial[];
  /** 4 to 6 short lines. */
  keyFeatures: string[];
  /** One paragraph for the 'How to Use' accordion. */
  howToUse: string;
  /** 3 or 4 steps. */
  usageSteps: UsageStep[];
  /** A heading and exactly 4 points. */
  whyChoose: { title: string; points: string[] };
  /** 'Standard brands' column; same length as `comparisonNew` (4 or 5). */
  comparisonOld: string[];
  /** Our column; same length as `comparisonOld`. */
  comparisonNew: string[];
  /** 3 or 4 modest, non-medical figures, e.g. { value: '100%', label: 'Cold-pressed' }. */
  clinicalStats: ClinicalStat[];
  /** 3 to 6 short labels for 'Target Areas and Benefits'. */
  targetAreas: string[];
  /** 'Complete Mineral Profile' entries; non-empty for shilajit products only. */
  mineralsList: string[];
  /** 4 or 5 questions. */
  faqs: ProductFaq[];
};

/** Every record, keyed by product handle. */
export const PRODUCT_CONTENT: Readonly<Record<string, ProductContent>> = {
  ...BLACK_SEED_CONTENT,
  ...HONEY_CONTENT,
  ...SHILAJIT_CONTENT,
  ...HERBAL_SUPPLEMENTS_CONTENT,
  ...PANTRY_SKIN_CONTENT,
  ...CUPPING_CONTENT,
  ...WHOLESALE_CONTENT,
};

/** Content for a handle with no record of its own (a product added later by staff). */
export const DEFAULT_PRODUCT_CONTENT: ProductContent = {
  isConsumable: false,
  benefits: [
    {
      icon: 'leaf',
      title: 'Naturally sourced',
      description:
        'Chosen for simple, recognisable ingredients from growers and makers we know by name.',
    },
    {
      icon: 'flask-conical',
      title: 'Checked every batch',
      description:
        'Each batch is checked against its specification before it is packed and dispatched.',
    },
    {
      icon: 'package',
      title: 'Packed with care',
      description: 'Packed by hand in recyclable materials and sent out from our UK warehouse.',
    },
    {
      icon: 'heart',
      title: 'Here to help',
      description:
        'Questions about a product? Our small team answers every message, usually the same working day.',
    },
  ],
  testimonials: [
    {
      name: 'Rachel M.',
      role: 'Verified buyer, Bristol',
      rating: 5,
      text: 'Lovely quality and beautifully packed. It arrived two days after I ordered.',
      image: '/media/people/1.svg',
    },
    {
      name: 'Imran H.',
      role: 'Verified buyer, Bradford',
      rating: 5,
      text: 'Exactly as described. Good to find a shop that tells you where things come from.',
      image: '/media/people/2.svg',
    },
    {
      name: 'Helen T.',
      role: 'Verified buyer, Norwich',
      rating: 4,
      text: 'Very happy with my order, and a friendly reply when I emailed with a question.',
      image: '/media/people/3.svg',
    },
  ],
  keyFeatures: [
    'Carefully sourced natural ingredients',
    'Batch checked before dispatch',
    'Recyclable packaging',
    'Free UK shipping',
  ],
  howToUse:
    'Follow the directions on the label. If you have any questions about how to use this product, contact our team and we will be glad to help.',
  usageSteps: [
    {
      icon: 'package',
      title: 'Unpack',
      description: 'Check the seal and read the label before first use.',
    },
    {
      icon: 'hand',
      title: 'Use as directed',
      description: 'Follow the directions on the label for amounts and frequency.',
    },
    {
      icon: 'sun',
      title: 'Store well',
      description: 'Keep in a cool, dry place away from direct sunlight.',
    },
  ],
  whyChoose: {
    title: 'Why shop with us?',
    points: [
      'A small, family-run UK business',
      'Traceable sourcing and batch records',
      'Free UK shipping and a 60-day guarantee',
      'Friendly, knowledgeable customer care',
    ],
  },
  comparisonOld: [
    'Anonymous, blended sourcing',
    'Little information on the label',
    'Excess plastic packaging',
    'Slow, scripted customer service',
  ],
  comparisonNew: [
    'Named origins and traceable batches',
    'Clear labels and honest descriptions',
    'Recyclable packaging',
    'A real team who know the products',
  ],
  clinicalStats: [
    { value: '100%', label: 'Batch checked' },
    { value: '60-day', label: 'Guarantee' },
    { value: 'Free', label: 'UK shipping' },
  ],
  targetAreas: ['Everyday wellbeing', 'Natural living', 'Home care'],
  mineralsList: [],
  faqs: [
    {
      question: 'How long does delivery take?',
      answer:
        'Orders placed before the daily cut-off are dispatched the same working day; most UK deliveries arrive within 1 to 3 working days.',
    },
    {
      question: 'Is shipping free?',
      answer: 'Yes, UK shipping is free on every order.',
    },
    {
      question: 'What if I am not happy with my order?',
      answer:
        'Contact us within 60 days and we will put it right with a replacement or refund. Your statutory rights are not affected.',
    },
    {
      question: 'How do I contact you?',
      answer: 'Use the contact page or email our team; we usually reply the same working day.',
    },
  ],
};

/**
 * Words that make a handle a non-consumable product even when it also names an oil or honey,
 * e.g. 'pure-argan-oil', 'tallow-lip-balm', 'facial-glider-cups' (spec-notes "Product page").
 */
const NON_CONSUMABLE_KEYWORDS = [
  'argan',
  'tallow',
  'soap',
  'balm',
  'cream',
  'wipes',
  'cupping',
  'cup-',
  'cups',
  'glider',
  'blade',
  'iastm',
  'surgical',
  'skin',
  'hair',
  'facial',
  'massage',
] as const;

/**
 * Words that make a handle consumable: oils, honeys, capsules, tablets, resin, vinegar, coconut,
 * and the supplement ingredients sold in those forms.
 */
const CONSUMABLE_KEYWORDS = [
  'oil',
  'honey',
  'capsule',
  'tablet',
  'resin',
  'vinegar',
  'coconut',
  'shilajit',
  'powder',
  'manuka',
  'black-seed',
  'turmeric',
  'ashwagandha',
  'tongkat',
  'glucosamine',
] as const;

/**
 * The consumable rule applied to a handle's words, for handles that have no record of their own.
 * Non-consumable keywords win over consumable ones.
 */
export function isConsumableHandle(handle: string): boolean {
  const h = normaliseHandle(handle);
  if (NON_CONSUMABLE_KEYWORDS.some((keyword) => h.includes(keyword))) return false;
  return CONSUMABLE_KEYWORDS.some((keyword) => h.includes(keyword));
}

function normaliseHandle(handle: string): string {
  return handle.trim().toLowerCase();
}

/**
 * The content record for a product handle. Unknown handles get `DEFAULT_PRODUCT_CONTENT`, with
 * `isConsumable` decided by the handle's words (`isConsumableHandle`).
 */
export function getProductContent(handle: string): ProductContent {
  const h = normaliseHandle(handle);
  const record = Object.hasOwn(PRODUCT_CONTENT, h) ? PRODUCT_CONTENT[h] : undefined;
  if (record) return record;
  return { ...DEFAULT_PRODUCT_CONTENT, isConsumable: isConsumableHandle(h) };
}

/** Whether a handle has a record of its own (rather than the default). */
export function hasProductContent(handle: string): boolean {
  return Object.hasOwn(PRODUCT_CONTENT, normaliseHandle(handle));
}
