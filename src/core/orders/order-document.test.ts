import { describe, expect, it } from 'vitest';
import { buildOrderDocument, discountLabel } from './order-document';

const manuka = { quantity: 1, unitPricePence: 8999, price: '89.99' };
const capsules = { quantity: 2, unitPricePence: 8922, price: '89.22' };

describe('an order’s document figures', () => {
  it('lines at the drawer’s price, then the code: £268.43 − £26.84 = £241.59', () => {
    const document = buildOrderDocument({ discountCode: 'WELCOME10', discountPence: 2684 }, [
      { ...manuka, discountPence: 900, lineTotalPence: 8099 },
      { ...capsules, discountPence: 1784, lineTotalPence: 16060 },
    ]);
    expect(document.lines.map((l) => [l.subtotalPence, l.discountPence, l.totalPence])).toEqual([
      [8999, 900, 8099],
      [17844, 1784, 16060],
    ]);
    expect(document).toMatchObject({
      subtotalPence: 26843,
      discountCode: 'WELCOME10',
      discountPence: 2684,
      totalPence: 24159,
    });
  });

  it('older rows without a stored share derive it from the line total', () => {
    const document = buildOrderDocument({ discountCode: 'WELCOME10', discountPence: 2684 }, [
      { ...manuka, unitPricePence: null, discountPence: null, lineTotalPence: 8099 },
      { ...capsules, discountPence: null, lineTotalPence: 16060 },
    ]);
    expect(document.lines.map((l) => l.discountPence)).toEqual([900, 1784]);
    expect(document.totalPence).toBe(24159);
  });

  it('a code the lines carry no share of is spread over them in proportion', () => {
    const document = buildOrderDocument({ discountCode: 'WELCOME10', discountPence: 2684 }, [
      { ...manuka, discountPence: 0, lineTotalPence: 8999 },
      { ...capsules, discountPence: 0, lineTotalPence: 17844 },
    ]);
    expect(document.lines.map((l) => l.discountPence)).toEqual([900, 1784]);
    expect(document.totalPence).toBe(24159);
  });

  it('without a code: no discount, no code, total = subtotal', () => {
    const document = buildOrderDocument({ discountCode: null, discountPence: null }, [
      { ...manuka, discountPence: 0, lineTotalPence: 8999 },
    ]);
    expect(document).toMatchObject({
      subtotalPence: 8999,
      discountCode: null,
      discountPence: 0,
      totalPence: 8999,
    });
    expect(discountLabel(null)).toBe('Discount');
    expect(discountLabel('WELCOME10')).toBe('Discount (WELCOME10)');
  });
});
