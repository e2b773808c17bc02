/**
 * Orders from the storefront's orders/create webhook (docs/spec/shopify.md §2): one statement writes the
 * processed webhook id, the order, its items and, for every line bought on a subscription plan,
 * a subscription with its item. Real Shopify stores and the sandbox send the same payload.
 */

import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import { SHOPIFY_VARIANT_GID_PREFIX } from '../../core/cart/cart-line';
import { toLondonDate } from '../../core/dates';
import { formatGBP, formatPenceAsDecimal } from '../../core/money';
import { findPlanTerms } from '../../core/pricing/price-cart';
import { nextChargeAfterPayment } from '../../core/subscriptions/plan-dates';
import type { Database } from '../db/client';
import { preparedSql } from '../db/prepared';
import { type RecordsetRow, recordset } from '../db/recordset';
import { users } from '../db/schema/auth';
import { products } from '../db/schema/catalog';
import {
  type OrderShippingAddress,
  orderItems,
  orders,
  processedWebhooks,
  subscriptionItems,
  subscriptions,
} from '../db/schema/orders';
import { CART_PRICED_TOTAL_KEY, CART_TOKEN_KEY } from '../shopify/merchandise';
import { sellingPlanDisplayName } from '../shopify/selling-plans';
import { oversoldHoldReasons, resolveOrderReferences, verifyOrder } from './order-verification';
import {
  findSignedUserId,
  isRenewalOrder,
  type OrderWebhookPayload,
  readCount,
  readProperty,
} from './webhook-payload';

// The sandbox checkout imports the calendar from here (src/core/subscriptions/plan-dates.ts).
export { parsePlanFrequencyDays } from '../../core/subscriptions/plan-dates';

export const ORDERS_CREATE_TOPIC = 'orders/create';

const INT4_MAX = 2_147_483_647;

/** a × b − c exactly; null when the result is not a safe integer (absurd quantities). */
function safeLineTotal(price: number, quantity: number, discount: number): number | null {
  const result = BigInt(price) * BigInt(quantity) - BigInt(discount);
  return result <= BigInt(Number.MAX_SAFE_INTEGER) && result >= 0n ? Number(result) : null;
}

const ORDER_ROWS = recordset(orders, [
  'id',
  'userId',
  'email',
  'shopifyOrderId',
  'orderNumber',
  'status',
  'holdReasons',
  'totalAmount',
  'totalPence',
  'pricedTotalPence',
  'priceMismatch',
  'discountCode',
  'discountPence',
  'currency',
  'shippingAddress',
  'orderType',
  'cartToken',
  'createdAt',
]);
const ITEM_KEYS = [
  'orderId',
  'productTitle',
  'variantTitle',
  'quantity',
  'price',
  'shopifyVariantId',
  'subscriptionPlan',
  'productId',
  'variantId',
  'purchaseOption',
  'units',
  'unitPricePence',
  'discountPence',
  'lineTotalPence',
  'sellingPlanId',
  'sellingPlanName',
  'vatRatePercent',
] as const;
type ItemKey = (typeof ITEM_KEYS)[number];
const ITEM_ROWS = recordset(orderItems, ITEM_KEYS);
const SUBSCRIPTION_KEYS = [
  'id',
  'userId',
  'email',
  'orderId',
  'status',
  'frequencyDays',
  'nextDeliveryDate',
  'minimumEndDate',
  'createdAt',
  'updatedAt',
] as const;
type SubscriptionKey = (typeof SUBSCRIPTION_KEYS)[number];
const SUBSCRIPTION_ROWS = recordset(subscriptions, SUBSCRIPTION_KEYS);
const SUBSCRIPTION_ITEM_KEYS = [
  'subscriptionId',
  'productId',
  'variantId',
  'productTitle',
  'variantTitle',
  'quantity',
  'priceAtSubscribe',
  'planId',
  'packs',
] as const;
type SubscriptionItemKey = (typeof SUBSCRIPTION_ITEM_KEYS)[number];
const SUBSCRIPTION_ITEM_ROWS = recordset(subscriptionItems, SUBSCRIPTION_ITEM_KEYS);

/**
 * One statement (decision 141): the webhook id, the order, its lines and any subscriptions it
 * starts (parents first), each insert only once the one before it wrote, so a webhook id seen
 * before, or the same Shopify order under a new id, stores nothing else ('duplicate'). Atomic as
 * the transaction of five round trips it replaces, and prepared once.
 */
