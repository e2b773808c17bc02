// The bodies of the back office's ordering of the shop and of collections (drag and drop): the
// shop's order, a collection's order, and a product moved from one collection to another.
// Named by the API contract (src/core/api/contract.ts), which the routes validate with.
import { z } from '../zod';

/** POST /api/admin/shop-order: every product's place in the shop. */
export const reorderShopSchema = z
  .object({
    items: z
      .array(
        z.object({ product_id: z.string().min(1), sort_order: z.number().int().min(0) }).strict(),
      )
      .max(10_000),
  })
  .strict();

/** POST /api/admin/collections/:id/order: every product's place in the collection. */
export const reorderCollectionSchema = z
  .object({
    items: z
      .array(
        z.object({ product_id: z.string().min(1), position: z.number().int().min(0) }).strict(),
      )
      .max(10_000),
  })
  .strict();

/** POST /api/admin/move-product: a product moved to the top of another collection. */
export const moveProductSchema = z
  .object({
    product_id: z.string().min(1),
    from_collection_id: z.string().min(1),
    to_collection_id: z.string().min(1),
    position: z.literal(0).optional(),
  })
  .strict();
