/**
 * UK VAT on VAT-inclusive prices (docs/decisions.md "UK VAT invoices").
 * Every price the shop charges includes VAT: 20% (standard rate) unless the product is zero-rated.
 * VAT is worked out per line (HMRC VAT Notice 700 allows line-level calculation, rounded to the
 * nearest penny, half up), and the invoice totals are the sums of the lines, so the lines always
 * add up to the penny. All amounts are integer pence.
 */

export const STANDARD_VAT_RATE_PERCENT = 20;
export const ZERO_VAT_RATE_PERCENT = 0;
/** A product carrying this tag is zero-rated (most food, e.g. plain honey, is: VAT Notice 701/14). */
export const ZERO_RATED_TAG = 'zero-rated';

export type VatRatePercent = typeof STANDARD_VAT_RATE_PERCENT | typeof ZERO_VAT_RATE_PERCENT;

export function vatRateForTags(tags: readonly string[] | null | undefined): VatRatePercent {
  return tags?.some((tag) => tag.trim().toLowerCase() === ZERO_RATED_TAG)
    ? ZERO_VAT_RATE_PERCENT
    : STANDARD_VAT_RATE_PERCENT;
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

export type VatBreakdown = {
  lines: VatLine[];
  /** One row per rate used, highest rate first. */
  byRate: VatRateTotal[];
  totals: { netPence: number; vatPence: number; grossPence: number };
};

export function buildVatBreakdown(inputs: readonly VatLineInput[]): VatBreakdown {
  const lines = inputs.map((line) => {
    const vatPence = vatIncludedPence(line.grossPence, line.ratePercent);
    const netPence = line.grossPence - vatPence;
    const unitNetPence = line.quantity > 0 ? Math.round(netPence / line.quantity) : netPence;
    return { ...line, netPence, vatPence, unitNetPence };
  });
  const rates = new Map<VatRatePercent, VatRateTotal>();
  for (const line of lines) {
    const row = rates.get(line.ratePercent) ?? {
      ratePercent: line.ratePercent,
      netPence: 0,
      vatPence: 0,
      grossPence: 0,
    };
    row.netPence += line.netPence;
    row.vatPence += line.vatPence;
    row.grossPence += line.grossPence;
    rates.set(line.ratePercent, row);
  }
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
