/**
 * Orders from the storefront's orders/create webhook (shopify.md §2): one transaction writes the
 * processed webhook id, the order, its items and, for every line bought on a subscription plan,
 * a subscription with its item. Real Shopify stores and the sandbox send the same payload.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, max, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { isSubscriptionPlanId } from '../../core/api/checkout';
import { SHOPIFY_VARIANT_GID_PREFIX } from '../../core/cart/cart-line';
import { SUBSCRIPTION_PLAN_ATTRIBUTE_KEY } from '../../core/cart/checkout-rules';
import { formatPenceAsDecimal, tryParsePence } from '../../core/money';
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
  CART_KIND_KEY,
  CART_NONCE_KEY,
  CART_PRICED_TOTAL_KEY,
  CART_SIGNATURE_KEY,
  CART_USER_KEY,
  LINE_OPTION_KEY,
  LINE_PRICED_TOTAL_KEY,
  LINE_UNITS_PER_ITEM_KEY,
  LINE_VARIANT_KEY,
  verifyCheckoutSignature,
} from '../shopify/merchandise';

export const ORDERS_CREATE_TOPIC = 'orders/create';

/** Days per month of supply: '{n}-month' plans deliver every n × 30 days. */
export const DAYS_PER_PLAN_MONTH = 30;
/** Every subscription runs at least this many calendar months (the '2-month minimum'). */
export const SUBSCRIPTION_MINIMUM_MONTHS = 2;
/** When a plan text names no '{n}-month', deliveries are monthly. */
export const DEFAULT_FREQUENCY_DAYS = 30;

const moneyString = z.union([z.string(), z.number()]).transform((value, ctx) => {
  const pence = tryParsePence(value);
  if (pence === null || pence < 0) {
    ctx.addIssue({ code: 'custom', message: 'must be a non-negative amount' });
    return z.NEVER;
  }
  return pence;
});

const nullableText = z
  .string()
  .nullish()
  .transform((value) => value ?? null);

const addressSchema = z.object({
  first_name: nullableText,
  last_name: nullableText,
  company: nullableText,
  address1: nullableText,
  address2: nullableText,
  city: nullableText,
  province: nullableText,
  zip: nullableText,
  country: nullableText,
  phone: nullableText,
});

const propertySchema = z.object({ name: z.string(), value: z.union([z.string(), z.number()]) });

/** The slice of Shopify's order payload we store. Shopify sends many more fields: they pass. */
export const orderWebhookSchema = z.object({
  /** 'subscription_contract' on a renewal order (issue 16): it starts no new subscription. */
  source_name: z.string().nullish(),
  id: z.union([z.number().int().positive(), z.string().regex(/^\d+$/)]),
  order_number: z.union([z.number().int().nonnegative(), z.string().min(1)]),
  email: z.email().nullish(),
  created_at: z.iso.datetime({ offset: true }).optional(),
  total_price: moneyString,
  currency: z.string().length(3).default('GBP'),
  line_items: z
    .array(
      z.object({
        variant_id: z.union([z.number().int(), z.string().regex(/^\d+$/)]).nullish(),
        title: z.string().min(1),
        variant_title: nullableText,
        quantity: z.number().int().positive(),
        price: moneyString,
        properties: z.array(propertySchema).nullish(),
        discount_allocations: z.array(z.object({ amount: moneyString })).nullish(),
        selling_plan_allocation: z
          .object({
            selling_plan_id: z.union([z.number().int(), z.string()]).nullish(),
            selling_plan_name: z.string().nullish(),
          })
          .nullish(),
      }),
    )
    .min(1),
  subtotal_price: moneyString.optional(),
  /** Codes applied at checkout with what each took off (issue 19 feature 6). */
  discount_codes: z.array(z.object({ code: z.string(), amount: moneyString })).nullish(),
  total_discounts: moneyString.optional(),
  note_attributes: z.array(propertySchema).nullish(),
  shipping_address: addressSchema.nullish(),
  customer: z.object({ email: z.email().nullish() }).nullish(),
});

export type OrderWebhookPayload = z.output<typeof orderWebhookSchema>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const INT4_MAX = 2_147_483_647;

function readProperty(
  list: { name: string; value: string | number }[] | null | undefined,
  name: string,
): string | null {
  const found = list?.find((p) => p.name === name);
  if (found === undefined) return null;
  const value = String(found.value).trim();
  return value === '' ? null : value;
}

function readCount(value: string | null): number | null {
  if (value === null || !/^\d{1,15}$/.test(value)) return null;
  return Number(value);
}

/** a × b − c exactly; null when the result is not a safe integer (absurd quantities). */
function safeLineTotal(price: number, quantity: number, discount: number): number | null {
  const result = BigInt(price) * BigInt(quantity) - BigInt(discount);
  return result <= BigInt(Number.MAX_SAFE_INTEGER) && result >= 0n ? Number(result) : null;
}

/** Who started this checkout, when the server-signed cart attributes verify (never by email). */
export function findSignedUserId(
  payload: OrderWebhookPayload,
  secret: string,
): { userId: string; kind: string | null } | null {
  const attributes = payload.note_attributes;
  const userId = readProperty(attributes, CART_USER_KEY);
  const nonce = readProperty(attributes, CART_NONCE_KEY);
  const signature = readProperty(attributes, CART_SIGNATURE_KEY);
  const priced = readCount(readProperty(attributes, CART_PRICED_TOTAL_KEY));
  if (!userId || !nonce || !signature || priced === null) return null;
  const valid = verifyCheckoutSignature({
    secret,
    userId,
    pricedTotalPence: priced,
    nonce,
    signature,
  });
  return valid ? { userId, kind: readProperty(attributes, CART_KIND_KEY) } : null;
}

/** '2-month supply (10% off)' → 60; '1-month supply (5% off)' → 30; anything else → 30. */
export function parsePlanFrequencyDays(planText: string): number {
  const match = /(\d+)\s*-?\s*month/i.exec(planText);
  const months = match ? Number(match[1]) : 0;
  return months >= 1 && months <= 12 ? months * DAYS_PER_PLAN_MONTH : DEFAULT_FREQUENCY_DAYS;
}

/** The calendar date (YYYY-MM-DD) of an instant in the shop's time zone (Europe/London). */
export function toLondonDate(instant: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

function parseIsoDate(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

function formatIsoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDaysToDate(date: string, days: number): string {
  const result = parseIsoDate(date);
  result.setUTCDate(result.getUTCDate() + days);
  return formatIsoDate(result);
}

/** Calendar months, clamped to the month's last day (31 Dec + 2 months → 28/29 Feb). */
export function addMonthsToDate(date: string, months: number): string {
  const start = parseIsoDate(date);
  const day = start.getUTCDate();
  const target = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + months, 1));
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return formatIsoDate(target);
}

function findPlan(properties: { name: string; value: string | number }[] | null | undefined) {
  const property = properties?.find((p) => p.name === SUBSCRIPTION_PLAN_ATTRIBUTE_KEY);
  const value = property === undefined ? '' : String(property.value).trim();
  return value === '' ? null : value;
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
    const legacyPlan = findPlan(line.properties);
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
