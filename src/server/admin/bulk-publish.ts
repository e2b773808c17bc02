// Staff publish or unpublish several products at once: one transaction, one audit entry naming
// them, and the catalogue's change signal (the storefront's caches follow it).
import { and, asc, inArray, ne } from 'drizzle-orm';
import type { ProductPublicationValues } from '../../core/schemas/product-publication';
import type { AuditActor } from '../audit/service';
import { recordAudit } from '../audit/service';
import { type CatalogueScope, notifyCatalogueChanged } from '../cache/catalogue-cache';
import type { Database } from '../db/client';
import { products } from '../db/schema/catalog';
import { AppError } from '../http/errors';
import { listingScopeOf } from './listing-scope';

export const UNKNOWN_PRODUCTS_MESSAGE =
  'Some of the chosen products no longer exist. Reload the list.';

export async function setProductsPublished(
  db: Database,
  values: ProductPublicationValues,
  actor: AuditActor,
): Promise<{ changed: number; scope: CatalogueScope | undefined }> {
  const ids = [...new Set(values.ids)];
  return db.transaction(async (tx) => {
    const found = await tx
      .select({ id: products.id, title: products.title, published: products.published })
      .from(products)
      .where(inArray(products.id, ids))
      .orderBy(asc(products.title))
      .for('update');
    if (found.length !== ids.length) {
      throw new AppError('not_found', UNKNOWN_PRODUCTS_MESSAGE, { status: 404 });
    }
    const changed = await tx
      .update(products)
      .set({ published: values.published, updatedAt: new Date() })
      .where(and(inArray(products.id, ids), ne(products.published, values.published)))
      .returning({ id: products.id });
    if (changed.length === 0) return { changed: 0, scope: undefined };
    const changedIds = new Set(changed.map((c) => c.id));
    const titles = found.filter((p) => changedIds.has(p.id)).map((p) => p.title);
    const verb = values.published ? 'Published' : 'Unpublished';
    await recordAudit(tx, actor, {
      action: values.published ? 'product.publish' : 'product.unpublish',
      entityType: 'product',
      summary: `${verb} ${titles.length} ${titles.length === 1 ? 'product' : 'products'}: ${titles.join(', ')}`,
      before: found
        .filter((p) => changedIds.has(p.id))
        .map((p) => ({ id: p.id, published: p.published })),
      after: [...changedIds].map((id) => ({ id, published: values.published })),
    });
    const scope = await listingScopeOf(tx, [...changedIds]);
    await notifyCatalogueChanged(tx, scope);
    return { changed: changed.length, scope };
  });
}
