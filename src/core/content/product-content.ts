/**
 * Per-handle content for the product detail page (storefront spec §3 "Per-handle content record"):
 * benefits, key features, how to use, FAQs and the figures used by the marketing
 * sections. The copy is content a copywriter edits, one file per product in content/product-pages/
 * (see ./product-pages.ts), checked against `productContentSchema` (./schemas/product-content.ts);
 * this module holds the rules: which record a handle gets, and whether it is consumable.
 *
 * Copy rules (docs/spec/spec-notes.md "Content"): modest UK retail copy; food supplements
 * 'support', they never 'cure'; no disease claims. No static testimonials: the page shows the
 * product's real reviews (docs/decisions/068-no-invented-reviews.md).
 */

import { DEFAULT_PRODUCT_PAGE_FILE, PRODUCT_PAGE_FILES } from './product-pages';
import type { ProductContent } from './schemas/product-content';

export type {
  ClinicalStat,
  IconName,
  ProductBenefit,
  ProductContent,
  ProductFaq,
  UsageStep,
} from './schemas/product-content';

/** Every record, keyed by product handle. */
export const PRODUCT_CONTENT: Readonly<Record<string, ProductContent>> = PRODUCT_PAGE_FILES;

/** Content for a handle with no record of its own (a product added later by staff). */
export const DEFAULT_PRODUCT_CONTENT: ProductContent = DEFAULT_PRODUCT_PAGE_FILE;

/**
 * Words that make a handle a non-consumable product even when it also names an oil or honey,
 * e.g. 'pure-argan-oil', 'tallow-lip-balm', 'facial-glider-cups' (docs/spec/spec-notes.md "Product
 * page").
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