function preparedStoreOrder(db: Database) {
  return preparedSql<{ claimed: boolean; inserted: boolean }>(db, 'store_order', () => {
    const afterOrder = sql`where exists (select 1 from inserted)`;
    return sql`
      with claimed as (
        insert into ${processedWebhooks} (webhook_id, topic)
        values (${sql.placeholder('webhookId')}, ${sql.placeholder('topic')})
        on conflict do nothing returning webhook_id
      ),
      inserted as (
        ${ORDER_ROWS.insert(sql.placeholder('order'))} where exists (select 1 from claimed)
        on conflict (shopify_order_id) do nothing returning id
      ),
      items as (${ITEM_ROWS.insert(sql.placeholder('items'))} ${afterOrder}),
      started as (${SUBSCRIPTION_ROWS.insert(sql.placeholder('subscriptions'))} ${afterOrder}),
      started_items as (
        ${SUBSCRIPTION_ITEM_ROWS.insert(sql.placeholder('subscriptionItems'))} ${afterOrder}
      )
      select exists (select 1 from claimed) as claimed, exists (select 1 from inserted) as inserted`;
  });
}

export type CreateOrderResult =
  | {
      status: 'created';
      orderId: string;
      subscriptionIds: string[];
      priceMismatch: boolean;
      chargedPence: number | null;
      pricedTotalPence: number | null;
      /** Why the order is held; empty when it counts (order-verification.ts). */
      holdReasons: string[];
    }
  | { status: 'duplicate' };

/**
 * Store an orders/create webhook. A webhook id or Shopify order id seen before changes nothing
 * ('duplicate'). Everything is written in one statement. The order is linked to an account only
 * through the server-signed cart attributes (findSignedUserId), never by the typed email. Each
 * line's product, variant, purchase option, units and plan come from its Shopify ids
 * (verifyOrder), never from line properties; prices are kept in integer pence. An order that
 * fails a check is stored 'on_hold' with its reasons; a renewal Shopify billed from a contract
 * (source_name 'subscription_contract') is the contract's, not a cart's, and is not held.
 * Absurd quantities are stored (bigint), never rejected.
 */
