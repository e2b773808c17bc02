// Dietary filters and badges: each matches the product tag of the same name, in any case. Kept
// apart from the zod schemas so the shop page can use it without loading zod (bundle budget).
// One rule for the shop's filter (shop-view.ts), the product page's and the card's badges: a
// product is shown as halal or vegan only when its tags say so
// (docs/decisions/069-dietary-badges-from-tags.md).
export const DIET_TAGS = ['halal', 'vegan'] as const;
export type DietTag = (typeof DIET_TAGS)[number];

/** The badge's words: the tag, not a certification the catalogue does not record. */
export const DIET_BADGE_LABELS: Record<DietTag, string> = { halal: 'Halal', vegan: 'Vegan' };

/** The dietary tags a product carries, in DIET_TAGS order (the filter matches the same tags). */
export function dietTagsOf(tags: readonly string[]): DietTag[] {
  const own = new Set(tags.map((tag) => tag.trim().toLowerCase()));
  return DIET_TAGS.filter((tag) => own.has(tag));
}
