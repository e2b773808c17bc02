// The catalogue as CSV for the owner's books and stock-take: one row per variant, in shop order,
// with its price, VAT rate and stock (empty: Shopify does not track it). No personal data.
import { asc, eq } from 'drizzle-orm';
import { csvAmount, csvDocument } from '../../core/csv';
import { tryParsePence } from '../../core/money';
import type { Database } from '../db/client';
import { products, productVariants } from '../db/schema/catalog';

export const PRODUCTS_CSV_HEADER = [
  'Product',
  'Handle',
  'Variant',
  'SKU',
  'Price incl. VAT (GBP)',
  'Compare-at price (GBP)',
  'VAT rate (%)',
  'Stock',
  'Published',
  'Type',
  'Category',
  'Tags',
];

export async function buildProductsCsv(db: Database): Promise<string> {
  const rows = await db
    .select({ product: products, variant: productVariants })
    .from(products)
    .leftJoin(productVariants, eq(productVariants.productId, products.id))
    .orderBy(
      asc(products.sortOrder),
      asc(products.title),
      asc(products.id),
      asc(productVariants.position),
      asc(productVariants.id),
    );
  const amount = (decimal: string | null | undefined) => {
    const pence = decimal ? tryParsePence(decimal) : null;
    return pence === null ? null : csvAmount(pence);
  };
  return csvDocument(
    PRODUCTS_CSV_HEADER,
    rows.map(({ product, variant }) => [
      product.title,
      product.handle,
      variant?.title ?? null,
      variant?.sku ?? null,
      amount(variant?.price),
      amount(variant?.compareAtPrice),
      product.vatRatePercent,
      variant?.inventoryQuantity ?? null,
      product.published ? 'yes' : 'no',
      product.type,
      product.productCategory,
      product.tags.join('; '),
    ]),
  );
}
