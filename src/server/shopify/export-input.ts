/**
 * What the product export sends per product: the productSet input with
 * every variant the checkout sells, each tagged with the id-table key it will be kept under.
 * - Retail products: option `Pack` (1, 2-pack, 3-pack) next to the size; the 1 keeps the
 *   variant's sku, the packs get `{sku}-PACK{n}`; price = the server's pack total.
 * - The cups product: one variant per cup size and tier (option `Tier`), priced at 50 × the
 *   tier's price per cup, sku `{cup sku}-T{tier quantity}` (cups are sold in blocks of 50).
 * - Wholesale products: their variants as they are (the trade draft order sets the price).
 * https://shopify.dev/docs/api/admin-graphql/latest/mutations/productSet
 */
import { CUP_BUILDER_HANDLES } from '../../core/catalog/product-rules';
import { CUP_SIZES } from '../../core/content/cup-sizes';
import { formatPenceAsDecimal, type Pence, tryParsePence } from '../../core/money';
import { CUP_PRICE_TIERS, CUP_PRODUCT_HANDLE } from '../../core/pricing/cup-tiers';
import { computeOneTimePackPence } from '../../core/pricing/price-cart';
import { isWholesaleProduct } from '../../core/pricing/wholesale';
import type { products, productVariants } from '../db/schema/catalog';
import type { ProductSetInput, ProductSetVariantInput } from './admin-client';
import { CUP_BLOCK } from './merchandise';
import type { MerchandiseRef } from './merchandise-ids';

type ProductRow = typeof products.$inferSelect;
type VariantRow = typeof productVariants.$inferSelect;

export const PACK_OPTION = 'Pack';
export const PACK_SIZES = [1, 2, 3] as const;
export const PACK_VALUES: Record<1 | 2 | 3, string> = { 1: '1', 2: '2-pack', 3: '3-pack' };

/** A variant the export sends: its sku (to find the id Shopify answers) and its table key. */
export type ExportedVariant = {
  sku: string;
  ref: MerchandiseRef;
  /** The local variant of a pack (its selling plan group is built from it). */
  variant?: VariantRow;
  basePricePence?: Pence;
};

/**
 * Whether a product's prices depend on who buys or how many: trade products, and the products
 * of the cup builder (the cups product, whose variants are all cup tiers, and the trade-packs
 * page whose cups the shop sells only by the tier). The export keeps it off every sales channel,
 * so only the server's draft orders sell it
 * (docs/decisions/049-conditional-prices-off-the-storefront.md).
 */
export function isSoldOnlyByDraftOrder(product: Pick<ProductRow, 'handle' | 'title' | 'tags'>) {
  return CUP_BUILDER_HANDLES.includes(product.handle) || isWholesaleProduct(product);
}

/** A stable sku for variants that have none: '{handle}-{variant title}'. */
export function buildVariantSku(handle: string, variant: Pick<VariantRow, 'sku' | 'title'>) {
  if (variant.sku?.trim()) return variant.sku.trim();
  const slug = variant.title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${handle}-${slug || 'default'}`.toUpperCase();
}

function baseFields(product: ProductRow) {
  return {
    title: product.title,
    handle: product.handle,
    descriptionHtml: product.bodyHtml,
    vendor: product.vendor,
    productType: product.type,
    tags: product.tags,
    status: product.published ? ('ACTIVE' as const) : ('DRAFT' as const),
  };
}

/** Shopify's productOptions: each option's values in first-seen order. */
function optionsOf(variants: ProductSetVariantInput[]): ProductSetInput['productOptions'] {
  const values = new Map<string, Set<string>>();
  for (const variant of variants) {
    for (const option of variant.optionValues) {
      const seen = values.get(option.optionName) ?? new Set<string>();
      seen.add(option.name);
      values.set(option.optionName, seen);
    }
  }
  return [...values].map(([name, names]) => ({
    name,
    values: [...names].map((value) => ({ name: value })),
  }));
}

function cupsInput() {
  const sent: ExportedVariant[] = [];
  const variants: ProductSetVariantInput[] = CUP_SIZES.flatMap((cup) =>
    CUP_PRICE_TIERS.map((tier) => {
      const sku = `${cup.sku}-T${tier.quantity}`;
      sent.push({
        sku,
        ref: { variantKey: cup.variantId, kind: 'cup_tier', key: String(tier.quantity) },
      });
      return {
        optionValues: [
          { optionName: 'Size', name: `${cup.size} (${cup.diameter})` },
          { optionName: 'Tier', name: `${tier.quantity}+ cups, pack of ${CUP_BLOCK}` },
        ],
        price: formatPenceAsDecimal(tier.pricePerCup * CUP_BLOCK),
        compareAtPrice: null,
        sku,
      };
    }),
  );
  return { variants, sent };
}

/** The productSet input of a product, and what each variant it sends stands for. */
export function buildProductSetInput(
  product: ProductRow,
  rows: VariantRow[],
): { input: ProductSetInput; sent: ExportedVariant[] } {
  if (product.handle === CUP_PRODUCT_HANDLE) {
    const { variants, sent } = cupsInput();
    return {
      input: { ...baseFields(product), productOptions: optionsOf(variants), variants },
      sent,
    };
  }
  const single = rows.length === 1 && rows[0]?.title === 'Default';
  const packs = !isWholesaleProduct({ title: product.title, tags: product.tags });
  const sent: ExportedVariant[] = [];
  const variants: ProductSetVariantInput[] = rows.flatMap((row) => {
    const baseSku = buildVariantSku(product.handle, row);
    const sizeValue = single ? [] : [{ optionName: 'Size', name: row.title }];
    const basePricePence = tryParsePence(row.price);
    if (!packs || basePricePence === null) {
      sent.push({ sku: baseSku, ref: { variantKey: row.id, kind: 'pack', key: '1' } });
      return [
        {
          optionValues: single ? [{ optionName: 'Title', name: 'Default Title' }] : sizeValue,
          price: row.price,
          compareAtPrice: row.compareAtPrice,
          sku: baseSku,
        },
      ];
    }
    return PACK_SIZES.map((packSize) => {
      const sku = packSize === 1 ? baseSku : `${baseSku}-PACK${packSize}`;
      sent.push({
        sku,
        ref: { variantKey: row.id, kind: 'pack', key: String(packSize) },
        variant: row,
        basePricePence,
      });
      return {
        optionValues: [...sizeValue, { optionName: PACK_OPTION, name: PACK_VALUES[packSize] }],
        price: formatPenceAsDecimal(computeOneTimePackPence(basePricePence, packSize)),
        compareAtPrice: packSize === 1 ? row.compareAtPrice : null,
        sku,
      };
    });
  });
  return { input: { ...baseFields(product), productOptions: optionsOf(variants), variants }, sent };
}
