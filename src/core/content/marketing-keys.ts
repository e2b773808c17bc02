// The keys the product page's marketing copy is filed under (content/product-marketing/*.json):
// `resolveMarketingKey` in product-marketing.ts maps a handle to a key, and each key to a family.
// No zod here: the browser imports these with the copy.

export const MARKETING_KEYS = [
  'glucosamine',
  'black-seed-turmeric',
  'turmeric',
  'cod-liver-black-seed',
  'cod-liver',
  'manuka-black-seed',
  'honey-black-seed',
  'manuka',
  'honey',
  'shilajit',
  'ashwagandha',
  'tongkat',
  'black-seed',
  'coconut',
  'vinegar',
  'default',
] as const;

export type MarketingKey = (typeof MARKETING_KEYS)[number];

/** The broader family used for the Why, Science, How It Works and Quality Metrics sections. */
export const MARKETING_FAMILIES = [
  'black-seed',
  'honey',
  'manuka',
  'turmeric',
  'cod-liver',
  'glucosamine',
  'shilajit',
  'ashwagandha',
  'tongkat',
  'coconut',
  'vinegar',
  'default',
] as const;

export type MarketingFamily = (typeof MARKETING_FAMILIES)[number];

/** Every ingredient card image the build draws (scripts/art/ingredient-art.ts). */
export const INGREDIENT_IMAGE_KEYS = [
  'black-seed',
  'honey',
  'manuka',
  'turmeric',
  'black-pepper',
  'glucosamine',
  'cod-liver',
  'shilajit',
  'ashwagandha',
  'tongkat',
  'coconut',
  'vinegar',
  'argan',
  'tallow',
  'default',
] as const;

export type IngredientImageKey = (typeof INGREDIENT_IMAGE_KEYS)[number];

/** The ingredient card a graded Manuka handle shows its grade on ('MGO 514+'). */
export const MANUKA_CARD_ID = 'manuka';
