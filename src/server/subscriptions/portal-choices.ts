/**
 * What the subscription portal can swap to or add to the next delivery: one rule, read by the
 * choices it lists and by the swap and the add themselves, so the portal never lists what it then
 * refuses, and never adds or swaps to what the shop cannot sell (unpublished, trade or cups, not
 * on Shopify, out of stock). Each refusal says why. docs/decisions/112-stock-never-sold-twice.md
 */
import { eq, inArray } from 'drizzle-orm';
import type { SubscriptionPlanId } from '../../core/api/checkout';
import { DEFAULT_VARIANT_TITLE } from '../../core/cart/cart-line';
import { stockStatusOf } from '../../core/catalog/stock';
import { type Pence, tryParsePence } from '../../core/money';
import { findPlanTerms } from '../../core/pricing/price-cart';
import { isCuppingEquipmentTitle, isWholesaleProduct } from '../../core/pricing/wholesale';
import { products, productVariants } from '../db/schema/catalog';
import { AppError } from '../http/errors';
import {
  derivedGid,
  loadMerchandiseIds,
  type MerchandiseRef,
  refKey,
} from '../shopify/merchandise-ids';
import type { RenewalDeps } from './renewal-shared';

export const NOT_ON_SUBSCRIPTION_MESSAGE = 'This product cannot be delivered on subscription';

/** Retail only: trade (wholesale) products and the cup builder's cups are not subscribed to. */
export function isSoldOnSubscription(row: {
  productTitle: string;
  handle: string;
  tags: string[] | null;
}): boolean {
  return (
    !isWholesaleProduct({ title: row.productTitle, tags: row.tags }) &&
    !isCuppingEquipmentTitle(row.productTitle) &&
    !row.handle.startsWith('cupping-cups')
  );
}

/** A swap keeps the plan (its pack size and selling plan); an add is one-time packs of one. */
export type PortalUse =
  | { kind: 'swap'; planId: SubscriptionPlanId }
  | { kind: 'add'; quantity: number };

export type PortalCandidate = {
  id: string;
  productId: string;
  productTitle: string;
  /** The variant's own title ('Default' for a product's one unnamed variant). */
  title: string;
  /** What the customer reads: the product, and the variant's name when it has a real one. */
  label: string;
  pricePence: Pence | null;
  published: boolean;
  soldOnSubscription: boolean;
  /** Shopify's sellable units (null: not tracked, sold without limit). */
  inventoryQuantity: number | null;
  /** The Shopify id the ref is sold with, or null when it is not on Shopify. */
  gidOf: (ref: MerchandiseRef) => string | null;
};

/** The name of a variant for the customer: never "Default". */
export function portalChoiceLabel(productTitle: string, variantTitle: string): string {
  const title = variantTitle.trim();
  return title === '' || title === DEFAULT_VARIANT_TITLE
    ? productTitle
    : `${productTitle} · ${title}`;
}

/** The variants named, or every variant of a published product, ordered by product and price. */
export async function loadPortalCandidates(
  deps: RenewalDeps,
  variantIds?: readonly string[],
): Promise<PortalCandidate[]> {
  const rows = await deps.db
    .select({
      id: productVariants.id,
      productId: products.id,
      title: productVariants.title,
      price: productVariants.price,
      gid: productVariants.shopifyGid,
      inventoryQuantity: productVariants.inventoryQuantity,
      productTitle: products.title,
      handle: products.handle,
      tags: products.tags,
      published: products.published,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(variantIds ? inArray(productVariants.id, [...variantIds]) : eq(products.published, true))
    .orderBy(products.title, productVariants.price);
  const exported = await loadMerchandiseIds(
    deps.db,
    rows.map((row) => row.id),
  );
  const sandbox = deps.config.shopify.store === null;
  return rows.map((row) => ({
    id: row.id,
    productId: row.productId,
    productTitle: row.productTitle,
    title: row.title,
    label: portalChoiceLabel(row.productTitle, row.title),
    pricePence: tryParsePence(row.price),
    published: row.published,
    soldOnSubscription: isSoldOnSubscription(row),
    inventoryQuantity: row.inventoryQuantity,
    gidOf: (ref) => exported.get(refKey(ref)) ?? (sandbox ? derivedGid(ref, row.gid) : null),
  }));
}

/** The Shopify ids a use of the candidate needs: the pack variant, and a swap's selling plan. */
export function portalGids(candidate: PortalCandidate, use: PortalUse) {
  const pack = use.kind === 'swap' ? findPlanTerms(use.planId).unitsPerDelivery : 1;
  return {
    variantGid: candidate.gidOf({ variantKey: candidate.id, kind: 'pack', key: String(pack) }),
    planGid:
      use.kind === 'swap'
        ? candidate.gidOf({ variantKey: candidate.id, kind: 'selling_plan', key: use.planId })
        : null,
  };
}

/** Why the portal cannot make this use of the candidate, in the customer's words; null: it can. */
export function portalRefusal(candidate: PortalCandidate, use: PortalUse): string | null {
  if (
    !candidate.published ||
    candidate.pricePence === null ||
    candidate.pricePence < 0 ||
    !candidate.soldOnSubscription
  ) {
    return NOT_ON_SUBSCRIPTION_MESSAGE;
  }
  const outcome =
    use.kind === 'swap'
      ? 'your subscription cannot be changed to it'
      : 'it cannot be added to your next delivery';
  const { variantGid, planGid } = portalGids(candidate, use);
  if (variantGid === null || (use.kind === 'swap' && planGid === null)) {
    return `${candidate.label} is not sold online at the moment, so ${outcome}.`;
  }
  const units = candidate.inventoryQuantity;
  if (stockStatusOf(units) === 'out_of_stock') {
    return `${candidate.label} is out of stock, so ${outcome}.`;
  }
  if (use.kind === 'add' && units !== null && use.quantity > units) {
    return `Only ${units} of ${candidate.label} ${units === 1 ? 'is' : 'are'} left, so ${use.quantity} cannot be added to your next delivery.`;
  }
  return null;
}

/** The variant a swap or an add names, when the portal can sell it; else a 422 saying why. */
export async function loadPortalTarget(
  deps: RenewalDeps,
  variantId: string,
  use: PortalUse,
): Promise<PortalCandidate & { pricePence: Pence; variantGid: string; planGid: string | null }> {
  const [candidate] = await loadPortalCandidates(deps, [variantId]);
  const refusal = candidate ? portalRefusal(candidate, use) : NOT_ON_SUBSCRIPTION_MESSAGE;
  const { variantGid, planGid } = candidate
    ? portalGids(candidate, use)
    : { variantGid: null, planGid: null };
  if (!candidate || refusal !== null || candidate.pricePence === null || variantGid === null) {
    const message = refusal ?? NOT_ON_SUBSCRIPTION_MESSAGE;
    throw new AppError('validation_failed', message, {
      status: 422,
      fields: { variantId: [message] },
    });
  }
  return { ...candidate, pricePence: candidate.pricePence, variantGid, planGid };
}
