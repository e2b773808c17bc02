/**
 * The subscription portal's requests (POST /api/account/subscriptions/:id/…): swap the item to
 * another size or product, order a delivery now, add a one-time item to the next delivery,
 * deliver to another saved address. Prices are never sent: the server prices every change.
 */
import { z } from '../zod';

export const SUBSCRIPTION_PORTAL_MESSAGES = {
  variantInvalid: 'Choose a product size',
  quantityInvalid: 'Quantity must be a whole number from 1 to 10',
  addressInvalid: 'Choose one of your saved addresses',
} as const;

const m = SUBSCRIPTION_PORTAL_MESSAGES;

export const swapSubscriptionItemSchema = z
  .object({ variantId: z.uuid({ error: m.variantInvalid }) })
  .strict();
export type SwapSubscriptionItemBody = z.output<typeof swapSubscriptionItemSchema>;

export const addOneTimeItemSchema = z
  .object({
    variantId: z.uuid({ error: m.variantInvalid }),
    quantity: z
      .number({ error: m.quantityInvalid })
      .int(m.quantityInvalid)
      .min(1, m.quantityInvalid)
      .max(10, m.quantityInvalid),
  })
  .strict();
export type AddOneTimeItemBody = z.output<typeof addOneTimeItemSchema>;

export const orderNowSchema = z.object({}).strict();

export const subscriptionAddressSchema = z
  .object({ addressId: z.uuid({ error: m.addressInvalid }) })
  .strict();
export type SubscriptionAddressBody = z.output<typeof subscriptionAddressSchema>;
