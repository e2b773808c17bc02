// Shared by the checkout money tests: a seeded variant's ids and the server's price for intents.
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { PriceCartResponse, PurchaseIntent } from '../../core/api/checkout';
import { products, productVariants } from '../db/schema/catalog';
import type { TestApp, TestClient } from '../test/harness';

/** A seeded variant's id and Shopify gid: the one titled `title`, or the product's only one. */
export async function variantOf(app: TestApp, handle: string, title?: string) {
  const [row] = await app.db
    .select({ id: productVariants.id, gid: productVariants.shopifyGid })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(
      title === undefined
        ? eq(products.handle, handle)
        : and(eq(products.handle, handle), eq(productVariants.title, title)),
    );
  if (!row) throw new Error(`no variant ${handle} ${title}`);
  return row;
}

export async function price(client: TestClient, lines: PurchaseIntent[]) {
  const res = await client.post('/api/cart/price', { lines });
  expect(res.status).toBe(200);
  return (await res.json()) as PriceCartResponse;
}
