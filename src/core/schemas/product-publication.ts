import { z } from '../zod';

export const CHOOSE_PRODUCTS_MESSAGE = 'Choose at least one product';
export const MAX_BULK_PRODUCTS = 500;

/** POST /api/admin/products/publication: publish or unpublish several products at once. */
export const productPublicationSchema = z
  .object({
    ids: z
      .array(z.uuid(CHOOSE_PRODUCTS_MESSAGE), { error: CHOOSE_PRODUCTS_MESSAGE })
      .min(1, CHOOSE_PRODUCTS_MESSAGE)
      .max(MAX_BULK_PRODUCTS, `Choose at most ${MAX_BULK_PRODUCTS} products at a time`),
    published: z.boolean(),
  })
  .strict();

export type ProductPublicationValues = z.output<typeof productPublicationSchema>;

/** The answer: how many products changed (already in that state: unchanged). */
export type ProductPublicationResponse = { changed: number; published: boolean };
