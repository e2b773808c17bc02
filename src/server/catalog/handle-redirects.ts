/**
 * Old product URLs keep working: when staff change a product's handle the old one is kept in
 * product_handle_redirects, and GET /product/<old> answers 301 to the current handle
 * (docs/decisions/078-product-handle-redirects.md).
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import type { Database, Transaction } from '../db/client';
import { productHandleRedirects, products } from '../db/schema/catalog';

/** Called in the product update's transaction with the handle before and after. */
export async function recordHandleChange(
  tx: Transaction,
  productId: string,
  oldHandle: string,
  newHandle: string,
): Promise<void> {
  // The new handle is the product's own URL now, whichever product it once redirected for.
  await tx.delete(productHandleRedirects).where(eq(productHandleRedirects.oldHandle, newHandle));
  if (oldHandle === newHandle) return;
  await tx
    .insert(productHandleRedirects)
    .values({ oldHandle, productId })
    .onConflictDoUpdate({
      target: productHandleRedirects.oldHandle,
      set: { productId, createdAt: new Date() },
    });
}

export async function findRedirectedHandles(db: Database, productId: string): Promise<string[]> {
  const rows = await db
    .select({ oldHandle: productHandleRedirects.oldHandle })
    .from(productHandleRedirects)
    .where(eq(productHandleRedirects.productId, productId))
    .orderBy(asc(productHandleRedirects.oldHandle));
  return rows.map((r) => r.oldHandle);
}

/** The product's current handle for a former one, unless a product has that handle now. */
async function findRedirectTarget(db: Database, handle: string): Promise<string | null> {
  const [row] = await db
    .select({ handle: products.handle })
    .from(productHandleRedirects)
    .innerJoin(products, eq(products.id, productHandleRedirects.productId))
    .where(
      and(
        eq(productHandleRedirects.oldHandle, handle),
        sql`not exists (select 1 from ${products} p where p.handle = ${handle})`,
      ),
    );
  return row?.handle ?? null;
}

/**
 * GET /product/:handle for a former handle: 301 to the current one, the query string kept. Asked
 * only once the page has answered 404, so a product's own page (a page-cache hit) costs no query.
 */
export function productHandleRedirect(db: Database): MiddlewareHandler {
  return async (c, next) => {
    // Read before next(): afterwards the request's params are the page route's.
    const handle = c.req.param('handle') ?? '';
    await next();
    if (c.res.status !== 404) return;
    const target = handle ? await findRedirectTarget(db, handle) : null;
    if (!target) return;
    const search = new URL(c.req.url).search;
    c.res = c.redirect(`/product/${encodeURIComponent(target)}${search}`, 301);
  };
}
