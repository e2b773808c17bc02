/**
 * The orders/create webhook payload: the slice of Shopify's order we store, validated with zod,
 * and how the server-signed cart attributes and line properties are read from it.
 */
import { z } from 'zod';
import { tryParsePence } from '../../core/money';
import {
  CART_KIND_KEY,
  CART_NONCE_KEY,
  CART_PRICED_TOTAL_KEY,
  CART_SIGNATURE_KEY,
  CART_USER_KEY,
  GUEST_SIGNER,
  verifyCheckoutSignature,
} from '../shopify/merchandise';

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
  /** 'subscription_contract' on a renewal order (Shopify bills it): it starts no new subscription. */
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
        /**
         * The selling plan the line was bought on, null for a one-time line: in the orders
         * webhooks from API version 2026-10 (Shopify sends no plan name, and no
         * selling_plan_allocation, on an order's line; docs/decisions/130-webhook-payloads-as-shopify-documents-them.md).
         */
        selling_plan_id: z.union([z.number().int(), z.string().regex(/^\d+$/)]).nullish(),
      }),
    )
    .min(1),
  subtotal_price: moneyString.optional(),
  /** Codes applied at checkout with what each took off (docs/decisions/039-discount-codes-at-checkout.md). */
  discount_codes: z.array(z.object({ code: z.string(), amount: moneyString })).nullish(),
  total_discounts: moneyString.optional(),
  note_attributes: z.array(propertySchema).nullish(),
  shipping_address: addressSchema.nullish(),
  customer: z.object({ email: z.email().nullish() }).nullish(),
});

export type OrderWebhookPayload = z.output<typeof orderWebhookSchema>;

/** A renewal Shopify billed from a subscription contract: the contract's order, not a cart's. */
export function isRenewalOrder(payload: Pick<OrderWebhookPayload, 'source_name'>): boolean {
  return payload.source_name === 'subscription_contract';
}

export function readProperty(
  list: { name: string; value: string | number }[] | null | undefined,
  name: string,
): string | null {
  const found = list?.find((p) => p.name === name);
  if (found === undefined) return null;
  const value = String(found.value).trim();
  return value === '' ? null : value;
}

export function readCount(value: string | null): number | null {
  if (value === null || !/^\d{1,15}$/.test(value)) return null;
  return Number(value);
}

/**
 * Who started this checkout, when the server-signed cart attributes verify against the order's
 * lines (never by email): a user id, or null for a guest checkout the server signed. Null when
 * the signature is missing or does not match.
 */
export function findSignedUserId(
  payload: OrderWebhookPayload,
  secret: string,
): { userId: string | null; kind: string | null } | null {
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
    lines: payload.line_items.map((line) => ({
      merchandiseId: line.variant_id ?? '',
      sellingPlanId: line.selling_plan_id ?? null,
      quantity: line.quantity,
    })),
    signature,
  });
  if (!valid) return null;
  return {
    userId: userId === GUEST_SIGNER ? null : userId,
    kind: readProperty(attributes, CART_KIND_KEY),
  };
}
