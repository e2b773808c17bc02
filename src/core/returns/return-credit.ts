/**
 * A return's credit, rate by rate (docs/decisions/140-return-credit-notes-by-line-rate.md): the
 * shop knows which lines come back, so each returned line is credited at its own rate with its
 * share of the invoice line's own figures (the line's total after its share of the discount code,
 * and the line's VAT as the invoice worked it out), shared over the line's quantity as a return's
 * value is (`returnedLinePence`): the returns of a whole line add up to the invoice line's net, VAT
 * and gross to the penny. When the refund is not the returned lines' value (capped at what is left
 * to refund on the order), the refund is split over the returned lines' rates in proportion to
 * their gross (`refundVatByRate`), never over rates no returned line carries.
 */
import {
  addToRateTotal,
  refundVatByRate,
  type VatRatePercent,
  type VatRateTotal,
} from '../pricing/vat';
import { returnedLinePence } from './return-request';

export type ReturnedInvoiceLine = {
  ratePercent: VatRatePercent;
  /** The invoice line's gross (after its share of the code) and VAT, integer pence. */
  lineGrossPence: number;
  lineVatPence: number;
  lineQuantity: number;
  /** Items of the line in the order's earlier returns (not refused). */
  alreadyReturned: number;
  quantity: number;
};

/** The returned items' share of their invoice line: net, VAT and gross at the line's rate. */
export function returnedLineFigures(line: ReturnedInvoiceLine): VatRateTotal {
  const share = (total: number) =>
    returnedLinePence({
      lineTotalPence: total,
      lineQuantity: line.lineQuantity,
      alreadyReturned: line.alreadyReturned,
      quantity: line.quantity,
    });
  const grossPence = share(line.lineGrossPence);
  const vatPence = share(line.lineVatPence);
  return { ratePercent: line.ratePercent, netPence: grossPence - vatPence, vatPence, grossPence };
}

/**
 * The credit of a return refunded `amountPence`, by rate (highest first, rates with nothing
 * left out): the returned lines' own figures when the refund is their value; otherwise the refund
 * split over the returned lines' rates in proportion to their gross.
 */
export function returnCreditByRate(
  amountPence: number,
  lines: readonly ReturnedInvoiceLine[],
): VatRateTotal[] {
  const rates = new Map<VatRatePercent, VatRateTotal>();
  for (const line of lines) addToRateTotal(rates, returnedLineFigures(line));
  const byRate = [...rates.values()]
    .filter((r) => r.grossPence !== 0)
    .sort((a, b) => b.ratePercent - a.ratePercent);
  const value = byRate.reduce((sum, r) => sum + r.grossPence, 0);
  if (amountPence === value) return byRate;
  return refundVatByRate(amountPence, byRate);
}
