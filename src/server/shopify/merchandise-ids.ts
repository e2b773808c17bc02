/**
 * Which Shopify ids a priced line is sold with. The product export keeps
 * the ids Shopify answered in `shopify_merchandise_ids`; the checkout reads them here. A line
 * whose id the table lacks (a product never exported) cannot be sold, except against the
 * built-in sandbox, which also understands the ids derived from the base variant gid
 * (merchandise.ts), so the seeded shop sells before anyone exports.
 */
import { inArray } from 'drizzle-orm';
import type { PricedLine } from '../../core/api/checkout';
import { selectActiveTier } from '../../core/pricing/cup-tiers';
import { findPlanTerms } from '../../core/pricing/price-cart';
import type { Database } from '../db/client';
import { type ShopifyMerchandiseKind, shopifyMerchandiseIds } from '../db/schema/shopify';
import { cupTierVariantGid, packVariantGid, sellingPlanGid } from './merchandise';

export type MerchandiseRef = { variantKey: string; kind: ShopifyMerchandiseKind; key: string };

export const NOT_EXPORTED_MESSAGE =
  'is not available to buy online yet: it has not been exported to our Shopify store. Please remove it from your basket or contact us.';

export function refKey(ref: MerchandiseRef): string {
  return `${ref.variantKey}|${ref.kind}|${ref.key}`;
}

/** The refs of a line: the variant it is sold as, and the selling plan of a subscription. */
export function refsOfLine(
  line: PricedLine,
  totalCups: number,
): { merchandise: MerchandiseRef; sellingPlan: MerchandiseRef | null } {
  const intent = line.intent;
  const variantKey = intent.variantId;
  if (intent.kind === 'cups') {
    const tier = selectActiveTier(totalCups);
    return {
      merchandise: { variantKey, kind: 'cup_tier', key: String(tier.quantity) },
      sellingPlan: null,
    };
  }
  if (intent.kind === 'one-time') {
    return {
      merchandise: { variantKey, kind: 'pack', key: String(intent.packSize) },
      sellingPlan: null,
    };
  }
  if (intent.kind === 'subscription') {
    const units = findPlanTerms(intent.planId).unitsPerDelivery;
    return {
      merchandise: { variantKey, kind: 'pack', key: String(units) },
      sellingPlan: { variantKey, kind: 'selling_plan', key: intent.planId },
    };
  }
  return { merchandise: { variantKey, kind: 'pack', key: '1' }, sellingPlan: null };
}

/** The exported ids of these variants (one query), by refKey. */
export async function loadMerchandiseIds(
  db: Pick<Database, 'select'>,
  variantKeys: readonly string[],
): Promise<Map<string, string>> {
  const keys = [...new Set(variantKeys)];
  if (keys.length === 0) return new Map();
  const rows = await db
    .select()
    .from(shopifyMerchandiseIds)
    .where(inArray(shopifyMerchandiseIds.variantKey, keys));
  return new Map(rows.map((row) => [refKey(row), row.gid]));
}

/** The sandbox's derived id of a ref (null when the base variant has no gid). */
export function derivedGid(ref: MerchandiseRef, baseGid: string | null): string | null {
  if (ref.kind === 'cup_tier') return cupTierVariantGid(ref.variantKey, Number(ref.key));
  if (!baseGid) return null;
  if (ref.kind === 'pack') return packVariantGid(baseGid, Number(ref.key) as 1 | 2 | 3);
  if (ref.kind === 'selling_plan') {
    return sellingPlanGid(baseGid, ref.key as Parameters<typeof sellingPlanGid>[1]);
  }
  return null;
}

export type LineMerchandise = { merchandiseId: string; sellingPlanId: string | null };

/**
 * The ids of every line, or the indexes of the lines that have none. `sandbox`: fall back to
 * the derived ids for a variant the table does not know.
 */
export async function resolveLineMerchandise(options: {
  db: Pick<Database, 'select'>;
  lines: readonly PricedLine[];
  baseGidOf: (variantId: string) => string | null;
  sandbox: boolean;
}): Promise<{ ids: LineMerchandise[]; missing: number[] }> {
  const totalCups = options.lines.reduce(
    (sum, line) => sum + (line.intent.kind === 'cups' ? line.intent.cups : 0),
    0,
  );
  const table = await loadMerchandiseIds(
    options.db,
    options.lines.map((line) => line.intent.variantId),
  );
  const gidOf = (ref: MerchandiseRef) =>
    table.get(refKey(ref)) ??
    (options.sandbox ? derivedGid(ref, options.baseGidOf(ref.variantKey)) : null);
  const ids: LineMerchandise[] = [];
  const missing: number[] = [];
  options.lines.forEach((line, index) => {
    const refs = refsOfLine(line, totalCups);
    const merchandiseId = gidOf(refs.merchandise);
    const sellingPlanId = refs.sellingPlan ? gidOf(refs.sellingPlan) : null;
    if (!merchandiseId || (refs.sellingPlan && !sellingPlanId)) missing.push(index);
    ids.push({ merchandiseId: merchandiseId ?? '', sellingPlanId });
  });
  return { ids, missing };
}
