import { count, sql } from 'drizzle-orm';
import { notifyCatalogueChanged } from '../cache/catalogue-cache';
import type { Database } from '../db/client';
import { collectionProducts, collections, products, productVariants } from '../db/schema/catalog';
import { SEED_COLLECTIONS, SEED_PRODUCTS } from './catalogue-data';

const SEED_LOCK_ID = 724_113_002;

/**
 * Loads the seed catalogue when the shop has no products yet. Returns whether it seeded.
 * Several processes may start at once on one empty database: the first takes the lock and seeds,
 * the others wait, then find products and do nothing.
 */
export async function seedCatalogueIfEmpty(db: Database): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(products);
  if ((existing?.n ?? 0) > 0) return false;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    const [again] = await tx.select({ n: count() }).from(products);
    if ((again?.n ?? 0) > 0) return false;
    const collectionRows = await tx
      .insert(collections)
      .values(
        SEED_COLLECTIONS.map((c) => ({
          handle: c.handle,
          title: c.title,
          description: c.description,
          published: c.published,
          sortOrder: c.sortOrder,
        })),
      )
      .returning({ id: collections.id, handle: collections.handle });
    const collectionIdByHandle = new Map(collectionRows.map((r) => [r.handle, r.id]));

    // One transaction gives every row the same now(): space the seeded products a minute apart,
    // first in the catalogue newest, so "newest first" lists have a real order.
    const seededAt = Date.now();
    const productRows = await tx
      .insert(products)
      .values(
        SEED_PRODUCTS.map((p, index) => ({
          createdAt: new Date(seededAt - index * 60_000),
          handle: p.handle,
          title: p.title,
          description: p.description,
          bodyHtml: p.bodyHtml,
          vendor: p.vendor,
          type: p.type,
          productCategory: p.productCategory,
          vatRatePercent: p.vatRatePercent,
          tags: p.tags,
          published: p.published,
          imageUrl: p.images[0] ?? null,
          images: p.images.map((src) => ({ src })),
          seoTitle: p.seoTitle,
          seoDescription: p.seoDescription,
          sortOrder: p.sortOrder,
        })),
      )
      .returning({ id: products.id, handle: products.handle });
    const productIdByHandle = new Map(productRows.map((r) => [r.handle, r.id]));

    await tx.insert(productVariants).values(
      SEED_PRODUCTS.flatMap((p) =>
        p.variants.map((v, position) => ({
          productId: productIdByHandle.get(p.handle)!,
          title: v.title,
          price: v.price,
          compareAtPrice: v.compareAtPrice,
          shopifyGid: v.shopifyGid,
          sku: v.sku,
          position,
        })),
      ),
    );

    const links = SEED_PRODUCTS.flatMap((p) =>
      p.collections.map((link) => ({
        collectionId: collectionIdByHandle.get(link.handle)!,
        productId: productIdByHandle.get(p.handle)!,
        position: link.position,
      })),
    );
    if (links.length > 0) await tx.insert(collectionProducts).values(links);
    // Another process may already serve (and cache) the empty catalogue.
    await notifyCatalogueChanged(tx);
    return true;
  });
}
