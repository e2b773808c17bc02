/**
 * Orders from the storefront's orders/create webhook (docs/spec/shopify.md §2): one transaction writes the
 * processed webhook id, the order, its items and, for every line bought on a subscription plan,
 * a subscription with its item. Real Shopify stores and the sandbox send the same payload.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, max, or, sql } from 'drizzle-orm';
import { isSubscriptionPlanId } from '../../core/api/checkout';
import { SHOPIFY_VARIANT_GID_PREFIX } from '../../core/cart/cart-line';
import { SUBSCRIPTION_PLAN_ATTRIBUTE_KEY } from '../../core/cart/checkout-rules';
import { formatPenceAsDecimal } from '../../core/money';
import { findPlanTerms } from '../../core/pricing/price-cart';
import type { Database } from '../db/client';
import { users } from '../db/schema/auth';
import { productVariants } from '../db/schema/catalog';
import {
  type OrderShippingAddress,
  orderItems,
  orders,
  processedWebhooks,
  subscriptionItems,
  subscriptions,
} from '../db/schema/orders';
import { wholesaleAccounts } from '../db/schema/wholesale';
import {
  CART_PRICED_TOTAL_KEY,
  CART_TOKEN_KEY,
  LINE_OPTION_KEY,
  LINE_PRICED_TOTAL_KEY,
  LINE_UNITS_PER_ITEM_KEY,
  LINE_VARIANT_KEY,
} from '../shopify/merchandise';
import {
  addDaysToDate,
  addMonthsToDate,
  parsePlanFrequencyDays,
  SUBSCRIPTION_MINIMUM_MONTHS,
  toLondonDate,
} from './plan-dates';
import {
  findSignedUserId,
  type OrderWebhookPayload,
  readCount,
  readProperty,
} from './webhook-payload';

// Renewals and the sandbox checkout import the calendar from here.
export {
  addDaysToDate,
  addMonthsToDate,
  parsePlanFrequencyDays,
  SUBSCRIPTION_MINIMUM_MONTHS,
  toLondonDate,
} from './plan-dates';

export const ORDERS_CREATE_TOPIC = 'orders/create';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const INT4_MAX = 2_147_483_647;

/** a × b − c exactly; null when the result is not a safe integer (absurd quantities). */
function safeLineTotal(price: number, quantity: number, discount: number): number | null {
  const result = BigInt(price) * BigInt(quantity) - BigInt(discount);
  return result <= BigInt(Number.MAX_SAFE_INTEGER) && result >= 0n ? Number(result) : null;
}

export type CreateOrderResult =
  | {
      status: 'created';
      orderId: string;
      subscriptionIds: string[];
      priceMismatch: boolean;
      chargedPence: number | null;
      pricedTotalPence: number | null;
    }
  | { status: 'duplicate' };

/**
 * Store an orders/create webhook. A webhook id or Shopify order id seen before changes nothing
 * ('duplicate'). Everything is written in one transaction. The order is linked to an account only
 * through the server-signed cart attributes (findSignedUserId), never by the typed email. Each line
 * keeps product, variant, purchase option, units, unit price, discount, line total and selling
 * plan in integer pence; the order is flagged `price_mismatch` when Shopify charged another amount
 * than the server priced. Absurd quantities are stored (bigint), never rejected.
 */
