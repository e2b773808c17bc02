/**
 * UK VAT on VAT-inclusive prices (docs/decisions/027-uk-vat-invoices-in-pdf.md).
 * Every retail price includes VAT at the product's rate (its `vat_rate_percent`, catalogue data):
 * 20% (standard rate) or 0% (zero-rated food, HMRC VAT Notice 701/14).
 * VAT is worked out per line (HMRC VAT Notice 700 allows line-level calculation, rounded to the
 * nearest penny, half up), and the invoice totals are the sums of the lines, so the lines always
 * add up to the penny. All amounts are integer pence.
 */
import { z } from '../zod';
import { allocateProportionally } from './allocate';

export const STANDARD_VAT_RATE_PERCENT = 20;
export const ZERO_VAT_RATE_PERCENT = 0;
export type VatRatePercent = typeof STANDARD_VAT_RATE_PERCENT | typeof ZERO_VAT_RATE_PERCENT;

/** A product's VAT rate as catalogue data: 20 (standard) or 0 (zero-rated). */
export const vatRatePercentSchema = z.union(
  [z.literal(STANDARD_VAT_RATE_PERCENT), z.literal(ZERO_VAT_RATE_PERCENT)],
  { error: 'Choose the VAT rate: 20% (standard) or 0% (zero-rated)' },
);

/** The admin product editor's choices, with the help text citing HMRC's notice. */
export const VAT_RATE_CHOICES: readonly { value: VatRatePercent; label: string }[] = [
  { value: STANDARD_VAT_RATE_PERCENT, label: '20% standard rate' },
  { value: ZERO_VAT_RATE_PERCENT, label: '0% zero-rated food' },
];
export const VAT_RATE_HELP_TEXT =
  'Honey and other plain food are zero-rated (HMRC VAT Notice 701/14, Food). Non-food (skin care, cupping equipment, tools) is standard-rated. Food supplements in capsules, tablets or oils are usually standard-rated: set each one as your accountant confirms. Invoices of new orders use this rate.';

/** A stored rate as a VatRatePercent (anything but 0 is the standard rate). */
export function toVatRatePercent(value: number | null | undefined): VatRatePercent {
  return value === ZERO_VAT_RATE_PERCENT ? ZERO_VAT_RATE_PERCENT : STANDARD_VAT_RATE_PERCENT;
}

/** The VAT inside a VAT-inclusive amount: gross × rate / (100 + rate), nearest penny, half up. */
export function vatIncludedPence(grossPence: number, ratePercent: number): number {
  if (!Number.isSafeInteger(grossPence)) throw new RangeError('grossPence must be an integer');
  if (!Number.isInteger(ratePercent) || ratePercent < 0) {
    throw new RangeError('ratePercent must be a whole number ≥ 0');
  }
  if (ratePercent === 0) return 0;
  const divisor = 100 + ratePercent;
  const sign = grossPence < 0 ? -1 : 1;
  const magnitude = Math.abs(grossPence);
  // Integer arithmetic: floor((g × r + d / 2) / d) is g × r / d rounded half up.
  const vat = Math.floor((magnitude * ratePercent * 2 + divisor) / (divisor * 2));
  return sign * vat;
}

export type VatLineInput = {
  description: string;
  quantity: number;
  /** What the customer paid for the line, VAT included. */
  grossPence: number;
  ratePercent: VatRatePercent;
  /**
   * Trade lines (prices before VAT, core/pricing/trade-vat.ts): one item's charge. VAT is then
   * worked out per item, × quantity, which gives back exactly the VAT that was added.
   */
  unitGrossPence?: number;
};

export type VatLine = VatLineInput & {
  /** Unit price excluding VAT (the line's net ÷ quantity, nearest penny; informative only). */
  unitNetPence: number;
  netPence: number;
  vatPence: number;
};

export type VatRateTotal = {
  ratePercent: VatRatePercent;
  netPence: number;
  vatPence: number;
  grossPence: number;
};

/** Adds a line's (or a total's) net, VAT and gross to its rate's total in `totals`. */
export function addToRateTotal<Rate extends number>(
  totals: Map<Rate, { ratePercent: Rate; netPence: number; vatPence: number; grossPence: number }>,
  line: { ratePercent: Rate; netPence: number; vatPence: number; grossPence: number },
): void {
  const total = totals.get(line.ratePercent) ?? {
    ratePercent: line.ratePercent,
    netPence: 0,
    vatPence: 0,
    grossPence: 0,
  };
  total.netPence += line.netPence;
  total.vatPence += line.vatPence;
  total.grossPence += line.grossPence;
  totals.set(line.ratePercent, total);
}

export type VatBreakdown<T extends VatLineInput = VatLineInput> = {
  lines: (T & Omit<VatLine, keyof VatLineInput>)[];
  /** One row per rate used, highest rate first. */
  byRate: VatRateTotal[];
  totals: { netPence: number; vatPence: number; grossPence: number };
};

/** Each input line (with whatever else it carries) gets its net and VAT; then the totals. */
export function buildVatBreakdown<T extends VatLineInput>(inputs: readonly T[]): VatBreakdown<T> {
  const lines = inputs.map((line) => {
    const perItem =
      line.unitGrossPence !== undefined && line.unitGrossPence * line.quantity === line.grossPence;
    const vatPence = perItem
      ? vatIncludedPence(line.unitGrossPence ?? 0, line.ratePercent) * line.quantity
      : vatIncludedPence(line.grossPence, line.ratePercent);
    const netPence = line.grossPence - vatPence;
    const unitNetPence = line.quantity > 0 ? Math.round(netPence / line.quantity) : netPence;
    return { ...line, netPence, vatPence, unitNetPence };
  });
  const rates = new Map<VatRatePercent, VatRateTotal>();
  for (const line of lines) addToRateTotal(rates, line);
  const byRate = [...rates.values()].sort((a, b) => b.ratePercent - a.ratePercent);
  return {
    lines,
    byRate,
    totals: {
      netPence: lines.reduce((sum, l) => sum + l.netPence, 0),
      vatPence: lines.reduce((sum, l) => sum + l.vatPence, 0),
      grossPence: lines.reduce((sum, l) => sum + l.grossPence, 0),
    },
  };
}

/**
 * A refund's VAT, as its credit note and the VAT report state it: the refund is split over the
 * order's rates in proportion to the invoice's gross at each rate (largest remainder), and the VAT
 * inside each share is worked out as the invoice works out a line's. An order with nothing at any
 * rate (no lines) is taken as standard-rated. Only rates with a share are returned.
 */
export function refundVatByRate(
  amountPence: number,
  invoiceByRate: readonly { ratePercent: VatRatePercent; grossPence: number }[],
): VatRateTotal[] {
  const withSales = invoiceByRate.filter((r) => r.grossPence !== 0);
  const rates =
    withSales.length === 0
      ? [{ ratePercent: STANDARD_VAT_RATE_PERCENT as VatRatePercent, grossPence: 1 }]
      : withSales;
  const shares = allocateProportionally(
    amountPence,
    rates.map((r) => r.grossPence),
  );
  return rates
    .map((rate, index) => {
      const grossPence = shares[index] ?? 0;
      const vatPence = vatIncludedPence(grossPence, rate.ratePercent);
      return {
        ratePercent: rate.ratePercent,
        netPence: grossPence - vatPence,
        vatPence,
        grossPence,
      };
    })
    .filter((r) => r.grossPence !== 0);
}
