/**
 * What the sandbox checkout sends when a shopper pays: Shopify's orders/create payload
 * (docs/spec/shopify.md §2), signed like Shopify signs it, posted to the shop's webhook endpoint.
 */
import { randomUUID } from 'node:crypto';
import { formatPenceAsDecimal } from '../core/money';
import { signedWebhookHeaders } from '../server/shopify/webhook-signature';
import { priceSandboxCart } from './discount-codes';
import type { SandboxCart } from './sandbox-carts';

export type CheckoutContact = {
  email: string;
  firstName: string;
  lastName: string;
  company: string;
  address1: string;
  address2: string;
  city: string;
  province: string;
  zip: string;
  phone: string;
};

export const SANDBOX_COUNTRY = 'United Kingdom';
export const SANDBOX_WEBHOOK_TIMEOUT_MS = 10_000;

function toVariantId(gid: string): number | string {
  const tail = gid.slice(gid.lastIndexOf('/') + 1);
  const numeric = Number(tail);
  return Number.isSafeInteger(numeric) && /^\d+$/.test(tail) ? numeric : tail;
}

/** The orders/create JSON body for a paid sandbox cart. */
export function buildOrderWebhookPayload(options: {
  cart: SandboxCart;
  contact: CheckoutContact;
  orderNumber: number;
  /** Shopify's id for the order, from the store's ids (store-ids.ts). */
  orderId: number;
  now?: Date;
}) {
  const { cart, contact, orderNumber } = options;
  const id = options.orderId;
  const createdAt = (options.now ?? new Date()).toISOString().replace(/\.\d{3}Z$/, '+00:00');
  const { subtotalPence, discount, totalPence } = priceSandboxCart(cart);
  const applied = discount.applied;
  const empty = (value: string) => (value.trim() === '' ? null : value.trim());
  return {
    id,
    admin_graphql_api_id: `gid://shopify/Order/${id}`,
    order_number: orderNumber,
    name: `#${orderNumber}`,
    email: contact.email,
    created_at: createdAt,
    // Shopify's order: line items before discounts; subtotal and total after them (no shipping
    // or tax in the sandbox); the code with what it took off, allocated across the lines.
    total_line_items_price: formatPenceAsDecimal(subtotalPence),
    total_discounts: formatPenceAsDecimal(discount.discountPence),
    subtotal_price: formatPenceAsDecimal(totalPence),
    total_price: formatPenceAsDecimal(totalPence),
    discount_codes: applied
      ? [
          {
            code: applied.code,
            amount: formatPenceAsDecimal(discount.discountPence),
            type: 'percentage',
          },
        ]
      : [],
    discount_applications: applied
      ? [
          {
            type: 'discount_code',
            code: applied.code,
            title: applied.title,
            value: `${applied.percentOff}.0`,
            value_type: 'percentage',
            allocation_method: 'across',
            target_selection: 'all',
            target_type: 'line_item',
          },
        ]
      : [],
    currency: 'GBP',
    financial_status: 'paid',
    test: true,
    line_items: cart.lines.map((line, index) => ({
      variant_id: toVariantId(line.merchandiseId),
      title: line.productTitle,
      variant_title: line.variantTitle,
      quantity: line.quantity,
      price: formatPenceAsDecimal(line.unitPricePence),
      total_discount: formatPenceAsDecimal(discount.lineAllocations[index] ?? 0),
      discount_allocations:
        applied && (discount.lineAllocations[index] ?? 0) > 0
          ? [
              {
                amount: formatPenceAsDecimal(discount.lineAllocations[index] ?? 0),
                discount_application_index: 0,
              },
            ]
          : [],
      properties: line.attributes.map((attribute) => ({
        name: attribute.key,
        value: attribute.value,
      })),
      // The plan's id only, as Shopify's orders webhooks carry it from API version 2026-10
      // (https://shopify.dev/changelog/orders-webhooks-now-include-selling_plan_id-on-line-items);
      // its name is the Admin API's (sandboxPlanNames).
      selling_plan_id: line.sellingPlan ? toVariantId(line.sellingPlan.id) : null,
    })),
    note_attributes: cart.attributes.map((attribute) => ({
      name: attribute.key,
      value: attribute.value,
    })),
    source_name: cart.draftOrderId ? 'shopify_draft_order' : 'web',
    shipping_address: {
      first_name: contact.firstName.trim(),
      last_name: contact.lastName.trim(),
      company: empty(contact.company),
      address1: contact.address1.trim(),
      address2: contact.address2.trim(),
      city: contact.city.trim(),
      province: empty(contact.province),
      zip: contact.zip.trim().toUpperCase(),
      country: SANDBOX_COUNTRY,
      phone: empty(contact.phone),
    },
    customer: { email: contact.email },
  };
}

/** Each line's selling plan name (null: none), which the sandbox Admin API's orders answer. */
export function sandboxPlanNames(cart: SandboxCart): (string | null)[] {
  return cart.lines.map((line) => line.sellingPlan?.name ?? null);
}

/** POSTs the signed webhook; resolves true on a 2xx answer, false otherwise (never throws). */
export async function deliverOrderWebhook(options: {
  url: string;
  body: string;
  webhookId: string;
  eventId: string;
  secret: string;
  apiVersion: string;
  shopDomain: string;
}): Promise<{ ok: boolean; status: number }> {
  try {
    const response = await fetch(options.url, {
      method: 'POST',
      headers: signedWebhookHeaders({
        ...options,
        topic: 'orders/create',
        triggeredAt: new Date().toISOString(),
      }),
      body: options.body,
      signal: AbortSignal.timeout(SANDBOX_WEBHOOK_TIMEOUT_MS),
    });
    await response.arrayBuffer().catch(() => undefined);
    return { ok: response.ok, status: response.status };
  } catch {
    return { ok: false, status: 0 };
  }
}

export function createWebhookId(): string {
  return randomUUID();
}
