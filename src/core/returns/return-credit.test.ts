import { describe, expect, it } from 'vitest';
import { type ReturnedInvoiceLine, returnCreditByRate, returnedLineFigures } from './return-credit';

// docs/decisions/140-return-credit-notes-by-line-rate.md
const rows = (
  r: { ratePercent: number; netPence: number; vatPence: number; grossPence: number }[],
) => r.map((x) => [x.ratePercent, x.netPence, x.vatPence, x.grossPence]);

// Two oils at 20% (£26.98 after the code, VAT £4.50) and a jar at 0% (£31.49).
const oil = (quantity: number, alreadyReturned = 0): ReturnedInvoiceLine => ({
  ratePercent: 20,
  lineGrossPence: 2698,
  lineVatPence: 450,
  lineQuantity: 2,
  alreadyReturned,
  quantity,
});
const jar: ReturnedInvoiceLine = {
  ratePercent: 0,
  lineGrossPence: 3149,
  lineVatPence: 0,
  lineQuantity: 1,
  alreadyReturned: 0,
  quantity: 1,
};

describe('a return credited by its lines', () => {
  it('the 0% jar alone credits its own price and no VAT', () => {
    expect(rows(returnCreditByRate(3149, [jar]))).toEqual([[0, 3149, 0, 3149]]);
  });

  it("a whole 20% line credits the invoice line's figures", () => {
    expect(rows(returnCreditByRate(2698, [oil(2)]))).toEqual([[20, 2248, 450, 2698]]);
  });

  it("a line returned item by item adds up to the invoice line's figures", () => {
    // Three items of £10.01 at 20% (VAT in 3003 is 500.5 → 501): each share of 1001 and 501.
    const line = {
      ratePercent: 20 as const,
      lineGrossPence: 3003,
      lineVatPence: 501,
      lineQuantity: 3,
    };
    const parts = [0, 1, 2].map((a) =>
      returnedLineFigures({ ...line, alreadyReturned: a, quantity: 1 }),
    );
    expect(rows(parts)).toEqual([
      [20, 834, 167, 1001],
      [20, 834, 167, 1001],
      [20, 834, 167, 1001],
    ]);
    expect(parts.reduce((s, p) => s + p.vatPence, 0)).toBe(501);
    const odd = {
      ratePercent: 20 as const,
      lineGrossPence: 1000,
      lineVatPence: 167,
      lineQuantity: 3,
    };
    const shares = [0, 1, 2].map((a) =>
      returnedLineFigures({ ...odd, alreadyReturned: a, quantity: 1 }),
    );
    expect(rows(shares)).toEqual([
      [20, 278, 55, 333],
      [20, 277, 56, 333],
      [20, 278, 56, 334],
    ]);
    expect([
      shares.reduce((s, p) => s + p.grossPence, 0),
      shares.reduce((s, p) => s + p.vatPence, 0),
    ]).toEqual([1000, 167]);
  });

  it("capped, the refund is split over the returned lines' rates in proportion to their gross", () => {
    // One oil (1349) and the jar (3149), capped at 3847: 1153.77 : 2693.22 → 1154 and 2693.
    expect(rows(returnCreditByRate(3847, [oil(1), jar]))).toEqual([
      [20, 962, 192, 1154],
      [0, 2693, 0, 2693],
    ]);
    // Capped with only the jar returned: nothing at 20%, whatever the invoice carries.
    expect(rows(returnCreditByRate(1000, [jar]))).toEqual([[0, 1000, 0, 1000]]);
  });
});
