// Export to Shopify: every published product through productSet (an upsert
// by handle) with the pack or cup-tier variants the checkout sells, then one selling plan group
// per pack variant (after deleting the previous export's groups). Trade products and the
// cup-builder products are then unpublished from every publication of the store, so no sales
// channel sells their conditional prices (docs/decisions/049-conditional-prices-off-the-storefront.md).
// The ids Shopify answers replace each exported product's rows of shopify_merchandise_ids, and
// the 1-pack's gid is written back to product_variants.shopify_gid, all in one transaction at
// the end; the ids replaced are kept in shopify_retired_merchandise_ids, so an order paid on them
// just before still verifies (docs/decisions/153-export-keeps-replaced-ids.md).
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { formatUnits } from '../../core/catalog/unit-noun';
import { notifyCatalogueChanged } from '../cache/catalogue-cache';
import type { Database } from '../db/client';
import { products, productVariants } from '../db/schema/catalog';
import { shopifyMerchandiseIds } from '../db/schema/shopify';
import type { ShopifyAdminClient } from './admin-client';
import { buildProductSetInput, type ExportedVariant, isSoldOnlyByDraftOrder } from './export-input';
import { buildPackSellingPlanGroupInput } from './selling-plans';

export { buildProductSetInput, isSoldOnlyByDraftOrder } from './export-input';

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
  if (failed === 0) return `Exported ${formatUnits(exported, 'product')} to Shopify!`;
  return `Exported ${exported} of ${total} products to Shopify; ${failed} failed.`;
}

type ProductRow = typeof products.$inferSelect;
type VariantRow = typeof productVariants.$inferSelect;
type IdRow = typeof shopifyMerchandiseIds.$inferInsert;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A group Shopify no longer has is as good as deleted (SellingPlanGroupUserErrorCode). */
const GROUP_GONE = 'GROUP_DOES_NOT_EXIST';

/**
 * Deletes the product's previous groups, then creates one group per pack variant sent. Adds the
 * group and plan ids to `out`; answers an error message, or null. A group that could not be
 * deleted stays in `out`, so the next export tries again.
 */
async function replaceSellingPlanGroups(
  client: ShopifyAdminClient,
  product: ProductRow,
  previous: IdRow[],
  sent: ExportedVariant[],
  gidBySku: Map<string | null, string>,
  out: IdRow[],
): Promise<string | null> {
  const failures: string[] = [];
  for (const group of previous) {
    const result = await client.deleteSellingPlanGroup(group.gid);
    const refused = result.userErrors.filter((e) => e.code !== GROUP_GONE);
    if (refused.length > 0) {
      failures.push(refused.map((e) => e.message).join('; '));
      out.push(group);
    }
  }
  if (failures.length > 0) return failures.join('; ');
  for (const pack of sent) {
    const packGid = gidBySku.get(pack.sku);
    if (pack.ref.kind !== 'pack' || !pack.variant || pack.basePricePence === undefined) continue;
    if (!packGid) continue;
    const { input, planIds } = buildPackSellingPlanGroupInput({
      productTitle: product.title,
      variantTitle: pack.variant.title,
      basePricePence: pack.basePricePence,
      packSize: Number(pack.ref.key) as 1 | 2 | 3,
      merchantCode: pack.sku,
    });
    const result = await client.createSellingPlanGroup(input, [packGid]);
    const group = result.sellingPlanGroup;
    if (!group || result.userErrors.length > 0) {
      return result.userErrors.map((e) => e.message).join('; ') || 'Shopify returned no group';
    }
    const base = { productId: product.id, variantKey: pack.ref.variantKey };
    out.push({ ...base, kind: 'selling_plan_group', key: pack.ref.key, gid: group.id });
    // Plans are matched by name (unique in a group), not by the order Shopify lists them in.
    const planIdByName = new Map(input.sellingPlansToCreate.map((p, i) => [p.name, planIds[i]]));
    for (const plan of group.sellingPlans.nodes) {
      const planId = planIdByName.get(plan.name);
      if (planId) out.push({ ...base, kind: 'selling_plan', key: planId, gid: plan.id });
    }
  }
  return null;
}

