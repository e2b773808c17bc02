import { z } from '../zod';

export const STOCK_QUANTITY_MESSAGE = 'Enter a whole number of units from 0 to 100000';
export const MAX_STOCK_QUANTITY = 100_000;

const units = z
  .number({ error: STOCK_QUANTITY_MESSAGE })
  .int(STOCK_QUANTITY_MESSAGE)
  .min(0, STOCK_QUANTITY_MESSAGE)
  .max(MAX_STOCK_QUANTITY, STOCK_QUANTITY_MESSAGE);

/**
 * What staff saw: Shopify's available units, below zero when more were sold than it had (an
 * oversold variant), so staff can set the stock of one.
 */
const seenUnits = z
  .number({ error: STOCK_QUANTITY_MESSAGE })
  .int(STOCK_QUANTITY_MESSAGE)
  .min(-MAX_STOCK_QUANTITY, STOCK_QUANTITY_MESSAGE)
  .max(MAX_STOCK_QUANTITY, STOCK_QUANTITY_MESSAGE);

/**
 * PUT /api/admin/inventory/variants/:id: the units staff want on sale, and the units they saw
 * (null: not tracked), which Shopify compares with its own before setting (compare-and-set).
 */
export const variantStockSchema = z
  .object({ quantity: units, expected: seenUnits.nullable() })
  .strict();

export type VariantStockValues = z.output<typeof variantStockSchema>;
