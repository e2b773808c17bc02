import { z } from '../zod';

export const STOCK_NOTIFY_EMAIL_MESSAGE = 'Enter a valid email address';
export const STOCK_NOTIFY_VARIANT_MESSAGE = 'Choose an option';
export const STOCK_NOTIFY_SUCCESS_MESSAGE =
  'Thank you. We will email you when it is back in stock.';

/** POST /api/stock/notify: "email me when it is back" for one variant. */
export const stockNotifySchema = z
  .object({
    variantId: z.uuid(STOCK_NOTIFY_VARIANT_MESSAGE),
    email: z
      .string({ error: STOCK_NOTIFY_EMAIL_MESSAGE })
      .trim()
      .toLowerCase()
      .min(1, STOCK_NOTIFY_EMAIL_MESSAGE)
      .max(255, STOCK_NOTIFY_EMAIL_MESSAGE)
      .email(STOCK_NOTIFY_EMAIL_MESSAGE),
  })
  .strict();

export type StockNotifyInput = z.input<typeof stockNotifySchema>;
export type StockNotifyValues = z.output<typeof stockNotifySchema>;
