/**
 * The note_attributes the server's checkout puts on a cart (checkout/hand-off.ts), signed over
 * the webhook payload's lines: for tests that post orders/create webhooks of drawer checkouts.
 */
import { randomUUID } from 'node:crypto';
import {
  CART_NONCE_KEY,
  CART_PRICED_TOTAL_KEY,
  CART_SIGNATURE_KEY,
  CART_USER_KEY,
  GUEST_SIGNER,
  signCheckout,
} from '../shopify/merchandise';

type WebhookLine = {
  variant_id: number | string;
  quantity: number;
  selling_plan_id?: number | string | null;
};

export function signedCartAttributes(options: {
  secret: string;
  lines: readonly WebhookLine[];
  pricedTotalPence: number;
  userId?: string;
}) {
  const userId = options.userId ?? GUEST_SIGNER;
  const nonce = randomUUID();
  const signature = signCheckout({
    secret: options.secret,
    userId,
    pricedTotalPence: options.pricedTotalPence,
    nonce,
    lines: options.lines.map((line) => ({
      merchandiseId: line.variant_id,
      sellingPlanId: line.selling_plan_id ?? null,
      quantity: line.quantity,
    })),
  });
  return [
    { name: CART_PRICED_TOTAL_KEY, value: String(options.pricedTotalPence) },
    { name: CART_USER_KEY, value: userId },
    { name: CART_NONCE_KEY, value: nonce },
    { name: CART_SIGNATURE_KEY, value: signature },
  ];
}
