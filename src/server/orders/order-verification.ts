/**
 * Checks an order Shopify reports against what the shop sells to that buyer
 * (docs/decisions/050-orders-held-until-verified.md). Everything a buyer can write into a
 * Storefront cart (line properties, cart attributes) is ignored for what was bought: the product,
 * variant, units and plan come from the Shopify variant and selling plan ids the shop keeps
 * (shopify_merchandise_ids, and the ids derived from the base gid the built-in sandbox sells).
 * The lines are priced again with priceCart for the buyer the server signed, and the order is
 * held when any check fails.
 */
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { PricedLine, PurchaseIntent, SubscriptionPlanId } from '../../core/api/checkout';
import { SUBSCRIPTION_PLAN_IDS } from '../../core/api/checkout';
import { formatGBP } from '../../core/money';
import {
  findPlanTerms,
  type PricingVariant,
  packOptionId,
  priceCart,
} from '../../core/pricing/price-cart';
import { loadCheckoutViewer, loadPricingVariantsByIds } from '../checkout/service';
import type { Database } from '../db/client';
import { productVariants } from '../db/schema/catalog';
import { shopifyMerchandiseIds, shopifyRetiredMerchandiseIds } from '../db/schema/shopify';
import {
  CUP_BLOCK,
  cupTierVariantGid,
  listCupTierVariants,
  packVariantGid,
  SELLING_PLAN_GID_PREFIX,
  sellingPlanGid,
  VARIANT_GID_PREFIX,
} from '../shopify/merchandise';
import type { MerchandiseRef } from '../shopify/merchandise-ids';
import type { OrderWebhookPayload } from './webhook-payload';

type PayloadLine = OrderWebhookPayload['line_items'][number];

/** What a line is, as the shop's own ids say. */
export type VerifiedLine = {
  /** product_variants.id (null for a cup size or an id the shop does not know). */
  variantId: string | null;
  productId: string | null;
  /** 'onetime' / 'onetime-2month' / 'subscribe-2month' / 'cups' / 'trade', or null. */
  purchaseOption: string | null;
  /** Units shipped: quantity × units per item of the variant (quantity when unknown). */
  units: number | null;
  /** The subscription plan id of the line's selling plan, when it is one of the shop's. */
  planId: SubscriptionPlanId | null;
};

export type OrderVerification = {
  lines: VerifiedLine[];
  isTrade: boolean;
  /** Each failed check in words for staff; empty when the order is what the shop sold. */
  holdReasons: string[];
};

const variantGid = (id: PayloadLine['variant_id']) =>
  id === null || id === undefined ? null : `${VARIANT_GID_PREFIX}${id}`;
const planGid = (line: PayloadLine) => {
  const id = line.selling_plan_id;
  return id === null || id === undefined ? null : `${SELLING_PLAN_GID_PREFIX}${id}`;
};

/** gid → the ref it was exported or derived as, for the gids of this order. */
async function resolveRefs(
  db: Database,
  gids: string[],
  sandbox: boolean,
): Promise<{ refs: Map<string, MerchandiseRef>; productOf: Map<string, string> }> {
  const refs = new Map<string, MerchandiseRef>();
  const productOf = new Map<string, string>();
  if (gids.length === 0) return { refs, productOf };
  const refColumns = <T extends typeof shopifyMerchandiseIds | typeof shopifyRetiredMerchandiseIds>(
    t: T,
    retired: boolean,
  ) => ({
    gid: t.gid,
    productId: t.productId,
    variantKey: t.variantKey,
    kind: t.kind,
    key: t.key,
    retired: sql<boolean>`${retired}`.as('retired'),
  });
  const [known, variants] = await Promise.all([
    // The last export's ids, and (one statement) the ids an export replaced after the order was
    // paid; the sandbox derives from every replaced base id too.
    db
      .select(refColumns(shopifyMerchandiseIds, false))
      .from(shopifyMerchandiseIds)
      .where(inArray(shopifyMerchandiseIds.gid, gids))
      .unionAll(
        db
          .select(refColumns(shopifyRetiredMerchandiseIds, true))
          .from(shopifyRetiredMerchandiseIds)
          .where(
            sandbox
              ? or(
                  inArray(shopifyRetiredMerchandiseIds.gid, gids),
                  and(
                    eq(shopifyRetiredMerchandiseIds.kind, 'pack'),
                    eq(shopifyRetiredMerchandiseIds.key, '1'),
                  ),
                )
              : inArray(shopifyRetiredMerchandiseIds.gid, gids),
          ),
      ),
    // The built-in sandbox sells ids derived from every base gid: read them all to derive.
    db
      .select({
        id: productVariants.id,
        productId: productVariants.productId,
        gid: productVariants.shopifyGid,
      })
      .from(productVariants)
      .where(sandbox ? undefined : inArray(productVariants.shopifyGid, gids)),
  ]);
  /** The ids a base (1-pack) gid names: itself, and in the sandbox the ids derived from it. */
  const setBase = (variantId: string, base: string) => {
    refs.set(base, { variantKey: variantId, kind: 'pack', key: '1' });
    if (!sandbox) return;
    for (const size of [2, 3] as const) {
      refs.set(packVariantGid(base, size), {
        variantKey: variantId,
        kind: 'pack',
        key: String(size),
      });
    }
    for (const planId of SUBSCRIPTION_PLAN_IDS) {
      refs.set(sellingPlanGid(base, planId), {
        variantKey: variantId,
        kind: 'selling_plan',
        key: planId,
      });
    }
  };
  const exported = known.filter((row) => !row.retired);
  // Replaced ids first: anything current wins over them.
  for (const row of known.filter((r) => r.retired)) {
    if (row.kind !== 'cup_tier') productOf.set(row.variantKey, row.productId);
    if (row.kind === 'pack' && row.key === '1') setBase(row.variantKey, row.gid);
    else refs.set(row.gid, { variantKey: row.variantKey, kind: row.kind, key: row.key });
  }
  for (const variant of variants) {
    productOf.set(variant.id, variant.productId);
    if (variant.gid) setBase(variant.id, variant.gid);
  }
  if (sandbox) {
    for (const { entry } of listCupTierVariants()) {
      if (entry.kind !== 'cup') continue;
      refs.set(cupTierVariantGid(entry.cupVariantId, entry.tierQuantity), {
        variantKey: entry.cupVariantId,
        kind: 'cup_tier',
        key: String(entry.tierQuantity),
      });
    }
  }
  // What the last export kept wins over anything derived.
  for (const row of exported) {
    refs.set(row.gid, { variantKey: row.variantKey, kind: row.kind, key: row.key });
    if (row.kind !== 'cup_tier') productOf.set(row.variantKey, row.productId);
  }
  return { refs, productOf };
}

