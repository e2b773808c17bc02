// Export to Shopify: every published product with its variants through productSet (an upsert by
// handle), then each variant's shopify_gid written back (matched by sku) in one statement.
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { notifyCatalogueChanged } from '../cache/catalogue-cache';
import type { Database } from '../db/client';
import { products, productVariants } from '../db/schema/catalog';
import type { ProductSetInput, ShopifyAdminClient } from './admin-client';

export const NO_PRODUCTS_MESSAGE = 'No products to export';

export type ExportError = { handle: string; title: string; message: string };
export type ExportResult = {
  exported: number;
  total: number;
  message: string;
  errors: ExportError[];
};

export function buildExportMessage(exported: number, total: number, failed: number): string {
  if (total === 0) return NO_PRODUCTS_MESSAGE;
  if (failed === 0) return `Exported ${exported} products to Shopify!`;
  return `Exported ${exported} of ${total} products to Shopify; ${failed} failed.`;
}

type ProductRow = typeof products.$inferSelect;
type VariantRow = typeof productVariants.$inferSelect;

/** A stable sku for variants that have none: '{handle}-{variant title}'. */
export function buildVariantSku(handle: string, variant: Pick<VariantRow, 'sku' | 'title'>) {
  if (variant.sku?.trim()) return variant.sku.trim();
  const slug = variant.title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${handle}-${slug || 'default'}`.toUpperCase();
}

export function buildProductSetInput(product: ProductRow, variants: VariantRow[]): ProductSetInput {
  const single = variants.length === 1 && variants[0]?.title === 'Default';
  const optionName = single ? 'Title' : 'Size';
  const optionValueOf = (v: VariantRow) => (single ? 'Default Title' : v.title);
  return {
    title: product.title,
    handle: product.handle,
    descriptionHtml: product.bodyHtml,
    vendor: product.vendor,
    productType: product.type,
    tags: product.tags,
    status: product.published ? 'ACTIVE' : 'DRAFT',
    productOptions: [
      {
        name: optionName,
        values: [...new Set(variants.map(optionValueOf))].map((name) => ({ name })),
      },
    ],
    variants: variants.map((v) => ({
      optionValues: [{ optionName, name: optionValueOf(v) }],
      price: v.price,
      compareAtPrice: v.compareAtPrice,
      sku: buildVariantSku(product.handle, v),
    })),
  };
}

/**
 * Runs the export. `onProgress` gets {done, total} before the first product and after each one.
 * Per-product failures (userErrors) are collected; a failure of the whole API (auth, network,
 * persistent throttling) rejects with ShopifyAdminError after saving the gids already received.
 */
export async function exportProductsToShopify(options: {
  db: Database;
  client: ShopifyAdminClient;
  onProgress?: (progress: { done: number; total: number }) => void | Promise<void>;
}): Promise<ExportResult> {
  const { db, client } = options;
  const rows = await db
    .select()
    .from(products)
    .where(eq(products.published, true))
    .orderBy(asc(products.sortOrder), asc(products.id));
  const total = rows.length;
  const ids = rows.map((r) => r.id);
  const variants =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(productVariants)
          .where(inArray(productVariants.productId, ids))
          .orderBy(asc(productVariants.position), asc(productVariants.price));
  const byProduct = new Map<string, VariantRow[]>();
  for (const v of variants) byProduct.set(v.productId, [...(byProduct.get(v.productId) ?? []), v]);

  const errors: ExportError[] = [];
  const gids: { id: string; gid: string }[] = [];
  let exported = 0;
  await options.onProgress?.({ done: 0, total });
  try {
    for (const [index, product] of rows.entries()) {
      const own = byProduct.get(product.id) ?? [];
      if (own.length === 0) {
        errors.push({
          handle: product.handle,
          title: product.title,
          message: 'The product has no variants',
        });
      } else {
        const result = await client.setProduct(buildProductSetInput(product, own));
        if (result.userErrors.length > 0 || !result.product) {
          errors.push({
            handle: product.handle,
            title: product.title,
            message:
              result.userErrors.map((e) => e.message).join('; ') || 'Shopify returned no product',
          });
        } else {
          exported++;
          const bySku = new Map(result.product.variants.nodes.map((n) => [n.sku, n.id]));
          for (const v of own) {
            const gid = bySku.get(buildVariantSku(product.handle, v));
            if (gid) gids.push({ id: v.id, gid });
          }
        }
      }
      await options.onProgress?.({ done: index + 1, total });
    }
  } finally {
    await writeBackGids(db, gids);
  }
  return { exported, total, message: buildExportMessage(exported, total, errors.length), errors };
}

/**
 * One UPDATE … FROM (VALUES …) for every variant gid received; the catalogue cache is told in
 * the same transaction (the storefront's cart uses the gids).
 */
async function writeBackGids(db: Database, gids: { id: string; gid: string }[]) {
  if (gids.length === 0) return;
  const values = sql.join(
    gids.map((g) => sql`(${g.id}::uuid, ${g.gid}::text)`),
    sql`, `,
  );
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      update product_variants pv set shopify_gid = v.gid
      from (values ${values}) as v(id, gid)
      where pv.id = v.id and pv.shopify_gid is distinct from v.gid`);
    await notifyCatalogueChanged(tx);
  });
}