export async function createOrderFromWebhook(
  db: Database,
  options: {
    webhookId: string;
    topic: string;
    payload: OrderWebhookPayload;
    secret: string;
    /** The built-in sandbox sells ids derived from the base gid (merchandise-ids.ts). */
    sandbox?: boolean;
    /**
     * Shopify's sellable quantity of the order's variant gids, read after the sale (null: not
     * tracked); a line that left it below zero holds the order (oversoldHoldReasons).
     */
    stockAfterSale?: ReadonlyMap<string, number | null>;
  },
): Promise<CreateOrderResult> {
  const { webhookId, topic, payload } = options;
  const email = (payload.email ?? payload.customer?.email ?? '').trim().toLowerCase();
  const createdAt = payload.created_at ? new Date(payload.created_at) : new Date();
  const gidOf = (line: OrderWebhookPayload['line_items'][number]) =>
    line.variant_id === null || line.variant_id === undefined
      ? null
      : `${SHOPIFY_VARIANT_GID_PREFIX}${line.variant_id}`;
  const signed = findSignedUserId(payload, options.secret);
  const isRenewal = isRenewalOrder(payload);

  // Reads first (outside the transaction, a few queries, never in a loop).
  const verification = verifyOrder({
    payload,
    signed,
    references: await resolveOrderReferences({
      db,
      payload,
      signed,
      sandbox: options.sandbox ?? false,
    }),
  });
  const holdReasons = isRenewal
    ? []
    : [
        ...verification.holdReasons,
        ...oversoldHoldReasons(payload, options.stockAfterSale ?? new Map()),
      ];
  const customerRows =
    signed?.userId == null
      ? []
      : await db
          .select({ userId: users.id })
          .from(users)
          .where(eq(users.id, signed.userId))
          .limit(1);
  // Each verified product's VAT rate, kept with its line for the invoice (core/pricing/vat.ts).
  const productIds = [
    ...new Set(
      verification.lines.map((l) => l.productId).filter((id): id is string => id !== null),
    ),
  ];
  const vatRows =
    productIds.length === 0
      ? []
      : await db
          .select({ id: products.id, vatRatePercent: products.vatRatePercent })
          .from(products)
          .where(inArray(products.id, productIds));
  const vatRateOf = new Map(vatRows.map((row) => [row.id, row.vatRatePercent]));
  const customer = customerRows[0];

  const orderId = randomUUID();
  const createdDate = toLondonDate(createdAt);
  const subscriptionRows: RecordsetRow<typeof subscriptions, SubscriptionKey>[] = [];
  const subscriptionItemRows: RecordsetRow<typeof subscriptionItems, SubscriptionItemKey>[] = [];
  let lineMismatch = false;
  const lineTotals: (number | null)[] = [];
  const itemRows = payload.line_items.map(
    (line, index): RecordsetRow<typeof orderItems, ItemKey> => {
      const gid = gidOf(line);
      const verified = verification.lines[index];
      const units = verified?.units ?? line.quantity;
      const discount = (line.discount_allocations ?? []).reduce((sum, d) => sum + d.amount, 0);
      const lineTotal = safeLineTotal(line.price, line.quantity, discount);
      lineTotals.push(lineTotal);
      if (lineTotal === null) lineMismatch = true;
      const sellingPlanId =
        line.selling_plan_id === null || line.selling_plan_id === undefined
          ? null
          : `gid://shopify/SellingPlan/${line.selling_plan_id}`;
      const isSubscription = sellingPlanId !== null;
      // The plan is the shop's own, named by the selling plan id the shop created and kept (and
      // the server signed into the cart): Shopify's order carries no plan name, and a frequency is
      // never guessed. A plan the shop cannot name starts no subscription; verifyOrder holds the
      // order for staff (docs/decisions/130-webhook-payloads-as-shopify-documents-them.md).
      const planId = verified?.planId ?? null;
      const planText = planId ? sellingPlanDisplayName(planId) : null;
      if (isSubscription && !isRenewal && planId === null) {
        holdReasons.push(
          `Line ${index + 1}, ${line.title}: bought on a selling plan the shop does not know (${sellingPlanId}); no subscription was started.`,
        );
      }
      if (isSubscription && !isRenewal && planId !== null) {
        const frequencyDays = findPlanTerms(planId).frequencyDays;
        const subscriptionId = randomUUID();
        subscriptionRows.push({
          id: subscriptionId,
          userId: customer?.userId ?? null,
          email,
          orderId,
          status: 'active',
          frequencyDays,
          nextDeliveryDate: nextChargeAfterPayment(createdDate, frequencyDays),
          // Not read any more: the term is computed from what was paid (subscriptions/minimum-terms.ts).
          minimumEndDate: createdDate,
          createdAt,
          updatedAt: createdAt,
        });
        subscriptionItemRows.push({
          subscriptionId,
          productId: verified?.productId ?? null,
          variantId: verified?.variantId ?? null,
          productTitle: line.title,
          variantTitle: line.variant_title,
          quantity: Math.min(units ?? INT4_MAX, INT4_MAX),
          priceAtSubscribe: formatPenceAsDecimal(line.price),
          planId,
          packs: Math.min(line.quantity, INT4_MAX),
        });
      }
      return {
        orderId,
        productTitle: line.title,
        variantTitle: line.variant_title,
        quantity: line.quantity,
        price: formatPenceAsDecimal(line.price),
        shopifyVariantId: gid,
        subscriptionPlan: isSubscription ? planText : null,
        productId: verified?.productId ?? null,
        variantId: verified?.variantId ?? null,
        purchaseOption: verified?.purchaseOption ?? null,
        units,
        unitPricePence: line.price,
        discountPence: discount,
        lineTotalPence: lineTotal,
        sellingPlanId,
        sellingPlanName: planText,
        vatRatePercent: verified?.productId ? (vatRateOf.get(verified.productId) ?? null) : null,
      };
    },
  );

  const shippingAddress: OrderShippingAddress | null = payload.shipping_address ?? null;
  const linesSum = lineTotals.every((t) => t !== null)
    ? lineTotals.reduce<number>((sum, t) => sum + (t ?? 0), 0)
    : null;
  const chargedPence = payload.subtotal_price ?? linesSum;
  // The priced total counts only when the server's signature covers it.
  const pricedTotalPence =
    signed === null
      ? null
      : readCount(readProperty(payload.note_attributes, CART_PRICED_TOTAL_KEY));
  const priceMismatch =
    lineMismatch ||
    (pricedTotalPence !== null && (chargedPence === null || chargedPence !== pricedTotalPence));
  if (priceMismatch && !isRenewal) {
    holdReasons.push(
      `Shopify charged ${chargedPence === null ? 'an unreadable amount' : formatGBP(chargedPence)}, the shop priced ${pricedTotalPence === null ? 'nothing' : formatGBP(pricedTotalPence)}.`,
    );
  }
  const isTrade = verification.isTrade;
  const codes = payload.discount_codes ?? [];
  const discountCode = codes.length > 0 ? codes.map((entry) => entry.code).join(', ') : null;
  const discountPence =
    payload.total_discounts ??
    (codes.length > 0 ? codes.reduce((sum, e) => sum + e.amount, 0) : null);

  const [written] = await preparedStoreOrder(db).execute({
    webhookId,
    topic,
    order: ORDER_ROWS.json([
      {
        id: orderId,
        userId: customer?.userId ?? null,
        email,
        shopifyOrderId: String(payload.id),
        orderNumber: String(payload.order_number),
        status: holdReasons.length > 0 ? 'on_hold' : 'pending',
        holdReasons: holdReasons.length > 0 ? holdReasons : null,
        totalAmount: formatPenceAsDecimal(payload.total_price),
        totalPence: payload.total_price,
        pricedTotalPence,
        priceMismatch,
        discountCode,
        discountPence,
        currency: payload.currency.toUpperCase(),
        shippingAddress,
        orderType: isTrade ? 'wholesale' : 'retail',
        cartToken: readProperty(payload.note_attributes, CART_TOKEN_KEY)?.slice(0, 64) ?? null,
        createdAt,
      },
    ]),
    items: ITEM_ROWS.json(itemRows),
    subscriptions: SUBSCRIPTION_ROWS.json(subscriptionRows),
    subscriptionItems: SUBSCRIPTION_ITEM_ROWS.json(subscriptionItemRows),
  });
  if (!written?.claimed || !written.inserted) return { status: 'duplicate' };
  return {
    status: 'created',
    orderId,
    subscriptionIds: subscriptionRows.map((row) => row.id as string),
    priceMismatch,
    chargedPence,
    pricedTotalPence,
    holdReasons,
  };
}

