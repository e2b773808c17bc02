// Dietary filters: each matches the product tag of the same name, in any case. Kept
// apart from the zod schemas so the shop page can use it without loading zod (bundle budget).
export const DIET_TAGS = ['halal', 'vegan'] as const;
export type DietTag = (typeof DIET_TAGS)[number];
