/**
 * What the sandbox store sells: the shop's catalogue as the product export leaves it, with which
 * variants are published to the Storefront channel.
 */
import { eq } from 'drizzle-orm';
import { SUBSCRIPTION_PLAN_IDS } from '../core/api/checkout';
import { CUP_SIZES } from '../core/content/cup-sizes';
import { tryParsePence } from '../core/money';
import {
  computeOneTimePackPence,
  computePlanDeliveryPence,
  findPlanTerms,
} from '../core/pricing/price-cart';
import { minimumTermDeliveries } from '../core/subscriptions/minimum-term';
import type { AppDeps } from '../server/app-deps';
import { products, productVariants } from '../server/db/schema/catalog';
import { isSoldOnlyByDraftOrder } from '../server/shopify/export-input';
import { listCupTierVariants } from '../server/shopify/merchandise';
import {
  derivedGid,
  loadMerchandiseIds,
  type MerchandiseRef,
  refKey,
} from '../server/shopify/merchandise-ids';
import { sellingPlanDisplayName } from '../server/shopify/selling-plans';
import type { SandboxPlanOffer, SandboxVariant } from './shop-state';

/**
 * The store's catalogue as the product export leaves it (see shopify/export.ts): every published
 * variant as the 1-pack, its 2- and 3-pack variants priced at the pack total, one selling plan
 * group per pack variant (PRICE = the plan's delivery total), and the cup-tier variants. Their
 * ids are the ones the last export kept in shopify_merchandise_ids (so they survive a restart of
 * this in-memory sandbox), else the ids derived from the base gid (merchandise.ts), which the
 * seeded shop sells before any export. Read from the shop's database on each cartCreate and
 * draftOrderCreate. `storefront: false`: the variant is not published to the Storefront channel
 * (trade and cup-builder products, cup tiers), so only a draft order sells it.
 */
export async function loadSandboxCatalogue(deps: Pick<AppDeps, 'db'>) {
  const rows = await deps.db
    .select({
      id: productVariants.id,
      gid: productVariants.shopifyGid,
      variantTitle: productVariants.title,
      price: productVariants.price,
      productTitle: products.title,
      handle: products.handle,
      tags: products.tags,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(eq(products.published, true));
  const exported = await loadMerchandiseIds(deps.db, [
    ...rows.map((row) => row.id),
    ...CUP_SIZES.map((cup) => cup.variantId),
  ]);
  const gidOf = (ref: MerchandiseRef, baseGid: string | null) =>
    exported.get(refKey(ref)) ?? derivedGid(ref, baseGid);
  const variants = new Map<string, SandboxVariant>();
  for (const row of rows) {
    const base = tryParsePence(row.price);
    if (base === null) continue;
    // What the export keeps off the sales channels (export-input.ts), refused here too.
    const draftOnly = isSoldOnlyByDraftOrder({ ...row, title: row.productTitle });
    for (const packSize of [1, 2, 3] as const) {
      const plans = new Map<string, SandboxPlanOffer>();
      for (const planId of SUBSCRIPTION_PLAN_IDS) {
        const terms = findPlanTerms(planId);
        const planGid = gidOf({ variantKey: row.id, kind: 'selling_plan', key: planId }, row.gid);
        if (terms.unitsPerDelivery !== packSize || !planGid) continue;
        plans.set(planGid, {
          name: sellingPlanDisplayName(planId),
          pricePence: computePlanDeliveryPence(base, planId),
          intervalDays: terms.frequencyDays,
          minCycles: minimumTermDeliveries(terms.frequencyDays),
        });
      }
      const gid = gidOf({ variantKey: row.id, kind: 'pack', key: String(packSize) }, row.gid);
      if (!gid || variants.has(gid)) continue;
      variants.set(gid, {
        // Trade and cup-builder products are unpublished: draft orders sell them.
        storefront: !draftOnly,
        productTitle: row.productTitle,
        variantTitle: packSize === 1 ? row.variantTitle : `${row.variantTitle} / ${packSize}-pack`,
        pricePence: computeOneTimePackPence(base, packSize),
        plans,
      });
    }
  }
  for (const { gid: derived, entry } of listCupTierVariants()) {
    if (entry.kind !== 'cup') continue;
    const key = String(entry.tierQuantity);
    const ref: MerchandiseRef = { variantKey: entry.cupVariantId, kind: 'cup_tier', key };
    variants.set(exported.get(refKey(ref)) ?? derived, {
      // A tier's price depends on how many cups the whole order has: draft orders only.
      storefront: false,
      productTitle: 'Professional Cupping Cups',
      variantTitle: entry.title,
      pricePence: entry.pricePence,
      plans: new Map(),
    });
  }
  return { variants };
}