export async function createOrderFromWebhook(
  db: Database,
  options: { webhookId: string; topic: string; payload: OrderWebhookPayload; secret: string },
): Promise<CreateOrderResult> {
  const { webhookId, topic, payload } = options;
  const email = (payload.email ?? payload.customer?.email ?? '').trim().toLowerCase();
  const createdAt = payload.created_at ? new Date(payload.created_at) : new Date();
  const gidOf = (line: OrderWebhookPayload['line_items'][number]) =>
    line.variant_id === null || line.variant_id === undefined
      ? null
      : `${SHOPIFY_VARIANT_GID_PREFIX}${line.variant_id}`;
  const gids = [
    ...new Set(payload.line_items.map(gidOf).filter((gid): gid is string => gid !== null)),
  ];
  const localIds = [
    ...new Set(
      payload.line_items
        .map((line) => readProperty(line.properties, LINE_VARIANT_KEY))
        .filter((id): id is string => id !== null && UUID.test(id)),
    ),
  ];
  const signed = findSignedUserId(payload, options.secret);

  // Reads first (outside the transaction, one query each, never in a loop).
  const [customerRows, variantRows] = await Promise.all([
    signed === null
      ? Promise.resolve([])
      : db
          .select({ userId: users.id, wholesaleStatus: wholesaleAccounts.status })
          .from(users)
          .leftJoin(wholesaleAccounts, eq(wholesaleAccounts.userId, users.id))
          .where(eq(users.id, signed.userId))
          .limit(1),
    gids.length === 0 && localIds.length === 0
      ? Promise.resolve([])
      : db
          .select({
            id: productVariants.id,
            productId: productVariants.productId,
            shopifyGid: productVariants.shopifyGid,
          })
          .from(productVariants)
          .where(
            or(
              gids.length > 0 ? inArray(productVariants.shopifyGid, gids) : undefined,
              localIds.length > 0 ? inArray(productVariants.id, localIds) : undefined,
            ),
          ),
  ]);
  const customer = customerRows[0];
  const variantByGid = new Map(variantRows.map((row) => [row.shopifyGid, row]));
  const variantById = new Map(variantRows.map((row) => [row.id, row]));

  const orderId = randomUUID();
  const createdDate = toLondonDate(createdAt);
  const subscriptionRows: (typeof subscriptions.$inferInsert)[] = [];
  const subscriptionItemRows: (typeof subscriptionItems.$inferInsert)[] = [];
  let lineMismatch = false;
  const lineTotals: (number | null)[] = [];
  const itemRows = payload.line_items.map((line): typeof orderItems.$inferInsert => {
    const gid = gidOf(line);
    const localId = readProperty(line.properties, LINE_VARIANT_KEY);
    const variant =
      (localId !== null ? variantById.get(localId) : undefined) ??
      (gid === null ? undefined : variantByGid.get(gid));
    const option = readProperty(line.properties, LINE_OPTION_KEY);
    const unitsPerItem = readCount(readProperty(line.properties, LINE_UNITS_PER_ITEM_KEY)) ?? 1;
    const unitsBig = BigInt(line.quantity) * BigInt(unitsPerItem);
    const units = unitsBig <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(unitsBig) : null;
    const discount = (line.discount_allocations ?? []).reduce((sum, d) => sum + d.amount, 0);
    const lineTotal = safeLineTotal(line.price, line.quantity, discount);
    lineTotals.push(lineTotal);
    // Our priced line total is before order-level discounts (a code's share is in the order's
    // discount, checked with the order total below).
    const pricedLine = readCount(readProperty(line.properties, LINE_PRICED_TOTAL_KEY));
    const beforeDiscount = safeLineTotal(line.price, line.quantity, 0);
    if (lineTotal === null || (pricedLine !== null && pricedLine !== beforeDiscount))
      lineMismatch = true;
    const allocation = line.selling_plan_allocation ?? null;
    const sellingPlanId =
      allocation?.selling_plan_id === null || allocation?.selling_plan_id === undefined
        ? null
        : `gid://shopify/SellingPlan/${allocation.selling_plan_id}`;
    const legacyPlan = readProperty(line.properties, SUBSCRIPTION_PLAN_ATTRIBUTE_KEY);
    const isSubscription =
      sellingPlanId !== null ||
      legacyPlan !== null ||
      (option !== null && isSubscriptionPlanId(option));
    const planText = allocation?.selling_plan_name ?? legacyPlan ?? option;
    if (isSubscription && payload.source_name !== 'subscription_contract') {
      const frequencyDays =
        option !== null && isSubscriptionPlanId(option)
          ? findPlanTerms(option).frequencyDays
          : parsePlanFrequencyDays(planText ?? '');
      const subscriptionId = randomUUID();
      subscriptionRows.push({
        id: subscriptionId,
        userId: customer?.userId ?? null,
        email,
        orderId,
        status: 'active',
        frequencyDays,
        nextDeliveryDate: addDaysToDate(createdDate, frequencyDays),
        minimumEndDate: addMonthsToDate(createdDate, SUBSCRIPTION_MINIMUM_MONTHS),
        createdAt,
        updatedAt: createdAt,
      });
      subscriptionItemRows.push({
        subscriptionId,
        productId: variant?.productId ?? null,
        variantId: variant?.id ?? null,
        productTitle: line.title,
        variantTitle: line.variant_title,
        quantity: Math.min(units ?? INT4_MAX, INT4_MAX),
        priceAtSubscribe: formatPenceAsDecimal(line.price),
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
      productId: variant?.productId ?? null,
      variantId: variant?.id ?? null,
      purchaseOption: option,
      units,
      unitPricePence: line.price,
      discountPence: discount,
      lineTotalPence: lineTotal,
      sellingPlanId,
      sellingPlanName: allocation?.selling_plan_name ?? null,
    };
  });

  const shippingAddress: OrderShippingAddress | null = payload.shipping_address ?? null;
  const linesSum = lineTotals.every((t) => t !== null)
    ? lineTotals.reduce<number>((sum, t) => sum + (t ?? 0), 0)
    : null;
  const chargedPence = payload.subtotal_price ?? linesSum;
  const pricedTotalPence = readCount(readProperty(payload.note_attributes, CART_PRICED_TOTAL_KEY));
  const priceMismatch =
    lineMismatch ||
    (pricedTotalPence !== null && (chargedPence === null || chargedPence !== pricedTotalPence));
  const isTrade = signed?.kind === 'trade' || customer?.wholesaleStatus === 'approved';
  const codes = payload.discount_codes ?? [];
  const discountCode = codes.length > 0 ? codes.map((entry) => entry.code).join(', ') : null;
  const discountPence =
    payload.total_discounts ??
    (codes.length > 0 ? codes.reduce((sum, e) => sum + e.amount, 0) : null);

  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(processedWebhooks)
      .values({ webhookId, topic })
      .onConflictDoNothing()
      .returning({ webhookId: processedWebhooks.webhookId });
    if (claimed.length === 0) return { status: 'duplicate' } as const;

    const inserted = await tx
      .insert(orders)
      .values({
        id: orderId,
        userId: customer?.userId ?? null,
        email,
        shopifyOrderId: String(payload.id),
        orderNumber: String(payload.order_number),
        status: 'pending',
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
      })
      .onConflictDoNothing({ target: orders.shopifyOrderId })
      .returning({ id: orders.id });
    // The same Shopify order under a new webhook id: remember the id, store nothing else.
    if (inserted.length === 0) return { status: 'duplicate' } as const;

    await tx.insert(orderItems).values(itemRows);
    if (subscriptionRows.length > 0) {
      await tx.insert(subscriptions).values(subscriptionRows);
      await tx.insert(subscriptionItems).values(subscriptionItemRows);
    }
    return {
      status: 'created',
      orderId,
      subscriptionIds: subscriptionRows.map((row) => row.id as string),
      priceMismatch,
      chargedPence,
      pricedTotalPence,
    } as const;
  });
}

/**
 * Link orders and subscriptions placed with this email before the account existed (called on
 * sign-up). Only rows without a user are touched. Returns how many of each were linked.
 */
export async function linkOrdersToUser(
  db: Database,
  options: { userId: string; email: string },
): Promise<{ orders: number; subscriptions: number }> {
  const email = options.email.trim().toLowerCase();
  if (email === '') return { orders: 0, subscriptions: 0 };
  return db.transaction(async (tx) => {
    const linkedOrders = await tx
      .update(orders)
      .set({ userId: options.userId })
      .where(and(isNull(orders.userId), sql`lower(${orders.email}) = ${email}`))
      .returning({ id: orders.id });
    const linkedSubscriptions = await tx
      .update(subscriptions)
      .set({ userId: options.userId })
      .where(and(isNull(subscriptions.userId), sql`lower(${subscriptions.email}) = ${email}`))
      .returning({ id: subscriptions.id });
    return { orders: linkedOrders.length, subscriptions: linkedSubscriptions.length };
  });
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