/**
 * Link the named guest orders, and the subscriptions bought with them, to the account: only those
 * still linked to no one and placed with `email` (guest orders are claimed with
 * a code that named them, never inherited). Returns how many of each were linked.
 */
export async function linkClaimedOrders(
  db: Database,
  options: { userId: string; email: string; orderIds: string[] },
): Promise<{ orders: number; subscriptions: number }> {
  const email = options.email.trim().toLowerCase();
  if (email === '' || options.orderIds.length === 0) return { orders: 0, subscriptions: 0 };
  return db.transaction(async (tx) => {
    const linkedOrders = await tx
      .update(orders)
      .set({ userId: options.userId })
      .where(
        and(
          inArray(orders.id, options.orderIds),
          isNull(orders.userId),
          sql`lower(${orders.email}) = ${email}`,
        ),
      )
      .returning({ id: orders.id });
    const linkedIds = linkedOrders.map((o) => o.id);
    const linkedSubscriptions =
      linkedIds.length === 0
        ? []
        : await tx
            .update(subscriptions)
            .set({ userId: options.userId })
            .where(and(inArray(subscriptions.orderId, linkedIds), isNull(subscriptions.userId)))
            .returning({ id: subscriptions.id });
    return { orders: linkedOrders.length, subscriptions: linkedSubscriptions.length };
  });
}

/** Guest orders (linked to no account) placed with `email`, newest first: what a claim names. */
export async function findGuestOrders(db: Database, email: string) {
  return db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      createdAt: orders.createdAt,
      totalAmount: orders.totalAmount,
    })
    .from(orders)
    .where(and(isNull(orders.userId), sql`lower(${orders.email}) = ${email.trim().toLowerCase()}`))
    .orderBy(sql`${orders.createdAt} desc`);
}

/** The highest numeric order number stored (0 when none): the sandbox continues from it. */
export async function findHighestOrderNumber(db: Database): Promise<number> {
  const [row] = await db
    .select({
      highest: max(
        sql<number>`case when ${orders.orderNumber} ~ '^[0-9]{1,15}$' then ${orders.orderNumber}::bigint end`,
      ),
    })
    .from(orders);
  return Number(row?.highest ?? 0);
}

// Public surface for other domains (.dependency-cruiser.cjs).
export { sendOrderConfirmation } from './confirmation-email';
export { alertStaffOfHeldOrders } from './hold-alert';
export { isRenewalOrder, type OrderWebhookPayload, orderWebhookSchema } from './webhook-payload';
