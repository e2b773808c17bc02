import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { products } from '../db/schema/catalog';

const cache = new Map<string, string | null>();

/** Product titles for generated images; images are immutable, so a small memo is enough. */
export async function findProductTitleByHandle(
  db: Database,
  handle: string,
): Promise<string | null> {
  if (cache.has(handle)) return cache.get(handle) ?? null;
  const [row] = await db
    .select({ title: products.title })
    .from(products)
    .where(eq(products.handle, handle))
    .limit(1);
  const title = row?.title ?? null;
  if (cache.size > 1000) cache.clear();
  cache.set(handle, title);
  return title;
}