function describe(line: PayloadLine, index: number): string {
  const name = line.variant_title ? `${line.title} (${line.variant_title})` : line.title;
  return `Line ${index + 1}, ${name}`;
}

/** What the shop's database says about an order's ids and its buyer: everything verifyOrder reads. */
export type OrderReferences = {
  /** Shopify gid → the shop's ref it was exported (or, in the sandbox, derived) as. */
  refs: ReadonlyMap<string, MerchandiseRef>;
  /** product_variants.id → products.id. */
  productOf: ReadonlyMap<string, string>;
  /** The published variants the refs name, keyed by local id (cup sizes are priceCart's own). */
  variants: ReadonlyMap<string, PricingVariant>;
  /** The signed buyer is an approved trade account. */
  isApprovedTrade: boolean;
};

const lineGids = (payload: OrderWebhookPayload) => [
  ...new Set(
    payload.line_items.flatMap((line) =>
      [variantGid(line.variant_id), planGid(line)].filter((g): g is string => g !== null),
    ),
  ),
];

/** Reads the references of an order (a few queries) for verifyOrder. */
export async function resolveOrderReferences(options: {
  db: Database;
  payload: OrderWebhookPayload;
  signed: { userId: string | null } | null;
  sandbox: boolean;
}): Promise<OrderReferences> {
  const { db, payload, signed } = options;
  const { refs, productOf } = await resolveRefs(db, lineGids(payload), options.sandbox);
  const variantKeys = lineGids(payload).flatMap((gid) => refs.get(gid)?.variantKey ?? []);
  const [variants, viewer] = await Promise.all([
    loadPricingVariantsByIds(db, variantKeys),
    signed?.userId ? loadCheckoutViewer(db, signed.userId) : null,
  ]);
  return { refs, productOf, variants, isApprovedTrade: viewer?.isApprovedTrade === true };
}

/**
 * Verify an order against its resolved references: the signature (checked by the caller:
 * `signed`), each line's ids, and each line's price against priceCart for the signed buyer.
 * `signed.userId` null: a guest checkout the server signed; `signed` null: no valid signature.
 * Pure: one hold reason per failed check, in words for staff.
 */