/**
 * Runs the export. `onProgress` gets {done, total} before the first product and after each one.
 * Per-product failures (userErrors) are collected; a failure of the whole API (auth, network,
 * persistent throttling) rejects with ShopifyAdminError after saving the ids already received.
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
  const [variants, previousGroups] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([
          db
            .select()
            .from(productVariants)
            .where(inArray(productVariants.productId, ids))
            .orderBy(asc(productVariants.position), asc(productVariants.price)),
          db
            .select()
            .from(shopifyMerchandiseIds)
            .where(eq(shopifyMerchandiseIds.kind, 'selling_plan_group')),
        ]);
  const byProduct = new Map<string, VariantRow[]>();
  for (const v of variants) byProduct.set(v.productId, [...(byProduct.get(v.productId) ?? []), v]);

  const errors: ExportError[] = [];
  const received = new Map<string, IdRow[]>();
  // Asked once, on the first product that must leave the channels.
  let publicationIds: Promise<string[]> | null = null;
  const unpublishEverywhere = async (productGid: string) => {
    publicationIds ??= client.listPublicationIds();
    const ids = await publicationIds;
    if (ids.length === 0) return null;
    const result = await client.unpublish(productGid, ids);
    return result.userErrors.map((e) => e.message).join('; ') || null;
  };
  let exported = 0;
  await options.onProgress?.({ done: 0, total });
  try {
    for (const [index, product] of rows.entries()) {
      const own = byProduct.get(product.id) ?? [];
      const fail = (message: string) =>
        errors.push({ handle: product.handle, title: product.title, message });
      if (own.length === 0) {
        fail('The product has no variants');
      } else {
        const { input, sent } = buildProductSetInput(product, own);
        const result = await client.setProduct(input);
        if (result.userErrors.length > 0 || !result.product) {
          fail(result.userErrors.map((e) => e.message).join('; ') || 'Shopify returned no product');
        } else {
          const gidBySku = new Map(result.product.variants.nodes.map((n) => [n.sku, n.id]));
          const out: IdRow[] = [];
          received.set(product.id, out);
          for (const variant of sent) {
            const gid = gidBySku.get(variant.sku);
            if (gid) out.push({ productId: product.id, ...variant.ref, gid });
          }
          const groupError = await replaceSellingPlanGroups(
            client,
            product,
            previousGroups.filter((g) => g.productId === product.id),
            sent,
            gidBySku,
            out,
          );
          const unpublishError =
            groupError ??
            (isSoldOnlyByDraftOrder(product) ? await unpublishEverywhere(result.product.id) : null);
          if (unpublishError) fail(unpublishError);
          else exported++;
        }
      }
      await options.onProgress?.({ done: index + 1, total });
    }
  } finally {
    await saveReceivedIds(db, received);
  }
  return { exported, total, message: buildExportMessage(exported, total, errors.length), errors };
}

/**
 * One transaction: each exported product's id rows are replaced by what Shopify answered, and
 * the 1-pack's gid becomes the variant's shopify_gid (one UPDATE … FROM (VALUES …)); the
 * catalogue cache is told in the same transaction (the storefront's cart uses the gids).
 */
async function saveReceivedIds(db: Database, received: Map<string, IdRow[]>) {
  if (received.size === 0) return;
  const rows = [...received.values()].flat();
  const base = rows.filter((r) => r.kind === 'pack' && r.key === '1' && UUID.test(r.variantKey));
  const productIds = [...received.keys()];
  await db.transaction(async (tx) => {
    // The ids about to be replaced stay resolvable for orders paid on them (decision 153).
    await tx.execute(sql`
      insert into shopify_retired_merchandise_ids (gid, product_id, variant_key, kind, key)
      select gid, product_id, variant_key, kind, key from shopify_merchandise_ids
      where product_id in (${sql.join(
        productIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )}) and kind <> 'selling_plan_group'
      on conflict (gid) do nothing`);
    await tx.execute(
      sql`delete from shopify_retired_merchandise_ids where retired_at < now() - interval '30 days'`,
    );
    await tx
      .delete(shopifyMerchandiseIds)
      .where(inArray(shopifyMerchandiseIds.productId, productIds));
    if (rows.length > 0) await tx.insert(shopifyMerchandiseIds).values(rows);
    if (base.length > 0) {
      const values = sql.join(
        base.map((g) => sql`(${g.variantKey}::uuid, ${g.gid}::text)`),
        sql`, `,
      );
      await tx.execute(sql`
        with replaced as (
          select pv.id, pv.product_id, pv.shopify_gid as old_gid, v.gid
          from product_variants pv join (values ${values}) as v(id, gid) on pv.id = v.id
          where pv.shopify_gid is distinct from v.gid
          for update of pv
        ), retired as (
          insert into shopify_retired_merchandise_ids (gid, product_id, variant_key, kind, key)
          select old_gid, product_id, id::text, 'pack', '1' from replaced where old_gid is not null
          on conflict (gid) do nothing
        )
        update product_variants pv set shopify_gid = replaced.gid
        from replaced where pv.id = replaced.id`);
    }
    await notifyCatalogueChanged(tx);
  });
}
