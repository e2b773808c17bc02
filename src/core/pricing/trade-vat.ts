/**
 * Trade prices exclude VAT (docs/decisions/066-trade-vat.md): the trade price list, the
 * drawer and the invoice show the price before VAT, and VAT at the product's rate is added on
 * top. VAT is worked out per item (HMRC VAT Notice 700 §17.5 allows a unit-based calculation) so
 * the price Shopify's draft order charges per item, net + VAT, is exact: a line's VAT is the item's
 * VAT × quantity, and the invoice recovers the same figures from the charged price.
 */
import { multiplyPence, type Pence } from '../money';
import { toVatRatePercent, type VatRatePercent } from './vat';

/** Said next to every trade price (page, drawer, invoice). */
export const TRADE_PRICE_BASIS = 'excl. VAT';
export const TRADE_VAT_NOTE = 'Trade prices exclude VAT, which is added at each product’s rate.';

/** VAT on an amount before VAT: net × rate / 100, nearest penny, half up (integer arithmetic). */
export function vatOnNetPence(netPence: Pence, ratePercent: number): Pence {
  if (!Number.isSafeInteger(netPence) || netPence < 0) {
    throw new RangeError('netPence must be a whole number of pence ≥ 0');
  }
  return Math.floor((netPence * ratePercent * 2 + 100) / 200);
}

export type TradeLineVat = {
  ratePercent: VatRatePercent;
  /** One item: the trade price before VAT, its VAT, and what Shopify charges for it. */
  unitNetPence: Pence;
  unitVatPence: Pence;
  unitGrossPence: Pence;
  /** The line: net (the trade price × quantity), VAT added, and the line's charge. */
  netPence: Pence;
  vatPence: Pence;
  grossPence: Pence;
};

/** A trade line's VAT: the item's VAT × quantity. A product without a known rate is standard. */
export function computeTradeLineVat(
  unitNetPence: Pence,
  quantity: number,
  ratePercent: number | null | undefined,
): TradeLineVat {
  const rate = toVatRatePercent(ratePercent);
  const unitVatPence = vatOnNetPence(unitNetPence, rate);
  const unitGrossPence = unitNetPence + unitVatPence;
  return {
    ratePercent: rate,
    unitNetPence,
    unitVatPence,
    unitGrossPence,
    netPence: multiplyPence(unitNetPence, quantity),
    vatPence: multiplyPence(unitVatPence, quantity),
    grossPence: multiplyPence(unitGrossPence, quantity),
  };
}