export function verifyOrder(options: {
  payload: OrderWebhookPayload;
  signed: { userId: string | null } | null;
  references: OrderReferences;
}): OrderVerification {
  const { payload, signed } = options;
  const { refs, productOf, variants, isApprovedTrade } = options.references;
  const reasons: string[] = [];
  if (signed === null) {
    reasons.push(
      'The cart was not built by the shop: its signature is missing or does not match its lines.',
    );
  }

  // Rebuild each line's purchase intent from the ids alone.
  const intents: (PurchaseIntent | null)[] = payload.line_items.map((line, index) => {
    const gid = variantGid(line.variant_id);
    const ref = gid === null ? undefined : refs.get(gid);
    const planGidOfLine = planGid(line);
    const planRef = planGidOfLine === null ? undefined : refs.get(planGidOfLine);
    if (!ref || ref.kind === 'selling_plan' || ref.kind === 'selling_plan_group') {
      reasons.push(`${describe(line, index)}: not a product variant the shop sells.`);
      return null;
    }
    if (ref.kind === 'cup_tier') {
      return { kind: 'cups', variantId: ref.variantKey, cups: line.quantity * CUP_BLOCK };
    }
    const packSize = Number(ref.key) as 1 | 2 | 3;
    if (planGidOfLine !== null) {
      const planId = planRef?.kind === 'selling_plan' ? (planRef.key as SubscriptionPlanId) : null;
      if (
        planId === null ||
        planRef?.variantKey !== ref.variantKey ||
        findPlanTerms(planId).unitsPerDelivery !== packSize
      ) {
        reasons.push(`${describe(line, index)}: not a subscription plan the shop sells for it.`);
        return null;
      }
      return { kind: 'subscription', variantId: ref.variantKey, planId, quantity: line.quantity };
    }
    return { kind: 'one-time', variantId: ref.variantKey, packSize, quantity: line.quantity };
  });

  // A wholesale product is only ever sold at its trade price (one unit per item).
  const asSold = intents.map((intent): PurchaseIntent | null => {
    if (intent?.kind === 'one-time' && variants.get(intent.variantId)?.isWholesale) {
      if (intent.packSize !== 1) return null;
      return { kind: 'trade', variantId: intent.variantId, quantity: intent.quantity };
    }
    return intent;
  });
  const pricedIntents = asSold.filter((intent): intent is PurchaseIntent => intent !== null);
  let priced: PricedLine[] = [];
  try {
    const pricing = priceCart(pricedIntents, (id) => variants.get(id) ?? null, {
      isApprovedTrade,
    });
    priced = pricing.lines;
    for (const problem of pricing.problems) {
      // Stock is read after this very order took it: never a reason to hold.
      if (problem.code === 'out_of_stock' || problem.index !== null) continue;
      reasons.push(problem.message);
    }
  } catch {
    reasons.push('The order could not be priced by the shop (quantities out of range).');
  }

  let pricedIndex = 0;
  const lines = payload.line_items.map((line, index): VerifiedLine => {
    const intent = asSold[index] ?? null;
    if (intent === null) {
      if (intents[index] !== null) {
        reasons.push(`${describe(line, index)}: wholesale products are sold one by one.`);
      }
      return { variantId: null, productId: null, purchaseOption: null, units: null, planId: null };
    }
    const pricedLine = priced[pricedIndex++];
    if (pricedLine && !pricedLine.available && pricedLine.reason !== 'out_of_stock') {
      const why =
        pricedLine.reason === 'trade_only'
          ? 'trade prices are for approved trade accounts only'
          : pricedLine.reason === 'not_trade_product'
            ? 'not a trade product'
            : 'not a product the shop sells';
      reasons.push(`${describe(line, index)}: ${why}.`);
    } else if (pricedLine) {
      const paid = BigInt(line.price) * BigInt(line.quantity);
      if (paid < BigInt(pricedLine.lineTotalPence)) {
        reasons.push(
          `${describe(line, index)}: paid ${formatGBP(Number(paid))}, the shop's price is ${formatGBP(pricedLine.lineTotalPence)}.`,
        );
      }
    }
    const isCups = intent.kind === 'cups';
    const unitsPerItem =
      intent.kind === 'cups'
        ? CUP_BLOCK
        : intent.kind === 'one-time'
          ? intent.packSize
          : intent.kind === 'subscription'
            ? findPlanTerms(intent.planId).unitsPerDelivery
            : 1;
    const unitsBig = BigInt(line.quantity) * BigInt(unitsPerItem);
    return {
      variantId: isCups ? null : intent.variantId,
      productId: isCups ? null : (productOf.get(intent.variantId) ?? null),
      purchaseOption:
        intent.kind === 'one-time'
          ? packOptionId(intent.packSize)
          : intent.kind === 'subscription'
            ? intent.planId
            : intent.kind,
      units: unitsBig <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(unitsBig) : null,
      planId: intent.kind === 'subscription' ? intent.planId : null,
    };
  });
  return {
    lines,
    isTrade: asSold.some((intent) => intent?.kind === 'trade'),
    holdReasons: [...new Set(reasons)],
  };
}

/**
 * An order Shopify took although its stock could not cover it (a real store's race: a sale the
 * checkout did not refuse, or an order created ignoring the inventory policy) leaves Shopify's
 * `available` below zero: each such line is a reason to hold the order, so staff restock or
 * cancel before it ships. `stockAfter` is Shopify's sellable quantity of each variant gid read
 * after the order (null: not tracked). docs/decisions/112-stock-never-sold-twice.md
 */
export function oversoldHoldReasons(
  payload: Pick<OrderWebhookPayload, 'line_items'>,
  stockAfter: ReadonlyMap<string, number | null>,
): string[] {
  return payload.line_items.flatMap((line, index) => {
    const gid = variantGid(line.variant_id);
    const available = gid === null ? null : (stockAfter.get(gid) ?? null);
    if (available === null || available >= 0) return [];
    const short = Math.min(line.quantity, -available);
    return [
      `${describe(line, index)}: oversold. Shopify's stock fell to ${available} with this order, so ${short} of the ${line.quantity} ordered ${short === 1 ? 'is' : 'are'} not in stock. Restock it or cancel the order before it ships.`,
    ];
  });
}
