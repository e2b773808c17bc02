import { describe, expect, it } from 'vitest';
import type { CartLine } from './cart-line';
import {
  buildPriceChangedMessage,
  CHECKOUT_EMPTY_MESSAGE,
  CHECKOUT_INVALID_LINES_MESSAGE,
  CHECKOUT_QUANTITY_MESSAGE,
  isValidVariantGid,
  validateCheckout,
} from './checkout-rules';
import { buildCupLines, buildPurchaseOptionLine } from './line-builders';

const OIL = { title: 'Organic Black Seed Oil' };
const oil100 = { id: 'oil-100', title: '100ml', pricePence: 1499 };

function check(lines: CartLine[]) {
  return validateCheckout(lines);
}

describe('isValidVariantGid', () => {
  it.each([
    ['gid://shopify/ProductVariant/1', true],
    ['gid://shopify/ProductVariant/', false],
    ['gid://shopify/ProductVariant/YOUR_VARIANT_ID', false],
    ['gid://shopify/Product/1', false],
    ['', false],
    [null, false],
  ])('%j → %s', (gid, ok) => {
    expect(isValidVariantGid(gid)).toBe(ok);
  });
});

describe('validateCheckout', () => {
  it('refuses an empty cart, unreadable lines and refused counts, in that order', () => {
    expect(check([])).toEqual({ ok: false, code: 'empty', message: CHECKOUT_EMPTY_MESSAGE });
    const good = buildPurchaseOptionLine({ optionId: 'onetime', product: OIL, variant: oil100 });
    expect(check([good, { ...good, key: 'x', invalid: true }])).toEqual({
      ok: false,
      code: 'invalid_lines',
      message: CHECKOUT_INVALID_LINES_MESSAGE,
    });
    expect(check([{ ...good, quantity: 10_001 }])).toEqual({
      ok: false,
      code: 'quantity',
      message: CHECKOUT_QUANTITY_MESSAGE,
    });
    const cups = buildCupLines({ b1: 50 });
    expect(check([{ ...(cups[0] as CartLine), quantity: 99 }])).toMatchObject({ code: 'quantity' });
  });

  it('lets cups check out (priced by the server, no more quote by email)', () => {
    expect(check(buildCupLines({ b1: 50, b2: 50 }))).toEqual({ ok: true });
  });
});

describe('buildPriceChangedMessage', () => {
  it('names what changed and the new total', () => {
    expect(buildPriceChangedMessage(['Organic Black Seed Oil'], 2638)).toBe(
      'Prices changed since you added Organic Black Seed Oil — new total £26.38. Review and check out again.',
    );
    expect(buildPriceChangedMessage(['A', 'B', 'A', 'C'], 100)).toBe(
      'Prices changed since you added A, B and C — new total £1.00. Review and check out again.',
    );
    expect(buildPriceChangedMessage([], 4900)).toBe(
      'Prices changed since you added these items — new total £49.00. Review and check out again.',
    );
  });
});
