/**
 * orders/create webhooks in Shopify's shape, for tests that place an order without paying the
 * sandbox checkout: one builder for the payload, one helper that delivers it (signed, with
 * Shopify's headers) and reads the stored order back.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { orders } from '../db/schema/orders';
import { SHOPIFY_WEBHOOK_PATHS } from '../shopify/store-requirements';
import type { TestApp } from './harness';
import { type DeliveryOptions, deliverShopifyWebhook } from './shopify-webhook';
import { signedCartAttributes } from './signed-cart';

export const ORDERS_CREATE_PATH = SHOPIFY_WEBHOOK_PATHS.ordersCreate;

export type WebhookOrderLine = {
  variant_id: number;
  title: string;
  variant_title?: string;
  quantity: number;
  /** Shopify's decimal string, e.g. '14.99'. */
  price: string;
  properties?: unknown[];
  selling_plan_id?: number | string | null;
};

/** The seed catalogue's 60 capsules at £19.99 (its Shopify variant id). */
export const CAPSULES_LINE: WebhookOrderLine = {
  variant_id: 44858553761926,
  title: 'Black Seed Oil Capsules 1000mg',
  variant_title: '60 capsules',
  quantity: 1,
  price: '19.99',
  properties: [],
};

/** The seed catalogue's 100 ml oil at £14.99 (its Shopify variant id). */
export const OIL_100_LINE: WebhookOrderLine = {
  variant_id: 44858553761923,
  title: 'Organic Black Seed Oil',
  variant_title: '100ml',
  quantity: 1,
  price: '14.99',
  properties: [],
};

export type OrderPayloadOptions = {
  /** Default: the next of a sequence from 7000 (per test file). */
  orderNumber?: number;
  /** Shopify's numeric order id; default 5,940,139,500,000 + the order number. */
  id?: number;
  /** Default: a fresh guest address. */
  email?: string;
  createdAt?: string;
  /** Default: one line of capsules. */
  lines?: readonly WebhookOrderLine[];
  /** Default: the lines' sum. */
  totalPrice?: string;
  /**
   * With the app's secret, the cart carries the checkout's signature (a drawer order, confirmed
   * rather than held), for the guest or `userId`, over `pricedTotalPence` (default: the total).
   * Without it, the cart was never signed by the shop (held).
   */
  signed?: { secret: string; userId?: string; pricedTotalPence?: number };
  /** Further top-level fields (shipping_address, customer, source_name), or replacements. */
  extra?: Record<string, unknown>;
};

let nextOrderNumber = 7000;

const pence = (price: string) => Math.round(Number(price) * 100);

/** An orders/create payload in Shopify's shape. */
export function orderCreatedPayload(options: OrderPayloadOptions = {}) {
  const orderNumber = options.orderNumber ?? nextOrderNumber++;
  const id = options.id ?? 5_940_139_500_000 + orderNumber;
  const lines = (options.lines ?? [CAPSULES_LINE]).map((line) => ({ ...line }));
  const totalPence = lines.reduce((sum, line) => sum + pence(line.price) * line.quantity, 0);
  const total = options.totalPrice ?? (totalPence / 100).toFixed(2);
  const signed = options.signed;
  return {
    id,
    admin_graphql_api_id: `gid://shopify/Order/${id}`,
    order_number: orderNumber,
    name: `#${orderNumber}`,
    email: options.email ?? `guest-${randomUUID().slice(0, 8)}@example.co.uk`,
    created_at: options.createdAt ?? '2026-11-21T10:30:00+00:00',
    subtotal_price: total,
    total_price: total,
    currency: 'GBP',
    line_items: lines,
    note_attributes: signed
      ? signedCartAttributes({
          secret: signed.secret,
          lines,
          pricedTotalPence: signed.pricedTotalPence ?? pence(total),
          userId: signed.userId,
        })
      : [],
    shipping_address: null as unknown,
    ...options.extra,
  };
}

export type OrderCreatedPayload = ReturnType<typeof orderCreatedPayload>;

/**
 * One guest line, with a name and company that Shopify's JSON escapes (`&`, `<`, `>`) or writes
 * as UTF-8; signed with `signWith` (the app's secret), as a drawer checkout is.
 */
export function guestOrderPayload(overrides: Record<string, unknown> = {}, signWith?: string) {
  const number = nextOrderNumber++;
  return orderCreatedPayload({
    orderNumber: number,
    email: `zoe-${randomUUID().slice(0, 8)}@example.co.uk`,
    signed: signWith ? { secret: signWith } : undefined,
    extra: {
      shipping_address: {
        first_name: 'Zoë',
        last_name: 'Ó Dónaill',
        company: 'Smith & Sons <Honey> Ltd',
        address1: '12 Żabka Street',
        address2: '',
        city: 'Leicester',
        province: null,
        zip: 'LE1 1AA',
        country: 'United Kingdom',
        phone: '+447700900123',
      },
      customer: { email: 'ignored@example.co.uk' },
      ...overrides,
    },
  });
}

/** Delivers `payload` as Shopify's orders/create webhook. */
export function deliverOrderCreated(
  app: TestApp,
  payload: { id: number },
  options: DeliveryOptions = {},
) {
  return deliverShopifyWebhook(app, ORDERS_CREATE_PATH, 'orders/create', payload, options);
}

/** Delivers `payload` (accepted: 200) and returns the order the shop stored from it. */
export async function placeWebhookOrder(app: TestApp, payload: { id: number }) {
  const res = await deliverOrderCreated(app, payload);
  expect(res.status).toBe(200);
  const [order] = await app.db
    .select()
    .from(orders)
    .where(eq(orders.shopifyOrderId, String(payload.id)));
  if (!order) throw new Error(`order ${payload.id} not stored`);
  return order;
}
